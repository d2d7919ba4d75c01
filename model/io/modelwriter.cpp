// SPDX-License-Identifier: GPL-3.0-or-later
#include "modelwriter.h"

#include "modelreader.h"
#include "outputfile.h"

#include <QCoreApplication>

namespace docmodel {

namespace {

template <typename E> std::string name(E value)
{
    return std::string(toString(value));
}

// Small helpers that leave defaults out of the file.
void putString(JsonValue &out, const char *key, const std::string &value)
{
    if (!value.empty())
        out[key] = value;
}

void putBool(JsonValue &out, const char *key, bool value, bool fallback = false)
{
    if (value != fallback)
        out[key] = value;
}

template <typename T>
void putOptional(JsonValue &out, const char *key, const std::optional<T> &value)
{
    if (value)
        out[key] = *value;
}

void putDocument(JsonValue &out, const char *key, const JsonValue &value)
{
    if (!value.is_null())
        out[key] = value;
}

template <typename T, typename WriteOne>
void putList(JsonValue &out, const char *key, const std::vector<T> &items, WriteOne writeOne)
{
    if (items.empty())
        return;
    JsonValue list = JsonValue::array();
    for (const T &item : items)
        list.push_back(writeOne(item));
    out[key] = std::move(list);
}

JsonValue writeField(const Field &field)
{
    JsonValue out = JsonValue::object();
    out["name"] = field.name;
    if (field.types.size() == 1) {
        out["type"] = name(field.types.front());
    } else if (!field.types.empty()) {
        JsonValue types = JsonValue::array();
        for (BsonType type : field.types)
            types.push_back(name(type));
        out["type"] = types;
    }
    putBool(out, "required", field.required);
    putBool(out, "array", field.array);
    putList(out, "fields", field.fields, writeField);
    putList(out, "enum", field.enumValues, [](const JsonValue &v) { return v; });
    putOptional(out, "minimum", field.minimum);
    putOptional(out, "maximum", field.maximum);
    putOptional(out, "minLength", field.minLength);
    putOptional(out, "maxLength", field.maxLength);
    putOptional(out, "minItems", field.minItems);
    putOptional(out, "maxItems", field.maxItems);
    putString(out, "pattern", field.pattern);
    putOptional(out, "additionalProperties", field.additionalProperties);
    putBool(out, "map", field.map);
    putString(out, "keyPattern", field.keyPattern);
    putString(out, "description", field.description);
    putString(out, "id", field.id);
    if (field.defaultValue)
        out["default"] = *field.defaultValue;
    if (field.sample != SampleHint {}) {
        const SampleHint defaults;
        JsonValue sample = JsonValue::object();
        sample["kind"] = name(field.sample.kind);
        putString(sample, "from", field.sample.from);
        putString(sample, "to", field.sample.to);
        putString(sample, "after", field.sample.after);
        putString(sample, "before", field.sample.before);
        if (field.sample.money != defaults.money)
            sample["money"] = name(field.sample.money);
        if (field.sample.scale != defaults.scale)
            sample["scale"] = field.sample.scale;
        putString(sample, "currency", field.sample.currency);
        putList(sample, "values", field.sample.values, [](const JsonValue &v) { return v; });
        out["sample"] = sample;
    }
    return out;
}

JsonValue writeKey(const IndexKey &key)
{
    return JsonValue { { "field", key.field }, { "kind", name(key.kind) } };
}

JsonValue writeOptions(const CollectionOptions &options)
{
    JsonValue out = JsonValue::object();
    if (options.capped) {
        JsonValue capped = { { "size", options.capped->size } };
        putOptional(capped, "max", options.capped->max);
        out["capped"] = capped;
    }
    if (options.timeSeries) {
        JsonValue ts = { { "timeField", options.timeSeries->timeField } };
        putString(ts, "metaField", options.timeSeries->metaField);
        if (options.timeSeries->granularity != Granularity::Seconds)
            ts["granularity"] = name(options.timeSeries->granularity);
        putOptional(ts, "expireAfterSeconds", options.timeSeries->expireAfterSeconds);
        out["timeSeries"] = ts;
    }
    if (options.ttl)
        out["ttl"] = { { "field", options.ttl->field },
            { "expireAfterSeconds", options.ttl->expireAfterSeconds } };
    if (options.validationLevel != ValidationLevel::Strict)
        out["validationLevel"] = name(options.validationLevel);
    if (options.validationAction != ValidationAction::Error)
        out["validationAction"] = name(options.validationAction);
    if (options.shardKey) {
        JsonValue shard = JsonValue::object();
        putList(shard, "keys", options.shardKey->keys, writeKey);
        putBool(shard, "unique", options.shardKey->unique);
        out["shardKey"] = shard;
    }
    putDocument(out, "collation", options.collation);
    return out;
}

JsonValue writeEntity(const Entity &entity)
{
    JsonValue out = JsonValue::object();
    out["id"] = entity.id;
    out["name"] = entity.name;
    if (entity.kind != EntityKind::Collection)
        out["kind"] = name(entity.kind);
    putString(out, "description", entity.description);
    if (entity.estimatedCount != 0)
        out["estimatedCount"] = entity.estimatedCount;
    if (entity.growthPerMonth != 0)
        out["growthPerMonth"] = entity.growthPerMonth;
    putList(out, "fields", entity.fields, writeField);
    if (!entity.options.isDefault())
        out["options"] = writeOptions(entity.options);
    putList(out, "patterns", entity.patterns, [](PatternTag tag) { return name(tag); });
    putString(out, "discriminator", entity.discriminator);
    putString(out, "database", entity.database);
    return out;
}

JsonValue writeRelationship(const Relationship &rel)
{
    JsonValue out = JsonValue::object();
    out["id"] = rel.id;
    putString(out, "name", rel.name);
    out["one"] = rel.oneId;
    out["many"] = rel.manyId;
    out["cardinality"] = name(rel.cardinality);
    // Counts are always written: the defaults may change, the user's bounds must not.
    JsonValue counts = { { "min", rel.counts.min }, { "typical", rel.counts.typical } };
    counts["max"] = rel.counts.max ? JsonValue(*rel.counts.max) : JsonValue(nullptr);
    putBool(counts, "estimated", rel.counts.estimated);
    out["counts"] = counts;
    out["strategy"] = name(rel.strategy);
    putString(out, "oneField", rel.oneField);
    putString(out, "manyField", rel.manyField);
    if (rel.oneKey != "_id")
        out["oneKey"] = rel.oneKey;
    if (rel.manyKey != "_id")
        out["manyKey"] = rel.manyKey;
    if (rel.subset) {
        JsonValue subset = { { "k", rel.subset->k } };
        putString(subset, "sortField", rel.subset->sortField);
        putBool(subset, "descending", rel.subset->descending, true);
        putString(subset, "countField", rel.subset->countField);
        out["subset"] = subset;
    }
    putList(out, "denormalized", rel.denormalized, [](const DenormalizedField &d) {
        JsonValue copy = { { "field", d.field }, { "direction", name(d.direction) } };
        putString(copy, "as", d.as);
        return copy;
    });
    if (rel.referenceStyle != ReferenceStyle::Manual)
        out["referenceStyle"] = name(rel.referenceStyle);
    if (rel.manyStandsAlone == QueriedAlone::Undecided)
        out["manyStandsAlone"] = nullptr;
    else
        putBool(out, "manyStandsAlone", rel.manyStandsAlone == QueriedAlone::Yes);
    if (rel.readWriteRatio != 1.0)
        out["readWriteRatio"] = rel.readWriteRatio;
    putBool(out, "atomic", rel.atomic);
    putBool(out, "indexReference", rel.indexReference, true);
    putBool(out, "optionalReference", rel.optionalReference);
    if (!rel.referenceMayBeNull)
        out["referenceMayBeNull"] = false;
    putList(out, "placeholders", rel.placeholders, [](const std::string &s) { return s; });
    if (rel.presentWhen)
        out["presentWhen"] = { { "field", rel.presentWhen->field }, { "values", rel.presentWhen->values } };
    putString(out, "referenceObject", rel.referenceObject);
    if (rel.tree) {
        JsonValue tree = { { "encoding", name(rel.tree->encoding) } };
        if (rel.tree->delimiter != ",")
            tree["delimiter"] = rel.tree->delimiter;
        putString(tree, "depthField", rel.tree->depthField);
        putString(tree, "threadField", rel.tree->threadField);
        putString(tree, "parentField", rel.tree->parentField);
        putString(tree, "childrenField", rel.tree->childrenField);
        if (rel.tree->maxDepth)
            tree["maxDepth"] = *rel.tree->maxDepth;
        out["tree"] = tree;
    }
    return out;
}

JsonValue writeIndex(const Index &index)
{
    JsonValue out = JsonValue::object();
    out["id"] = index.id;
    out["collection"] = index.collectionId;
    JsonValue keys = JsonValue::array();
    for (const IndexKey &key : index.keys)
        keys.push_back(writeKey(key));
    out["keys"] = keys;
    putString(out, "name", index.name);
    putBool(out, "unique", index.unique);
    putBool(out, "sparse", index.sparse);
    putDocument(out, "partialFilter", index.partialFilter);
    putOptional(out, "expireAfterSeconds", index.expireAfterSeconds);
    putDocument(out, "collation", index.collation);
    putBool(out, "hidden", index.hidden);
    putBool(out, "proposed", index.proposed);
    putDocument(out, "weights", index.weights);
    putString(out, "defaultLanguage", index.defaultLanguage);
    putOptional(out, "sphereVersion", index.sphereVersion);
    putDocument(out, "wildcardProjection", index.wildcardProjection);
    if (const auto &seen = index.observed) {
        JsonValue observed = JsonValue::object();
        putOptional(observed, "ops", seen->ops);
        putString(observed, "since", seen->since);
        observed["plans"] = seen->plans;
        observed["operations"] = seen->operations;
        out["observed"] = observed;
    }
    return out;
}

JsonValue writeAccessPattern(const AccessPattern &ap)
{
    JsonValue out = JsonValue::object();
    out["id"] = ap.id;
    out["name"] = ap.name;
    out["collection"] = ap.collectionId;
    if (ap.kind != AccessKind::Read)
        out["kind"] = name(ap.kind);
    putList(out, "filter", ap.filter, [](const FilterField &f) {
        return JsonValue { { "field", f.field }, { "op", name(f.op) } };
    });
    putList(out, "sort", ap.sort, [](const SortField &s) {
        return JsonValue { { "field", s.field }, { "direction", name(s.direction) } };
    });
    putList(out, "projection", ap.projection, [](const std::string &s) { return s; });
    putList(out, "updates", ap.updates, [](const std::string &s) { return s; });
    if (ap.frequency != 1.0)
        out["frequency"] = ap.frequency;
    putString(out, "description", ap.description);
    if (const auto &seen = ap.observed) {
        JsonValue observed = { { "count", seen->count }, { "spanSeconds", seen->spanSeconds },
            { "collectionScans", seen->collectionScans }, { "docsExamined", seen->docsExamined },
            { "returned", seen->returned }, { "p95Millis", seen->p95Millis } };
        putString(observed, "firstSeen", seen->firstSeen);
        putString(observed, "lastSeen", seen->lastSeen);
        out["observed"] = observed;
    }
    return out;
}

// Positions in id order (std::map), so the file is stable.
JsonValue layoutJson(const std::map<std::string, Position> &positions)
{
    JsonValue layout = JsonValue::object();
    for (const auto &[id, pos] : positions)
        layout[id] = { { "x", pos.x }, { "y", pos.y } };
    return layout;
}

// Routes of relationships that exist; points as one flat x, y list.
JsonValue routesJson(const Model &model, const std::map<std::string, EdgeRoute> &edges)
{
    JsonValue routes = JsonValue::object();
    for (const auto &[id, route] : edges) {
        if (!model.findRelationship(id))
            continue;
        JsonValue points = JsonValue::array();
        for (const Position &point : route.points) {
            points.push_back(point.x);
            points.push_back(point.y);
        }
        const auto point = [](const Position &at) { return JsonValue { { "x", at.x }, { "y", at.y } }; };
        routes[id] = { { "points", points }, { "label", point(route.label) } };
        if (route.oneLabel)
            routes[id]["oneLabel"] = point(*route.oneLabel);
        if (route.manyLabel)
            routes[id]["manyLabel"] = point(*route.manyLabel);
    }
    return routes;
}

} // namespace

std::string serializeModel(const Model &model)
{
    JsonValue root = JsonValue::object();
    root["formatVersion"] = kCurrentFormatVersion;
    putString(root, "name", model.name);
    putString(root, "database", model.database);
    root["serverVersion"] = model.serverVersion;
    putString(root, "notes", model.notes);
    if (model.naming == DerivedNaming::Legacy)
        root["naming"] = "legacy";
    putList(root, "entities", model.entities, writeEntity);
    putList(root, "relationships", model.relationships, writeRelationship);
    putList(root, "indexes", model.indexes, writeIndex);
    putList(root, "accessPatterns", model.accessPatterns, writeAccessPattern);
    if (model.advisor != AdvisorSettings {}) {
        JsonValue advisor = JsonValue::object();
        putList(advisor, "disabledRules", model.advisor.disabledRules,
            [](const std::string &s) { return s; });
        putList(advisor, "suppressions", model.advisor.suppressions, [](const Suppression &s) {
            JsonValue out = { { "rule", s.rule }, { "object", s.objectId } };
            putString(out, "reason", s.reason);
            return out;
        });
        root["advisor"] = advisor;
    }
    if (JsonValue layout = layoutJson(model.layout); !layout.empty())
        root["layout"] = layout;
    if (JsonValue routes = routesJson(model, model.routes); !routes.empty())
        root["routes"] = routes;
    putList(root, "diagrams", model.diagrams, [&](const SubjectArea &diagram) {
        JsonValue out = { { "name", diagram.name } };
        JsonValue entities = JsonValue::array();
        for (const std::string &id : diagram.entities)
            if (model.findEntity(id))
                entities.push_back(id);
        out["entities"] = entities;
        if (JsonValue layout = layoutJson(diagram.layout); !layout.empty())
            out["layout"] = layout;
        if (JsonValue routes = routesJson(model, diagram.routes); !routes.empty())
            out["routes"] = routes;
        return out;
    });
    // Invalid UTF-8 in a string is replaced rather than aborting the save.
    return root.dump(2, ' ', false, JsonValue::error_handler_t::replace) + '\n';
}

QString saveModelFile(const Model &model, const QString &path)
{
    const std::string bytes = serializeModel(model);
    OutputFile file(path);
    if (!file.open())
        return QCoreApplication::translate("ModelWriter", "%1: cannot write the file: %2")
            .arg(path, file.errorString());
    file.device()->write(bytes.data(), qint64(bytes.size()));
    if (file.commit())
        return {};
    if (!file.keepsOldContent()) // a device or a pipe: there was no file to keep
        return QCoreApplication::translate("ModelWriter", "%1: cannot write the file: %2")
            .arg(path, file.errorString());
    return QCoreApplication::translate(
        "ModelWriter", "%1: saving failed, the previous file is unchanged: %2")
        .arg(path, file.errorString());
}

} // namespace docmodel
