// SPDX-License-Identifier: GPL-3.0-or-later
#include "schematype.h"

#include <array>
#include <cstring>

namespace docmodel::inference {

namespace {

constexpr std::array<std::string_view, kSchemaTypeCount> kNames = { "Double", "String", "Document", "Array",
    "Binary", "ObjectId", "Boolean", "Date", "Null", "RegExp", "DBRef", "Code", "BSONSymbol", "CodeWScope",
    "Int32", "Timestamp", "Long", "Decimal128", "MinKey", "MaxKey", "Undefined" };

// What the JavaScript BSON library turns into a DBRef: a sub-document whose
// keys beginning with "$" are only $ref, $id and $db, with $ref a string,
// $id not null and $db, when present, a string.
bool isDbRef(const bson_iter_t &element)
{
    uint32_t length = 0;
    const uint8_t *data = nullptr;
    bson_iter_document(&element, &length, &data);
    // Most sub-documents are not: without the bytes of a "$ref" key
    // anywhere in them there is no need to look at their keys.
    static constexpr char kRefKey[] = "$ref";
    if (!std::memchr(data, '$', length) || !memmem(data, length, kRefKey, sizeof kRefKey)) // with its zero
        return false;
    bson_iter_t it;
    if (!bson_iter_init_from_data(&it, data, length))
        return false;
    bool ref = false;
    bool id = false;
    while (bson_iter_next(&it)) {
        const char *key = bson_iter_key(&it);
        if (key[0] != '$')
            continue;
        const bson_type_t type = bson_iter_type(&it);
        if (std::strcmp(key, "$ref") == 0) {
            ref = type == BSON_TYPE_UTF8;
            if (!ref)
                return false;
        } else if (std::strcmp(key, "$id") == 0) {
            id = type != BSON_TYPE_NULL && type != BSON_TYPE_UNDEFINED;
        } else if (std::strcmp(key, "$db") == 0) {
            if (type != BSON_TYPE_UTF8)
                return false;
        } else {
            return false;
        }
    }
    return ref && id;
}

} // namespace

std::string_view schemaTypeName(SchemaType type)
{
    return kNames[size_t(type)];
}

std::optional<SchemaType> schemaTypeFromName(std::string_view name)
{
    for (size_t i = 0; i < kNames.size(); ++i)
        if (kNames[i] == name)
            return SchemaType(i);
    return std::nullopt;
}

BsonType modelType(SchemaType type)
{
    switch (type) {
    case SchemaType::Double:
        return BsonType::Double;
    case SchemaType::String:
        return BsonType::String;
    case SchemaType::Document:
    case SchemaType::DBRef:
        return BsonType::Object;
    case SchemaType::Array:
        return BsonType::Array;
    case SchemaType::Binary:
        return BsonType::BinData;
    case SchemaType::ObjectId:
        return BsonType::ObjectId;
    case SchemaType::Boolean:
        return BsonType::Bool;
    case SchemaType::Date:
        return BsonType::Date;
    case SchemaType::Null:
        return BsonType::Null;
    case SchemaType::RegExp:
        return BsonType::Regex;
    case SchemaType::Code:
        return BsonType::Javascript;
    case SchemaType::BSONSymbol:
        return BsonType::Symbol;
    case SchemaType::CodeWScope:
        return BsonType::JavascriptWithScope;
    case SchemaType::Int32:
        return BsonType::Int;
    case SchemaType::Timestamp:
        return BsonType::Timestamp;
    case SchemaType::Long:
        return BsonType::Long;
    case SchemaType::Decimal128:
        return BsonType::Decimal;
    case SchemaType::MinKey:
        return BsonType::MinKey;
    case SchemaType::MaxKey:
        return BsonType::MaxKey;
    case SchemaType::Undefined:
        return BsonType::Undefined;
    }
    return BsonType::Null;
}

SchemaType schemaTypeOf(const bson_iter_t &element)
{
    switch (bson_iter_type_unsafe(&element)) {
    case BSON_TYPE_DOUBLE:
        return SchemaType::Double;
    case BSON_TYPE_UTF8:
        return SchemaType::String;
    case BSON_TYPE_DOCUMENT:
        return isDbRef(element) ? SchemaType::DBRef : SchemaType::Document;
    case BSON_TYPE_ARRAY:
        return SchemaType::Array;
    case BSON_TYPE_BINARY:
        return SchemaType::Binary;
    case BSON_TYPE_OID:
        return SchemaType::ObjectId;
    case BSON_TYPE_BOOL:
        return SchemaType::Boolean;
    case BSON_TYPE_DATE_TIME:
        return SchemaType::Date;
    case BSON_TYPE_REGEX:
        return SchemaType::RegExp;
    case BSON_TYPE_DBPOINTER:
        return SchemaType::DBRef;
    case BSON_TYPE_CODE:
        return SchemaType::Code;
    case BSON_TYPE_SYMBOL:
        return SchemaType::BSONSymbol;
    case BSON_TYPE_CODEWSCOPE:
        return SchemaType::CodeWScope;
    case BSON_TYPE_INT32:
        return SchemaType::Int32;
    case BSON_TYPE_TIMESTAMP:
        return SchemaType::Timestamp;
    case BSON_TYPE_INT64:
        return SchemaType::Long;
    case BSON_TYPE_DECIMAL128:
        return SchemaType::Decimal128;
    case BSON_TYPE_MINKEY:
        return SchemaType::MinKey;
    case BSON_TYPE_MAXKEY:
        return SchemaType::MaxKey;
    case BSON_TYPE_UNDEFINED:
        return SchemaType::Undefined;
    case BSON_TYPE_NULL:
    default:
        return SchemaType::Null;
    }
}

} // namespace docmodel::inference
