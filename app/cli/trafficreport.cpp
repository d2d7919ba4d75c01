// SPDX-License-Identifier: GPL-3.0-or-later
#include "trafficreport.h"

#include "clicommand.h"

#include "advisor/lintreport.h"
#include "schema/qtstring.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace docmodel::cli {

namespace {

using namespace traffic;

// The shapes that scanned whole collections, the most documents examined first.
std::vector<const ShapeStats *> rankedCollectionScans(const std::vector<ShapeStats> &shapes)
{
    std::vector<const ShapeStats *> out;
    for (const ShapeStats &s : shapes)
        if (s.collectionScans() > 0)
            out.push_back(&s);
    std::ranges::stable_sort(out,
        [](const ShapeStats *a, const ShapeStats *b) { return a->docsExamined > b->docsExamined; });
    return out;
}

bool isObserved(const Model &model, const std::string &id)
{
    if (const AccessPattern *pattern = model.findAccessPattern(id))
        return pattern->observed.has_value();
    if (const Index *index = model.findIndex(id))
        return index->observed.has_value();
    return false;
}

nlohmann::ordered_json readingJson(const QString &file, const LogReading &reading)
{
    return { { "file", file.toStdString() }, { "lines", reading.lines },
        { "slowOperations", reading.slowOperations }, { "operations", reading.operations },
        { "indexEntries", reading.indexEntries }, { "skipped", reading.skipped },
        { "unread", reading.unread } };
}

nlohmann::ordered_json shapeJson(const ShapeStats &stats, const ShapeMatch &match, int64_t total)
{
    nlohmann::ordered_json out = { { "ns", stats.ns }, { "command", stats.command },
        { "shape", stats.truncated ? "(truncated)" : stats.shape.key() }, { "count", stats.count },
        { "share", total ? double(stats.count) / double(total) : 0.0 },
        { "totalMillis", stats.totalMillis }, { "p50Millis", stats.p50Millis },
        { "p95Millis", stats.p95Millis }, { "docsExamined", stats.docsExamined },
        { "keysExamined", stats.keysExamined }, { "returned", stats.returned },
        { "inMemorySorts", stats.inMemorySorts },
        { "plans", stats.plans }, { "firstSeen", stats.firstSeen }, { "lastSeen", stats.lastSeen },
        { "perSecond", match.perSecond } };
    if (!match.entityId.empty())
        out["collection"] = match.entityId;
    if (!match.patternId.empty())
        out["accessPattern"] = match.patternId;
    if (!match.unknownFields.empty())
        out["unknownFields"] = match.unknownFields;
    return out;
}

void printReadings(const TrafficFindings &findings)
{
    for (const auto &[file, reading] : findings.readings) {
        // An entry is a log's line or a document (of a file or a server).
        out() << Cli::tr(
            "%1: %n entry(ies)", nullptr, int(std::min<int64_t>(reading.lines, INT32_MAX)))
                     .arg(file)
              << Cli::tr(", %1 slow operations, %2 on application collections")
                     .arg(reading.slowOperations)
                     .arg(reading.operations)
              << Qt::endl;
        int64_t outsideWindow = 0;
        for (const auto &[why, count] : reading.skipped)
            if (why.find("--since") != std::string::npos || why.find("--until") != std::string::npos)
                outsideWindow += count;
        if (outsideWindow)
            out() << "  "
                  << Cli::tr("%n operation(s) outside --since/--until left out", nullptr,
                         int(std::min<int64_t>(outsideWindow, INT32_MAX)))
                  << Qt::endl;
        if (reading.indexEntries)
            out() << "  "
                  << Cli::tr("%n $indexStats entry(ies)", nullptr, int(reading.indexEntries))
                  << Qt::endl;
        for (const auto &[why, count] : reading.unread)
            out() << "  " << Cli::tr("not read: %1 × %2").arg(count).arg(toQString(why))
                  << Qt::endl;
    }
}

void printShapes(const TrafficFindings &findings)
{
    const std::vector<ShapeStats> &shapes = findings.shapes;
    const int64_t total = findings.operations;
    out() << Qt::endl << Cli::tr("%n query shape(s):", nullptr, int(shapes.size())) << Qt::endl;
    for (size_t i = 0; i < shapes.size(); ++i) {
        const ShapeStats &s = shapes[i];
        QString plans;
        for (const auto &[plan, count] : s.plans)
            plans += (plans.isEmpty() ? QString() : QStringLiteral("; ")) + toQString(plan)
                + QStringLiteral(" ×%1").arg(count);
        out() << QStringLiteral("%1 %2%  %3")
                     .arg(s.count, 8)
                     .arg(total ? 100.0 * double(s.count) / double(total) : 0.0, 5, 'f', 1)
                     .arg(toQString(s.key()))
              << Qt::endl;
        // A ratio only where something was returned: a delete or a find
        // that matched nothing shows its counts instead.
        const QString examined = s.returned
            ? Cli::tr("%1 documents examined per returned").arg(double(s.docsExamined) / double(s.returned), 0, 'f', 1)
            : Cli::tr("%1 documents examined, none returned").arg(s.docsExamined);
        if (s.inMemorySorts > 0)
            plans += (plans.isEmpty() ? QString() : QStringLiteral("; ")) + Cli::tr("%n sorted in memory", nullptr, int(std::min<int64_t>(s.inMemorySorts, INT32_MAX)));
        out() << "          "
              << Cli::tr("p50 %1 ms, p95 %2 ms, %3%4")
                     .arg(s.p50Millis)
                     .arg(s.p95Millis)
                     .arg(examined)
                     .arg(plans.isEmpty() ? QString() : QStringLiteral(", ") + plans)
              << Qt::endl;
        const ShapeMatch &m = findings.match.shapes[i];
        if (!m.patternId.empty())
            out() << "          "
                  << Cli::tr("declared as access pattern %1").arg(toQString(m.patternId))
                  << Qt::endl;
        else if (!m.entityId.empty())
            out() << "          " << Cli::tr("not declared in the model") << Qt::endl;
        for (const std::string &field : m.unknownFields)
            out() << "          "
                  << Cli::tr("the model's documents hold no field %1").arg(toQString(field))
                  << Qt::endl;
    }
}

void printModelMatch(const TrafficFindings &findings)
{
    const TrafficMatch &match = findings.match;
    if (!match.unknownNamespaces.empty()) {
        out() << Qt::endl << Cli::tr("Namespaces that are no collection of the model:") << Qt::endl;
        for (const std::string &ns : match.unknownNamespaces)
            out() << "  " << toQString(ns) << Qt::endl;
    }
    if (!match.unseenPatterns.empty()) {
        out() << Qt::endl
              << Cli::tr("Declared access patterns the traffic never shows:") << Qt::endl;
        for (const std::string &id : match.unseenPatterns)
            out() << "  " << toQString(id) << "  "
                  << toQString(findings.observed.findAccessPattern(id)->name) << Qt::endl;
    }
}

void printAdvice(const TrafficFindings &findings)
{
    const std::vector<const ShapeStats *> scans = rankedCollectionScans(findings.shapes);
    if (!scans.empty()) {
        out() << Qt::endl
              << Cli::tr("Collection scans, the most documents examined first:") << Qt::endl;
        for (const ShapeStats *s : scans)
            out() << QStringLiteral("%1  ").arg(s->docsExamined, 12) << toQString(s->key()) << "  "
                  << Cli::tr("(%n operation(s) scanning)", nullptr, int(s->collectionScans()))
                  << Qt::endl;
    }
    if (findings.advice.diagnostics.empty())
        return;
    out() << Qt::endl << Cli::tr("Advice on the observed workload:") << Qt::endl;
    for (const Diagnostic &d : findings.advice.diagnostics) {
        out() << "  " << toQString(ruleLabel(d.ruleInfo())) << " " << toQString(d.objectId) << ": "
              << d.message << Qt::endl;
        for (const QString &reason : d.reasons)
            out() << "      " << reason << Qt::endl;
    }
}

} // namespace

AdvisorReport trafficAdvice(const Model &observed)
{
    AdvisorReport report = runAdvisor(observed);
    std::erase_if(report.diagnostics, [&](const Diagnostic &d) {
        const bool shardKey
            = d.rule == RuleId::UnshardableCollection || d.rule == RuleId::MonotonicShardKey;
        return !shardKey && !isObserved(observed, d.objectId);
    });
    report.suppressed.clear();
    return report;
}

void printTrafficText(const TrafficFindings &findings)
{
    printReadings(findings);
    printIndexSet(findings.indexes);
    if (findings.hasModel && !findings.match.unknownNamespaces.empty()) {
        QStringList names;
        for (const std::string &ns : findings.match.unknownNamespaces)
            names << toQString(ns);
        out() << Cli::tr("Namespaces the model does not hold (advised without field sizes): %1")
                     .arg(names.join(QStringLiteral(", ")))
              << Qt::endl;
    }
    if (!findings.detail) {
        out() << Qt::endl
              << Cli::tr("--detail lists every shape, how the shapes meet the model, the collection scans and the "
                         "advisor's findings.")
              << Qt::endl;
        return;
    }
    printShapes(findings);
    printModelMatch(findings);
    printAdvice(findings);
}

std::string trafficJson(const TrafficFindings &findings)
{
    nlohmann::ordered_json report = { { "files", nlohmann::ordered_json::array() },
        { "spanSeconds", findings.match.spanSeconds },
        { "shapes", nlohmann::ordered_json::array() },
        { "unknownNamespaces", findings.match.unknownNamespaces },
        { "unseenPatterns", findings.match.unseenPatterns },
        { "collectionScans", nlohmann::ordered_json::array() } };
    for (const auto &[file, reading] : findings.readings)
        report["files"].push_back(readingJson(file, reading));
    for (size_t i = 0; i < findings.shapes.size(); ++i)
        report["shapes"].push_back(
            shapeJson(findings.shapes[i], findings.match.shapes[i], findings.operations));
    for (const ShapeStats *s : rankedCollectionScans(findings.shapes))
        report["collectionScans"].push_back(s->key());
    addIndexSetJson(findings.indexes, report);
    report["advice"] = nlohmann::ordered_json::parse(
        formatLintReport(findings.observed, findings.advice, QString(), LintFormat::Json));
    return report.dump(2);
}

} // namespace docmodel::cli
