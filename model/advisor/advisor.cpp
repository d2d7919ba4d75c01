// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisor.h"

#include "advisorcontext.h"
#include "cleanrecommendations.h"
#include "documentrules.h"
#include "indexadvice.h"
#include "indexrules.h"
#include "keyrules.h"
#include "shardadvice.h"
#include "strategyadvice.h"
#include "trafficrules.h"

#include <algorithm>
#include <set>

namespace docmodel {

QString keysText(const std::vector<IndexKey> &keys)
{
    return toQString(indexKeysText(keys));
}

namespace {

bool isSuppressed(const Model &model, const Diagnostic &d)
{
    const Rule &r = d.ruleInfo();
    return std::any_of(model.advisor.suppressions.begin(), model.advisor.suppressions.end(),
        [&](const Suppression &s) {
            return s.objectId == d.objectId && (s.rule == r.code || s.rule == r.slug);
        });
}

bool isDisabled(const Model &model, const Rule &r)
{
    const auto &off = model.advisor.disabledRules;
    return std::find(off.begin(), off.end(), r.code) != off.end()
        || std::find(off.begin(), off.end(), r.slug) != off.end();
}

} // namespace

AdvisorReport runAdvisor(const Model &model)
{
    AdvisorContext context(model);
    checkStrategies(context);
    checkDocuments(context);
    checkPatterns(context);
    const IndexAdvice indexAdvice = adviseIndexes(model);
    checkCompensation(context, indexAdvice);
    checkIndexes(context, indexAdvice);
    checkObservedTraffic(context, indexAdvice);
    checkReferenceKeys(context);
    checkSharding(context);

    AdvisorReport report;
    std::vector<Diagnostic> diagnostics = context.takeDiagnostics();
    keepCleanRecommendations(model, diagnostics);
    for (const Rule &r : ruleCatalogue())
        report.disabledRules += isDisabled(model, r);
    for (Diagnostic &d : diagnostics) {
        if (isDisabled(model, d.ruleInfo()))
            continue;
        (isSuppressed(model, d) ? report.suppressed : report.diagnostics).push_back(std::move(d));
    }
    // Errors first; within a severity, the order the rules found them
    // (which follows the model's order), so output is stable.
    std::stable_sort(report.diagnostics.begin(), report.diagnostics.end(),
        [](const Diagnostic &a, const Diagnostic &b) { return a.severity < b.severity; });
    return report;
}

std::optional<Severity> worstSeverity(const AdvisorReport &report, const std::string &objectId)
{
    std::optional<Severity> worst;
    for (const Diagnostic &d : report.diagnostics)
        if (d.objectId == objectId && (!worst || d.severity < *worst))
            worst = d.severity;
    return worst;
}

bool hasDiagnosticAtLeast(const AdvisorReport &report, Severity threshold)
{
    return std::any_of(report.diagnostics.begin(), report.diagnostics.end(),
        [&](const Diagnostic &d) { return d.severity <= threshold; });
}

} // namespace docmodel
