// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the schema walk needs of values: a value to check, and how the
// server writes values, keywords and types in its reasons.

#include "schema/field.h" // JsonValue

#include <bson/bson.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

namespace docmodel::check {

// A value to check: an element (`it`), or the document being checked,
// which is no element of anything.
struct Value {
    bson_type_t type;
    const bson_iter_t *it = nullptr;
    const uint8_t *data = nullptr; // documents and arrays: their bytes
    uint32_t length = 0;
};

// bson_iter_next checked the element's bounds, so the unchecked accessors
// are safe here, and much faster in the walk every document takes.
inline Value valueOf(const bson_iter_t *it)
{
    Value value{bson_iter_type_unsafe(it), it};
    if (value.type == BSON_TYPE_DOCUMENT || value.type == BSON_TYPE_ARRAY) {
        int32_t length = 0;
        std::memcpy(&length, it->raw + it->d1, sizeof length);
        value.length = uint32_t(BSON_UINT32_FROM_LE(length));
        value.data = it->raw + it->d1;
    }
    return value;
}

// minimum and maximum as the server's comparisons: NaN is below every
// number and equal only to NaN.
// Inline: the walks compare every bounded number.
inline bool withinBound(long double x, long double bound, bool exclusive, int direction)
{
    if (std::isnan(x) || std::isnan(bound))
        return !exclusive && std::isnan(x) && std::isnan(bound);
    return exclusive ? (direction > 0 ? x > bound : x < bound) : (direction > 0 ? x >= bound : x <= bound);
}
size_t codePoints(std::string_view text);
// A bound for a reason's text: a decimal past a double's range (1E+400)
// prints as an infinity rather than overflow the conversion.
double printable(long double bound);
// A BSON value as relaxed Extended JSON, for "consideredValue".
JsonValue jsonOf(const Value &value);
// A keyword's value as the schema wrote it, for "specifiedAs".
JsonValue specOf(const std::vector<uint8_t> &spec, const char *keyword);
// A type mask as names: "objectId or null", "number".
std::string typeNames(uint32_t mask, bool json);

} // namespace docmodel::check
