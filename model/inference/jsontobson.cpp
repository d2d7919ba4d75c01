// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsontobson.h"

#include <simdjson.h>

#include <charconv>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>

namespace docmodel::inference {

namespace {

using simdjson::dom::element;
using simdjson::dom::element_type;
using simdjson::dom::object;

constexpr int kMaxDepth = 100; // deeper is libbson's to refuse

template<typename Number> bool parseWhole(std::string_view text, Number &out)
{
    if (text.empty() || text.front() == '+')
        return false;
    const auto [end, problem] = std::from_chars(text.data(), text.data() + text.size(), out);
    return problem == std::errc() && end == text.data() + text.size();
}

// Days from 1970-01-01 to a date of the proleptic Gregorian calendar.
int64_t daysFromCivil(int64_t year, unsigned month, unsigned day)
{
    year -= month <= 2;
    const int64_t era = (year >= 0 ? year : year - 399) / 400;
    const unsigned yearOfEra = unsigned(year - era * 400);
    const unsigned dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1;
    const unsigned dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
    return era * 146097 + int64_t(dayOfEra) - 719468;
}

bool digits(std::string_view text, size_t at, size_t count, unsigned &value)
{
    value = 0;
    if (at + count > text.size())
        return false;
    for (size_t i = at; i < at + count; ++i) {
        if (text[i] < '0' || text[i] > '9')
            return false;
        value = value * 10 + unsigned(text[i] - '0');
    }
    return true;
}

// "2014-09-16T00:00:00Z" or with ".123" before the Z, as relaxed Extended
// JSON writes a date: milliseconds since the epoch. Other forms (offsets,
// other fractions) are libbson's.
bool isoMilliseconds(std::string_view text, int64_t &out)
{
    unsigned year, month, day, hour, minute, second, millis = 0;
    if (!digits(text, 0, 4, year) || text.size() < 20 || text[4] != '-' || !digits(text, 5, 2, month) || text[7] != '-'
        || !digits(text, 8, 2, day) || text[10] != 'T' || !digits(text, 11, 2, hour) || text[13] != ':'
        || !digits(text, 14, 2, minute) || text[16] != ':' || !digits(text, 17, 2, second))
        return false;
    size_t at = 19;
    if (text[at] == '.') {
        if (!digits(text, at + 1, 3, millis))
            return false;
        at += 4;
    }
    if (at + 1 != text.size() || text[at] != 'Z' || month < 1 || month > 12 || day < 1 || day > 31 || hour > 23
        || minute > 59 || second > 59)
        return false;
    out = ((daysFromCivil(year, month, day) * 24 + hour) * 60 + minute) * 60'000 + int64_t(second) * 1000 + millis;
    return true;
}

class Writer
{
public:
    bool document(object fields, bson_t *into, int depth)
    {
        if (depth > kMaxDepth)
            return false;
        for (const auto field : fields) {
            const std::string_view key = field.key;
            if ((!key.empty() && key.front() == '$') || key.find('\0') != std::string_view::npos)
                return false;
            if (!value(field.value, into, key, depth))
                return false;
        }
        return true;
    }

private:
    bool value(element item, bson_t *into, std::string_view key, int depth)
    {
        const char *name = key.data();
        const int length = int(key.size());
        switch (item.type()) {
        case element_type::OBJECT: {
            const object fields = item.get_object().value_unsafe();
            const auto first = fields.begin();
            if (first != fields.end() && !(*first).key.empty() && (*first).key.front() == '$')
                return wrapper(fields, into, name, length);
            bson_t child;
            return bson_append_document_begin(into, name, length, &child) && document(fields, &child, depth + 1)
                && bson_append_document_end(into, &child);
        }
        case element_type::ARRAY: {
            bson_t child;
            if (!bson_append_array_begin(into, name, length, &child) || depth + 1 > kMaxDepth)
                return false;
            uint32_t index = 0;
            const simdjson::dom::array entries = item.get_array().value_unsafe();
            for (const element entry : entries) {
                const char *indexKey;
                char buffer[16];
                const size_t indexLength = bson_uint32_to_string(index++, &indexKey, buffer, sizeof buffer);
                if (!value(entry, &child, std::string_view(indexKey, indexLength), depth + 1))
                    return false;
            }
            return bson_append_array_end(into, &child);
        }
        case element_type::INT64: {
            const int64_t number = item.get_int64().value_unsafe();
            if (number >= std::numeric_limits<int32_t>::min() && number <= std::numeric_limits<int32_t>::max())
                return bson_append_int32(into, name, length, int32_t(number));
            return bson_append_int64(into, name, length, number);
        }
        case element_type::DOUBLE: {
            const double number = item.get_double().value_unsafe();
            // "-0" is an integer 0 to libbson and a double to simdjson.
            if (number == 0 && std::signbit(number))
                return false;
            return bson_append_double(into, name, length, number);
        }
        case element_type::STRING: {
            const std::string_view text = item.get_string().value_unsafe();
            return bson_append_utf8(into, name, length, text.data(), int(text.size()));
        }
        case element_type::BOOL:
            return bson_append_bool(into, name, length, item.get_bool().value_unsafe());
        case element_type::NULL_VALUE:
            return bson_append_null(into, name, length);
        case element_type::UINT64: // past int64: libbson's
            break;
        }
        return false;
    }

    // {"$oid": …} and the other wrappers of one member this reads.
    bool wrapper(object fields, bson_t *into, const char *name, int length)
    {
        if (fields.size() != 1)
            return false;
        const auto [key, inner] = *fields.begin();
        std::string_view text;
        const bool isText = inner.get_string().get(text) == simdjson::SUCCESS;
        if (key == "$oid") {
            if (!isText || text.size() != 24 || !bson_oid_is_valid(text.data(), text.size()))
                return false;
            char hex[25] = {};
            std::char_traits<char>::copy(hex, text.data(), 24);
            bson_oid_t oid;
            bson_oid_init_from_string(&oid, hex);
            return bson_append_oid(into, name, length, &oid);
        }
        if (key == "$numberInt") {
            int32_t number;
            return isText && parseWhole(text, number) && bson_append_int32(into, name, length, number);
        }
        if (key == "$numberLong") {
            int64_t number;
            return isText && parseWhole(text, number) && bson_append_int64(into, name, length, number);
        }
        if (key == "$numberDouble") {
            double number;
            if (!isText)
                return false;
            if (text == "Infinity" || text == "-Infinity" || text == "NaN")
                number = text == "NaN" ? std::numeric_limits<double>::quiet_NaN()
                    : text.front() == '-' ? -std::numeric_limits<double>::infinity()
                                          : std::numeric_limits<double>::infinity();
            else if (text.find_first_not_of("-+.0123456789eE") != std::string_view::npos || !parseWhole(text, number))
                return false; // "inf" and the like are libbson's to judge
            return bson_append_double(into, name, length, number);
        }
        if (key == "$numberDecimal") {
            bson_decimal128_t decimal;
            return isText && bson_decimal128_from_string_w_len(text.data(), int(text.size()), &decimal)
                && bson_append_decimal128(into, name, length, &decimal);
        }
        if (key == "$date") {
            int64_t millis;
            if (isText)
                return isoMilliseconds(text, millis) && bson_append_date_time(into, name, length, millis);
            object wrapped;
            if (inner.get_object().get(wrapped) != simdjson::SUCCESS || wrapped.size() != 1)
                return false;
            const auto [innerKey, innerValue] = *wrapped.begin();
            std::string_view number;
            return innerKey == "$numberLong" && innerValue.get_string().get(number) == simdjson::SUCCESS
                && parseWhole(number, millis) && bson_append_date_time(into, name, length, millis);
        }
        return false;
    }
};

} // namespace

struct JsonToBson::Parser {
    simdjson::dom::parser parser;
    std::string padded;
};

JsonToBson::JsonToBson()
    : mParser(std::make_unique<Parser>())
{
}

JsonToBson::~JsonToBson() = default;

std::optional<bool> JsonToBson::convertWhole(std::string_view json, bson_t *out, bson_error_t *error, bool readAhead)
{
    // simdjson reads up to 64 bytes past the end: in place when the caller
    // says that memory is there, else in a copy with its padding, reused.
    const char *text = json.data();
    if (!readAhead) {
        std::string &padded = mParser->padded;
        padded.resize(json.size() + simdjson::SIMDJSON_PADDING);
        std::char_traits<char>::copy(padded.data(), json.data(), json.size());
        std::fill(padded.begin() + ptrdiff_t(json.size()), padded.end(), '\0');
        text = padded.data();
    }
    element root;
    object fields;
    mLastFast = false;
    if (mParser->parser.parse(text, json.size(), false).get(root) != simdjson::SUCCESS
        || root.get_object().get(fields) != simdjson::SUCCESS)
        return std::nullopt;
    bson_init(out);
    if (Writer().document(fields, out, 0)) {
        mLastFast = true;
        return true;
    }
    bson_destroy(out);
    return bson_init_from_json(out, json.data(), ssize_t(json.size()), error);
}

bool JsonToBson::convert(std::string_view json, bson_t *out, bson_error_t *error)
{
    if (const std::optional<bool> whole = convertWhole(json, out, error))
        return *whole;
    return bson_init_from_json(out, json.data(), ssize_t(json.size()), error);
}

} // namespace docmodel::inference
