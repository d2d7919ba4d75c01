// SPDX-License-Identifier: GPL-3.0-or-later
#include "explorerquery.h"

#include "query/queryshape.h"
#include "query/shellsyntax.h"
#include "schema/collectionrefactor.h"

#include <QCoreApplication>

#include <cstdlib>

namespace docmodel {

namespace {

class ExplorerQuery
{
    Q_DECLARE_TR_FUNCTIONS(ExplorerQuery)
};

// One part of the query as JSON; empty text is an empty document.
bool partJson(std::string_view text, const QString &what, JsonValue &out, QString *error)
{
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) {
        out = JsonValue::object();
        return true;
    }
    const ShellDocument shell = parseShellDocument(text);
    if (!shell.ok()) {
        if (error)
            *error = ExplorerQuery::tr("The %1 does not parse at column %2: %3.").arg(what).arg(shell.column).arg(shell.error);
        return false;
    }
    out = JsonValue::parse(shell.json, nullptr, false);
    return !out.is_discarded();
}

// A projection's value: 0 and false leave a field out; 1, true and
// expressions keep it. Numbers come as canonical Extended JSON.
bool isIncluded(const JsonValue &value)
{
    if (value.is_boolean())
        return value.get<bool>();
    if (value.is_number())
        return value.get<double>() != 0;
    for (const char *number : { "$numberInt", "$numberLong", "$numberDouble", "$numberDecimal" })
        if (value.is_object() && value.contains(number) && value[number].is_string())
            return std::strtod(value[number].get<std::string>().c_str(), nullptr) != 0;
    return true;
}

// A read of these filter, sort and projection documents (each may be null).
AccessPattern readPattern(const JsonValue &filter, const JsonValue &sort, const JsonValue &projection)
{
    const QueryShape shape = shapeOf(filter, sort);
    AccessPattern pattern;
    pattern.kind = AccessKind::Read;
    pattern.filter = shape.filter;
    pattern.sort = shape.sort;
    // The fields an inclusion projection returns; an exclusion returns all.
    if (projection.is_object())
        for (const auto &[field, value] : projection.items())
            if (isIncluded(value) && field != "_id")
                pattern.projection.push_back(field);
    return pattern;
}

} // namespace

std::optional<AccessPattern> accessPatternOfFind(
    std::string_view filter, std::string_view sort, std::string_view projection, QString *error)
{
    JsonValue filterJson;
    JsonValue sortJson;
    JsonValue projectionJson;
    if (!partJson(filter, ExplorerQuery::tr("filter"), filterJson, error)
        || !partJson(sort, ExplorerQuery::tr("sort"), sortJson, error)
        || !partJson(projection, ExplorerQuery::tr("projection"), projectionJson, error))
        return std::nullopt;
    return readPattern(filterJson, sortJson, projectionJson);
}

std::optional<AccessPattern> accessPatternOfPipeline(const std::vector<PipelineStage> &stages, QString *error)
{
    const PipelineReading reading = readPipeline(stages, int(stages.size()) - 1);
    if (reading.failedStage >= 0) {
        if (error)
            *error = ExplorerQuery::tr("Stage %1 does not read at line %2, column %3: %4.")
                         .arg(reading.failedStage + 1)
                         .arg(reading.failure.line)
                         .arg(reading.failure.column)
                         .arg(reading.failure.error);
        return std::nullopt;
    }
    const PipelineLead lead = leadOfPipeline(JsonValue::parse(reading.json, nullptr, false));
    return readPattern(lead.match, lead.sort, lead.project);
}

std::optional<AccessPattern> patternOfCollection(
    const Model &model, const QString &database, const QString &collection, AccessPattern pattern, QString *why)
{
    const auto fail = [why](const QString &message) {
        if (why)
            *why = message;
        return std::nullopt;
    };
    if (!model.database.empty() && QString::fromStdString(model.database) != database)
        return fail(ExplorerQuery::tr("The model is of the database %1, not %2.")
                .arg(QString::fromStdString(model.database), database));
    const Entity *entity = model.findEntityByName(collection.toStdString());
    if (!entity || !entity->isCollection())
        return fail(ExplorerQuery::tr("The model has no collection %1: add it (or infer it) first.").arg(collection));
    pattern.id = freshId(model, "query");
    pattern.collectionId = entity->id;
    return pattern;
}

} // namespace docmodel
