// SPDX-License-Identifier: GPL-3.0-or-later
#include "recommendation.h"

#include "schema/derivedfields.h"

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
            edit.relationship = relationshipForStrategy(*rel, rec.strategy);
            edit.entity = childForStrategy(model, *edit.relationship, rec.strategy);
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
