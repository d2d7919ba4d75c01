// SPDX-License-Identifier: GPL-3.0-or-later
#include "field.h"

#include <algorithm>
#include <string_view>
#include <unordered_map>

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

void Field::rename(std::string newName)
{
    if (id.empty() && newName != name)
        id = name;
    name = std::move(newName);
    if (id == name)
        id.clear();
}

std::vector<const Field *> formerFields(const std::vector<Field> &before, const std::vector<Field> &after)
{
    std::vector<const Field *> former(after.size(), nullptr);
    std::vector<bool> taken(before.size(), false);
    // Indexed by key: a wide entity has a hundred thousand fields.
    std::unordered_map<std::string_view, std::vector<size_t>> byId, byIdentity;
    for (size_t j = 0; j < before.size(); ++j) {
        if (!before[j].id.empty())
            byId[before[j].id].push_back(j);
        byIdentity[before[j].identity()].push_back(j);
    }
    auto claim = [&](size_t i, const auto &index, std::string_view key) {
        const auto found = index.find(key);
        if (found == index.end())
            return false;
        for (size_t j : found->second) {
            if (!taken[j]) {
                taken[j] = true;
                former[i] = &before[j];
                return true;
            }
        }
        return false;
    };
    // Renamed fields first, so that a new field given a renamed field's old
    // name does not take its place.
    for (size_t i = 0; i < after.size(); ++i) {
        const std::string &id = after[i].id;
        if (!id.empty() && !claim(i, byId, id))
            claim(i, byIdentity, id);
    }
    for (size_t i = 0; i < after.size(); ++i) {
        if (after[i].id.empty())
            claim(i, byIdentity, after[i].name);
    }
    return former;
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
