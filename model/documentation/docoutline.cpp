// SPDX-License-Identifier: GPL-3.0-or-later
#include "docoutline.h"

#include "advisor/advisor.h"
#include "advisor/indexadvice.h"
#include "shape/documentshape.h"
#include "export/scriptparts.h"
#include "schema/derivedfields.h"
#include "schema/validation.h"

#include <QCoreApplication>

#include <algorithm>

namespace docmodel {

namespace {

// The documentation's words are translated: it is written in the language
// the caller chose (see ExportOptions::language).
class Documentation
{
    Q_DECLARE_TR_FUNCTIONS(Documentation)
};

// Fills a translated text in one pass: a name holding "%2" stays as it is.
template <typename... Args> std::string fill(const QString &text, const Args &...args)
{
    if constexpr (sizeof...(args) == 0)
        return text.toStdString();
    else
        return text.arg(QString::fromStdString(args)...).toStdString();
}

DocBlock heading(int level, std::string text)
{
    return { DocBlock::Kind::Heading, level, std::move(text), {}, {}, {} };
}

DocBlock paragraph(std::string text)
{
    return { DocBlock::Kind::Paragraph, 1, std::move(text), {}, {}, {} };
}

std::string numberText(double value)
{
    std::string text = JsonValue(value).dump();
    if (text.ends_with(".0"))
        text.resize(text.size() - 2);
    return text;
}

std::string typeText(const Field &field)
{
    std::string out;
    for (BsonType type : field.types)
        out += (out.empty() ? "" : " | ") + std::string(bsonTypeInfo(type).name);
    if (out.empty())
        out = fill(Documentation::tr("any"));
    if (field.array)
        out = fill(Documentation::tr("array of %1"), out);
    return field.map ? fill(Documentation::tr("map of %1"), out) : out;
}

std::string constraints(const Field &field)
{
    std::vector<std::string> parts;
    if (!field.enumValues.empty())
        parts.push_back(fill(Documentation::tr("one of %1"), JsonValue(field.enumValues).dump()));
    if (field.minimum)
        parts.push_back(fill(Documentation::tr(">= %1"), numberText(*field.minimum)));
    if (field.maximum)
        parts.push_back(fill(Documentation::tr("<= %1"), numberText(*field.maximum)));
    if (field.minLength)
        parts.push_back(fill(Documentation::tr("length >= %1"), std::to_string(*field.minLength)));
    if (field.maxLength)
        parts.push_back(fill(Documentation::tr("length <= %1"), std::to_string(*field.maxLength)));
    if (field.minItems)
        parts.push_back(fill(Documentation::tr("items >= %1"), std::to_string(*field.minItems)));
    if (field.maxItems)
        parts.push_back(fill(Documentation::tr("items <= %1"), std::to_string(*field.maxItems)));
    if (!field.pattern.empty())
        parts.push_back(fill(Documentation::tr("matches %1"), field.pattern));
    if (field.map && !field.keyPattern.empty())
        parts.push_back(fill(Documentation::tr("keys match %1"), field.keyPattern));
    if (field.additionalProperties)
        parts.push_back(*field.additionalProperties
                ? fill(Documentation::tr("other fields allowed"))
                : fill(Documentation::tr("no other fields")));
    std::string out;
    for (const std::string &part : parts)
        out += (out.empty() ? "" : "; ") + part;
    return out;
}

void addFieldRows(const std::vector<Field> &fields, const std::string &prefix, DocBlock &table)
{
    for (const Field &field : fields) {
        const std::string path = prefix.empty() ? field.name : prefix + "." + field.name;
        table.rows.push_back(
            { path, typeText(field), field.required ? fill(Documentation::tr("yes")) : "",
                constraints(field), field.description });
        addFieldRows(field.fields, path, table);
    }
}

std::string optionsText(const Entity &entity)
{
    const CollectionOptions &options = entity.options;
    std::vector<std::string> parts;
    if (entity.estimatedCount > 0)
        parts.push_back(fill(Documentation::tr("About %1 documents, %2 more a month"),
            std::to_string(entity.estimatedCount), std::to_string(entity.growthPerMonth)));
    if (options.capped)
        parts.push_back(options.capped->max
                ? fill(Documentation::tr("capped at %1 bytes, %2 documents"),
                    std::to_string(options.capped->size), std::to_string(*options.capped->max))
                : fill(
                    Documentation::tr("capped at %1 bytes"), std::to_string(options.capped->size)));
    if (options.timeSeries)
        parts.push_back(
            fill(Documentation::tr("time series on %1"), options.timeSeries->timeField));
    if (options.ttl)
        parts.push_back(fill(Documentation::tr("documents expire %1 s after %2"),
            std::to_string(options.ttl->expireAfterSeconds), options.ttl->field));
    if (options.shardKey)
        parts.push_back(fill(Documentation::tr("shard key %1"),
            indexKeys(options.shardKey->keys).dump()));
    if (!options.collation.is_null())
        parts.push_back(fill(Documentation::tr("collation %1"), options.collation.dump()));
    parts.push_back(fill(Documentation::tr("validation %1, action %2"),
        std::string(toString(options.validationLevel)),
        std::string(toString(options.validationAction))));
    for (PatternTag tag : entity.patterns)
        parts.push_back(fill(Documentation::tr("pattern: %1"), std::string(toString(tag))));
    std::string out;
    for (const std::string &part : parts)
        out += (out.empty() ? "" : "; ") + part;
    return out + ".";
}

DocBlock indexTable(const CollectionIndexes &indexes, const Entity &entity)
{
    DocBlock table { DocBlock::Kind::Table, 1, {},
        { fill(Documentation::tr("index")), fill(Documentation::tr("keys")),
            fill(Documentation::tr("options")) },
        {}, { 0 } };
    for (const Index &index : indexes.of(entity)) {
        JsonValue spec = indexSpec(index);
        const std::string keys = spec["key"].dump();
        spec.erase("key");
        spec.erase("name");
        table.rows.push_back({ index.effectiveName(), keys, spec.empty() ? "" : spec.dump() });
    }
    return table;
}

void addEntity(const DocumentShapes &shapes, const CollectionIndexes &indexes, const Entity &entity,
    std::vector<DocBlock> &out)
{
    out.push_back(heading(3,
        entity.isCollection() ? entity.name
                              : fill(Documentation::tr("%1 (embedded)"), entity.name)));
    if (!entity.description.empty())
        out.push_back(paragraph(entity.description));
    if (entity.isCollection())
        out.push_back(paragraph(optionsText(entity)));
    DocBlock fields { DocBlock::Kind::Table, 1, {},
        { fill(Documentation::tr("field")), fill(Documentation::tr("type")),
            fill(Documentation::tr("required")), fill(Documentation::tr("constraints")),
            fill(Documentation::tr("notes")) },
        {}, { 0 } };
    addFieldRows(shapes.fields(entity), {}, fields);
    out.push_back(std::move(fields));
    if (entity.isCollection()) {
        DocBlock table = indexTable(indexes, entity);
        if (!table.rows.empty())
            out.push_back(std::move(table));
    }
}

std::string entityName(const Model &model, const std::string &id)
{
    const Entity *entity = model.findEntity(id);
    return entity ? entity->name : id;
}

DocBlock relationshipTable(const Model &model)
{
    DocBlock table { DocBlock::Kind::Table, 1, {},
        { fill(Documentation::tr("one")), fill(Documentation::tr("many")),
            fill(Documentation::tr("cardinality")), fill(Documentation::tr("strategy")),
            fill(Documentation::tr("children per parent")), fill(Documentation::tr("name")) },
        {}, { 0, 1 } };
    for (const Relationship &rel : model.relationships) {
        std::string strategy = rel.tree
            ? fill(Documentation::tr("tree: %1"), std::string(toString(rel.tree->encoding)))
            : std::string(toString(rel.strategy));
        if (const std::string keys = referenceKeysText(model, rel); !keys.empty())
            strategy += " (" + keys + ")";
        const std::string counts = fill(Documentation::tr("%1 to %2, typically %3"),
            std::to_string(rel.counts.min),
            rel.counts.max ? std::to_string(*rel.counts.max) : fill(Documentation::tr("unbounded")),
            std::to_string(rel.counts.typical));
        table.rows.push_back({ entityName(model, rel.oneId), entityName(model, rel.manyId),
            std::string(toString(rel.cardinality)), strategy, counts, rel.name });
    }
    return table;
}

std::string joined(const std::vector<std::string> &parts)
{
    std::string out;
    for (const std::string &part : parts)
        out += (out.empty() ? "" : ", ") + part;
    return out;
}

DocBlock accessPatternTable(const Model &model)
{
    DocBlock table { DocBlock::Kind::Table, 1, {},
        { fill(Documentation::tr("name")), fill(Documentation::tr("collection")),
            fill(Documentation::tr("kind")), fill(Documentation::tr("filter")),
            fill(Documentation::tr("sort")), fill(Documentation::tr("per second")),
            fill(Documentation::tr("served by")), fill(Documentation::tr("description")) },
        {}, { 1 } };
    std::map<std::string, std::string, std::less<>> servedBy;
    for (const QueryIndexAdvice &q : adviseIndexes(model).queries)
        servedBy[q.queryId] = q.servedByName.empty() ? fill(Documentation::tr("no index"))
                                                     : q.servedByName;
    for (const AccessPattern &pattern : model.accessPatterns) {
        if (accessPatternIsEmpty(pattern))
            continue;
        std::vector<std::string> filter;
        for (const FilterField &f : pattern.filter)
            filter.push_back(f.field + " (" + std::string(toString(f.op)) + ")");
        std::vector<std::string> sort;
        for (const SortField &s : pattern.sort)
            sort.push_back(s.field + " " + std::string(toString(s.direction)));
        const auto served = servedBy.find(pattern.id);
        table.rows.push_back({ pattern.name, entityName(model, pattern.collectionId),
            std::string(toString(pattern.kind)), joined(filter), joined(sort),
            numberText(pattern.frequency), served == servedBy.end() ? std::string() : served->second,
            pattern.description });
    }
    return table;
}

// What a finding or a suppression is about, by the names people gave it:
// an index or a query with its collection, never an internal id.
std::string concernsText(const Model &model, const std::string &objectId)
{
    if (const Entity *entity = model.findEntity(objectId))
        return entity->name;
    if (const Relationship *rel = model.findRelationship(objectId))
        return entityName(model, rel->oneId) + " → " + entityName(model, rel->manyId);
    if (const Index *index = model.findIndex(objectId))
        return fill(Documentation::tr("index %1 of %2"), index->effectiveName(),
            entityName(model, index->collectionId));
    if (const AccessPattern *query = model.findAccessPattern(objectId))
        return fill(Documentation::tr("query \"%1\" on %2"), query->name.empty() ? query->id : query->name,
            entityName(model, query->collectionId));
    return objectId.empty() ? fill(Documentation::tr("the model")) : objectId;
}

// The advisor's findings, worst first; rule texts are the catalogue's.
DocBlock adviceTable(const Model &model, const AdvisorReport &report)
{
    DocBlock table { DocBlock::Kind::Table, 1, {},
        { fill(Documentation::tr("rule")), fill(Documentation::tr("severity")),
            fill(Documentation::tr("concerns")), fill(Documentation::tr("finding")),
            fill(Documentation::tr("fix")) },
        {}, {} };
    for (const Diagnostic &d : report.diagnostics) {
        const Rule &info = d.ruleInfo();
        table.rows.push_back({ std::string(info.code) + " " + std::string(info.slug),
            severityDisplayName(d.severity).toStdString(), concernsText(model, d.objectId),
            d.message.toStdString(), ruleFix(info).toStdString() });
    }
    return table;
}

// The findings the model's authors hid on purpose, with their reasons.
DocBlock suppressionTable(const Model &model)
{
    DocBlock table { DocBlock::Kind::Table, 1, {},
        { fill(Documentation::tr("rule")), fill(Documentation::tr("concerns")),
            fill(Documentation::tr("reason")) },
        {}, {} };
    for (const Suppression &s : model.advisor.suppressions) {
        const Rule *info = findRule(s.rule);
        table.rows.push_back({ info ? std::string(info->code) + " " + std::string(info->slug) : s.rule,
            concernsText(model, s.objectId),
            s.reason });
    }
    return table;
}

} // namespace

std::vector<DocBlock> documentationOutline(const Model &model)
{
    std::vector<DocBlock> out;
    out.push_back(heading(1, model.name));
    if (!model.notes.empty())
        out.push_back(paragraph(model.notes));
    out.push_back(paragraph(fill(Documentation::tr("Database %1, for MongoDB %2."),
        model.database.empty() ? fill(Documentation::tr("(not set)")) : model.database,
        model.serverVersion)));
    out.push_back(heading(2, fill(Documentation::tr("Diagram"))));
    out.push_back({ DocBlock::Kind::Diagram, 1, {}, {}, {}, {} });
    out.push_back(heading(2, fill(Documentation::tr("Entities"))));
    const DocumentShapes shapes(model);
    const CollectionIndexes indexes(model);
    for (const Entity &entity : model.entities)
        addEntity(shapes, indexes, entity, out);
    if (!model.relationships.empty()) {
        out.push_back(heading(2, fill(Documentation::tr("Relationships"))));
        out.push_back(relationshipTable(model));
    }
    if (std::ranges::any_of(model.accessPatterns, [](const AccessPattern &ap) { return !accessPatternIsEmpty(ap); })) {
        out.push_back(heading(2, fill(Documentation::tr("Access patterns"))));
        out.push_back(accessPatternTable(model));
    }
    const AdvisorReport report = runAdvisor(model);
    if (!report.diagnostics.empty()) {
        out.push_back(heading(2, fill(Documentation::tr("Advice"))));
        out.push_back(adviceTable(model, report));
    }
    if (!model.advisor.suppressions.empty() || !model.advisor.disabledRules.empty()) {
        out.push_back(heading(2, fill(Documentation::tr("Suppressed advice"))));
        if (!model.advisor.disabledRules.empty())
            out.push_back(paragraph(fill(Documentation::tr("Rules turned off for this model: %1."),
                joined(model.advisor.disabledRules))));
        if (!model.advisor.suppressions.empty())
            out.push_back(suppressionTable(model));
    }
    return out;
}

} // namespace docmodel
