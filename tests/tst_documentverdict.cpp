// SPDX-License-Identifier: GPL-3.0-or-later
// What the explorer says of a document before and after a write: the
// model's validator of its collection (modelVerdict), and a server's errInfo
// read into the same per-field reasons (failuresFromErrInfo), checked on
// MongoDB's own errInfo shapes and against our explanation of the same
// failures.
#include "check/documentverdict.h"
#include "io/modelreader.h"
#include "shape/collectionoptions.h"
#include "shape/documentshape.h"

#include <QtTest>

using namespace docmodel;
using namespace docmodel::check;

namespace {

Model shop()
{
    LoadResult loaded = parseModel(R"({"formatVersion": 3, "name": "shop", "database": "shop", "entities": [
        {"id": "items", "name": "items", "fields": [{"name": "_id", "type": "objectId", "required": true},
         {"name": "sku", "type": "string", "required": true}, {"name": "qty", "type": "int", "required": true},
         {"name": "dims", "type": "object", "fields": [{"name": "w", "type": "double", "required": true}]}]}]})",
        QStringLiteral("shop.dmodel"));
    if (!loaded.ok())
        qFatal("%s", qPrintable(loaded.error.toString()));
    return *loaded.model;
}

bson_t *document(const char *json)
{
    bson_error_t error;
    bson_t *out = bson_new_from_json(reinterpret_cast<const uint8_t *>(json), -1, &error);
    if (!out)
        qFatal("%s", error.message);
    return out;
}

QStringList rows(const std::vector<RuleFailure> &failures)
{
    QStringList out;
    for (const RuleFailure &failure : failures)
        out << QString::fromStdString(failure.path + " " + failure.keyword + ": " + failure.reason);
    out.sort();
    return out;
}

} // namespace

class TestDocumentVerdict : public QObject
{
    Q_OBJECT

private slots:
    void modelSaysWhichFieldsBreakWhichRules()
    {
        bson_t *bad = document(R"({"_id": {"$oid": "65c000000000000000000001"}, "qty": "many", "dims": {"w": "wide"}})");
        const DocumentVerdict verdict = modelVerdict(shop(), "items", bad);
        QVERIFY(verdict.hasValidator);
        QCOMPARE(rows(verdict.failures),
            QStringList({ QStringLiteral("dims.w bsonType: must be double, is string"),
                QStringLiteral("qty bsonType: must be int, is string"), QStringLiteral("sku required: is missing") }));
        bson_destroy(bad);
        bson_t *good = document(R"({"_id": {"$oid": "65c000000000000000000001"}, "sku": "a", "qty": 2})");
        QVERIFY(modelVerdict(shop(), "items", good).passes());
        QVERIFY(!modelVerdict(shop(), "elsewhere", good).hasValidator);
        bson_destroy(good);
    }

    // Our explanation is written in the server's errInfo shape: read back,
    // it names the same fields, rules and reasons; so does the errInfo
    // MongoDB gives for the same document.
    void errInfoReadsBackAsTheSameRules()
    {
        bson_t *bad = document(R"({"_id": {"$oid": "65c000000000000000000001"}, "qty": "many", "dims": {"w": "wide"}})");
        const DocumentVerdict verdict = modelVerdict(shop(), "items", bad);
        QVERIFY(!verdict.failures.empty());
        const Model model = shop();
        const JsonValue options = collectionCreateOptions(DocumentShapes(model), model.entities.front());
        std::string error;
        const std::unique_ptr<JsonSchema> schema = JsonSchema::compile(options.at("validator").at("$jsonSchema"), &error);
        QVERIFY2(schema, error.c_str());
        const Explanation explained = schema->explain(bson_get_data(bad), bad->len);
        bson_destroy(bad);
        QCOMPARE(rows(failuresFromErrInfo({ { "failingDocumentId", 1 }, { "details", explained.details } })),
            rows(verdict.failures));
        const JsonValue errInfo = { { "failingDocumentId", 1 },
            { "details", JsonValue::parse(R"({"operatorName": "$jsonSchema", "schemaRulesNotSatisfied": [
                {"operatorName": "properties", "propertiesNotSatisfied": [
                  {"propertyName": "qty", "details": [{"operatorName": "bsonType", "specifiedAs": {"bsonType": "int"},
                    "reason": "type did not match", "consideredValue": "many", "consideredType": "string"}]},
                  {"propertyName": "dims", "details": [{"operatorName": "properties", "propertiesNotSatisfied": [
                    {"propertyName": "w", "details": [{"operatorName": "bsonType", "specifiedAs": {"bsonType": "double"},
                      "reason": "type did not match", "consideredValue": "wide", "consideredType": "string"}]}]}]}]},
                {"operatorName": "required", "specifiedAs": {"required": ["_id", "sku", "qty"]}, "missingProperties": ["sku"]}]})") } };
        QCOMPARE(rows(failuresFromErrInfo(errInfo)), rows(verdict.failures));
    }

    // Shapes MongoDB documents for a refused insert: bounds, enum, an
    // array's item, a property not allowed, and an alternative (anyOf)
    // reported as the combinator only.
    void serverShapes()
    {
        const JsonValue errInfo = { { "failingDocumentId", 7 },
            { "details", JsonValue::parse(R"({"operatorName": "$jsonSchema", "schemaRulesNotSatisfied": [
                {"operatorName": "properties", "propertiesNotSatisfied": [
                  {"propertyName": "price", "details": [{"operatorName": "minimum", "specifiedAs": {"minimum": 0},
                    "reason": "comparison failed", "consideredValue": -2}]},
                  {"propertyName": "tags", "details": [{"operatorName": "items", "reason": "At least one item did not match the sub-schema",
                    "itemIndex": 1, "details": [{"operatorName": "bsonType", "specifiedAs": {"bsonType": ["string"]},
                      "reason": "type did not match", "consideredValue": 5, "consideredType": "int"}]}]},
                  {"propertyName": "kind", "details": [{"operatorName": "anyOf", "schemasNotSatisfied": [
                    {"index": 0, "details": [{"operatorName": "enum", "reason": "value was not found in enum"}]}]}]}]},
                {"operatorName": "additionalProperties", "specifiedAs": {"additionalProperties": false},
                  "additionalProperties": ["extra"]}]})") } };
        QCOMPARE(rows(failuresFromErrInfo(errInfo)),
            QStringList({ QStringLiteral("extra additionalProperties: is not allowed"), QStringLiteral("kind anyOf: matches none of the alternatives"),
                QStringLiteral("price minimum: comparison failed"), QStringLiteral("tags.1 bsonType: must be string, is int") }));
        QVERIFY(failuresFromErrInfo(JsonValue()).empty());
        QVERIFY(failuresFromErrInfo(JsonValue::parse(R"({"details": 5})")).empty());
    }
};

QTEST_GUILESS_MAIN(TestDocumentVerdict)
#include "tst_documentverdict.moc"
