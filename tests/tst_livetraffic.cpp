// SPDX-License-Identifier: GPL-3.0-or-later
// Traffic read from a server: its profiler (system.profile), $queryStats
// and $indexStats. No local test server keeps them; mockupdb's traffic
// scenario answers the documents of ../shared/traffic exactly as they are,
// so a server and the same documents as files must read alike. What a
// server cannot give is a notice; a server that gives nothing or cannot be
// reached is an error, and nothing is written.
#include "advisorcases.h"
#include "testserver.h"
#include "testsupport.h"

#include "io/modelreader.h"
#include "io/modelwriter.h"

#include <QtTest>

#include <nlohmann/json.hpp>

using namespace docmodel;
using namespace docmodel::test;
using json = nlohmann::json;

namespace {

QString trafficPath(const QString &relative)
{
    return sourcePath(QStringLiteral("../shared/traffic/") + relative);
}

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

class TestLiveTraffic : public QObject
{
    Q_OBJECT

private slots:
    void aServerReadsAsItsDocumentsAsFiles();
    void theProfilerOfADatabase();
    void aTimeWindowNarrowsTheServersTraffic();
    void whatAServerCannotGiveIsANotice();
    void aServerWithNothingToReadIsAnError();
    void anUnreachableServerWritesNothing();
};

// $queryStats and $indexStats of "test": the same report as their files,
// advice and model file included.
void TestLiveTraffic::aServerReadsAsItsDocumentsAsFiles()
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
void TestLiveTraffic::theProfilerOfADatabase()
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
void TestLiveTraffic::aTimeWindowNarrowsTheServersTraffic()
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
void TestLiveTraffic::whatAServerCannotGiveIsANotice()
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
    QVERIFY2(run.out.contains(QStringLiteral("integration.customers $indexStats: 1 lines")),
        qPrintable(run.out));
    QVERIFY(run.out.contains(QStringLiteral("1 $indexStats entry")));
}

// Nothing recorded and nothing allowed: exit 2, the reasons, no model written.
void TestLiveTraffic::aServerWithNothingToReadIsAnError()
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

void TestLiveTraffic::anUnreachableServerWritesNothing()
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

QTEST_GUILESS_MAIN(TestLiveTraffic)
#include "tst_livetraffic.moc"
