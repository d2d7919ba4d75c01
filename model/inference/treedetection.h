// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "referencecandidates.h"
#include "schema/relationship.h"

#include <optional>

namespace docmodel::inference {

struct DetectedTree {
    TreeOptions tree;
    std::string key = "_id"; // the field whose values the tree's references hold
    Counts counts;
    double confidence = 0;
    std::string evidence;
    bool rootsLackParent = false; // some documents have no parent field at all (not null)
    const SampledPath *array = nullptr; // the array of keys it was read from, if any
};

// The tree a collection's documents form, from its references to itself
// (`self`: the candidates within it) and the shapes of the five encodings:
// nested sets (two int bounds that nest), an array of ancestors (each the
// ancestors of its last element, then that element), a materialized path (a
// string of other documents' ids between delimiters), a parent reference,
// an array of child references.
std::optional<DetectedTree> detectTree(const SampledCollection &collection,
    const std::vector<const ReferenceCandidate *> &self);

// Counts from the children of each parent seen, the typical one scaled by
// how much of the children's collection was sampled; `least` when known
// otherwise. From a sample (`sampled`) they are estimates and the maximum
// the most seen.
Counts countsFromChildren(
    const std::vector<int64_t> &perParent, double scale, std::optional<int64_t> least, bool sampled);

} // namespace docmodel::inference
