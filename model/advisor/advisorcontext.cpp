// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisorcontext.h"

#include "schema/derivedfields.h"
#include "schema/jsonpointer.h"
#include "schema/qtstring.h"

namespace docmodel {

namespace {

template <typename T>
void addPointers(std::map<std::string, std::string, std::less<>> &pointers,
    const std::vector<T> &items, std::string_view list)
{
    for (size_t i = 0; i < items.size(); ++i)
        pointers.emplace(items[i].id, pointerAppend(pointerAppend("", list), i));
}

const std::vector<const AccessPattern *> kNoQueries;
const std::vector<const Index *> kNoIndexes;
const std::vector<const Relationship *> kNoRelationships;

} // namespace

AdvisorContext::AdvisorContext(const Model &model)
    : mModel(model)
{
    addPointers(mPointers, model.entities, "entities");
    addPointers(mPointers, model.relationships, "relationships");
    addPointers(mPointers, model.indexes, "indexes");
    addPointers(mPointers, model.accessPatterns, "accessPatterns");
    for (const AccessPattern &ap : model.accessPatterns)
        mQueries[ap.collectionId].push_back(&ap);
    for (const Index &index : model.indexes)
        mIndexes[index.collectionId].push_back(&index);
    for (const Relationship &rel : model.relationships) {
        mRelationships[rel.oneId].push_back(&rel);
        if (rel.manyId != rel.oneId)
            mRelationships[rel.manyId].push_back(&rel);
    }
}

const std::vector<const Relationship *> &AdvisorContext::relationshipsOf(const std::string &entityId) const
{
    const auto it = mRelationships.find(entityId);
    return it == mRelationships.end() ? kNoRelationships : it->second;
}

std::string AdvisorContext::pointerOf(const std::string &id) const
{
    const auto it = mPointers.find(id);
    return it == mPointers.end() ? std::string() : it->second;
}

const std::vector<const AccessPattern *> &AdvisorContext::queriesOn(
    const std::string &collectionId) const
{
    const auto it = mQueries.find(collectionId);
    return it == mQueries.end() ? kNoQueries : it->second;
}

const std::vector<const Index *> &AdvisorContext::indexesOn(const std::string &collectionId) const
{
    const auto it = mIndexes.find(collectionId);
    return it == mIndexes.end() ? kNoIndexes : it->second;
}

SizeEstimate AdvisorContext::sizeOf(const Entity &collection) const
{
    if (!mSizes)
        mSizes = std::make_unique<SizeEstimator>(mModel);
    return mSizes->estimate(collection);
}

Diagnostic &AdvisorContext::report(RuleId rule, const std::string &objectId, const QString &message)
{
    Diagnostic diagnostic;
    diagnostic.rule = rule;
    diagnostic.severity = docmodel::rule(rule).severity;
    diagnostic.objectId = objectId;
    diagnostic.pointer = pointerOf(objectId);
    diagnostic.message = message;
    mDiagnostics.push_back(std::move(diagnostic));
    return mDiagnostics.back();
}

const Field *declaredField(const Entity &entity, std::string_view path)
{
    return findFieldPath(entity.fields, path);
}

bool isArrayPath(const Model &model, const Entity &entity, std::string_view path,
    const std::vector<const Relationship *> &asParent)
{
    // A declared field, or one of its ancestors, holding an array.
    for (size_t end = path.find('.');; end = path.find('.', end + 1)) {
        const Field *field = findFieldPath(entity.fields, path.substr(0, end));
        if (field && field->array)
            return true;
        if (end == std::string_view::npos)
            break;
    }
    // An array a relationship writes into the parent.
    const std::string_view head = path.substr(0, path.find('.'));
    for (const Relationship *rel : asParent) {
        if (rel->oneId != entity.id || rel->tree)
            continue;
        const bool array = strategyPutsIdsInParent(rel->strategy)
            || rel->strategy == Strategy::EmbedSubset
            || (rel->strategy == Strategy::Embed && rel->cardinality != Cardinality::OneToOne);
        if (array && parentFieldName(model, *rel) == head)
            return true;
    }
    return false;
}

} // namespace docmodel
