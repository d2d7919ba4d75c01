// SPDX-License-Identifier: GPL-3.0-or-later
#include "cleanrecommendations.h"

#include "schema/derivedfields.h"
#include "advisorcontext.h"
#include "recommendation.h"
#include "schema/validation.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <thread>
#include <unordered_map>

namespace docmodel {

namespace {

// The model's objects by the entities they belong to, built once for all
// of a run's recommendations.
class ModelIndex
{
public:
    explicit ModelIndex(const Model &model) : mModel(model)
    {
        for (const Relationship &rel : model.relationships) {
            mRelationshipsById.emplace(rel.id, &rel);
            mRelationships[rel.oneId].push_back(&rel);
            if (rel.manyId != rel.oneId)
                mRelationships[rel.manyId].push_back(&rel);
            if (strategyEmbeds(rel.strategy) && !rel.isSelf())
                mEmbeds[rel.oneId].push_back(&rel);
        }
        for (const Index &index : model.indexes) {
            mIndexesById.emplace(index.id, &index);
            mIndexes[index.collectionId].push_back(&index);
        }
        for (size_t position = 0; position < model.entities.size(); ++position)
            mEntityPositions.emplace(model.entities[position].id, position);
        for (const AccessPattern &pattern : model.accessPatterns)
            mPatterns[pattern.collectionId].push_back(&pattern);
    }

    const Relationship *relationship(const std::string &id) const
    {
        const auto found = mRelationshipsById.find(id);
        return found == mRelationshipsById.end() ? nullptr : found->second;
    }

    // The entities a recommendation changes, adds an index to or removes one from.
    std::set<std::string> touchedBy(const Recommendation &rec) const
    {
        switch (rec.kind) {
        case Recommendation::Kind::SetStrategy:
        case Recommendation::Kind::SetTreeEncoding:
            if (const Relationship *rel = relationship(rec.objectId))
                return { rel->oneId, rel->manyId };
            break;
        case Recommendation::Kind::DropIndex:
            if (const auto found = mIndexesById.find(rec.objectId); found != mIndexesById.end())
                return { found->second->collectionId };
            break;
        case Recommendation::Kind::AddIndex:
        case Recommendation::Kind::SetShardKey:
            return { rec.objectId };
        case Recommendation::Kind::None:
            break;
        }
        return {};
    }

    // The part of the model validation needs to judge the touched
    // entities: them, every relationship that ends at one (and its other
    // end), their indexes and queries; and when `embedded` is to be
    // embedded, everything it embeds, where a cycle of embeddings would run.
    Model scope(const std::set<std::string> &touched, const std::string &embedded) const
    {
        Model scope;
        scope.name = mModel.name;
        scope.database = mModel.database;
        scope.serverVersion = mModel.serverVersion;
        std::set<const Relationship *> relationships;
        std::set<std::string> entities = touched;
        for (const std::string &id : touched)
            for (const Relationship *rel : listed(mRelationships, id))
                relationships.insert(rel);
        std::vector<std::string> open;
        if (!embedded.empty())
            open.push_back(embedded);
        for (std::set<std::string> seen; !open.empty();) {
            const std::string id = open.back();
            open.pop_back();
            if (!seen.insert(id).second)
                continue;
            for (const Relationship *rel : listed(mEmbeds, id)) {
                relationships.insert(rel);
                open.push_back(rel->manyId);
            }
        }
        for (const Relationship *rel : relationships) {
            entities.insert(rel->oneId);
            entities.insert(rel->manyId);
        }
        // In the model's order, as validation would meet them.
        std::vector<size_t> positions;
        for (const std::string &id : entities)
            if (const auto found = mEntityPositions.find(id); found != mEntityPositions.end())
                positions.push_back(found->second);
        std::ranges::sort(positions);
        std::vector<const Relationship *> ordered(relationships.begin(), relationships.end());
        std::ranges::sort(ordered); // pointers into one vector: the model's order
        for (const Relationship *rel : ordered)
            scope.relationships.push_back(*rel);
        // A neighbour is only looked up: of its fields, those the
        // relationships name (keys, copies, a subset's sort) are enough.
        std::set<std::string> named { "_id" };
        for (const Relationship *rel : ordered) {
            for (const std::string *path : { &rel->oneKey, &rel->manyKey })
                named.insert(path->substr(0, path->find('.')));
            for (const DenormalizedField &copy : writtenCopies(*rel))
                named.insert(copy.field.substr(0, copy.field.find('.')));
            if (rel->subset)
                named.insert(rel->subset->sortField.substr(0, rel->subset->sortField.find('.')));
        }
        for (size_t position : positions) {
            const Entity &entity = mModel.entities[position];
            if (touched.contains(entity.id)) {
                scope.entities.push_back(entity);
                continue;
            }
            Entity neighbour; // what a relationship's check reads of its other end
            neighbour.id = entity.id;
            neighbour.name = entity.name;
            neighbour.kind = entity.kind;
            for (const Field &field : entity.fields)
                if (named.contains(field.name))
                    neighbour.fields.push_back(field);
            scope.entities.push_back(std::move(neighbour));
        }
        for (const std::string &id : touched) {
            for (const Index *index : listed(mIndexes, id))
                scope.indexes.push_back(*index);
            for (const AccessPattern *pattern : listed(mPatterns, id))
                scope.accessPatterns.push_back(*pattern);
        }
        return scope;
    }

private:
    template<typename T>
    static const std::vector<const T *> &listed(const std::map<std::string, std::vector<const T *>> &by, const std::string &id)
    {
        static const std::vector<const T *> none;
        const auto found = by.find(id);
        return found == by.end() ? none : found->second;
    }

    const Model &mModel;
    std::map<std::string, std::vector<const Relationship *>> mRelationships;
    std::map<std::string, std::vector<const Relationship *>> mEmbeds;
    std::map<std::string, std::vector<const Index *>> mIndexes;
    std::map<std::string, std::vector<const AccessPattern *>> mPatterns;
    std::unordered_map<std::string, size_t> mEntityPositions;
    std::unordered_map<std::string, const Relationship *> mRelationshipsById;
    std::unordered_map<std::string, const Index *> mIndexesById;
};

std::multiset<QString> errorsOf(const Model &model, const std::set<std::string> &touched)
{
    std::multiset<QString> errors;
    for (const Problem &problem : validateAround(model, touched))
        if (problem.severity == Severity::Error)
            errors.insert(problem.message);
    return errors;
}

// What a recommendation is, for the cache of verdicts.
std::string identity(const Recommendation &rec)
{
    std::string id = std::to_string(int(rec.kind)) + '\0' + rec.objectId + '\0'
        + std::to_string(int(rec.strategy)) + '\0' + std::to_string(int(rec.encoding));
    for (const IndexKey &key : rec.keys)
        id += '\0' + key.field + '\0' + std::to_string(int(key.kind));
    return id;
}


QString errorAddedBy(const ModelIndex &index, const Recommendation &recommendation)
{
    // Validation judges an index by itself and against the others: one
    // fewer removes problems, never adds one.
    if (recommendation.kind == Recommendation::Kind::DropIndex)
        return {};
    std::string embedded;
    if (recommendation.kind == Recommendation::Kind::SetStrategy && strategyEmbeds(recommendation.strategy))
        if (const Relationship *rel = index.relationship(recommendation.objectId))
            embedded = rel->manyId;
    const std::set<std::string> touched = index.touchedBy(recommendation);
    Model part = index.scope(touched, embedded);
    // Planned on the part alone (a strategy change copies the model it is
    // given), then made to it.
    const RecommendationEdit edit = planRecommendation(part, recommendation);
    applyRecommendationEdit(part, edit);
    const std::multiset<QString> after = errorsOf(part, touched);
    if (after.empty())
        return {}; // the common case: what was there before does not matter
    std::multiset<QString> had = errorsOf(index.scope(touched, embedded), touched);
    for (const QString &error : after) {
        const auto known = had.find(error);
        if (known == had.end())
            return error;
        had.erase(known);
    }
    return {};
}

} // namespace

QString errorAddedBy(const Model &model, const Recommendation &recommendation)
{
    return errorAddedBy(ModelIndex(model), recommendation);
}

void keepCleanRecommendations(const Model &model, std::vector<Diagnostic> &diagnostics)
{
    // Several findings often recommend one change: each is judged once,
    // the distinct ones on all cores (a pure function of the model).
    std::map<std::string, size_t> byIdentity;
    std::vector<const Recommendation *> distinct;
    std::vector<size_t> verdictOf(diagnostics.size(), SIZE_MAX);
    for (size_t i = 0; i < diagnostics.size(); ++i) {
        if (diagnostics[i].recommendation.isNone())
            continue;
        const auto [found, added] = byIdentity.try_emplace(identity(diagnostics[i].recommendation), distinct.size());
        if (added)
            distinct.push_back(&diagnostics[i].recommendation);
        verdictOf[i] = found->second;
    }
    const ModelIndex index(model);
    std::vector<QString> verdicts(distinct.size());
    const auto judge = [&](size_t first, size_t step) {
        for (size_t i = first; i < distinct.size(); i += step)
            verdicts[i] = errorAddedBy(index, *distinct[i]);
    };
    constexpr size_t kPerThread = 256; // fewer are judged faster than a thread starts
    const size_t threads = std::clamp<size_t>(distinct.size() / kPerThread, 1, std::max(1u, std::thread::hardware_concurrency()));
    std::vector<std::thread> helpers;
    for (size_t t = 1; t < threads; ++t)
        helpers.emplace_back(judge, t, threads);
    judge(0, threads);
    for (std::thread &helper : helpers)
        helper.join();
    for (size_t i = 0; i < diagnostics.size(); ++i) {
        Diagnostic &d = diagnostics[i];
        if (verdictOf[i] == SIZE_MAX || verdicts[verdictOf[i]].isEmpty())
            continue;
        d.reasons << AdvisorText::tr("no change is offered: to %1 would leave the model invalid (%2)")
                         .arg(recommendationText(model, d.recommendation), verdicts[verdictOf[i]]);
        d.recommendation = {};
        d.fixWithheld = true;
    }
}

} // namespace docmodel
