// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/modelreader.h"

namespace docmodel {

// Reads a JSON Schema (draft 2020-12, as exportJsonSchema writes it, or any
// schema of one document) or a MongoDB $jsonSchema into a model: one
// collection per top-level property holding an array of objects (else one
// collection, the schema's title or fallbackName, for a one-document
// schema), nested objects as nested fields. Types come from "type",
// "bsonType", "$ref": "#/$defs/<bsonType>" and "anyOf". Errors name the
// line and column (malformed JSON) or the JSON pointer (a value that is not
// understood).
LoadResult parseJsonSchema(
    std::string_view bytes, const QString &sourceName, const std::string &fallbackName);

LoadResult importJsonSchemaFile(const QString &path);

} // namespace docmodel
