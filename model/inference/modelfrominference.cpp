// SPDX-License-Identifier: GPL-3.0-or-later
#include "modelfrominference.h"
#include "inferencetr.h"
#include "relationshipdetection.h"
#include "schema/datestrings.h"
#include "schema/derivedfields.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <limits>
#include <set>

namespace docmodel::inference {

namespace {

using Json = nlohmann::ordered_json;


QString isoDate(int64_t millis)
{
    return QDateTime::fromMSecsSinceEpoch(millis, Qt::UTC).toString(Qt::ISODateWithMs);
}

// What the sample strings all look like, if anything the preview knows.
SampleKind stringKind(const std::vector<std::string> &samples)
{
    static const std::pair<SampleKind, QRegularExpression> kinds[] = {
        { SampleKind::Email, QRegularExpression(QStringLiteral(R"(^"[^@\s"]+@[^@\s"]+\.[A-Za-z]{2,}"$)")) },
        { SampleKind::Url, QRegularExpression(QStringLiteral(R"(^"https?://[^\s"]+"$)")) },
        { SampleKind::Uuid,
            QRegularExpression(QStringLiteral(R"(^"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"$)")) },
        { SampleKind::IpAddress, QRegularExpression(QStringLiteral(R"(^"(\d{1,3}\.){3}\d{1,3}"$)")) },
        { SampleKind::PasswordHash, QRegularExpression(QStringLiteral(R"(^"\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}"$)")) },
    };
    if (samples.empty())
        return SampleKind::Auto;
    for (const auto &kind : kinds) {
        const QRegularExpression &pattern = kind.second; // clang 14 cannot capture a structured binding
        const bool all = std::all_of(samples.begin(), samples.end(),
            [&](const std::string &sample) { return pattern.match(QString::fromStdString(sample)).hasMatch(); });
        if (all)
            return kind.first;
    }
    return SampleKind::Auto;
}

// The sample values (relaxed Extended JSON) as JSON values; empty when
// one of them is not plain JSON (an ObjectId, a date).
std::vector<JsonValue> plainValues(const std::vector<std::string> &samples)
{
    std::vector<JsonValue> values;
    for (const std::string &sample : samples) {
        JsonValue value = JsonValue::parse(sample, nullptr, false);
        if (value.is_discarded() || value.is_object() || value.is_array() || value.is_null())
            return {};
        values.push_back(std::move(value));
    }
    return values;
}

// A GeoJSON point: "type" always "Point", "coordinates" two numbers.
bool isGeoPoint(const DocumentShape &shape)
{
    const FieldStats *type = shape.find("type");
    const FieldStats *coordinates = shape.find("coordinates");
    if (shape.fields.size() != 2 || !type || !coordinates || type->count != shape.count
        || coordinates->count != shape.count)
        return false;
    const TypeStats *name = type->types.find(SchemaType::String);
    const TypeStats *array = coordinates->types.find(SchemaType::Array);
    if (!name || type->types.types.size() != 1 || !array || coordinates->types.types.size() != 1 || !array->array
        || array->array->minLength != 2 || array->array->maxLength != 2)
        return false;
    const bool points = std::all_of(name->values.samples.begin(), name->values.samples.end(),
        [](const std::string &sample) { return sample == "\"Point\""; });
    const bool numbers = std::all_of(array->array->elements.types.begin(), array->array->elements.types.end(),
        [](const auto &element) {
            return element->type == SchemaType::Double || element->type == SchemaType::Int32
                || element->type == SchemaType::Long;
        });
    return points && numbers;
}

// The preview's hint from the values of the field's most frequent type.
SampleHint hintFor(const TypeStats &type)
{
    SampleHint hint;
    const ValueStats &values = type.values;
    switch (type.type) {
    case SchemaType::String:
        hint.kind = stringKind(values.samples);
        break;
    case SchemaType::Date:
        if (values.minMillis <= values.maxMillis) {
            hint.kind = SampleKind::Date;
            hint.from = isoDate(values.minMillis).toStdString();
            hint.to = isoDate(values.maxMillis).toStdString();
        }
        break;
    case SchemaType::Int32:
    case SchemaType::Long:
        if (values.minNumber <= values.maxNumber) {
            hint.kind = SampleKind::IntRange;
            hint.from = std::to_string(int64_t(values.minNumber));
            hint.to = std::to_string(int64_t(values.maxNumber));
        }
        break;
    case SchemaType::Double:
        if (values.minNumber <= values.maxNumber) {
            hint.kind = SampleKind::DoubleRange;
            hint.from = QString::number(values.minNumber, 'g', 15).toStdString();
            hint.to = QString::number(values.maxNumber, 'g', 15).toStdString();
        }
        break;
    case SchemaType::Decimal128:
        hint.kind = SampleKind::Money;
        hint.money = MoneyRepresentation::Decimal128;
        break;
    case SchemaType::ObjectId:
        // The ids' creation times, for the preview's ids to fall in.
        if (values.minMillis <= values.maxMillis) {
            hint.kind = SampleKind::ObjectId;
            hint.from = isoDate(values.minMillis).toStdString();
            hint.to = isoDate(values.maxMillis).toStdString();
        }
        break;
    case SchemaType::Document:
        if (type.document && isGeoPoint(*type.document))
            hint.kind = SampleKind::GeoPoint;
        break;
    default:
        break;
    }
    // Dates kept as strings: the preview shows the data's own, in its
    // format. A few values that repeat, every one of them seen: the preview
    // picks among them (the validator does not: the next document may hold
    // another). Unique values (an _id, a key) are not repeated in a preview.
    std::vector<JsonValue> seen = plainValues(values.samples);
    const int64_t distinct = values.distinct ? std::llround(values.distinct->estimate()) : INT64_MAX;
    const bool everySeen = distinct <= int64_t(seen.size()) && distinct < int64_t(type.count);
    if (type.type == SchemaType::String && !dateStringFormat(stringValues(seen)).isEmpty()) {
        hint.kind = SampleKind::Date;
        hint.values = std::move(seen);
    } else if (everySeen && type.type != SchemaType::Decimal128)
        hint.values = std::move(seen);
    return hint;
}

QString percent(uint64_t part, uint64_t whole)
{
    return QLocale().toString(100.0 * double(part) / double(whole), 'f', part == whole ? 0 : 1);
}

// "in 97.5 % of 1,000 documents; string 90 %, int 10 %; 312 distinct values;
// created 2019-01-04 to 2023-06-30" (ObjectIds).
QString describe(const FieldStats &field, uint64_t parentCount)
{
    QStringList parts;
    parts << Inference::tr("in %1 % of %2 documents").arg(percent(field.count, parentCount), QLocale().toString(qulonglong(parentCount)));
    if (field.types.types.size() > 1) {
        QStringList shares;
        for (const auto &type : field.types.types)
            shares << QStringLiteral("%1 %2 %").arg(QString::fromUtf8(schemaTypeName(type->type).data()),
                percent(type->count, field.count));
        parts << shares.join(QStringLiteral(", "));
    }
    for (const auto &type : field.types.types) {
        // An estimate above the values counted would say more than the data holds.
        if (type->values.distinct && type->count > 1 && type->values.distinct->allDifferent())
            parts << Inference::tr("unique in the sample: %n different %1 values", nullptr, int(type->count))
                         .arg(QString::fromUtf8(schemaTypeName(type->type).data()));
        else if (type->values.distinct && type->count > 1)
            parts << Inference::tr("about %1 distinct %2 values")
                         .arg(QLocale().toString(qlonglong(std::min<double>(
                                  double(type->count), std::llround(type->values.distinct->estimate())))),
                             QString::fromUtf8(schemaTypeName(type->type).data()));
        if (type->type == SchemaType::String)
            if (const QString format = dateStringFormat(stringValues(plainValues(type->values.samples)));
                !format.isEmpty())
                parts << Inference::tr("dates stored as strings (%1): as BSON dates they would sort, compare, "
                                       "expire and group as dates")
                             .arg(format);
        if (type->type == SchemaType::ObjectId && type->values.minMillis <= type->values.maxMillis)
            parts << Inference::tr("created %1 to %2")
                         .arg(isoDate(type->values.minMillis).left(10), isoDate(type->values.maxMillis).left(10));
    }
    return parts.join(QStringLiteral("; "));
}

std::vector<Field> fieldsOf(const DocumentShape &shape, Bounds bounds);
Field fieldOf(const FieldStats &stats, uint64_t parentCount, Bounds bounds);

// The pattern of a key shape, as a map's keyPattern.
std::string keyPatternOf(KeyShape shape)
{
    switch (shape) {
    case KeyShape::ObjectId:
        return "^[0-9a-fA-F]{24}$";
    case KeyShape::Integer:
        return "^[0-9]+$";
    case KeyShape::Date:
        return "^[0-9]{4}-[0-9]{2}-[0-9]{2}";
    case KeyShape::Uuid:
        return "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$";
    case KeyShape::Hex:
        return "^[0-9a-fA-F]+$";
    case KeyShape::Name:
        break;
    }
    return {};
}

// Whether the sub-documents at a place are a map, and then the pattern of
// its keys ("" for any): collapsed by the analyser for their many names;
// at least three keys of which nine in ten look like data (ids, numbers,
// dates, UUIDs, hashes); or at least 50 keys each in few documents.
std::optional<std::string> mapKeys(const DocumentShape &shape)
{
    std::array<uint64_t, kKeyShapeCount> shapes = shape.keyShapes;
    if (!shape.collapsed) {
        if (shape.fields.size() < 3)
            return std::nullopt;
        for (const auto &field : shape.fields)
            ++shapes[size_t(keyShapeOf(field->name))];
    }
    uint64_t keys = 0;
    for (uint64_t count : shapes)
        keys += count;
    const auto most = std::max_element(shapes.begin(), shapes.end() - 1); // the most common data shape
    // A pattern only when every key has it: the validator refuses the others.
    if (*most == keys)
        return keyPatternOf(KeyShape(most - shapes.begin()));
    if (shape.collapsed || double(*most) >= 0.9 * double(keys))
        return std::string();
    uint64_t presence = 0;
    for (const auto &field : shape.fields)
        presence += field->count;
    const double meanShare = double(presence) / double(shape.fields.size()) / double(std::max<uint64_t>(1, shape.count));
    if (shape.fields.size() >= 50 && meanShare <= 0.1)
        return std::string();
    return std::nullopt;
}

// A map field: the shape of every key's value, under the map's own name.
Field mapFieldOf(
    const FieldStats &stats, const DocumentShape &map, std::string keyPattern, uint64_t parentCount, Bounds bounds)
{
    FieldStats values;
    values.name = stats.name;
    for (const auto &field : map.fields) {
        values.count += field->count;
        values.types.merge(field->types);
    }
    Field field = fieldOf(values, values.count, bounds);
    // A map of maps: the model has no place for the inner keys' pattern, so
    // the values are objects of any shape.
    if (field.map) {
        const std::string name = field.name;
        field = Field();
        field.name = name;
        field.types = { BsonType::Object };
    }
    field.map = true;
    field.keyPattern = std::move(keyPattern);
    field.required = stats.count == parentCount;
    field.description = describe(stats, parentCount).toStdString() + '\n'
        + Inference::tr("a map: its keys are data; %1 entries in all").arg(QLocale().toString(qulonglong(values.count))).toStdString();
    return field;
}

// The sample's extremes as rules (--bounds observed): string lengths and
// numbers of a field of one kind.
void addObservedBounds(Field &field, const TypeSet &types)
{
    const bool strings = types.types.size() == 1 && types.types.front()->type == SchemaType::String;
    const bool numbers = !types.types.empty() && std::all_of(types.types.begin(), types.types.end(), [](const auto &type) {
        return type->type == SchemaType::Double || type->type == SchemaType::Int32 || type->type == SchemaType::Long
            || type->type == SchemaType::Decimal128;
    });
    if (strings && types.types.front()->values.minLength <= types.types.front()->values.maxLength) {
        field.minLength = int64_t(types.types.front()->values.minLength);
        field.maxLength = int64_t(types.types.front()->values.maxLength);
    }
    if (numbers) {
        double least = std::numeric_limits<double>::infinity();
        double most = -least;
        for (const auto &type : types.types) {
            least = std::min(least, type->values.minNumber);
            most = std::max(most, type->values.maxNumber);
        }
        if (least <= most) {
            field.minimum = least;
            field.maximum = most;
        }
    }
}

Field fieldOf(const FieldStats &stats, uint64_t parentCount, Bounds bounds)
{
    // Only ever sub-documents (or null), whose keys are data: a map.
    if (const TypeStats *document = stats.types.find(SchemaType::Document); document && document->document
        && std::all_of(stats.types.types.begin(), stats.types.types.end(),
            [](const auto &type) { return type->type == SchemaType::Document || type->type == SchemaType::Null; }))
        if (auto pattern = mapKeys(*document->document))
            return mapFieldOf(stats, *document->document, std::move(*pattern), parentCount, bounds);

    Field field;
    field.name = stats.name;
    field.required = stats.count == parentCount;
    field.description = describe(stats, parentCount).toStdString();
    const TypeSet &types = stats.types;
    const TypeStats *array = types.find(SchemaType::Array);
    // Only ever an array (or null): an array of its elements' types.
    const bool onlyArray = array && std::all_of(types.types.begin(), types.types.end(), [](const auto &type) {
        return type->type == SchemaType::Array || type->type == SchemaType::Null;
    });
    const TypeSet &valueTypes = onlyArray ? array->array->elements : types;
    field.array = onlyArray;
    std::set<BsonType> seen;
    const TypeStats *documentType = nullptr;
    const TypeStats *mostFrequent = nullptr;
    for (const auto &type : valueTypes.types) {
        const BsonType bsonType = modelType(type->type);
        if (seen.insert(bsonType).second)
            field.types.push_back(bsonType);
        if (type->type == SchemaType::Document)
            documentType = type.get();
        if (!mostFrequent || type->count > mostFrequent->count)
            mostFrequent = type.get();
    }
    if (onlyArray) {
        if (types.find(SchemaType::Null))
            field.types.push_back(BsonType::Null);
        field.minItems = int64_t(array->array->minLength);
        field.maxItems = int64_t(array->array->maxLength);
        // Bounds from a sample describe the sample, not a rule: they are
        // shown in the description, not enforced by a validator.
        field.description += '\n'
            + Inference::tr("arrays of %1 to %2 elements, %3 on average")
                  .arg(array->array->minLength)
                  .arg(array->array->maxLength)
                  .arg(QLocale().toString(double(array->array->totalLength) / double(array->count), 'f', 1))
                  .toStdString();
        if (bounds == Bounds::Allowed) {
            field.minItems.reset();
            field.maxItems.reset();
        }
    } else if (bounds == Bounds::Observed) {
        addObservedBounds(field, types);
    }
    if (documentType && documentType->document)
        field.fields = fieldsOf(*documentType->document, bounds);
    if (mostFrequent)
        field.sample = hintFor(*mostFrequent);
    return field;
}

std::vector<Field> fieldsOf(const DocumentShape &shape, Bounds bounds)
{
    std::vector<Field> fields;
    // Past 1,000 different names and not taken for a map (the documents of a
    // collection, or sub-documents of mixed type): no fields to name.
    if (shape.collapsed)
        return fields;
    for (const auto &field : shape.fields)
        fields.push_back(fieldOf(*field, shape.count, bounds));
    // _id first, as every document has it.
    std::stable_partition(fields.begin(), fields.end(), [](const Field &field) { return field.name == "_id"; });
    return fields;
}

// An index of mongodump's metadata, in the model's terms.
Index indexOf(const Json &spec, const std::string &collectionId, const std::string &id)
{
    Index index;
    index.id = id;
    index.collectionId = collectionId;
    index.keys = indexKeysFromSpec(spec);
    index.unique = spec.value("unique", false);
    index.sparse = spec.value("sparse", false);
    index.hidden = spec.value("hidden", false);
    if (spec.contains("partialFilterExpression"))
        index.partialFilter = spec["partialFilterExpression"];
    if (spec.contains("expireAfterSeconds") && spec["expireAfterSeconds"].is_number())
        index.expireAfterSeconds = spec["expireAfterSeconds"].get<int64_t>();
    if (spec.contains("collation"))
        index.collation = spec["collation"];
    // A text index's defaults (every weight 1, English) are what the
    // server lists when none were given: kept only when they differ.
    if (spec.contains("weights") && spec["weights"].is_object()
        && std::any_of(spec["weights"].begin(), spec["weights"].end(),
            [](const Json &weight) { return !weight.is_number() || weight.get<double>() != 1.0; }))
        index.weights = spec["weights"];
    if (spec.contains("default_language") && spec["default_language"].is_string()
        && spec["default_language"].get<std::string>() != "english")
        index.defaultLanguage = spec["default_language"].get<std::string>();
    if (spec.contains("2dsphereIndexVersion") && spec["2dsphereIndexVersion"].is_number())
        index.sphereVersion = spec["2dsphereIndexVersion"].get<int>();
    if (spec.contains("wildcardProjection"))
        index.wildcardProjection = spec["wildcardProjection"];
    const std::string name = spec.value("name", std::string());
    if (name != index.effectiveName())
        index.name = name;
    return index;
}

void applyOptions(Entity &entity, const Json &options)
{
    if (!options.is_object())
        return;
    if (options.value("capped", false)) {
        CappedOptions capped;
        capped.size = options.value("size", int64_t(0));
        if (options.contains("max") && options["max"].is_number() && options["max"].get<int64_t>() > 0)
            capped.max = options["max"].get<int64_t>();
        entity.options.capped = capped;
    }
    if (options.contains("collation"))
        entity.options.collation = options["collation"];
    if (options.contains("timeseries") && options["timeseries"].is_object()) {
        const Json &series = options["timeseries"];
        TimeSeriesOptions timeSeries;
        timeSeries.timeField = series.value("timeField", std::string());
        timeSeries.metaField = series.value("metaField", std::string());
        const std::string granularity = series.value("granularity", std::string("seconds"));
        timeSeries.granularity = granularity == "hours" ? Granularity::Hours
            : granularity == "minutes"                 ? Granularity::Minutes
                                                       : Granularity::Seconds;
        if (options.contains("expireAfterSeconds") && options["expireAfterSeconds"].is_number())
            timeSeries.expireAfterSeconds = options["expireAfterSeconds"].get<int64_t>();
        entity.options.timeSeries = timeSeries;
    }
    if (options.contains("validationLevel"))
        entity.options.validationLevel = options["validationLevel"] == "off" ? ValidationLevel::Off
            : options["validationLevel"] == "moderate"                      ? ValidationLevel::Moderate
                                                                              : ValidationLevel::Strict;
    if (options.contains("validationAction"))
        entity.options.validationAction
            = options["validationAction"] == "warn" ? ValidationAction::Warn : ValidationAction::Error;
}

// An id the model does not use yet, from a name.
std::string uniqueId(const Model &model, std::string base)
{
    for (char &c : base)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '-')
            c = '_';
    if (base.empty())
        base = "collection";
    std::string id = base;
    for (int n = 2; model.containsId(id); ++n)
        id = base + '_' + std::to_string(n);
    return id;
}

constexpr int kMaxEmbeddedDepth = 8;

// Each array of documents of an entity becomes an embedded entity of its
// own, embedded with the array's lengths as its counts; the relationship
// writes the field, so the entity no longer declares it.
void embedArraysOfDocuments(Model &model, size_t entityIndex, const DocumentShape &shape, int depth, Bounds bounds)
{
    if (depth > kMaxEmbeddedDepth)
        return;
    // Entities are added below: the entity is found by its index each time,
    // never held by reference across a push_back.
    for (size_t index = 0; index < model.entities[entityIndex].fields.size();) {
        const Field field = model.entities[entityIndex].fields[index];
        const FieldStats *stats = shape.find(field.name);
        const TypeStats *array = stats ? stats->types.find(SchemaType::Array) : nullptr;
        const TypeStats *element = array && array->array ? array->array->elements.find(SchemaType::Document) : nullptr;
        const bool onlyDocuments = element && element->document && field.array && field.types.size() <= 2
            && std::all_of(field.types.begin(), field.types.end(),
                [](BsonType type) { return type == BsonType::Object || type == BsonType::Null; });
        if (!onlyDocuments || field.fields.empty()) {
            ++index;
            continue;
        }
        Entity embedded;
        embedded.id = uniqueId(model, model.entities[entityIndex].id + "_" + singular(field.name));
        embedded.name = singular(field.name);
        embedded.kind = EntityKind::Embedded;
        embedded.fields = field.fields;
        embedded.description = field.description;
        const ArrayStats &lengths = *array->array;
        Relationship rel;
        rel.id = uniqueId(model, model.entities[entityIndex].id + "-" + embedded.id);
        rel.oneId = model.entities[entityIndex].id;
        rel.manyId = embedded.id;
        rel.strategy = Strategy::Embed;
        rel.oneField = field.name;
        rel.counts.min = int64_t(lengths.minLength);
        rel.counts.max = int64_t(lengths.maxLength);
        // The most seen is kept for the preview and the advice; a rule only
        // when asked for (the sample's largest array is no limit).
        rel.counts.estimated = bounds == Bounds::Allowed;
        rel.counts.typical = std::max<int64_t>(
            1, std::llround(double(lengths.totalLength) / double(std::max<uint64_t>(1, array->count))));
        // An array stays an array: at least one-to-few.
        rel.cardinality = std::max(Cardinality::OneToFew, cardinalityForMax(*rel.counts.max));
        if (rel.cardinality == Cardinality::OneToSquillions)
            rel.counts.max.reset();
        std::vector<Field> &fields = model.entities[entityIndex].fields;
        fields.erase(fields.begin() + ptrdiff_t(index));
        model.entities.push_back(std::move(embedded));
        model.relationships.push_back(std::move(rel));
        embedArraysOfDocuments(model, model.entities.size() - 1, *element->document, depth + 1, bounds);
    }
}

// Documents made for mongoimport carry no _id; the server adds an ObjectId
// to each on insert, and that is what the collection will store.
void addServerId(std::vector<Field> &fields, const DocumentShape &root)
{
    if (root.collapsed || root.count == 0
        || std::any_of(fields.begin(), fields.end(), [](const Field &field) { return field.name == "_id"; }))
        return;
    Field id;
    id.name = "_id";
    id.types = { BsonType::ObjectId };
    id.required = true;
    id.description = Inference::tr("not in the documents read: the server adds an ObjectId on insert").toStdString();
    fields.insert(fields.begin(), std::move(id));
}

} // namespace

Model modelFromInference(const std::vector<InferredCollection> &collections, Bounds bounds)
{
    Model model;
    std::set<std::string> databases;
    for (const InferredCollection &collection : collections)
        if (!collection.database.empty())
            databases.insert(collection.database);
    if (databases.size() == 1)
        model.database = *databases.begin();
    model.name = model.database.empty() ? Inference::tr("Inferred model").toStdString()
                                        : Inference::tr("Inferred from %1").arg(QString::fromStdString(model.database)).toStdString();
    for (const InferredCollection &collection : collections) {
        Entity entity;
        entity.id = uniqueId(model, collection.name);
        entity.name = collection.name;
        entity.kind = EntityKind::Collection;
        if (databases.size() > 1)
            entity.database = collection.database;
        entity.estimatedCount = int64_t(std::max(collection.collectionCount, collection.schema.documents()));
        entity.fields = fieldsOf(collection.schema.root(), bounds);
        addServerId(entity.fields, collection.schema.root());
        if (collection.schema.root().collapsed)
            entity.description = Inference::tr("The documents have more than %1 different field names; their fields are not listed.")
                                     .arg(DocumentShape::kMapFields)
                                     .toStdString();
        applyOptions(entity, collection.metadata.is_object() ? collection.metadata.value("options", Json()) : Json());
        model.entities.push_back(entity);
        if (!collection.metadata.is_object() || !collection.metadata.contains("indexes"))
            continue;
        for (const Json &spec : collection.metadata["indexes"]) {
            if (spec.value("name", std::string()) == "_id_")
                continue;
            model.indexes.push_back(indexOf(spec, entity.id, uniqueId(model, entity.id + "_" + spec.value("name", std::string("index")))));
        }
    }
    // After all the collections, so that the first entities are they, in order.
    for (size_t index = 0; index < collections.size(); ++index)
        embedArraysOfDocuments(model, index, collections[index].schema.root(), 0, bounds);
    return model;
}

} // namespace docmodel::inference
