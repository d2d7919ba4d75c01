// SPDX-License-Identifier: GPL-3.0-or-later
#include "indexsetreport.h"

#include "clicommand.h"

#include "schema/qtstring.h"

#include <QLocale>

#include <algorithm>

namespace docmodel::cli {

namespace {

QString keysOf(const std::vector<IndexKey> &keys)
{
    return toQString(indexKeysText(keys));
}

QString number(double value)
{
    return QLocale::c().toString(value, 'f', 0);
}

QString percent(double share)
{
    return QString::number(100.0 * share, 'f', share < 0.1 ? 1 : 0);
}

QString bytesText(double bytes)
{
    return QLocale::c().formattedDataSize(qint64(bytes), 1, QLocale::DataSizeSIFormat);
}

// Why a field is kept out of B-tree indexes, and what fits it instead.
QString whyNotIndexable(const UnindexableField &field)
{
    if (field.cost.vector)
        return Cli::tr("a vector of numbers: an Atlas Vector Search index fits, a B-tree does not");
    if (field.cost.prose)
        return Cli::tr("sentences (about %1 bytes): a text index or Atlas Search fits; a B-tree serves only exact "
                       "matches of whole texts")
            .arg(number(field.cost.averageBytes));
    return Cli::tr("values of about %1 bytes: too large for B-tree keys; a hashed index serves exact matches")
        .arg(number(field.cost.averageBytes));
}

const char *sourceName(ExistingIndex::Source source)
{
    switch (source) {
    case ExistingIndex::Source::Model:
        return "model";
    case ExistingIndex::Source::Log:
        return "log";
    case ExistingIndex::Source::IndexStats:
        return "$indexStats";
    case ExistingIndex::Source::Plan:
        return "plan";
    case ExistingIndex::Source::Server:
        return "server";
    }
    return "";
}

nlohmann::ordered_json keysJson(const std::vector<IndexKey> &keys)
{
    return indexKeysDocument(keys);
}

void printRecommended(const IndexSetFindings &findings)
{
    const std::vector<WorkloadQuery> &queries = findings.workload.queries;
    const IndexSet &set = findings.set;
    out() << Qt::endl << Cli::tr("Recommended indexes, by the documents they save:") << Qt::endl;
    if (set.recommended.empty())
        out() << "  " << Cli::tr("none: no query above the thresholds lacks an index") << Qt::endl;
    for (size_t n = 0; n < set.recommended.size(); ++n) {
        const RecommendedIndex &index = set.recommended[n];
        out() << QStringLiteral("%1. ").arg(n + 1, 3) << toQString(index.ns) << " " << keysOf(index.keys) << Qt::endl;
        double operations = 0;
        for (size_t q : index.serves)
            operations += queries[q].count;
        out() << "       "
              << Cli::tr("serves %n shape(s)", nullptr, int(index.serves.size()))
              << Cli::tr(" run %n time(s); saves", nullptr, int(std::min(operations, 2e9)))
              << Cli::tr(" %1 of the %2 documents they examined (%3 % of all examined)")
                     .arg(number(index.docsExaminedSaved), number(index.docsExaminedServed), percent(index.share))
              << Qt::endl;
        for (size_t i = 0; i < index.serves.size() && i < 3; ++i) {
            const WorkloadQuery &q = queries[index.serves[i]];
            out() << "         " << toQString(q.label)
                  << Cli::tr("  (%1 ×, %2 examined)").arg(number(q.count), number(q.docsExamined)) << Qt::endl;
        }
        if (index.serves.size() > 3)
            out() << "         " << Cli::tr("… and %n more", nullptr, int(index.serves.size() - 3)) << Qt::endl;
        out() << "       "
              << (index.estimatedBytes ? Cli::tr("about %1").arg(bytesText(*index.estimatedBytes))
                                       : Cli::tr("size unknown (no document count in the model)"))
              << (index.writesPerSecond > 0
                         ? Cli::tr("; %1 logged writes a second would update it").arg(index.writesPerSecond, 0, 'g', 3)
                         : Cli::tr("; no logged writes on its collection"))
              << Qt::endl;
    }
}

void printIdle(const IndexSetFindings &findings)
{
    const std::vector<ExistingIndex> &existing = findings.workload.existing;
    const IndexSet &set = findings.set;
    if (!set.unused.empty()) {
        out() << Qt::endl
              << Cli::tr("Unused indexes (hide them first with hideIndex, drop them once nothing slows down):")
              << Qt::endl;
        for (const IdleIndex &idle : set.unused) {
            const ExistingIndex &index = existing[idle.index];
            out() << "  " << toQString(index.ns) << " " << toQString(index.name) << " " << keysOf(index.keys) << ": "
                  << Cli::tr("no access since %1, and no logged plan used it").arg(toQString(index.since))
                  << Qt::endl;
        }
    }
    if (!set.redundant.empty()) {
        out() << Qt::endl << Cli::tr("Redundant indexes (a longer index begins with their keys):") << Qt::endl;
        for (const IdleIndex &idle : set.redundant) {
            const ExistingIndex &index = existing[idle.index];
            const ExistingIndex &longer = existing[*idle.coveredBy];
            out() << "  " << toQString(index.ns) << " " << toQString(index.name) << " " << keysOf(index.keys) << ": "
                  << Cli::tr("is a prefix of %1 %2").arg(toQString(longer.name), keysOf(longer.keys)) << Qt::endl;
        }
    }
}

void printSetAside(const IndexSetFindings &findings)
{
    const std::vector<WorkloadQuery> &queries = findings.workload.queries;
    const std::vector<ExistingIndex> &existing = findings.workload.existing;
    const IndexSet &set = findings.set;
    for (const WorsePlan &worse : set.worsePlans)
        out() << Qt::endl
              << Cli::tr("%1 %2: its plan used %3, which does not serve it; the existing %4 %5 does")
                     .arg(toQString(queries[worse.query].ns), toQString(queries[worse.query].label),
                         keysOf(worse.used), toQString(existing[worse.better].name),
                         keysOf(existing[worse.better].keys))
              << Qt::endl;
    if (!set.unindexable.empty()) {
        out() << Qt::endl << Cli::tr("Fields kept out of B-tree indexes:") << Qt::endl;
        for (const UnindexableField &field : set.unindexable)
            out() << "  " << toQString(field.ns) << " " << toQString(field.field) << ": " << whyNotIndexable(field)
                  << Cli::tr(" (%n shape(s))", nullptr, int(field.queries.size())) << Qt::endl;
    }
    if (!set.leftOut.empty())
        out() << Qt::endl
              << Cli::tr("%n shape(s) left out: each under %1 % of its namespace's examined documents and seen "
                         "fewer than %2 times (--min-share, --min-count).",
                     nullptr, int(set.leftOut.size()))
                     .arg(100 * findings.options.minShare)
                     .arg(findings.options.minCount)
              << Qt::endl;
    if (!set.unservable.empty())
        out() << (set.leftOut.empty() ? QStringLiteral("\n") : QString())
              << Cli::tr("%n shape(s) no single index serves ($or, $text, $expr, or no filter).", nullptr,
                     int(set.unservable.size()))
              << Qt::endl;
}

} // namespace

void printIndexSet(const IndexSetFindings &findings)
{
    const IndexSet &set = findings.set;
    printRecommended(findings);
    out() << Qt::endl;
    if (set.recommended.empty())
        out() << Cli::tr("No new index is needed");
    else
        out() << Cli::tr("%n new index(es) serve %1 % of the documents the logged queries examined", nullptr,
                 int(set.recommended.size()))
                 .arg(percent(set.totalExamined > 0 ? set.servedExamined / set.totalExamined : 0));
    out() << Cli::tr("; %n shape(s) already served by existing indexes", nullptr, int(set.servedByExisting.size()))
          << Cli::tr("; %n index(es) unused", nullptr, int(set.unused.size()))
          << Cli::tr("; %n redundant.", nullptr, int(set.redundant.size())) << Qt::endl;
    printIdle(findings);
    printSetAside(findings);
}

void addIndexSetJson(const IndexSetFindings &findings, nlohmann::ordered_json &report)
{
    const std::vector<WorkloadQuery> &queries = findings.workload.queries;
    const std::vector<ExistingIndex> &existing = findings.workload.existing;
    const IndexSet &set = findings.set;
    nlohmann::ordered_json recommended = nlohmann::ordered_json::array();
    for (const RecommendedIndex &index : set.recommended) {
        nlohmann::ordered_json serves = nlohmann::ordered_json::array();
        for (size_t q : index.serves)
            serves.push_back(queries[q].label);
        nlohmann::ordered_json entry = { { "ns", index.ns }, { "keys", keysJson(index.keys) }, { "serves", serves },
            { "docsExamined", index.docsExaminedServed }, { "docsExaminedSaved", index.docsExaminedSaved },
            { "share", index.share }, { "writesPerSecond", index.writesPerSecond } };
        entry["estimatedBytes"] = index.estimatedBytes ? nlohmann::ordered_json(*index.estimatedBytes) : nullptr;
        recommended.push_back(std::move(entry));
    }
    report["recommendedIndexes"] = std::move(recommended);
    report["coverage"] = set.totalExamined > 0 ? set.servedExamined / set.totalExamined : 0.0;
    const auto idleJson = [&](const std::vector<IdleIndex> &idle) {
        nlohmann::ordered_json out = nlohmann::ordered_json::array();
        for (const IdleIndex &entry : idle) {
            const ExistingIndex &index = existing[entry.index];
            nlohmann::ordered_json item = { { "ns", index.ns }, { "name", index.name }, { "keys", keysJson(index.keys) },
                { "source", sourceName(index.source) } };
            if (index.ops)
                item["ops"] = *index.ops;
            if (!index.since.empty())
                item["since"] = index.since;
            if (entry.coveredBy)
                item["coveredBy"] = existing[*entry.coveredBy].name;
            out.push_back(std::move(item));
        }
        return out;
    };
    report["unusedIndexes"] = idleJson(set.unused);
    report["redundantIndexes"] = idleJson(set.redundant);
    nlohmann::ordered_json leftOut = nlohmann::ordered_json::array();
    for (size_t q : set.leftOut)
        leftOut.push_back(queries[q].ns + " " + queries[q].label);
    report["leftOut"] = { { "shapes", leftOut },
        { "reason",
            "under " + std::to_string(100 * findings.options.minShare) + " % of the namespace's examined documents and "
                + "seen fewer than " + std::to_string(findings.options.minCount) + " times" } };
    nlohmann::ordered_json unindexable = nlohmann::ordered_json::array();
    for (const UnindexableField &field : set.unindexable)
        unindexable.push_back({ { "ns", field.ns }, { "field", field.field },
            { "averageBytes", field.cost.averageBytes }, { "vector", field.cost.vector }, { "prose", field.cost.prose },
            { "fits", field.cost.vector ? "vectorSearch" : field.cost.prose ? "text" : "hashed" } });
    report["notIndexable"] = std::move(unindexable);
    nlohmann::ordered_json served = nlohmann::ordered_json::array();
    for (const ServedQuery &s : set.servedByExisting)
        served.push_back({ { "shape", queries[s.query].ns + " " + queries[s.query].label },
            { "index", existing[s.by].name.empty() ? indexKeysText(existing[s.by].keys) : existing[s.by].name },
            { "source", sourceName(existing[s.by].source) } });
    report["servedByExisting"] = std::move(served);
    nlohmann::ordered_json worse = nlohmann::ordered_json::array();
    for (const WorsePlan &w : set.worsePlans)
        worse.push_back({ { "shape", queries[w.query].ns + " " + queries[w.query].label },
            { "used", keysJson(w.used) }, { "better", existing[w.better].name } });
    report["worsePlans"] = std::move(worse);
}

} // namespace docmodel::cli
