// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/field.h"

#include <string>
#include <vector>

namespace docmodel {

// Comparing what a model asks for with what a server reports means ignoring
// what the server rewrites on its own: key order inside a validator, a type
// written as "int" or ["int"], numbers stored as int or double, the
// defaults it adds to indexes (v, textIndexVersion, the full collation).

// The validator with sorted keys, single types unwrapped, "required" sorted.
JsonValue normalizedValidator(const JsonValue &validator);
bool sameValidator(const JsonValue &wanted, const JsonValue &actual);

// The index spec without what a server adds by itself; text keys rebuilt
// from the server's _fts/_ftsx form.
JsonValue normalizedIndexSpec(const JsonValue &spec);

// The options (by their createIndexes names, "name" included) in which an
// existing index differs from the wanted one with the same key pattern.
// A collation matches when every field the model sets has the same value.
std::vector<std::string> indexDifferences(const JsonValue &wanted, const JsonValue &actual);

// The creation-only options (capped, size, max, timeseries, collation,
// expireAfterSeconds) that differ.
std::vector<std::string> optionDifferences(const JsonValue &wanted, const JsonValue &actual);

} // namespace docmodel
