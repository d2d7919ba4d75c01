// SPDX-License-Identifier: GPL-3.0-or-later
#include "recommendation.h"

#include "advisorcontext.h"

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
    applyRecommendationEdit(model, planRecommendation(model, recommendation));
    return model;
}

void applyRecommendationEdit(Model &model, const RecommendationEdit &edit)
{
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
}

QString recommendationText(const Model &model, const Recommendation &rec)
{
    const auto name = [&](const std::string &id) {
        const Entity *entity = model.findEntity(id);
        return toQString(entity ? entity->name : id);
    };
    const Relationship *rel = model.findRelationship(rec.objectId);
    const QString relationship = rel ? AdvisorText::tr("%1 → %2").arg(name(rel->oneId), name(rel->manyId))
                                     : toQString(rec.objectId);
    switch (rec.kind) {
    case Recommendation::Kind::None:
        break;
    case Recommendation::Kind::SetStrategy:
        return AdvisorText::tr("set %1 to %2").arg(relationship, toQString(std::string(toString(rec.strategy))));
    case Recommendation::Kind::SetTreeEncoding:
        return AdvisorText::tr("encode the tree of %1 as %2")
            .arg(rel ? name(rel->oneId) : relationship, toQString(std::string(toString(rec.encoding))));
    case Recommendation::Kind::AddIndex:
        return AdvisorText::tr("add the index %1 on %2").arg(keysText(rec.keys), name(rec.objectId));
    case Recommendation::Kind::DropIndex:
        if (const Index *index = model.findIndex(rec.objectId))
            return AdvisorText::tr("drop the index %1 on %2")
                .arg(keysText(index->keys), name(index->collectionId));
        return AdvisorText::tr("drop the index %1").arg(toQString(rec.objectId));
    case Recommendation::Kind::SetShardKey:
        return AdvisorText::tr("shard %1 on %2").arg(name(rec.objectId), keysText(rec.keys));
    }
    return {};
}

} // namespace docmodel
