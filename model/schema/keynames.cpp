// SPDX-License-Identifier: GPL-3.0-or-later
#include "keynames.h"

#include <algorithm>
#include <cctype>

namespace docmodel {

std::string nameLetters(std::string_view name)
{
    std::string letters;
    for (const char c : name)
        if (std::isalnum(static_cast<unsigned char>(c)))
            letters += char(std::tolower(static_cast<unsigned char>(c)));
    return letters;
}

KeyNameKind keyNameKind(std::string_view key)
{
    const std::string letters = nameLetters(key.substr(key.rfind('.') + 1));
    static const char *const descriptive[] = { "name", "title" };
    static const char *const changeable[] = { "email", "mail", "login", "phone", "handle", "slug" };
    const auto endsWith = [&](const char *word) { return letters.ends_with(word); };
    if (std::ranges::any_of(descriptive, endsWith))
        return KeyNameKind::Descriptive;
    if (std::ranges::any_of(changeable, endsWith))
        return KeyNameKind::Changeable;
    return KeyNameKind::Stable;
}

} // namespace docmodel
