// SPDX-License-Identifier: GPL-3.0-or-later
#include "trafficrules.h"

#include "advisorcontext.h"
#include "indexadvice.h"
#include "indexrules.h"

namespace docmodel {

namespace {

// Logged operations on a collection before "no plan used the index" says
// something: slow-operation logs show only the slow ones.
constexpr int64_t kEnoughOperations = 100;

void checkCollectionScans(AdvisorContext &context, const IndexAdvice &advice)
{
    const Model &model = context.model();
    for (const QueryIndexAdvice &q : advice.queries) {
        const AccessPattern &query = *model.findAccessPattern(q.queryId);
        if (!query.observed || query.observed->collectionScans == 0)
            continue;
        const ObservedUse &seen = *query.observed;
        Diagnostic &d = context.report(RuleId::CollectionScanObserved, query.id,
            AdvisorText::tr("\"%1\" was seen %n time(s), %2 of them scanning the whole "
                            "collection.",
                nullptr, int(std::min<int64_t>(seen.count, INT32_MAX)))
                .arg(queryName(query))
                .arg(seen.collectionScans));
        d.reasons << (seen.returned
                ? AdvisorText::tr("%1 documents examined, %2 per document returned")
                      .arg(seen.docsExamined)
                      .arg(double(seen.docsExamined) / double(seen.returned), 0, 'f', 1)
                : AdvisorText::tr("%1 documents examined, none returned").arg(seen.docsExamined));
        if (!seen.firstSeen.empty())
            d.reasons << AdvisorText::tr("seen from %1 to %2")
                             .arg(toQString(seen.firstSeen), toQString(seen.lastSeen));
        if (q.servedBy.empty()) {
            d.reasons << AdvisorText::tr("suggested index: %1").arg(keysText(q.suggested));
            addSharedReason(model, q, d.reasons);
            d.recommendation
                = { Recommendation::Kind::AddIndex, query.collectionId, {}, {}, q.suggested };
        } else {
            d.reasons << AdvisorText::tr(
                "the model's index %1 serves it: the server lacks it, or chose not to use it")
                             .arg(toQString(q.servedByName));
        }
    }
}

void checkUnusedOnServer(AdvisorContext &context)
{
    for (const Index &index : context.model().indexes) {
        if (!index.observed)
            continue;
        const IndexObservation &seen = *index.observed;
        const QString label = toQString(index.effectiveName());
        if (seen.ops) {
            if (*seen.ops > 0)
                continue;
            Diagnostic &d = context.report(RuleId::IndexUnusedOnServer, index.id,
                AdvisorText::tr("$indexStats counted no use of index %1 since %2.")
                    .arg(label, toQString(seen.since)));
            if (index.unique)
                d.reasons << AdvisorText::tr(
                    "it is unique: dropping it also drops the guarantee it gives");
            else
                d.recommendation = { Recommendation::Kind::DropIndex, index.id, {}, {}, {} };
            continue;
        }
        if (seen.plans > 0 || seen.operations < kEnoughOperations || index.unique)
            continue;
        Diagnostic &d = context.report(RuleId::IndexUnusedOnServer, index.id,
            AdvisorText::tr("None of the %1 logged operations on its collection used index %2.")
                .arg(seen.operations)
                .arg(label));
        d.reasons << AdvisorText::tr(
            "logs show only slow operations: check $indexStats before dropping it");
    }
}

} // namespace

void checkObservedTraffic(AdvisorContext &context, const IndexAdvice &advice)
{
    checkCollectionScans(context, advice);
    checkUnusedOnServer(context);
}

} // namespace docmodel
