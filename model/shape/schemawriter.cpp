// SPDX-License-Identifier: GPL-3.0-or-later
#include "schemawriter.h"

#include "schema/jsonobject.h"

#include <algorithm>
#include <memory_resource>
#include <unordered_map>
#include <utility>

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

// The JSON type a keyword checks; empty for keywords that check any value.
std::string_view checkedType(std::string_view keyword)
{
    if (keyword == "minimum" || keyword == "maximum")
        return "number";
    if (keyword == "minLength" || keyword == "maxLength" || keyword == "pattern")
        return "string";
    if (keyword == "properties" || keyword == "required" || keyword == "additionalProperties"
        || keyword == "patternProperties")
        return "object";
    return {};
}

// The JSON types a branch admits: its "type", or its definition's for a "$ref".
std::vector<std::string> branchTypes(const JsonValue &branch)
{
    std::vector<std::string> types;
    if (const auto type = branch.find("type"); type != branch.end()) {
        for (const JsonValue &name : type->is_array() ? *type : JsonValue::array({ *type }))
            types.push_back(name.get<std::string>());
    } else if (const auto ref = branch.find("$ref"); ref != branch.end()) {
        constexpr std::string_view prefix = "#/$defs/";
        if (const auto bson = fromString<BsonType>(ref->get<std::string>().substr(prefix.size())))
            types.emplace_back(extendedJsonType(*bson));
    }
    return types;
}

bool admits(const std::vector<std::string> &types, std::string_view checked)
{
    return std::ranges::count(types, checked) > 0
        || (checked == "number" && std::ranges::count(types, "integer") > 0);
}

// {"$ref": ...} becomes {"$ref": ..., "type": ...}: the type restates the
// definition's, for validators that want it beside a bound.
void nameRefType(JsonValue &branch, const std::vector<std::string> &types)
{
    if (branch.contains("type") || !branch.contains("$ref") || types.empty())
        return;
    JsonValue named = JsonValue::object();
    for (auto it = branch.begin(); it != branch.end(); ++it) {
        named[it.key()] = std::move(it.value());
        if (it.key() == "$ref")
            named["type"] = types.front();
    }
    branch = std::move(named);
}

// Moves each keyword that checks one JSON type into the branches of that
// type. One no branch can have (a minimum on a string) would check nothing
// and is left out.
void placeTypedKeywords(JsonValue &schema)
{
    std::vector<std::pair<std::string, JsonValue>> typed;
    for (auto it = schema.begin(); it != schema.end(); ++it)
        if (!checkedType(it.key()).empty())
            typed.emplace_back(it.key(), std::move(it.value()));
    if (typed.empty())
        return;
    for (const auto &entry : typed)
        schema.erase(entry.first);
    std::vector<JsonValue *> branches;
    if (const auto anyOf = schema.find("anyOf"); anyOf != schema.end())
        for (JsonValue &branch : *anyOf)
            branches.push_back(&branch);
    else
        branches.push_back(&schema);
    for (JsonValue *branch : branches) {
        const std::vector<std::string> types = branchTypes(*branch);
        bool named = false;
        for (const auto &[key, value] : typed) {
            if (!admits(types, checkedType(key)))
                continue;
            if (!std::exchange(named, true))
                nameRefType(*branch, types);
            (*branch)[key] = value;
        }
    }
}

} // namespace

std::string_view extendedJsonType(BsonType type)
{
    switch (type) {
    case BsonType::Double:
        return "number";
    case BsonType::Int:
    case BsonType::Long:
        return "integer";
    default:
        return "object";
    }
}

const char *SchemaWriter::typeKey() const
{
    return mDialect == Dialect::MongoJsonSchema ? "bsonType" : "type";
}

JsonValue SchemaWriter::document(
    const std::vector<Field> &fields, const std::optional<bool> &additional)
{
    JsonValue schema = { { typeKey(), "object" } };
    // Type, required, properties, additionalProperties, and a description
    // or title callers add: none of them copies the properties.
    reserveMembers(schema, 6);
    JsonValue required = JsonValue::array();
    JsonValue properties = JsonValue::object();
    JsonValue dependencies = JsonValue::object(); // fields there only under a condition
    // A repeated name keeps its first place and takes the last field's
    // schema. Looked up here, not in the object, whose lookups are linear.
    std::pmr::monotonic_buffer_resource arena; // a few blocks for the index, not one a name
    std::pmr::unordered_map<std::string_view, size_t> positions(&arena);
    positions.reserve(fields.size());
    reserveMembers(properties, fields.size());
    auto &members = properties.get_ref<JsonValue::object_t &>();
    for (const Field &field : fields) {
        JsonValue schemaOfField = fieldSchema(field);
        const auto [at, added] = positions.try_emplace(field.name, members.size());
        if (!added) {
            (members.begin() + ptrdiff_t(at->second))->second = std::move(schemaOfField);
            continue;
        }
        if (field.required)
            required.push_back(field.name);
        if (field.presentWhen)
            dependencies[field.name] = conditionSchema(*field.presentWhen);
        appendMember(properties, field.name, std::move(schemaOfField));
    }
    // Moved, not copied: schemas of large models are big trees.
    if (!required.empty())
        schema["required"] = std::move(required);
    if (!properties.empty())
        schema["properties"] = std::move(properties);
    // MongoDB's $jsonSchema is draft 4 (dependencies); 2020-12 renamed the
    // schema form dependentSchemas.
    if (!dependencies.empty())
        schema[mDialect == Dialect::MongoJsonSchema ? "dependencies" : "dependentSchemas"] = std::move(dependencies);
    if (additional)
        schema["additionalProperties"] = *additional;
    return schema;
}

// What a document holding a conditional field must be: its condition's
// field present, with one of the values ("a.b" nests an object's field).
JsonValue SchemaWriter::conditionSchema(const PresenceCondition &condition) const
{
    std::vector<std::string> names;
    for (size_t start = 0;;) {
        const size_t dot = condition.field.find('.', start);
        names.push_back(condition.field.substr(start, dot == std::string::npos ? dot : dot - start));
        if (dot == std::string::npos)
            break;
        start = dot + 1;
    }
    JsonValue schema = { { "enum", condition.values } };
    for (auto name = names.rbegin(); name != names.rend(); ++name)
        schema = { { typeKey(), "object" }, { "required", JsonValue::array({ *name }) },
            { "properties", { { *name, std::move(schema) } } } };
    return schema;
}

JsonValue SchemaWriter::typeSchema(const std::vector<BsonType> &types)
{
    // Most fields have one type with a name: what the general case gives, built directly.
    if (types.size() == 1) {
        const std::string_view name = mDialect == Dialect::MongoJsonSchema
            ? bsonTypeInfo(types.front()).name
            : plainJsonType(types.front());
        if (!name.empty())
            return JsonValue { { typeKey(), name } };
    }
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
    // Strict JSON Schema validators take a union of types only as "a type or null".
    const bool oneType = plain.size() == 1
        || (plain.size() == 2 && std::count(plain.begin(), plain.end(), JsonValue("null")) == 1)
        || mDialect == Dialect::MongoJsonSchema;
    if (!plain.empty() && oneType)
        refs.insert(
            refs.begin(), JsonValue { { typeKey(), plain.size() == 1 ? plain.front() : plain } });
    else
        for (auto name = plain.rbegin(); name != plain.rend(); ++name)
            refs.insert(refs.begin(), JsonValue { { typeKey(), *name } });
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
    if (mDialect == Dialect::JsonSchema)
        placeTypedKeywords(schema);
    return schema;
}

JsonValue SchemaWriter::fieldSchema(const Field &field)
{
    JsonValue schema;
    if (field.map) {
        // An object whose every key (or every key matching the pattern)
        // holds a value of the field's shape.
        Field value = field;
        value.map = false;
        value.keyPattern.clear();
        value.description.clear();
        schema = { { typeKey(), "object" } };
        if (field.keyPattern.empty()) {
            schema["additionalProperties"] = fieldSchema(value);
        } else {
            schema["patternProperties"] = { { field.keyPattern, fieldSchema(value) } };
            schema["additionalProperties"] = false;
        }
    } else if (field.array) {
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
    // MongoDB's $jsonSchema refuses "default"; JSON Schema documents it.
    if (field.defaultValue && mDialect == Dialect::JsonSchema)
        schema["default"] = *field.defaultValue;
    return schema;
}

} // namespace docmodel
