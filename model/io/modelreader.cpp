// SPDX-License-Identifier: GPL-3.0-or-later
#include "modelreader.h"

#include "jsonreader.h"
#include "migration.h"
#include "schema/diagrams.h"

#include <QFile>
#include <QFileInfo>

namespace docmodel {

namespace {

// Deeper nesting than this is certainly not a real document; refusing it keeps
// a hostile file from exhausting the stack.
constexpr int kMaxFieldDepth = 100;

class ModelReader
{
    Q_DECLARE_TR_FUNCTIONS(ModelReader)
};

std::vector<BsonType> readTypes(const JsonValue &value, const std::string &pointer)
{
    std::vector<BsonType> types;
    if (value.is_string()) {
        types.push_back(ObjectReader::enumFrom<BsonType>(value, pointer));
    } else if (value.is_array()) {
        for (size_t i = 0; i < value.size(); ++i)
            types.push_back(ObjectReader::enumFrom<BsonType>(value[i], pointerAppend(pointer, i)));
    } else {
        ObjectReader::fail(pointer, ModelReader::tr("a BSON type name or an array of them"), value);
    }
    return types;
}

// An array of strings, numbers or booleans (a sample's values, a condition's).
std::vector<JsonValue> scalarArray(const ObjectReader &in, std::string_view key)
{
    const JsonValue &values = in.array(key);
    for (size_t i = 0; i < values.size(); ++i)
        if (!values[i].is_primitive() || values[i].is_null())
            ObjectReader::fail(pointerAppend(in.pointerOf(key), i), ModelReader::tr("a string, number or boolean"),
                values[i]);
    return { values.begin(), values.end() };
}

SampleHint readSample(const JsonValue &value, const std::string &pointer)
{
    ObjectReader in(
        value, pointer, { "kind", "from", "to", "money", "scale", "currency", "values", "after", "before" });
    SampleHint hint;
    hint.kind = in.enumValue("kind", SampleKind::Auto);
    hint.from = in.string("from");
    hint.to = in.string("to");
    hint.after = in.string("after");
    hint.before = in.string("before");
    hint.money = in.enumValue("money", MoneyRepresentation::ScaledInteger);
    hint.scale = int(in.integer("scale", 100));
    hint.currency = in.string("currency");
    hint.values = scalarArray(in, "values");
    return hint;
}

Field readField(const JsonValue &value, const std::string &pointer, int depth)
{
    if (depth > kMaxFieldDepth)
        throw ReadFailure { pointer,
            ModelReader::tr("fields are nested more than 100 levels deep") };
    ObjectReader in(value, pointer,
        { "name", "type", "required", "array", "fields", "enum", "minimum", "maximum", "minLength",
            "maxLength", "minItems", "maxItems", "pattern", "additionalProperties", "map", "keyPattern",
            "description", "sample", "default", "id" });
    Field field;
    field.name = in.requiredString("name");
    field.id = in.string("id");
    if (field.id == field.name)
        field.id.clear();
    if (const JsonValue *types = in.find("type"))
        field.types = readTypes(*types, in.pointerOf("type"));
    field.required = in.boolean("required");
    field.array = in.boolean("array");
    const JsonValue &nested = in.array("fields");
    for (size_t i = 0; i < nested.size(); ++i)
        field.fields.push_back(
            readField(nested[i], pointerAppend(in.pointerOf("fields"), i), depth + 1));
    for (const JsonValue &item : in.array("enum"))
        field.enumValues.push_back(item);
    field.minimum = in.optionalNumber("minimum");
    field.maximum = in.optionalNumber("maximum");
    field.minLength = in.optionalInteger("minLength");
    field.maxLength = in.optionalInteger("maxLength");
    field.minItems = in.optionalInteger("minItems");
    field.maxItems = in.optionalInteger("maxItems");
    field.pattern = in.string("pattern");
    if (in.has("additionalProperties"))
        field.additionalProperties = in.boolean("additionalProperties");
    field.map = in.boolean("map");
    field.keyPattern = in.string("keyPattern");
    field.description = in.string("description");
    if (const JsonValue *sample = in.find("sample"))
        field.sample = readSample(*sample, in.pointerOf("sample"));
    if (const JsonValue *value = in.find("default"))
        field.defaultValue = *value;
    return field;
}

std::vector<IndexKey> readKeys(const JsonValue &keys, const std::string &pointer)
{
    std::vector<IndexKey> out;
    for (size_t i = 0; i < keys.size(); ++i) {
        ObjectReader in(keys[i], pointerAppend(pointer, i), { "field", "kind" });
        out.push_back({ in.requiredString("field"), in.enumValue("kind", IndexKeyKind::Asc) });
    }
    return out;
}

CollectionOptions readOptions(const JsonValue &value, const std::string &pointer)
{
    ObjectReader in(value, pointer,
        { "capped", "timeSeries", "ttl", "validationLevel", "validationAction", "shardKey",
            "collation" });
    CollectionOptions options;
    if (const JsonValue *capped = in.find("capped")) {
        ObjectReader c(*capped, in.pointerOf("capped"), { "size", "max" });
        options.capped = CappedOptions { c.integer("size"), c.optionalInteger("max") };
    }
    if (const JsonValue *ts = in.find("timeSeries")) {
        ObjectReader t(*ts, in.pointerOf("timeSeries"),
            { "timeField", "metaField", "granularity", "expireAfterSeconds" });
        options.timeSeries = TimeSeriesOptions { t.requiredString("timeField"),
            t.string("metaField"), t.enumValue("granularity", Granularity::Seconds),
            t.optionalInteger("expireAfterSeconds") };
    }
    if (const JsonValue *ttl = in.find("ttl")) {
        ObjectReader t(*ttl, in.pointerOf("ttl"), { "field", "expireAfterSeconds" });
        options.ttl = TtlOptions { t.requiredString("field"), t.integer("expireAfterSeconds") };
    }
    options.validationLevel = in.enumValue("validationLevel", ValidationLevel::Strict);
    options.validationAction = in.enumValue("validationAction", ValidationAction::Error);
    if (const JsonValue *shard = in.find("shardKey")) {
        ObjectReader s(*shard, in.pointerOf("shardKey"), { "keys", "unique" });
        options.shardKey
            = ShardKey { readKeys(s.array("keys"), s.pointerOf("keys")), s.boolean("unique") };
    }
    options.collation = in.object("collation");
    return options;
}

Entity readEntity(const JsonValue &value, const std::string &pointer)
{
    ObjectReader in(value, pointer,
        { "id", "name", "kind", "description", "estimatedCount", "growthPerMonth", "fields",
            "options", "patterns", "discriminator", "database" });
    Entity entity;
    entity.id = in.requiredString("id");
    entity.name = in.requiredString("name");
    entity.kind = in.enumValue("kind", EntityKind::Collection);
    entity.description = in.string("description");
    entity.estimatedCount = in.integer("estimatedCount");
    entity.growthPerMonth = in.integer("growthPerMonth");
    const JsonValue &fields = in.array("fields");
    for (size_t i = 0; i < fields.size(); ++i)
        entity.fields.push_back(readField(fields[i], pointerAppend(in.pointerOf("fields"), i), 1));
    if (const JsonValue *options = in.find("options"))
        entity.options = readOptions(*options, in.pointerOf("options"));
    const JsonValue &patterns = in.array("patterns");
    for (size_t i = 0; i < patterns.size(); ++i)
        entity.patterns.push_back(ObjectReader::enumFrom<PatternTag>(
            patterns[i], pointerAppend(in.pointerOf("patterns"), i)));
    entity.discriminator = in.string("discriminator");
    entity.database = in.string("database");
    return entity;
}

Counts readCounts(const JsonValue &value, const std::string &pointer, Cardinality cardinality)
{
    ObjectReader in(value, pointer, { "min", "typical", "max", "estimated" });
    const Counts defaults = defaultCounts(cardinality);
    Counts counts;
    counts.min = in.integer("min", defaults.min);
    counts.typical = in.integer("typical", defaults.typical);
    const JsonValue *max = in.find("max");
    if (max && !max->is_null())
        counts.max = ObjectReader::integerFrom(*max, in.pointerOf("max"));
    counts.estimated = in.boolean("estimated");
    return counts;
}

PresenceCondition readPresenceCondition(const JsonValue &value, const std::string &pointer)
{
    ObjectReader in(value, pointer, { "field", "values" });
    PresenceCondition condition;
    condition.field = in.requiredString("field");
    condition.values = scalarArray(in, "values");
    if (condition.values.empty())
        ObjectReader::fail(in.pointerOf("values"), ModelReader::tr("at least one value"), JsonValue::array());
    return condition;
}

Relationship readRelationship(const JsonValue &value, const std::string &pointer)
{
    ObjectReader in(value, pointer,
        { "id", "name", "one", "many", "cardinality", "counts", "strategy", "oneField", "manyField",
            "oneKey", "manyKey",
            "subset", "denormalized", "referenceStyle", "manyStandsAlone", "readWriteRatio",
            "atomic", "indexReference", "optionalReference", "referenceMayBeNull", "placeholders", "presentWhen", "referenceObject", "tree" });
    Relationship rel;
    rel.id = in.requiredString("id");
    rel.name = in.string("name");
    rel.oneId = in.requiredString("one");
    rel.manyId = in.requiredString("many");
    rel.cardinality = in.requiredEnum<Cardinality>("cardinality");
    rel.counts = defaultCounts(rel.cardinality);
    if (const JsonValue *counts = in.find("counts"))
        rel.counts = readCounts(*counts, in.pointerOf("counts"), rel.cardinality);
    rel.strategy = in.requiredEnum<Strategy>("strategy");
    rel.oneField = in.string("oneField");
    rel.manyField = in.string("manyField");
    rel.oneKey = in.string("oneKey", "_id");
    rel.manyKey = in.string("manyKey", "_id");
    if (const JsonValue *subset = in.find("subset")) {
        ObjectReader s(
            *subset, in.pointerOf("subset"), { "k", "sortField", "descending", "countField" });
        rel.subset = SubsetOptions { s.integer("k", 10), s.string("sortField"),
            s.boolean("descending", true), s.string("countField") };
    }
    const JsonValue &denormalized = in.array("denormalized");
    for (size_t i = 0; i < denormalized.size(); ++i) {
        ObjectReader d(denormalized[i], pointerAppend(in.pointerOf("denormalized"), i),
            { "field", "direction", "as" });
        rel.denormalized.push_back({ d.requiredString("field"),
            d.enumValue("direction", CopyDirection::IntoMany), d.string("as") });
    }
    rel.referenceStyle = in.enumValue("referenceStyle", ReferenceStyle::Manual);
    // true or false, or null: undecided.
    const JsonValue *alone = in.find("manyStandsAlone");
    rel.manyStandsAlone = alone && alone->is_null() ? QueriedAlone::Undecided
        : in.boolean("manyStandsAlone")             ? QueriedAlone::Yes
                                                    : QueriedAlone::No;
    rel.readWriteRatio = in.number("readWriteRatio", 1.0);
    rel.atomic = in.boolean("atomic");
    rel.indexReference = in.boolean("indexReference", true);
    rel.optionalReference = in.boolean("optionalReference");
    rel.referenceMayBeNull = in.boolean("referenceMayBeNull", true);
    rel.placeholders = in.stringArray("placeholders");
    if (const JsonValue *condition = in.find("presentWhen"))
        rel.presentWhen = readPresenceCondition(*condition, in.pointerOf("presentWhen"));
    rel.referenceObject = in.string("referenceObject");
    if (const JsonValue *tree = in.find("tree")) {
        ObjectReader t(
            *tree, in.pointerOf("tree"),
            { "encoding", "delimiter", "depthField", "threadField", "parentField", "childrenField",
                "maxDepth" });
        rel.tree = TreeOptions { t.requiredEnum<TreeEncoding>("encoding"), t.string("delimiter", ","),
            t.string("depthField"), t.string("threadField"), t.string("parentField"),
            t.string("childrenField"), t.optionalInteger("maxDepth") };
    }
    return rel;
}

Index readIndex(const JsonValue &value, const std::string &pointer)
{
    ObjectReader in(value, pointer,
        { "id", "collection", "keys", "name", "unique", "sparse", "partialFilter",
            "expireAfterSeconds", "collation", "hidden", "weights", "defaultLanguage",
            "sphereVersion", "wildcardProjection", "observed", "proposed" });
    Index index;
    index.id = in.requiredString("id");
    index.collectionId = in.requiredString("collection");
    if (!in.has("keys"))
        throw ReadFailure { pointer, ModelReader::tr("the required key \"keys\" is missing") };
    index.keys = readKeys(in.array("keys"), in.pointerOf("keys"));
    index.name = in.string("name");
    index.unique = in.boolean("unique");
    index.sparse = in.boolean("sparse");
    index.partialFilter = in.object("partialFilter");
    index.expireAfterSeconds = in.optionalInteger("expireAfterSeconds");
    index.collation = in.object("collation");
    index.hidden = in.boolean("hidden");
    index.proposed = in.boolean("proposed");
    index.weights = in.object("weights");
    index.defaultLanguage = in.string("defaultLanguage");
    if (auto version = in.optionalInteger("sphereVersion"))
        index.sphereVersion = int(*version);
    index.wildcardProjection = in.object("wildcardProjection");
    if (in.has("observed")) {
        ObjectReader seen(*in.find("observed"), in.pointerOf("observed"),
            { "ops", "since", "plans", "operations" });
        index.observed = IndexObservation { seen.optionalInteger("ops"), seen.string("since"),
            seen.integer("plans"), seen.integer("operations") };
    }
    return index;
}

AccessPattern readAccessPattern(const JsonValue &value, const std::string &pointer)
{
    ObjectReader in(value, pointer,
        { "id", "name", "collection", "kind", "filter", "sort", "projection", "updates",
            "frequency", "description", "observed" });
    AccessPattern ap;
    ap.id = in.requiredString("id");
    ap.name = in.requiredString("name");
    ap.collectionId = in.requiredString("collection");
    ap.kind = in.enumValue("kind", AccessKind::Read);
    const JsonValue &filter = in.array("filter");
    for (size_t i = 0; i < filter.size(); ++i) {
        ObjectReader f(filter[i], pointerAppend(in.pointerOf("filter"), i), { "field", "op" });
        ap.filter.push_back({ f.requiredString("field"), f.enumValue("op", FilterOp::Equality) });
    }
    const JsonValue &sort = in.array("sort");
    for (size_t i = 0; i < sort.size(); ++i) {
        ObjectReader s(sort[i], pointerAppend(in.pointerOf("sort"), i), { "field", "direction" });
        ap.sort.push_back(
            { s.requiredString("field"), s.enumValue("direction", SortDirection::Asc) });
    }
    ap.projection = in.stringArray("projection");
    ap.updates = in.stringArray("updates");
    ap.frequency = in.number("frequency", 1.0);
    ap.description = in.string("description");
    if (in.has("observed")) {
        ObjectReader seen(*in.find("observed"), in.pointerOf("observed"),
            { "count", "spanSeconds", "collectionScans", "docsExamined", "returned", "p95Millis",
                "firstSeen", "lastSeen" });
        ap.observed = ObservedUse { seen.integer("count"), seen.number("spanSeconds"),
            seen.integer("collectionScans"), seen.integer("docsExamined"), seen.integer("returned"),
            seen.number("p95Millis"), seen.string("firstSeen"), seen.string("lastSeen") };
    }
    return ap;
}

AdvisorSettings readAdvisor(const JsonValue &value, const std::string &pointer)
{
    ObjectReader in(value, pointer, { "disabledRules", "suppressions" });
    AdvisorSettings settings;
    settings.disabledRules = in.stringArray("disabledRules");
    const JsonValue &suppressions = in.array("suppressions");
    for (size_t i = 0; i < suppressions.size(); ++i) {
        ObjectReader s(suppressions[i], pointerAppend(in.pointerOf("suppressions"), i),
            { "rule", "object", "reason" });
        settings.suppressions.push_back(
            { s.requiredString("rule"), s.requiredString("object"), s.string("reason") });
    }
    return settings;
}

template <typename T, typename ReadOne>
void readList(const ObjectReader &in, std::string_view key, std::vector<T> &out, ReadOne readOne)
{
    const JsonValue &items = in.array(key);
    out.reserve(items.size());
    for (size_t i = 0; i < items.size(); ++i)
        out.push_back(readOne(items[i], pointerAppend(in.pointerOf(key), i)));
}

// "routes": {"rel-1": {"points": [x0, y0, x1, y1, ...], "label": {"x": .., "y": ..}}}:
// a cubic Bézier, so 1 + 3n points (n >= 1).
std::map<std::string, EdgeRoute> readRoutes(const JsonValue &routes, const std::string &at)
{
    if (!routes.is_object())
        ObjectReader::fail(at, ModelReader::tr("an object"), routes);
    std::map<std::string, EdgeRoute> out;
    for (const auto &item : routes.items()) {
        const std::string pointer = pointerAppend(at, item.key());
        ObjectReader r(item.value(), pointer, { "points", "label", "oneLabel", "manyLabel" });
        const JsonValue &numbers = r.array("points");
        const size_t count = numbers.size() / 2;
        if (numbers.size() % 2 != 0 || count < 4 || (count - 1) % 3 != 0)
            ObjectReader::fail(r.pointerOf("points"),
                ModelReader::tr("x, y pairs of a cubic Bézier: 4, 7, 10… points"), numbers);
        EdgeRoute route;
        for (size_t i = 0; i < numbers.size(); ++i)
            if (!numbers[i].is_number())
                ObjectReader::fail(pointerAppend(r.pointerOf("points"), std::to_string(i)),
                    ModelReader::tr("a number"), numbers[i]);
        for (size_t i = 0; i < numbers.size(); i += 2)
            route.points.push_back({ numbers[i].get<double>(), numbers[i + 1].get<double>() });
        const auto point = [&](const char *key) -> std::optional<Position> {
            const JsonValue *value = r.find(key);
            if (!value)
                return std::nullopt;
            ObjectReader at(*value, r.pointerOf(key), { "x", "y" });
            return Position { at.number("x"), at.number("y") };
        };
        const std::optional<Position> label = point("label");
        if (!label)
            ObjectReader::fail(r.pointerOf("label"), ModelReader::tr("the label's centre"), JsonValue());
        route.label = *label;
        route.oneLabel = point("oneLabel");
        route.manyLabel = point("manyLabel");
        out[item.key()] = std::move(route);
    }
    return out;
}

// "layout": {"entity-id": {"x": .., "y": ..}}
std::map<std::string, Position> readLayout(const JsonValue &layout, const std::string &at)
{
    if (!layout.is_object())
        ObjectReader::fail(at, ModelReader::tr("an object"), layout);
    std::map<std::string, Position> out;
    for (const auto &item : layout.items()) {
        ObjectReader p(item.value(), pointerAppend(at, item.key()), { "x", "y" });
        out[item.key()] = Position { p.number("x"), p.number("y") };
    }
    return out;
}

// {"name": "Orders", "entities": ["e1", ...], "layout": {...}, "routes": {...}}
SubjectArea readDiagram(const JsonValue &value, const std::string &at)
{
    ObjectReader in(value, at, { "name", "entities", "layout", "routes" });
    SubjectArea diagram;
    diagram.name = in.requiredString("name");
    if (diagram.name.empty() || diagram.name == kAllDiagram)
        throw ReadFailure { in.pointerOf("name"),
            ModelReader::tr("a diagram's name is neither empty nor \"All\" (the diagram of every entity)") };
    diagram.entities = in.stringArray("entities");
    if (const JsonValue *layout = in.find("layout"))
        diagram.layout = readLayout(*layout, in.pointerOf("layout"));
    if (const JsonValue *routes = in.find("routes"))
        diagram.routes = readRoutes(*routes, in.pointerOf("routes"));
    return diagram;
}

Model readModel(JsonValue &root)
{
    if (!root.is_object())
        ObjectReader::fail({}, ModelReader::tr("an object with \"formatVersion\""), root);
    const auto versionIt = root.find("formatVersion");
    if (versionIt == root.end())
        throw ReadFailure { {},
            ModelReader::tr("the required key \"formatVersion\" is missing; "
                            "is this a DocModeler model file?") };
    const int64_t version = ObjectReader::integerFrom(*versionIt, "/formatVersion");
    if (version > kCurrentFormatVersion)
        throw ReadFailure { "/formatVersion",
            ModelReader::tr("the file has format version %1, but this DocModeler reads "
                            "versions up to %2; open it with a newer DocModeler")
                .arg(version)
                .arg(kCurrentFormatVersion) };
    if (version < 1)
        throw ReadFailure { "/formatVersion",
            ModelReader::tr("format version %1 does not exist; versions start at 1").arg(version) };
    migrateToCurrent(root, int(version));

    ObjectReader in(root, {},
        { "formatVersion", "name", "database", "serverVersion", "notes", "naming", "entities",
            "relationships", "indexes", "accessPatterns", "advisor", "layout", "routes", "diagrams" });
    Model model;
    model.name = in.string("name");
    model.database = in.string("database");
    model.serverVersion = in.string("serverVersion", "7.0");
    model.notes = in.string("notes");
    if (const std::string naming = in.string("naming", "styled"); naming == "legacy")
        model.naming = DerivedNaming::Legacy;
    else if (naming != "styled")
        throw ReadFailure { "/naming",
            ModelReader::tr("\"naming\" is \"styled\" or \"legacy\", not \"%1\"")
                .arg(QString::fromStdString(naming)) };
    readList(in, "entities", model.entities, readEntity);
    readList(in, "relationships", model.relationships, readRelationship);
    readList(in, "indexes", model.indexes, readIndex);
    readList(in, "accessPatterns", model.accessPatterns, readAccessPattern);
    if (const JsonValue *advisor = in.find("advisor"))
        model.advisor = readAdvisor(*advisor, "/advisor");
    if (const JsonValue *layout = in.find("layout"))
        model.layout = readLayout(*layout, "/layout");
    if (const JsonValue *routes = in.find("routes"))
        model.routes = readRoutes(*routes, "/routes");
    readList(in, "diagrams", model.diagrams, readDiagram);
    for (size_t i = 0; i < model.diagrams.size(); ++i)
        for (size_t j = 0; j < i; ++j)
            if (model.diagrams[i].name == model.diagrams[j].name)
                throw ReadFailure { "/diagrams/" + std::to_string(i) + "/name",
                    ModelReader::tr("two diagrams are named \"%1\"; rename one")
                        .arg(QString::fromStdString(model.diagrams[i].name)) };
    for (size_t i = 0; i < model.diagrams.size(); ++i)
        for (size_t j = 0; j < model.diagrams[i].entities.size(); ++j)
            if (!model.findEntity(model.diagrams[i].entities[j]))
                throw ReadFailure { "/diagrams/" + std::to_string(i) + "/entities/" + std::to_string(j),
                    ModelReader::tr("the diagram \"%1\" lists \"%2\", which is no entity of the model")
                        .arg(QString::fromStdString(model.diagrams[i].name),
                            QString::fromStdString(model.diagrams[i].entities[j])) };
    return model;
}

} // namespace

LoadResult parseModel(std::string_view bytes, const QString &sourceName)
{
    LoadResult result;
    try {
        JsonValue root = parseJsonStrict(bytes);
        result.model = readModel(root);
    } catch (const ReadFailure &failure) {
        result.model.reset();
        result.error = loadErrorOf(sourceName, failure);
    } catch (const std::exception &error) {
        // A safety net: nothing may escape the library, whatever the input.
        result.model.reset();
        result.error = { sourceName, 0, 0, {},
            ModelReader::tr("cannot read the model: %1").arg(QString::fromUtf8(error.what())) };
    }
    return result;
}

LoadResult loadModelFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        LoadResult result;
        result.error = { path, 0, 0, {},
            ModelReader::tr("cannot open the file: %1").arg(file.errorString()) };
        return result;
    }
    const QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError) {
        LoadResult result;
        result.error = { path, 0, 0, {},
            ModelReader::tr("cannot read the file: %1").arg(file.errorString()) };
        return result;
    }
    return parseModel(std::string_view(bytes.constData(), size_t(bytes.size())), path);
}

} // namespace docmodel
