// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

namespace docmodel::bench {

struct BenchModelSize {
    int entities = 2000;
    int fieldsPerEntity = 10;
    int relationships = 3000;
    int indexes = 4000;
    int accessPatterns = 1000;
};

// A large, valid, deterministic model shaped like a real one: collections
// with nested fields, every strategy, trees, indexes and access patterns.
Model makeBenchModel(const BenchModelSize &size = {});

} // namespace docmodel::bench
