// SPDX-License-Identifier: GPL-3.0-or-later
#include "typebits.h"

#include "schema/bsontype.h"

namespace docmodel::check {

uint32_t bsonTypeAliasBits(std::string_view name)
{
    if (name == "number")
        return kNumberBits;
    for (const BsonTypeInfo &info : bsonTypes())
        if (info.name == name)
            return typeBit(bson_type_t(uint8_t(info.number)));
    return 0;
}

uint32_t jsonTypeBits(std::string_view name)
{
    if (name == "object")
        return typeBit(BSON_TYPE_DOCUMENT);
    if (name == "array")
        return typeBit(BSON_TYPE_ARRAY);
    if (name == "number")
        return kNumberBits;
    if (name == "boolean")
        return typeBit(BSON_TYPE_BOOL);
    if (name == "string")
        return typeBit(BSON_TYPE_UTF8);
    if (name == "null")
        return typeBit(BSON_TYPE_NULL);
    return 0;
}

std::string_view bsonTypeAlias(bson_type_t type)
{
    const std::optional<BsonType> known = bsonTypeFromNumber(type == BSON_TYPE_MINKEY ? -1 : int(type));
    return known ? bsonTypeInfo(*known).name : std::string_view("unknown");
}

} // namespace docmodel::check
