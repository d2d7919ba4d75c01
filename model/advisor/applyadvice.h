// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advisor.h"

#include <QStringList>

namespace docmodel {

// Recommendations made to a model without a person choosing each one
// (`docmodeler-cli advise --apply…`): the same edits Apply Recommendation
// makes in the advisor dock.
struct AppliedAdvice {
    Model model;
    QStringList applied; // "DM001 set customers → orders to parent-referencing", in order
    // Every recommendation was applied and a last run of the advisor makes
    // none that changes the model: applying again changes nothing.
    bool settled = true;
};

// The recommendations of one rule (its code or name), or of one rule on one
// object (`objectId` not empty), in the advisor's order; each applied to
// the model the ones before it left, and only while it still applies
// cleanly.
AppliedAdvice applyRuleAdvice(const Model &model, const std::string &rule, const std::string &objectId = {});

// Every recommendation, round after round, until the advisor recommends
// nothing more that changes the model (or `maxRounds` rounds ran: then
// `settled` is false).
AppliedAdvice applyAllAdvice(const Model &model, int maxRounds = 10);

} // namespace docmodel
