// SPDX-License-Identifier: GPL-3.0-or-later
#include "junctiondetection.h"
#include "inferencetr.h"

#include <QLocale>

#include <algorithm>
#include <set>

namespace docmodel::inference {

namespace {

bool referenceByField(const Relationship &rel)
{
    return !rel.isSelf() && !rel.tree
        && (rel.strategy == Strategy::ParentReferencing || rel.strategy == Strategy::ExtendedReference)
        && rel.denormalized.empty();
}

// The found references the collection holds, when it holds nothing else.
std::vector<size_t> onlyReferences(const Entity &collection, const std::vector<DetectedRelationship> &found)
{
    std::vector<size_t> references;
    for (size_t i = 0; i < found.size(); ++i)
        if (found[i].relationship.manyId == collection.id && referenceByField(found[i].relationship))
            references.push_back(i);
    const bool onlyThose = std::all_of(collection.fields.begin(), collection.fields.end(), [&](const Field &field) {
        return field.name == "_id" || std::any_of(references.begin(), references.end(), [&](size_t i) {
            return found[i].relationship.manyField == field.name;
        });
    });
    return onlyThose ? references : std::vector<size_t> {};
}

// Whether every sampled document holds both fields and no two the same pair.
bool pairsUnique(const SampledCollection &collection, const std::string &first, const std::string &second)
{
    std::set<std::pair<std::string, std::string>> pairs;
    for (const std::string *document : collection.documents) {
        auto a = fieldValue(*document, first);
        auto b = fieldValue(*document, second);
        if (!a || !b || !pairs.emplace(std::move(*a), std::move(*b)).second)
            return false;
    }
    return !pairs.empty();
}

} // namespace

void markJunctions(const Model &model, const std::vector<SampledCollection> &sampled,
    const std::vector<std::string> &names, std::vector<DetectedRelationship> &found)
{
    for (size_t index = 0; index < sampled.size() && index < model.entities.size(); ++index) {
        const std::vector<size_t> references = onlyReferences(model.entities[index], found);
        if (references.size() != 2)
            continue;
        DetectedRelationship &first = found[references[0]];
        DetectedRelationship &second = found[references[1]];
        if (first.relationship.oneId == second.relationship.oneId
            || !pairsUnique(sampled[index], first.relationship.manyField, second.relationship.manyField))
            continue;
        const Entity *a = model.findEntity(first.relationship.oneId);
        const Entity *b = model.findEntity(second.relationship.oneId);
        const QString evidence
            = Inference::tr("; %1 holds only %2 and %3, no pair twice in %4 sampled documents: the "
                            "many-to-many between %5 and %6")
                  .arg(QString::fromStdString(names[index]), QString::fromStdString(first.relationship.manyField),
                      QString::fromStdString(second.relationship.manyField),
                      QLocale().toString(qulonglong(sampled[index].documents.size())),
                      QString::fromStdString(a->name), QString::fromStdString(b->name));
        for (DetectedRelationship *reference : { &first, &second }) {
            reference->junction = true;
            reference->evidence += evidence.toStdString();
        }
    }
}

void tagJunctions(Model &model, const std::vector<DetectedRelationship> &accepted)
{
    for (Entity &entity : model.entities) {
        const auto references = std::count_if(accepted.begin(), accepted.end(), [&](const DetectedRelationship &d) {
            return d.junction && d.relationship.manyId == entity.id;
        });
        if (references == 2 && !entity.hasPattern(PatternTag::Junction))
            entity.patterns.push_back(PatternTag::Junction);
    }
}

} // namespace docmodel::inference
