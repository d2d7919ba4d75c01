// SPDX-License-Identifier: GPL-3.0-or-later
#include "detectionsupport.h"

#include "inferfiles.h"

#include "inference/filekeylookup.h"
#include "inference/modelfrominference.h"
#include "schema/validation.h"

#include <QStringList>
#include <QTemporaryDir>

namespace docmodel::test {

using namespace docmodel::inference;

Detection detectIn(const QString &folder, size_t sampleSize, bool lookUp)
{
    Detection out;
    InferOptions options;
    options.sampleSize = sampleSize;
    std::vector<CollectionSource> sources;
    auto collections = inferInputs({ folder.toStdString() }, options, &sources);
    if (!collections)
        return out;
    out.collections = std::move(*collections);
    out.model = modelFromInference(out.collections);
    out.found = detectRelationships(out.model, out.collections, lookUp ? fileKeyLookup(sources) : KeyLookup());
    out.ok = true;
    return out;
}

Detection detectInGenerated(const GeneratedDatabase &database, size_t sampleSize, bool lookUp)
{
    QTemporaryDir directory;
    if (!writeDatabase(directory.path() + QStringLiteral("/shop"), database))
        return {};
    return detectIn(directory.path() + QStringLiteral("/shop"), sampleSize, lookUp);
}

const Entity *entityNamed(const Model &model, const std::string &name)
{
    for (const Entity &entity : model.entities)
        if (entity.name == name)
            return &entity;
    return nullptr;
}

std::string nameOf(const Model &model, const std::string &id)
{
    const Entity *entity = model.findEntity(id);
    return entity ? entity->name : id;
}

QString describe(const Model &model, const std::vector<DetectedRelationship> &found)
{
    QStringList lines;
    for (const DetectedRelationship &detected : found)
        lines << QStringLiteral("%1 -> %2 %3 %4 [%5]")
                     .arg(QString::fromStdString(nameOf(model, detected.relationship.oneId)),
                         QString::fromStdString(nameOf(model, detected.relationship.manyId)),
                         QString::fromUtf8(toString(detected.relationship.strategy).data()),
                         QString::fromUtf8(toString(detected.relationship.cardinality).data()),
                         QString::fromStdString(detected.evidence));
    return lines.join(QLatin1Char('\n'));
}

bool validWithAll(Model model, const std::vector<DetectedRelationship> &found)
{
    addDetectedRelationships(model, found);
    bool valid = true;
    for (const Problem &problem : validateModel(model))
        if (problem.severity == Severity::Error) {
            qWarning("%s: %s", problem.pointer.c_str(), qPrintable(problem.message));
            valid = false;
        }
    return valid;
}

} // namespace docmodel::test
