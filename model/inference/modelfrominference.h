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
Model modelFromInference(const std::vector<InferredCollection> &collections);

} // namespace docmodel::inference
