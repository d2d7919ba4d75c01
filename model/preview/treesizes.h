// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/relationship.h"

#include <bson/bson.h>

#include <cstdint>
#include <optional>

namespace docmodel {

// How many more bytes than the tree's root (`root`, as the preview writes
// it) the largest node of a tree holds: one ancestor per level above it
// (ancestors), one path segment per level (materialized path), its parent's
// key where the root has null, the most children (child refs). None where
// nothing bounds it: a tree without a deepest level, children without a maximum.
std::optional<int64_t> treeNodeGrowth(const Relationship &rel, const bson_t &root);

} // namespace docmodel
