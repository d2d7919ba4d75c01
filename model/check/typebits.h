// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <bson/bson.h>

#include <cstdint>
#include <string_view>

namespace docmodel::check {

// A type as one bit of a mask: the BSON type number, with minKey and
// maxKey on bits 20 and 21.
constexpr uint32_t typeBit(bson_type_t type)
{
    const unsigned number = unsigned(type);
    return number == 0xFF ? 1u << 21 : number == 0x7F ? 1u << 20 : number < 20 ? 1u << number : 0;
}

constexpr uint32_t kNumberBits = typeBit(BSON_TYPE_INT32) | typeBit(BSON_TYPE_INT64) | typeBit(BSON_TYPE_DOUBLE)
    | typeBit(BSON_TYPE_DECIMAL128);

// `bsonType` names (with the alias "number"); 0 for an unknown name.
uint32_t bsonTypeAliasBits(std::string_view name);
// `type` names: the JSON Schema types MongoDB supports ("integer" is not one).
uint32_t jsonTypeBits(std::string_view name);
// The alias of a value's BSON type ("int", "objectId", ...).
std::string_view bsonTypeAlias(bson_type_t type);

} // namespace docmodel::check
