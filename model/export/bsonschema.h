// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "shape/collectionoptions.h"

#include <string>

namespace docmodel {

// Target "jsonschema": every collection's validator, keyed by collection
// name, as {"name": {"$jsonSchema": ...}}: what createCollection and collMod take.
std::string exportMongoValidators(const Model &model);

// JSON as the exports write it: two-space indent, UTF-8 kept, newline at the end.
std::string exportJsonText(const JsonValue &value);

} // namespace docmodel
