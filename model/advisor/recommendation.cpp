// SPDX-License-Identifier: GPL-3.0-or-later
#include "recommendation.h"

#include "schema/derivedfields.h"
#include "schema/strategychange.h"

#include <algorithm>

namespace docmodel {

namespace {

std::string newIndexId(const Model &model, const std::string &collectionId)
{
    const std::string base = "ix-" + collectionId + "-advised";
    std::string id = base;
    for (int n = 2; model.containsId(id); ++n)
        id = base + '-' + std::to_string(n);
    return id;
}

} // namespace

RecommendationEdit planRecommendation(const Model &model, const Recommendation &rec)
{
    RecommendationEdit edit;
    switch (rec.kind) {
    case Recommendation::Kind::None:
        break;
    case Recommendation::Kind::SetStrategy:
        if (const Relationship *rel = model.findRelationship(rec.objectId);
            rel && rel->strategy != rec.strategy) {
            // The canvas's refactoring; left to itself it moves no index or
            // query, so the relationship and its N side are all it changes.
            const StrategyChange change = changeStrategy(model, rel->id, rec.strategy);
            if (!change.error.isEmpty())
                break;
            edit.relationship = *change.model.findRelationship(rel->id);
            if (const Entity *child = change.model.findEntity(rel->manyId);
                child && !(*child == *model.findEntity(rel->manyId)))
                edit.entity = *child;
        }
        break;
    case Recommendation::Kind::SetTreeEncoding:
        if (const Relationship *rel = model.findRelationship(rec.objectId);
            rel && rel->tree && rel->tree->encoding != rec.encoding) {
            edit.relationship = *rel;
            edit.relationship->tree->encoding = rec.encoding;
        }
        break;
    case Recommendation::Kind::AddIndex:
        if (model.findEntity(rec.objectId) && !rec.keys.empty()) {
            Index index;
            index.id = newIndexId(model, rec.objectId);
            index.collectionId = rec.objectId;
            index.keys = rec.keys;
            edit.newIndex = index;
        }
        break;
    case Recommendation::Kind::DropIndex:
        if (model.findIndex(rec.objectId))
            edit.removedIndexId = rec.objectId;
        break;
    case Recommendation::Kind::SetShardKey:
        if (const Entity *entity = model.findEntity(rec.objectId); entity && !rec.keys.empty()) {
            edit.entity = *entity;
            edit.entity->options.shardKey = ShardKey { rec.keys, false };
        }
        break;
    }
    return edit;
}

Model applyRecommendation(Model model, const Recommendation &recommendation)
{
    RecommendationEdit edit = planRecommendation(model, recommendation);
    if (edit.relationship)
        for (Relationship &rel : model.relationships)
            if (rel.id == edit.relationship->id)
                rel = *edit.relationship;
    if (edit.entity)
        *model.findEntity(edit.entity->id) = *edit.entity;
    if (edit.newIndex)
        model.indexes.push_back(*edit.newIndex);
    if (!edit.removedIndexId.empty())
        std::erase_if(model.indexes, [&](const Index &i) { return i.id == edit.removedIndexId; });
    return model;
}

} // namespace docmodel
