// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>

namespace docmodel {

// The text as a regular expression that matches it literally, fit for a
// mongosh /…/ literal and a $jsonSchema pattern alike ("/" escaped too).
std::string regexEscape(const std::string &text);

} // namespace docmodel
