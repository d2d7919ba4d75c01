// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <string>

namespace docmodel {

inline constexpr const char *kJsonSchemaDialect = "https://json-schema.org/draft/2020-12/schema";

// Target "json-schema": the model as one JSON Schema (draft 2020-12). It
// describes a JSON document holding each collection's documents as an
// array under the collection's name, in MongoDB Relaxed Extended JSON (as
// mongoexport --jsonArray writes them): {"posts": [{"_id": {"$oid": ...}}]}.
// JSON types stand for string, bool, null, object and array; every other
// BSON type is a "$ref" to "#/$defs/<bsonType>", whose definition is its
// Extended JSON form, so an import reads the BSON type back exactly.
std::string exportJsonSchema(const Model &model);

} // namespace docmodel
