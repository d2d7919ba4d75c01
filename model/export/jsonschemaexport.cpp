// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonschemaexport.h"

#include "bsonschema.h"
#include "shape/documentshape.h"
#include "shape/schemawriter.h"

#include "schema/jsonobject.h"

namespace docmodel {

namespace {

JsonValue wrapper(std::string_view key, JsonValue inner)
{
    return JsonValue { { "type", "object" }, { "required", JsonValue::array({ key }) },
        { "properties", JsonValue { { key, std::move(inner) } } } };
}

// Relaxed Extended JSON of each wrapped type.
JsonValue extendedJsonDefinition(BsonType type)
{
    const JsonValue text = { { "type", "string" } };
    const JsonValue object = { { "type", "object" } };
    switch (type) {
    case BsonType::Double:
    case BsonType::Int:
    case BsonType::Long:
        return { { "type", extendedJsonType(type) } };
    case BsonType::Decimal:
        return wrapper("$numberDecimal", text);
    case BsonType::ObjectId:
        return wrapper("$oid", { { "type", "string" }, { "pattern", "^[0-9a-f]{24}$" } });
    case BsonType::Date:
        // ISO 8601, or {"$numberLong": ...} for years before 1970 and after 9999.
        return wrapper("$date",
            { { "anyOf",
                JsonValue::array({ { { "type", "string" } }, { { "type", "object" } } }) } });
    case BsonType::BinData:
        return wrapper("$binary", object);
    case BsonType::Regex:
        return wrapper("$regularExpression", object);
    case BsonType::Timestamp:
        return wrapper("$timestamp", object);
    case BsonType::Javascript:
    case BsonType::JavascriptWithScope:
        return wrapper("$code", text);
    case BsonType::Symbol:
        return wrapper("$symbol", text);
    case BsonType::DbPointer:
        return wrapper("$dbPointer", object);
    case BsonType::Undefined:
        return wrapper("$undefined", { { "const", true } });
    case BsonType::MinKey:
        return wrapper("$minKey", { { "const", 1 } });
    case BsonType::MaxKey:
        return wrapper("$maxKey", { { "const", 1 } });
    default:
        return object;
    }
}

} // namespace

std::string exportJsonSchema(const Model &model)
{
    SchemaWriter writer(SchemaWriter::Dialect::JsonSchema);
    const DocumentShapes shapes(model);
    JsonValue root = { { "$schema", kJsonSchemaDialect } };
    reserveMembers(root, 6); // "$defs" after "properties" must not copy them
    root["title"] = model.name;
    if (!model.notes.empty())
        root["description"] = model.notes;
    root["type"] = "object";
    JsonValue properties = JsonValue::object();
    reserveMembers(properties, model.entities.size());
    for (const Entity &entity : model.entities) {
        if (!entity.isCollection())
            continue;
        JsonValue document = writer.document(shapes.fields(entity), std::nullopt);
        if (!entity.description.empty())
            document["description"] = entity.description;
        JsonValue &collection = properties[entity.name];
        collection["type"] = "array";
        collection["items"] = std::move(document);
    }
    root["properties"] = std::move(properties);
    if (!writer.referencedTypes().empty()) {
        JsonValue defs = JsonValue::object();
        for (BsonType type : writer.referencedTypes()) // the set is in BsonType order: stable
            defs[std::string(bsonTypeInfo(type).name)] = extendedJsonDefinition(type);
        root["$defs"] = defs;
    }
    return exportJsonText(root);
}

} // namespace docmodel
