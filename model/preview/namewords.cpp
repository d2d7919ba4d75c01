// SPDX-License-Identifier: GPL-3.0-or-later
#include "namewords.h"

#include <cctype>

namespace docmodel {

std::vector<std::string> nameWords(std::string_view name)
{
    std::vector<std::string> words;
    std::string word;
    char previous = 0;
    const auto finish = [&] {
        if (word.size() > 3 && word.ends_with("ies"))
            word = word.substr(0, word.size() - 3) + 'y';
        else if (word.size() > 3 && word.ends_with('s') && !word.ends_with("ss"))
            word.pop_back();
        if (!word.empty())
            words.push_back(word);
        word.clear();
    };
    for (char c : name) {
        const auto u = static_cast<unsigned char>(c);
        if (!std::isalnum(u) || (std::isupper(u) && std::islower(static_cast<unsigned char>(previous))))
            finish();
        if (std::isalnum(u))
            word += char(std::tolower(u));
        previous = c;
    }
    finish();
    return words;
}

} // namespace docmodel
