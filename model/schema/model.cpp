// SPDX-License-Identifier: GPL-3.0-or-later
#include "model.h"

#include <algorithm>

namespace docmodel {

namespace {
template <typename Container>
auto findById(Container &items, std::string_view id) -> decltype(&items.front())
{
    const auto it
        = std::find_if(items.begin(), items.end(), [&](const auto &item) { return item.id == id; });
    return it == items.end() ? nullptr : &*it;
}
} // namespace

const Entity *Model::findEntity(std::string_view id) const
{
    return mEntityLookup.find(entities, id);
}

Entity *Model::findEntity(std::string_view id)
{
    return mEntityLookup.find(entities, id);
}

const Entity *Model::findEntityByName(std::string_view name) const
{
    const auto it = std::find_if(
        entities.begin(), entities.end(), [&](const Entity &e) { return e.name == name; });
    return it == entities.end() ? nullptr : &*it;
}

const Relationship *Model::findRelationship(std::string_view id) const
{
    return mRelationshipLookup.find(relationships, id);
}

const Index *Model::findIndex(std::string_view id) const
{
    return mIndexLookup.find(indexes, id);
}

const AccessPattern *Model::findAccessPattern(std::string_view id) const
{
    return findById(accessPatterns, id);
}

bool Model::containsId(std::string_view id) const
{
    return findEntity(id) || findRelationship(id) || findIndex(id) || findAccessPattern(id);
}

} // namespace docmodel
