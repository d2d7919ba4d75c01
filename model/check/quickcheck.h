// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>

namespace docmodel::check {

class JsonSchema;

// The first try of JsonSchema::matches: a walk over the BSON bytes that
// knows the common keywords (types, required, properties, additional
// properties forbidden, number bounds, string lengths, string enums,
// items, item and property counts) and the common element types. True
// means the document passes; false only that the full walk must decide:
// a broken rule, a keyword or a type this walk leaves to it, or bytes it
// does not take for well-formed.
bool quickPasses(const JsonSchema &schema, const uint8_t *data, size_t length);

} // namespace docmodel::check
