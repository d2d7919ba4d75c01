// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>

namespace docmodel {

// JSON pointers (RFC 6901) name where in a model file a problem is.
std::string pointerAppend(const std::string &pointer, std::string_view token);
std::string pointerAppend(const std::string &pointer, size_t index);

} // namespace docmodel
