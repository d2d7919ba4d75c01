// SPDX-License-Identifier: GPL-3.0-or-later
#include "samplepattern.h"

#include <cstdlib>
#include <cstring>

namespace docmodel {

std::string stringForPattern(const std::string &pattern, SampleRandom &rng)
{
    std::string out;
    size_t i = 0;
    if (i < pattern.size() && pattern[i] == '^')
        ++i;
    while (i < pattern.size()) {
        std::string choices;
        const char c = pattern[i];
        if (c == '$' && i + 1 == pattern.size())
            break;
        if (c == '[') {
            const size_t close = pattern.find(']', i);
            if (close == std::string::npos || pattern[i + 1] == '^')
                return {};
            for (size_t j = i + 1; j < close; ++j) {
                if (j + 2 < close && pattern[j + 1] == '-') {
                    for (char k = pattern[j]; k <= pattern[j + 2]; ++k)
                        choices += k;
                    j += 2;
                } else {
                    choices += pattern[j];
                }
            }
            i = close + 1;
        } else if (c == '\\' && i + 1 < pattern.size()) {
            const char e = pattern[i + 1];
            if (e == 'd')
                choices = "0123456789";
            else if (e == 'w')
                choices = "abcdefghijklmnopqrstuvwxyz0123456789";
            else if (std::strchr(".-+*?()[]{}\\/^$|", e))
                choices = std::string(1, e);
            else
                return {};
            i += 2;
        } else if (std::strchr("()|.*+?{", c)) {
            return {}; // groups, alternation and wildcards are beyond this generator
        } else {
            choices = std::string(1, c);
            ++i;
        }
        int64_t low = 1;
        int64_t high = 1;
        if (i < pattern.size() && pattern[i] == '{') {
            const size_t close = pattern.find('}', i);
            if (close == std::string::npos)
                return {};
            const std::string counts = pattern.substr(i + 1, close - i - 1);
            const size_t comma = counts.find(',');
            low = std::atoll(counts.substr(0, comma).c_str());
            high = comma == std::string::npos
                ? low
                : (comma + 1 < counts.size() ? std::atoll(counts.substr(comma + 1).c_str())
                                             : low + 5);
            i = close + 1;
        } else if (i < pattern.size()
            && (pattern[i] == '+' || pattern[i] == '*' || pattern[i] == '?')) {
            low = pattern[i] == '+' ? 1 : 0;
            high = pattern[i] == '?' ? 1 : low + 6;
            ++i;
        }
        if (choices.empty() || high > 1000)
            return {};
        for (int64_t n = rng.range(low, high); n > 0; --n)
            out += choices[rng.next() % choices.size()];
    }
    return out;
}

} // namespace docmodel
