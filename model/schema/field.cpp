// SPDX-License-Identifier: GPL-3.0-or-later
#include "field.h"

#include <algorithm>

namespace docmodel {

bool Field::hasType(BsonType type) const
{
    return std::find(types.begin(), types.end(), type) != types.end();
}

Field makeField(std::string name, std::vector<BsonType> types, bool required, bool array)
{
    Field field;
    field.name = std::move(name);
    field.types = std::move(types);
    field.required = required;
    field.array = array;
    return field;
}

const Field *findFieldPath(const std::vector<Field> &fields, std::string_view path)
{
    const auto dot = path.find('.');
    const std::string_view head = path.substr(0, dot);
    for (const Field &field : fields) {
        if (field.name != head)
            continue;
        if (dot == std::string_view::npos)
            return &field;
        return findFieldPath(field.fields, path.substr(dot + 1));
    }
    return nullptr;
}

} // namespace docmodel
