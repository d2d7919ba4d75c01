#include "docoutline.h"

#include "advisor/advisor.h"
#include "documentshape.h"
#include "scriptparts.h"

namespace docmodel {

using scriptparts::CollectionIndexes;

namespace {

DocBlock heading(int level, std::string text)
{
    return { DocBlock::Kind::Heading, level, std::move(text), {}, {}, {} };
}

DocBlock paragraph(std::string text)
{
    return { DocBlock::Kind::Paragraph, 1, std::move(text), {}, {}, {} };
}

std::string number(double value)
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
        out = "any";
    return field.array ? "array of " + out : out;
}

std::string constraints(const Field &field)
{
    std::vector<std::string> parts;
    if (!field.enumValues.empty())
        parts.push_back("one of " + JsonValue(field.enumValues).dump());
    if (field.minimum)
        parts.push_back(">= " + number(*field.minimum));
    if (field.maximum)
        parts.push_back("<= " + number(*field.maximum));
    if (field.minLength)
        parts.push_back("length >= " + std::to_string(*field.minLength));
    if (field.maxLength)
        parts.push_back("length <= " + std::to_string(*field.maxLength));
    if (field.minItems)
        parts.push_back("items >= " + std::to_string(*field.minItems));
    if (field.maxItems)
        parts.push_back("items <= " + std::to_string(*field.maxItems));
    if (!field.pattern.empty())
        parts.push_back("matches " + field.pattern);
    if (field.additionalProperties)
        parts.push_back(*field.additionalProperties ? "other fields allowed" : "no other fields");
    std::string out;
    for (const std::string &part : parts)
        out += (out.empty() ? "" : "; ") + part;
    return out;
}

void addFieldRows(const std::vector<Field> &fields, const std::string &prefix, DocBlock &table)
{
    for (const Field &field : fields) {
        const std::string path = prefix.empty() ? field.name : prefix + "." + field.name;
        table.rows.push_back({ path, typeText(field), field.required ? "yes" : "",
            constraints(field), field.description });
        addFieldRows(field.fields, path, table);
    }
}

std::string optionsText(const Entity &entity)
{
    const CollectionOptions &options = entity.options;
    std::vector<std::string> parts;
    if (entity.estimatedCount > 0)
        parts.push_back("About " + std::to_string(entity.estimatedCount) + " documents, "
            + std::to_string(entity.growthPerMonth) + " more a month");
    if (options.capped)
        parts.push_back("capped at " + std::to_string(options.capped->size) + " bytes"
            + (options.capped->max ? ", " + std::to_string(*options.capped->max) + " documents"
                                   : std::string()));
    if (options.timeSeries)
        parts.push_back("time series on " + options.timeSeries->timeField);
    if (options.ttl)
        parts.push_back("documents expire " + std::to_string(options.ttl->expireAfterSeconds)
            + " s after " + options.ttl->field);
    if (options.shardKey)
        parts.push_back("shard key " + scriptparts::indexKeys(options.shardKey->keys).dump());
    if (!options.collation.is_null())
        parts.push_back("collation " + options.collation.dump());
    parts.push_back("validation " + std::string(toString(options.validationLevel)) + ", action "
        + std::string(toString(options.validationAction)));
    for (PatternTag tag : entity.patterns)
        parts.push_back("pattern: " + std::string(toString(tag)));
    std::string out;
    for (const std::string &part : parts)
        out += (out.empty() ? "" : "; ") + part;
    return out + ".";
}

DocBlock indexTable(const CollectionIndexes &indexes, const Entity &entity)
{
    DocBlock table { DocBlock::Kind::Table, 1, {}, { "index", "keys", "options" }, {}, { 0 } };
    for (const Index &index : indexes.of(entity)) {
        JsonValue spec = scriptparts::indexSpec(index);
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
    out.push_back(heading(3, entity.name + (entity.isCollection() ? "" : " (embedded)")));
    if (!entity.description.empty())
        out.push_back(paragraph(entity.description));
    if (entity.isCollection())
        out.push_back(paragraph(optionsText(entity)));
    DocBlock fields { DocBlock::Kind::Table, 1, {},
        { "field", "type", "required", "constraints", "notes" }, {}, { 0 } };
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
        { "one", "many", "cardinality", "strategy", "children per parent", "name" }, {}, { 0, 1 } };
    for (const Relationship &rel : model.relationships) {
        const std::string strategy = rel.tree ? "tree: " + std::string(toString(rel.tree->encoding))
                                              : std::string(toString(rel.strategy));
        const std::string counts = std::to_string(rel.counts.min) + " to "
            + (rel.counts.max ? std::to_string(*rel.counts.max) : std::string("unbounded"))
            + ", typically " + std::to_string(rel.counts.typical);
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
        { "name", "collection", "kind", "filter", "sort", "per second" }, {}, { 1 } };
    for (const AccessPattern &pattern : model.accessPatterns) {
        std::vector<std::string> filter;
        for (const FilterField &f : pattern.filter)
            filter.push_back(f.field + " (" + std::string(toString(f.op)) + ")");
        std::vector<std::string> sort;
        for (const SortField &s : pattern.sort)
            sort.push_back(s.field + " " + std::string(toString(s.direction)));
        table.rows.push_back({ pattern.name, entityName(model, pattern.collectionId),
            std::string(toString(pattern.kind)), joined(filter), joined(sort),
            number(pattern.frequency) });
    }
    return table;
}

// The advisor's findings, worst first; rule texts are the catalogue's.
DocBlock adviceTable(const Model &model, const AdvisorReport &report)
{
    DocBlock table { DocBlock::Kind::Table, 1, {}, { "rule", "severity", "concerns", "finding", "fix" },
        {}, { 2 } };
    for (const Diagnostic &d : report.diagnostics) {
        const Rule &info = d.ruleInfo();
        std::string concerns = d.objectId;
        if (const Entity *entity = model.findEntity(d.objectId))
            concerns = entity->name;
        else if (const Relationship *rel = model.findRelationship(d.objectId))
            concerns = entityName(model, rel->oneId) + " → " + entityName(model, rel->manyId);
        table.rows.push_back({ std::string(info.code) + " " + std::string(info.slug),
            std::string(toString(d.severity)), concerns, d.message.toStdString(), info.fix });
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
    out.push_back(paragraph("Database " + (model.database.empty() ? "(not set)" : model.database)
        + ", for MongoDB " + model.serverVersion + "."));
    out.push_back(heading(2, "Diagram"));
    out.push_back({ DocBlock::Kind::Diagram, 1, {}, {}, {}, {} });
    out.push_back(heading(2, "Entities"));
    const DocumentShapes shapes(model);
    const CollectionIndexes indexes(model);
    for (const Entity &entity : model.entities)
        addEntity(shapes, indexes, entity, out);
    if (!model.relationships.empty()) {
        out.push_back(heading(2, "Relationships"));
        out.push_back(relationshipTable(model));
    }
    if (!model.accessPatterns.empty()) {
        out.push_back(heading(2, "Access patterns"));
        out.push_back(accessPatternTable(model));
    }
    const AdvisorReport report = runAdvisor(model);
    if (!report.diagnostics.empty()) {
        out.push_back(heading(2, "Advice"));
        out.push_back(adviceTable(model, report));
    }
    return out;
}

} // namespace docmodel
