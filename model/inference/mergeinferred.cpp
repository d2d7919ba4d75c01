// SPDX-License-Identifier: GPL-3.0-or-later
#include "mergeinferred.h"

#include <map>
#include <set>

namespace docmodel::inference {

namespace {

// A name neither model uses yet (`taken` grows with each one handed out).
std::string freshName(const std::string &base, std::set<std::string> &taken)
{
    std::string name = base;
    for (int n = 2; taken.count(name); ++n)
        name = base + '_' + std::to_string(n);
    taken.insert(name);
    return name;
}

} // namespace

Model apartFrom(Model incoming, const Model &existing)
{
    std::set<std::string> ids;
    std::set<std::string> names;
    for (const Entity &entity : existing.entities) {
        ids.insert(entity.id);
        names.insert(entity.name);
    }
    for (const Relationship &rel : existing.relationships)
        ids.insert(rel.id);
    for (const Index &index : existing.indexes)
        ids.insert(index.id);
    for (const AccessPattern &pattern : existing.accessPatterns)
        ids.insert(pattern.id);
    std::map<std::string, std::string> renamed;
    for (Entity &entity : incoming.entities) {
        const std::string id = freshName(entity.id, ids);
        renamed[entity.id] = id;
        entity.id = id;
        if (names.count(entity.name))
            entity.name = freshName(entity.name + "_inferred", names);
        names.insert(entity.name);
    }
    const auto follow = [&renamed](std::string &id) {
        if (const auto it = renamed.find(id); it != renamed.end())
            id = it->second;
    };
    for (Relationship &rel : incoming.relationships) {
        rel.id = freshName(rel.id, ids);
        follow(rel.oneId);
        follow(rel.manyId);
    }
    for (Index &index : incoming.indexes) {
        index.id = freshName(index.id, ids);
        follow(index.collectionId);
    }
    incoming.layout.clear();
    return incoming;
}

} // namespace docmodel::inference
