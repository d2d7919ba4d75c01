// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "check/datacheck.h"
#include "liveerror.h"

#include <mongoc/mongoc.h>

#include <functional>

namespace docmodel::live {

// The values of `key` that the collection's documents repeat, counted by
// the server ($group on the key, the documents the index would hold only).
// A lost server sets `fatal`; any other failure (a refusal) is the
// answer's error. `cancelled` is asked between values.
check::DuplicateKeys countDuplicates(mongoc_collection_t *collection, const check::UniqueKey &key,
    const std::function<bool()> &cancelled, LiveError &fatal);

} // namespace docmodel::live
