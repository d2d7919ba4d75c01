// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "loaderror.h"
#include "textposition.h"
#include "schema/enumnames.h"
#include "schema/field.h"
#include "schema/jsonpointer.h"

#include <QCoreApplication>
#include <QString>

#include <initializer_list>
#include <string>
#include <string_view>

namespace docmodel {

// Thrown inside model/io only; the public functions turn it into a LoadError.
struct ReadFailure {
    std::string pointer;
    QString message;
    int line = 0;
    int column = 0;
};

// Line and column (1-based, columns in bytes) of a byte offset in a text.
TextPosition textPositionOf(std::string_view text, size_t offset);

// The error a reader reports for a failure in the file named source.
LoadError loadErrorOf(const QString &source, const ReadFailure &failure);

// Parses JSON text, rejecting duplicate keys (a silent drop otherwise) and
// reporting syntax errors with a 1-based line and column.
JsonValue parseJsonStrict(std::string_view text);

// "a string", "an array", ...: how a JSON value is named in messages.
QString jsonKindName(const JsonValue &value);

// Reads one JSON object, checking each value's type and refusing keys it
// does not know. Every failure names the JSON pointer of the value.
class ObjectReader
{
    Q_DECLARE_TR_FUNCTIONS(ObjectReader)

public:
    ObjectReader(const JsonValue &value, std::string pointer,
        std::initializer_list<std::string_view> allowedKeys);

    const std::string &pointer() const { return mPointer; }
    std::string pointerOf(std::string_view key) const { return pointerAppend(mPointer, key); }
    bool has(std::string_view key) const;
    const JsonValue *find(std::string_view key) const;

    std::string requiredString(std::string_view key) const;
    std::string string(std::string_view key, const std::string &fallback = {}) const;
    bool boolean(std::string_view key, bool fallback = false) const;
    int64_t integer(std::string_view key, int64_t fallback = 0) const;
    std::optional<int64_t> optionalInteger(std::string_view key) const;
    double number(std::string_view key, double fallback = 0) const;
    std::optional<double> optionalNumber(std::string_view key) const;
    std::vector<std::string> stringArray(std::string_view key) const;
    // An object value kept as it is written (filters, collations); null when absent.
    JsonValue object(std::string_view key) const;
    // The array at key (empty when absent), failing when it is not an array.
    const JsonValue &array(std::string_view key) const;

    template <typename E> E enumValue(std::string_view key, E fallback) const
    {
        const JsonValue *value = find(key);
        return value ? enumFrom<E>(*value, pointerOf(key)) : fallback;
    }
    template <typename E> E requiredEnum(std::string_view key) const
    {
        return enumFrom<E>(required(key), pointerOf(key));
    }
    template <typename E> static E enumFrom(const JsonValue &value, const std::string &pointer)
    {
        const std::string name = stringFrom(value, pointer);
        if (auto result = fromString<E>(name))
            return *result;
        throw ReadFailure { pointer,
            tr("unknown value \"%1\"; expected %2")
                .arg(QString::fromStdString(name), QString::fromStdString(expectedNames<E>())) };
    }
    static std::string stringFrom(const JsonValue &value, const std::string &pointer);
    static int64_t integerFrom(const JsonValue &value, const std::string &pointer);
    [[noreturn]] static void fail(
        const std::string &pointer, const QString &expected, const JsonValue &found);

private:
    const JsonValue &required(std::string_view key) const;

    const JsonValue &mValue;
    std::string mPointer;
};

} // namespace docmodel
