// SPDX-License-Identifier: GPL-3.0-or-later
// Traffic besides logs (../shared/traffic: system.profile documents of 2.6
// to 7.x, $queryStats, explain output of 3.2 to 8.0, $indexStats) read into
// the same query shapes; what the traffic shows kept in the model
// (observed use of patterns and indexes); and the advice on the observed
// workload: collection scans with their ESR index, indexes the server does
// not use, declared patterns never seen, through the CLI's text, JSON and
// SARIF reports and its time window.
#include "advisorcases.h"
#include "testsupport.h"

#include "advisor/advisor.h"
#include "advisor/indexadvice.h"
#include "advisor/shardadvice.h"
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

QString trafficPath(const QString &relative)
{
    return sourcePath(QStringLiteral("../shared/traffic/") + relative);
}

struct Read {
    LogReading reading;
    TrafficSummary summary;
    std::vector<IndexUse> indexUses;

    std::map<std::string, int64_t> counts() const
    {
        std::map<std::string, int64_t> out;
        for (const ShapeStats &s : summary.shapes())
            out[s.key()] = s.count;
        return out;
    }
    const ShapeStats *shape(const std::string &key) const
    {
        static std::vector<ShapeStats> shapes;
        shapes = summary.shapes();
        const auto found = std::ranges::find(shapes, key, &ShapeStats::key);
        return found == shapes.end() ? nullptr : &*found;
    }
};

Read readSource(const QString &path, const std::string &collection = {})
{
    Read out;
    out.reading = readTrafficSource(path, collection,
        { [&out](const Operation &op) { out.summary.add(op); },
            [&out](const IndexUse &use) { out.indexUses.push_back(use); } });
    return out;
}

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

// Two collections of Atlas's sample_training as an 8.0 server logged their
// collection scans, and the orders of the $queryStats sample, with their
// indexes and two declared queries: one the traffic shows, one it does not.
// No database: the namespaces of both count.
Model shopModel()
{
    const auto text = [](const char *name) { return makeField(name, { BsonType::String }, true); };
    AccessPattern byCustomer = query("byCustomer", "orders", { { "cust_id", FilterOp::Equality } });
    byCustomer.name = "orders of a customer";
    AccessPattern byType = query("byType", "orders", { { "type", FilterOp::Equality } });
    byType.name = "orders of a type";
    Model model;
    model.name = "shop";
    model.entities = {
        collection(
            "inspections", { text("business_name"), text("date"), text("sector"), text("result") }),
        collection("routes",
            { text("codeshare"), text("dst_airport"),
                makeField("stops", { BsonType::Int }, true) }),
        collection("orders",
            { text("status"), makeField("amount", { BsonType::Double }, true), text("cust_id"),
                text("item"), makeField("quantity", { BsonType::Int }, true), text("type") }),
    };
    model.indexes = { index("itemQuantity", "orders", { { "item" }, { "quantity" } }),
        index("typeOnly", "orders", { { "type" } }), index("byCust", "orders", { { "cust_id" } }) };
    model.accessPatterns = { byCustomer, byType };
    return model;
}

// A $indexStats entry, as the server returns it.
QByteArray indexStatsEntry(const char *name, const char *field, int ops)
{
    return QByteArray::fromStdString(json { { "name", name }, { "key", { { field, 1 } } },
        { "host", "db1:27017" },
        { "accesses", { { "ops", ops }, { "since", { { "$date", "2024-01-01T00:00:00Z" } } } } } }
                                         .dump());
}

struct Scenario {
    QTemporaryDir dir;
    QString model, indexStats;
    QStringList sources;
};

void prepare(Scenario &s)
{
    s.model = s.dir.filePath(QStringLiteral("shop.dmodel"));
    QVERIFY(writeFile(s.model, QByteArray::fromStdString(serializeModel(shopModel()))));
    s.indexStats = s.dir.filePath(QStringLiteral("orders-indexstats.json"));
    QVERIFY(writeFile(s.indexStats,
        "[" + indexStatsEntry("type_1", "type", 0) + ","
            + indexStatsEntry("cust_id_1", "cust_id", 4210) + "]"));
    s.sources = { trafficPath(QStringLiteral("json-logs/atlas-8.0.12-cluster0-shard-00-03.log")),
        trafficPath(QStringLiteral("queryStats/datadog-queryStats-standalone.json")),
        QStringLiteral("orders=")
            + trafficPath(QStringLiteral("indexStats/otel-ordersIndexStats0.json")),
        QStringLiteral("orders=") + s.indexStats };
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
    void adviceOnTheObservedWorkload();
    void theCliReportsTheAdvice();
    void aTimeWindowNarrowsTheTraffic();
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
    const ShapeStats *update = read.shape("integration.customers update age:range");
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
    const ShapeStats *orders = read.shape("test.orders find amount:range, status");
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

// The model against a log of collection scans, $queryStats and two
// $indexStats files of its orders.
void TestTrafficSources::adviceOnTheObservedWorkload()
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
    // The collection scans of sample_training: each gets its ESR index,
    // with the counts behind it.
    const auto scans = findings(RuleId::CollectionScanObserved);
    QVERIFY(scans.size() >= 2);
    for (const Diagnostic *d : scans) {
        const AccessPattern &pattern = *observed.findAccessPattern(d->objectId);
        QVERIFY(pattern.collectionId == "inspections" || pattern.collectionId == "routes");
        QCOMPARE(d->recommendation.kind, Recommendation::Kind::AddIndex);
        QCOMPARE(d->recommendation.keys, esrKeys(observed, pattern));
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

void TestTrafficSources::theCliReportsTheAdvice()
{
    Scenario scenario;
    prepare(scenario);
    const QString updated = scenario.dir.filePath(QStringLiteral("observed.dmodel"));
    const CliRun text = runCli(QStringList { QStringLiteral("traffic"), scenario.model }
        + scenario.sources + QStringList { QStringLiteral("-o"), updated });
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
void TestTrafficSources::aTimeWindowNarrowsTheTraffic()
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
