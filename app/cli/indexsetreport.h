// SPDX-License-Identifier: GPL-3.0-or-later
// The index set of docmodeler-cli traffic: the recommended indexes first,
// with what they serve and cost, then the idle ones and what was left out.
#pragma once

#include "traffic/workload.h"

#include <nlohmann/json.hpp>

namespace docmodel::cli {

using IndexSetFindings = traffic::WorkloadIndexSet;

void printIndexSet(const IndexSetFindings &findings);
// recommendedIndexes, unusedIndexes, redundantIndexes, leftOut, notIndexable,
// servedByExisting, worsePlans and coverage, as members of the report.
void addIndexSetJson(const IndexSetFindings &findings, nlohmann::ordered_json &report);

} // namespace docmodel::cli
