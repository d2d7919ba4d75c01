// SPDX-License-Identifier: GPL-3.0-or-later
#include "shellsyntax.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QRegularExpression>
#include <QTimeZone>

#include <bson/bson.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>
#include <optional>

namespace docmodel {

namespace {

using Json = nlohmann::ordered_json;

class ShellSyntax
{
    Q_DECLARE_TR_FUNCTIONS(ShellSyntax)
};

// Thrown at the first mistake, with where it is.
struct ParseFailure {
    size_t offset;
    QString message;
};

constexpr int kMaxDepth = 100;

bool isIdentifierStart(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$';
}

bool isIdentifierPart(char c)
{
    return isIdentifierStart(c) || (c >= '0' && c <= '9');
}

QString quotedText(std::string_view text)
{
    return QStringLiteral("\"%1\"").arg(QString::fromUtf8(text.data(), qsizetype(text.size())));
}

// A whole integer of `text` within [min, max], or nullopt.
std::optional<int64_t> integerIn(std::string_view text, int64_t min, int64_t max)
{
    int64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value < min || value > max)
        return std::nullopt;
    return value;
}

void appendUtf8(std::string &out, uint32_t code)
{
    if (code < 0x80) {
        out += char(code);
    } else if (code < 0x800) {
        out += char(0xC0 | (code >> 6));
        out += char(0x80 | (code & 0x3F));
    } else if (code < 0x10000) {
        out += char(0xE0 | (code >> 12));
        out += char(0x80 | ((code >> 6) & 0x3F));
        out += char(0x80 | (code & 0x3F));
    } else {
        out += char(0xF0 | (code >> 18));
        out += char(0x80 | ((code >> 12) & 0x3F));
        out += char(0x80 | ((code >> 6) & 0x3F));
        out += char(0x80 | (code & 0x3F));
    }
}

class Parser
{
public:
    explicit Parser(std::string_view text)
        : mText(text)
    { }

    Json document()
    {
        skipSpace();
        if (peek() != '{')
            fail(mPos, ShellSyntax::tr("a document starts with {, as in {AlbumId: 1}"));
        Json value = object(0);
        skipSpace();
        if (mPos < mText.size())
            fail(mPos, ShellSyntax::tr("unexpected text after the document"));
        return value;
    }

private:
    [[noreturn]] void fail(size_t offset, const QString &message) const
    {
        throw ParseFailure { offset, message };
    }

    char peek() const { return mPos < mText.size() ? mText[mPos] : '\0'; }

    void skipSpace()
    {
        while (mPos < mText.size()) {
            const char c = mText[mPos];
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
                ++mPos;
            } else if (mText.substr(mPos, 2) == "//") {
                while (mPos < mText.size() && mText[mPos] != '\n')
                    ++mPos;
            } else if (mText.substr(mPos, 2) == "/*") {
                const size_t end = mText.find("*/", mPos + 2);
                if (end == std::string_view::npos)
                    fail(mPos, ShellSyntax::tr("the comment is not closed with */"));
                mPos = end + 2;
            } else {
                return;
            }
        }
    }

    void expect(char c, const QString &message)
    {
        skipSpace();
        if (peek() != c)
            fail(mPos, message);
        ++mPos;
    }

    std::string_view identifier()
    {
        const size_t start = mPos;
        while (mPos < mText.size() && isIdentifierPart(mText[mPos]))
            ++mPos;
        return mText.substr(start, mPos - start);
    }

    Json object(int depth)
    {
        if (depth > kMaxDepth)
            fail(mPos,
                ShellSyntax::tr("documents are nested more than %1 levels deep").arg(kMaxDepth));
        ++mPos; // {
        Json out = Json::object();
        skipSpace();
        while (peek() != '}') {
            const std::string key = objectKey();
            expect(':', ShellSyntax::tr("expected : after the key %1").arg(quotedText(key)));
            out[key] = value(depth + 1);
            skipSpace();
            if (peek() == ',') {
                ++mPos;
                skipSpace();
            } else if (peek() != '}') {
                fail(mPos,
                    mPos < mText.size() ? ShellSyntax::tr("expected , or } after the value of %1")
                                              .arg(quotedText(key))
                                        : ShellSyntax::tr("the document is not closed with }"));
            }
        }
        ++mPos; // }
        return out;
    }

    std::string objectKey()
    {
        const char c = peek();
        if (c == '"' || c == '\'')
            return string();
        if (isIdentifierStart(c) || (c >= '0' && c <= '9'))
            return std::string(identifier());
        fail(mPos,
            mPos < mText.size() ? ShellSyntax::tr("expected a field name")
                                : ShellSyntax::tr("the document is not closed with }"));
    }

    Json array(int depth)
    {
        if (depth > kMaxDepth)
            fail(mPos,
                ShellSyntax::tr("documents are nested more than %1 levels deep").arg(kMaxDepth));
        ++mPos; // [
        Json out = Json::array();
        skipSpace();
        while (peek() != ']') {
            out.push_back(value(depth + 1));
            skipSpace();
            if (peek() == ',') {
                ++mPos;
                skipSpace();
            } else if (peek() != ']') {
                fail(mPos,
                    mPos < mText.size() ? ShellSyntax::tr("expected , or ] in the array")
                                        : ShellSyntax::tr("the array is not closed with ]"));
            }
        }
        ++mPos; // ]
        return out;
    }

    Json value(int depth)
    {
        skipSpace();
        const char c = peek();
        if (c == '{')
            return object(depth);
        if (c == '[')
            return array(depth);
        if (c == '"' || c == '\'')
            return string();
        if (c == '/')
            return regex();
        if (c == '-' || c == '+' || c == '.' || (c >= '0' && c <= '9'))
            return number();
        if (isIdentifierStart(c))
            return word(depth);
        fail(mPos,
            mPos < mText.size() ? ShellSyntax::tr("expected a value")
                                : ShellSyntax::tr("the text ends where a value should be"));
    }

    std::string string()
    {
        const size_t start = mPos;
        const char quote = mText[mPos++];
        std::string out;
        while (true) {
            if (mPos >= mText.size() || mText[mPos] == '\n')
                fail(start,
                    ShellSyntax::tr("the string is not closed with %1").arg(QLatin1Char(quote)));
            const char c = mText[mPos++];
            if (c == quote)
                return out;
            if (c != '\\') {
                out += c;
                continue;
            }
            if (mPos >= mText.size())
                fail(start,
                    ShellSyntax::tr("the string is not closed with %1").arg(QLatin1Char(quote)));
            const char e = mText[mPos++];
            switch (e) {
            case 'n':
                out += '\n';
                break;
            case 't':
                out += '\t';
                break;
            case 'r':
                out += '\r';
                break;
            case 'b':
                out += '\b';
                break;
            case 'f':
                out += '\f';
                break;
            case 'v':
                out += '\v';
                break;
            case '0':
                out += '\0';
                break;
            case 'x':
                appendUtf8(out, hexDigits(2));
                break;
            case 'u':
                appendUtf8(out, unicodeEscape());
                break;
            default:
                out += e;
                break; // \\ \' \" \/ and the rest as themselves, as in JavaScript
            }
        }
    }

    uint32_t hexDigits(int count)
    {
        const size_t start = mPos - 2;
        uint32_t code = 0;
        for (int i = 0; i < count; ++i) {
            const char h = peek();
            const int digit = h >= '0' && h <= '9' ? h - '0'
                : h >= 'a' && h <= 'f'             ? h - 'a' + 10
                : h >= 'A' && h <= 'F'             ? h - 'A' + 10
                                                   : -1;
            if (digit < 0)
                fail(start, ShellSyntax::tr("the escape needs %1 hexadecimal digits").arg(count));
            code = code * 16 + uint32_t(digit);
            ++mPos;
        }
        return code;
    }

    uint32_t unicodeEscape()
    {
        const uint32_t code = hexDigits(4);
        if (code >= 0xD800 && code <= 0xDBFF && mText.substr(mPos, 2) == "\\u") {
            mPos += 2;
            const uint32_t low = hexDigits(4);
            if (low >= 0xDC00 && low <= 0xDFFF)
                return 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
        }
        if (code >= 0xD800 && code <= 0xDFFF)
            return 0xFFFD; // a lone surrogate has no UTF-8
        return code;
    }

    Json number()
    {
        const size_t start = mPos;
        if (peek() == '-' || peek() == '+')
            ++mPos;
        if (mText.substr(mPos, 8) == "Infinity") {
            mPos += 8;
            return { { "$numberDouble", mText[start] == '-' ? "-Infinity" : "Infinity" } };
        }
        while (mPos < mText.size()
            && (std::isalnum(static_cast<unsigned char>(mText[mPos])) || mText[mPos] == '.'
                || ((mText[mPos] == '-' || mText[mPos] == '+')
                    && (mText[mPos - 1] == 'e' || mText[mPos - 1] == 'E'))))
            ++mPos;
        std::string literal(mText.substr(start, mPos - start));
        if (!literal.empty() && literal.front() == '+')
            literal.erase(0, 1);
        double value = 0;
        const bool hex
            = literal.size() > 2 && literal.substr(literal.front() == '-' ? 1 : 0, 2) == "0x";
        if (hex) {
            const bool negative = literal.front() == '-';
            uint64_t parsed = 0;
            const std::string digits = literal.substr(negative ? 3 : 2);
            const auto [end, error]
                = std::from_chars(digits.data(), digits.data() + digits.size(), parsed, 16);
            if (error != std::errc() || end != digits.data() + digits.size())
                fail(start, ShellSyntax::tr("%1 is not a number").arg(quotedText(literal)));
            value = negative ? -double(parsed) : double(parsed);
        } else {
            const auto [end, error]
                = std::from_chars(literal.data(), literal.data() + literal.size(), value);
            if (error != std::errc() || end != literal.data() + literal.size())
                fail(start, ShellSyntax::tr("%1 is not a number").arg(quotedText(literal)));
        }
        return numberValue(value);
    }

    // As mongosh sends a JavaScript number: an int when it is whole and
    // fits, a double otherwise.
    static Json numberValue(double value)
    {
        if (std::isfinite(value) && value == std::trunc(value)
            && value >= std::numeric_limits<int32_t>::min()
            && value <= std::numeric_limits<int32_t>::max() && !(value == 0 && std::signbit(value)))
            return { { "$numberInt", std::to_string(int32_t(value)) } };
        if (std::isnan(value))
            return { { "$numberDouble", "NaN" } };
        if (std::isinf(value))
            return { { "$numberDouble", value > 0 ? "Infinity" : "-Infinity" } };
        char buffer[32];
        const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
        std::string text(buffer, result.ptr);
        if (text.find_first_of(".e") == std::string::npos)
            text += ".0";
        return { { "$numberDouble", text } };
    }

    Json regex()
    {
        const size_t start = mPos++;
        std::string pattern;
        bool inClass = false;
        while (true) {
            if (mPos >= mText.size() || mText[mPos] == '\n')
                fail(start, ShellSyntax::tr("the regular expression is not closed with /"));
            const char c = mText[mPos++];
            if (c == '/' && !inClass)
                break;
            if (c == '[')
                inClass = true;
            else if (c == ']')
                inClass = false;
            pattern += c;
            if (c == '\\' && mPos < mText.size())
                pattern += mText[mPos++];
        }
        const size_t flagsAt = mPos;
        std::string flags(identifier());
        for (char flag : flags)
            if (std::string_view("imsxul").find(flag) == std::string_view::npos)
                fail(flagsAt,
                    ShellSyntax::tr(
                        "%1 is not a regular expression option MongoDB knows (i, m, s, x, u)")
                        .arg(QLatin1Char(flag)));
        std::sort(flags.begin(), flags.end());
        flags.erase(std::unique(flags.begin(), flags.end()), flags.end());
        return { { "$regularExpression", { { "pattern", pattern }, { "options", flags } } } };
    }

    // true, false, null, undefined, Infinity, NaN and the shell's constructors.
    Json word(int depth)
    {
        const size_t start = mPos;
        std::string_view name = identifier();
        if (name == "true" || name == "false")
            return name == "true";
        if (name == "null")
            return nullptr;
        if (name == "undefined")
            return { { "$undefined", true } };
        if (name == "NaN")
            return { { "$numberDouble", "NaN" } };
        if (name == "Infinity")
            return { { "$numberDouble", "Infinity" } };
        if (name == "new") {
            skipSpace();
            if (!isIdentifierStart(peek()))
                fail(
                    mPos, ShellSyntax::tr("expected a constructor after new, such as new Date(…)"));
            name = identifier();
        }
        if (name == "Binary" && peek() == '.') {
            // mongosh 2 prints binary data as Binary.createFromBase64(…).
            ++mPos;
            if (identifier() != "createFromBase64")
                fail(start, ShellSyntax::tr("Binary's data is read with Binary.createFromBase64('…', subtype)"));
            name = "Binary.createFromBase64";
        }
        if (name == "MinKey" || name == "MaxKey") {
            skipSpace();
            if (peek() == '(') {
                ++mPos;
                expect(')', ShellSyntax::tr("%1 takes no arguments").arg(quotedText(name)));
            }
            return { { name == "MinKey" ? "$minKey" : "$maxKey", 1 } };
        }
        skipSpace();
        if (peek() != '(')
            fail(start,
                ShellSyntax::tr("%1 is not a value: quote text, as in 'rock'")
                    .arg(quotedText(name)));
        ++mPos;
        const Json made = construct(name, start, depth);
        expect(')',
            ShellSyntax::tr("expected ) to close %1(")
                .arg(QString::fromUtf8(name.data(), qsizetype(name.size()))));
        return made;
    }

    // The argument of a one-argument constructor: a string or a number, as
    // written (the number's literal text).
    struct Argument {
        std::string text;
        bool isString = false;
        bool present = false;
        size_t offset = 0;
    };

    Argument argument()
    {
        skipSpace();
        Argument out;
        out.offset = mPos;
        const char c = peek();
        if (c == ')')
            return out;
        out.present = true;
        if (c == '"' || c == '\'') {
            out.text = string();
            out.isString = true;
            return out;
        }
        const size_t start = mPos;
        if (c == '-' || c == '+')
            ++mPos;
        while (mPos < mText.size()
            && (std::isalnum(static_cast<unsigned char>(mText[mPos])) || mText[mPos] == '.'))
            ++mPos;
        if (mPos == start)
            fail(start, ShellSyntax::tr("expected a string or a number"));
        out.text = std::string(mText.substr(start, mPos - start));
        if (!out.text.empty() && out.text.front() == '+')
            out.text.erase(0, 1);
        return out;
    }

    Json construct(std::string_view name, size_t start, int depth)
    {
        const QString shown = QString::fromUtf8(name.data(), qsizetype(name.size()));
        if (name == "ObjectId")
            return objectId(argument(), start);
        if (name == "ISODate" || name == "Date")
            return date(argument());
        if (name == "NumberLong" || name == "NumberInt" || name == "Long" || name == "Int32") {
            const Argument arg = argument();
            const bool isLong = name == "NumberLong" || name == "Long";
            const auto value = integerIn(arg.text,
                isLong ? std::numeric_limits<int64_t>::min() : std::numeric_limits<int32_t>::min(),
                isLong ? std::numeric_limits<int64_t>::max() : std::numeric_limits<int32_t>::max());
            if (!arg.present || !value)
                fail(arg.offset,
                    ShellSyntax::tr("%1 takes a whole number that fits in %2 bits")
                        .arg(shown)
                        .arg(isLong ? 64 : 32));
            return { { isLong ? "$numberLong" : "$numberInt", std::to_string(*value) } };
        }
        if (name == "NumberDecimal" || name == "Decimal128") {
            const Argument arg = argument();
            bson_decimal128_t decimal;
            if (!arg.present || !bson_decimal128_from_string(arg.text.c_str(), &decimal))
                fail(arg.offset,
                    ShellSyntax::tr("%1 takes a decimal number, as in %1(\"9.99\")").arg(shown));
            return { { "$numberDecimal", arg.text } };
        }
        if (name == "Double") {
            const Argument arg = argument();
            char *end = nullptr;
            if (arg.present && !arg.text.empty())
                std::strtod(arg.text.c_str(), &end);
            if (!end || *end != '\0')
                fail(arg.offset, ShellSyntax::tr("%1 takes a number, as in %1(1.5)").arg(shown));
            return { { "$numberDouble", arg.text } };
        }
        if (name == "Timestamp")
            return timestamp(depth);
        if (name == "UUID")
            return uuid(argument());
        if (name == "BinData")
            return binData();
        if (name == "Binary.createFromBase64")
            return binaryFromBase64();
        if (name == "Code") { // JavaScript kept in a document, as mongosh prints it
            const Argument code = argument();
            if (!code.isString)
                fail(code.offset, ShellSyntax::tr("Code takes its JavaScript as text, as in Code('x = 1')"));
            return { { "$code", code.text } };
        }
        fail(start,
            ShellSyntax::tr("%1 is not a function the filter knows; use ObjectId, ISODate, new Date, Long, "
                            "Int32, Double, Decimal128 (or NumberLong, NumberInt, NumberDecimal), Timestamp, "
                            "UUID, Binary.createFromBase64, BinData, MinKey or MaxKey")
                .arg(quotedText(name)));
    }

    Json objectId(const Argument &arg, size_t start)
    {
        if (!arg.present) {
            fail(start,
                ShellSyntax::tr(
                    "ObjectId takes its 24 hexadecimal digits, as in ObjectId(\"65a1…\")"));
        }
        if (!arg.isString || !bson_oid_is_valid(arg.text.c_str(), arg.text.size())
            || arg.text.size() != 24)
            fail(arg.offset, ShellSyntax::tr("an ObjectId is 24 hexadecimal digits"));
        std::string lower = arg.text;
        std::transform(lower.begin(), lower.end(), lower.begin(),
            [](unsigned char c) { return char(std::tolower(c)); });
        return { { "$oid", lower } };
    }

    Json date(const Argument &arg)
    {
        qint64 ms = 0;
        if (!arg.present) {
            ms = QDateTime::currentMSecsSinceEpoch();
        } else if (!arg.isString) {
            const auto value = integerIn(
                arg.text, std::numeric_limits<int64_t>::min(), std::numeric_limits<int64_t>::max());
            if (!value)
                fail(arg.offset,
                    ShellSyntax::tr("a date is a string such as \"2024-01-31T12:00:00Z\" or "
                                    "milliseconds since 1970"));
            ms = *value;
        } else {
            const QString text = QString::fromStdString(arg.text);
            // Without a zone the shell reads UTC, as ISODate does.
            static const QRegularExpression zoned(QStringLiteral("(Z|[+-]\\d\\d(:?\\d\\d)?)$"));
            QDateTime parsed = QDateTime::fromString(text, Qt::ISODateWithMs);
            if (parsed.isValid() && !zoned.match(text).hasMatch())
                parsed = QDateTime(parsed.date(), parsed.time(), QTimeZone::utc());
            if (!parsed.isValid())
                fail(arg.offset,
                    ShellSyntax::tr(
                        "%1 is not a date such as \"2024-01-31\" or \"2024-01-31T12:00:00Z\"")
                        .arg(quotedText(arg.text)));
            ms = parsed.toMSecsSinceEpoch();
        }
        return { { "$date", { { "$numberLong", std::to_string(ms) } } } };
    }

    Json timestamp(int depth)
    {
        skipSpace();
        uint32_t t = 0, i = 0;
        auto part = [&](const QString &what) {
            const Argument arg = argument();
            const auto value = integerIn(arg.text, 0, std::numeric_limits<uint32_t>::max());
            if (!arg.present || arg.isString || !value)
                fail(arg.offset,
                    ShellSyntax::tr("Timestamp's %1 is a whole number from 0 to 4294967295")
                        .arg(what));
            return uint32_t(*value);
        };
        if (peek() == '{') {
            const Json fields = object(depth + 1);
            const auto read = [&](const char *key) -> uint32_t {
                const auto it = fields.find(key);
                if (it == fields.end() || !it->is_object() || !it->contains("$numberInt"))
                    fail(mPos,
                        ShellSyntax::tr("Timestamp({t: …, i: …}) needs whole numbers t and i"));
                return uint32_t(std::stoll(it->at("$numberInt").get<std::string>()));
            };
            t = read("t");
            i = read("i");
        } else {
            t = part(QStringLiteral("t"));
            expect(',',
                ShellSyntax::tr("Timestamp takes two numbers, as in Timestamp(1700000000, 1)"));
            i = part(QStringLiteral("i"));
        }
        return { { "$timestamp", { { "t", t }, { "i", i } } } };
    }

    Json uuid(const Argument &arg)
    {
        std::string hex;
        for (char c : arg.text)
            if (c != '-')
                hex += c;
        const QByteArray bytes = QByteArray::fromHex(QByteArray::fromStdString(hex));
        if (!arg.isString || hex.size() != 32 || bytes.size() != 16
            || !std::all_of(hex.begin(), hex.end(),
                [](char c) { return std::isxdigit(static_cast<unsigned char>(c)); }))
            fail(arg.offset,
                ShellSyntax::tr("a UUID is 32 hexadecimal digits, as in UUID(\"0e9a3f2c-…\")"));
        return { { "$binary",
            { { "base64", bytes.toBase64().toStdString() }, { "subType", "04" } } } };
    }

    // Binary.createFromBase64(data, subtype): the subtype is 0 when left out.
    Json binaryFromBase64()
    {
        const Argument data = argument();
        std::optional<int64_t> subType = 0;
        Argument type;
        skipSpace();
        if (peek() == ',') {
            ++mPos;
            type = argument();
            subType = integerIn(type.text, 0, 255);
        }
        if (!subType || type.isString)
            fail(type.offset, ShellSyntax::tr("a binary subtype is a number from 0 to 255"));
        return binaryValue(data, *subType, QStringLiteral("Binary.createFromBase64"));
    }

    Json binData()
    {
        const Argument type = argument();
        const auto subType = integerIn(type.text, 0, 255);
        if (!type.present || type.isString || !subType)
            fail(type.offset,
                ShellSyntax::tr("BinData takes a subtype from 0 to 255 and base64 text, as in "
                                "BinData(0, \"AQID\")"));
        expect(',',
            ShellSyntax::tr("BinData takes a subtype from 0 to 255 and base64 text, as in "
                            "BinData(0, \"AQID\")"));
        return binaryValue(argument(), *subType, QStringLiteral("BinData"));
    }

    Json binaryValue(const Argument &data, int64_t subType, const QString &shown)
    {
        const QByteArray text = QByteArray::fromStdString(data.text);
        const auto decoded
            = QByteArray::fromBase64Encoding(text, QByteArray::AbortOnBase64DecodingErrors);
        if (!data.isString || !decoded)
            fail(data.offset, ShellSyntax::tr("%1's data is base64 text").arg(shown));
        char hex[3];
        std::snprintf(hex, sizeof hex, "%02x", unsigned(subType));
        return { { "$binary", { { "base64", data.text }, { "subType", hex } } } };
    }

    std::string_view mText;
    size_t mPos = 0;
};

void placeError(ShellDocument &out, std::string_view text)
{
    out.line = 1;
    out.column = 1;
    for (size_t i = 0; i < out.offset && i < text.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (c == '\n') {
            ++out.line;
            out.column = 1;
        } else if ((c & 0xC0) != 0x80) {
            ++out.column;
        }
    }
}

} // namespace

ShellDocument parseShellDocument(std::string_view text)
{
    ShellDocument out;
    try {
        out.json = Parser(text).document().dump();
    } catch (const ParseFailure &failure) {
        out.offset = failure.offset;
        out.error = failure.message;
        placeError(out, text);
    } catch (const nlohmann::json::exception &) {
        // Text that is not UTF-8 in a string or a key.
        out.offset = 0;
        out.error = ShellSyntax::tr("the text is not UTF-8");
        placeError(out, text);
    }
    return out;
}

} // namespace docmodel
