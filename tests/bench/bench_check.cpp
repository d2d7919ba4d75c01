// SPDX-License-Identifier: GPL-3.0-or-later
// The data check's evaluator: 1,000,000 documents of about 300 bytes
// against a validator of 20 rules, on one thread (check_single_docs_per_s)
// and on all cores through the checker that also counts drift
// (check_all_cores_docs_per_s); against a bare bson_iter walk of the same
// buffers (check_ratio_vs_bare) and against ajv with a bsonType keyword
// (tests/tools/check-json-schema.js, node) on the first 100,000
// (check_ratio_vs_ajv); peak memory while 1M and 4M documents stream
// through the checker, each in a process of its own; and files checked as
// `docmodeler-cli check` checks them, on all cores, against a model inferred
// from them: a mongodump file and the same documents as mongoexport's
// canonical JSON (check_dump_mb_per_s, check_json_mb_per_s).
//   bench_check [--documents N]
#include "benchutil.h"
#include "bsonbench.h"
#include "inferencedata.h"

#include "check/collectioncheck.h"
#include "check/datacheck.h"
#include "inference/collectioninference.h"
#include "inference/modelfrominference.h"
#include "check/jsonschema.h"
#include "inference/parallelanalyzer.h"

#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <QElapsedTimer>
#include <QFileInfo>

#include <cstdio>

using namespace docmodel;
using namespace docmodel::bench;
using namespace docmodel::check;
using docmodel::test::BsonStream;
using docmodel::test::benchmarkDocuments;

namespace {

// Twenty rules the benchmark's documents pass: types, required names,
// bounds, lengths, an enum, items.
const char *const kValidator = R"({"bsonType": "object",
  "required": ["_id", "name", "score", "createdAt", "address"],
  "properties": {
    "_id": {"bsonType": "objectId"},
    "name": {"bsonType": "string", "minLength": 1, "maxLength": 40},
    "score": {"bsonType": ["int", "long"], "minimum": 0},
    "createdAt": {"bsonType": "date"},
    "active": {"bsonType": "bool"},
    "address": {"bsonType": "object", "required": ["city"], "properties": {
      "street": {"bsonType": "string"},
      "city": {"enum": ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"]},
      "zip": {"bsonType": "int", "minimum": 0, "maximum": 99999}}},
    "tags": {"bsonType": "array", "maxItems": 10, "items": {"bsonType": "string"}},
    "lines": {"bsonType": "array", "items": {"bsonType": "object", "required": ["product", "quantity"],
      "properties": {"product": {"bsonType": "objectId"}, "quantity": {"bsonType": "int", "minimum": 0},
                     "price": {"bsonType": "double", "minimum": 0}}}},
    "updatedAt": {"bsonType": "date"}}})";

std::unique_ptr<JsonSchema> validator()
{
    std::string error;
    auto schema = JsonSchema::compile(JsonValue::parse(kValidator), &error);
    if (!schema) {
        std::fprintf(stderr, "the benchmark's validator does not compile: %s\n", error.c_str());
        std::exit(1);
    }
    return schema;
}

// Child mode: streams `count` documents through the checker on all cores,
// made in chunks, and prints its peak RSS.
int streamForRss(int count)
{
    const auto schema = validator();
    CollectionChecker checker(*schema, inference::ParallelAnalyzer::allCores(), 5);
    const int chunk = 10000;
    for (int done = 0; done < count; done += chunk) {
        const BsonStream stream = benchmarkDocuments(std::min(chunk, count - done), unsigned(done));
        forEachDocument(stream, [&](const uint8_t *data, uint32_t length) { checker.add(data, length, "bench"); });
    }
    CollectionCheck out;
    checker.finish(out);
    std::printf("%.2f %llu\n", ownPeakRssMb(), static_cast<unsigned long long>(out.checked));
    return out.failing == 0 ? 0 : 1;
}

// ajv's documents per second, or 0 when node or the tool is missing.
double ajvRate(const BsonStream &stream, int documents)
{
    QTemporaryDir dir;
    BsonStream first;
    int taken = 0;
    forEachDocument(stream, [&](const uint8_t *data, uint32_t length) {
        if (taken++ < documents)
            first.insert(first.end(), data, data + length);
    });
    const QString bson = dir.filePath(QStringLiteral("documents.bson"));
    const QString schema = dir.filePath(QStringLiteral("schema.json"));
    QFile schemaFile(schema);
    if (!docmodel::test::writeBsonFile(bson, first) || !schemaFile.open(QIODevice::WriteOnly)
        || schemaFile.write(kValidator) < 0)
        return 0;
    schemaFile.close();
    QProcess node;
    node.start(QStringLiteral("node"), {QStringLiteral(DOCMODELER_SOURCE_DIR "/tests/tools/check-json-schema.js"),
                                           QStringLiteral("--bench"), schema, bson});
    if (!node.waitForFinished(-1) || node.exitCode() != 0) {
        std::fprintf(stderr, "ajv did not run: %s\n", node.readAllStandardError().constData());
        return 0;
    }
    double rate = 0;
    for (const QByteArray &line : node.readAllStandardOutput().split('\n'))
        if (line.startsWith("ajv_docs_per_s:"))
            rate = line.mid(15).trimmed().split(' ').value(0).toDouble();
    return rate;
}

// The documents as a dump file and as canonical Extended JSON lines, each
// checked on all cores against a model inferred from the dump: MB/s of file.
bool checkFilesFigures(const BsonStream &stream, int count)
{
    QTemporaryDir dir;
    const QString dump = dir.filePath(QStringLiteral("bench.bson"));
    const QString json = dir.filePath(QStringLiteral("bench.json"));
    if (!docmodel::test::writeBsonFile(dump, stream) || !docmodel::test::writeJsonLines(json, stream))
        return false;
    inference::CollectionSource source;
    source.name = "bench";
    source.files = { dump.toStdString() };
    inference::InferOptions inferOptions;
    inferOptions.threads = inference::ParallelAnalyzer::allCores();
    std::vector<inference::InferredCollection> inferred(1);
    inference::ReadError readError;
    if (!inference::inferCollection(source, inferOptions, inferred.front(), readError)) {
        std::fprintf(stderr, "%s\n", readError.toString().c_str());
        return false;
    }
    const Model model = inference::modelFromInference(inferred);
    CheckOptions options;
    options.threads = inference::ParallelAnalyzer::allCores();
    for (const auto &[name, path] : { std::pair("check_dump_mb_per_s", dump), std::pair("check_json_mb_per_s", json) }) {
        QElapsedTimer clock;
        clock.start();
        const CheckReport checked = checkFiles(model, { path.toStdString() }, options);
        const double seconds = double(clock.nsecsElapsed()) / 1e9;
        if (!checked.error.empty() || checked.checked() != uint64_t(count) || checked.failing() != 0) {
            std::fprintf(stderr, "%s: %llu documents checked, %llu failing: %s\n", name,
                static_cast<unsigned long long>(checked.checked()), static_cast<unsigned long long>(checked.failing()),
                checked.error.c_str());
            return false;
        }
        report(name, double(QFileInfo(path).size()) / 1e6 / seconds, "MB/s");
    }
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() == 3 && arguments[1] == QLatin1String("--rss"))
        return streamForRss(arguments[2].toInt());
    int count = 1000000;
    if (arguments.size() == 3 && arguments[1] == QLatin1String("--documents"))
        count = arguments[2].toInt();

    // First, while this process is small: the checker's memory at 1M and 4M.
    const double peak1m = childFigure({"--rss", "1000000"});
    const double peak4m = childFigure({"--rss", "4000000"});
    const BsonStream stream = benchmarkDocuments(count, 1);
    const auto schema = validator();
    report("documents", count, "");
    report("document_bytes_mean", double(stream.size()) / count, "B");

    uint64_t elements = 0;
    const double bare = bestRate(count, [&] {
        elements = 0;
        forEachDocument(stream, [&](const uint8_t *data, uint32_t length) { elements += bareWalk(data, length); });
    });
    report("bare_walk_docs_per_s", bare, "docs/s");

    uint64_t passed = 0;
    const double single = bestRate(count, [&] {
        passed = 0;
        forEachDocument(stream, [&](const uint8_t *data, uint32_t length) { passed += schema->matches(data, length); });
    });
    if (passed != uint64_t(count)) {
        std::fprintf(stderr, "%llu of %d documents passed: the benchmark's validator should pass all\n",
            static_cast<unsigned long long>(passed), count);
        return 1;
    }
    report("check_single_docs_per_s", single, "docs/s");
    report("check_ratio_vs_bare", single / bare, "");

    const int threads = inference::ParallelAnalyzer::allCores();
    const double all = bestRate(count, [&] {
        CollectionChecker checker(*schema, threads, 5);
        forEachDocument(stream, [&](const uint8_t *data, uint32_t length) { checker.add(data, length, "bench"); });
        CollectionCheck out;
        checker.finish(out);
    });
    report("check_threads", threads, "");
    report("check_all_cores_docs_per_s", all, "docs/s");

    const int ajvDocuments = std::min(count, 100000);
    const double ajv = ajvRate(stream, ajvDocuments);
    if (ajv > 0) {
        report("ajv_docs_per_s", ajv, "docs/s");
        report("check_ratio_vs_ajv", single / ajv, "");
    }
    if (!checkFilesFigures(stream, count))
        return 1;
    report("peak_rss_1m_mb", peak1m, "MB");
    report("peak_rss_4m_mb", peak4m, "MB");
    return 0;
}
