// SPDX-License-Identifier: GPL-3.0-or-later
// docmodeler-cli traffic: the query shapes of servers' slow-operation logs,
// against the model.
#include "clicommand.h"

#include "io/modelwriter.h"
#include "schema/collectionrefactor.h"
#include "traffic/trafficsummary.h"

#include <nlohmann/json.hpp>

namespace docmodel::cli {

namespace {

using namespace traffic;

QString text(const std::string &s)
{
    return QString::fromStdString(s);
}

nlohmann::ordered_json readingJson(const QString &file, const LogReading &reading)
{
    return { { "file", file.toStdString() }, { "lines", reading.lines },
        { "slowOperations", reading.slowOperations }, { "operations", reading.operations },
        { "skipped", reading.skipped }, { "unread", reading.unread } };
}

nlohmann::ordered_json shapeJson(const ShapeStats &stats, const ShapeMatch &match, int64_t total)
{
    nlohmann::ordered_json out = { { "ns", stats.ns }, { "command", stats.command },
        { "shape", stats.truncated ? "(truncated)" : stats.shape.key() }, { "count", stats.count },
        { "share", total ? double(stats.count) / double(total) : 0.0 },
        { "totalMillis", stats.totalMillis }, { "p50Millis", stats.p50Millis },
        { "p95Millis", stats.p95Millis }, { "docsExamined", stats.docsExamined },
        { "keysExamined", stats.keysExamined }, { "returned", stats.returned },
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

void printText(const std::vector<std::pair<QString, LogReading>> &readings,
    const std::vector<ShapeStats> &shapes, const TrafficMatch &match, const Model &model,
    int64_t total)
{
    for (const auto &[file, reading] : readings) {
        out() << Cli::tr("%1: %2 lines, %3 slow operations, %4 on application collections")
                     .arg(file)
                     .arg(reading.lines)
                     .arg(reading.slowOperations)
                     .arg(reading.operations)
              << Qt::endl;
        for (const auto &[why, count] : reading.unread)
            out() << "  " << Cli::tr("not read: %1 × %2").arg(count).arg(text(why)) << Qt::endl;
    }
    out() << Qt::endl << Cli::tr("%n query shape(s):", nullptr, int(shapes.size())) << Qt::endl;
    for (size_t i = 0; i < shapes.size(); ++i) {
        const ShapeStats &s = shapes[i];
        QString plans;
        for (const auto &[plan, count] : s.plans)
            plans += (plans.isEmpty() ? QString() : QStringLiteral("; ")) + text(plan)
                + QStringLiteral(" ×%1").arg(count);
        out() << QStringLiteral("%1 %2%  %3")
                     .arg(s.count, 8)
                     .arg(total ? 100.0 * double(s.count) / double(total) : 0.0, 5, 'f', 1)
                     .arg(text(s.key()))
              << Qt::endl;
        out() << "          "
              << Cli::tr("p50 %1 ms, p95 %2 ms, %3 documents examined per returned%4")
                     .arg(s.p50Millis)
                     .arg(s.p95Millis)
                     .arg(s.returned ? double(s.docsExamined) / double(s.returned)
                                     : double(s.docsExamined),
                         0, 'f', 1)
                     .arg(plans.isEmpty() ? QString() : QStringLiteral(", ") + plans)
              << Qt::endl;
        const ShapeMatch &m = match.shapes[i];
        if (!m.patternId.empty())
            out() << "          " << Cli::tr("declared as access pattern %1").arg(text(m.patternId))
                  << Qt::endl;
        else if (!m.entityId.empty())
            out() << "          " << Cli::tr("not declared in the model") << Qt::endl;
        for (const std::string &field : m.unknownFields)
            out() << "          "
                  << Cli::tr("the model's documents hold no field %1").arg(text(field)) << Qt::endl;
    }
    if (!match.unknownNamespaces.empty()) {
        out() << Qt::endl << Cli::tr("Namespaces that are no collection of the model:") << Qt::endl;
        for (const std::string &ns : match.unknownNamespaces)
            out() << "  " << text(ns) << Qt::endl;
    }
    if (!match.unseenPatterns.empty()) {
        out() << Qt::endl << Cli::tr("Declared access patterns the logs never show:") << Qt::endl;
        for (const std::string &id : match.unseenPatterns) {
            const auto pattern = std::ranges::find(model.accessPatterns, id, &AccessPattern::id);
            out() << "  " << text(id) << "  " << text(pattern->name) << Qt::endl;
        }
    }
}

// The model with the observed frequencies of its declared patterns, and a
// proposed pattern for each shape of its collections it does not declare.
Model withObservedPatterns(
    Model model, const std::vector<ShapeStats> &shapes, const TrafficMatch &match)
{
    for (size_t i = 0; i < shapes.size(); ++i) {
        const ShapeMatch &m = match.shapes[i];
        if (m.entityId.empty() || shapes[i].truncated || m.perSecond <= 0)
            continue;
        if (!m.patternId.empty()) {
            std::ranges::find(model.accessPatterns, m.patternId, &AccessPattern::id)->frequency
                = m.perSecond;
            continue;
        }
        AccessPattern pattern = proposedPattern(shapes[i], m);
        pattern.id = freshId(model, "traffic");
        model.accessPatterns.push_back(std::move(pattern));
    }
    return model;
}

} // namespace

int runTraffic(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(
        QStringLiteral("model"), Cli::tr("The model file."), QStringLiteral("MODEL"));
    parser.addPositionalArgument(QStringLiteral("logs"),
        Cli::tr(
            "mongod or mongos logs, structured (JSON) or in the text format of 2.2 to 4.2, plain "
            "or .gz."),
        QStringLiteral("LOG..."));
    const QCommandLineOption format(QStringLiteral("format"),
        Cli::tr("The report's format: text (default) or json."), QStringLiteral("FORMAT"),
        QStringLiteral("text"));
    const QCommandLineOption output({ QStringLiteral("o"), QStringLiteral("output") },
        Cli::tr("Write the model with the observed frequencies of its access patterns and the "
                "shapes it does not declare as new ones."),
        QStringLiteral("FILE"));
    parser.addOption(format);
    parser.addOption(output);
    int exitCode = Success;
    if (!parseCommandLine(parser, arguments,
            Cli::tr("Read servers' slow-operation logs into query shapes per collection: counts, "
                    "durations, plans, and how they meet the model's access patterns."),
            exitCode))
        return exitCode;
    const QStringList files = parser.positionalArguments();
    if (files.size() < 2) {
        err() << Cli::tr("traffic: name the model and at least one log.") << Qt::endl;
        return Unusable;
    }
    const QString chosen = parser.value(format);
    if (chosen != QLatin1String("text") && chosen != QLatin1String("json")) {
        err() << Cli::tr("traffic: unknown format \"%1\"; expected text or json.").arg(chosen)
              << Qt::endl;
        return Unusable;
    }
    const std::optional<Model> model = loadForCli(files.first());
    if (!model)
        return Unusable;
    TrafficSummary summary;
    std::vector<std::pair<QString, LogReading>> readings;
    for (const QString &file : files.mid(1)) {
        // Each file whole or not at all: its operations join only once it is read.
        TrafficSummary own;
        LogReading reading = readServerLog(file, [&own, &summary](const Operation &op) {
            own.add(op);
            summary.add(op);
        });
        if (!reading.error.isEmpty()) {
            err() << QStringLiteral("%1: %2").arg(file, reading.error) << Qt::endl;
            return Unusable;
        }
        readings.emplace_back(file, std::move(reading));
    }
    const std::vector<ShapeStats> shapes = summary.shapes();
    const TrafficMatch match = matchModel(*model, summary);
    if (chosen == QLatin1String("json")) {
        nlohmann::ordered_json report = { { "files", nlohmann::ordered_json::array() },
            { "spanSeconds", summary.spanSeconds() }, { "shapes", nlohmann::ordered_json::array() },
            { "unknownNamespaces", match.unknownNamespaces },
            { "unseenPatterns", match.unseenPatterns } };
        for (const auto &[file, reading] : readings)
            report["files"].push_back(readingJson(file, reading));
        for (size_t i = 0; i < shapes.size(); ++i)
            report["shapes"].push_back(shapeJson(shapes[i], match.shapes[i], summary.operations()));
        out() << QString::fromStdString(report.dump(2)) << Qt::endl;
    } else {
        printText(readings, shapes, match, *model, summary.operations());
    }
    if (parser.isSet(output)) {
        const QString failure
            = saveModelFile(withObservedPatterns(*model, shapes, match), parser.value(output));
        if (!failure.isEmpty()) {
            err() << failure << Qt::endl;
            return Unusable;
        }
    }
    return Success;
}

} // namespace docmodel::cli
