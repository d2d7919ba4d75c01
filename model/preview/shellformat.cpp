// SPDX-License-Identifier: GPL-3.0-or-later
#include "shellformat.h"

#include <QString>

#include <nlohmann/json.hpp>

#include <cctype>
#include <cinttypes>
#include <cmath>
#include <cstdio>

namespace docmodel {

namespace {

bool isIdentifier(const char *key)
{
    if (!*key || std::isdigit(static_cast<unsigned char>(*key)))
        return false;
    for (const char *c = key; *c; ++c)
        if (!std::isalnum(static_cast<unsigned char>(*c)) && *c != '_' && *c != '$')
            return false;
    return true;
}

// A JavaScript Date holds 8.64e15 ms either side of 1970; mongosh shows a
// BSON date past that as an invalid Date, which this expression also gives.
constexpr int64_t kMaxJsDateMs = 8'640'000'000'000'000;

std::string dateValue(int64_t ms)
{
    if (ms < -kMaxJsDateMs || ms > kMaxJsDateMs)
        return "new Date(Long('" + std::to_string(ms) + "'))";
    int64_t seconds = ms / 1000;
    int64_t millis = ms % 1000;
    if (millis < 0) {
        millis += 1000;
        --seconds;
    }
    const time_t time = time_t(seconds);
    tm utc {};
    gmtime_r(&time, &utc);
    const int year = utc.tm_year + 1900;
    char buffer[96];
    // ISODate() takes four-digit years only; other years are ISO 8601's
    // signed six digits, which Date reads.
    std::snprintf(buffer, sizeof buffer,
        year >= 0 && year <= 9999 ? "ISODate('%04d-%02d-%02dT%02d:%02d:%02d.%03dZ')"
                                  : "new Date('%+07d-%02d-%02dT%02d:%02d:%02d.%03dZ')",
        year, utc.tm_mon + 1, utc.tm_mday, utc.tm_hour, utc.tm_min, utc.tm_sec, int(millis));
    return buffer;
}

std::string base64(const uint8_t *data, uint32_t length)
{
    static const char table[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string out;
    for (uint32_t i = 0; i < length; i += 3) {
        const uint32_t n = (uint32_t(data[i]) << 16)
            | (i + 1 < length ? uint32_t(data[i + 1]) << 8 : 0)
            | (i + 2 < length ? uint32_t(data[i + 2]) : 0);
        out += table[(n >> 18) & 63];
        out += table[(n >> 12) & 63];
        out += i + 1 < length ? table[(n >> 6) & 63] : '=';
        out += i + 2 < length ? table[n & 63] : '=';
    }
    return out;
}

// A UUID's 16 bytes as mongosh prints them: 8-4-4-4-12 hexadecimal digits.
std::string uuidText(const uint8_t *data)
{
    static const char digits[] = "0123456789abcdef";
    std::string out;
    for (int i = 0; i < 16; ++i) {
        if (i == 4 || i == 6 || i == 8 || i == 10)
            out += '-';
        out += digits[data[i] >> 4];
        out += digits[data[i] & 15];
    }
    return out;
}

// Where the values a caller asked about end up in the text.
struct SpanNotes {
    const ShellSpanWanted &wanted;
    std::vector<ShellSpan> &spans;
};

void writeValue(std::string &out, const bson_iter_t *it, int indent, SpanNotes *notes = nullptr,
    const std::string &path = {});

void writeContainer(
    std::string &out, const bson_iter_t *it, int indent, bool array, SpanNotes *notes, const std::string &path)
{
    bson_iter_t child;
    bson_iter_recurse(it, &child);
    bool first = true;
    const std::string pad(size_t(indent + 2), ' ');
    std::string childPath = path; // an element's path is its array's
    while (bson_iter_next(&child)) {
        out += first ? (array ? "[\n" : "{\n") : ",\n";
        first = false;
        out += pad;
        if (!array) {
            const char *key = bson_iter_key(&child);
            out += shellKey(key);
            out += ": ";
            if (notes)
                childPath = path.empty() ? std::string(key) : path + '.' + key;
        }
        writeValue(out, &child, indent + 2, notes, childPath);
    }
    if (first) {
        out += array ? "[]" : "{}";
        return;
    }
    out += '\n' + std::string(size_t(indent), ' ') + (array ? "]" : "}");
}

void writeValue(std::string &out, const bson_iter_t *it, int indent, SpanNotes *notes, const std::string &path)
{
    char buffer[64];
    const size_t begin = out.size();
    const bson_type_t type = bson_iter_type(it);
    switch (type) {
    case BSON_TYPE_DOUBLE: {
        const double value = bson_iter_double(it);
        if (std::isnan(value) || std::isinf(value)) { // printf's "nan" and "inf" are no JavaScript
            out += std::isnan(value) ? "NaN" : value > 0 ? "Infinity" : "-Infinity";
            break;
        }
        std::snprintf(buffer, sizeof buffer, "%.17g", value);
        std::string text = buffer;
        // The shortest text that reads back the same.
        for (int precision = 1; precision <= 17; ++precision) {
            std::snprintf(buffer, sizeof buffer, "%.*g", precision, value);
            if (std::strtod(buffer, nullptr) == value) {
                text = buffer;
                break;
            }
        }
        out += text;
        break;
    }
    case BSON_TYPE_UTF8: {
        uint32_t length = 0;
        const char *text = bson_iter_utf8(it, &length);
        out += shellString(std::string_view(text, length));
        break;
    }
    case BSON_TYPE_DOCUMENT:
        writeContainer(out, it, indent, false, notes, path);
        return;
    case BSON_TYPE_ARRAY:
        writeContainer(out, it, indent, true, notes, path);
        return;
    case BSON_TYPE_BINARY: {
        bson_subtype_t subtype;
        uint32_t length = 0;
        const uint8_t *data = nullptr;
        bson_iter_binary(it, &subtype, &length, &data);
        if (subtype == BSON_SUBTYPE_UUID && length == 16)
            out += "UUID('" + uuidText(data) + "')";
        else
            out += "Binary.createFromBase64('" + base64(data, length) + "', " + std::to_string(int(subtype)) + ")";
        break;
    }
    case BSON_TYPE_OID:
        bson_oid_to_string(bson_iter_oid(it), buffer);
        out += std::string("ObjectId('") + buffer + "')";
        break;
    case BSON_TYPE_BOOL:
        out += bson_iter_bool(it) ? "true" : "false";
        break;
    case BSON_TYPE_DATE_TIME:
        out += dateValue(bson_iter_date_time(it));
        break;
    case BSON_TYPE_NULL:
        out += "null";
        break;
    case BSON_TYPE_REGEX: {
        const char *options = nullptr;
        const char *pattern = bson_iter_regex(it, &options);
        out += "RegExp(" + quoted(pattern) + ", " + quoted(options ? options : "") + ")";
        break;
    }
    case BSON_TYPE_CODE:
        out += "Code(" + shellString(bson_iter_code(it, nullptr)) + ")";
        break;
    case BSON_TYPE_INT32:
        out += std::to_string(bson_iter_int32(it));
        break;
    case BSON_TYPE_TIMESTAMP: {
        uint32_t t = 0;
        uint32_t i = 0;
        bson_iter_timestamp(it, &t, &i);
        out += "Timestamp({ t: " + std::to_string(t) + ", i: " + std::to_string(i) + " })";
        break;
    }
    case BSON_TYPE_INT64:
        out += "Long('" + std::to_string(bson_iter_int64(it)) + "')";
        break;
    case BSON_TYPE_DECIMAL128: {
        bson_decimal128_t value;
        bson_iter_decimal128(it, &value);
        char text[BSON_DECIMAL128_STRING];
        bson_decimal128_to_string(&value, text);
        out += std::string("Decimal128('") + text + "')";
        break;
    }
    case BSON_TYPE_MINKEY:
        out += "MinKey()";
        break;
    case BSON_TYPE_MAXKEY:
        out += "MaxKey()";
        break;
    default:
        out += "undefined";
        break;
    }
    if (notes && notes->wanted(path, type))
        notes->spans.push_back({ begin, out.size(), path });
}

} // namespace

std::string quoted(const std::string &text)
{
    // JSON escaping; U+2028 and U+2029 end a line in older JavaScript.
    std::string out
        = nlohmann::json(text).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    for (const char *separator : { "\xe2\x80\xa8", "\xe2\x80\xa9" }) {
        for (size_t at = out.find(separator); at != std::string::npos; at = out.find(separator, at))
            out.replace(at, 3, separator[2] == '\xa8' ? "\\u2028" : "\\u2029");
    }
    return out;
}

std::string shellValue(const bson_iter_t *it)
{
    std::string out;
    writeValue(out, it, 0);
    return out;
}

namespace {

std::string documentText(const bson_t *document, int indent, SpanNotes *notes)
{
    bson_iter_t it;
    std::string out;
    if (!bson_iter_init(&it, document))
        return "{}";
    // Treat the document as the value of a field to reuse the container writer.
    bson_t wrapper;
    bson_init(&wrapper);
    bson_append_document(&wrapper, "d", 1, document);
    bson_iter_t outer;
    bson_iter_init_find(&outer, &wrapper, "d");
    writeValue(out, &outer, indent, notes);
    bson_destroy(&wrapper);
    return out;
}

} // namespace

std::string shellSyntax(const bson_t *document, int indent)
{
    return documentText(document, indent, nullptr);
}

std::string shellSyntax(
    const bson_t *document, const ShellSpanWanted &wanted, std::vector<ShellSpan> &spans, int indent)
{
    SpanNotes notes { wanted, spans };
    return documentText(document, indent, &notes);
}

std::string shellKey(const std::string &key)
{
    return isIdentifier(key.c_str()) ? key : shellString(key);
}

std::string shellString(std::string_view text)
{
    if (!bson_utf8_validate(text.data(), text.size(), true)) {
        // Bytes that are no UTF-8 show as U+FFFD, as a JSON writer shows them.
        const std::string valid = QString::fromUtf8(text.data(), qsizetype(text.size())).toStdString();
        return shellString(valid);
    }
    // mongosh's choice: single quotes, double ones for text with a single
    // quote and no double one. (Text with both gets its single quotes
    // escaped where mongosh would use backticks, which filters do not read.)
    const bool hasSingle = text.find('\'') != std::string_view::npos;
    const char quote = hasSingle && text.find('"') == std::string_view::npos ? '"' : '\'';
    std::string out(1, quote);
    char escape[8];
    for (size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        switch (c) {
        case '\n':
            out += "\\n";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        case '\\':
            out += "\\\\";
            break;
        default:
            if (c == static_cast<unsigned char>(quote)) {
                out += '\\';
                out += char(c);
            } else if (c < 0x20 || c == 0x7f) {
                std::snprintf(escape, sizeof escape, "\\x%02X", unsigned(c));
                out += escape;
            } else if (c == 0xe2 && i + 2 < text.size() && text[i + 1] == '\x80'
                && (text[i + 2] == '\xa8' || text[i + 2] == '\xa9')) {
                // U+2028 and U+2029 end a line in older JavaScript.
                out += text[i + 2] == '\xa8' ? "\\u2028" : "\\u2029";
                i += 2;
            } else {
                out += char(c);
            }
        }
    }
    return out + quote;
}

} // namespace docmodel
