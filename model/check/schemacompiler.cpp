// SPDX-License-Identifier: GPL-3.0-or-later
// Compiles a $jsonSchema document into SchemaNodes, refusing what the
// server refuses: unknown and unsupported keywords, malformed values.
#include "bsoncompare.h"
#include "jsonschema.h"
#include "regex.h"
#include "schema/bsontype.h"
#include "schemanode.h"
#include "typebits.h"

#include <cmath>
#include <cstring>
#include <set>

namespace docmodel::check {

class SchemaCompiler
{
public:
    explicit SchemaCompiler(JsonSchema &schema) : mSchema(schema) { }

    // Compiles the document `it` recursed into; returns the node's index or -1.
    int compile(const bson_iter_t *value, const std::string &where)
    {
        if (bson_iter_type(value) != BSON_TYPE_DOCUMENT)
            return fail(where, "a schema must be an object");
        uint32_t length = 0;
        const uint8_t *data = nullptr;
        bson_iter_document(value, &length, &data);
        const int index = int(mSchema.mNodes.size());
        mSchema.mNodes.emplace_back();
        mSchema.mSpecs.emplace_back(data, data + length);
        bson_iter_t keyword;
        if (!bson_iter_init_from_data(&keyword, data, length))
            return fail(where, "the schema is not valid BSON");
        SchemaNode node;
        bool sawType = false, sawBsonType = false, sawExclusiveMinimum = false, sawExclusiveMaximum = false;
        while (bson_iter_next(&keyword)) {
            const std::string_view key = bson_iter_key(&keyword);
            sawType |= key == "type";
            sawBsonType |= key == "bsonType";
            sawExclusiveMinimum |= key == "exclusiveMinimum";
            sawExclusiveMaximum |= key == "exclusiveMaximum";
            if (!compileKeyword(node, &keyword, where + "/" + bson_iter_key(&keyword)))
                return -1;
        }
        // What the server refuses across keywords.
        if (sawType && sawBsonType)
            return fail(where, "type and bsonType cannot be used together");
        if (sawExclusiveMinimum && !node.minimum)
            return fail(where + "/exclusiveMinimum", "needs minimum");
        if (sawExclusiveMaximum && !node.maximum)
            return fail(where + "/exclusiveMaximum", "needs maximum");
        summarize(node);
        mSchema.mNodes[size_t(index)] = std::move(node);
        return index;
    }

    std::string error;

private:
    int fail(const std::string &where, const std::string &message)
    {
        if (error.empty())
            error = "$jsonSchema" + where + ": " + message;
        return -1;
    }
    bool failed(const std::string &where, const std::string &message)
    {
        fail(where, message);
        return false;
    }

    bool compileKeyword(SchemaNode &node, const bson_iter_t *it, const std::string &where)
    {
        const std::string_view key = bson_iter_key(it);
        if (key == "title" || key == "description")
            return bson_iter_type(it) == BSON_TYPE_UTF8 || failed(where, "must be a string");
        if (key == "bsonType")
            return typeList(it, where, true, &node.bsonTypes);
        if (key == "type")
            return typeList(it, where, false, &node.jsonTypes);
        if (key == "minimum" || key == "maximum" || key == "multipleOf") {
            const std::optional<long double> number = numberValue(it);
            if (!number)
                return failed(where, "must be a number");
            if (key == "multipleOf" && !(*number > 0))
                return failed(where, "must be a positive number");
            (key == "minimum" ? node.minimum : key == "maximum" ? node.maximum : node.multipleOf) = number;
            if (key == "multipleOf" && !(node.multipleOfDecimal = decimalValue(it)))
                return failed(where, "must be a finite number");
            return true;
        }
        if (key == "exclusiveMinimum" || key == "exclusiveMaximum") {
            if (!BSON_ITER_HOLDS_BOOL(it))
                return failed(where, "must be a boolean");
            (key == "exclusiveMinimum" ? node.exclusiveMinimum : node.exclusiveMaximum) = bson_iter_bool(it);
            return true;
        }
        if (key == "minLength")
            return count(it, where, &node.minLength);
        if (key == "maxLength")
            return count(it, where, &node.maxLength);
        if (key == "pattern") {
            if (!BSON_ITER_HOLDS_UTF8(it))
                return failed(where, "must be a string");
            return (node.pattern = regex(bson_iter_utf8(it, nullptr), where)) >= 0;
        }
        if (key == "enum")
            return enumValues(node, it, where);
        if (key == "required")
            return required(node, it, where);
        if (key == "properties" || key == "patternProperties")
            return properties(node, it, where, key == "patternProperties");
        if (key == "additionalProperties")
            return extra(it, where, &node.additionalProperties, &node.additionalPropertiesNode)
                && (node.hasObjectRules = true);
        if (key == "minProperties" || key == "maxProperties")
            return count(it, where, key == "minProperties" ? &node.minProperties : &node.maxProperties)
                && (node.hasObjectRules = true);
        if (key == "dependencies")
            return dependencies(node, it, where);
        if (key == "items")
            return items(node, it, where);
        if (key == "additionalItems")
            return extra(it, where, &node.additionalItems, &node.additionalItemsNode) && (node.hasArrayRules = true);
        if (key == "minItems" || key == "maxItems")
            return count(it, where, key == "minItems" ? &node.minItems : &node.maxItems)
                && (node.hasArrayRules = true);
        if (key == "uniqueItems") {
            if (!BSON_ITER_HOLDS_BOOL(it))
                return failed(where, "must be a boolean");
            node.uniqueItems = bson_iter_bool(it);
            node.hasArrayRules = true;
            return true;
        }
        if (key == "allOf" || key == "anyOf" || key == "oneOf")
            return schemaList(it, where, key == "allOf" ? &node.allOf : key == "anyOf" ? &node.anyOf : &node.oneOf);
        if (key == "not")
            return (node.notNode = compile(it, where)) >= 0;
        if (key == "$ref" || key == "$schema" || key == "default" || key == "definitions" || key == "format"
            || key == "id" || key == "encrypt" || key == "encryptMetadata")
            return failed(where, "the keyword is not supported by MongoDB's $jsonSchema");
        return failed(where, "unknown keyword");
    }

    bool typeList(const bson_iter_t *it, const std::string &where, bool bson, uint32_t *mask)
    {
        auto one = [&](const bson_iter_t *name, const std::string &at) {
            if (!BSON_ITER_HOLDS_UTF8(name))
                return failed(at, "a type name must be a string");
            const std::string_view text = bson_iter_utf8(name, nullptr);
            const uint32_t bits = bson ? bsonTypeAliasBits(text) : jsonTypeBits(text);
            if (!bits)
                return failed(at, "unknown type name \"" + std::string(text) + "\"");
            if (*mask & bits && bits != kNumberBits)
                return failed(at, "type \"" + std::string(text) + "\" is named twice");
            *mask |= bits;
            return true;
        };
        if (!BSON_ITER_HOLDS_ARRAY(it))
            return one(it, where);
        bson_iter_t element;
        bson_iter_recurse(it, &element);
        bool any = false;
        while (bson_iter_next(&element)) {
            if (!one(&element, where + "/" + bson_iter_key(&element)))
                return false;
            any = true;
        }
        return any || failed(where, "must name at least one type");
    }

    bool count(const bson_iter_t *it, const std::string &where, std::optional<uint32_t> *out)
    {
        const std::optional<long double> number = numberValue(it);
        if (!number || *number < 0 || std::floor(*number) != *number || *number > 4294967295.0L)
            return failed(where, "must be a non-negative whole number");
        *out = uint32_t(*number);
        return true;
    }

    int regex(std::string_view pattern, const std::string &where)
    {
        std::string problem;
        std::unique_ptr<Regex> compiled = Regex::compile(pattern, &problem);
        if (!compiled)
            return fail(where, problem);
        mSchema.mRegexes.push_back(std::move(compiled));
        return int(mSchema.mRegexes.size()) - 1;
    }

    bool enumValues(SchemaNode &node, const bson_iter_t *it, const std::string &where)
    {
        if (!BSON_ITER_HOLDS_ARRAY(it))
            return failed(where, "must be an array");
        uint32_t length = 0;
        const uint8_t *data = nullptr;
        bson_iter_array(it, &length, &data);
        bson_iter_t element;
        bson_iter_recurse(it, &element);
        if (!bson_iter_next(&element))
            return failed(where, "must hold at least one value");
        for (bson_iter_t value = element; ; ) {
            bson_iter_t earlier;
            bson_iter_recurse(it, &earlier);
            while (bson_iter_next(&earlier) && bson_iter_offset(&earlier) < bson_iter_offset(&value))
                if (bsonValuesEqual(&earlier, &value))
                    return failed(where, "holds the same value twice");
            if (!bson_iter_next(&value))
                break;
        }
        node.enumValues.assign(data, data + length);
        node.hasEnum = true;
        node.enumOnlyStrings = true;
        bson_iter_t value;
        bson_iter_recurse(it, &value);
        while (bson_iter_next(&value)) {
            if (BSON_ITER_HOLDS_UTF8(&value)) {
                uint32_t textLength = 0;
                const char *text = bson_iter_utf8(&value, &textLength);
                node.enumStrings.emplace_back(text, textLength);
            } else {
                node.enumOnlyStrings = false;
            }
        }
        return true;
    }

    SchemaNode::Name &name(SchemaNode &node, std::string_view text)
    {
        const int found = node.findName(text);
        if (found >= 0)
            return node.names[size_t(found)];
        node.names.emplace_back();
        node.names.back().name = std::string(text);
        return node.names.back();
    }

    bool required(SchemaNode &node, const bson_iter_t *it, const std::string &where)
    {
        if (!BSON_ITER_HOLDS_ARRAY(it))
            return failed(where, "must be an array of names");
        bson_iter_t element;
        bson_iter_recurse(it, &element);
        bool any = false;
        while (bson_iter_next(&element)) {
            if (!BSON_ITER_HOLDS_UTF8(&element))
                return failed(where + "/" + bson_iter_key(&element), "must be a string");
            SchemaNode::Name &entry = name(node, bson_iter_utf8(&element, nullptr));
            if (entry.requiredBit >= 0)
                return failed(where, "names \"" + entry.name + "\" twice");
            entry.requiredBit = node.requiredCount++;
            any = true;
        }
        node.hasObjectRules = true;
        return any || failed(where, "must name at least one field");
    }

    bool properties(SchemaNode &node, const bson_iter_t *it, const std::string &where, bool patterns)
    {
        if (!BSON_ITER_HOLDS_DOCUMENT(it))
            return failed(where, "must be an object");
        bson_iter_t property;
        bson_iter_recurse(it, &property);
        while (bson_iter_next(&property)) {
            const std::string key = bson_iter_key(&property);
            const int child = compile(&property, where + "/" + key);
            if (child < 0)
                return false;
            if (patterns) {
                const int expression = regex(key, where + "/" + key);
                if (expression < 0)
                    return false;
                node.patternProperties.emplace_back(expression, child);
            } else {
                name(node, key).property = child;
            }
        }
        node.hasObjectRules = true;
        return true;
    }

    bool extra(const bson_iter_t *it, const std::string &where, SchemaNode::Extra *mode, int *schema)
    {
        if (BSON_ITER_HOLDS_BOOL(it)) {
            *mode = bson_iter_bool(it) ? SchemaNode::Extra::Allowed : SchemaNode::Extra::Forbidden;
            return true;
        }
        if (!BSON_ITER_HOLDS_DOCUMENT(it))
            return failed(where, "must be a boolean or a schema");
        *mode = SchemaNode::Extra::Schema;
        return (*schema = compile(it, where)) >= 0;
    }

    bool dependencies(SchemaNode &node, const bson_iter_t *it, const std::string &where)
    {
        if (!BSON_ITER_HOLDS_DOCUMENT(it))
            return failed(where, "must be an object");
        bson_iter_t entry;
        bson_iter_recurse(it, &entry);
        while (bson_iter_next(&entry)) {
            const std::string key = bson_iter_key(&entry);
            SchemaNode::Dependency dependency;
            dependency.property = key;
            if (BSON_ITER_HOLDS_ARRAY(&entry)) {
                bson_iter_t element;
                bson_iter_recurse(&entry, &element);
                while (bson_iter_next(&element)) {
                    if (!BSON_ITER_HOLDS_UTF8(&element))
                        return failed(where + "/" + key, "must name fields as strings");
                    dependency.required.emplace_back(bson_iter_utf8(&element, nullptr));
                }
                if (dependency.required.empty())
                    return failed(where + "/" + key, "must name at least one field");
            } else if ((dependency.node = compile(&entry, where + "/" + key)) < 0) {
                return false;
            }
            name(node, key).dependency = int(node.dependencies.size());
            node.dependencies.push_back(std::move(dependency));
        }
        node.hasObjectRules = true;
        return true;
    }

    bool items(SchemaNode &node, const bson_iter_t *it, const std::string &where)
    {
        node.hasArrayRules = true;
        if (!BSON_ITER_HOLDS_ARRAY(it))
            return (node.items = compile(it, where)) >= 0;
        node.itemsIsTuple = true;
        return schemaList(it, where, &node.tupleItems, true);
    }

    bool schemaList(const bson_iter_t *it, const std::string &where, std::vector<int> *out, bool mayBeEmpty = false)
    {
        if (!BSON_ITER_HOLDS_ARRAY(it))
            return failed(where, "must be an array of schemas");
        bson_iter_t element;
        bson_iter_recurse(it, &element);
        while (bson_iter_next(&element)) {
            const int child = compile(&element, where + "/" + bson_iter_key(&element));
            if (child < 0)
                return false;
            out->push_back(child);
        }
        return mayBeEmpty || !out->empty() || failed(where, "must hold at least one schema");
    }

    // What the walk needs at hand, once the node is complete. Long name
    // lists get a hash index; its views point into `names`, which no longer
    // changes.
    static void summarize(SchemaNode &node)
    {
        node.allowedTypes = (node.bsonTypes ? node.bsonTypes : ~0u) & (node.jsonTypes ? node.jsonTypes : ~0u);
        if (node.minimum || node.maximum || node.multipleOf)
            node.checkedTypes |= kNumberBits;
        if (node.minLength || node.maxLength || node.pattern >= 0)
            node.checkedTypes |= typeBit(BSON_TYPE_UTF8);
        if (node.hasObjectRules)
            node.checkedTypes |= typeBit(BSON_TYPE_DOCUMENT);
        if (node.hasArrayRules)
            node.checkedTypes |= typeBit(BSON_TYPE_ARRAY);
        node.checksEveryType = node.hasEnum || !node.allOf.empty() || !node.anyOf.empty() || !node.oneOf.empty()
            || node.notNode >= 0;
        node.quick = node.pattern < 0 && !node.multipleOf && node.patternProperties.empty()
            && node.additionalProperties != SchemaNode::Extra::Schema && node.dependencies.empty()
            && !node.itemsIsTuple && !node.uniqueItems && node.allOf.empty() && node.anyOf.empty()
            && node.oneOf.empty() && node.notNode < 0;
        if (node.names.size() <= 12)
            return;
        for (size_t i = 0; i < node.names.size(); ++i)
            node.nameIndex.emplace(node.names[i].name, int(i));
    }

    JsonSchema &mSchema;
};

JsonSchema::JsonSchema() = default;
JsonSchema::~JsonSchema() = default;
JsonSchema::JsonSchema(JsonSchema &&) noexcept = default;
JsonSchema &JsonSchema::operator=(JsonSchema &&) noexcept = default;

std::unique_ptr<JsonSchema> JsonSchema::compile(const bson_t *schema, std::string *error)
{
    // The compiler works on values; wrap the schema as one.
    bson_t wrapper = BSON_INITIALIZER;
    BSON_APPEND_DOCUMENT(&wrapper, "s", schema);
    bson_iter_t root;
    bson_iter_init_find(&root, &wrapper, "s");
    auto compiled = std::make_unique<JsonSchema>();
    SchemaCompiler compiler(*compiled);
    const int index = compiler.compile(&root, "");
    bson_destroy(&wrapper);
    if (index < 0) {
        *error = compiler.error;
        return nullptr;
    }
    return compiled;
}

std::unique_ptr<JsonSchema> JsonSchema::compile(const JsonValue &schema, std::string *error)
{
    // Extended JSON in, as the server gets it from the scripts and apply.
    const std::string json = schema.dump();
    bson_error_t failure;
    bson_t *parsed = bson_new_from_json(reinterpret_cast<const uint8_t *>(json.data()), ssize_t(json.size()), &failure);
    if (!parsed) {
        *error = std::string("$jsonSchema: ") + failure.message;
        return nullptr;
    }
    std::unique_ptr<JsonSchema> compiled = compile(parsed, error);
    bson_destroy(parsed);
    return compiled;
}

} // namespace docmodel::check
