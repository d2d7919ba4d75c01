// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/enumnames.h"
#include "schema/qtstring.h"

#include <QStringList>

#include <optional>
#include <utility>
#include <vector>

namespace docmodel {

// "name:value, name:value" lists, as index keys, filters and sorts are
// typed in the inspector; a name without ":value" takes the fallback.
template <typename E> QString pairsText(const std::vector<std::pair<std::string, E>> &pairs)
{
    QStringList parts;
    for (const auto &[name, value] : pairs)
        parts << toQString(name) + QLatin1Char(':') + QString::fromLatin1(toString(value).data());
    return parts.join(QStringLiteral(", "));
}

// A "name:value" list read, or where it stops being one.
template <typename E> struct ParsedPairs {
    std::vector<std::pair<std::string, E>> pairs;
    QString bad; // the part that is no value of E (or a value with no name)
    qsizetype position = -1; // where `bad` starts in the text, from 0; -1 when all is read

    bool ok() const { return position < 0; }
};

// Reads "name:value, name:value": a value is one of E's names or of
// `shortForms` ("eq" for equality); a name without ":value" takes the fallback.
template <typename E>
ParsedPairs<E> parsePairsAt(const QString &text, E fallback, const std::vector<std::pair<QString, E>> &shortForms = {})
{
    ParsedPairs<E> out;
    qsizetype start = 0;
    while (start <= text.size()) {
        qsizetype end = text.indexOf(QLatin1Char(','), start);
        if (end < 0)
            end = text.size();
        const QString part = text.mid(start, end - start);
        const QString trimmed = part.trimmed();
        if (!trimmed.isEmpty()) {
            const qsizetype at = start + part.indexOf(trimmed.front());
            const qsizetype colon = trimmed.lastIndexOf(QLatin1Char(':'));
            const QString name = colon < 0 ? trimmed : trimmed.left(colon).trimmed();
            E value = fallback;
            if (name.isEmpty()) {
                out.bad = trimmed;
                out.position = at;
                return out;
            }
            if (colon >= 0) {
                const QString word = trimmed.mid(colon + 1).trimmed();
                std::optional<E> parsed = fromString<E>(word.toStdString());
                for (const auto &[form, meaning] : shortForms)
                    if (!parsed && word == form)
                        parsed = meaning;
                if (!parsed) {
                    out.bad = word;
                    out.position = at + colon + 1 + trimmed.mid(colon + 1).indexOf(word);
                    return out;
                }
                value = *parsed;
            }
            out.pairs.push_back({ name.toStdString(), value });
        }
        start = end + 1;
    }
    return out;
}

// nullopt when a value is not one of E's names.
template <typename E>
std::optional<std::vector<std::pair<std::string, E>>> parsePairs(const QString &text, E fallback)
{
    ParsedPairs<E> parsed = parsePairsAt(text, fallback);
    if (!parsed.ok())
        return std::nullopt;
    return std::move(parsed.pairs);
}

} // namespace docmodel
