// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "documentshape.h"

// What createCollection takes for a collection, its validator among them:
// what the scripts write, apply sends, the diff compares and the data check
// evaluates.
namespace docmodel {

// The $jsonSchema validator of one collection (bsonType, required,
// properties, items, enum, bounds, pattern, additionalProperties), with the
// fields relationships add.
JsonValue collectionValidator(const Model &model, const Entity &collection);
JsonValue collectionValidator(const DocumentShapes &shapes, const Entity &collection);

// The capped options ({} for a collection that is not capped).
JsonValue cappedOptions(const Entity &collection);

// Capped and time-series options, collation, and the $jsonSchema validator
// with its level and action (none on a time series collection, which takes
// no validator).
JsonValue collectionCreateOptions(const DocumentShapes &shapes, const Entity &collection);

} // namespace docmodel
