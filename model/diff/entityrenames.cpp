// SPDX-License-Identifier: GPL-3.0-or-later
#include "entityrenames.h"

namespace docmodel {

std::map<std::string, std::string> renamedEntities(const Model &from, const Model &to)
{
    std::map<std::string, std::string> renamed;
    for (const Entity &after : to.entities) {
        const Entity *before = from.findEntity(after.id);
        if (before && before->name != after.name && !from.findEntityByName(after.name)
            && !to.findEntityByName(before->name))
            renamed[before->name] = after.name;
    }
    return renamed;
}

const Entity *formerEntity(const Model &from, const Model &to, const Entity &entity)
{
    if (const Entity *same = from.findEntityByName(entity.name))
        return same;
    const Entity *before = from.findEntity(entity.id);
    if (before && before->name != entity.name && !to.findEntityByName(before->name))
        return before;
    return nullptr;
}

} // namespace docmodel
