// SPDX-License-Identifier: GPL-3.0-or-later
#include "referenceindexes.h"

#include "derivedfields.h"
#include "referencepaths.h"

#include <algorithm>

namespace docmodel {

namespace {

// `referredKey`: the fields are a key other documents refer to, so its
// index is unique even in the documents of an embedded type.
void add(std::vector<Index> &out, const Model &model, const std::string &entityId,
    std::vector<std::string> fields, bool unique = false, bool referredKey = false)
{
    const Entity *entity = model.findEntity(entityId);
    if (!entity || fields.empty() || std::ranges::any_of(fields, [](const std::string &f) { return f.empty(); }))
        return;
    std::string collectionId = entityId;
    if (!entity->isCollection()) {
        // Embedded documents' references are indexed in the collection that
        // holds them (orders { "lines.sku": 1 }); a unique one would make a
        // value unique across its documents, which is not what a key of
        // embedded documents means, unless other documents refer to them by
        // it (tickets to venues' seats by seat_id): then one value must name
        // one seat among all venues. The server does not make it unique
        // within one venue's seats; the validator and the check cannot
        // either, so that stays the application's.
        const std::optional<EmbeddingPlace> place = embeddingPlace(model, entityId);
        if (!place || (unique && !referredKey))
            return;
        collectionId = place->collectionId;
        for (std::string &field : fields)
            field = place->prefix + field;
    }
    Index index;
    index.collectionId = collectionId;
    index.unique = unique;
    for (std::string &field : fields)
        index.keys.push_back({ std::move(field), IndexKeyKind::Asc });
    if (std::ranges::none_of(out, [&](const Index &i) {
            return i.collectionId == index.collectionId && i.keys == index.keys;
        }))
        out.push_back(std::move(index));
}

} // namespace

std::vector<Index> referenceIndexes(const Model &model, const Relationship &rel)
{
    std::vector<Index> out;
    // A reference by a natural key finds one document only if the key is unique.
    if (rel.oneKey != "_id" && (rel.tree || strategyPutsIdInChild(rel.strategy)))
        add(out, model, rel.oneId, { rel.oneKey }, true, true);
    if (rel.manyKey != "_id" && !rel.tree && strategyPutsIdsInParent(rel.strategy))
        add(out, model, rel.manyId, { rel.manyKey }, true);
    if (rel.tree) {
        // The indexes the Tree tab names for each encoding.
        switch (rel.tree->encoding) {
        case TreeEncoding::ParentRefs:
            add(out, model, rel.oneId, { rel.tree->parent() });
            break;
        case TreeEncoding::ChildRefs:
            add(out, model, rel.oneId, { rel.tree->children() });
            break;
        case TreeEncoding::Ancestors:
            add(out, model, rel.oneId, { "ancestors" });
            add(out, model, rel.oneId, { rel.tree->parent() });
            break;
        case TreeEncoding::MaterializedPath:
            add(out, model, rel.oneId, { "path" });
            break;
        case TreeEncoding::NestedSets:
            add(out, model, rel.oneId, { "left", "right" });
            add(out, model, rel.oneId, { rel.tree->parent() });
            break;
        }
        if (!rel.tree->threadField.empty())
            add(out, model, rel.oneId, { rel.tree->threadField });
        return out;
    }
    if (strategyPutsIdInChild(rel.strategy))
        add(out, model, rel.manyId, { childFieldName(model, rel) });
    if (strategyPutsIdsInParent(rel.strategy))
        add(out, model, rel.oneId, { parentFieldName(model, rel) });
    return out;
}

bool indexGivesKeys(const Index &index, const std::vector<IndexKey> &keys)
{
    if (index.keys == keys)
        return true;
    return !keys.empty() && index.keys.size() > keys.size() && index.partialFilter.is_null()
        && !index.hidden && std::equal(keys.begin(), keys.end(), index.keys.begin());
}

bool indexGives(const Index &index, const Index &needed)
{
    if (!needed.unique)
        return indexGivesKeys(index, needed.keys);
    return index.unique && index.keys == needed.keys && index.partialFilter.is_null();
}

} // namespace docmodel
