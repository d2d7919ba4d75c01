// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/field.h" // JsonValue

#include <bson/bson.h>

#include <memory>
#include <string>
#include <vector>

namespace docmodel::check {

struct SchemaNode;
class Regex;

// One rule a document broke: where (a dotted path, "" for the document
// itself), which keyword, and why in a few words ("must be objectId, is int").
struct RuleFailure {
    std::string path;
    std::string keyword;
    std::string reason;
};

// Why a document fails: `details` in the shape MongoDB 5.0+ gives in a
// rejected write's errInfo.details, and the same as a flat list of rules.
struct Explanation {
    JsonValue details;
    std::vector<RuleFailure> failures;
};

// A $jsonSchema validator compiled for evaluation on BSON documents, as the
// server evaluates `{$jsonSchema: ...}`: every keyword MongoDB supports,
// its type aliases and its comparison rules. Compiled once, then used by
// any number of threads at once.
class JsonSchema
{
public:
    JsonSchema();
    ~JsonSchema();
    JsonSchema(JsonSchema &&) noexcept;
    JsonSchema &operator=(JsonSchema &&) noexcept;

    // The $jsonSchema object (what follows "$jsonSchema" in a validator).
    // A keyword the server does not know, or a malformed value, is an error
    // naming the keyword and its path in the schema.
    static std::unique_ptr<JsonSchema> compile(const bson_t *schema, std::string *error);
    static std::unique_ptr<JsonSchema> compile(const JsonValue &schema, std::string *error);

    // Whether the document (its BSON bytes) passes. Stops at the first rule broken.
    bool matches(const uint8_t *data, size_t length) const;
    bool matches(const bson_t *document) const { return matches(bson_get_data(document), document->len); }
    // Every rule the document breaks (nothing when it passes).
    Explanation explain(const uint8_t *data, size_t length) const;

    const SchemaNode &root() const;
    const std::vector<SchemaNode> &nodes() const { return mNodes; }

private:
    friend class SchemaCompiler;
    template<bool> friend class SchemaWalker;
    std::vector<SchemaNode> mNodes; // [0] is the root
    std::vector<std::unique_ptr<Regex>> mRegexes;
    std::vector<std::vector<uint8_t>> mSpecs; // each node's schema bytes, for "specifiedAs"
};

} // namespace docmodel::check
