// SPDX-License-Identifier: GPL-3.0-or-later
// docmodeler-cli traffic: the query shapes of servers' logs, profiler
// documents, $queryStats and explain output, and $indexStats, against the
// model, and the advice on that workload.
#include "clicommand.h"
#include "liveoptions.h"
#include "trafficreport.h"

#include "advisor/lintreport.h"
#include "io/modelwriter.h"
#include "live/livewait.h"
#include "traffic/trafficimport.h"

#include <QDateTime>
#include <QDir>
#include <QFile>

#include <algorithm>
#include <set>

namespace docmodel::cli {

namespace {

using namespace traffic;

std::optional<QDateTime> timeOption(
    const QCommandLineParser &parser, const QCommandLineOption &option, bool &bad)
{
    if (!parser.isSet(option))
        return std::nullopt;
    QDateTime time = QDateTime::fromString(parser.value(option), Qt::ISODateWithMs);
    if (!time.isValid()) {
        err() << Cli::tr("traffic: --%1 \"%2\" is no ISO 8601 time (2024-01-15 or "
                         "2024-01-15T10:00:00Z).")
                     .arg(option.names().first(), parser.value(option))
              << Qt::endl;
        bad = true;
    }
    return time;
}

// Passes on the operations inside [since, until]; counts the others.
class TimeWindow
{
public:
    TimeWindow(std::optional<QDateTime> since, std::optional<QDateTime> until)
        : mSince(std::move(since))
        , mUntil(std::move(until))
    { }

    bool admits(const Operation &op, LogReading &reading) const
    {
        if (!mSince && !mUntil)
            return true;
        const QDateTime at
            = QDateTime::fromString(QString::fromStdString(op.time), Qt::ISODateWithMs);
        if (!at.isValid()) {
            ++reading.skipped["no ISO 8601 time to compare with --since/--until"];
            return false;
        }
        if (mSince && at < *mSince) {
            ++reading.skipped["before --since"];
            return false;
        }
        if (mUntil && at > *mUntil) {
            ++reading.skipped["after --until"];
            return false;
        }
        return true;
    }

private:
    std::optional<QDateTime> mSince, mUntil;
};

// Reads what a server recorded of a database's traffic into `read`;
// false, with the reason printed, when it could not.
bool readServerTraffic(const QCommandLineParser &parser, const LiveOptions &live,
    const QString &uri, const QString &database, const TrafficReadOptions &options,
    TrafficRead &read, int &exitCode)
{
    LiveConnection connection;
    if (!live.open(parser, uri, connection, exitCode))
        return false;
    connection.setRequestTimeout(
        0x7fffffff); // a large profiler takes its time; each driver call has its own
    LiveTrafficRequest request;
    request.database = database;
    request.admit = options.admit;
    const QMetaObject::Connection progress
        = QObject::connect(&connection, &LiveConnection::trafficProgressed,
            [](LiveConnection::RequestId, const QString &source, int index, int total) {
                err() << Cli::tr("reading %1 (%2 of %3)…").arg(source).arg(index + 1).arg(total)
                      << Qt::endl;
            });
    LiveTraffic result;
    LiveError failure;
    const bool ok = waitForResult(connection, connection.requestTraffic(request),
        &LiveConnection::trafficFinished, &result, &failure);
    QObject::disconnect(progress);
    if (!ok) {
        err() << Cli::tr("traffic: %1").arg(failure.message) << Qt::endl;
        exitCode = Unusable;
        return false;
    }
    for (const QString &notice : std::as_const(result.notices))
        err() << Cli::tr("traffic: %1").arg(notice) << Qt::endl;
    if (result.read->entries() == 0) {
        err() << Cli::tr("traffic: %1 gave nothing to read for the database \"%2\" (see above).")
                     .arg(connection.displayUri(), database)
              << Qt::endl;
        exitCode = Unusable;
        return false;
    }
    read.append(std::move(*result.read));
    return true;
}

// The database to read on a server: --db's, else the URI's, else the
// model's; empty, with the reason printed, when none names one.
QString trafficDatabase(const QString &uri, const QString &option, const Model &model)
{
    const QString name = serverDatabase(option, uri, model.database);
    if (name.isEmpty())
        err() << Cli::tr("traffic: name the database to read on %1 with --db, or in the URI "
                         "(mongodb://host/shop).")
                     .arg(maskedUri(uri))
              << Qt::endl;
    return name;
}

// What the sources say of the model: shapes, their match with the access
// patterns, the model with the observed traffic, and the advice on it.
TrafficFindings findingsOf(const Model &model, TrafficRead read, const IndexSetOptions &indexOptions)
{
    TrafficFindings findings;
    for (const auto &[file, reading] : read.readings)
        findings.indexEntries += reading.indexEntries;
    findings.readings = std::move(read.readings);
    const TrafficSummary &summary = read.summary;
    findings.shapes = summary.shapes();
    findings.match = matchModel(model, summary);
    findings.operations = summary.operations();
    findings.indexes = traffic::chooseWorkloadIndexes(
        workloadOf(model, summary, findings.shapes, findings.readings, read.indexUses), indexOptions);
    // New access patterns only for shapes the index set weighs: not for
    // those it left out as too small to matter.
    std::set<std::string> leftOut;
    for (size_t q : findings.indexes.set.leftOut)
        leftOut.insert(findings.shapes[findings.indexes.workload.shapeOf[q]].key());
    std::vector<ProposedPattern> proposals = proposedPatterns(findings.shapes, findings.match);
    std::erase_if(proposals, [&](const ProposedPattern &proposal) {
        return std::ranges::all_of(proposal.shapeKeys, [&](const std::string &key) { return leftOut.contains(key); });
    });
    findings.observed = withObservedTraffic(model, findings.shapes, findings.match, read.indexUses, proposals);
    findings.advice = trafficAdvice(findings.observed);
    return findings;
}

// MODEL (optional) and SOURCE..., as the help lists them.
void addPositionalArguments(QCommandLineParser &parser)
{
    parser.addPositionalArgument(QStringLiteral("model"),
        Cli::tr("The model file (.dmodel), optional: it adds field sizes, declared patterns and the namespaces' "
                "collections."),
        QStringLiteral("[MODEL]"));
    parser.addPositionalArgument(QStringLiteral("sources"),
        Cli::tr("mongod or mongos logs (structured, or the text format of 2.2 to 4.2), "
                "system.profile documents, $queryStats, explain or $indexStats output, plain or "
                ".gz; COLLECTION=FILE names the collection of a $indexStats file. A mongodb:// URI "
                "reads the server's profiler, $queryStats and $indexStats for the database."),
        QStringLiteral("SOURCE..."));
}

// The options of the index set and of the report's length.
struct IndexSetArguments {
    QCommandLineOption detail { QStringLiteral("detail"),
        Cli::tr("Also list every shape, how the shapes meet the model, the collection scans and the advisor's "
                "findings.") };
    QCommandLineOption maxIndexes { QStringLiteral("max-indexes"),
        Cli::tr("At most this many recommended indexes (default 10)."), QStringLiteral("N"), QStringLiteral("10") };
    QCommandLineOption minShare { QStringLiteral("min-share"),
        Cli::tr("Leave out shapes under this percentage of their namespace's examined documents that are also "
                "seen fewer than --min-count times (default 1)."),
        QStringLiteral("PERCENT"), QStringLiteral("1") };
    QCommandLineOption minCount { QStringLiteral("min-count"), Cli::tr("See --min-share (default 3)."),
        QStringLiteral("N"), QStringLiteral("3") };

    void addTo(QCommandLineParser &parser) const { parser.addOptions({ detail, maxIndexes, minShare, minCount }); }

    // The values given; nullopt, with the reason printed, when one is no number in range.
    std::optional<IndexSetOptions> read(const QCommandLineParser &parser) const
    {
        bool allOk = true;
        const auto number = [&](const QCommandLineOption &option, double low, double high) {
            bool ok = false;
            const double value = parser.value(option).toDouble(&ok);
            if (!ok || value < low || value > high) {
                err() << Cli::tr("traffic: --%1 takes a number from %2 to %3, not \"%4\".")
                             .arg(option.names().constFirst())
                             .arg(low)
                             .arg(high)
                             .arg(parser.value(option))
                      << Qt::endl;
                allOk = false;
            }
            return std::clamp(ok ? value : low, low, high);
        };
        IndexSetOptions options;
        options.maxIndexes = size_t(number(maxIndexes, 1, 1000));
        options.minShare = number(minShare, 0, 100) / 100;
        options.minCount = number(minCount, 0, 1e9);
        return allOk ? std::optional(options) : std::nullopt;
    }
};

// What -o writes: the model with the traffic's evidence, and the
// recommended indexes on its collections marked as proposed (the advice is
// on the model without them: they are proposals, not indexes).
Model writtenModel(const TrafficFindings &findings)
{
    Model written = findings.observed;
    std::vector<Index> proposed;
    for (const RecommendedIndex &index : findings.indexes.set.recommended)
        if (std::optional<Index> declared = declaredIndex(written, index, proposed)) {
            declared->proposed = true;
            proposed.push_back(std::move(*declared));
        }
    written.indexes.insert(written.indexes.end(), proposed.begin(), proposed.end());
    return written;
}

// The report as text, JSON or SARIF (the advice, at the lines of the model
// file written with -o, or of the model read).
void printFindings(const TrafficFindings &findings, const QString &format, const QString &artifact, bool written)
{
    if (format == QLatin1String("json")) {
        out() << QString::fromStdString(trafficJson(findings)) << Qt::endl;
        return;
    }
    if (format != QLatin1String("sarif")) {
        printTrafficText(findings);
        return;
    }
    SarifContext sarif;
    sarif.toolVersion = PROJECT_VERSION;
    sarif.informationUri = PROJECT_HOMEPAGE_URL;
    sarif.baseDirectory = QDir::currentPath();
    if (written) {
        sarif.fileText = serializeModel(writtenModel(findings));
    } else if (QFile file(artifact); file.open(QIODevice::ReadOnly)) {
        sarif.fileText = file.readAll().toStdString();
    }
    out() << QString::fromStdString(
        formatLintReport(findings.observed, findings.advice, artifact, LintFormat::Sarif, sarif));
}

} // namespace

int runTraffic(const QStringList &arguments)
{
    QCommandLineParser parser;
    addPositionalArguments(parser);
    const QCommandLineOption format(QStringLiteral("format"),
        Cli::tr("The report's format: text (default), json, or sarif (the advice only)."),
        QStringLiteral("FORMAT"), QStringLiteral("text"));
    const QCommandLineOption output({ QStringLiteral("o"), QStringLiteral("output") },
        Cli::tr("Write the model with the recommended indexes (marked as proposed), the observed frequencies of its access patterns, the "
                "shapes it does not declare as new ones, and the use of its indexes."),
        QStringLiteral("FILE"));
    const QCommandLineOption since(QStringLiteral("since"),
        Cli::tr("Only operations at or after this time (ISO 8601)."), QStringLiteral("TIME"));
    const QCommandLineOption until(QStringLiteral("until"),
        Cli::tr("Only operations at or before this time (ISO 8601)."), QStringLiteral("TIME"));
    const QCommandLineOption database(QStringLiteral("db"),
        Cli::tr("The server's database (with a URI; default: the URI's, else the model's)."),
        QStringLiteral("NAME"));
    parser.addOptions({ format, output, since, until, database });
    const IndexSetArguments indexArguments;
    indexArguments.addTo(parser);
    const LiveOptions live;
    live.addTo(parser);
    int exitCode = Success;
    if (!parseCommandLine(parser, arguments,
            Cli::tr("Read what servers did (logs, the profiler, $queryStats, $indexStats, "
                    "explain) into query shapes per collection: counts, durations, plans, how "
                    "they meet the model's access patterns, and the advice on that workload."),
            exitCode))
        return exitCode;
    QStringList positional = parser.positionalArguments();
    // The model is the first argument when it is a model file; the rest are sources.
    const bool hasModel = !positional.isEmpty() && positional.first().endsWith(QLatin1String(".dmodel"));
    if (positional.size() < (hasModel ? 2 : 1)) {
        err() << Cli::tr("traffic: name at least one source (a log, profiler or stats file, or a mongodb:// URI).")
              << Qt::endl;
        return Unusable;
    }
    if (!hasModel && parser.isSet(output)) {
        err() << Cli::tr("traffic: -o writes the model with the traffic's evidence: name the model first.")
              << Qt::endl;
        return Unusable;
    }
    const std::optional<IndexSetOptions> indexOptions = indexArguments.read(parser);
    if (!indexOptions)
        return Unusable;
    const QString chosen = parser.value(format);
    if (!QStringList { QStringLiteral("text"), QStringLiteral("json"), QStringLiteral("sarif") }.contains(chosen)) {
        err()
            << Cli::tr("traffic: unknown format \"%1\"; expected text, json or sarif.").arg(chosen)
            << Qt::endl;
        return Unusable;
    }
    bool badTime = false;
    const TimeWindow window(timeOption(parser, since, badTime), timeOption(parser, until, badTime));
    if (badTime)
        return Unusable;
    const std::optional<Model> model = hasModel ? loadForCli(positional.first()) : std::optional<Model>(Model {});
    if (!model)
        return Unusable;
    if (!hasModel)
        positional.prepend(QString()); // the sources follow the model's place
    TrafficReadOptions options;
    options.admit = [&window](const Operation &op, LogReading &reading) {
        return window.admits(op, reading);
    };
    // A source that cannot be read ends the command before anything is
    // reported or written.
    QStringList files, servers;
    for (const QString &source : positional.mid(1))
        (isServerUri(source) ? servers : files) << source;
    TrafficRead read = readTrafficSources(files, options);
    if (!read.error.isEmpty()) {
        err() << read.error << Qt::endl;
        return Unusable;
    }
    for (const QString &uri : std::as_const(servers)) {
        const QString name = trafficDatabase(uri, parser.value(database), *model);
        if (name.isEmpty())
            return Unusable;
        if (!readServerTraffic(parser, live, uri, name, options, read, exitCode))
            return exitCode;
    }
    TrafficFindings findings = findingsOf(*model, std::move(read), *indexOptions);
    findings.hasModel = hasModel;
    findings.detail = parser.isSet(indexArguments.detail);
    QString artifact = positional.first();
    if (parser.isSet(output)) {
        artifact = parser.value(output);
        const QString failure = saveModelFile(writtenModel(findings), artifact);
        if (!failure.isEmpty()) {
            err() << failure << Qt::endl;
            return Unusable;
        }
    }
    printFindings(findings, chosen, artifact, parser.isSet(output));
    return Success;
}

} // namespace docmodel::cli
