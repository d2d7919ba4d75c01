// SPDX-License-Identifier: GPL-3.0-or-later
#include "testsupport.h"

#include "io/modelreader.h"

#include <QtTest>

using namespace docmodel;

// Every case: the load fails, nothing is returned, and the error names the
// file, the place (line:column or JSON pointer) and what was expected.
class TestMalformedFiles : public QObject
{
    Q_OBJECT

private slots:
    void rejected_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("says");

        auto syntax = [](const char *name, const QByteArray &content, int line, int column,
                          const char *says) {
            QTest::newRow(name) << content << line << column << QString()
                                << QString::fromUtf8(says);
        };
        auto shape = [](const char *name, const QByteArray &content, const char *pointer,
                         const char *says) {
            QTest::newRow(name) << content << 0 << 0 << QString::fromUtf8(pointer)
                                << QString::fromUtf8(says);
        };
        const QByteArray v = "{\"formatVersion\": 2, ";

        // The JSON itself is broken: reported by line and column.
        syntax("empty file", "", 1, 1, "not valid JSON");
        syntax("truncated", "{\"formatVersion\": 2,", 1, 21, "not valid JSON");
        syntax("trailing comma", "{\"formatVersion\": 2,}", 1, 21, "not valid JSON");
        syntax("number too large", "{\"formatVersion\": 2,\n  \"name\": 1e400}", 2, 11, "too large");
        syntax("single quotes", "{'formatVersion': 2}", 1, 2, "not valid JSON");
        syntax("unterminated string", "{\"name\": \"abc", 1, 14, "not valid JSON");
        syntax("invalid utf-8", "{\"name\": \"a\xff\"}", 1, 12, "not valid JSON");
        syntax("comment", "{\n// note\n\"formatVersion\": 2}", 2, 1, "not valid JSON");
        syntax("garbage after the document", "{\"formatVersion\": 2} x", 1, 22, "not valid JSON");
        syntax("NaN literal", "{\"formatVersion\": NaN}", 1, 19, "not valid JSON");
        syntax("error on line three", "{\n  \"formatVersion\": 2,\n  \"name\": oops\n}", 3, 11,
            "not valid JSON");
        syntax("raw newline in a string", "{\"name\": \"a\nb\"}", 1, 12, "not valid JSON");

        // The JSON is fine but a value has the wrong shape: reported by pointer.
        shape("duplicate key", v + "\"name\": \"a\", \"name\": \"b\"}", "/name", "appears twice");
        // The root value's pointer is "", written "/" like any other place.
        shape("root is an array", "[]", "", "expected an object");
        shape("root is a string", "\"model\"", "",
            "expected an object with \"formatVersion\", found a string");
        shape("root is null", "null", "", "found null");
        shape("no formatVersion", "{\"name\": \"x\"}", "", "\"formatVersion\" is missing");
        shape("formatVersion is a string", "{\"formatVersion\": \"2\"}", "/formatVersion",
            "expected an integer, found a string");
        shape("newer format version", "{\"formatVersion\": 99}", "/formatVersion",
            "open it with a newer DocModeler");
        shape("format version zero", "{\"formatVersion\": 0}", "/formatVersion", "does not exist");
        shape("fractional format version", "{\"formatVersion\": 2.5}", "/formatVersion",
            "expected an integer");
        shape("unknown top-level key", v + "\"nmae\": \"x\"}", "/nmae", "unknown key \"nmae\"");
        shape("entities is an object", v + "\"entities\": {}}", "/entities", "expected an array");
        shape("entity without id", v + "\"entities\": [{\"name\": \"a\"}]}", "/entities/0",
            "\"id\" is missing");
        shape("entity name is a number", v + "\"entities\": [{\"id\": \"a\", \"name\": 5}]}",
            "/entities/0/name", "expected a string, found an integer");
        shape("unknown entity kind",
            v + "\"entities\": [{\"id\": \"a\", \"name\": \"a\", \"kind\": \"table\"}]}",
            "/entities/0/kind", "expected \"collection\" or \"embedded\"");
        shape("unknown BSON type",
            v
                + "\"entities\": [{\"id\": \"a\", \"name\": \"a\", \"fields\": [{\"name\": \"f\", "
                  "\"type\": \"text\"}]}]}",
            "/entities/0/fields/0/type", "unknown value \"text\"");
        shape("number in a type union",
            v
                + "\"entities\": [{\"id\": \"a\", \"name\": \"a\", \"fields\": [{\"name\": \"f\", "
                  "\"type\": [\"string\", 2]}]}]}",
            "/entities/0/fields/0/type/1", "expected a string");
        shape("required is a string",
            v
                + "\"entities\": [{\"id\": \"a\", \"name\": \"a\", \"fields\": [{\"name\": \"f\", "
                  "\"required\": \"yes\"}]}]}",
            "/entities/0/fields/0/required", "expected true or false");
        shape("nested field is not an object",
            v
                + "\"entities\": [{\"id\": \"a\", \"name\": \"a\", \"fields\": [{\"name\": \"f\", "
                  "\"fields\": [3]}]}]}",
            "/entities/0/fields/0/fields/0", "expected an object");
        shape("misspelt field key",
            v
                + "\"entities\": [{\"id\": \"a\", \"name\": \"a\", \"fields\": [{\"name\": \"f\", "
                  "\"typ\": \"int\"}]}]}",
            "/entities/0/fields/0/typ", "unknown key \"typ\"");
        shape("unknown sample kind",
            v
                + "\"entities\": [{\"id\": \"a\", \"name\": \"a\", \"fields\": [{\"name\": \"f\", "
                  "\"sample\": {\"kind\": \"lorem\"}}]}]}",
            "/entities/0/fields/0/sample/kind", "unknown value \"lorem\"");
        shape("fractional count",
            v + "\"entities\": [{\"id\": \"a\", \"name\": \"a\", \"estimatedCount\": 1.5}]}",
            "/entities/0/estimatedCount", "expected an integer, found a number with a fraction");
        shape("count too large",
            v
                + "\"entities\": [{\"id\": \"a\", \"name\": \"a\", \"estimatedCount\": "
                  "18446744073709551615}]}",
            "/entities/0/estimatedCount", "too large");
        shape("capped size is a string",
            v
                + "\"entities\": [{\"id\": \"a\", \"name\": \"a\", \"options\": {\"capped\": "
                  "{\"size\": \"1MB\"}}}]}",
            "/entities/0/options/capped/size", "expected an integer");
        shape("relationship without strategy",
            v
                + "\"relationships\": [{\"id\": \"r\", \"one\": \"a\", \"many\": \"b\", "
                  "\"cardinality\": \"one-to-few\"}]}",
            "/relationships/0", "\"strategy\" is missing");
        shape("unknown cardinality",
            v
                + "\"relationships\": [{\"id\": \"r\", \"one\": \"a\", \"many\": \"b\", "
                  "\"cardinality\": \"one-to-lots\", \"strategy\": \"embed\"}]}",
            "/relationships/0/cardinality", "\"one-to-squillions\"");
        shape("max count is a word",
            v
                + "\"relationships\": [{\"id\": \"r\", \"one\": \"a\", \"many\": \"b\", "
                  "\"cardinality\": \"one-to-few\", \"strategy\": \"embed\", \"counts\": {\"max\": "
                  "\"many\"}}]}",
            "/relationships/0/counts/max", "expected an integer, found a string");
        shape("unknown tree encoding",
            v
                + "\"relationships\": [{\"id\": \"r\", \"one\": \"a\", \"many\": \"a\", "
                  "\"cardinality\": \"one-to-many\", \"strategy\": \"parent-referencing\", "
                  "\"tree\": {\"encoding\": \"adjacency\"}}]}",
            "/relationships/0/tree/encoding", "\"materialized-path\"");
        shape("index without keys", v + "\"indexes\": [{\"id\": \"i\", \"collection\": \"a\"}]}",
            "/indexes/0", "\"keys\" is missing");
        shape("unknown index key kind",
            v
                + "\"indexes\": [{\"id\": \"i\", \"collection\": \"a\", \"keys\": [{\"field\": "
                  "\"x\", \"kind\": \"ascending\"}]}]}",
            "/indexes/0/keys/0/kind", "\"asc\"");
        shape("partial filter is a string",
            v
                + "\"indexes\": [{\"id\": \"i\", \"collection\": \"a\", \"keys\": [], "
                  "\"partialFilter\": \"x > 1\"}]}",
            "/indexes/0/partialFilter", "expected an object, found a string");
        shape("unknown filter operator",
            v
                + "\"accessPatterns\": [{\"id\": \"p\", \"name\": \"p\", \"collection\": \"a\", "
                  "\"filter\": [{\"field\": \"x\", \"op\": \"like\"}]}]}",
            "/accessPatterns/0/filter/0/op", "\"prefix-regex\"");
        shape("layout position is text", v + "\"layout\": {\"a\": {\"x\": \"10\", \"y\": 0}}}",
            "/layout/a/x", "expected a number");
        shape("layout id with a slash is escaped", v + "\"layout\": {\"a/b~\": {\"x\": true}}}",
            "/layout/a~1b~0/x", "expected a number");
        shape("suppression without object",
            v + "\"advisor\": {\"suppressions\": [{\"rule\": \"DM101\"}]}}",
            "/advisor/suppressions/0", "\"object\" is missing");

        QByteArray deepFields = v + "\"entities\": [{\"id\": \"a\", \"name\": \"a\", \"fields\": [";
        for (int i = 0; i < 150; ++i)
            deepFields += "{\"name\": \"f\", \"fields\": [";
        for (int i = 0; i < 150; ++i)
            deepFields += "]}";
        deepFields += "]}]}";
        QByteArray deepPointer = "/entities/0/fields/0";
        for (int i = 1; i <= 100; ++i)
            deepPointer += "/fields/0";
        QTest::newRow("fields nested 150 deep")
            << deepFields << 0 << 0 << QString::fromLatin1(deepPointer)
            << QStringLiteral("100 levels");

        // Deep enough to overflow a recursive parser's stack.
        const QByteArray deepArray = QByteArray(200000, '[') + QByteArray(200000, ']');
        QByteArray deepArrayPointer;
        for (int i = 0; i < 512; ++i)
            deepArrayPointer += "/0";
        QTest::newRow("arrays nested 200000 deep")
            << deepArray << 0 << 0 << QString::fromLatin1(deepArrayPointer)
            << QStringLiteral("more than 512 levels");
    }

    void rejected()
    {
        QFETCH(QByteArray, content);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, pointer);
        QFETCH(QString, says);

        const QString source = QStringLiteral("bad.dmodel");
        const LoadResult result
            = parseModel(std::string_view(content.constData(), size_t(content.size())), source);
        QVERIFY2(!result.ok(), "a malformed file must not load");
        QVERIFY(!result.model.has_value());
        const LoadError &error = result.error;
        QCOMPARE(error.file, source);
        QCOMPARE(error.line, line);
        QCOMPARE(error.column, column);
        QCOMPARE(QString::fromStdString(error.pointer), pointer);
        QVERIFY2(error.message.contains(says), qPrintable(error.message));
        const QString where = line > 0
            ? QStringLiteral("bad.dmodel:%1:%2: ").arg(line).arg(column)
            : QStringLiteral("bad.dmodel:%1: ")
                  .arg(pointer.isEmpty() ? QStringLiteral("/") : pointer);
        QVERIFY2(error.toString().startsWith(where), qPrintable(error.toString()));
    }

    // A file that cannot be read names no place inside it.
    void unreadableFileHasNoPointer()
    {
        const QString missing = QStringLiteral("/nonexistent/dir/none.dmodel");
        const LoadResult result = loadModelFile(missing);
        QVERIFY(!result.ok());
        QVERIFY2(result.error.toString().startsWith(missing + QStringLiteral(": cannot open")),
            qPrintable(result.error.toString()));
    }
};

QTEST_GUILESS_MAIN(TestMalformedFiles)
#include "tst_malformedfiles.moc"
