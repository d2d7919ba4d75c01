// SPDX-License-Identifier: GPL-3.0-or-later
// Schema inference from files: agreement with @mongodb-js/mongodb-schema,
// the readers' handling of damaged input, threads, and the model it gives.
#include "inferencedata.h"
#include "testsupport.h"

#include "inference/collectioninference.h"
#include "inference/distinctcounter.h"
#include "inference/modelfrominference.h"
#include "inference/schemareport.h"
#include "diff/semanticcompare.h"
#include "shape/collectionindexes.h"
#include "io/modelreader.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <bson/bson.h>
#include <zlib.h>

#include <cmath>

using namespace docmodel;
using namespace docmodel::inference;
using namespace docmodel::test;
using Json = nlohmann::ordered_json;

namespace {

const QString kNodeTool = sourcePath(QStringLiteral("tests/tools/mongodb-schema-report.js"));

QStringList datasetFiles()
{
    const QString root = sourcePath(QStringLiteral("../shared/datasets"));
    return { root + QStringLiteral("/sample_analytics/accounts.json"), root + QStringLiteral("/sample_mflix/theaters.json"),
        root + QStringLiteral("/sample_mflix/users.json"), root + QStringLiteral("/sample_mflix/sessions.json") };
}

bool referenceAvailable()
{
    return QFileInfo::exists(sourcePath(QStringLiteral("tests/tools/node_modules/@mongodb-js/mongodb-schema")));
}

Json referenceReport(const QStringList &files)
{
    QProcess node;
    node.start(QStringLiteral("node"), QStringList { kNodeTool } + files);
    if (!node.waitForFinished(120000) || node.exitCode() != 0) {
        qWarning("%s", node.readAllStandardError().constData());
        return {};
    }
    return Json::parse(node.readAllStandardOutput().toStdString(), nullptr, false);
}

// Every difference between our report and the reference, as "path: what".
void compareFields(const Json &ours, const Json &theirs, const QString &where, QStringList &differences);

// A type's key among its siblings: its name, numbered when it repeats (a
// field whose value is sometimes BSON undefined and that is sometimes
// missing has two "Undefined" types, the absent ones last).
std::vector<std::string> typeKeys(const Json &types)
{
    std::map<std::string, int> seen;
    std::vector<std::string> keys;
    for (const Json &type : types) {
        const std::string name = type["name"].get<std::string>();
        const int n = seen[name]++;
        keys.push_back(n == 0 ? name : name + "#" + std::to_string(n + 1));
    }
    return keys;
}

void compareTypes(const Json &ours, const Json &theirs, const QString &where, QStringList &differences)
{
    std::map<std::string, const Json *> mine;
    const std::vector<std::string> ourKeys = typeKeys(ours);
    for (size_t i = 0; i < ours.size(); ++i)
        mine[ourKeys[i]] = &ours[i];
    const std::vector<std::string> theirKeys = typeKeys(theirs);
    if (ours.size() != theirs.size())
        differences << QStringLiteral("%1: %2 types, the reference has %3").arg(where).arg(ours.size()).arg(theirs.size());
    for (size_t i = 0; i < theirs.size(); ++i) {
        const Json &type = theirs[i];
        const std::string name = theirKeys[i];
        const QString at = where + QLatin1Char('<') + QString::fromStdString(name) + QLatin1Char('>');
        const auto found = mine.find(name);
        if (found == mine.end()) {
            differences << at + QStringLiteral(": missing");
            continue;
        }
        const Json &my = *found->second;
        if (my["count"] != type["count"])
            differences << at + QStringLiteral(": count %1, reference %2")
                                   .arg(QString::fromStdString(my["count"].dump()), QString::fromStdString(type["count"].dump()));
        if (std::abs(my["probability"].get<double>() - type["probability"].get<double>()) > 1e-9)
            differences << at + QStringLiteral(": probability %1, reference %2")
                                   .arg(my["probability"].get<double>(), 0, 'g', 17)
                                   .arg(type["probability"].get<double>(), 0, 'g', 17);
        if (type.contains("types")) {
            compareTypes(my.value("types", Json::array()), type["types"], at, differences);
            if (my.value("totalCount", Json()) != type["totalCount"])
                differences << at + QStringLiteral(": totalCount differs");
        }
        if (type.contains("fields"))
            compareFields(my.value("fields", Json::array()), type["fields"], at, differences);
    }
}

void compareFields(const Json &ours, const Json &theirs, const QString &where, QStringList &differences)
{
    std::map<std::string, const Json *> mine;
    for (const Json &field : ours)
        mine[field["name"].get<std::string>()] = &field;
    if (ours.size() != theirs.size())
        differences << QStringLiteral("%1: %2 fields, the reference has %3").arg(where).arg(ours.size()).arg(theirs.size());
    for (const Json &field : theirs) {
        const std::string name = field["name"].get<std::string>();
        const QString at = where + QLatin1Char('.') + QString::fromStdString(name);
        const auto found = mine.find(name);
        if (found == mine.end()) {
            differences << at + QStringLiteral(": missing");
            continue;
        }
        const Json &my = *found->second;
        if (my["path"] != field["path"])
            differences << at + QStringLiteral(": path differs");
        if (my["count"] != field["count"])
            differences << at + QStringLiteral(": count differs");
        if (std::abs(my["probability"].get<double>() - field["probability"].get<double>()) > 1e-9)
            differences << at + QStringLiteral(": probability differs");
        compareTypes(my["types"], field["types"], at, differences);
    }
}

// Our report of the files, by the CLI as a person runs it.
Json ourReport(const QStringList &files, const QStringList &options = {})
{
    const CliRun run = runCli(QStringList { QStringLiteral("infer") } + files + options
        + QStringList { QStringLiteral("--report"), QStringLiteral("json") });
    if (run.exitCode != 0) {
        qWarning("%s", qPrintable(run.err));
        return {};
    }
    return Json::parse(run.out.toStdString(), nullptr, false);
}

QStringList agreementDifferences(const Json &ours, const Json &theirs)
{
    QStringList differences;
    if (!ours.is_object() || !theirs.is_object())
        return { QStringLiteral("no report") };
    for (const auto &[collection, report] : theirs.items()) {
        if (!ours.contains(collection)) {
            differences << QString::fromStdString(collection) + QStringLiteral(": missing");
            continue;
        }
        if (ours[collection]["count"] != report["count"])
            differences << QString::fromStdString(collection) + QStringLiteral(": count differs");
        compareFields(ours[collection]["fields"], report["fields"], QString::fromStdString(collection), differences);
    }
    return differences;
}

InferredCollection inferFile(const QString &path, const InferOptions &options, ReadError *error = nullptr)
{
    CollectionSource source;
    source.name = QFileInfo(path).baseName().toStdString();
    source.files = { path.toStdString() };
    InferredCollection result;
    ReadError failure;
    const bool ok = inferCollection(source, options, result, failure);
    if (error)
        *error = ok ? ReadError() : failure;
    return result;
}

// The documents of an Extended JSON lines file as a .bson file, to give the
// reference the same documents as they come from a server.
bool jsonLinesToBson(const QString &json, const QString &bson)
{
    bson_error_t error;
    bson_json_reader_t *reader = bson_json_reader_new_from_file(json.toLocal8Bit().constData(), &error);
    if (!reader)
        return false;
    BsonStream stream;
    bson_t document = BSON_INITIALIZER;
    int status = 0;
    while ((status = bson_json_reader_read(reader, &document, &error)) > 0) {
        const uint8_t *data = bson_get_data(&document);
        stream.insert(stream.end(), data, data + document.len);
        bson_reinit(&document);
    }
    bson_destroy(&document);
    bson_json_reader_destroy(reader);
    return status == 0 && writeBsonFile(bson, stream);
}

QByteArray documentBytes(const char *json)
{
    bson_t document;
    bson_error_t error;
    if (!bson_init_from_json(&document, json, -1, &error))
        return {};
    const QByteArray bytes(reinterpret_cast<const char *>(bson_get_data(&document)), int(document.len));
    bson_destroy(&document);
    return bytes;
}

} // namespace

class TestInference : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(mDir.isValid());
        QVERIFY(QDir().mkpath(path("reference")));
    }

    // "Unique in the sample" is exact: known while no value repeats, across
    // threads' counters too; the estimate is for everything else.
    void uniquenessIsExact()
    {
        inference::DistinctCounter keys;
        inference::DistinctCounter otherThread;
        for (uint64_t i = 0; i < 5000; ++i)
            (i % 2 ? keys : otherThread).add(&i, sizeof i);
        QVERIFY(keys.allDifferent());
        keys.merge(otherThread);
        QVERIFY(keys.allDifferent());
        const uint64_t again = 4999;
        otherThread.add(&again, sizeof again);
        QVERIFY(otherThread.allDifferent()); // 4999 was the other thread's
        keys.merge(otherThread);
        QVERIFY(!keys.allDifferent());
        QVERIFY(std::abs(keys.estimate() - 5000) < 5000 * 0.1);
        inference::DistinctCounter many;
        for (uint64_t i = 0; i <= inference::DistinctCounter::kExactValues; ++i)
            many.add(&i, sizeof i);
        QVERIFY(!many.allDifferent()); // too many to know: the estimate speaks
    }

    // The four sample datasets and generated motley documents, from
    // Extended JSON lines and from a .bson file: the same paths, counts and
    // probabilities as @mongodb-js/mongodb-schema.
    void agreesWithMongodbSchema()
    {
        if (!referenceAvailable())
            QFAIL("@mongodb-js/mongodb-schema is not installed in tests/tools; scripts/test installs it");
        const BsonStream motley = motleyDocuments(3000, 7);
        QVERIFY(writeJsonLines(path("motley.json"), motley));
        QVERIFY(writeBsonFile(path("motleydump.bson"), motley));
        QVERIFY(writeBsonFile(path("reference/motley.bson"), motley));
        QVERIFY(writeBsonFile(path("reference/motleydump.bson"), motley));
        QStringList referenceFiles = { path("reference/motley.bson"), path("reference/motleydump.bson") };
        for (const QString &dataset : datasetFiles()) {
            const QString bson = path("reference/") + QFileInfo(dataset).completeBaseName() + QStringLiteral(".bson");
            QVERIFY(jsonLinesToBson(dataset, bson));
            referenceFiles << bson;
        }
        const Json theirs = referenceReport(referenceFiles);
        QVERIFY(theirs.is_object());
        QCOMPARE(theirs.size(), size_t(6));
        // Ours from the Extended JSON files as they are, and from the .bson.
        const Json ours = ourReport(datasetFiles() + QStringList { path("motley.json"), path("motleydump.bson") });
        QVERIFY(ours.is_object());
        const QStringList differences = agreementDifferences(ours, theirs);
        QVERIFY2(differences.isEmpty(), qPrintable(differences.mid(0, 30).join(QLatin1Char('\n'))));
        // The motley data has what it should: every type name the reference knows.
        const std::string motleyText = theirs["motley"].dump();
        for (const char *type : { "Int32", "Long", "Double", "Decimal128", "String", "Null", "Document", "Array",
                 "DBRef", "Binary", "RegExp", "Timestamp", "MinKey", "MaxKey", "Code", "CodeWScope", "BSONSymbol",
                 "Date", "Boolean", "ObjectId", "Undefined" })
            QVERIFY2(motleyText.find(std::string("\"") + type + "\"") != std::string::npos, type);
    }

    void threadsGiveTheSameSchema()
    {
        QVERIFY(writeBsonFile(path("threads.bson"), motleyDocuments(20000, 11)));
        InferOptions one;
        InferOptions four;
        four.threads = 4;
        const Json single = schemaReport(inferFile(path("threads.bson"), one).schema);
        const Json parallel = schemaReport(inferFile(path("threads.bson"), four).schema);
        QCOMPARE(single["count"].get<int>(), 20000);
        // Samples are the first values each thread saw: not compared.
        QVERIFY(agreementDifferences(Json { { "c", parallel } }, Json { { "c", single } }).isEmpty());
    }

    void jsonArraysPrettyPrintingAndByteOrderMarks()
    {
        QVERIFY(writeFile(path("array.json"),
            "\xEF\xBB\xBF[\n  {\"a\": 1},\n  {\"a\": {\"$numberLong\": \"2\"}, \"b\": \"x\"}\n]\n"));
        QVERIFY(writeFile(path("pretty.json"), "{\n  \"a\": 1\n}\n{\n  \"a\": \"two\",\n  \"s\": \"{not a brace\"\n}\n"));
        const InferredCollection array = inferFile(path("array.json"), {});
        QCOMPARE(array.schema.documents(), uint64_t(2));
        QCOMPARE(array.schema.root().find("a")->types.types.size(), size_t(2));
        const InferredCollection pretty = inferFile(path("pretty.json"), {});
        QCOMPARE(pretty.schema.documents(), uint64_t(2));
        QVERIFY(pretty.schema.root().find("s"));
    }

    // JSON files are read a chunk (1 MiB) at a time: documents, strings with
    // braces and escaped quotes, and one document of 3 MiB across chunk
    // boundaries come out whole, as lines and as an array; a file that goes
    // on with something other than a document says the rest was left out.
    void jsonIsReadAsAStream()
    {
        QByteArray lines;
        QByteArray array = "[";
        for (int i = 0; i < 6000; ++i) {
            const QByteArray document = "{\"n\": " + QByteArray::number(i) + ", \"s\": \"a } { \\\" b " + QByteArray(i % 200, 'x')
                + "\", \"d\": {\"k\": [1, {\"x\": \"]\"}]}}";
            lines += document + '\n';
            array += (i ? ",\n" : "") + document;
        }
        const QByteArray large = "{\"n\": 6000, \"s\": \"" + QByteArray(3 << 20, 'y') + "\"}";
        lines += large + '\n';
        array += ",\n" + large + "]";
        QVERIFY(writeFile(path("stream.json"), lines));
        QVERIFY(writeFile(path("stream-array.json"), array));
        for (const char *name : { "stream.json", "stream-array.json" }) {
            ReadError error;
            const InferredCollection read = inferFile(path(name), {}, &error);
            QVERIFY2(error.message.empty(), error.toString().c_str());
            QCOMPARE(read.schema.documents(), uint64_t(6001));
            QCOMPARE(read.schema.root().find("d")->count, uint64_t(6000));
            const TypeStats *text = read.schema.root().find("s")->types.find(SchemaType::String);
            QCOMPARE(text->values.maxLength, uint64_t(3 << 20));
        }
        QVERIFY(writeFile(path("trailing.json"), "{\"a\": 1}\n{\"a\": 2}\nnot json\n{\"a\": 3}\n"));
        InferOptions skipping;
        skipping.skipBad = true;
        const InferredCollection trailing = inferFile(path("trailing.json"), skipping);
        QCOMPARE(trailing.schema.documents(), uint64_t(2));
        QCOMPARE(trailing.skipped, uint64_t(1));
        QVERIFY2(QString::fromStdString(trailing.skippedErrors.front().message).contains(QStringLiteral("the rest of the file cannot be read")),
            trailing.skippedErrors.front().message.c_str());
    }

    // Damaged input: an error naming the file, the document and its byte
    // offset; with skipBad the document is counted and left out.
    void damagedDumpFiles_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("document");
        QTest::addColumn<int>("offset");
        QTest::addColumn<QString>("message");
        QTest::addColumn<int>("readable"); // documents read with skipBad
        const QByteArray good = documentBytes("{\"a\": 1}");
        QByteArray truncated = good + good.left(good.size() - 3);
        QTest::newRow("truncated") << truncated << 2 << good.size() << QStringLiteral("truncated") << 1;
        QByteArray badLength = good;
        badLength.append(QByteArray::fromHex("02000000"));
        QTest::newRow("bad length") << badLength << 2 << good.size() << QStringLiteral("bad length prefix 2") << 1;
        QByteArray utf8 = documentBytes("{\"s\": \"abc\"}");
        utf8[utf8.indexOf("abc")] = char(0xC3); // a lead byte without its continuation
        QTest::newRow("bad UTF-8") << good + utf8 + good << 2 << good.size() << QStringLiteral("not valid UTF-8") << 2;
        // An array's keys are never used, but one that is not UTF-8 is as
        // bad as any other name: the one-pass reader once let it through.
        QByteArray arrayKey = documentBytes("{\"a\": [1]}");
        arrayKey[arrayKey.indexOf(QByteArray("\x10" "0\0", 3)) + 1] = char(0xC5);
        QTest::newRow("bad UTF-8 array key") << good + arrayKey + good << 2 << good.size() << QStringLiteral("not valid UTF-8") << 2;
        std::string deep;
        for (int i = 0; i < 150; ++i)
            deep += "{\"a\": ";
        deep += "1";
        for (int i = 0; i < 150; ++i)
            deep += "}";
        // Built by hand: libbson's JSON parser itself stops short of 150 levels.
        QByteArray nested = documentBytes("{\"z\": 0}");
        for (int i = 0; i < 150; ++i) {
            QByteArray outer;
            const qint32 length = qint32(4 + 1 + 2 + nested.size() + 1);
            outer.append(reinterpret_cast<const char *>(&length), 4);
            outer.append('\x03').append("a", 2).append(nested).append('\0');
            nested = outer;
        }
        QTest::newRow("deep nesting") << good + nested << 2 << good.size() << QStringLiteral("nested more than 100") << 1;
        QByteArray noZero = good;
        noZero[noZero.size() - 1] = 'x';
        QTest::newRow("no closing zero") << noZero + good << 1 << 0 << QStringLiteral("does not end with a zero byte") << 1;
    }

    void damagedDumpFiles()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, document);
        QFETCH(int, offset);
        QFETCH(QString, message);
        QFETCH(int, readable);
        const QString file = path(QStringLiteral("damaged-%1.bson").arg(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-')));
        QVERIFY(writeFile(file, bytes));
        ReadError error;
        inferFile(file, {}, &error);
        QCOMPARE(error.file, file.toStdString());
        QCOMPARE(int(error.document), document);
        QCOMPARE(int(error.offset), offset);
        QVERIFY2(QString::fromStdString(error.message).contains(message), error.message.c_str());
        QVERIFY(QString::fromStdString(error.toString()).startsWith(file + QStringLiteral(": document %1 at byte %2: ").arg(document).arg(offset)));
        // On analysing threads the same: the error of the same document.
        InferOptions threads;
        threads.threads = 3;
        inferFile(file, threads, &error);
        QCOMPARE(int(error.document), document);
        QCOMPARE(int(error.offset), offset);
        QVERIFY2(QString::fromStdString(error.message).contains(message), error.message.c_str());
        for (const int count : { 1, 3 }) {
            InferOptions skip;
            skip.skipBad = true;
            skip.threads = count;
            const InferredCollection skipped = inferFile(file, skip, &error);
            QVERIFY2(error.message.empty(), error.message.c_str());
            QCOMPARE(int(skipped.schema.documents()), readable);
            QCOMPARE(int(skipped.skipped), 1);
        }
        // Compressed, the same.
        const QString compressed = file + QStringLiteral(".gz");
        gzFile gz = gzopen(compressed.toLocal8Bit().constData(), "wb");
        QVERIFY(gz);
        gzwrite(gz, bytes.constData(), unsigned(bytes.size()));
        gzclose(gz);
        inferFile(compressed, {}, &error);
        QCOMPARE(int(error.document), document);
        QCOMPARE(int(error.offset), offset);
    }

    void emptyAndBrokenJsonFiles()
    {
        QVERIFY(writeFile(path("empty.json"), ""));
        ReadError error;
        inferFile(path("empty.json"), {}, &error);
        QVERIFY2(QString::fromStdString(error.toString()).contains(QStringLiteral("holds no documents")), error.message.c_str());
        QVERIFY(writeFile(path("empty.bson"), ""));
        inferFile(path("empty.bson"), {}, &error);
        QVERIFY(QString::fromStdString(error.toString()).contains(QStringLiteral("holds no documents")));
        QVERIFY(writeFile(path("broken.json"), "{\"a\": 1}\n{\"a\": tru}\n{\"a\": 3}\n"));
        inferFile(path("broken.json"), {}, &error);
        QCOMPARE(int(error.document), 2);
        QCOMPARE(int(error.offset), 9);
        QVERIFY(QString::fromStdString(error.message).contains(QStringLiteral("not valid Extended JSON")));
        QVERIFY(writeFile(path("unclosed.json"), "{\"a\": 1}\n{\"a\": [1, 2\n"));
        inferFile(path("unclosed.json"), {}, &error);
        QCOMPARE(int(error.document), 2);
        QVERIFY(QString::fromStdString(error.message).contains(QStringLiteral("truncated")));
    }

    // A dump of two databases: each collection keeps its database, which
    // the file keeps and the automatic subject areas divide by.
    void dumpOfTwoDatabasesKeepsEachDatabase()
    {
        QVERIFY(QDir().mkpath(path("twodbs/shop")));
        QVERIFY(QDir().mkpath(path("twodbs/blog")));
        QVERIFY(writeFile(path("twodbs/shop/orders.bson"), documentBytes("{\"_id\": 1, \"total\": 5}")));
        QVERIFY(writeFile(path("twodbs/blog/posts.bson"), documentBytes("{\"_id\": 1, \"title\": \"x\"}")));
        const CliRun run
            = runCli({ QStringLiteral("infer"), path("twodbs"), QStringLiteral("-o"), path("twodbs.dmodel") });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const LoadResult loaded = loadModelFile(path("twodbs.dmodel"));
        QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
        QCOMPARE(loaded.model->database, std::string());
        QCOMPARE(loaded.model->findEntityByName("orders")->database, std::string("shop"));
        QCOMPARE(loaded.model->findEntityByName("posts")->database, std::string("blog"));
    }

    // A dump folder: databases from its folders, indexes and options from
    // the metadata, the model valid and as the data says.
    void dumpFolderGivesAModel()
    {
        QVERIFY(QDir().mkpath(path("dump/shop")));
        QVERIFY(writeFile(path("dump/shop/orders.bson"),
            documentBytes("{\"_id\": 1, \"email\": \"a@example.com\", \"total\": 5, \"lines\": [{\"sku\": \"x\", \"qty\": 1}]}")
                + documentBytes("{\"_id\": 2, \"email\": \"b@example.org\", \"lines\": []}")));
        QVERIFY(writeFile(path("dump/shop/orders.metadata.json"),
            R"({"options":{"capped":true,"size":{"$numberLong":"1048576"}},"indexes":[)"
            R"({"v":{"$numberInt":"2"},"key":{"_id":{"$numberInt":"1"}},"name":"_id_"},)"
            R"({"v":{"$numberInt":"2"},"key":{"email":{"$numberInt":"1"},"total":{"$numberInt":"-1"}},"name":"email_1_total_-1","unique":true},)"
            R"({"v":{"$numberInt":"2"},"key":{"_fts":"text","_ftsx":{"$numberInt":"1"}},"name":"note_text_email_text",)"
            R"("weights":{"email":{"$numberInt":"1"},"note":{"$numberInt":"1"}},"default_language":"english",)"
            R"("language_override":"language","textIndexVersion":{"$numberInt":"3"}}]})"));
        QVERIFY(writeFile(path("dump/shop/system.views.bson"), QByteArray()));
        QVERIFY(writeFile(path("dump/shop/empty.bson"), QByteArray()));
        const CliRun run = runCli({ QStringLiteral("infer"), path("dump"), QStringLiteral("-o"), path("shop.dmodel") });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const LoadResult loaded = loadModelFile(path("shop.dmodel"));
        QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
        const Model &model = *loaded.model;
        QCOMPARE(model.database, std::string("shop"));
        // orders, the empty collection and the documents of orders.lines; no system collection.
        QCOMPARE(model.entities.size(), size_t(3));
        const Entity *orders = model.findEntityByName("orders");
        QVERIFY(orders);
        QCOMPARE(orders->estimatedCount, int64_t(2));
        QVERIFY(orders->options.capped && orders->options.capped->size == 1048576);
        const Field *email = findFieldPath(orders->fields, "email");
        QVERIFY(email && email->required && email->sample.kind == SampleKind::Email);
        const Field *total = findFieldPath(orders->fields, "total");
        QVERIFY(total && !total->required && total->types == std::vector<BsonType> { BsonType::Int });
        // The array of documents is an embedded type, embedded with its lengths as counts.
        QVERIFY(!findFieldPath(orders->fields, "lines"));
        const Entity *line = model.findEntityByName("line");
        QVERIFY(line && line->kind == EntityKind::Embedded && findFieldPath(line->fields, "sku"));
        QCOMPARE(model.relationships.size(), size_t(1));
        QCOMPARE(model.relationships[0].strategy, Strategy::Embed);
        QCOMPARE(model.relationships[0].oneField, std::string("lines"));
        QCOMPARE(model.relationships[0].counts.min, int64_t(0));
        QCOMPARE(model.relationships[0].counts.max, std::optional<int64_t>(1));
        QCOMPARE(model.indexes.size(), size_t(2));
        QCOMPARE(model.indexes[0].keys.size(), size_t(2));
        QCOMPARE(model.indexes[0].keys[1].kind, IndexKeyKind::Desc);
        QVERIFY(model.indexes[0].unique);
        // The text index on its fields, not the server's _fts/_ftsx form, and
        // without the defaults the server lists; apply finds it the same.
        const Index &text = model.indexes[1];
        QCOMPARE(text.keys, (std::vector<IndexKey> { { "email", IndexKeyKind::Text }, { "note", IndexKeyKind::Text } }));
        QVERIFY(text.weights.is_null() && text.defaultLanguage.empty());
        QCOMPARE(indexSpec(text).at("key").dump(), std::string(R"({"email":"text","note":"text"})"));
        const JsonValue onServer = JsonValue::parse(R"({"v": 2, "key": {"_fts": "text", "_ftsx": 1},
            "name": "note_text_email_text", "weights": {"email": 1, "note": 1}, "default_language": "english",
            "language_override": "language", "textIndexVersion": 3})");
        QVERIFY2(indexDifferences(indexSpec(text), onServer).empty(), indexSpec(text).dump().c_str());
        // Validation finds nothing wrong with what inference made.
        const CliRun validate = runCli({ QStringLiteral("validate"), path("shop.dmodel") });
        QVERIFY2(validate.exitCode == 0, qPrintable(validate.err));
    }

    void cliChoosesCollectionsAndSaysWhatIsWrong()
    {
        const QStringList datasets = { sourcePath(QStringLiteral("../shared/datasets/sample_mflix")) };
        const Json report = ourReport(datasets, { QStringLiteral("--collection"), QStringLiteral("users") });
        QVERIFY(report.is_object() && report.size() == 1 && report.contains("users"));
        QCOMPARE(report["users"]["count"].get<int>(), 185);
        const CliRun missing = runCli({ QStringLiteral("infer"), path("nowhere"), QStringLiteral("-o"), path("x.dmodel") });
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(missing.err.contains(QStringLiteral("no such file or folder")));
        const CliRun server = runCli({ QStringLiteral("infer"), QStringLiteral("mongodb://localhost"), QStringLiteral("-o"), path("x.dmodel") });
        QCOMPARE(server.exitCode, 2); // no --db
        QVERIFY(server.err.contains(QStringLiteral("--db")));
        QVERIFY(!QFile::exists(path("x.dmodel")));
    }

private:
    QString path(const char *name) const { return mDir.filePath(QString::fromUtf8(name)); }
    QString path(const QString &name) const { return mDir.filePath(name); }

    QTemporaryDir mDir;
};

QTEST_GUILESS_MAIN(TestInference)
#include "tst_inference.moc"
