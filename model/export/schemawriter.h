#pragma once

#include "schema/field.h"

#include <set>

namespace docmodel {

// Writes fields as a schema in one of two dialects that differ only in how
// types are named: MongoDB's $jsonSchema ("bsonType": "objectId") or JSON
// Schema 2020-12 ("type": "string", or "$ref": "#/$defs/objectId" for the
// BSON types JSON lacks).
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

    Dialect mDialect;
    std::set<BsonType> mReferenced;
};

} // namespace docmodel
