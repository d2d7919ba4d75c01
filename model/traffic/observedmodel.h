// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "documentsource.h"
#include "trafficsummary.h"

#include <functional>
#include <string>
#include <vector>

namespace docmodel::traffic {

// A shape the model does not declare, as the access pattern it proposes.
struct ProposedPattern {
    AccessPattern pattern; // no id yet
    std::vector<std::string> shapeKeys; // ShapeStats::key() of the shapes behind it
};

// The shapes of the model's collections that no declared pattern has,
// merged per collection, kind, filter and sort (a find and a count of one
// filter are one pattern). getMore batches continue their query and are no
// pattern of their own.
std::vector<ProposedPattern> proposedPatterns(
    const std::vector<ShapeStats> &shapes, const TrafficMatch &match);

// The model with what the traffic showed: each declared pattern the shapes
// match gets their observed frequency and evidence, each accepted proposal
// becomes a pattern, and the indexes of the collections seen get their use
// (logged plans that used them, $indexStats counts).
Model withObservedTraffic(Model model, const std::vector<ShapeStats> &shapes,
    const TrafficMatch &match, const std::vector<IndexUse> &indexUses,
    const std::vector<ProposedPattern> &accepted);

// Whether a planSummary ("IXSCAN { a: 1, b: -1 }, IXSCAN { c: 1 }") used
// an index with these keys.
bool planUses(const std::string &plan, const std::vector<IndexKey> &keys);

} // namespace docmodel::traffic
