// SPDX-License-Identifier: GPL-3.0-or-later
// Real servers' logs (../shared/traffic: json-logs, structured, and
// legacy-logs, the text format of 2.2 to 4.2) read into query shapes: every file's counts agree
// with an independent reading (tests/tools/traffic-shapes.py); shapes ignore values and field
// order; the shapes meet the model's collections and access patterns; bad files are refused whole.
#include "inferfiles.h"
#include "testsupport.h"

#include "inference/modelfrominference.h"
#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "traffic/trafficsummary.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <zlib.h>

#include <list>
#include <optional>

using namespace docmodel;
using namespace docmodel::test;
using namespace docmodel::traffic;
using nlohmann::json;

namespace {

QString logsDir()
{
    return sourcePath(QStringLiteral("../shared/traffic/json-logs"));
}

QString legacyLogsDir()
{
    return sourcePath(QStringLiteral("../shared/traffic/legacy-logs"));
}

struct Read {
    LogReading reading;
    TrafficSummary summary;
};

Read readLog(const QString &path)
{
    Read out;
    out.reading = readServerLog(path, [&out](const Operation &op) { out.summary.add(op); });
    return out;
}

std::string key(const json &filter, const json &sort = json())
{
    return shapeOf(JsonValue::parse(filter.dump()),
        sort.is_null() ? JsonValue() : JsonValue::parse(sort.dump()))
        .key();
}

// The hatchet keyhole log's collection of people, with one declared query
// the log shows and one it does not.
Model examplesModel()
{
    Entity examples;
    examples.id = "examples";
    examples.name = "__examples";
    examples.fields = { makeField("_id", { BsonType::ObjectId }, true),
        makeField("email", { BsonType::String }, true) };
    AccessPattern byEmail;
    byEmail.id = "byEmail";
    byEmail.name = "person by e-mail";
    byEmail.collectionId = "examples";
    byEmail.filter = { { "email", FilterOp::Equality } };
    byEmail.frequency = 0.001;
    AccessPattern byName = byEmail;
    byName.id = "byName";
    byName.name = "people by name";
    byName.filter = { { "name", FilterOp::Equality } };
    Model model;
    model.name = "keyhole";
    model.database = "testdb";
    model.entities = { examples };
    model.accessPatterns = { byEmail, byName };
    return model;
}

} // namespace

class TestTraffic : public QObject
{
    Q_OBJECT

    // The keyhole simulator's log (27,429 slow operations), read once.
    const Read &keyhole()
    {
        if (!mKeyhole)
            mKeyhole = readLog(
                QDir(logsDir()).filePath(QStringLiteral("hatchet-6.0.11-keyhole-sim.log.gz")));
        return *mKeyhole;
    }
    std::optional<Read> mKeyhole;

private slots:
    void shapesIgnoreValuesAndOrder_data();
    void shapesIgnoreValuesAndOrder();
    void everyLogAgreesWithAnIndependentCount();
    void aModelMeetsTheLog();
    void summariesMergeAsOne();
    void percentilesSampleEveryOperation();
    void proposedPatternsHaveReadableNames();
    void theAtlasLogsAgainstTheDatasetsModel();
    void badFilesAreRefusedWhole_data();
    void badFilesAreRefusedWhole();
};

void TestTraffic::shapesIgnoreValuesAndOrder_data()
{
    QTest::addColumn<QString>("filter");
    QTest::addColumn<QString>("sort");
    QTest::addColumn<QString>("expected");
    const auto row = [](const char *name, const char *filter, const char *sort, const char *key) {
        QTest::newRow(name) << filter << sort << key;
    };
    row("equality", R"({"b": 2, "a": "x"})", "", "a, b");
    row("field order", R"({"a": "y", "b": 3})", "", "a, b");
    row("extended json values",
        R"({"at": {"$date": "2024-01-01T00:00:00Z"}, "_id": {"$oid": "65f20b835538c55aa02d9e04"}})",
        "", "_id, at");
    row("range", R"({"age": {"$gte": 18, "$lt": 65}})", "", "age:range");
    row("in", R"({"state": {"$in": ["a", "b"]}})", "", "state:in");
    row("eq operator", R"({"state": {"$eq": "a"}})", "", "state");
    row("anchored regex", R"({"name": {"$regex": "^Jo"}})", "", "name:prefix-regex");
    row("regex value", R"({"name": {"$regularExpression": {"pattern": "^Jo", "options": "i"}}})",
        "", "name:prefix-regex");
    row("unanchored regex", R"({"name": {"$regex": "son$"}})", "", "name:range");
    row("exists", R"({"deleted": {"$exists": false}})", "", "deleted:range");
    row("elemMatch", R"({"items": {"$elemMatch": {"sku": "x", "qty": {"$gt": 1}}}})", "",
        "items:elem-match");
    row("and flattened", R"({"$and": [{"a": 1}, {"b": {"$gt": 2}}]})", "", "a, b:range");
    row("or branches", R"({"a": 1, "$or": [{"c": 2}, {"b": {"$in": [1]}}, {"c": 5}]})", "",
        "a $or[b:in|c]");
    row("sort", R"({"a": 1})", R"({"b": -1, "c": 1})", "a sort(b:-1, c:1)");
    row("nothing", "{}", "", "");
}

void TestTraffic::shapesIgnoreValuesAndOrder()
{
    QFETCH(QString, filter);
    QFETCH(QString, sort);
    QFETCH(QString, expected);
    QCOMPARE(QString::fromStdString(key(json::parse(filter.toStdString()),
                 sort.isEmpty() ? json() : json::parse(sort.toStdString()))),
        expected);
}

// Each real log: the slow operations, the ones on application collections,
// and every shape's count, as tests/tools/traffic-shapes.py counts them on
// its own; every other slow operation skipped or not read, with why.
void TestTraffic::everyLogAgreesWithAnIndependentCount()
{
    QStringList files;
    QStringList paths;
    for (const QString &dir : { logsDir(), legacyLogsDir() })
        for (const QString &file : QDir(dir).entryList(QDir::Files, QDir::Name)) {
            files << file;
            paths << QDir(dir).filePath(file);
        }
    QVERIFY2(files.size() >= 11, qPrintable(files.join(' ')));
    QProcess python;
    python.start(QStringLiteral("/usr/bin/python3"),
        QStringList { sourcePath(QStringLiteral("tests/tools/traffic-shapes.py")) } + paths);
    QVERIFY(python.waitForFinished(300000));
    QCOMPARE(python.exitCode(), 0);
    const QList<QByteArray> lines = python.readAllStandardOutput().trimmed().split('\n');
    QCOMPARE(lines.size(), paths.size());
    int64_t shapesSeen = 0;
    std::list<Read> own;
    for (qsizetype i = 0; i < paths.size(); ++i) {
        const json expected = json::parse(lines[i].toStdString());
        const Read &read = files[i].startsWith(QLatin1String("hatchet-6.0.11"))
            ? keyhole()
            : own.emplace_back(readLog(paths[i]));
        QVERIFY2(read.reading.error.isEmpty(), qPrintable(read.reading.error));
        // Every slow operation is one, or skipped, or not read, with why.
        int64_t accounted = read.reading.operations;
        for (const auto &[why, count] : read.reading.skipped)
            accounted += count;
        for (const auto &[why, count] : read.reading.unread)
            accounted += count;
        QCOMPARE(accounted, read.reading.slowOperations);
        QCOMPARE(read.reading.slowOperations, expected["slowOperations"].get<int64_t>());
        QCOMPARE(read.reading.operations, expected["operations"].get<int64_t>());
        std::map<std::string, int64_t> counted;
        for (const ShapeStats &stats : read.summary.shapes())
            counted[stats.key()] = stats.count;
        using Counts = std::map<std::string, int64_t>;
        const Counts independent = expected["shapes"].get<Counts>();
        for (const auto &[shape, count] : independent)
            QVERIFY2(counted.contains(shape) && counted.at(shape) == count,
                qPrintable(files[i] + QStringLiteral(": ") + QString::fromStdString(shape)));
        QCOMPARE(counted.size(), independent.size());
        shapesSeen += int64_t(counted.size());
    }
    QVERIFY(shapesSeen > 40);
    // The keyhole log's top shapes, as its README counts them.
    const std::vector<ShapeStats> keyhole = this->keyhole().summary.shapes();
    QCOMPARE(keyhole[0].key(), std::string("testdb.__examples insert "));
    QCOMPARE(keyhole[0].count, 10175);
    for (size_t i = 1; i <= 3; ++i)
        QCOMPARE(keyhole[i].count, 2988);
    const auto find
        = std::ranges::find(keyhole, std::string("testdb.__examples find email"), &ShapeStats::key);
    QVERIFY(find != keyhole.end());
    QCOMPARE(find->plans.begin()->first, std::string("IXSCAN { email: 1 }"));
    QVERIFY(find->p50Millis <= find->p95Millis);

    // The text format: 2.4's { query, orderby } wrapper with its sort, 4.0's
    // $or, and a span from ISO timestamps with offsets like +0530.
    const auto keys = [](const QString &file) {
        std::map<std::string, int64_t> out;
        for (const ShapeStats &stats :
            readLog(QDir(legacyLogsDir()).filePath(file)).summary.shapes())
            out[stats.key()] = stats.count;
        return out;
    };
    const auto collscans = keys(QStringLiteral("mtools-2.4.9-collscans.log"));
    QVERIFY(collscans.contains("test.docs find foo sort(foo:-1)"));
    QVERIFY(collscans.contains("test.docs find foo:in sort(bar:-1)"));
    // 2.4 counts nscanned only, and scanAndOrder for a sort done in memory.
    for (const ShapeStats &stats :
        readLog(QDir(legacyLogsDir()).filePath(QStringLiteral("mtools-2.4.9-collscans.log"))).summary.shapes())
        if (stats.key() == "test.docs find foo sort(foo:-1)") {
            QCOMPARE(stats.docsExamined, int64_t(100000) * stats.count);
            QCOMPARE(stats.inMemorySorts, stats.count);
        }
    QVERIFY(keys(QStringLiteral("siddhant-4.0.9-dev.log"))
                .contains("myapp.users find $or[email|username]"));
    QVERIFY(readLog(QDir(legacyLogsDir()).filePath(QStringLiteral("siddhant-4.0.9-dev.log")))
                .summary.spanSeconds()
        > 3e7);
}

// The keyhole log against a model of its people: the declared e-mail query
// is seen and gets its observed frequency, the name query is never seen,
// the other collections are unknown to the model.
void TestTraffic::aModelMeetsTheLog()
{
    const Model model = examplesModel();
    const Read &read = keyhole();
    const TrafficMatch match = matchModel(model, read.summary);
    const std::vector<ShapeStats> shapes = read.summary.shapes();
    QCOMPARE(match.shapes.size(), shapes.size());
    QVERIFY(read.summary.spanSeconds() > 0);
    bool sawFind = false;
    for (size_t i = 0; i < shapes.size(); ++i) {
        if (shapes[i].key() == "testdb.__examples find email") {
            sawFind = true;
            QCOMPARE(match.shapes[i].patternId, std::string("byEmail"));
            QCOMPARE(match.shapes[i].entityId, std::string("examples"));
            QVERIFY(match.shapes[i].perSecond > 0);
        }
        if (shapes[i].key() == "testdb.__examples update email") // a write: no read pattern
            QVERIFY(match.shapes[i].patternId.empty());
    }
    QVERIFY(sawFind);
    // Keyhole's own $collStats counts are a tool's look, not the application's.
    QCOMPARE(read.reading.skipped.at("$collStats"), int64_t(4));
    for (const ShapeStats &stats : shapes)
        QVERIFY2(stats.key() != "testdb.favorites aggregate ", stats.key().c_str());
    QCOMPARE(match.unseenPatterns, std::vector<std::string>({ "byName" }));
    QVERIFY(std::ranges::find(match.unknownNamespaces, std::string("testdb.robots"))
        != match.unknownNamespaces.end());

    // The CLI writes the model with the observed frequency and the shapes it
    // did not declare as proposed patterns.
    QTemporaryDir dir;
    const QString modelFile = dir.filePath(QStringLiteral("keyhole.dmodel"));
    QVERIFY(writeFile(modelFile, QByteArray::fromStdString(serializeModel(model))));
    const QString updated = dir.filePath(QStringLiteral("observed.dmodel"));
    const CliRun run = runCli({ QStringLiteral("traffic"), modelFile,
        QDir(logsDir()).filePath(QStringLiteral("hatchet-6.0.11-keyhole-sim.log.gz")),
        QStringLiteral("-o"), updated, QStringLiteral("--detail") });
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.out.contains(QStringLiteral("declared as access pattern byEmail")),
        qPrintable(run.out));
    QVERIFY2(run.out.contains(
                 QStringLiteral("Declared access patterns the traffic never shows:\n  byName")),
        qPrintable(run.out));
    const LoadResult loaded = loadModelFile(updated);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
    const std::vector<AccessPattern> &patterns = loaded.model->accessPatterns;
    QVERIFY(patterns.size() > 2);
    QVERIFY(patterns[0].frequency > 0.001); // observed
    QCOMPARE(patterns[1].frequency, 0.001); // never seen: as declared
    QVERIFY(std::ranges::any_of(patterns, [](const AccessPattern &p) {
        return p.kind == AccessKind::Write
            && p.filter == std::vector<FilterField>({ { "email", FilterOp::Equality } });
    }));
}

// The keyhole log read into two summaries, every other operation each, and
// merged: the same shapes, counts, sums, plans and times as read whole;
// percentiles too where a shape's durations fit in one sample.
void TestTraffic::summariesMergeAsOne()
{
    const QString path
        = QDir(logsDir()).filePath(QStringLiteral("hatchet-6.0.11-keyhole-sim.log.gz"));
    TrafficSummary whole, odd, even;
    int64_t n = 0;
    readServerLog(path, [&](const Operation &op) {
        whole.add(op);
        (n++ % 2 ? odd : even).add(op);
    });
    QVERIFY2(n > 5000, qPrintable(QString::number(n)));
    even.merge(odd);
    QCOMPARE(even.operations(), whole.operations());
    QCOMPARE(even.spanSeconds(), whole.spanSeconds());
    const std::vector<ShapeStats> merged = even.shapes(), read = whole.shapes();
    QCOMPARE(merged.size(), read.size());
    std::map<std::string, const ShapeStats *> byKey;
    for (const ShapeStats &stats : read)
        byKey[stats.key()] = &stats;
    bool sampled = false;
    for (const ShapeStats &stats : merged) {
        const ShapeStats &expected = *byKey.at(stats.key());
        QCOMPARE(stats.count, expected.count);
        QCOMPARE(stats.totalMillis, expected.totalMillis);
        QCOMPARE(stats.docsExamined, expected.docsExamined);
        QCOMPARE(stats.keysExamined, expected.keysExamined);
        QCOMPARE(stats.returned, expected.returned);
        QCOMPARE(stats.plans, expected.plans);
        QCOMPARE(stats.firstSeen, expected.firstSeen);
        QCOMPARE(stats.lastSeen, expected.lastSeen);
        if (stats.count <= 4096) {
            QCOMPARE(stats.p50Millis, expected.p50Millis);
            QCOMPARE(stats.p95Millis, expected.p95Millis);
        } else {
            sampled = true;
            QVERIFY(stats.p95Millis >= stats.p50Millis);
        }
    }
    QVERIFY(sampled); // the log has shapes past one sample
}

// Durations 1..20,000 ms, logged in that order: the kept sample stands for
// all of them, not for the first 4,096 (p50 near 10,000, p95 near 19,000).
void TestTraffic::percentilesSampleEveryOperation()
{
    TrafficSummary summary;
    Operation op;
    op.ns = "shop.orders";
    op.command = "find";
    for (int i = 1; i <= 20000; ++i) {
        op.millis = i;
        summary.add(op);
    }
    const ShapeStats stats = summary.shapes().front();
    QCOMPARE(stats.count, 20000);
    QVERIFY2(stats.p50Millis > 9000 && stats.p50Millis < 11000, qPrintable(QString::number(stats.p50Millis)));
    QVERIFY2(stats.p95Millis > 18000 && stats.p95Millis < 20000, qPrintable(QString::number(stats.p95Millis)));
}

void TestTraffic::proposedPatternsHaveReadableNames()
{
    const auto named = [](const char *command, const char *filter, const char *sort) {
        ShapeStats stats;
        stats.command = command;
        stats.shape
            = shapeOf(JsonValue::parse(filter), sort ? JsonValue::parse(sort) : JsonValue());
        return patternName(stats);
    };
    QCOMPARE(named("find", R"({"status": "A", "amount": {"$gt": 5}})", R"({"createdAt": -1})"),
        std::string("find by amount (range), status, sorted by createdAt desc"));
    QCOMPARE(named("count", "{}", nullptr), std::string("count all"));
    QCOMPARE(
        named("find", R"({"deleted": false, "$or": [{"email": "a"}, {"username": "b"}]})", nullptr),
        std::string("find by deleted, email or username"));
    QCOMPARE(named("find", R"({"$nor": [{"a": 1}, {"b": {"$gt": 2}}]})", nullptr),
        std::string("find by not (a or b (range))"));
    QCOMPARE(named("update", R"({"tags": {"$in": [1, 2]}, "name": {"$regex": "^Jo"}})", nullptr),
        std::string("update by name (prefix-regex), tags (in)"));
}

// The Atlas 8.0 logs against the model inferred from ../shared/datasets'
// sample_mflix: the logs create those collections but query others
// (movies, comments, sample_training...), so every queried namespace is
// reported as one the model lacks, and no shape is put on users, theaters
// or sessions. (A model of the queried collections would need their
// documents, which the datasets do not hold.)
void TestTraffic::theAtlasLogsAgainstTheDatasetsModel()
{
    const auto collections = inferInputs(
        { sourcePath(QStringLiteral("../shared/datasets/sample_mflix")).toStdString() });
    QVERIFY(collections);
    const Model model = inference::modelFromInference(*collections);
    QCOMPARE(model.entities.size(), size_t(3));
    TrafficSummary summary;
    std::set<std::string> loggedNamespaces; // of queries, read here from the raw lines
    for (const char *name : { "atlas-8.0.12-cluster0-shard-00-00.log",
             "atlas-8.0.12-cluster0-shard-00-02.log", "atlas-8.0.12-cluster0-shard-00-03.log" }) {
        const QString path = QDir(logsDir()).filePath(QString::fromLatin1(name));
        QVERIFY(readServerLog(path, [&](const Operation &op) { summary.add(op); }).error.isEmpty());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        static const QRegularExpression ns(
            QStringLiteral("\"msg\":\"Slow query\".*?\"ns\":\"(sample_[^\"]+)\""
                           ".*?\"command\":\\{\"(find|aggregate|getMore|count|distinct)\""));
        while (!file.atEnd())
            if (const auto found = ns.match(QString::fromUtf8(file.readLine())); found.hasMatch())
                loggedNamespaces.insert(found.captured(1).toStdString());
    }
    QVERIFY(loggedNamespaces.size() >= 8 && loggedNamespaces.contains("sample_mflix.movies"));
    const TrafficMatch match = matchModel(model, summary);
    const std::set<std::string> unknown(
        match.unknownNamespaces.begin(), match.unknownNamespaces.end());
    for (const std::string &ns : loggedNamespaces)
        QVERIFY2(unknown.contains(ns), ns.c_str());
    for (const ShapeMatch &shape : match.shapes)
        QVERIFY2(shape.entityId.empty(), shape.key.c_str());
    for (const Entity &entity : model.entities)
        QVERIFY(!loggedNamespaces.contains("sample_mflix." + entity.name));
}

void TestTraffic::badFilesAreRefusedWhole_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<bool>("gzip");
    QTest::addColumn<QString>("error");
    QTest::newRow("empty") << QByteArray() << false << "the file is empty";
    QTest::newRow("binary") << QByteArray("\x7f"
                                          "ELF\x02\x01\x01\0\0\0\n\x01\x02",
        14) << false << "this is no MongoDB log";
    QTest::newRow("another program's log")
        << QByteArray("Nov 27 10:00:01 host sshd[123]: Accepted publickey for root\n") << false
        << "this is no MongoDB log";
    QFile real(QDir(logsDir()).filePath(QStringLiteral("atlas-8.0.12-cluster0-shard-00-00.log")));
    QVERIFY(real.open(QIODevice::ReadOnly));
    QTest::newRow("truncated gz") << real.readAll() << true << "a truncated .gz";
}

// Each is an error, and the CLI exits 2 without writing the model.
void TestTraffic::badFilesAreRefusedWhole()
{
    QFETCH(QByteArray, content);
    QFETCH(bool, gzip);
    QFETCH(QString, error);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.log"));
    if (gzip) {
        // Compressed, then cut in the middle.
        const QString whole = dir.filePath(QStringLiteral("whole.gz"));
        gzFile file = gzopen(QFile::encodeName(whole).constData(), "wb");
        QVERIFY(file);
        QCOMPARE(gzwrite(file, content.constData(), unsigned(content.size())), int(content.size()));
        gzclose(file);
        QByteArray compressed = readFile(whole);
        compressed.truncate(compressed.size() / 2);
        QVERIFY(writeFile(path, compressed));
    } else {
        QVERIFY(writeFile(path, content));
    }
    int64_t operations = 0;
    const LogReading reading
        = readServerLog(path, [&operations](const Operation &) { ++operations; });
    QVERIFY2(reading.error.contains(error), qPrintable(reading.error));

    const QString modelFile = dir.filePath(QStringLiteral("m.dmodel"));
    QVERIFY(writeFile(modelFile, QByteArray::fromStdString(serializeModel(examplesModel()))));
    const QString updated = dir.filePath(QStringLiteral("observed.dmodel"));
    const CliRun run
        = runCli({ QStringLiteral("traffic"), modelFile, path, QStringLiteral("-o"), updated });
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(path + QStringLiteral(": ")), qPrintable(run.err));
    QVERIFY(!QFile::exists(updated));
}

QTEST_GUILESS_MAIN(TestTraffic)
#include "tst_traffic.moc"
