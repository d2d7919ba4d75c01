// SPDX-License-Identifier: GPL-3.0-or-later
#include "regexescape.h"

#include <cstring>

namespace docmodel {

std::string regexEscape(const std::string &text)
{
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        if (c != '\0' && std::strchr("\\^$.|?*+()[]{}/", c))
            out += '\\';
        out += c;
    }
    return out;
}

} // namespace docmodel
