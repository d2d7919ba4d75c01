// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "samplepattern.h"
#include "samplerandom.h"
#include "schema/field.h"

#include <bson/bson.h>

namespace docmodel {

// The BSON type a preview writes for a field: the first of its union that is
// not null, or one guessed from its sample hint.
BsonType sampleType(const Field &field);

// Appends one plausible scalar value (not an array, not an object) for a
// field, drawn from rng. Without a sample hint the field's name guides it
// (age, price, rating, year, email...), and `context`, the name of what holds
// the field (an entity, or the object field around it), decides what a name
// or title is: a person's, a category's, a product's.
void appendScalarSample(bson_t *out, const char *key, const Field &field, SampleRandom &rng,
    std::string_view context = {});

// The dates a field's sample hint allows, in ms since 1970 (the preview's
// default span where the hint gives none).
std::pair<int64_t, int64_t> sampleDateSpan(const SampleHint &hint);

// An ObjectId whose timestamp grows with index, so ids sort in creation order.
// `created`: an ObjectId hint whose from/to (ISO dates) bound the ids' creation times.
bson_oid_t sampleObjectId(uint64_t seed, std::string_view collection, int64_t index, const SampleHint *created = nullptr);

// Appends the allowed value number `which` (modulo their count) of a field
// with an enumeration.
void appendEnumValue(bson_t *out, const char *key, const Field &field, size_t which);
// A GeoJSON point inside the hint's box (from and to as "longitude,latitude"
// of its south-west and north-east corners), or anywhere on earth.
void appendGeoPoint(bson_t *out, const char *key, const SampleHint &hint, SampleRandom &rng);

} // namespace docmodel
