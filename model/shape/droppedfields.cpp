// SPDX-License-Identifier: GPL-3.0-or-later
#include "droppedfields.h"

#include "documentshape.h"

#include <set>

namespace docmodel {

std::vector<std::string> droppedDocumentFields(const Model &before, const Model &after)
{
    const DocumentShapes was(before);
    const DocumentShapes is(after);
    std::vector<std::string> out;
    for (const Entity &entity : before.entities) {
        const Entity *now = after.findEntity(entity.id);
        std::set<std::string> kept;
        if (now)
            for (const Field &field : is.fields(*now))
                kept.insert(field.name);
        for (const Field &field : was.fields(entity))
            if (!kept.contains(field.name))
                out.push_back(entity.name + '.' + field.name);
    }
    return out;
}

} // namespace docmodel
