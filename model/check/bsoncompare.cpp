// SPDX-License-Identifier: GPL-3.0-or-later
#include "bsoncompare.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string_view>
#include <algorithm>

namespace docmodel::check {

bool isNumber(bson_type_t type)
{
    return type == BSON_TYPE_INT32 || type == BSON_TYPE_INT64 || type == BSON_TYPE_DOUBLE
        || type == BSON_TYPE_DECIMAL128;
}

JsonValue valueJson(const bson_iter_t *value)
{
    bson_t holder = BSON_INITIALIZER;
    bson_append_iter(&holder, "v", 1, value);
    size_t length = 0;
    char *json = bson_as_relaxed_extended_json(&holder, &length);
    bson_destroy(&holder);
    JsonValue parsed = json ? JsonValue::parse(json, json + length, nullptr, false) : JsonValue();
    bson_free(json);
    return parsed.is_object() && parsed.contains("v") ? parsed["v"] : JsonValue();
}

std::optional<long double> numberValue(const bson_iter_t *value)
{
    switch (bson_iter_type(value)) {
    case BSON_TYPE_INT32:
        return bson_iter_int32(value);
    case BSON_TYPE_INT64:
        return static_cast<long double>(bson_iter_int64(value));
    case BSON_TYPE_DOUBLE:
        return bson_iter_double(value);
    case BSON_TYPE_DECIMAL128: {
        bson_decimal128_t decimal;
        bson_iter_decimal128(value, &decimal);
        char text[BSON_DECIMAL128_STRING];
        bson_decimal128_to_string(&decimal, text);
        return std::strtold(text, nullptr); // "NaN", "Infinity" and exponents too
    }
    default:
        return std::nullopt;
    }
}

namespace {

// "-12.5E+3" and the like into a decimal; nothing for NaN, infinities and
// coefficients past 36 digits.
std::optional<DecimalNumber> parseDecimal(const char *text)
{
    DecimalNumber number;
    const char *at = text;
    const bool negative = *at == '-';
    if (*at == '-' || *at == '+')
        ++at;
    int digits = 0, fraction = 0;
    bool point = false, any = false;
    for (; *at; ++at) {
        if (*at == '.') {
            point = true;
            continue;
        }
        if (*at < '0' || *at > '9')
            break;
        any = true;
        if (number.coefficient == 0 && *at == '0') {
            fraction += point;
            continue;
        }
        if (++digits > 36)
            return std::nullopt;
        number.coefficient = number.coefficient * 10 + (*at - '0');
        fraction += point;
    }
    if (!any)
        return std::nullopt;
    if (*at == 'e' || *at == 'E') {
        char *end = nullptr;
        const long exponent = std::strtol(at + 1, &end, 10);
        if (*end || exponent > 10000 || exponent < -10000)
            return std::nullopt;
        number.exponent = int(exponent);
    } else if (*at) {
        return std::nullopt;
    }
    number.exponent -= fraction;
    if (negative)
        number.coefficient = -number.coefficient;
    return number;
}

bool isStringLike(bson_type_t type) { return type == BSON_TYPE_UTF8 || type == BSON_TYPE_SYMBOL; }

std::string_view stringOf(const bson_iter_t *value)
{
    uint32_t length = 0;
    const char *text = bson_iter_type(value) == BSON_TYPE_SYMBOL ? bson_iter_symbol(value, &length)
                                                                  : bson_iter_utf8(value, &length);
    return {text, length};
}

// Arrays: the same number of items, pairwise equal in order.
bool arraysEqual(const bson_iter_t *a, const bson_iter_t *b)
{
    bson_iter_t left, right;
    if (!bson_iter_recurse(a, &left) || !bson_iter_recurse(b, &right))
        return false;
    for (;;) {
        const bool moreLeft = bson_iter_next(&left);
        const bool moreRight = bson_iter_next(&right);
        if (moreLeft != moreRight)
            return false;
        if (!moreLeft)
            return true;
        if (!bsonValuesEqual(&left, &right))
            return false;
    }
}

// Documents: the same names with equal values, in any order (the server's
// $jsonSchema compares documents regardless of field order).
bool documentsEqual(const bson_iter_t *a, const bson_iter_t *b)
{
    bson_iter_t left, right;
    if (!bson_iter_recurse(a, &left) || !bson_iter_recurse(b, &right))
        return false;
    uint32_t leftCount = 0, rightCount = 0;
    while (bson_iter_next(&right))
        ++rightCount;
    while (bson_iter_next(&left)) {
        ++leftCount;
        bson_iter_t match;
        if (!bson_iter_recurse(b, &match) || !bson_iter_find_w_len(&match, bson_iter_key(&left), int(bson_iter_key_len(&left)))
            || !bsonValuesEqual(&left, &match))
            return false;
    }
    return leftCount == rightCount;
}

} // namespace

std::optional<DecimalNumber> decimalValue(const bson_iter_t *value)
{
    char text[64];
    switch (bson_iter_type(value)) {
    case BSON_TYPE_INT32:
        return DecimalNumber{bson_iter_int32(value), 0};
    case BSON_TYPE_INT64:
        return DecimalNumber{bson_iter_int64(value), 0};
    case BSON_TYPE_DOUBLE:
        if (!std::isfinite(bson_iter_double(value)))
            return std::nullopt;
        std::snprintf(text, sizeof text, "%.15g", bson_iter_double(value));
        return parseDecimal(text);
    case BSON_TYPE_DECIMAL128: {
        bson_decimal128_t decimal;
        bson_iter_decimal128(value, &decimal);
        char decimalText[BSON_DECIMAL128_STRING];
        bson_decimal128_to_string(&decimal, decimalText);
        return parseDecimal(decimalText);
    }
    default:
        return std::nullopt;
    }
}

namespace {

using Wide = unsigned __int128;

// (a * b) mod m without overflow, for m below 2^127.
Wide mulMod(Wide a, Wide b, Wide m)
{
    Wide result = 0;
    a %= m;
    for (; b; b >>= 1) {
        if (b & 1)
            result = (result + a) % m;
        a = (a << 1) % m;
    }
    return result;
}

Wide magnitude(__int128 value)
{
    return value < 0 ? Wide(-value) : Wide(value);
}

} // namespace

bool isMultiple(const bson_iter_t *value, const DecimalNumber &divisor)
{
    const std::optional<DecimalNumber> x = decimalValue(value);
    if (!x || divisor.coefficient == 0)
        return false;
    if (x->coefficient == 0)
        return true;
    const Wide m = magnitude(divisor.coefficient);
    if (x->exponent >= divisor.exponent) {
        // divisor | x  <=>  cd | cx * 10^k, k = ex - ed: in arithmetic mod cd.
        Wide rest = magnitude(x->coefficient) % m;
        for (int k = x->exponent - divisor.exponent; k > 0 && rest; --k)
            rest = mulMod(rest, 10, m);
        return rest == 0;
    }
    // x's exponent is smaller: cd * 10^k must divide cx, so be no larger.
    Wide b = m;
    const Wide a = magnitude(x->coefficient);
    for (int k = divisor.exponent - x->exponent; k > 0; --k) {
        if (b > a)
            return false;
        b *= 10;
    }
    return a % b == 0;
}

bool bsonValuesEqual(const bson_iter_t *a, const bson_iter_t *b)
{
    const bson_type_t ta = bson_iter_type(a);
    const bson_type_t tb = bson_iter_type(b);
    if (isNumber(ta) && isNumber(tb)) {
        if (ta == tb && ta == BSON_TYPE_INT64)
            return bson_iter_int64(a) == bson_iter_int64(b);
        const long double x = *numberValue(a);
        const long double y = *numberValue(b);
        // NaN equals NaN in the server's comparison.
        return x == y || (std::isnan(x) && std::isnan(y));
    }
    if (isStringLike(ta) && isStringLike(tb))
        return stringOf(a) == stringOf(b);
    if (ta != tb)
        return false;
    switch (ta) {
    case BSON_TYPE_DOCUMENT:
        return documentsEqual(a, b);
    case BSON_TYPE_ARRAY:
        return arraysEqual(a, b);
    case BSON_TYPE_OID:
        return bson_oid_equal(bson_iter_oid(a), bson_iter_oid(b));
    case BSON_TYPE_BOOL:
        return bson_iter_bool(a) == bson_iter_bool(b);
    case BSON_TYPE_DATE_TIME:
        return bson_iter_date_time(a) == bson_iter_date_time(b);
    case BSON_TYPE_TIMESTAMP: {
        uint32_t t1, i1, t2, i2;
        bson_iter_timestamp(a, &t1, &i1);
        bson_iter_timestamp(b, &t2, &i2);
        return t1 == t2 && i1 == i2;
    }
    case BSON_TYPE_REGEX: {
        const char *o1 = nullptr, *o2 = nullptr;
        const char *p1 = bson_iter_regex(a, &o1);
        const char *p2 = bson_iter_regex(b, &o2);
        return std::strcmp(p1, p2) == 0 && std::strcmp(o1, o2) == 0;
    }
    case BSON_TYPE_BINARY: {
        bson_subtype_t s1, s2;
        uint32_t l1, l2;
        const uint8_t *d1, *d2;
        bson_iter_binary(a, &s1, &l1, &d1);
        bson_iter_binary(b, &s2, &l2, &d2);
        return s1 == s2 && l1 == l2 && (l1 == 0 || std::memcmp(d1, d2, l1) == 0);
    }
    case BSON_TYPE_CODE: {
        uint32_t l1, l2;
        const char *c1 = bson_iter_code(a, &l1);
        const char *c2 = bson_iter_code(b, &l2);
        return l1 == l2 && std::memcmp(c1, c2, l1) == 0;
    }
    case BSON_TYPE_CODEWSCOPE: {
        uint32_t l1, l2, s1, s2;
        const uint8_t *scope1, *scope2;
        const char *c1 = bson_iter_codewscope(a, &l1, &s1, &scope1);
        const char *c2 = bson_iter_codewscope(b, &l2, &s2, &scope2);
        return l1 == l2 && s1 == s2 && std::memcmp(c1, c2, l1) == 0 && std::memcmp(scope1, scope2, s1) == 0;
    }
    case BSON_TYPE_DBPOINTER: {
        uint32_t l1, l2;
        const char *n1, *n2;
        const bson_oid_t *o1, *o2;
        bson_iter_dbpointer(a, &l1, &n1, &o1);
        bson_iter_dbpointer(b, &l2, &n2, &o2);
        return l1 == l2 && std::memcmp(n1, n2, l1) == 0 && bson_oid_equal(o1, o2);
    }
    default: // null, undefined, minKey, maxKey: the type is the value
        return true;
    }
}

} // namespace docmodel::check
