// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <string>
#include <string_view>

namespace docmodel {

// The one bridge between the model's strings (UTF-8 in std::string) and Qt's.
// Messages that show a user's name use printableText() instead, which also
// escapes control characters.
inline QString toQString(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

inline std::string toStdString(const QString &text)
{
    return text.toStdString();
}

} // namespace docmodel
