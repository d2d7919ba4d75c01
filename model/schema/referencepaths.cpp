// SPDX-License-Identifier: GPL-3.0-or-later
#include "referencepaths.h"

#include "derivedfields.h"

#include <algorithm>
#include <cctype>
#include <map>

namespace docmodel {

namespace {

// Where each entity's documents sit inside the collection's: "" for the
// collection itself, "lines." for lines embedded in it, and so on down.
std::map<std::string, std::string> embeddedPrefixes(const Model &model, const Entity &collection)
{
    std::map<std::string, std::string> prefixes { { collection.id, std::string() } };
    std::vector<std::string> open { collection.id };
    while (!open.empty()) {
        const std::string parentId = open.back();
        open.pop_back();
        for (const Relationship &rel : model.relationships) {
            if (rel.oneId != parentId || rel.isSelf() || !strategyEmbeds(rel.strategy)
                || prefixes.contains(rel.manyId))
                continue;
            const std::string field = parentFieldName(model, rel);
            if (field.empty())
                continue;
            prefixes[rel.manyId] = prefixes[parentId] + field + '.';
            open.push_back(rel.manyId);
        }
    }
    return prefixes;
}

std::string lowered(std::string text)
{
    for (char &c : text)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

} // namespace

std::optional<EmbeddingPlace> embeddingPlace(const Model &model, const std::string &entityId)
{
    EmbeddingPlace place { entityId, std::string() };
    // Each step goes one embedding up; more steps than entities is a cycle.
    for (size_t step = 0; step <= model.entities.size(); ++step) {
        const Entity *entity = model.findEntity(place.collectionId);
        if (!entity)
            return std::nullopt;
        if (entity->isCollection())
            return step == 0 ? std::nullopt : std::optional(place);
        const auto embedding = std::ranges::find_if(model.relationships, [&](const Relationship &rel) {
            return rel.manyId == place.collectionId && !rel.isSelf() && strategyEmbeds(rel.strategy);
        });
        if (embedding == model.relationships.end())
            return std::nullopt;
        const std::string field = parentFieldName(model, *embedding);
        if (field.empty())
            return std::nullopt;
        place.prefix = field + '.' + place.prefix;
        place.collectionId = embedding->oneId;
    }
    return std::nullopt;
}

std::vector<ReferencePath> referencePaths(const Model &model, const Entity &collection)
{
    std::vector<ReferencePath> out;
    const std::map<std::string, std::string> prefixes = embeddedPrefixes(model, collection);
    auto add = [&](const std::string &holderId, const std::string &field,
                   const std::string &targetId, const std::string &key) {
        const auto prefix = prefixes.find(holderId);
        const Entity *target = model.findEntity(targetId);
        if (prefix == prefixes.end() || field.empty() || !target)
            return;
        std::string targetKey = key.empty() ? "_id" : key;
        if (!target->isCollection()) {
            // An embedded document named by a key of its own is looked up
            // in the collection that embeds it: venues by "seat.seat_id".
            const std::optional<EmbeddingPlace> place = embeddingPlace(model, targetId);
            target = place ? model.findEntity(place->collectionId) : nullptr;
            if (!target || targetKey == "_id")
                return;
            targetKey = place->prefix + targetKey;
        }
        ReferencePath path { prefix->second + field, target->name, std::move(targetKey), false };
        if (std::ranges::find(out, path) == out.end())
            out.push_back(std::move(path));
    };
    for (const Relationship &rel : model.relationships) {
        if (rel.tree) {
            const TreeOptions &tree = *rel.tree;
            switch (tree.encoding) {
            case TreeEncoding::ChildRefs:
                add(rel.oneId, tree.children(), rel.oneId, rel.oneKey);
                break;
            case TreeEncoding::Ancestors:
                add(rel.oneId, "ancestors", rel.oneId, rel.oneKey);
                add(rel.oneId, tree.parent(), rel.oneId, rel.oneKey);
                break;
            case TreeEncoding::MaterializedPath: // a string of keys, not one key
                break;
            case TreeEncoding::ParentRefs:
            case TreeEncoding::NestedSets:
                add(rel.oneId, tree.parent(), rel.oneId, rel.oneKey);
                break;
            }
            continue;
        }
        if (strategyPutsIdInChild(rel.strategy))
            add(rel.manyId, parentReferenceName(model, rel), rel.oneId, rel.oneKey);
        if (strategyPutsIdsInParent(rel.strategy) || rel.isGraph()) {
            const bool copies = writesCopy(rel, CopyDirection::IntoOne);
            const std::string field = parentFieldName(model, rel);
            add(rel.oneId, copies && !field.empty() ? field + ".id" : field, rel.manyId,
                rel.manyKey);
        }
    }
    return out;
}

std::optional<ReferencePath> detectedReference(
    std::string_view path, bool objectId, const std::vector<std::string> &collections)
{
    const auto dot = path.rfind('.');
    const std::string name(dot == std::string_view::npos ? path : path.substr(dot + 1));
    std::string stem;
    bool underscore = false;
    if (name.size() > 3 && name.ends_with("_id")) {
        stem = name.substr(0, name.size() - 3);
        underscore = true;
    } else if (name.size() > 2 && (name.ends_with("Id") || name.ends_with("ID"))) {
        stem = name.substr(0, name.size() - 2);
    }
    if (stem.empty() || stem.starts_with('_'))
        return std::nullopt;
    const std::string wanted = lowered(stem);
    for (const std::string &collection : collections) {
        const std::string lower = lowered(collection);
        if (lower != wanted && singular(lower) != wanted)
            continue;
        const std::string key = objectId || underscore ? std::string("_id") : name;
        return ReferencePath { std::string(path), collection, key, true };
    }
    return std::nullopt;
}

} // namespace docmodel
