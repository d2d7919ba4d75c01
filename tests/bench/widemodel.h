// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

namespace docmodel::bench {

// A model whose size is in one entity's width: the collection "customers"
// with `fields` top-level fields of plausible names and mixed types (some
// nested objects, arrays, enums and bounds), plus a small "orders"
// collection that references it, two indexes and an access pattern, so
// every generator walks the wide entity along its usual paths.
Model makeWideModel(int fields);

} // namespace docmodel::bench
