// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <bson/bson.h>

#include <string>

namespace docmodel {

// A document as mongosh shows and accepts it: ObjectId("..."),
// ISODate("..."), NumberDecimal("..."), NumberLong("..."), indented.
std::string shellSyntax(const bson_t *document, int indent = 0);

// One value (the one an iterator is at) in mongosh syntax, on one line.
std::string shellValue(const bson_iter_t *it);

// A string as a double-quoted JavaScript/JSON literal that cannot break out.
std::string quoted(const std::string &text);

} // namespace docmodel
