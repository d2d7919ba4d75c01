// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "documentshape.h"

#include <string>

namespace docmodel {

// The $jsonSchema validator of one collection (bsonType, required,
// properties, items, enum, bounds, pattern, additionalProperties), with the
// fields relationships add.
JsonValue collectionValidator(const Model &model, const Entity &collection);
JsonValue collectionValidator(const DocumentShapes &shapes, const Entity &collection);

// Target "jsonschema": every collection's validator, keyed by collection
// name, as {"name": {"$jsonSchema": ...}}: what createCollection and collMod take.
std::string exportMongoValidators(const Model &model);

// JSON as the exports write it: two-space indent, UTF-8 kept, newline at the end.
std::string exportJsonText(const JsonValue &value);

} // namespace docmodel
