// SPDX-License-Identifier: GPL-3.0-or-later
#include "applyadvice.h"

#include "cleanrecommendations.h"
#include "recommendation.h"
#include "schema/qtstring.h"

#include <set>

namespace docmodel {

namespace {

bool ruleIs(const Diagnostic &d, const std::string &rule)
{
    return d.ruleInfo().code == rule || d.ruleInfo().slug == rule;
}

// Applies one finding's recommendation to `out` when it changes the model
// and adds no validation error to it as it is now (an earlier
// recommendation of the same round may have changed the ground).
bool applyOne(AppliedAdvice &out, const Diagnostic &d)
{
    if (d.recommendation.isNone())
        return false;
    Model next = applyRecommendation(out.model, d.recommendation);
    if (next == out.model || !errorAddedBy(out.model, d.recommendation).isEmpty())
        return false;
    out.applied << QStringLiteral("%1 %2").arg(
        toQString(d.ruleInfo().code),
        recommendationText(out.model, d.recommendation));
    out.model = std::move(next);
    return true;
}

} // namespace

AppliedAdvice applyRuleAdvice(const Model &model, const std::string &rule, const std::string &objectId)
{
    AppliedAdvice out { model, {}, true };
    for (const Diagnostic &d : runAdvisor(model).diagnostics)
        if (ruleIs(d, rule) && (objectId.empty() || d.objectId == objectId))
            applyOne(out, d);
    return out;
}

AppliedAdvice applyAllAdvice(const Model &model, int maxRounds)
{
    AppliedAdvice out { model, {}, false };
    for (int round = 0; round < maxRounds; ++round) {
        bool changed = false;
        // One recommendation per object and round: two rules may recommend
        // different strategies for one relationship, and the advisor judges
        // the second again on the model the first left.
        std::set<std::string> changedObjects;
        for (const Diagnostic &d : runAdvisor(out.model).diagnostics)
            if (!changedObjects.contains(d.recommendation.objectId) && applyOne(out, d)) {
                changedObjects.insert(d.recommendation.objectId);
                changed = true;
            }
        if (!changed) {
            out.settled = true;
            break;
        }
    }
    return out;
}

} // namespace docmodel
