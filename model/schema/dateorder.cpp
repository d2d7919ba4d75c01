// SPDX-License-Identifier: GPL-3.0-or-later
#include "dateorder.h"

namespace docmodel {

namespace {

bool isDate(const Field *field)
{
    return field && !field->array && field->hasType(BsonType::Date);
}

} // namespace

std::optional<DateAnchor> resolveDateAnchor(
    const Model &model, const Entity &entity, const std::string &anchor)
{
    if (anchor.empty())
        return std::nullopt;
    // A field of the document itself wins over an entity of that name.
    if (isDate(findFieldPath(entity.fields, anchor)))
        return DateAnchor { &entity, nullptr, anchor };
    const size_t dot = anchor.find('.');
    if (dot == std::string::npos)
        return std::nullopt;
    const std::string parentName = anchor.substr(0, dot);
    const std::string path = anchor.substr(dot + 1);
    for (const Relationship &rel : model.relationships) {
        if (rel.manyId != entity.id || rel.tree || rel.isSelf())
            continue;
        const Entity *parent = model.findEntity(rel.oneId);
        if (parent && parent->name == parentName && isDate(findFieldPath(parent->fields, path)))
            return DateAnchor { parent, &rel, path };
    }
    return std::nullopt;
}

} // namespace docmodel
