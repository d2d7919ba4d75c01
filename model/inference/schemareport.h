// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schemastats.h"

#include <nlohmann/json.hpp>

namespace docmodel::inference {

// The schema in the shape parseSchema of @mongodb-js/mongodb-schema returns:
// {count, fields: [{name, path, count, type, probability, types: [{name,
// bsonType, path, count, probability, fields | types, totalCount,
// averageLength}]}]}, with a field's absence as an "Undefined" type and the
// fields ordered as it orders them (_id first, then by name ignoring case).
// Our additions (distinct estimate, ranges, samples) are under "docmodeler"
// keys of each type, which it does not have.
nlohmann::ordered_json schemaReport(const SchemaAnalyzer &analyzer);

} // namespace docmodel::inference
