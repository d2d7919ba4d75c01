#include "schemawriter.h"

namespace docmodel {

namespace {

// The JSON type a BSON type is written as, or empty when it needs a "$ref".
std::string_view plainJsonType(BsonType type)
{
    switch (type) {
    case BsonType::String:
        return "string";
    case BsonType::Bool:
        return "boolean";
    case BsonType::Null:
        return "null";
    case BsonType::Object:
        return "object";
    case BsonType::Array:
        return "array";
    default:
        return {};
    }
}

} // namespace

const char *SchemaWriter::typeKey() const
{
    return mDialect == Dialect::MongoJsonSchema ? "bsonType" : "type";
}

JsonValue SchemaWriter::document(
    const std::vector<Field> &fields, const std::optional<bool> &additional)
{
    JsonValue schema = { { typeKey(), "object" } };
    JsonValue required = JsonValue::array();
    JsonValue properties = JsonValue::object();
    for (const Field &field : fields) {
        if (field.required && !properties.contains(field.name))
            required.push_back(field.name);
        properties[field.name] = fieldSchema(field);
    }
    // Moved, not copied: schemas of large models are big trees.
    if (!required.empty())
        schema["required"] = std::move(required);
    if (!properties.empty())
        schema["properties"] = std::move(properties);
    if (additional)
        schema["additionalProperties"] = *additional;
    return schema;
}

JsonValue SchemaWriter::typeSchema(const std::vector<BsonType> &types)
{
    JsonValue plain = JsonValue::array();
    JsonValue refs = JsonValue::array();
    for (BsonType type : types) {
        const std::string_view name
            = mDialect == Dialect::MongoJsonSchema ? bsonTypeInfo(type).name : plainJsonType(type);
        if (!name.empty()) {
            plain.push_back(name);
        } else {
            mReferenced.insert(type);
            refs.push_back({ { "$ref", "#/$defs/" + std::string(bsonTypeInfo(type).name) } });
        }
    }
    if (!plain.empty())
        refs.insert(
            refs.begin(), JsonValue { { typeKey(), plain.size() == 1 ? plain.front() : plain } });
    if (refs.size() == 1)
        return refs.front();
    return refs.empty() ? JsonValue::object() : JsonValue { { "anyOf", refs } };
}

JsonValue SchemaWriter::valueSchema(const Field &field)
{
    JsonValue schema = typeSchema(field.types);
    if (!field.enumValues.empty())
        schema["enum"] = field.enumValues;
    if (field.minimum)
        schema["minimum"] = *field.minimum;
    if (field.maximum)
        schema["maximum"] = *field.maximum;
    if (field.minLength)
        schema["minLength"] = *field.minLength;
    if (field.maxLength)
        schema["maxLength"] = *field.maxLength;
    if (!field.pattern.empty())
        schema["pattern"] = field.pattern;
    if (!field.fields.empty() || field.additionalProperties) {
        JsonValue nested = document(field.fields, field.additionalProperties);
        // The type comes from the field's own types, unless it has none.
        for (auto it = nested.begin(); it != nested.end(); ++it)
            if (it.key() != typeKey() || field.types.empty())
                schema[it.key()] = std::move(it.value());
    }
    return schema;
}

JsonValue SchemaWriter::fieldSchema(const Field &field)
{
    JsonValue schema;
    if (field.array) {
        schema = { { typeKey(), "array" } };
        if (field.minItems)
            schema["minItems"] = *field.minItems;
        if (field.maxItems)
            schema["maxItems"] = *field.maxItems;
        schema["items"] = valueSchema(field);
    } else {
        schema = valueSchema(field);
    }
    if (!field.description.empty())
        schema["description"] = field.description;
    return schema;
}

} // namespace docmodel
