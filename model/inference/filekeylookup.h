// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collectionsource.h"
#include "referencecandidates.h"

#include <functional>

namespace docmodel::inference {

// Looks values up by reading the collection's files again, each document's
// field compared with the values: the file counterpart of an $in query, for
// collections larger than their sample. Damaged documents are passed over
// (inference has already reported them); cancelled when `cancelled` says so.
KeyLookup fileKeyLookup(std::vector<CollectionSource> sources, std::function<bool()> cancelled = {});

} // namespace docmodel::inference
