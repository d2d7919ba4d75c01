// SPDX-License-Identifier: GPL-3.0-or-later
#include "datestrings.h"

#include <QRegularExpression>

#include <algorithm>
#include <utility>

namespace docmodel {

QString dateStringFormat(const std::vector<std::string> &texts)
{
    static const std::pair<const char *, QRegularExpression> formats[] = {
        { "YYYY-MM-DD", QRegularExpression(QStringLiteral(R"re(^\d{4}-[01]\d-[0-3]\d$)re")) },
        { "ISO 8601", QRegularExpression(QStringLiteral(
                          R"re(^\d{4}-[01]\d-[0-3]\d[T ][0-2]\d:[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-][0-2]\d:?[0-5]\d)?$)re")) },
        { "DD/MM/YYYY or MM/DD/YYYY", QRegularExpression(QStringLiteral(R"re(^[0-3]?\d/[0-3]?\d/\d{4}$)re")) },
        { "DD.MM.YYYY", QRegularExpression(QStringLiteral(R"re(^[0-3]?\d\.[01]?\d\.\d{4}$)re")) },
        { "RFC 2822", QRegularExpression(QStringLiteral(
                          R"re(^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), [0-3]?\d (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) )re"
                          R"re(\d{4} [0-2]\d:[0-5]\d(:[0-5]\d)? ([+-]\d{4}|GMT|UTC)$)re")) },
    };
    if (texts.empty())
        return {};
    for (const auto &format : formats) {
        const QRegularExpression &pattern = format.second; // clang 14 cannot capture a structured binding
        const bool all = std::all_of(texts.begin(), texts.end(),
            [&](const std::string &text) { return pattern.match(QString::fromStdString(text)).hasMatch(); });
        if (all)
            return QString::fromLatin1(format.first);
    }
    return {};
}

std::vector<std::string> stringValues(const std::vector<JsonValue> &values)
{
    std::vector<std::string> texts;
    for (const JsonValue &value : values)
        if (value.is_string())
            texts.push_back(value.get<std::string>());
    return texts;
}

} // namespace docmodel
