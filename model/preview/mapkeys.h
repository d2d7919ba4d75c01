// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "samplerandom.h"

#include <string>

namespace docmodel {

// A key for the n-th entry of a map whose keys match `pattern`: an ObjectId
// in hex, a number, a date, a UUID or a hex hash, whichever matches (the
// preview tries them in that order); "key1", "key2", ... when none does or
// there is no pattern.
std::string sampleMapKey(const std::string &pattern, SampleRandom &random, int n);

} // namespace docmodel
