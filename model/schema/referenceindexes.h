// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model.h"

#include <vector>

namespace docmodel {

// The indexes a relationship's strategy needs to follow its references from
// the other side (PATTERNS.md §1 and §3): the parent reference in each child,
// the child-id array in the parent (multikey), a tree's fields per encoding
// (and its thread field). On collections, an embedded type's in the
// collection that holds it ("lines.sku"); whatever rel.indexReference says. A natural key the references hold (not _id)
// gets a unique index besides. Each has its collection and keys, no id, and
// MongoDB's default name.
std::vector<Index> referenceIndexes(const Model &model, const Relationship &rel);

// Whether an index already gives these keys: it has the same key pattern
// (then a second one must not be made), or it is a longer index, neither
// partial nor hidden, that starts with them.
bool indexGivesKeys(const Index &index, const std::vector<IndexKey> &keys);

// Whether an index serves what `needed` is for: its keys, and for a unique
// one the same uniqueness (a unique index on exactly those keys, for every
// document).
bool indexGives(const Index &index, const Index &needed);

} // namespace docmodel
