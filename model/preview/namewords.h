// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace docmodel {

// The words of a name, lower case and singular: "unitPrices" and
// "unit_prices" are {"unit", "price"}. What the preview reads a field's
// meaning from.
std::vector<std::string> nameWords(std::string_view name);

template <size_t N>
bool hasAnyWord(const std::vector<std::string> &words, const char *const (&any)[N])
{
    for (const std::string &word : words)
        for (const char *candidate : any)
            if (word == candidate)
                return true;
    return false;
}

inline bool hasWord(const std::vector<std::string> &words, const char *word)
{
    return std::find(words.begin(), words.end(), word) != words.end();
}

} // namespace docmodel
