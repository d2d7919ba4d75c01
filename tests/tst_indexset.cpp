// SPDX-License-Identifier: GPL-3.0-or-later
// The workload-driven index set (advisor/indexselection, traffic/workload)
// on the real logs of ../shared/traffic: a few indexes, none that exists
// already (built in the log, or used by a plan), none on long text or
// vectors, serving at least 90 % of what a greedy choice of as many
// indexes serves by tests/tools/index-coverage.py, which reads the raw
// logs itself. Idle and redundant indexes from $indexStats; the CLI's
// report and JSON.

#include "inferfiles.h"
#include "testsupport.h"

#include "advisor/advisor.h"
#include "advisor/indexadvice.h"
#include "inference/modelfrominference.h"
#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "traffic/trafficimport.h"
#include "traffic/workload.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <set>

using namespace docmodel;
using namespace docmodel::test;
using namespace docmodel::traffic;
using json = nlohmann::ordered_json; // index keys keep their order

namespace {

QString trafficPath(const QString &relative)
{
    return sourcePath(QStringLiteral("../shared/traffic/") + relative);
}

QStringList atlasLogs()
{
    QStringList logs;
    for (const char *shard : { "00", "02", "03" })
        logs << trafficPath(QStringLiteral("json-logs/atlas-8.0.12-cluster0-shard-00-%1.log").arg(QLatin1String(shard)));
    return logs;
}

// The collections the Atlas logs query most, inferred from their documents
// with the lengths seen (../shared/atlas-samples).
Model atlasSamplesModel()
{
    const auto collections = inferInputs({ sourcePath(QStringLiteral("../shared/atlas-samples/sample_training")).toStdString(),
        sourcePath(QStringLiteral("../shared/atlas-samples/sample_restaurants")).toStdString() });
    if (!collections)
        qFatal("the atlas samples cannot be inferred");
    return inference::modelFromInference(*collections, inference::Bounds::Observed);
}

struct Chosen {
    Workload workload;
    IndexSet set;
};

Chosen choose(const Model &model, const QStringList &sources)
{
    TrafficRead read = readTrafficSources(sources);
    if (!read.error.isEmpty())
        qFatal("%s", qPrintable(read.error));
    const std::vector<ShapeStats> shapes = read.summary.shapes();
    Chosen chosen;
    chosen.workload = workloadOf(model, read.summary, shapes, read.readings, read.indexUses);
    const Workload &w = chosen.workload;
    chosen.set = chooseIndexSet(w.queries, w.existing, w.costs, w.writesPerSecond, w.documents);
    return chosen;
}

// What the oracle says of the set, reading the raw logs: {given, greedy}.
json oracle(const QStringList &logs, const IndexSet &set)
{
    QTemporaryDir dir;
    json indexes = json::array();
    for (const RecommendedIndex &index : set.recommended) {
        json keys = json::array();
        for (const IndexKey &key : index.keys)
            keys.push_back(key.field);
        indexes.push_back({ { "ns", index.ns }, { "keys", keys } });
    }
    const QString file = dir.filePath(QStringLiteral("indexes.json"));
    writeFile(file, QByteArray::fromStdString(indexes.dump()));
    QProcess python;
    python.start(QStringLiteral("python3"),
        QStringList { sourcePath(QStringLiteral("tests/tools/index-coverage.py")), QStringLiteral("--indexes"), file,
            QStringLiteral("--count"), QString::number(std::max<size_t>(1, set.recommended.size())) }
            + logs);
    if (!python.waitForFinished(120000) || python.exitCode() != 0)
        qFatal("index-coverage.py failed: %s", python.readAllStandardError().constData());
    return json::parse(python.readAllStandardOutput().toStdString());
}

// What every chosen set must be: small, new, on fields a B-tree holds well.
void checkProperties(const Chosen &chosen)
{
    const IndexSet &set = chosen.set;
    const Workload &w = chosen.workload;
    QVERIFY(set.recommended.size() <= 10);
    for (const RecommendedIndex &index : set.recommended) {
        const QString name = QString::fromStdString(index.ns + " " + indexKeysText(index.keys));
        for (const ExistingIndex &existing : w.existing) {
            if (existing.ns != index.ns)
                continue;
            QVERIFY2(existing.keys != index.keys, qPrintable(name + QStringLiteral(" exists already")));
            for (size_t q : index.serves)
                QVERIFY2(!indexServes(existing.keys, w.queries[q]),
                    qPrintable(name + QStringLiteral(": an existing index serves ")
                        + QString::fromStdString(w.queries[q].label)));
        }
        for (const IndexKey &key : index.keys) {
            const auto cost = w.costs.find({ index.ns, key.field });
            QVERIFY2(cost == w.costs.end()
                    || (!cost->second.vector && !cost->second.prose && cost->second.averageBytes <= 256),
                qPrintable(name + QStringLiteral(" holds ") + QString::fromStdString(key.field)));
        }
        QVERIFY(!index.serves.empty());
        QVERIFY(index.docsExaminedSaved > 0);
    }
}

void checkAgainstOracle(const QStringList &logs, const Chosen &chosen)
{
    const json verdict = oracle(logs, chosen.set);
    const double given = verdict["given"]["coverage"].get<double>();
    const double greedy = verdict["greedy"]["coverage"].get<double>();
    QVERIFY2(given >= 0.9 * greedy, qPrintable(QStringLiteral("coverage %1 against greedy %2").arg(given).arg(greedy)));
}

} // namespace

class TestIndexSet : public QObject
{
    Q_OBJECT

private slots:
    void servingRulesAreEsrComplete();
    void atlasLogsGetAFewIndexesThatServeMostWork();
    void hatchetLogsAreServedByTheirIndexes();
    void profilerAndIndexStatsFindIdleIndexes();
    void theCliLeadsWithTheSet();
    void theWrittenModelProposesTheIndexes();
    void declaredQueriesShareOneIndex();
    void orBranchesGetAnIndexEach();
};

// Served: all equality fields lead (any order); without equalities, a sort
// or range field leads. $in before a sort is a range.
void TestIndexSet::servingRulesAreEsrComplete()
{
    WorkloadQuery query;
    query.ns = "shop.orders";
    query.filter = { { "status", FilterOp::Equality }, { "customer", FilterOp::Equality }, { "date", FilterOp::Range } };
    const auto keys = [](std::initializer_list<const char *> names) {
        std::vector<IndexKey> out;
        for (const char *name : names)
            out.push_back({ name, IndexKeyKind::Asc });
        return out;
    };
    QVERIFY(indexServes(keys({ "customer", "status" }), query));
    QVERIFY(indexServes(keys({ "status", "customer", "date" }), query));
    QVERIFY(!indexServes(keys({ "status", "date", "customer" }), query));
    QVERIFY(!indexServes(keys({ "status" }), query));
    WorkloadQuery ranged;
    ranged.filter = { { "date", FilterOp::Range } };
    QVERIFY(indexServes(keys({ "date", "status" }), ranged));
    QVERIFY(!indexServes(keys({ "status", "date" }), ranged));
    WorkloadQuery sortedIn;
    sortedIn.filter = { { "status", FilterOp::In } };
    sortedIn.sort = { { "date", SortDirection::Desc } };
    QVERIFY(indexServes(keys({ "date" }), sortedIn)); // $in with a sort: not an equality
    QVERIFY(indexServes(keys({ "status" }), sortedIn));

    // One index serves every shape whose equalities make its front: the
    // customer's orders, by status, and in a date range; a query seen once
    // on little work is left out, and counted; one on other fields gets its own.
    std::vector<WorkloadQuery> workload(5);
    for (WorkloadQuery &q : workload) {
        q.ns = "shop.orders";
        q.count = 10;
    }
    workload[0].filter = { { "customer", FilterOp::Equality } };
    workload[0].docsExamined = 1000;
    workload[1].filter = { { "customer", FilterOp::Equality }, { "status", FilterOp::Equality } };
    workload[1].docsExamined = 800;
    workload[2].filter = { { "customer", FilterOp::Equality }, { "date", FilterOp::Range } };
    workload[2].docsExamined = 600;
    workload[3].filter = { { "sku", FilterOp::Equality } };
    workload[3].docsExamined = 5;
    workload[3].count = 1;
    workload[4].filter = { { "total", FilterOp::Range } };
    workload[4].sort = { { "total", SortDirection::Desc } };
    workload[4].docsExamined = 300;
    const IndexSet set = chooseIndexSet(workload, {}, {}, {}, {});
    QCOMPARE(set.recommended.size(), size_t(2));
    QCOMPARE(indexKeysText(set.recommended[0].keys), std::string("{customer: 1, status: 1}"));
    QCOMPARE(set.recommended[0].serves, (std::vector<size_t> { 0, 1, 2 }));
    QCOMPARE(indexKeysText(set.recommended[1].keys), std::string("{total: -1}"));
    QCOMPARE(set.leftOut, std::vector<size_t> { 3 });
    QCOMPARE(set.servedExamined, 2700.0);
    QCOMPARE(set.totalExamined, 2705.0);
    // An existing index that serves a shape takes it off the list.
    ExistingIndex byCustomer;
    byCustomer.ns = "shop.orders";
    byCustomer.name = "customer_1_status_1";
    byCustomer.keys = keys({ "customer", "status" });
    const IndexSet withIndex = chooseIndexSet(workload, { byCustomer }, {}, {}, {});
    QCOMPARE(withIndex.servedByExisting.size(), size_t(3));
    QCOMPARE(withIndex.recommended.size(), size_t(1));
    // A prefix of a longer index is redundant, unless it is a TTL (or
    // partial, sparse, collated) index, which exists for reasons of its own.
    ExistingIndex byCustomerAlone = byCustomer;
    byCustomerAlone.name = "customer_1";
    byCustomerAlone.keys = keys({ "customer" });
    QCOMPARE(chooseIndexSet(workload, { byCustomer, byCustomerAlone }, {}, {}, {}).redundant.size(), size_t(1));
    byCustomerAlone.special = true;
    QVERIFY(chooseIndexSet(workload, { byCustomer, byCustomerAlone }, {}, {}, {}).redundant.empty());
}

void TestIndexSet::atlasLogsGetAFewIndexesThatServeMostWork()
{
    const Chosen chosen = choose(atlasSamplesModel(), atlasLogs());
    checkProperties(chosen);
    checkAgainstOracle(atlasLogs(), chosen);
    const Workload &w = chosen.workload;
    // The indexes the log built are known, and serve what they serve.
    const auto built = std::ranges::find_if(w.existing, [](const ExistingIndex &e) {
        return e.ns == "sample_training.grades" && e.source == ExistingIndex::Source::Log
            && indexKeysText(e.keys) == "{class_id: 1}";
    });
    QVERIFY(built != w.existing.end());
    QVERIFY(std::ranges::any_of(chosen.set.servedByExisting, [&](const ServedQuery &s) {
        return w.existing[s.by].ns == "sample_training.grades";
    }));
    // Sentences are no B-tree key: the movies' plot, the posts' body.
    std::set<std::string> unindexable;
    for (const UnindexableField &field : chosen.set.unindexable)
        unindexable.insert(field.ns + " " + field.field);
    QVERIFY(unindexable.contains("sample_mflix.movies plot"));
    QVERIFY(unindexable.contains("sample_training.posts body"));
    QVERIFY(chosen.set.servedExamined > 0.5 * chosen.set.totalExamined);
}

void TestIndexSet::hatchetLogsAreServedByTheirIndexes()
{
    for (const char *file : { "hatchet-6.0.11-keyhole-sim.log.gz", "hatchet-6.0.14-replset-rs1.log.gz" }) {
        const QStringList logs { trafficPath(QStringLiteral("json-logs/") + QLatin1String(file)) };
        const Chosen chosen = choose(Model {}, logs);
        checkProperties(chosen);
        checkAgainstOracle(logs, chosen);
        // keyhole's e-mail finds run on its index { email: 1 }: no suggestion for them.
        QVERIFY(!chosen.set.servedByExisting.empty());
    }
}

// $indexStats of the profiled collection: an index no access counted and no
// plan used is unused; a prefix of another is redundant.
void TestIndexSet::profilerAndIndexStatsFindIdleIndexes()
{
    QTemporaryDir dir;
    const QString stats = dir.filePath(QStringLiteral("customers-indexes.json"));
    const json entries = json::array({
        { { "name", "age_-1" }, { "key", { { "age", -1 } } }, { "accesses", { { "ops", 812 }, { "since", { { "$date", "2020-09-16T10:00:00Z" } } } } } },
        { { "name", "zip_1" }, { "key", { { "zip", 1 } } }, { "accesses", { { "ops", 0 }, { "since", { { "$date", "2020-09-16T10:00:00Z" } } } } } },
        { { "name", "name_1" }, { "key", { { "name", 1 } } }, { "accesses", { { "ops", 40 }, { "since", { { "$date", "2020-09-16T10:00:00Z" } } } } } },
        { { "name", "name_1_age_1" }, { "key", { { "name", 1 }, { "age", 1 } } }, { "accesses", { { "ops", 3 }, { "since", { { "$date", "2020-09-16T10:00:00Z" } } } } } },
    });
    QVERIFY(writeFile(stats, QByteArray::fromStdString(entries.dump())));
    const QString profile = trafficPath(QStringLiteral("system.profile/datadog-integration.customers.system.profile.json"));
    const Chosen chosen = choose(Model {}, { profile, QStringLiteral("integration.customers=") + stats });
    checkProperties(chosen);
    const Workload &w = chosen.workload;
    QCOMPARE(chosen.set.unused.size(), size_t(1));
    QCOMPARE(w.existing[chosen.set.unused[0].index].name, std::string("zip_1"));
    QCOMPARE(chosen.set.redundant.size(), size_t(1));
    QCOMPARE(w.existing[chosen.set.redundant[0].index].name, std::string("name_1"));
    QCOMPARE(w.existing[*chosen.set.redundant[0].coveredBy].name, std::string("name_1_age_1"));
    // The profiled finds and updates ran on { age: -1 } and { name: 1 }: nothing new is needed for them.
    QVERIFY(chosen.set.servedByExisting.size() >= 2);
}

// The text leads with the set and fits on two screens; JSON carries it.
void TestIndexSet::theCliLeadsWithTheSet()
{
    for (const QStringList &logs : { atlasLogs(),
             QStringList { trafficPath(QStringLiteral("json-logs/hatchet-6.0.14-replset-rs1.log.gz")) } }) {
        const CliRun text = runCli(QStringList { QStringLiteral("traffic") } + logs);
        QVERIFY2(text.exitCode == 0, qPrintable(text.err));
        QVERIFY(text.out.contains(QStringLiteral("Recommended indexes, by the documents they save:")));
        QVERIFY(text.out.contains(QStringLiteral("of the documents the logged queries examined"))
            || text.out.contains(QStringLiteral("No new index is needed; ")));
        QVERIFY(text.out.contains(QStringLiteral("already served by existing indexes")));
        QVERIFY2(text.out.count(QLatin1Char('\n')) <= 100, qPrintable(text.out));
        QVERIFY(!text.out.contains(QStringLiteral("Advice on the observed workload:")));
        const CliRun detail = runCli(QStringList { QStringLiteral("traffic"), QStringLiteral("--detail") } + logs);
        QVERIFY(detail.out.size() > text.out.size());
    }
    const CliRun asJson = runCli(QStringList { QStringLiteral("traffic"), QStringLiteral("--format"), QStringLiteral("json"),
        QStringLiteral("--max-indexes"), QStringLiteral("3") } + atlasLogs());
    QVERIFY2(asJson.exitCode == 0, qPrintable(asJson.err));
    const json report = json::parse(asJson.out.toStdString());
    QCOMPARE(report["recommendedIndexes"].size(), size_t(3));
    const json &first = report["recommendedIndexes"][0];
    for (const char *member : { "ns", "keys", "serves", "docsExaminedSaved", "share", "estimatedBytes" })
        QVERIFY2(first.contains(member), member);
    QVERIFY(report["recommendedIndexes"][0]["share"].get<double>() >= report["recommendedIndexes"][1]["share"].get<double>());
    for (const char *member : { "unusedIndexes", "redundantIndexes", "leftOut", "notIndexable", "coverage" })
        QVERIFY2(report.contains(member), member);
    const CliRun bad = runCli(QStringList { QStringLiteral("traffic"), QStringLiteral("--min-share"), QStringLiteral("x") } + atlasLogs());
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.contains(QStringLiteral("--min-share")));
}

// -o: the recommended indexes on the model's collections, marked proposed.
void TestIndexSet::theWrittenModelProposesTheIndexes()
{
    QTemporaryDir dir;
    const QString modelFile = dir.filePath(QStringLiteral("atlas.dmodel"));
    const Model model = atlasSamplesModel();
    QVERIFY(writeFile(modelFile, QByteArray::fromStdString(serializeModel(model))));
    const QString written = dir.filePath(QStringLiteral("observed.dmodel"));
    const CliRun run = runCli(QStringList { QStringLiteral("traffic"), modelFile } + atlasLogs()
        + QStringList { QStringLiteral("-o"), written });
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const LoadResult loaded = loadModelFile(written);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
    size_t proposed = 0;
    for (const Index &index : loaded.model->indexes) {
        if (!index.proposed)
            continue;
        ++proposed;
        const Entity *collection = loaded.model->findEntity(index.collectionId);
        QVERIFY(collection && collection->isCollection());
        QVERIFY(!model.findIndex(index.id));
    }
    QVERIFY(proposed >= 2);
    QCOMPARE(loaded.model->indexes.size(), model.indexes.size() + proposed);
    // A file round trip keeps the mark.
    const LoadResult again = parseModel(serializeModel(*loaded.model), QStringLiteral("again.dmodel"));
    QVERIFY(again.ok() && *again.model == *loaded.model);
}

// Without traffic: two declared queries on the customer's orders are
// suggested one index between them, not one each; a third on other fields
// keeps its own.
void TestIndexSet::declaredQueriesShareOneIndex()
{
    Model model;
    Entity orders;
    orders.id = "orders";
    orders.name = "orders";
    orders.estimatedCount = 100000;
    for (const char *name : { "_id", "customer", "status", "total" })
        orders.fields.push_back(makeField(name, { BsonType::String }));
    model.entities = { orders };
    const auto pattern = [](const char *id, std::vector<FilterField> filter) {
        AccessPattern p;
        p.id = id;
        p.name = id;
        p.collectionId = "orders";
        p.filter = std::move(filter);
        return p;
    };
    model.accessPatterns = { pattern("byCustomer", { { "customer", FilterOp::Equality } }),
        pattern("byCustomerStatus", { { "customer", FilterOp::Equality }, { "status", FilterOp::Equality } }),
        pattern("byTotal", { { "total", FilterOp::Range } }) };
    const IndexAdvice advice = adviseIndexes(model);
    QCOMPARE(advice.queries.size(), size_t(3));
    QCOMPARE(indexKeysText(advice.queries[0].suggested), std::string("{customer: 1, status: 1}"));
    QCOMPARE(indexKeysText(advice.queries[1].suggested), std::string("{customer: 1, status: 1}"));
    QCOMPARE(advice.queries[0].sharedWith, std::vector<std::string> { "byCustomerStatus" });
    QCOMPARE(indexKeysText(advice.queries[2].suggested), std::string("{total: 1}"));
    QVERIFY(advice.queries[2].sharedWith.empty());
    const AdvisorReport report = runAdvisor(model);
    bool said = false;
    for (const Diagnostic &d : report.diagnostics)
        for (const QString &reason : d.reasons)
            said = said || reason.contains(QLatin1String("the same index serves \"byCustomerStatus\" too"));
    QVERIFY(said);
}

// {$or: [{email}, {username}], active}: the planner scans one index per
// branch, so each branch is a query of its own; nested operators are not.
void TestIndexSet::orBranchesGetAnIndexEach()
{
    const QueryShape shape = shapeOf(JsonValue::parse(R"({"$or": [{"email": "a@b.c"}, {"username": "ann"}], "active": true})"));
    const auto branches = orBranchFilters(shape);
    QVERIFY(branches);
    QCOMPARE(branches->size(), size_t(2));
    std::vector<WorkloadQuery> workload;
    for (const std::vector<FilterField> &filter : *branches) {
        WorkloadQuery query;
        query.ns = "app.users";
        query.filter = filter;
        query.count = 100;
        query.docsExamined = 50000;
        workload.push_back(query);
    }
    const IndexSet set = chooseIndexSet(workload, {}, {}, {}, {});
    QCOMPARE(set.recommended.size(), size_t(2));
    QCOMPARE(set.servedExamined, 100000.0);
    QVERIFY(!orBranchFilters(shapeOf(JsonValue::parse(R"({"$or": [{"$or": [{"a": 1}, {"b": 1}]}, {"c": 1}]})"))));
    QVERIFY(!orBranchFilters(shapeOf(JsonValue::parse(R"({"$nor": [{"a": 1}]})"))));
    QVERIFY(!orBranchFilters(shapeOf(JsonValue::parse(R"({"$or": [{}, {"a": 1}]})"))));
}

QTEST_GUILESS_MAIN(TestIndexSet)
#include "tst_indexset.moc"
