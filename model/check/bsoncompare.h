// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/field.h" // JsonValue

#include <bson/bson.h>

#include <optional>

namespace docmodel::check {

// Values compared as the server's $jsonSchema compares them in `enum` and
// `uniqueItems`: numbers of every type by value (int 2, long 2, double 2.0
// and decimal 2 are equal), strings and symbols by their bytes, documents by
// their fields in any order, arrays item by item in order, anything else by
// type and value.
bool bsonValuesEqual(const bson_iter_t *a, const bson_iter_t *b);

bool isNumber(bson_type_t type);

// A value as relaxed Extended JSON (what the server's errInfo shows).
JsonValue valueJson(const bson_iter_t *value);

// A number's value (int, long, double or decimal); nothing for other types.
// long double holds every int64 exactly; decimals are rounded to it.
std::optional<long double> numberValue(const bson_iter_t *value);

// A number as the server's multipleOf sees it: a decimal (coefficient
// times ten to the exponent); a double first rounded to 15 significant
// digits, so 0.3 is a multiple of 0.1. Nothing for NaN and infinities.
struct DecimalNumber {
    __int128 coefficient = 0;
    int exponent = 0;
};
std::optional<DecimalNumber> decimalValue(const bson_iter_t *value);
// value mod divisor == 0, exactly.
bool isMultiple(const bson_iter_t *value, const DecimalNumber &divisor);

} // namespace docmodel::check
