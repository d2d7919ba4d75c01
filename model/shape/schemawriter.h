// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/field.h"

#include <set>

namespace docmodel {

// The JSON type of a BSON type's Relaxed Extended JSON: "integer" for int
// and long, "number" for double, "object" for the wrapped types.
std::string_view extendedJsonType(BsonType type);

// Writes fields as a schema in one of two dialects that differ only in how
// types are named: MongoDB's $jsonSchema ("bsonType": "objectId") or JSON
// Schema 2020-12 ("type": "string", or "$ref": "#/$defs/objectId" for the
// BSON types JSON lacks). JSON Schema is written for strict validators:
// a union of types only as "one type or null", and a keyword that checks
// one JSON type (minimum, pattern, properties) beside a "type" naming it.
class SchemaWriter
{
public:
    enum class Dialect { MongoJsonSchema, JsonSchema };

    explicit SchemaWriter(Dialect dialect)
        : mDialect(dialect)
    { }

    JsonValue document(const std::vector<Field> &fields, const std::optional<bool> &additional);

    // JSON Schema only: the BSON types written as "$ref", in BsonType order.
    const std::set<BsonType> &referencedTypes() const { return mReferenced; }

private:
    const char *typeKey() const;
    JsonValue typeSchema(const std::vector<BsonType> &types);
    JsonValue valueSchema(const Field &field);
    JsonValue fieldSchema(const Field &field);
    JsonValue conditionSchema(const PresenceCondition &condition) const;

    Dialect mDialect;
    std::set<BsonType> mReferenced;
};

} // namespace docmodel
