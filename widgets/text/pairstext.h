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

// nullopt when a value is not one of E's names.
template <typename E>
std::optional<std::vector<std::pair<std::string, E>>> parsePairs(const QString &text, E fallback)
{
    std::vector<std::pair<std::string, E>> out;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString trimmed = part.trimmed();
        const qsizetype colon = trimmed.lastIndexOf(QLatin1Char(':'));
        const QString name = colon < 0 ? trimmed : trimmed.left(colon).trimmed();
        E value = fallback;
        if (colon >= 0) {
            const auto parsed = fromString<E>(trimmed.mid(colon + 1).trimmed().toStdString());
            if (!parsed)
                return std::nullopt;
            value = *parsed;
        }
        out.push_back({ name.toStdString(), value });
    }
    return out;
}

} // namespace docmodel
