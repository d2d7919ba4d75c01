// SPDX-License-Identifier: GPL-3.0-or-later
#include "keynames.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace docmodel {

KeyNameKind keyNameKind(std::string_view key)
{
    std::string letters;
    for (const char c : key.substr(key.rfind('.') + 1))
        if (std::isalnum(static_cast<unsigned char>(c)))
            letters += char(std::tolower(static_cast<unsigned char>(c)));
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
