// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collectioninference.h"
#include "schema/model.h"

#include <vector>

namespace docmodel::inference {

// A model of the collections as inferred: one collection entity each, its
// fields with the types seen (a field that is not in every document is not
// required), nested documents as nested fields, arrays with their element
// types, value ranges and recognised kinds (e-mail, URL, UUID, dates, ObjectId
// creation times) as the preview's sample hints, and from mongodump's
// metadata the indexes and collection options. The diagram lays the
// entities out when it opens.
//
// The sample's extremes (the longest array, string, the least and greatest
// number) are information, shown and used by the preview, not rules: a
// validator holding them would refuse tomorrow's longer array. Observed
// makes them rules (maxItems, maxLength, minimum, maximum, ...).
enum class Bounds { Allowed, Observed };
Model modelFromInference(const std::vector<InferredCollection> &collections, Bounds bounds = Bounds::Allowed);

} // namespace docmodel::inference
