// SPDX-License-Identifier: GPL-3.0-or-later
#include "collectionindexes.h"

#include "schema/referenceindexes.h"

#include <algorithm>

namespace docmodel {

JsonValue indexKeys(const std::vector<IndexKey> &keys)
{
    JsonValue out = JsonValue::object();
    for (const IndexKey &key : keys) {
        switch (key.kind) {
        case IndexKeyKind::Asc:
            out[key.field] = 1;
            break;
        case IndexKeyKind::Desc:
            out[key.field] = -1;
            break;
        case IndexKeyKind::Wildcard:
            out[key.field.empty() ? "$**" : key.field + ".$**"] = 1;
            break;
        default:
            out[key.field] = toString(key.kind);
            break;
        }
    }
    return out;
}

JsonValue indexSpec(const Index &index)
{
    JsonValue spec = { { "key", indexKeys(index.keys) }, { "name", index.effectiveName() } };
    if (index.unique)
        spec["unique"] = true;
    if (index.sparse)
        spec["sparse"] = true;
    if (!index.partialFilter.is_null())
        spec["partialFilterExpression"] = index.partialFilter;
    if (index.expireAfterSeconds)
        spec["expireAfterSeconds"] = *index.expireAfterSeconds;
    if (!index.collation.is_null())
        spec["collation"] = index.collation;
    if (index.hidden)
        spec["hidden"] = true;
    if (!index.weights.is_null())
        spec["weights"] = index.weights;
    if (!index.defaultLanguage.empty())
        spec["default_language"] = index.defaultLanguage;
    if (index.sphereVersion)
        spec["2dsphereIndexVersion"] = *index.sphereVersion;
    if (!index.wildcardProjection.is_null())
        spec["wildcardProjection"] = index.wildcardProjection;
    return spec;
}

CollectionIndexes::CollectionIndexes(const Model &model)
{
    for (const Index &index : model.indexes)
        mByCollection[index.collectionId].push_back(&index);
    for (const Relationship &rel : model.relationships)
        if (rel.indexReference)
            for (Index &index : referenceIndexes(model, rel))
                mReferences[index.collectionId].push_back(std::move(index));
}

std::vector<Index> collectionIndexes(const Model &model, const Entity &collection)
{
    return CollectionIndexes(model).of(collection);
}

std::vector<Index> CollectionIndexes::of(const Entity &collection) const
{
    std::vector<Index> out;
    if (const auto it = mByCollection.find(collection.id); it != mByCollection.end())
        for (const Index *index : it->second)
            out.push_back(*index);
    if (const auto &ttl = collection.options.ttl) {
        const std::vector<IndexKey> keys = { { ttl->field, IndexKeyKind::Asc } };
        const bool declared
            = std::ranges::any_of(out, [&](const Index &index) { return index.keys == keys; });
        if (!declared) {
            Index index;
            index.collectionId = collection.id;
            index.keys = keys;
            index.expireAfterSeconds = ttl->expireAfterSeconds;
            out.push_back(index);
        }
    }
    if (const auto it = mReferences.find(collection.id); it != mReferences.end())
        for (const Index &index : it->second) {
            // Never a second index with the same keys or name: the server
            // refuses the name, and the keys are served already.
            const bool given = std::ranges::any_of(out, [&](const Index &other) {
                return indexGives(other, index) || other.effectiveName() == index.effectiveName();
            });
            if (!given)
                out.push_back(index);
        }
    return out;
}

} // namespace docmodel
