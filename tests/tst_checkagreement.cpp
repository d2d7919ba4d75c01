// SPDX-License-Identifier: GPL-3.0-or-later
// The $jsonSchema evaluator against an independent one: ajv with a
// bsonType keyword over BSON values read without promotion
// (tests/tools/check-json-schema.js). Document by document they agree on a
// generated corpus holding every BSON type under every keyword, and on the
// sample datasets against the validators of the models inferred from them.
#include "inferfiles.h"
#include "testsupport.h"

#include "check/datacheck.h"
#include "shape/collectionoptions.h"
#include "inference/modelfrominference.h"
#include "inference/documentreader.h"
#include "preview/bsonptr.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <random>

using namespace docmodel;
using namespace docmodel::check;

namespace {

using Stream = std::vector<uint8_t>;

void appendDocument(Stream &stream, const bson_t *document)
{
    const uint8_t *data = bson_get_data(document);
    stream.insert(stream.end(), data, data + document->len);
}

// Value `which` of a pool holding every BSON type, with the edges the
// comparison rules meet (-0.0, NaN, 1 and 1.0, decimals, documents in two
// field orders, arrays with equal items).
constexpr int kPool = 58;
void appendValue(bson_t *out, const char *key, int which)
{
    bson_oid_t oid;
    bson_oid_init_from_string(&oid, "0123456789abcdef01234567");
    bson_decimal128_t decimal;
    bson_t child;
    switch (which) {
    case 0: BSON_APPEND_DOUBLE(out, key, 0.0); break;
    case 1: BSON_APPEND_DOUBLE(out, key, -0.0); break;
    case 2: BSON_APPEND_DOUBLE(out, key, 1.0); break;
    case 3: BSON_APPEND_DOUBLE(out, key, 2.5); break;
    case 4: BSON_APPEND_DOUBLE(out, key, 0.3); break;
    case 5: BSON_APPEND_DOUBLE(out, key, std::nan("")); break;
    case 6: BSON_APPEND_DOUBLE(out, key, INFINITY); break;
    case 7: BSON_APPEND_DOUBLE(out, key, 1e300); break;
    case 8: BSON_APPEND_UTF8(out, key, ""); break;
    case 9: BSON_APPEND_UTF8(out, key, "a"); break;
    case 10: BSON_APPEND_UTF8(out, key, "abc"); break;
    case 11: BSON_APPEND_UTF8(out, key, "\xc3\xa9\xf0\x9f\x98\x80"); break; // two code points
    case 12: BSON_APPEND_UTF8(out, key, "paid"); break;
    case 13: BSON_APPEND_DOCUMENT_BEGIN(out, key, &child); bson_append_document_end(out, &child); break;
    case 14:
        BSON_APPEND_DOCUMENT_BEGIN(out, key, &child);
        BSON_APPEND_INT32(&child, "p", 1);
        bson_append_document_end(out, &child);
        break;
    case 15:
        BSON_APPEND_DOCUMENT_BEGIN(out, key, &child);
        BSON_APPEND_INT32(&child, "p", 1);
        BSON_APPEND_UTF8(&child, "q", "a");
        bson_append_document_end(out, &child);
        break;
    case 16:
        BSON_APPEND_DOCUMENT_BEGIN(out, key, &child);
        BSON_APPEND_UTF8(&child, "q", "a");
        BSON_APPEND_DOUBLE(&child, "p", 1.0);
        bson_append_document_end(out, &child);
        break;
    case 17: BSON_APPEND_ARRAY_BEGIN(out, key, &child); bson_append_array_end(out, &child); break;
    case 18: case 19: case 20: case 21: case 22: case 23: {
        // [1], [1, 1.0], [1, "a"], ["a", "abc", "paid"], [{p: 1}, {p: 1.0, q: "a"}], [[1], [1]]
        static const std::vector<std::vector<int>> items{{-1}, {-1, 2}, {-1, 9}, {9, 10, 12}, {14, 16}, {18, 18}};
        BSON_APPEND_ARRAY_BEGIN(out, key, &child);
        int index = 0;
        for (const int item : items[size_t(which - 18)]) {
            const std::string position = std::to_string(index++);
            if (item < 0)
                BSON_APPEND_INT32(&child, position.c_str(), 1);
            else
                appendValue(&child, position.c_str(), item);
        }
        bson_append_array_end(out, &child);
        break;
    }
    case 24: BSON_APPEND_BINARY(out, key, BSON_SUBTYPE_BINARY, reinterpret_cast<const uint8_t *>("ab"), 2); break;
    case 25: BSON_APPEND_UNDEFINED(out, key); break;
    case 26: BSON_APPEND_OID(out, key, &oid); break;
    case 27: BSON_APPEND_BOOL(out, key, true); break;
    case 28: BSON_APPEND_BOOL(out, key, false); break;
    case 29: BSON_APPEND_DATE_TIME(out, key, 1700000000000); break;
    case 30: BSON_APPEND_NULL(out, key); break;
    case 31: BSON_APPEND_REGEX(out, key, "^a", "i"); break;
    case 32: BSON_APPEND_DBPOINTER(out, key, "db.c", &oid); break;
    case 33: BSON_APPEND_CODE(out, key, "function () {}"); break;
    case 34: BSON_APPEND_SYMBOL(out, key, "a"); break;
    case 35: {
        bson_t scope = BSON_INITIALIZER;
        BSON_APPEND_INT32(&scope, "x", 1);
        BSON_APPEND_CODE_WITH_SCOPE(out, key, "x", &scope);
        bson_destroy(&scope);
        break;
    }
    case 36: BSON_APPEND_INT32(out, key, 0); break;
    case 37: BSON_APPEND_INT32(out, key, 1); break;
    case 38: BSON_APPEND_INT32(out, key, 2); break;
    case 39: BSON_APPEND_INT32(out, key, -5); break;
    case 40: BSON_APPEND_INT32(out, key, INT32_MAX); break;
    case 41: BSON_APPEND_TIMESTAMP(out, key, 1, 1); break;
    case 42: BSON_APPEND_INT64(out, key, 1); break;
    case 43: BSON_APPEND_INT64(out, key, 2); break;
    case 44: BSON_APPEND_INT64(out, key, (int64_t(1) << 53) + 1); break;
    case 45: bson_decimal128_from_string("1", &decimal); BSON_APPEND_DECIMAL128(out, key, &decimal); break;
    case 46: bson_decimal128_from_string("2.50", &decimal); BSON_APPEND_DECIMAL128(out, key, &decimal); break;
    case 47: bson_decimal128_from_string("0.3", &decimal); BSON_APPEND_DECIMAL128(out, key, &decimal); break;
    case 48: bson_decimal128_from_string("NaN", &decimal); BSON_APPEND_DECIMAL128(out, key, &decimal); break;
    case 49: BSON_APPEND_MINKEY(out, key); break;
    case 50: BSON_APPEND_MAXKEY(out, key); break;
    case 51: BSON_APPEND_UTF8(out, key, "ba"); break;
    case 52: BSON_APPEND_DOUBLE(out, key, 2.0); break;
    case 53: BSON_APPEND_DOUBLE(out, key, 1.5); break;
    case 54: BSON_APPEND_INT32(out, key, 10); break;
    case 55: BSON_APPEND_UTF8(out, key, "A"); break;
    case 56: bson_decimal128_from_string("-Infinity", &decimal); BSON_APPEND_DECIMAL128(out, key, &decimal); break;
    default: BSON_APPEND_DOUBLE(out, key, 0.1); break;
    }
}

// Documents with fields a, b, c (each there or not, of any value of the
// pool), sometimes x_1, x_2 or z, and a document or array of pool values in a.
Stream mixedDocuments(int count)
{
    std::mt19937 random(20241125);
    Stream stream;
    for (int i = 0; i < count; ++i) {
        bson_t document = BSON_INITIALIZER;
        BSON_APPEND_INT32(&document, "_id", i);
        if (i < kPool) { // every value once under a
            appendValue(&document, "a", i);
        } else {
            for (const char *key : {"a", "b", "c", "x_1", "x_2", "z"}) {
                const bool common = key[0] <= 'c' && key[1] == 0;
                if (random() % 10 < (common ? 8u : 2u))
                    appendValue(&document, key, int(random() % kPool));
            }
            if (random() % 5 == 0) {
                bson_t nested;
                BSON_APPEND_DOCUMENT_BEGIN(&document, "n", &nested);
                for (const char *key : {"p", "q"})
                    if (random() % 3)
                        appendValue(&nested, key, int(random() % kPool));
                bson_append_document_end(&document, &nested);
            }
            if (random() % 5 == 0) {
                bson_t items;
                BSON_APPEND_ARRAY_BEGIN(&document, "t", &items);
                const int length = int(random() % 5);
                for (int k = 0; k < length; ++k)
                    appendValue(&items, std::to_string(k).c_str(), int(random() % kPool));
                bson_append_array_end(&document, &items);
            }
        }
        appendDocument(stream, &document);
        bson_destroy(&document);
    }
    return stream;
}

// Every keyword, on the corpus's fields.
const char *const kSchemas[] = {
    R"({"properties": {"a": {"bsonType": "number"}}})",
    R"({"properties": {"a": {"bsonType": ["string", "null", "undefined"]}}})",
    R"({"properties": {"a": {"bsonType": ["objectId", "binData", "bool", "date", "regex", "dbPointer"]}}})",
    R"({"properties": {"a": {"bsonType": ["javascript", "symbol", "javascriptWithScope", "timestamp", "minKey", "maxKey"]}}})",
    R"({"properties": {"a": {"bsonType": ["int", "long"]}, "b": {"bsonType": ["double", "decimal"]}}})",
    R"({"properties": {"a": {"bsonType": "object"}, "b": {"bsonType": "array"}}})",
    R"({"properties": {"a": {"type": "number"}, "b": {"type": ["string", "null"]}}})",
    R"({"properties": {"a": {"type": ["object", "boolean"]}, "c": {"type": "array"}}})",
    R"({"required": ["a", "b"]})",
    R"({"required": ["c"], "properties": {"c": {"minimum": 1}}})",
    R"({"properties": {"a": {"minimum": 1, "maximum": 2.5}}})",
    R"({"properties": {"a": {"minimum": {"$numberInt": "1"}, "exclusiveMinimum": true, "maximum": {"$numberDecimal": "2.5"}, "exclusiveMaximum": true}}})",
    R"({"properties": {"a": {"maximum": 0}, "b": {"minimum": -1}}})",
    R"({"properties": {"a": {"multipleOf": 0.1}, "b": {"multipleOf": 2}}})",
    R"({"properties": {"a": {"multipleOf": {"$numberDecimal": "0.5"}}}})",
    R"({"properties": {"a": {"minLength": 2}, "b": {"maxLength": 2}}})",
    R"({"properties": {"a": {"pattern": "^a"}, "b": {"pattern": "b"}, "c": {"pattern": "^$"}}})",
    R"({"properties": {"a": {"enum": [1, "a", {"p": 1, "q": "a"}, [1], null]}}})",
    R"({"properties": {"a": {"enum": [{"$numberDecimal": "2.5"}, {"$numberLong": "2"}, true, {"$oid": "0123456789abcdef01234567"}]}}})",
    R"({"properties": {"b": {"enum": [{}, [], ""]}}})",
    R"({"properties": {"a": {"items": {"bsonType": "int"}}, "t": {"items": {"type": "string"}}}})",
    R"({"properties": {"a": {"items": [{"bsonType": "int"}, {"bsonType": "number"}], "additionalItems": false}}})",
    R"({"properties": {"t": {"items": [{"bsonType": "string"}], "additionalItems": {"bsonType": "number"}}}})",
    R"({"properties": {"a": {"minItems": 2}, "t": {"maxItems": 2}}})",
    R"({"properties": {"a": {"uniqueItems": true}, "t": {"uniqueItems": true}}})",
    R"({"properties": {"a": {"properties": {"p": {"bsonType": "int"}}, "required": ["p"]}}})",
    R"({"properties": {"n": {"properties": {"p": {"type": "number"}}, "additionalProperties": false}}})",
    R"({"properties": {"_id": {}, "a": {}, "b": {}, "c": {}, "n": {}, "t": {}}, "additionalProperties": false})",
    R"({"properties": {"_id": {}, "a": {}}, "patternProperties": {"^x_": {"bsonType": "int"}}, "additionalProperties": false})",
    R"({"patternProperties": {"^[a-c]$": {"bsonType": ["string", "int"]}}})",
    R"({"properties": {"_id": {}}, "additionalProperties": {"bsonType": ["string", "double", "int", "array", "object"]}})",
    R"({"minProperties": 4})",
    R"({"maxProperties": 3})",
    R"({"properties": {"a": {"minProperties": 1, "maxProperties": 1}}})",
    R"({"dependencies": {"a": ["b"]}})",
    R"({"dependencies": {"a": {"required": ["c"]}, "z": {"properties": {"c": {"bsonType": "int"}}}}})",
    R"({"properties": {"a": {"allOf": [{"type": "number"}, {"minimum": 1}]}}})",
    R"({"properties": {"a": {"anyOf": [{"bsonType": "string"}, {"bsonType": "int", "minimum": 2}]}}})",
    R"({"properties": {"a": {"oneOf": [{"bsonType": "number"}, {"bsonType": "int"}, {"bsonType": "string"}]}}})",
    R"({"properties": {"a": {"not": {"bsonType": ["int", "long", "string"]}}}})",
    R"({"not": {"required": ["z"]}})",
    R"({"anyOf": [{"required": ["a"]}, {"required": ["b"]}], "oneOf": [{"required": ["c"]}, {"required": ["z"]}]})",
    R"({"title": "t", "description": "d", "properties": {"a": {"title": "x", "description": "y", "bsonType": "string"}}})",
    R"({"bsonType": "object", "properties": {"n": {"bsonType": "object", "required": ["q"], "properties": {"q": {"enum": ["a", 1]}}}}})",
};

bool agreementToolAvailable()
{
    return !QStandardPaths::findExecutable(QStringLiteral("node")).isEmpty()
        && QFileInfo::exists(test::sourcePath(QStringLiteral("tests/tools/node_modules/ajv")));
}

// ajv's verdict on each document: true passes.
std::vector<bool> ajvVerdicts(const QString &schemaFile, const QString &bsonFile, QString *problem)
{
    QProcess node;
    node.start(QStandardPaths::findExecutable(QStringLiteral("node")),
        {test::sourcePath(QStringLiteral("tests/tools/check-json-schema.js")), schemaFile, bsonFile});
    if (!node.waitForFinished(120000) || node.exitCode() != 0) {
        *problem = QString::fromUtf8(node.readAllStandardError());
        return {};
    }
    std::vector<bool> verdicts;
    for (const QByteArray &line : node.readAllStandardOutput().split('\n'))
        if (!line.isEmpty())
            verdicts.push_back(line.endsWith(" pass"));
    return verdicts;
}

// Both evaluators on every document of the stream; the disagreements.
QStringList compare(const std::string &schemaJson, const Stream &stream, const QString &label, size_t *failing = nullptr)
{
    QTemporaryDir dir;
    const QString schemaFile = dir.filePath(QStringLiteral("schema.json"));
    const QString bsonFile = dir.filePath(QStringLiteral("documents.bson"));
    if (!test::writeFile(schemaFile, QByteArray::fromStdString(schemaJson))
        || !test::writeFile(bsonFile, QByteArray(reinterpret_cast<const char *>(stream.data()), qsizetype(stream.size()))))
        return {label + QStringLiteral(": cannot write the inputs")};
    std::string error;
    const auto schema = JsonSchema::compile(JsonValue::parse(schemaJson), &error);
    if (!schema)
        return {label + QStringLiteral(": refused: ") + QString::fromStdString(error)};
    QString problem;
    const std::vector<bool> theirs = ajvVerdicts(schemaFile, bsonFile, &problem);
    QStringList disagreements;
    size_t index = 0, failed = 0;
    for (size_t at = 0; at + 4 <= stream.size(); ++index) {
        uint32_t length = 0;
        std::memcpy(&length, stream.data() + at, 4);
        const bool ours = schema->matches(stream.data() + at, length);
        failed += !ours;
        if (index >= theirs.size() || theirs[index] != ours) {
            bson_t document;
            bson_init_static(&document, stream.data() + at, length);
            char *json = bson_as_canonical_extended_json(&document, nullptr);
            disagreements << QStringLiteral("%1: document %2 %3 here, %4 in ajv: %5")
                                 .arg(label)
                                 .arg(index)
                                 .arg(ours ? "passes" : "fails")
                                 .arg(index >= theirs.size() ? QStringLiteral("no verdict") : theirs[index] ? "passes" : "fails")
                                 .arg(QString::fromUtf8(json));
            bson_free(json);
            if (index >= theirs.size()) {
                disagreements << problem;
                break;
            }
        }
        at += length;
    }
    if (failing)
        *failing = failed;
    return disagreements;
}

} // namespace

class TestCheckAgreement : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void generatedCorpus();
    void sampleDatasets();
};

void TestCheckAgreement::initTestCase()
{
    if (!agreementToolAvailable())
        DOCMODELER_PEER_MISSING("node and the test tools (tests/tools, npm ci) are needed: scripts/test installs them");
}

void TestCheckAgreement::generatedCorpus()
{
    const Stream corpus = mixedDocuments(3000);
    QStringList disagreements;
    size_t schemas = 0;
    for (const char *schema : kSchemas) {
        size_t failing = 0;
        const QString label = QStringLiteral("schema %1").arg(schemas++);
        disagreements << compare(schema, corpus, label + QStringLiteral(" ") + QString::fromUtf8(schema), &failing);
        // A schema every document passes or every one fails tells little.
        QVERIFY2(failing > 0 && failing < 3000, qPrintable(label + QStringLiteral(": %1 fail").arg(failing)));
    }
    if (!disagreements.isEmpty())
        QFAIL(qPrintable(disagreements.mid(0, 40).join('\n')));
}

// Each dataset collection against every inferred collection's validator:
// its own (everything passes) and the others' (most fail).
void TestCheckAgreement::sampleDatasets()
{
    const std::vector<std::string> inputs{test::sourcePath(QStringLiteral("../shared/datasets/sample_mflix")).toStdString(),
        test::sourcePath(QStringLiteral("../shared/datasets/sample_analytics")).toStdString()};
    std::vector<inference::CollectionSource> sources;
    const auto collections = test::inferInputs(inputs, {}, &sources);
    QVERIFY(collections);
    const Model model = inference::modelFromInference(*collections);
    QStringList disagreements;
    size_t pairs = 0;
    for (const inference::CollectionSource &source : sources) {
        Stream stream;
        for (const std::string &file : source.files)
            inference::readDocuments(file, {}, [&](const uint8_t *data, size_t length, const auto &, std::string *) {
                stream.insert(stream.end(), data, data + length);
                return true;
            });
        QVERIFY(!stream.empty());
        for (const Entity &entity : model.entities) {
            if (!entity.isCollection())
                continue;
            size_t failing = 0;
            const QString label = QString::fromStdString(source.name + " against " + entity.name + "'s validator");
            disagreements << compare(collectionValidator(model, entity).dump(), stream, label, &failing);
            if (entity.name == source.name)
                QVERIFY2(failing == 0, qPrintable(label));
            ++pairs;
        }
    }
    QCOMPARE(pairs, size_t(16));
    if (!disagreements.isEmpty())
        QFAIL(qPrintable(disagreements.mid(0, 40).join('\n')));
}

QTEST_GUILESS_MAIN(TestCheckAgreement)
#include "tst_checkagreement.moc"
