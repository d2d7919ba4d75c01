// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/field.h"

#include <QStringList>

#include <optional>
#include <vector>

namespace docmodel {

// A field's allowed values as a person types them: "new, done, archived"
// (each value read by the field's type: numbers for a number field, text
// for a string field) or a JSON array. nullopt with `why` set when a value
// cannot be one of the field's; "" means any value.
std::optional<std::vector<JsonValue>> parseAllowedValues(
    const QString &text, const std::vector<BsonType> &types, QString *why);
// One value of the list editor, read the same way.
std::optional<JsonValue> parseAllowedValue(
    const QString &item, const std::vector<BsonType> &types, QString *why);

// Shown as a plain list when every value reads back as itself, else as
// a JSON array; and one item per value for the list editor.
QString allowedValuesText(const std::vector<JsonValue> &values, const std::vector<BsonType> &types);
QStringList allowedValueItems(const std::vector<JsonValue> &values);

} // namespace docmodel
