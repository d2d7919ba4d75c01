// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diff/modeldiff.h"
#include "live/applyresults.h"

#include <nlohmann/json.hpp>

namespace docmodel::cli {

// How diff and apply print a plan, a change list and an apply report.
void printPlan(const Plan &plan, bool withCommands);
void printChanges(const std::vector<ModelChange> &changes);
void printReport(const Plan &plan, const ApplyReport &report);

nlohmann::ordered_json planJson(const Plan &plan);
nlohmann::ordered_json changesJson(const std::vector<ModelChange> &changes);
nlohmann::ordered_json reportJson(const Plan &plan, const ApplyReport &report);

} // namespace docmodel::cli
