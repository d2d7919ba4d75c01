// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonpointer.h"

namespace docmodel {

std::string pointerAppend(const std::string &pointer, std::string_view token)
{
    std::string out = pointer + '/';
    for (char c : token) {
        if (c == '~')
            out += "~0";
        else if (c == '/')
            out += "~1";
        else
            out += c;
    }
    return out;
}

std::string pointerAppend(const std::string &pointer, size_t index)
{
    return pointer + '/' + std::to_string(index);
}

} // namespace docmodel
