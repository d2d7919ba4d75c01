// SPDX-License-Identifier: GPL-3.0-or-later
// What the fuzz targets (tests/fuzz) once found, in the normal build: every
// input kept under tests/fuzz/regressions goes to the reader it broke, and
// each bug's own case says what the reader does with it now.

#include "testsupport.h"

#include "diff/plan.h"
#include "import/jsonschemaimport.h"
#include "io/modelreader.h"
#include "live/livereplies.h"
#include "preview/bsonptr.h"
#include "preview/collectionpreview.h"
#include "preview/shellformat.h"
#include "traffic/counters.h"
#include "traffic/documentsource.h"
#include "traffic/legacylog.h"

#include <QDir>
#include <QtEndian>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <cstring>

using namespace docmodel;
using namespace docmodel::live;
using namespace docmodel::test;
using namespace docmodel::traffic;

namespace {

QStringList regressions(const QString &target)
{
    const QDir dir(sourcePath(QStringLiteral("tests/fuzz/regressions/") + target));
    QStringList files;
    for (const QString &name : dir.entryList(QDir::Files, QDir::Name))
        files << dir.filePath(name);
    return files;
}

void addRows(const QString &target)
{
    QTest::addColumn<QString>("file");
    const QStringList files = regressions(target);
    for (const QString &file : files)
        QTest::newRow(qPrintable(QFileInfo(file).fileName())) << file;
    if (files.isEmpty())
        QTest::newRow("none") << QString();
}

#define FETCH_REGRESSION(file)                                                                     \
    QFETCH(QString, file);                                                                         \
    if (file.isEmpty())                                                                            \
        QSKIP("no input has broken this reader yet");

BsonPtr fromJson(const char *json)
{
    bson_error_t error;
    return BsonPtr(bson_new_from_json(reinterpret_cast<const uint8_t *>(json), -1, &error));
}

// A reply as every reader takes it, and the collection it describes
// compared with a model's, as tests/fuzz/fuzz_livereplies.cpp does.
Plan readEverything(const bson_t *reply)
{
    ServerInfo server;
    readHello(reply, server);
    DatabaseList databases;
    readDatabases(reply, databases);
    QList<IndexInfo> indexes { indexFrom(reply) };
    readIndexSizes(reply, indexes);
    readIndexUsage(reply, indexes);
    CollectionStats stats;
    readStats(reply, stats);
    ExplainResult plan;
    readPlan(reply, plan);
    DatabaseState actual;
    actual.database = "db";
    for (const std::optional<CollectionInfo> &info :
        { std::optional(collectionFrom(reply)), namespaceEntryFrom(reply, QStringLiteral("db")) }) {
        if (!info)
            continue;
        CollectionState collection = stateOf(*info, true, actual.notes);
        addIndexes(collection, indexes, actual.notes);
        actual.collections.push_back(collection);
    }
    readShardKey(reply, QStringLiteral("db"), actual);
    actual.mongos = actual.shardKeysKnown = true;
    const LoadResult wanted
        = parseModel(R"({"formatVersion": 2, "entities": [{"id": "things", "name": "things",
        "options": {"capped": {"size": 4096}}}]})",
            QStringLiteral("wanted.dmodel"));
    PlanOptions options;
    options.allowDrop = options.shard = true;
    return planChanges(modelState(*wanted.model, "db"), actual, options);
}

// Every operation the log readers make of the bytes, as the fuzz target
// reads them (tests/fuzz/fuzz_trafficlog.cpp): each line as a structured
// and as a text log line, the whole as a JSON document.
std::vector<Operation> readTraffic(const QByteArray &bytes)
{
    std::vector<Operation> operations;
    const auto add = [&operations](const Operation &op) { operations.push_back(op); };
    LogReading reading;
    const TrafficSink sink { add, {} };
    const auto readDocuments = [&](const std::string &text) {
        const JsonValue parsed = JsonValue::parse(text, nullptr, false);
        if (parsed.is_array())
            for (const JsonValue &document : parsed)
                readTrafficDocument(document, "c", reading, sink);
        else if (!parsed.is_discarded())
            readTrafficDocument(parsed, {}, reading, sink);
    };
    for (const QByteArray &line : bytes.split('\n')) {
        readJsonLogLine(line.toStdString(), reading, add);
        readLegacyLogLine(line.toStdString(), reading, add);
        readDocuments(line.toStdString());
    }
    readDocuments(bytes.toStdString());
    return operations;
}

} // namespace

class TestFuzzRegressions : public QObject
{
    Q_OBJECT

private slots:
    void modelFiles_data() { addRows(QStringLiteral("model")); }
    void modelFiles()
    {
        FETCH_REGRESSION(file)
        const LoadResult result = loadModelFile(file);
        QVERIFY(result.ok() || !result.error.message.isEmpty());
    }

    void jsonSchemas_data() { addRows(QStringLiteral("jsonschema")); }
    void jsonSchemas()
    {
        FETCH_REGRESSION(file)
        const LoadResult result = importJsonSchemaFile(file);
        QVERIFY(result.ok() || !result.error.message.isEmpty());
    }

    void extendedJson_data() { addRows(QStringLiteral("extjson")); }
    void extendedJson()
    {
        FETCH_REGRESSION(file)
        const QByteArray bytes = readFile(file);
        bson_error_t error;
        std::vector<BsonPtr> documents;
        documents.emplace_back(bson_new_from_json(
            reinterpret_cast<const uint8_t *>(bytes.constData()), bytes.size(), &error));
        bson_t view;
        if (bson_init_static(
                &view, reinterpret_cast<const uint8_t *>(bytes.constData()), size_t(bytes.size()))
            && bson_validate(&view, BSON_VALIDATE_NONE, nullptr))
            documents.emplace_back(bson_copy(&view));
        std::erase_if(documents, [](const BsonPtr &document) { return !document; });
        QVERIFY2(!documents.empty(), "a regression input is Extended JSON or BSON");
        for (PreviewFormat format :
            { PreviewFormat::Mongosh, PreviewFormat::Relaxed, PreviewFormat::Canonical })
            QVERIFY(!formatDocuments(documents, format).empty());
    }

    // As tests/fuzz/fuzz_inference.cpp: the input as a dump and as an
    // Extended JSON file, through `infer --report json`, which must end
    // with a report or an error, never a crash.
    void inference_data() { addRows(QStringLiteral("inference")); }
    void inference()
    {
        FETCH_REGRESSION(file)
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (const char *name : { "input.bson", "input.json" }) {
            const QString copy = dir.filePath(QString::fromLatin1(name));
            QVERIFY(QFile::copy(file, copy));
            for (const char *skip : { "--threads=1", "--skip-bad" }) {
                const CliRun run = runCli({ QStringLiteral("infer"), copy, QString::fromLatin1(skip),
                    QStringLiteral("--report"), QStringLiteral("json") });
                QVERIFY2(run.exitCode == 0 || run.exitCode == 2, qPrintable(run.err));
                if (run.exitCode == 0)
                    QVERIFY(!nlohmann::json::parse(run.out.toStdString(), nullptr, false).is_discarded());
                else
                    QVERIFY(run.err.contains(copy));
            }
        }
    }

    // Whatever a log holds, an operation's counters are counts and its
    // duration a duration.
    void trafficLogs_data() { addRows(QStringLiteral("trafficlog")); }
    void trafficLogs()
    {
        FETCH_REGRESSION(file)
        for (const Operation &op : readTraffic(readFile(file))) {
            // keysExamined and docsExamined may each be the sum of two counters.
            for (const int64_t counter : { op.keysExamined, op.docsExamined, op.returned, op.count })
                QVERIFY2(counter >= 0 && counter <= 2 * kMaxCounter, op.ns.c_str());
            QVERIFY(op.millis >= 0 && op.millis <= kMaxMillis);
        }
    }

    // keysExamined 1e30 in a damaged log was converted to int64 (undefined
    // behaviour). A counter past any server's reads as the largest kept, a
    // negative one as none, in every reader; a date past JavaScript's range
    // as no time.
    void countersPastInt64()
    {
        const std::vector<Operation> operations = readTraffic(
            readFile(sourcePath(QStringLiteral("tests/fuzz/regressions/trafficlog/counters-past-int64.log"))));
        QCOMPARE(operations.size(), size_t(4));
        const Operation &json = operations[0];
        QCOMPARE(json.keysExamined, kMaxCounter);
        QCOMPARE(json.docsExamined, int64_t(0));
        QCOMPARE(json.returned, kMaxCounter);
        QCOMPARE(json.millis, 0.0);
        const Operation &legacy = operations[1];
        QCOMPARE(legacy.keysExamined, 2 * kMaxCounter);
        QCOMPARE(legacy.docsExamined, int64_t(1));
        QCOMPARE(legacy.millis, 120.0);
        const Operation &profiled = operations[2];
        QCOMPARE(profiled.keysExamined, 2 * kMaxCounter);
        QCOMPARE(profiled.returned, int64_t(0));
        QCOMPARE(profiled.millis, kMaxMillis);
        QVERIFY(profiled.time.empty());
        const Operation &stats = operations[3];
        QCOMPARE(stats.count, kMaxCounter);
        QCOMPARE(stats.docsExamined, int64_t(0));
        QVERIFY(std::isfinite(stats.millis));
    }

    void serverReplies_data() { addRows(QStringLiteral("livereplies")); }
    void serverReplies()
    {
        FETCH_REGRESSION(file)
        QByteArray bytes = readFile(file);
        // As the fuzz target: the length prefix says the input's size.
        const qint32 length = qToLittleEndian(qint32(bytes.size()));
        if (bytes.size() >= 5)
            std::memcpy(bytes.data(), &length, sizeof length);
        bson_t reply;
        if (!bson_init_static(
                &reply, reinterpret_cast<const uint8_t *>(bytes.constData()), size_t(bytes.size()))
            || !bson_validate(&reply, BSON_VALIDATE_NONE, nullptr))
            QSKIP("not a valid BSON document: the driver refuses it before any reader");
        readEverything(&reply);
    }

    // A BSON date as far from 1970 as int64 goes overflowed the shell
    // format's arithmetic; dates a JavaScript Date cannot hold are now shown
    // as the invalid Date mongosh makes of them, the milliseconds kept, and
    // years ISODate() cannot read as a Date of their ISO 8601 text.
    void datesPastJavaScriptsRange()
    {
        const BsonPtr far = fromJson(R"({"min": {"$date": {"$numberLong": "-9223372036854775808"}},
            "max": {"$date": {"$numberLong": "9223372036854775807"}},
            "late": {"$date": {"$numberLong": "568971820800000"}}, "early": {"$date": {"$numberLong": "-62198755200000"}},
            "before": {"$date": {"$numberLong": "-1"}}})");
        const std::string shell = shellSyntax(far.get());
        QVERIFY2(
            shell.find(R"(min: new Date(Long('-9223372036854775808')))") != std::string::npos,
            shell.c_str());
        QVERIFY2(
            shell.find(R"(max: new Date(Long('9223372036854775807')))") != std::string::npos,
            shell.c_str());
        QVERIFY2(
            shell.find(R"(late: new Date('+020000-01-01T00:00:00.000Z'))") != std::string::npos,
            shell.c_str());
        QVERIFY2(
            shell.find(R"(early: new Date('-000001-01-01T00:00:00.000Z'))") != std::string::npos,
            shell.c_str());
        QVERIFY2(shell.find(R"(before: ISODate('1969-12-31T23:59:59.999Z'))") != std::string::npos,
            shell.c_str());
    }

    void doublesWithoutDigits()
    {
        const BsonPtr document
            = fromJson(R"({"a": {"$numberDouble": "NaN"}, "b": {"$numberDouble": "-Infinity"},
            "c": {"$numberDouble": "Infinity"}})");
        QCOMPARE(QString::fromStdString(shellSyntax(document.get())),
            QStringLiteral("{\n  a: NaN,\n  b: -Infinity,\n  c: Infinity\n}"));
    }

    // listCollections answering "capped": null threw out of the comparison.
    void cappedThatIsNotABoolean()
    {
        for (const char *json :
            { R"({"name": "things", "options": {"capped": null, "size": 4096}})",
                R"({"name": "things", "options": {"capped": 1, "size": 4096}})" }) {
            const BsonPtr entry = fromJson(json);
            std::vector<std::string> notes;
            const CollectionState state = stateOf(collectionFrom(entry.get()), true, notes);
            const bool capped = QByteArray(json).contains("\"capped\": 1");
            QCOMPARE(state.options.contains("capped"), capped);
            if (capped)
                QVERIFY(state.options.at("capped") == JsonValue(true));
            readEverything(entry.get());
        }
    }

    // A double past int64's range in a server's options was converted to an
    // integer (undefined behaviour) when compared with the model's.
    void optionNumbersPastInt64()
    {
        const BsonPtr entry
            = fromJson(R"({"name": "things", "options": {"capped": true, "size": 3.84788e19}})");
        const Plan plan = readEverything(entry.get());
        const auto recreate
            = std::find_if(plan.steps.begin(), plan.steps.end(), [](const PlanStep &step) {
                  return step.kind == StepKind::Recreate && step.collection == "things";
              });
        QVERIFY(recreate != plan.steps.end());
        QVERIFY2(recreate->reason.contains(QLatin1String("size")), qPrintable(recreate->reason));
    }
};

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
