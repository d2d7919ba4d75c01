// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <string>

namespace docmodel {

// Target "mongoose": a CommonJS module with a Mongoose schema per collection
// and per embedded type (the documents as the validators describe them,
// documentshape.h): types, required, enums, bounds, lengths, match patterns,
// refs for references by _id (a populate virtual with localField and
// foreignField for one by another key), the indexes the scripts create,
// collection options (capped, time series, collation) and timestamps where
// the model has createdAt/updatedAt dates. It exports `schemas` by type
// name, `collections` (collection name → type name) and `models(mongoose)`.
// What Mongoose cannot express (unions, a field name with a dot or a
// leading $) is named in a comment.
std::string exportMongoose(const Model &model);

} // namespace docmodel
