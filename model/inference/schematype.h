// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/bsontype.h"

#include <bson/bson.h>

#include <cstdint>
#include <optional>
#include <string_view>

namespace docmodel::inference {

// The types inference tells apart, named as @mongodb-js/mongodb-schema names
// them (its report is the reference the tests compare with). A DBPointer
// counts as a DBRef, as the JavaScript BSON library that tool reads documents
// with decodes it. The deprecated BSON undefined is "Undefined", the name
// that tool also gives a field's absence.
enum class SchemaType : uint8_t {
    Double,
    String,
    Document,
    Array,
    Binary,
    ObjectId,
    Boolean,
    Date,
    Null,
    RegExp,
    DBRef,
    Code,
    BSONSymbol,
    CodeWScope,
    Int32,
    Timestamp,
    Long,
    Decimal128,
    MinKey,
    MaxKey,
    Undefined,
};
inline constexpr int kSchemaTypeCount = int(SchemaType::Undefined) + 1;

std::string_view schemaTypeName(SchemaType type);
std::optional<SchemaType> schemaTypeFromName(std::string_view name);

// The model's type for what inference saw (a DBRef is an object).
BsonType modelType(SchemaType type);

// The schema type of a BSON element; documents that are DBRefs ($ref a
// string, $id present and not null, $db a string if present, no other key
// beginning with "$") are DBRef.
SchemaType schemaTypeOf(const bson_iter_t &element);

} // namespace docmodel::inference
