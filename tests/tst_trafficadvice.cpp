// SPDX-License-Identifier: GPL-3.0-or-later
// The advice on observed traffic (collection scans with their ESR index,
// indexes the server does not use, declared patterns never seen, shard keys
// weighed by what was seen) through the CLI's text, JSON and SARIF reports
// and its time window; and traffic read from a server: its profiler
// (system.profile), $queryStats and $indexStats. No local test server keeps
// them; mockupdb's traffic scenario answers the documents of
// ../shared/traffic exactly as they are, so a server and the same
// documents as files must read alike. What a server cannot give is a
// notice; a server that gives nothing or cannot be reached is an error, and
// nothing is written.
#include "advisorcases.h"
#include "testserver.h"
#include "testsupport.h"
#include "trafficfixtures.h"

#include "advisor/indexselection.h"
#include "advisor/advisor.h"
#include "advisor/indexadvice.h"
#include "advisor/shardadvice.h"
#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "traffic/observedmodel.h"

#include <QtTest>

#include <nlohmann/json.hpp>

using namespace docmodel;
using namespace docmodel::test;
using namespace docmodel::traffic;
using json = nlohmann::json;

namespace {

const QString kProfile
    = QStringLiteral("system.profile/datadog-integration.customers.system.profile.json");
const QString kQueryStats = QStringLiteral("queryStats/datadog-queryStats-standalone.json");
const QString kIndexStats = QStringLiteral("indexStats/otel-ordersIndexStats2.json");

// Orders of test with two indexes (one the $indexStats sample names) and a
// declared query; customers of integration.
QString writeShopModel(const QTemporaryDir &dir)
{
    const auto text = [](const char *name) { return makeField(name, { BsonType::String }, true); };
    Model model;
    model.name = "shop";
    model.entities = {
        collection("orders",
            { text("status"), makeField("amount", { BsonType::Double }, true), text("cust_id"),
                text("item"), text("type") }),
        collection("customers", { makeField("age", { BsonType::Int }, true), text("name") }),
    };
    model.indexes = { index("typeItem", "orders", { { "type" }, { "item" } }),
        index("byStatus", "orders", { { "status" } }) };
    AccessPattern byCustomer = query("byCustomer", "orders", { { "cust_id", FilterOp::Equality } });
    byCustomer.name = "orders of a customer";
    model.accessPatterns = { byCustomer };
    const QString path = dir.filePath(QStringLiteral("shop.dmodel"));
    writeFile(path, QByteArray::fromStdString(serializeModel(model)));
    return path;
}

QStringList trafficArgs(const QStringList &extra)
{
    return QStringList { QStringLiteral("--profile"), trafficPath(kProfile),
        QStringLiteral("--query-stats"), trafficPath(kQueryStats), QStringLiteral("--index-stats"),
        QStringLiteral("test.orders=") + trafficPath(kIndexStats) }
    + extra;
}

// The server's URI with a database in its path.
QString onDatabase(const QString &uri, const QString &database)
{
    QString out = uri;
    return out.replace(QStringLiteral("/?"), QStringLiteral("/") + database + QStringLiteral("?"));
}

json reportOf(const CliRun &run)
{
    if (run.exitCode != 0) {
        qWarning("%s", qPrintable(run.err));
        return {};
    }
    return json::parse(run.out.toStdString());
}

// What a report says of the traffic, without the names of its sources.
json workloadOf(const json &report)
{
    json out;
    for (const char *key : { "spanSeconds", "shapes", "unknownNamespaces", "unseenPatterns",
             "collectionScans", "advice" })
        out[key] = report.value(key, json());
    int64_t entries = 0;
    for (const json &file : report.value("files", json::array()))
        entries += file.value("indexEntries", int64_t(0));
    out["indexEntries"] = entries;
    return out;
}

} // namespace

class TestTrafficAdvice : public QObject
{
    Q_OBJECT

private slots:
    void adviceOnTheObservedWorkload();
    void theCliReportsTheAdvice();
    void aTimeWindowNarrowsTheTraffic();
    void aServerReadsAsItsDocumentsAsFiles();
    void theProfilerOfADatabase();
    void aTimeWindowNarrowsTheServersTraffic();
    void whatAServerCannotGiveIsANotice();
    void aServerWithNothingToReadIsAnError();
    void anUnreachableServerWritesNothing();
};

// The model against a log of collection scans, $queryStats and two
// $indexStats files of its orders.
void TestTrafficAdvice::adviceOnTheObservedWorkload()
{
    Scenario scenario;
    prepare(scenario);
    const Model model = shopModel();
    TrafficSummary summary;
    std::vector<IndexUse> uses;
    for (const QString &source : scenario.sources) {
        const qsizetype equals = source.indexOf(QLatin1Char('='));
        const std::string collection
            = equals > 0 ? source.left(equals).toStdString() : std::string();
        const LogReading reading
            = readTrafficSource(equals > 0 ? source.mid(equals + 1) : source, collection,
                { [&](const Operation &op) { summary.add(op); },
                    [&](const IndexUse &use) { uses.push_back(use); } });
        QVERIFY2(reading.error.isEmpty(), qPrintable(reading.error));
    }
    QCOMPARE(uses.size(), size_t(3));
    const std::vector<ShapeStats> shapes = summary.shapes();
    const TrafficMatch match = matchModel(model, summary);
    QCOMPARE(match.unseenPatterns, std::vector<std::string>({ "byType" }));
    const std::vector<ProposedPattern> proposals = proposedPatterns(shapes, match);
    const Model observed = withObservedTraffic(model, shapes, match, uses, proposals);

    // The declared query the traffic shows: its count and frequency.
    const AccessPattern &byCustomer = *observed.findAccessPattern("byCustomer");
    QVERIFY(byCustomer.observed);
    QCOMPARE(byCustomer.observed->count, 50);
    QCOMPARE(byCustomer.frequency, 50 / match.spanSeconds);
    QVERIFY(!observed.findAccessPattern("byType")->observed);
    // Indexes: $indexStats counts by name, summed.
    QCOMPARE(observed.findIndex("typeOnly")->observed->ops, std::optional<int64_t>(0));
    QCOMPARE(observed.findIndex("byCust")->observed->ops, std::optional<int64_t>(4210));
    QCOMPARE(observed.findIndex("itemQuantity")->observed->ops, std::optional<int64_t>(1));

    const AdvisorReport report = runAdvisor(observed);
    const auto findings = [&](RuleId rule) {
        std::vector<const Diagnostic *> out;
        for (const Diagnostic &d : report.diagnostics)
            if (d.rule == rule)
                out.push_back(&d);
        return out;
    };
    // The collection scans of sample_training: each gets its ESR index, or
    // the one index it shares with other scans, with the counts behind it.
    const auto scans = findings(RuleId::CollectionScanObserved);
    QVERIFY(scans.size() >= 2);
    for (const Diagnostic *d : scans) {
        const AccessPattern &pattern = *observed.findAccessPattern(d->objectId);
        QVERIFY(pattern.collectionId == "inspections" || pattern.collectionId == "routes");
        QCOMPARE(d->recommendation.kind, Recommendation::Kind::AddIndex);
        WorkloadQuery query;
        query.filter = pattern.filter;
        query.sort = pattern.sort;
        QVERIFY(indexServes(d->recommendation.keys, query));
        if (d->recommendation.keys != esrKeys(observed, pattern))
            QVERIFY2(d->reasons.join(' ').contains(QStringLiteral("the same index serves")),
                qPrintable(d->reasons.join(' ')));
        QVERIFY2(
            d->message.contains(QString::number(pattern.observed->count)), qPrintable(d->message));
        QVERIFY(d->reasons.join(' ').contains(QStringLiteral("documents examined")));
    }
    // The hot orders query without an index: ESR, equality before range.
    const auto unindexed = findings(RuleId::UnindexedQuery);
    const auto ordersQuery = std::ranges::find_if(unindexed, [&](const Diagnostic *d) {
        return observed.findAccessPattern(d->objectId)->filter.size() == 2;
    });
    QVERIFY(ordersQuery != unindexed.end());
    QCOMPARE((*ordersQuery)->recommendation.keys,
        (std::vector<IndexKey> {
            { "status", IndexKeyKind::Asc }, { "amount", IndexKeyKind::Asc } }));
    QVERIFY((*ordersQuery)->reasons.join(' ').contains(QStringLiteral("seen 150 time")));
    // The index $indexStats never saw used; not the one it did.
    const auto unusedOnServer = findings(RuleId::IndexUnusedOnServer);
    QCOMPARE(unusedOnServer.size(), size_t(1));
    QCOMPARE(unusedOnServer.front()->objectId, std::string("typeOnly"));
    QCOMPARE(unusedOnServer.front()->recommendation.kind, Recommendation::Kind::DropIndex);
    // item_1_quantity_1 serves no declared query, but the server uses it.
    for (const Diagnostic *d : findings(RuleId::UnusedIndex))
        QVERIFY(d->objectId != "itemQuantity");
    QVERIFY(std::ranges::any_of(runAdvisor(model).diagnostics, [](const Diagnostic &d) {
        return d.rule == RuleId::UnusedIndex && d.objectId == "itemQuantity";
    }));
    // Shard keys are weighed by the observed frequencies: declared alike,
    // half the reads name the customer; observed, the status query is
    // three times as frequent as the customer one, and the type query
    // keeps its declared rate.
    const ShardKey byCustomerKey { { { "cust_id", IndexKeyKind::Asc } } };
    const ShardCandidate declared
        = scoreShardKey(model, *model.findEntity("orders"), byCustomerKey);
    const ShardCandidate seen
        = scoreShardKey(observed, *observed.findEntity("orders"), byCustomerKey);
    QCOMPARE(declared.isolation, 3);
    QCOMPARE(seen.isolation, 2);
    QVERIFY(declared.reasons.contains(
        QStringLiteral("50 % of reads name cust_id and go to one shard")));
}

void TestTrafficAdvice::theCliReportsTheAdvice()
{
    Scenario scenario;
    prepare(scenario);
    const QString updated = scenario.dir.filePath(QStringLiteral("observed.dmodel"));
    const CliRun text = runCli(QStringList { QStringLiteral("traffic"), scenario.model }
        + scenario.sources + QStringList { QStringLiteral("-o"), updated, QStringLiteral("--detail") });
    QVERIFY2(text.exitCode == 0, qPrintable(text.err));
    QVERIFY2(
        text.out.contains(QStringLiteral("Collection scans, the most documents examined first:")),
        qPrintable(text.out));
    QVERIFY(text.out.contains(QStringLiteral("Advice on the observed workload:")));
    QVERIFY(text.out.contains(QStringLiteral("DM123 index-unused-on-server typeOnly")));
    QVERIFY(text.out.contains(
        QStringLiteral("Declared access patterns the traffic never shows:\n  byType")));
    QVERIFY(text.out.contains(QStringLiteral("2 $indexStats entries")));
    const LoadResult loaded = loadModelFile(updated);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
    QVERIFY(loaded.model->findIndex("typeOnly")->observed);

    const CliRun asJson = runCli(QStringList { QStringLiteral("traffic"), scenario.model,
                                     QStringLiteral("--format"), QStringLiteral("json") }
        + scenario.sources);
    QVERIFY2(asJson.exitCode == 0, qPrintable(asJson.err));
    const json report = json::parse(asJson.out.toStdString());
    // Ranked by documents examined.
    const json &ranked = report["collectionScans"];
    QVERIFY(ranked.size() >= 2);
    std::map<std::string, int64_t> examined;
    for (const json &shape : report["shapes"])
        examined[shape["ns"].get<std::string>() + " " + shape["command"].get<std::string>() + " "
            + shape["shape"].get<std::string>()]
            = shape["docsExamined"].get<int64_t>();
    for (size_t i = 1; i < ranked.size(); ++i)
        QVERIFY(examined.at(ranked[i - 1]) >= examined.at(ranked[i]));
    QVERIFY(report["advice"].dump().find("DM122") != std::string::npos);

    const CliRun sarif = runCli(QStringList { QStringLiteral("traffic"), scenario.model,
                                    QStringLiteral("--format"), QStringLiteral("sarif") }
        + scenario.sources);
    QVERIFY2(sarif.exitCode == 0, qPrintable(sarif.err));
    const json log = json::parse(sarif.out.toStdString());
    QCOMPARE(log["version"], "2.1.0");
    std::set<std::string> rules;
    for (const json &result : log["runs"][0]["results"])
        rules.insert(result["ruleId"].get<std::string>());
    QVERIFY(rules.contains("DM122") && rules.contains("DM123"));
}

// --since and --until keep the operations between them; the others are
// counted as skipped; a time that is no ISO 8601 is refused.
void TestTrafficAdvice::aTimeWindowNarrowsTheTraffic()
{
    Scenario scenario;
    prepare(scenario);
    const QString stats
        = trafficPath(QStringLiteral("queryStats/datadog-queryStats-standalone.json"));
    const auto shapesOf = [&](const QStringList &window) {
        const CliRun run = runCli(QStringList { QStringLiteral("traffic"), scenario.model, stats,
                                      QStringLiteral("--format"), QStringLiteral("json") }
            + window);
        std::set<std::string> out;
        if (run.exitCode != 0)
            return out;
        const json report = json::parse(run.out.toStdString());
        for (const json &shape : report["shapes"])
            out.insert(shape["ns"].get<std::string>() + " " + shape["shape"].get<std::string>());
        if (!window.isEmpty())
            out.insert("skipped " + report["files"][0]["skipped"].dump());
        return out;
    };
    QCOMPARE(shapesOf({}).size(), size_t(3));
    // The header counts only the operations inside the window.
    const CliRun narrowed = runCli({ QStringLiteral("traffic"), scenario.model, stats, QStringLiteral("--since"),
        QStringLiteral("2024-01-15T08:30:00Z") });
    QCOMPARE(narrowed.exitCode, 0);
    const CliRun narrowedJson = runCli({ QStringLiteral("traffic"), scenario.model, stats, QStringLiteral("--since"),
        QStringLiteral("2024-01-15T08:30:00Z"), QStringLiteral("--format"), QStringLiteral("json") });
    int64_t kept = 0;
    const json narrowedReport = json::parse(narrowedJson.out.toStdString());
    for (const json &shape : narrowedReport["shapes"])
        kept += shape["count"].get<int64_t>();
    QVERIFY(kept > 0);
    QVERIFY2(narrowed.out.contains(QStringLiteral("%1 on application collections").arg(kept)), qPrintable(narrowed.out));
    QVERIFY2(narrowed.out.contains(QStringLiteral("1 operation outside --since/--until left out")), qPrintable(narrowed.out));
    QCOMPARE(shapesOf({ QStringLiteral("--since"), QStringLiteral("2024-01-15T08:30:00Z") }),
        (std::set<std::string> { "test.orders amount:range, status", "test.orders cust_id",
            R"(skipped {"before --since":1})" }));
    QCOMPARE(shapesOf({ QStringLiteral("--until"), QStringLiteral("2024-01-15T08:59:00Z") }),
        (std::set<std::string> { "test.foo 1:range", R"(skipped {"after --until":2})" }));
    const CliRun bad = runCli({ QStringLiteral("traffic"), scenario.model, stats,
        QStringLiteral("--since"), QStringLiteral("yesterday") });
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.contains(QStringLiteral("no ISO 8601 time")));
}

// $queryStats and $indexStats of "test": the same report as their files,
// advice and model file included.
void TestTrafficAdvice::aServerReadsAsItsDocumentsAsFiles()
{
    QTemporaryDir dir;
    const QString model = writeShopModel(dir);
    TestServer server(ServerKind::Mock, QStringLiteral("traffic"), trafficArgs({}));
    START_SERVER(server);
    const QString fromServer = dir.filePath(QStringLiteral("server.dmodel"));
    const QString fromFiles = dir.filePath(QStringLiteral("files.dmodel"));
    const CliRun live = runCli(
        { QStringLiteral("traffic"), model, onDatabase(server.uri(), QStringLiteral("test")),
            QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("-o"), fromServer });
    const CliRun files = runCli({ QStringLiteral("traffic"), model, trafficPath(kQueryStats),
        QStringLiteral("orders=") + trafficPath(kIndexStats), QStringLiteral("--format"),
        QStringLiteral("json"), QStringLiteral("-o"), fromFiles });
    const json served = reportOf(live);
    const json read = reportOf(files);
    QVERIFY2(!served.is_null() && !read.is_null(), qPrintable(live.err + files.err));
    QVERIFY2(live.err.contains(QStringLiteral("reading admin $queryStats (2 of 3)")),
        qPrintable(live.err));
    QVERIFY(live.err.contains(QStringLiteral("reading test.orders $indexStats (3 of 3)")));
    QCOMPARE(served["shapes"].size(), size_t(3));
    QCOMPARE(workloadOf(served).dump(2), workloadOf(read).dump(2));
    QCOMPARE(workloadOf(served)["indexEntries"], 1);
    // The model files agree too: the patterns proposed and the use of typeItem.
    QCOMPARE(readFile(fromServer), readFile(fromFiles));
    const LoadResult loaded = loadModelFile(fromServer);
    QVERIFY(loaded.ok());
    QCOMPARE(loaded.model->findIndex("typeItem")->observed->ops, std::optional<int64_t>(1));
    // "test" has no profile documents: the profiler is reported off.
    QVERIFY2(
        live.err.contains(QStringLiteral("The profiler of test is off")), qPrintable(live.err));
}

// integration.system.profile: its documents, read in batches with getMore,
// as the file of them.
void TestTrafficAdvice::theProfilerOfADatabase()
{
    QTemporaryDir dir;
    const QString model = writeShopModel(dir);
    TestServer server(ServerKind::Mock, QStringLiteral("traffic"), trafficArgs({}));
    START_SERVER(server);
    const json served
        = reportOf(runCli({ QStringLiteral("traffic"), model, server.uri(), QStringLiteral("--db"),
            QStringLiteral("integration"), QStringLiteral("--format"), QStringLiteral("json") }));
    const json read = reportOf(runCli({ QStringLiteral("traffic"), model, trafficPath(kProfile),
        QStringLiteral("--format"), QStringLiteral("json") }));
    QCOMPARE(served["shapes"].size(), size_t(2));
    QCOMPARE(workloadOf(served).dump(2), workloadOf(read).dump(2));
    QCOMPARE(served["files"][0]["file"], "integration.system.profile");
    QCOMPARE(served["files"][0]["operations"], 4);
}

// --since applies to what the server answers as to files.
void TestTrafficAdvice::aTimeWindowNarrowsTheServersTraffic()
{
    QTemporaryDir dir;
    const QString model = writeShopModel(dir);
    TestServer server(ServerKind::Mock, QStringLiteral("traffic"), trafficArgs({}));
    START_SERVER(server);
    const json report = reportOf(
        runCli({ QStringLiteral("traffic"), model, onDatabase(server.uri(), QStringLiteral("test")),
            QStringLiteral("--since"), QStringLiteral("2024-01-15T08:30:00Z"),
            QStringLiteral("--format"), QStringLiteral("json") }));
    std::set<std::string> shapes;
    for (const json &shape : report["shapes"])
        shapes.insert(shape["ns"].get<std::string>() + " " + shape["shape"].get<std::string>());
    QCOMPARE(shapes,
        (std::set<std::string> { "test.orders amount:range, status", "test.orders cust_id" }));
    const json &queryStats = report["files"][1];
    QCOMPARE(queryStats["file"], "admin $queryStats");
    QCOMPARE(queryStats["skipped"].dump(), std::string(R"({"before --since":1})"));
}

// A profiler the user may not read and a server without $queryStats:
// notices that say why and what it takes; the rest is read.
void TestTrafficAdvice::whatAServerCannotGiveIsANotice()
{
    QTemporaryDir dir;
    const QString model = writeShopModel(dir);
    TestServer server(ServerKind::Mock, QStringLiteral("traffic"),
        { QStringLiteral("--profile"), trafficPath(kProfile), QStringLiteral("--refuse-profile"),
            QStringLiteral("--index-stats"),
            QStringLiteral("integration.customers=") + trafficPath(kIndexStats) });
    START_SERVER(server);
    const CliRun run = runCli({ QStringLiteral("traffic"), model,
        onDatabase(server.uri(), QStringLiteral("integration")) });
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral(
                 "integration.system.profile cannot be read: The server refused find "
                 "integration.system.profile: not authorized")),
        qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("$queryStats cannot be read:")), qPrintable(run.err));
    QVERIFY(run.err.contains(QStringLiteral("Unrecognized pipeline stage name: '$queryStats'")));
    QVERIFY(run.err.contains(
        QStringLiteral("MongoDB 6.0.7 or later on MongoDB Atlas (M10 and up) and the "
                       "queryStatsRead privilege")));
    QVERIFY2(run.out.contains(
                 QStringLiteral("integration.customers $indexStats: 1 entry, 0 slow operations")),
        qPrintable(run.out));
    QVERIFY(run.out.contains(QStringLiteral("1 $indexStats entry")));
}

// Nothing recorded and nothing allowed: exit 2, the reasons, no model written.
void TestTrafficAdvice::aServerWithNothingToReadIsAnError()
{
    QTemporaryDir dir;
    const QString model = writeShopModel(dir);
    TestServer server(ServerKind::Mock, QStringLiteral("traffic"));
    START_SERVER(server);
    const QString updated = dir.filePath(QStringLiteral("updated.dmodel"));
    const CliRun run = runCli({ QStringLiteral("traffic"), model,
        onDatabase(server.uri(), QStringLiteral("shop")), QStringLiteral("-o"), updated });
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("The profiler of shop is off")), qPrintable(run.err));
    QVERIFY(run.err.contains(QStringLiteral("gave nothing to read for the database \"shop\"")));
    QVERIFY(run.out.isEmpty());
    QVERIFY(!QFileInfo::exists(updated));
    // A URI without a database, a model without one, no --db: refused at once.
    const CliRun unnamed = runCli({ QStringLiteral("traffic"), model, server.uri() });
    QCOMPARE(unnamed.exitCode, 2);
    QVERIFY2(
        unnamed.err.contains(QStringLiteral("name the database to read")), qPrintable(unnamed.err));
}

void TestTrafficAdvice::anUnreachableServerWritesNothing()
{
    QTemporaryDir dir;
    const QString model = writeShopModel(dir);
    const QString updated = dir.filePath(QStringLiteral("updated.dmodel"));
    const CliRun run = runCli({ QStringLiteral("traffic"), model, trafficPath(kQueryStats),
        QStringLiteral("mongodb://127.0.0.1:1/test?directConnection=true"),
        QStringLiteral("--timeout"), QStringLiteral("1"), QStringLiteral("-o"), updated });
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("No server could be reached")), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
    QVERIFY(!QFileInfo::exists(updated));
}

QTEST_GUILESS_MAIN(TestTrafficAdvice)
#include "tst_trafficadvice.moc"
