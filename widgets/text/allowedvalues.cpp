// SPDX-License-Identifier: GPL-3.0-or-later
#include "allowedvalues.h"

#include "schema/qtstring.h"

#include <QCoreApplication>

#include <algorithm>

namespace docmodel {

namespace {

class AllowedText
{
    Q_DECLARE_TR_FUNCTIONS(AllowedValues)
};

bool isNumeric(BsonType type)
{
    return type == BsonType::Int || type == BsonType::Long || type == BsonType::Double
        || type == BsonType::Decimal;
}

bool onlyNumbers(const std::vector<BsonType> &types)
{
    return !types.empty() && std::all_of(types.begin(), types.end(), isNumeric);
}

bool allowsText(const std::vector<BsonType> &types)
{
    return types.empty() || std::find(types.begin(), types.end(), BsonType::String) != types.end();
}

QString itemText(const JsonValue &value)
{
    return value.is_string() ? toQString(value.get<std::string>()) : toQString(value.dump());
}

} // namespace

std::optional<JsonValue> parseAllowedValue(
    const QString &item, const std::vector<BsonType> &types, QString *why)
{
    const QString text = item.trimmed();
    if (text.isEmpty()) {
        *why = AllowedText::tr("an allowed value is empty");
        return std::nullopt;
    }
    const JsonValue parsed = JsonValue::parse(text.toStdString(), nullptr, false);
    if (onlyNumbers(types)) {
        if (parsed.is_number())
            return parsed;
        *why = AllowedText::tr("%1 is not a number").arg(text);
        return std::nullopt;
    }
    // A quoted value is a string, as in JSON; other JSON (numbers, true,
    // null) only where the field cannot hold the text itself.
    if (parsed.is_string()
        || (!parsed.is_discarded() && !parsed.is_structured() && !allowsText(types)))
        return parsed;
    if (allowsText(types))
        return JsonValue(text.toStdString());
    *why = AllowedText::tr("%1 is not a value of this field's type").arg(text);
    return std::nullopt;
}

std::optional<std::vector<JsonValue>> parseAllowedValues(
    const QString &text, const std::vector<BsonType> &types, QString *why)
{
    const QString trimmed = text.trimmed();
    std::vector<JsonValue> values;
    if (trimmed.startsWith(QLatin1Char('['))) {
        const JsonValue parsed = JsonValue::parse(trimmed.toStdString(), nullptr, false);
        if (!parsed.is_array()) {
            *why = AllowedText::tr("this is not a JSON array; write the values separated by "
                                   "commas, or a JSON array such as [\"new\", \"done\"]");
            return std::nullopt;
        }
        values.assign(parsed.begin(), parsed.end());
        return values;
    }
    for (const QString &part : trimmed.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (part.trimmed().isEmpty())
            continue;
        const auto value = parseAllowedValue(part, types, why);
        if (!value)
            return std::nullopt;
        values.push_back(*value);
    }
    return values;
}

QString allowedValuesText(const std::vector<JsonValue> &values, const std::vector<BsonType> &types)
{
    QStringList items;
    for (const JsonValue &value : values) {
        const QString item = itemText(value);
        QString ignored;
        const auto back = parseAllowedValue(item, types, &ignored);
        if (item.contains(QLatin1Char(',')) || item.trimmed() != item || !back || *back != value) {
            JsonValue array = JsonValue::array();
            for (const JsonValue &v : values)
                array.push_back(v);
            return toQString(array.dump());
        }
        items << item;
    }
    return items.join(QStringLiteral(", "));
}

QStringList allowedValueItems(const std::vector<JsonValue> &values)
{
    QStringList items;
    for (const JsonValue &value : values)
        items << itemText(value);
    return items;
}

} // namespace docmodel
