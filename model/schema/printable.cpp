// SPDX-License-Identifier: GPL-3.0-or-later
#include "printable.h"

#include <algorithm>

namespace docmodel {

QString printableText(std::string_view text)
{
    const QString decoded = QString::fromUtf8(text.data(), qsizetype(text.size()));
    QString out;
    out.reserve(decoded.size());
    for (const QChar c : decoded) {
        if (c == QLatin1Char('\n'))
            out += QStringLiteral("\\n");
        else if (c == QLatin1Char('\t'))
            out += QStringLiteral("\\t");
        else if (c == QLatin1Char('\r'))
            out += QStringLiteral("\\r");
        else if (c.category() == QChar::Other_Control)
            out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out;
}

bool hasControlCharacter(std::string_view text)
{
    return std::ranges::any_of(text, [](char c) { return (c > 0 && c < 0x20) || c == 0x7f; });
}

} // namespace docmodel
