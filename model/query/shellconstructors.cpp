// SPDX-License-Identifier: GPL-3.0-or-later
// The shell's value constructors as mongosh writes and reads them:
// ObjectId('…'), ISODate('…') and new Date(…), Long, Int32, Double,
// Decimal128 (and their older names), Timestamp, UUID, Binary and BinData,
// Code.
#include "shellparser.h"

#include <QByteArray>
#include <QDateTime>
#include <QRegularExpression>
#include <QTimeZone>

#include <bson/bson.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <limits>

namespace docmodel::shell {

ShellParser::Argument ShellParser::argument()
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

Json ShellParser::construct(std::string_view name, size_t start, int depth)
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

Json ShellParser::objectId(const Argument &arg, size_t start)
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

Json ShellParser::date(const Argument &arg)
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

Json ShellParser::timestamp(int depth)
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

Json ShellParser::uuid(const Argument &arg)
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

Json ShellParser::binaryFromBase64()
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

Json ShellParser::binData()
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

Json ShellParser::binaryValue(const Argument &data, int64_t subType, const QString &shown)
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

} // namespace docmodel::shell
