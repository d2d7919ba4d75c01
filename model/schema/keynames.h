// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>

namespace docmodel {

// How well a field's name suits a key others refer to, from the last part
// of its path: people change e-mail addresses, logins and handles (unique
// all the same), and names and titles repeat as well as change.
enum class KeyNameKind {
    Stable, // an id, a code: nothing says it changes
    Changeable, // email, login, phone, handle, slug
    Descriptive, // name, title: changes and repeats
};

KeyNameKind keyNameKind(std::string_view key);

// A name's letters and digits in lower case ("Support_Rep-Id" → "supportrepid"),
// to compare names written in different styles.
std::string nameLetters(std::string_view name);

inline bool isChangeableKey(std::string_view key)
{
    return keyNameKind(key) != KeyNameKind::Stable;
}

} // namespace docmodel
