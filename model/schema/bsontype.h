// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "enumnames.h"

namespace docmodel {

// The BSON types with their names ($type aliases) and numbers. This is the
// only list of them in the code base.
enum class BsonType {
    Double,
    String,
    Object,
    Array,
    BinData,
    Undefined,
    ObjectId,
    Bool,
    Date,
    Null,
    Regex,
    DbPointer,
    Javascript,
    Symbol,
    JavascriptWithScope,
    Int,
    Timestamp,
    Long,
    Decimal,
    MinKey,
    MaxKey,
};

struct BsonTypeInfo {
    BsonType type;
    std::string_view name;
    int number;
    bool deprecated;
};

std::span<const BsonTypeInfo> bsonTypes();
const BsonTypeInfo &bsonTypeInfo(BsonType type);
std::optional<BsonType> bsonTypeFromNumber(int number);

} // namespace docmodel
