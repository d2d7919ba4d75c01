// SPDX-License-Identifier: GPL-3.0-or-later
// JsonToBson (model/inference/jsontobson): the same BSON bytes as libbson's
// bson_init_from_json for every document of the real data sets in ../shared
// and of the test data, and for the edge cases of Extended JSON; the common
// shapes converted by simdjson, the rest left to libbson.
#include "testsupport.h"

#include "inference/documentreader.h"
#include "inference/jsontobson.h"

#include <QDirIterator>
#include <QTemporaryDir>
#include <QtTest>

#include <string>

using namespace docmodel;
using namespace docmodel::inference;

namespace {

struct Outcome {
    bool ok = false;
    std::string bytes;
};

Outcome byLibbson(std::string_view json)
{
    bson_t document;
    bson_error_t error;
    Outcome out;
    out.ok = bson_init_from_json(&document, json.data(), ssize_t(json.size()), &error);
    if (out.ok) {
        out.bytes.assign(reinterpret_cast<const char *>(bson_get_data(&document)), document.len);
        bson_destroy(&document);
    }
    return out;
}

Outcome byConverter(JsonToBson &converter, std::string_view json)
{
    bson_t document;
    bson_error_t error;
    Outcome out;
    out.ok = converter.convert(json, &document, &error);
    if (out.ok) {
        out.bytes.assign(reinterpret_cast<const char *>(bson_get_data(&document)), document.len);
        bson_destroy(&document);
    }
    return out;
}

QString hex(const std::string &bytes)
{
    return QString::fromLatin1(QByteArray::fromStdString(bytes).toHex(' '));
}

} // namespace

class TestJsonToBson : public QObject
{
    Q_OBJECT

private slots:
    // Every line of every JSON file of the shared data sets and the test
    // data that libbson reads as a document: the same bytes; the shared
    // data sets (canonical Extended JSON) all on the fast path.
    void sameBytesAsLibbsonOnRealData()
    {
        JsonToBson converter;
        size_t documents = 0;
        size_t fast = 0;
        size_t sharedDocuments = 0;
        size_t sharedFast = 0;
        for (const QString &root : { test::sourcePath(QStringLiteral("../shared/datasets")),
                 test::sourcePath(QStringLiteral("../shared/atlas-samples")), test::sourcePath(QStringLiteral("tests/data")) }) {
            const bool shared = root.contains(QLatin1String("/shared/"));
            QDirIterator files(root, { QStringLiteral("*.json"), QStringLiteral("*.jsonl") }, QDir::Files,
                QDirIterator::Subdirectories);
            while (files.hasNext()) {
                const QString path = files.next();
                if (path.endsWith(QLatin1String(".metadata.json")))
                    continue;
                const QByteArray text = test::readFile(path);
                for (const QByteArray &line : text.split('\n')) {
                    const std::string_view json(line.constData(), size_t(line.size()));
                    if (!line.startsWith('{'))
                        continue;
                    const Outcome expected = byLibbson(json);
                    const Outcome got = byConverter(converter, json);
                    QVERIFY2(got.ok == expected.ok, qPrintable(path + QLatin1String(": ") + QString::fromUtf8(line.left(300))));
                    if (!expected.ok)
                        continue;
                    QVERIFY2(got.bytes == expected.bytes,
                        qPrintable(path + QLatin1String(": ") + QString::fromUtf8(line.left(300)) + QLatin1Char('\n')
                            + hex(got.bytes) + QLatin1Char('\n') + hex(expected.bytes)));
                    ++documents;
                    fast += converter.lastWasFast();
                    if (shared) {
                        ++sharedDocuments;
                        sharedFast += converter.lastWasFast();
                    }
                }
            }
        }
        qInfo("%zu documents compared, %zu converted by simdjson", documents, fast);
        QVERIFY(sharedDocuments > 10000);
        QCOMPARE(sharedFast, sharedDocuments);
    }

    void edgeCases_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<bool>("fast");
        const auto row = [](const char *name, const char *json, bool fast) {
            QTest::newRow(name) << QString::fromUtf8(json) << fast;
        };
        row("plain values", R"({"a": 1, "b": -2147483649, "c": 1.5, "d": "x\u00e9\n", "e": true, "f": null, "g": []})", true);
        row("int32 bounds", R"({"a": 2147483647, "b": -2147483648, "c": 2147483648})", true);
        row("nested", R"({"a": {"b": [1, {"c": [[]]}, "d"]}, "": 0})", true);
        row("duplicate keys", R"({"a": 1, "a": 2})", true);
        row("exponent", R"({"a": 1e2, "b": 1.0, "c": -1.5E-3, "d": 0.1})", true);
        row("minus zero int", R"({"a": -0})", true);
        row("minus zero double", R"({"a": -0.0})", false);
        row("past int64", R"({"a": 9223372036854775808})", false);
        row("huge integer", R"({"a": 123456789012345678901234567890})", false);
        row("canonical", R"({"_id": {"$oid": "5ca4bbc7a2dd94ee5816238c"}, "i": {"$numberInt": "-7"}, "l": {"$numberLong": "9000000000"}, "d": {"$numberDouble": "-93.24565"}})", true);
        row("double specials", R"({"a": {"$numberDouble": "Infinity"}, "b": {"$numberDouble": "-Infinity"}, "c": {"$numberDouble": "NaN"}, "d": {"$numberDouble": "-0.0"}})", true);
        row("double inf word", R"({"a": {"$numberDouble": "inf"}})", false);
        row("int with plus", R"({"a": {"$numberInt": "+7"}})", false);
        row("int out of range", R"({"a": {"$numberInt": "2147483648"}})", false);
        row("decimal", R"({"a": {"$numberDecimal": "1.10"}, "b": {"$numberDecimal": "-Infinity"}})", true);
        row("date long", R"({"a": {"$date": {"$numberLong": "-1410825600000"}}})", true);
        row("date iso", R"({"a": {"$date": "2014-09-16T00:00:00Z"}, "b": {"$date": "1999-12-31T23:59:59.999Z"}})", true);
        row("date leap", R"({"a": {"$date": "2020-02-29T12:00:00.001Z"}, "b": {"$date": "2100-03-01T00:00:00Z"}})", true);
        row("date offset", R"({"a": {"$date": "2014-09-16T02:00:00+02:00"}})", false);
        row("date short fraction", R"({"a": {"$date": "2014-09-16T00:00:00.5Z"}})", false);
        row("binary", R"({"a": {"$binary": {"base64": "AQID", "subType": "00"}}})", false);
        row("regex", R"({"a": {"$regularExpression": {"pattern": "^a", "options": "i"}}})", false);
        row("timestamp", R"({"a": {"$timestamp": {"t": 1, "i": 2}}})", false);
        row("wrapper with more", R"({"a": {"$oid": "5ca4bbc7a2dd94ee5816238c", "b": 1}})", false);
        row("bad oid", R"({"a": {"$oid": "5ca4bbc7a2dd94ee5816238"}})", false);
        row("dollar key later", R"({"a": {"b": 1, "$c": 2}})", false);
        row("dollar key top", R"({"$set": {"a": 1}})", false);
        row("unknown wrapper", R"({"a": {"$foo": 1}})", false);
        row("escaped nul in string", R"({"a": "x\u0000y"})", true);
        row("escaped nul in key", R"({"a\u0000b": 1})", false);
        row("not json", R"({"a": })", false);
        row("not a document", R"([1, 2])", false);
        row("empty", R"({})", true);
    }

    // Each case: libbson's outcome and bytes, and whether simdjson did it.
    void edgeCases()
    {
        QFETCH(QString, json);
        QFETCH(bool, fast);
        const std::string text = json.toStdString();
        JsonToBson converter;
        const Outcome expected = byLibbson(text);
        const Outcome got = byConverter(converter, text);
        QCOMPARE(got.ok, expected.ok);
        QVERIFY2(got.bytes == expected.bytes, qPrintable(hex(got.bytes) + QLatin1Char('\n') + hex(expected.bytes)));
        QCOMPARE(converter.lastWasFast(), fast);
    }

    // The same four documents however the file lays them out: a line each,
    // printed over several lines, a JSON array on one line or on several,
    // run together on one line, mixed.
    void everyLayoutGivesTheSameDocuments_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("lines") << QByteArray(R"({"a": 1}
{"a": {"$numberLong": "2"}}
{"a": "three"}
{"a": [4]}
)");
        QTest::newRow("pretty") << QByteArray("{\n  \"a\": 1\n}\n{\n  \"a\": {\"$numberLong\": \"2\"}\n}\n"
                                              "{\"a\": \"three\"}\n{\n\"a\": [\n4\n]\n}");
        QTest::newRow("array on one line") << QByteArray(R"([{"a": 1},{"a": {"$numberLong": "2"}}, {"a": "three"},{"a": [4]}])");
        QTest::newRow("array on lines") << QByteArray("[\n{\"a\": 1},\n{\"a\": {\"$numberLong\": \"2\"}},\n"
                                                      "{\"a\": \"three\"},\n{\"a\": [4]}\n]\n");
        QTest::newRow("run together") << QByteArray(R"({"a": 1}{"a": {"$numberLong": "2"}} {"a": "three"}{"a": [4]})");
        QTest::newRow("mixed") << QByteArray("{\"a\": 1} {\"a\": {\"$numberLong\": \"2\"}}\n{\"a\": \"three\"}\n{\n\"a\": [4]}");
    }

    void everyLayoutGivesTheSameDocuments()
    {
        QFETCH(QByteArray, text);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("layout.json"));
        test::writeFile(path, text);
        QStringList read;
        const ReadResult result = readDocuments(path.toStdString(), {},
            [&](const uint8_t *data, size_t length, const DocumentPosition &, std::string *) {
                bson_t document;
                bson_init_static(&document, data, length);
                char *json = bson_as_canonical_extended_json(&document, nullptr);
                read << QString::fromUtf8(json);
                bson_free(json);
                return true;
            });
        QVERIFY2(result.ok, result.error.toString().c_str());
        QCOMPARE(read,
            QStringList({ QStringLiteral(R"({ "a" : { "$numberInt" : "1" } })"),
                QStringLiteral(R"({ "a" : { "$numberLong" : "2" } })"), QStringLiteral(R"({ "a" : "three" })"),
                QStringLiteral(R"({ "a" : [ { "$numberInt" : "4" } ] })") }));
    }

    // Deeper than the server nests: libbson's to read or refuse.
    void deepNesting()
    {
        std::string json;
        for (int i = 0; i < 150; ++i)
            json += "{\"a\": ";
        json += "1";
        json += std::string(150, '}');
        JsonToBson converter;
        const Outcome expected = byLibbson(json);
        const Outcome got = byConverter(converter, json);
        QCOMPARE(got.ok, expected.ok);
        QVERIFY(got.bytes == expected.bytes);
        QVERIFY(!converter.lastWasFast());
    }
};

QTEST_GUILESS_MAIN(TestJsonToBson)
#include "tst_jsontobson.moc"
