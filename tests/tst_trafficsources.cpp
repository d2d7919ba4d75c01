// SPDX-License-Identifier: GPL-3.0-or-later
// Traffic besides logs (../shared/traffic: system.profile documents of 2.6
// to 7.x, $queryStats, explain output of 3.2 to 8.0, $indexStats) read into
// the same query shapes, and what the traffic shows kept in the model
// (observed use of patterns and indexes). The advice on it, the CLI and the
// servers' traffic: tst_trafficadvice.
#include "advisorcases.h"
#include "testsupport.h"
#include "trafficfixtures.h"

#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "traffic/observedmodel.h"

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

using namespace docmodel;
using namespace docmodel::test;
using namespace docmodel::traffic;
using nlohmann::json;

namespace {

// Every document is an operation, or skipped, or not read, with why.
bool accountedFor(const LogReading &reading)
{
    int64_t accounted = reading.operations;
    for (const auto &[why, count] : reading.skipped)
        accounted += count;
    for (const auto &[why, count] : reading.unread)
        accounted += count;
    return accounted >= reading.slowOperations;
}

} // namespace

class TestTrafficSources : public QObject
{
    Q_OBJECT

private slots:
    void profilerDocumentsOfEveryVersion();
    void profilerDocumentsOfSeven();
    void everyDocumentFileAgreesWithAnIndependentCount();
    void queryStatsEntriesStandForTheirCount();
    void explainOutputOfEveryVersion();
    void indexStatsOfEverySource();
    void documentFilesOfEveryLayout();
    void observationsSurviveTheModelFile();
    void unnamedIndexStatsMatchByKeys();
    void badSourcesAreRefused_data();
    void badSourcesAreRefused();
};

// Percona's 19 operations as profiled by 2.6 to 3.6: each read the same
// way across versions, though 2.6 wraps queries, 3.2 profiles finds as
// commands in "query", and 3.6 moves everything into "command".
void TestTrafficSources::profilerDocumentsOfEveryVersion()
{
    const QDir dir(trafficPath(QStringLiteral("system.profile/percona-toolkit")));
    const QStringList files = dir.entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name);
    QCOMPARE(files.size(), 95);
    const std::map<std::string, std::string> expected = {
        { "aggregate", "test.coll aggregate a:range" },
        { "count", "test.coll count " },
        { "count_with_query", "test.coll count a:range" },
        { "delete", "test.coll delete a:range, b:range" },
        { "delete_all", "test.coll delete a:range, b:range" },
        { "distinct", "test.coll distinct b:range" },
        { "find", "test.coll find k" },
        { "find_andrii", "test.coll find k:range $or[c:in|pad:in] sort(k:-1)" },
        { "find_empty", "test.coll find " },
        { "find_with_sort", "test.coll find c sort(b:-1)" },
        { "findandmodify", "test.coll findAndModify a" },
        { "insert", "test.coll insert " },
        { "update", "test.coll update a:range" },
    };
    // No query of an application's collection: skipped with the command's name.
    const std::map<std::string, std::string> skipped
        = { { "eval", "$eval" }, { "explain", "explain" }, { "geonear", "geoNear" },
              { "group", "group" }, { "mapreduce", "mapreduce" } };
    for (const QString &file : files) {
        const std::string operation = file.left(file.lastIndexOf(QLatin1Char('_'))).toStdString();
        const Read read = readSource(dir.filePath(file));
        QVERIFY2(read.reading.error.isEmpty(), qPrintable(file + read.reading.error));
        QCOMPARE(read.reading.slowOperations, 1);
        QVERIFY(accountedFor(read.reading));
        if (skipped.contains(operation)) {
            QCOMPARE(read.reading.operations, 0);
            QVERIFY2(read.reading.skipped.contains(skipped.at(operation)), qPrintable(file));
            continue;
        }
        QCOMPARE(read.reading.operations, 1);
        const auto counts = read.counts();
        if (operation == "getmore") {
            // 3.2 profiles a getMore without the query it continues.
            const std::string want = file.contains(QLatin1String("3.2.")) ? "test.coll getMore "
                : file.contains(QLatin1String("2.6.")) || file.contains(QLatin1String("3.0."))
                ? "test.coll getMore a:range"
                : "test.coll getMore a:range sort(a:1)";
            QVERIFY2(counts.contains(want), qPrintable(file + counts.begin()->first.c_str()));
            continue;
        }
        QVERIFY2(expected.contains(operation), qPrintable(file));
        QVERIFY2(counts.contains(expected.at(operation)),
            qPrintable(
                file + QStringLiteral(": ") + QString::fromStdString(counts.begin()->first)));
        const ShapeStats stats = read.summary.shapes().front();
        QCOMPARE(stats.totalMillis, 42.0); // every document says 42 ms
        QCOMPARE(
            QString::fromStdString(stats.firstSeen), QStringLiteral("2020-01-01T00:00:00.000Z"));
    }
}

// Datadog's four profiler documents of a 7.x server, one JSON array: two
// updates by age and two finds by age sorted by name, with their plans.
void TestTrafficSources::profilerDocumentsOfSeven()
{
    const Read read = readSource(trafficPath(
        QStringLiteral("system.profile/datadog-integration.customers.system.profile.json")));
    QVERIFY2(read.reading.error.isEmpty(), qPrintable(read.reading.error));
    QCOMPARE(read.reading.lines, 4);
    QCOMPARE(read.reading.operations, 4);
    const auto counts = read.counts();
    QCOMPARE(counts.size(), size_t(2));
    QCOMPARE(counts.at("integration.customers update age:range"), 2);
    QCOMPARE(counts.at("integration.customers find age:range sort(name:1)"), 2);
    const std::optional<ShapeStats> update = read.shape("integration.customers update age:range");
    QVERIFY(update);
    QCOMPARE(update->plans.begin()->first, std::string("IXSCAN { age: -1 }"));
    QCOMPARE(update->docsExamined, 431 + 416);
}

// Every profiler file, the $queryStats sample and every explain() output:
// the operations and each shape's count, as tests/tools/traffic-shapes.py
// counts them on its own.
void TestTrafficSources::everyDocumentFileAgreesWithAnIndependentCount()
{
    const QDir percona(trafficPath(QStringLiteral("system.profile/percona-toolkit")));
    QStringList paths;
    for (const QString &file :
        percona.entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name))
        paths << percona.filePath(file);
    paths << trafficPath(
        QStringLiteral("system.profile/datadog-integration.customers.system.profile.json"))
          << trafficPath(QStringLiteral("queryStats/datadog-queryStats-standalone.json"));
    for (const char *folder :
        { "explain/compass-explain-compat", "explain/compass-explain-plan-helper" }) {
        const QDir explain(trafficPath(QString::fromLatin1(folder)));
        for (const QString &file :
            explain.entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name))
            paths << explain.filePath(file);
    }
    QCOMPARE(paths.size(), 97 + 35);
    QProcess python;
    python.start(QStringLiteral("/usr/bin/python3"),
        QStringList { sourcePath(QStringLiteral("tests/tools/traffic-shapes.py")) } + paths);
    QVERIFY(python.waitForFinished(120000));
    QCOMPARE(python.exitCode(), 0);
    const QList<QByteArray> lines = python.readAllStandardOutput().trimmed().split('\n');
    QCOMPARE(lines.size(), paths.size());
    int64_t shapes = 0;
    for (qsizetype i = 0; i < paths.size(); ++i) {
        const json expected = json::parse(lines[i].toStdString());
        const Read read = readSource(paths[i]);
        QVERIFY2(read.reading.error.isEmpty(), qPrintable(paths[i] + read.reading.error));
        QCOMPARE(read.reading.slowOperations, expected["slowOperations"].get<int64_t>());
        QCOMPARE(read.reading.operations, expected["operations"].get<int64_t>());
        using Counts = std::map<std::string, int64_t>;
        QVERIFY2(read.counts() == expected["shapes"].get<Counts>(), qPrintable(paths[i]));
        shapes += int64_t(read.counts().size());
    }
    QVERIFY(shapes >= 100); // 132 files, 25 of them no application query
}

// Datadog's $queryStats sample: each entry is its execCount operations,
// from its first to its last time seen, with the mean duration.
void TestTrafficSources::queryStatsEntriesStandForTheirCount()
{
    const Read read
        = readSource(trafficPath(QStringLiteral("queryStats/datadog-queryStats-standalone.json")));
    QVERIFY2(read.reading.error.isEmpty(), qPrintable(read.reading.error));
    QCOMPARE(read.reading.operations, 400);
    QCOMPARE(read.summary.operations(), 400);
    const auto counts = read.counts();
    QCOMPARE(counts,
        (std::map<std::string, int64_t> { { "test.orders find amount:range, status", 150 },
            { "test.orders aggregate cust_id", 50 }, { "test.foo find 1:range", 200 } }));
    const std::optional<ShapeStats> orders = read.shape("test.orders find amount:range, status");
    QVERIFY(orders);
    QCOMPARE(orders->totalMillis, 15.0);
    QCOMPARE(orders->p50Millis, 0.1);
    QCOMPARE(orders->docsExamined, 450);
    QCOMPARE(orders->firstSeen, std::string("2024-01-15T10:00:00Z"));
    QCOMPARE(orders->lastSeen, std::string("2024-01-15T12:00:00Z"));
    QCOMPARE(read.summary.spanSeconds(), 4.75 * 3600); // 08:00 to 12:45
}

// Compass's explain fixtures, 3.2 to 8.0, classic and SBE, sharded or not:
// each is one operation with its plan, or counted with why not.
void TestTrafficSources::explainOutputOfEveryVersion()
{
    int files = 0;
    int operations = 0;
    std::map<std::string, std::string> plans; // file → plan
    std::map<std::string, std::string> shapes; // file → shape
    for (const QString &sub : { QStringLiteral("explain/compass-explain-plan-helper"),
             QStringLiteral("explain/compass-explain-compat") }) {
        const QDir dir(trafficPath(sub));
        for (const QString &file : dir.entryList({ QStringLiteral("*.json") }, QDir::Files)) {
            ++files;
            const Read read = readSource(dir.filePath(file));
            QVERIFY2(read.reading.error.isEmpty(), qPrintable(file + read.reading.error));
            QCOMPARE(read.reading.slowOperations, 1);
            QVERIFY2(accountedFor(read.reading), qPrintable(file));
            operations += int(read.reading.operations);
            if (read.summary.operations() == 1) {
                const ShapeStats stats = read.summary.shapes().front();
                shapes[file.toStdString()] = stats.key();
                plans[file.toStdString()]
                    = stats.plans.empty() ? std::string() : stats.plans.begin()->first;
            }
        }
    }
    QCOMPARE(files, 35);
    QVERIFY2(operations >= 30, qPrintable(QString::number(operations)));
    QCOMPARE(shapes.at("simple_index_3.2.json"), std::string("mongodb.fanclub find age:range"));
    QCOMPARE(plans.at("simple_index_3.2.json"), std::string("IXSCAN { age: 1 }"));
    QCOMPARE(plans.at("simple_collscan_3.2.json"), std::string("COLLSCAN"));
    QCOMPARE(shapes.at("unsharded-find.classic.in.json"),
        std::string("aggregations.air_airlines find "));
    QCOMPARE(plans.at("unsharded-find.classic.in.json"), std::string("COLLSCAN"));
    QCOMPARE(shapes.at("unsharded-find.sbe.in.json"),
        std::string("sample_airbnb.listingsAndReviews find beds:range"));
    QCOMPARE(plans.at("unsharded-find.sbe.in.json"), std::string("IXSCAN { beds: 1 }"));
    QCOMPARE(plans.at("idhack_stage_3.2.json"), std::string("IDHACK"));
}

// Every $indexStats sample: Datadog's relaxed JSON arrays, OpenTelemetry's
// canonical documents.
void TestTrafficSources::indexStatsOfEverySource()
{
    const std::map<QString, std::tuple<std::string, int64_t, std::string>> expected = {
        { QStringLiteral("datadog-indexStats-bar.json"),
            { "_id_", 12, "2020-09-16T13:14:05.088Z" } },
        { QStringLiteral("datadog-indexStats-foo.json"),
            { "_id_", 1243, "2020-09-16T13:14:04.923Z" } },
        { QStringLiteral("otel-ordersIndexStats0.json"),
            { "item_1_quantity_1", 1, "2022-07-24T10:22:53.354Z" } },
        { QStringLiteral("otel-ordersIndexStats1.json"),
            { "_id_", 0, "2022-07-24T10:22:53.350Z" } },
        { QStringLiteral("otel-ordersIndexStats2.json"),
            { "type_1_item_1", 1, "2022-07-24T10:22:53.912Z" } },
        { QStringLiteral("otel-productsIndexStats0.json"),
            { "_id_", 0, "2022-07-26T13:09:06.592Z" } },
    };
    for (const auto &[file, want] : expected) {
        const Read read = readSource(trafficPath(QStringLiteral("indexStats/") + file), "orders");
        QVERIFY2(read.reading.error.isEmpty(), qPrintable(file + read.reading.error));
        QCOMPARE(read.reading.indexEntries, 1);
        QCOMPARE(read.indexUses.size(), size_t(1));
        const IndexUse &use = read.indexUses.front();
        QCOMPARE(use.name, std::get<0>(want));
        QCOMPARE(use.ops, std::get<1>(want));
        QCOMPARE(QString::fromStdString(use.since), QString::fromStdString(std::get<2>(want)));
        QCOMPARE(use.collection, std::string("orders"));
    }
    const Read two
        = readSource(trafficPath(QStringLiteral("indexStats/otel-ordersIndexStats2.json")));
    QCOMPARE(two.indexUses.front().keys,
        (std::vector<IndexKey> { { "item", IndexKeyKind::Asc }, { "type", IndexKeyKind::Asc } }));
}

// One document a line (mongoexport), a JSON array, and a document spread
// over lines read alike; a line that is no JSON is counted, not fatal.
void TestTrafficSources::documentFilesOfEveryLayout()
{
    QTemporaryDir dir;
    const QByteArray profile
        = readFile(trafficPath(QStringLiteral("system.profile/percona-toolkit/find_3.6.2.json")));
    const QByteArray compact = QByteArray::fromStdString(json::parse(profile.toStdString()).dump());
    const QString lines = dir.filePath(QStringLiteral("lines.json"));
    QVERIFY(writeFile(lines, compact + "\n" + compact + "\r\nnot json\n\n" + compact + "\n"));
    const Read read = readSource(lines);
    QVERIFY2(read.reading.error.isEmpty(), qPrintable(read.reading.error));
    QCOMPARE(read.reading.operations, 3);
    QCOMPARE(read.reading.unread.at("not JSON"), 1);
    QCOMPARE(read.counts().at("test.coll find k"), 3);
    const QString array = dir.filePath(QStringLiteral("array.json"));
    QVERIFY(writeFile(array, "[\n" + profile + ",\n" + profile + "]"));
    QCOMPARE(readSource(array).counts().at("test.coll find k"), 2);
    const QString other = dir.filePath(QStringLiteral("other.json"));
    QVERIFY(writeFile(other, R"([{"a": 1}, 5])"));
    const Read odd = readSource(other);
    QVERIFY(odd.reading.error.isEmpty());
    QCOMPARE(odd.reading.unread.size(), size_t(2));
}

// The observed use of patterns and indexes is kept in the model file.
void TestTrafficSources::observationsSurviveTheModelFile()
{
    Model model = shopModel();
    model.accessPatterns[0].observed = ObservedUse { 150, 17100, 12, 4500, 150, 3.5,
        "2024-01-15T08:00:00Z", "2024-01-15T12:45:00Z" };
    model.indexes[0].observed = IndexObservation { 0, "2024-01-01T00:00:00Z", 3, 400 };
    model.indexes[1].observed = IndexObservation { std::nullopt, {}, 0, 120 };
    const std::string text = serializeModel(model);
    const LoadResult loaded = parseModel(text, QStringLiteral("m"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
    QVERIFY(*loaded.model == model);
    QVERIFY(text.find("\"observed\"") != std::string::npos);
    // Without traffic, nothing is written.
    QVERIFY(serializeModel(shopModel()).find("observed") == std::string::npos);
}

// $indexStats read without a collection's name: an entry counts for the
// only model index with its keys, for none when two collections have one.
void TestTrafficSources::unnamedIndexStatsMatchByKeys()
{
    Model model = shopModel();
    model.indexes.push_back(index("routesStops", "routes", { { "stops" } }));
    model.indexes.push_back(index("inspectionsStops", "inspections", { { "stops" } }));
    const auto use = [](const char *name, std::vector<IndexKey> keys, int64_t ops) {
        return IndexUse { {}, name, std::move(keys), ops, "2024-01-01T00:00:00Z" };
    };
    const std::vector<IndexUse> uses
        = { use("item_1_quantity_1", { { "item" }, { "quantity" } }, 3),
              use("type_1", { { "type" } }, 0), use("stops_1", { { "stops" } }, 7),
              use("_id_", { { "_id" } }, 99) };
    const Model observed = withObservedTraffic(model, {}, {}, uses, {});
    QCOMPARE(observed.findIndex("itemQuantity")->observed->ops, std::optional<int64_t>(3));
    QCOMPARE(observed.findIndex("typeOnly")->observed->ops, std::optional<int64_t>(0));
    QVERIFY(!observed.findIndex("byCust")->observed);
    QVERIFY(!observed.findIndex("routesStops")->observed);
    QVERIFY(!observed.findIndex("inspectionsStops")->observed);
}

void TestTrafficSources::badSourcesAreRefused_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("error");
    QTest::newRow("cut JSON array") << QByteArray("[\n  {\"op\": \"query\",\n  \"ns\": ")
                                    << "line 3, column 9: this is not JSON";
    QTest::newRow("cut document") << QByteArray("{\n \"name\": \"a_1\", \"key\": {")
                                  << "this is not JSON";
    QTest::newRow("a log line, then garbage")
        << QByteArray("garbage\n{\"t\":1}\n") << "this is no MongoDB log";
}

// A source that cannot be read: the CLI exits 2 and writes nothing.
void TestTrafficSources::badSourcesAreRefused()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, error);
    Scenario scenario;
    prepare(scenario);
    const QString path = scenario.dir.filePath(QStringLiteral("bad.json"));
    QVERIFY(writeFile(path, content));
    const Read read = readSource(path);
    QVERIFY2(read.reading.error.contains(error), qPrintable(read.reading.error));
    const QString updated = scenario.dir.filePath(QStringLiteral("observed.dmodel"));
    const CliRun run = runCli({ QStringLiteral("traffic"), scenario.model, scenario.sources.first(),
        path, QStringLiteral("-o"), updated });
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(error), qPrintable(run.err));
    QVERIFY(!QFile::exists(updated));
}

QTEST_GUILESS_MAIN(TestTrafficSources)
#include "tst_trafficsources.moc"
