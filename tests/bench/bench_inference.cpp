// SPDX-License-Identifier: GPL-3.0-or-later
// Schema inference: documents per second single-threaded and on all cores,
// against a bare bson_iter walk of the same bytes (the limit) and against
// @mongodb-js/mongodb-schema on the first 100,000 (node, run from here);
// peak memory at 1M and 4M documents (each in a child process that streams
// them, so the figure is the analyser's, not the input's); and a 200 MB
// mongodump file read and inferred end to end, on one thread and on all
// cores as the CLI does by default (dump_mb_per_s); and a 200 MB mongoexport
// file (JSON lines) read and inferred end to end in a child process, with
// that process's peak memory (json_peak_rss_mb: the reader holds one
// document at a time, not the file).
//   bench_inference [--documents N]
#include "benchutil.h"
#include "bsonbench.h"
#include "inferencedata.h"

#include "inference/collectioninference.h"
#include "inference/documentreader.h"
#include "inference/parallelanalyzer.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <bson/bson.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <thread>

using namespace docmodel;
using namespace docmodel::bench;
using namespace docmodel::inference;
using docmodel::test::BsonStream;
using docmodel::test::benchmarkDocuments;

namespace {

// Child mode: streams `count` documents through one analyser in chunks and
// prints its peak RSS.
int streamForRss(int count)
{
    SchemaAnalyzer analyzer;
    const int chunk = 10000;
    for (int done = 0; done < count; done += chunk) {
        const BsonStream stream = benchmarkDocuments(std::min(chunk, count - done), unsigned(done));
        forEachDocument(stream, [&](const uint8_t *data, uint32_t length) { analyzer.add(data, length); });
    }
    std::printf("%.2f %llu\n", ownPeakRssMb(), static_cast<unsigned long long>(analyzer.documents()));
    return 0;
}

// The seconds a file takes to read and infer end to end; -1 (the error
// printed) when it cannot be.
double inferFileSeconds(const QString &file, int threads)
{
    CollectionSource source;
    source.name = "big";
    source.files = { file.toStdString() };
    InferOptions options;
    options.threads = threads;
    InferredCollection result;
    ReadError error;
    const auto start = Clock::now();
    if (!inferCollection(source, options, result, error)) {
        std::fprintf(stderr, "%s\n", error.toString().c_str());
        return -1;
    }
    return secondsSince(start);
}

// In a child process: infers a JSON file on all cores and prints its
// seconds and peak RSS.
int inferJsonForRss(const QString &file)
{
    const double seconds = inferFileSeconds(file, ParallelAnalyzer::allCores());
    if (seconds < 0)
        return 1;
    std::printf("%.4f %.2f\n", seconds, ownPeakRssMb());
    return 0;
}

double childPeakRss(int count)
{
    const std::string documents = std::to_string(count);
    return childFigure({"--rss", documents.c_str()});
}

// mongodb-schema's documents per second on the file, or 0 when node or the
// tool is missing.
double mongodbSchemaRate(const QString &bsonFile, int documents)
{
    const QString tool = QStringLiteral(DOCMODELER_SOURCE_DIR "/tests/tools/mongodb-schema-report.js");
    QProcess node;
    node.start(QStringLiteral("node"), { tool, QStringLiteral("--limit"), QString::number(documents), bsonFile });
    if (!node.waitForFinished(-1) || node.exitCode() != 0) {
        std::fprintf(stderr, "mongodb-schema did not run: %s\n", node.readAllStandardError().constData());
        return 0;
    }
    const QJsonObject report = QJsonDocument::fromJson(node.readAllStandardOutput()).object();
    const double seconds = report.begin().value().toObject().value(QStringLiteral("seconds")).toDouble();
    return seconds > 0 ? double(documents) / seconds : 0;
}

// A real export of 100,000 documents: the restaurants of ../shared as
// mongoexport wrote them (canonical Extended JSON), repeated to 100,000
// lines; inferred end to end from the JSON file on all cores, against
// mongodb-schema given the same documents as BSON (its parse alone, and
// its whole run with node's start and decoding).
bool realExportFigures(const QTemporaryDir &dir)
{
    constexpr int kDocuments = 100000;
    QFile source(QStringLiteral(DOCMODELER_SOURCE_DIR "/../shared/atlas-samples/sample_restaurants/restaurants.json"));
    if (!source.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "no real export to read: %s\n", qPrintable(source.fileName()));
        return true; // a figure the machine cannot give, not a failure of the reader
    }
    QList<QByteArray> lines = source.readAll().split('\n');
    lines.removeIf([](const QByteArray &line) { return !line.startsWith('{'); });
    const QString json = dir.filePath(QStringLiteral("restaurants.json"));
    const QString bson = dir.filePath(QStringLiteral("restaurants.bson"));
    QFile jsonFile(json), bsonFile(bson);
    if (lines.isEmpty() || !jsonFile.open(QIODevice::WriteOnly) || !bsonFile.open(QIODevice::WriteOnly))
        return false;
    for (int n = 0; n < kDocuments; ++n) {
        const QByteArray &line = lines[n % lines.size()];
        jsonFile.write(line);
        jsonFile.write("\n", 1);
        bson_t document;
        if (!bson_init_from_json(&document, line.constData(), line.size(), nullptr))
            return false;
        bsonFile.write(reinterpret_cast<const char *>(bson_get_data(&document)), document.len);
        bson_destroy(&document);
    }
    jsonFile.close();
    bsonFile.close();
    const double seconds = inferFileSeconds(json, ParallelAnalyzer::allCores());
    if (seconds < 0)
        return false;
    report("real_export_documents", kDocuments, "");
    report("real_export_mb", double(QFileInfo(json).size()) / 1e6, "MB");
    report("real_export_infer_s", seconds, "s");
    QElapsedTimer clock;
    clock.start();
    const double parseRate = mongodbSchemaRate(bson, kDocuments);
    const double wholeRun = double(clock.nsecsElapsed()) / 1e9;
    if (parseRate > 0) {
        report("real_export_mongodb_schema_parse_s", kDocuments / parseRate, "s");
        report("real_export_mongodb_schema_run_s", wholeRun, "s");
        report("real_export_ratio_vs_mongodb_schema_parse", kDocuments / parseRate / seconds, "");
        report("real_export_ratio_vs_mongodb_schema_run", wholeRun / seconds, "");
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
    if (arguments.size() == 3 && arguments[1] == QLatin1String("--json-rss"))
        return inferJsonForRss(arguments[2]);
    int count = 1000000;
    if (arguments.size() == 3 && arguments[1] == QLatin1String("--documents"))
        count = arguments[2].toInt();

    // First, while this process is small: the analyser's memory at 1M and 4M.
    const double peak1m = childPeakRss(1000000);
    const double peak4m = childPeakRss(4000000);
    const BsonStream stream = benchmarkDocuments(count, 1);
    report("documents", count, "");
    report("document_bytes_mean", double(stream.size()) / count, "B");
    const double megabytes = double(stream.size()) / 1e6;

    uint64_t elements = 0;
    const double bare = bestRate(count, [&] {
        elements = 0;
        forEachDocument(stream, [&](const uint8_t *data, uint32_t length) { elements += bareWalk(data, length); });
    });
    report("bare_walk_docs_per_s", bare, "docs/s");

    const double single = bestRate(count, [&] {
        SchemaAnalyzer analyzer;
        forEachDocument(stream, [&](const uint8_t *data, uint32_t length) { analyzer.add(data, length); });
    });
    report("inference_single_docs_per_s", single, "docs/s");
    report("inference_single_mb_per_s", single * megabytes / count, "MB/s");

    // All cores: the buffer split in as many ranges, one analyser each, merged.
    const int threads = ParallelAnalyzer::allCores();
    std::vector<size_t> bounds { 0 };
    {
        size_t at = 0;
        for (int t = 1; t < threads; ++t) {
            while (at < stream.size() && at < stream.size() * size_t(t) / size_t(threads)) {
                uint32_t length = 0;
                std::memcpy(&length, stream.data() + at, 4);
                at += length;
            }
            bounds.push_back(at);
        }
        bounds.push_back(stream.size());
    }
    const double all = bestRate(count, [&] {
        std::vector<SchemaAnalyzer> analyzers(static_cast<size_t>(threads));
        std::vector<std::thread> workers;
        for (int t = 0; t < threads; ++t)
            workers.emplace_back([&, t] {
                for (size_t at = bounds[size_t(t)]; at < bounds[size_t(t) + 1];) {
                    uint32_t length = 0;
                    std::memcpy(&length, stream.data() + at, 4);
                    analyzers[size_t(t)].add(stream.data() + at, length);
                    at += length;
                }
            });
        for (std::thread &worker : workers)
            worker.join();
        SchemaAnalyzer merged;
        for (const SchemaAnalyzer &analyzer : analyzers)
            merged.merge(analyzer);
    });
    report("threads", threads, "");
    report("inference_all_cores_docs_per_s", all, "docs/s");
    report("inference_all_cores_mb_per_s", all * megabytes / count, "MB/s");
    report("ratio_vs_bare", single / bare, "");

    QTemporaryDir dir;
    const int referenceCount = std::min(count, 100000);
    BsonStream first;
    {
        size_t at = 0;
        for (int i = 0; i < referenceCount; ++i) {
            uint32_t length = 0;
            std::memcpy(&length, stream.data() + at, 4);
            at += length;
        }
        first.assign(stream.begin(), stream.begin() + ptrdiff_t(at));
    }
    const QString referenceFile = dir.filePath(QStringLiteral("first.bson"));
    docmodel::test::writeBsonFile(referenceFile, first);
    const double reference = mongodbSchemaRate(referenceFile, referenceCount);
    report("mongodb_schema_docs_per_s", reference, "docs/s");
    report("ratio_vs_mongodb_schema", reference > 0 ? single / reference : 0, "");

    // About 200 MB of the same documents in a mongodump file, read and inferred.
    const QString dumpFile = dir.filePath(QStringLiteral("big.bson"));
    {
        QFile file(dumpFile);
        file.open(QIODevice::WriteOnly);
        while (file.size() < 200'000'000)
            file.write(reinterpret_cast<const char *>(stream.data()), qint64(stream.size()));
    }
    const double dumpMb = double(QFileInfo(dumpFile).size()) / 1e6;
    for (const int dumpThreads : { 1, threads }) {
        const double seconds = inferFileSeconds(dumpFile, dumpThreads);
        if (seconds < 0)
            return 1;
        // The CLI reads on all cores unless told otherwise.
        report(dumpThreads == 1 ? "dump_single_thread_mb_per_s" : "dump_mb_per_s", dumpMb / seconds, "MB/s");
    }
    // About 200 MB of the same documents as mongoexport writes them.
    const QString jsonFile = dir.filePath(QStringLiteral("big.json"));
    {
        QFile file(jsonFile);
        file.open(QIODevice::WriteOnly);
        QByteArray lines;
        forEachDocument(stream, [&](const uint8_t *data, uint32_t length) {
            bson_t document;
            if (lines.size() < 50'000'000 && bson_init_static(&document, data, length)) {
                char *json = bson_as_canonical_extended_json(&document, nullptr);
                lines += json;
                lines += '\n';
                bson_free(json);
            }
        });
        while (file.size() < 200'000'000)
            file.write(lines);
    }
    // The reader alone, on one thread: documents from the file as BSON, each
    // handed to a visitor that keeps nothing; and libbson's reading of the
    // same lines in the same run, which it replaced.
    {
        const double mb = double(QFileInfo(jsonFile).size()) / 1e6;
        QElapsedTimer clock;
        clock.start();
        const ReadResult read = readDocuments(jsonFile.toStdString(), {},
            [](const uint8_t *, size_t, const DocumentPosition &, std::string *) { return true; });
        const double readSeconds = double(clock.nsecsElapsed()) / 1e9;
        if (!read.ok)
            return 1;
        report("json_read_single_mb_per_s", mb / readSeconds, "MB/s");
        QFile file(jsonFile);
        file.open(QIODevice::ReadOnly);
        const QByteArray whole = file.readAll();
        clock.restart();
        qsizetype at = 0;
        uint64_t parsed = 0;
        while (at < whole.size()) {
            qsizetype end = whole.indexOf('\n', at);
            if (end < 0)
                end = whole.size();
            bson_t document;
            if (bson_init_from_json(&document, whole.constData() + at, ssize_t(end - at), nullptr)) {
                ++parsed;
                bson_destroy(&document);
            }
            at = end + 1;
        }
        const double libbsonSeconds = double(clock.nsecsElapsed()) / 1e9;
        report("json_read_libbson_mb_per_s", parsed == read.documents ? mb / libbsonSeconds : 0, "MB/s");
        report("json_read_ratio_vs_libbson", libbsonSeconds / readSeconds, "");
    }
    if (!realExportFigures(dir))
        return 1;
    QProcess child;
    child.start(QCoreApplication::applicationFilePath(), { QStringLiteral("--json-rss"), jsonFile });
    if (!child.waitForFinished(-1) || child.exitCode() != 0) {
        std::fprintf(stderr, "%s\n", child.readAllStandardError().constData());
        return 1;
    }
    const QList<QByteArray> figures = child.readAllStandardOutput().trimmed().split(' ');
    const double jsonMb = double(QFileInfo(jsonFile).size()) / 1e6;
    report("json_mb_per_s", jsonMb / figures.value(0).toDouble(), "MB/s");
    report("json_file_mb", jsonMb, "MB");
    report("json_peak_rss_mb", figures.value(1).toDouble(), "MB");
    report("peak_rss_1m_mb", peak1m, "MB");
    report("peak_rss_4m_mb", peak4m, "MB");
    return 0;
}
