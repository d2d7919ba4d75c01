// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diff/plan.h"

#include <optional>

namespace docmodel::cli {

// What apply and index do between printing a plan and running it.

// Asks before a plan that changes anything; the exit code when the run ends
// here (declined, or nobody at a terminal to ask), nothing to go on.
std::optional<int> confirmSteps(const Plan &plan, bool assumeYes);

// Says why the plan is not applied when existing documents fail a validator
// or repeat a unique key the person did not accept; false when none does.
bool reportRefusedSteps(const Plan &plan, bool json);

} // namespace docmodel::cli
