// SPDX-License-Identifier: GPL-3.0-or-later
#include "bsontype.h"

#include <array>

namespace docmodel {

namespace {
constexpr std::array<BsonTypeInfo, 21> kTypes { {
    { BsonType::Double, "double", 1, false },
    { BsonType::String, "string", 2, false },
    { BsonType::Object, "object", 3, false },
    { BsonType::Array, "array", 4, false },
    { BsonType::BinData, "binData", 5, false },
    { BsonType::Undefined, "undefined", 6, true },
    { BsonType::ObjectId, "objectId", 7, false },
    { BsonType::Bool, "bool", 8, false },
    { BsonType::Date, "date", 9, false },
    { BsonType::Null, "null", 10, false },
    { BsonType::Regex, "regex", 11, false },
    { BsonType::DbPointer, "dbPointer", 12, true },
    { BsonType::Javascript, "javascript", 13, false },
    { BsonType::Symbol, "symbol", 14, true },
    { BsonType::JavascriptWithScope, "javascriptWithScope", 15, true },
    { BsonType::Int, "int", 16, false },
    { BsonType::Timestamp, "timestamp", 17, false },
    { BsonType::Long, "long", 18, false },
    { BsonType::Decimal, "decimal", 19, false },
    { BsonType::MinKey, "minKey", -1, false },
    { BsonType::MaxKey, "maxKey", 127, false },
} };

// The name table is derived from kTypes so the names exist once.
const std::array<EnumName<BsonType>, 21> kNames = [] {
    std::array<EnumName<BsonType>, 21> names {};
    for (size_t i = 0; i < kTypes.size(); ++i)
        names[i] = { kTypes[i].type, kTypes[i].name };
    return names;
}();
} // namespace

template <> std::span<const EnumName<BsonType>> enumNames<BsonType>()
{
    return kNames;
}

std::span<const BsonTypeInfo> bsonTypes()
{
    return kTypes;
}

const BsonTypeInfo &bsonTypeInfo(BsonType type)
{
    return kTypes[static_cast<size_t>(type)];
}

std::optional<BsonType> bsonTypeFromNumber(int number)
{
    for (const auto &info : kTypes)
        if (info.number == number)
            return info.type;
    return std::nullopt;
}

} // namespace docmodel
