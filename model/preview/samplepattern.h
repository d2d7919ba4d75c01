// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "samplerandom.h"

#include <string>

namespace docmodel {

// A string that matches a simple regular expression (classes, escapes and
// counted repeats); empty when the pattern is beyond that.
std::string stringForPattern(const std::string &pattern, SampleRandom &rng);

} // namespace docmodel
