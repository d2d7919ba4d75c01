// SPDX-License-Identifier: GPL-3.0-or-later
// mongosh's document syntax: objects, arrays, strings, numbers, regular
// expressions and the words that start a value; the value constructors are
// in shellconstructors.cpp.
#include "shellsyntax.h"

#include "shellparser.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

namespace docmodel {

namespace shell {

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

std::optional<int64_t> integerIn(std::string_view text, int64_t min, int64_t max)
{
    int64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value < min || value > max)
        return std::nullopt;
    return value;
}

namespace {

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

} // namespace

Json ShellParser::document()
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

void ShellParser::skipSpace()
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

void ShellParser::expect(char c, const QString &message)
{
    skipSpace();
    if (peek() != c)
        fail(mPos, message);
    ++mPos;
}

std::string_view ShellParser::identifier()
{
    const size_t start = mPos;
    while (mPos < mText.size() && isIdentifierPart(mText[mPos]))
        ++mPos;
    return mText.substr(start, mPos - start);
}

Json ShellParser::object(int depth)
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

std::string ShellParser::objectKey()
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

Json ShellParser::array(int depth)
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

Json ShellParser::value(int depth)
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

std::string ShellParser::string()
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

uint32_t ShellParser::hexDigits(int count)
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

uint32_t ShellParser::unicodeEscape()
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

Json ShellParser::number()
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

Json ShellParser::numberValue(double value)
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

Json ShellParser::regex()
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

Json ShellParser::word(int depth)
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

} // namespace shell

using namespace shell;

void placeInText(std::string_view text, size_t offset, int &line, int &column)
{
    line = 1;
    column = 1;
    for (size_t i = 0; i < offset && i < text.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (c == '\n') {
            ++line;
            column = 1;
        } else if ((c & 0xC0) != 0x80) {
            ++column;
        }
    }
}

ShellDocument parseShellDocument(std::string_view text)
{
    ShellDocument out;
    try {
        out.json = ShellParser(text).document().dump();
    } catch (const ParseFailure &failure) {
        out.offset = failure.offset;
        out.error = failure.message;
        placeInText(text, out.offset, out.line, out.column);
    } catch (const nlohmann::json::exception &) {
        // Text that is not UTF-8 in a string or a key.
        out.offset = 0;
        out.error = ShellSyntax::tr("the text is not UTF-8");
        placeInText(text, out.offset, out.line, out.column);
    }
    return out;
}

} // namespace docmodel
