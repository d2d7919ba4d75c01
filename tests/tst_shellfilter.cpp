// SPDX-License-Identifier: GPL-3.0-or-later
// The explorer's filters in the shell's syntax (model/io/shellsyntax): what
// mongosh accepts becomes the BSON mongosh would send, checked through
// libbson's canonical Extended JSON; a mistake is reported with its place.
#include "testserver.h"
#include "testsupport.h"

#include "preview/bsonptr.h"
#include "preview/shellformat.h"
#include "query/shellsyntax.h"

#include <QtTest>

#include <bson/bson.h>

using namespace docmodel;
using namespace docmodel::test;

namespace {

// The document libbson reads from the parser's output, as canonical
// Extended JSON; the parser's error otherwise.
QString canonical(const QString &shell)
{
    const QByteArray text = shell.toUtf8();
    const ShellDocument parsed
        = parseShellDocument(std::string_view(text.constData(), size_t(text.size())));
    if (!parsed.ok())
        return QStringLiteral("error: ") + parsed.error;
    bson_error_t error;
    bson_t *document = bson_new_from_json(
        reinterpret_cast<const uint8_t *>(parsed.json.data()), ssize_t(parsed.json.size()), &error);
    if (!document)
        return QStringLiteral("libbson: ") + QString::fromUtf8(error.message);
    char *json = bson_as_canonical_extended_json(document, nullptr);
    const QString out = QString::fromUtf8(json);
    bson_free(json);
    bson_destroy(document);
    return out;
}

} // namespace

class TestShellFilter : public QObject
{
    Q_OBJECT

private slots:
    void readsWhatTheShellAccepts_data()
    {
        QTest::addColumn<QString>("shell");
        QTest::addColumn<QString>("expected");
        auto row = [](const char *name, const char *shell, const char *expected) {
            QTest::newRow(name) << QString::fromUtf8(shell) << QString::fromUtf8(expected);
        };
        row("unquoted key, int", "{AlbumId: 1}", R"({ "AlbumId" : { "$numberInt" : "1" } })");
        row("empty", "{}", "{ }");
        // libbson writes doubles with 20 significant digits.
        row("double", "{total: 9.99}",
            R"({ "total" : { "$numberDouble" : "9.9900000000000002132" } })");
        row("whole double is an int", "{n: 2.0}", R"({ "n" : { "$numberInt" : "2" } })");
        row("beyond 32 bits is a double", "{n: 3000000000}",
            R"({ "n" : { "$numberDouble" : "3000000000.0" } })");
        row("negative, exponent", "{n: -1.5e3}", R"({ "n" : { "$numberInt" : "-1500" } })");
        row("hexadecimal", "{n: 0xff}", R"({ "n" : { "$numberInt" : "255" } })");
        row("single quotes", "{name: 'AC/DC', note: 'it\\'s'}",
            "{ \"name\" : \"AC/DC\", \"note\" : \"it's\" }");
        row("double quotes and escapes", R"({"a b": "x\ty\u00e9"})",
            "{ \"a b\" : \"x\\ty\u00e9\" }");
        row("operators", "{Milliseconds: {$gt: 200000, $lte: 300000}}",
            R"({ "Milliseconds" : { "$gt" : { "$numberInt" : "200000" }, "$lte" : { "$numberInt" : "300000" } } })");
        row("array and $in", "{GenreId: {$in: [1, 2, 3]}}",
            R"({ "GenreId" : { "$in" : [ { "$numberInt" : "1" }, { "$numberInt" : "2" }, { "$numberInt" : "3" } ] } })");
        row("trailing commas", "{a: [1, 2,], b: 1,}",
            R"({ "a" : [ { "$numberInt" : "1" }, { "$numberInt" : "2" } ], "b" : { "$numberInt" : "1" } })");
        row("ObjectId", R"({_id: ObjectId("65A1B2C3D4E5F60718293A4B")})",
            R"({ "_id" : { "$oid" : "65a1b2c3d4e5f60718293a4b" } })");
        row("ISODate with zone", R"({date: {$gt: ISODate("2024-01-01T00:00:00Z")}})",
            R"({ "date" : { "$gt" : { "$date" : { "$numberLong" : "1704067200000" } } } })");
        row("ISODate of a day is UTC midnight", R"({d: ISODate("2024-01-01")})",
            R"({ "d" : { "$date" : { "$numberLong" : "1704067200000" } } })");
        row("ISODate with an offset", R"({d: ISODate("2024-01-01T02:00:00+02:00")})",
            R"({ "d" : { "$date" : { "$numberLong" : "1704067200000" } } })");
        row("new Date of milliseconds", "{d: new Date(0)}",
            R"({ "d" : { "$date" : { "$numberLong" : "0" } } })");
        row("NumberLong", "{n: NumberLong(5), m: NumberLong('9007199254740993')}",
            R"({ "n" : { "$numberLong" : "5" }, "m" : { "$numberLong" : "9007199254740993" } })");
        row("NumberInt", "{n: NumberInt('7')}", R"({ "n" : { "$numberInt" : "7" } })");
        row("NumberDecimal", R"({price: NumberDecimal("9.99")})",
            R"({ "price" : { "$numberDecimal" : "9.99" } })");
        // What mongosh 2 prints reads back the same.
        row("as mongosh 2 prints", "{n: Long('9007199254740993'), i: Int32(7), d: Double(2), p: Decimal128('0.99'), "
            "o: ObjectId('65a1b2c3d4e5f60718293a4b'), t: ISODate('2024-01-01T00:00:00.000Z')}",
            R"({ "n" : { "$numberLong" : "9007199254740993" }, "i" : { "$numberInt" : "7" }, "d" : { "$numberDouble" : "2.0" }, )"
            R"("p" : { "$numberDecimal" : "0.99" }, "o" : { "$oid" : "65a1b2c3d4e5f60718293a4b" }, )"
            R"("t" : { "$date" : { "$numberLong" : "1704067200000" } } })");
        row("regex with flags", "{name: /^ac\\/dc$/i}",
            R"({ "name" : { "$regularExpression" : { "pattern" : "^ac\\/dc$", "options" : "i" } } })");
        row("regex flags sorted", "{name: /[/]x/xi}",
            R"({ "name" : { "$regularExpression" : { "pattern" : "[/]x", "options" : "ix" } } })");
        row("true false null", "{a: true, b: false, c: null}",
            R"({ "a" : true, "b" : false, "c" : null })");
        row("Timestamp", "{ts: Timestamp(1700000000, 2)}",
            R"({ "ts" : { "$timestamp" : { "t" : 1700000000, "i" : 2 } } })");
        row("UUID", R"({u: UUID("0e9a3f2c-1d2b-4c3d-8e4f-5a6b7c8d9e0f")})",
            R"({ "u" : { "$binary" : { "base64" : "Dpo/LB0rTD2OT1prfI2eDw==", "subType" : "04" } } })");
        row("BinData", R"({b: BinData(0, "AQID")})",
            R"({ "b" : { "$binary" : { "base64" : "AQID", "subType" : "00" } } })");
        row("Binary.createFromBase64", "{b: Binary.createFromBase64('AQID', 3), c: Binary.createFromBase64('AQ==')}",
            R"({ "b" : { "$binary" : { "base64" : "AQID", "subType" : "03" } }, "c" : { "$binary" : { "base64" : "AQ==", "subType" : "00" } } })");
        row("MinKey and MaxKey", "{a: MinKey(), b: MaxKey}",
            R"({ "a" : { "$minKey" : 1 }, "b" : { "$maxKey" : 1 } })");
        row("Extended JSON as well",
            R"({"_id": {"$oid": "65a1b2c3d4e5f60718293a4b"}, "n": {"$numberLong": "5"}})",
            R"({ "_id" : { "$oid" : "65a1b2c3d4e5f60718293a4b" }, "n" : { "$numberLong" : "5" } })");
        row("dotted key, quoted", "{'address.city': 'Berlin'}", R"({ "address.city" : "Berlin" })");
        row("key order kept (a sort)", "{year: -1, title: 1}",
            R"({ "year" : { "$numberInt" : "-1" }, "title" : { "$numberInt" : "1" } })");
        row("comments and lines", "{\n  // the paid ones\n  status: 'paid' /* only */\n}",
            R"({ "status" : "paid" })");
        row("nested documents", "{$or: [{a: 1}, {b: {c: 'x'}}]}",
            R"({ "$or" : [ { "a" : { "$numberInt" : "1" } }, { "b" : { "c" : "x" } } ] })");
    }

    void readsWhatTheShellAccepts()
    {
        QFETCH(QString, shell);
        QFETCH(QString, expected);
        QCOMPARE(canonical(shell), expected);
    }

    void mistakesSayWhere_data()
    {
        QTest::addColumn<QString>("shell");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("message");
        auto row
            = [](const char *name, const char *shell, int line, int column, const char *message) {
                  QTest::newRow(name)
                      << QString::fromUtf8(shell) << line << column << QString::fromUtf8(message);
              };
        row("bare word", "{status: paid}", 1, 10,
            "\"paid\" is not a value: quote text, as in 'rock'");
        row("missing colon", "{status 'paid'}", 1, 9, R"(expected : after the key "status")");
        row("missing comma", "{a: 1 b: 2}", 1, 7, R"(expected , or } after the value of "a")");
        row("not closed", "{a: 1", 1, 6, "the document is not closed with }");
        row("array not closed", "{a: [1, 2}", 1, 10, "expected , or ] in the array");
        row("string not closed", "{a: 'x}", 1, 5, "the string is not closed with '");
        row("not a document", "[1]", 1, 1, "a document starts with {, as in {AlbumId: 1}");
        row("text after", "{a: 1} x", 1, 8, "unexpected text after the document");
        row("bad ObjectId", R"({_id: ObjectId("xyz")})", 1, 16,
            "an ObjectId is 24 hexadecimal digits");
        row("bad date", R"({d: ISODate("yesterday")})", 1, 13,
            R"("yesterday" is not a date such as "2024-01-31" or "2024-01-31T12:00:00Z")");
        row("unknown function", "{d: Now()}", 1, 5,
            R"("Now" is not a function the filter knows; use ObjectId, ISODate, new Date, Long, Int32, Double, )"
            R"(Decimal128 (or NumberLong, NumberInt, NumberDecimal), Timestamp, UUID, Binary.createFromBase64, BinData, MinKey or MaxKey)");
        row("NumberInt too large", "{n: NumberInt(3000000000)}", 1, 15,
            "NumberInt takes a whole number that fits in 32 bits");
        row("regex option g", "{a: /x/g}", 1, 8,
            "g is not a regular expression option MongoDB knows (i, m, s, x, u)");
        row("not a number", "{a: 1.2.3}", 1, 5, R"("1.2.3" is not a number)");
        row("on a later line", "{\n  a: 1,\n  b: nope\n}", 3, 6,
            "\"nope\" is not a value: quote text, as in 'rock'");
        row("column in code points", "{'é': x}", 1, 7,
            "\"x\" is not a value: quote text, as in 'rock'");
    }

    void mistakesSayWhere()
    {
        QFETCH(QString, shell);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, message);
        const QByteArray text = shell.toUtf8();
        const ShellDocument parsed
            = parseShellDocument(std::string_view(text.constData(), size_t(text.size())));
        QVERIFY(!parsed.ok());
        QVERIFY(parsed.json.empty());
        QCOMPARE(parsed.error, message);
        QCOMPARE(parsed.line, line);
        QCOMPARE(parsed.column, column);
    }

    // Deep nesting and text that is not UTF-8: an error, never a crash.
    // Each value as the real mongosh prints it in a document, to the byte,
    // and read back to the same BSON.
    void printsValuesAsMongosh2Does()
    {
        if (mongoshPath().isEmpty())
            DOCMODELER_PEER_MISSING("mongosh is not installed; scripts/test installs it");
        QFile script(sourcePath(QStringLiteral("tests/data/mongosh/printed-values.js")));
        QVERIFY(script.open(QIODevice::ReadOnly));
        const ShellRun printed = runMongosh(QString(), QString::fromUtf8(script.readAll()));
        QVERIFY2(printed.exitCode == 0, qPrintable(printed.err));
        const QStringList blocks = printed.out.split(QStringLiteral("--\n"), Qt::SkipEmptyParts);
        QCOMPARE(blocks.size(), 24);
        for (const QString &block : blocks) {
            const qsizetype lineEnd = block.indexOf(u'\n');
            const QByteArray ejson = block.left(lineEnd).toUtf8();
            const QString shown = block.mid(lineEnd + 1).trimmed();
            bson_error_t error;
            const BsonPtr document(bson_new_from_json(reinterpret_cast<const uint8_t *>(ejson.constData()), ejson.size(), &error));
            QVERIFY2(document, error.message);
            QCOMPARE(QString::fromStdString(shellSyntax(document.get())), shown);
            // What mongosh printed reads back as the same document.
            char *expected = bson_as_canonical_extended_json(document.get(), nullptr);
            QCOMPARE(canonical(shown), QString::fromUtf8(expected));
            bson_free(expected);
        }
    }

    // A string holding both quotes keeps its single quotes escaped (mongosh
    // would use backticks); U+2028 is escaped so no older reader breaks the
    // line; bytes that are no UTF-8 show as U+FFFD.
    void stringsOutsideMongoshsRules()
    {
        QCOMPARE(shellString("both ' and \""), std::string("'both \\' and \"'"));
        QCOMPARE(shellString("line\u2028end"), std::string("'line\\u2028end'"));
        QCOMPARE(shellString(std::string_view("a\xff", 2)), std::string("'a\uFFFD'"));
        QCOMPARE(canonical(QString::fromStdString("{v: " + shellString("both ' and \"") + "}")),
            QStringLiteral("{ \"v\" : \"both ' and \\\"\" }"));
    }

    void hostileInputIsRefused()
    {
        const std::string deep = std::string(200, '[');
        ShellDocument parsed = parseShellDocument("{a: " + deep);
        QVERIFY(!parsed.ok());
        QVERIFY2(parsed.error.contains(QStringLiteral("nested more than 100 levels")),
            qPrintable(parsed.error));
        parsed = parseShellDocument(std::string_view("{a: '\xff'}", 8));
        QCOMPARE(parsed.error, QStringLiteral("the text is not UTF-8"));
    }
};

QTEST_GUILESS_MAIN(TestShellFilter)
#include "tst_shellfilter.moc"
