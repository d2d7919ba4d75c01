// SPDX-License-Identifier: GPL-3.0-or-later
// The $jsonSchema evaluator (model/check): what the server matches, the
// reasons in the server's errInfo shape, the server's comparison rules and
// the schemas it refuses. The facts of MongoDB's own $jsonSchema tests are
// in tests/data/check/server-cases.json.
#include "testsupport.h"

#include "check/jsonschema.h"
#include "check/quickcheck.h"
#include "preview/bsonptr.h"

#include <QtTest>

#include <nlohmann/json.hpp>

using namespace docmodel;
using namespace docmodel::check;

namespace {

BsonPtr bsonOf(const std::string &json)
{
    bson_error_t error;
    bson_t *parsed = bson_new_from_json(reinterpret_cast<const uint8_t *>(json.data()), ssize_t(json.size()), &error);
    if (!parsed)
        qFatal("bad test JSON %s: %s", json.c_str(), error.message);
    return BsonPtr(parsed);
}

std::unique_ptr<JsonSchema> schemaOf(const std::string &json)
{
    std::string error;
    BsonPtr schema = bsonOf(json);
    std::unique_ptr<JsonSchema> compiled = JsonSchema::compile(schema.get(), &error);
    if (!compiled)
        qFatal("schema %s refused: %s", json.c_str(), error.c_str());
    return compiled;
}

bool matches(const std::string &schema, const std::string &document)
{
    BsonPtr doc = bsonOf(document);
    return schemaOf(schema)->matches(doc.get());
}

} // namespace

class TestJsonSchema : public QObject
{
    Q_OBJECT

private slots:
    void agreesWithTheServersCases();
    void comparesNumbersAsTheServerDoes();
    void typesAndAliases();
    void stringsCountCodePointsAndUsePcre();
    void objectsArraysAndLogic();
    void explainsInTheServersShape();
    void refusesWhatTheServerRefuses();
    void quickWalkPassesOnlyWhatPasses();
};

// Every fact taken from the server's tests agrees with the evaluator,
// and a document fails exactly when explain() finds a reason.
void TestJsonSchema::agreesWithTheServersCases()
{
    const QByteArray text = test::readFile(test::sourcePath("tests/data/check/server-cases.json"));
    const JsonValue table = JsonValue::parse(text.constData(), text.constData() + text.size());
    const JsonValue &cases = table.at("cases");
    QVERIFY(cases.size() >= 250);
    QStringList disagreements;
    for (size_t i = 0; i < cases.size(); ++i) {
        const JsonValue &fact = cases[i];
        BsonPtr schema = bsonOf(fact.at("schema").dump());
        BsonPtr document = bsonOf(fact.at("document").dump());
        std::string error;
        std::unique_ptr<JsonSchema> compiled = JsonSchema::compile(schema.get(), &error);
        if (!compiled) {
            disagreements << QStringLiteral("case %1 (%2): refused: %3")
                                 .arg(i)
                                 .arg(QString::fromStdString(fact.at("file").get<std::string>()),
                                     QString::fromStdString(error));
            continue;
        }
        const bool expected = fact.at("matches").get<bool>();
        const bool got = compiled->matches(document.get());
        const Explanation why = compiled->explain(bson_get_data(document.get()), document->len);
        if (got != expected || why.details.is_null() != got)
            disagreements << QStringLiteral("case %1 (%2): server %3, evaluator %4: %5 against %6")
                                 .arg(i)
                                 .arg(QString::fromStdString(fact.at("file").get<std::string>()))
                                 .arg(expected ? "matches" : "does not match")
                                 .arg(got ? "matches" : "does not match")
                                 .arg(QString::fromStdString(fact.at("document").dump()),
                                     QString::fromStdString(fact.at("schema").dump()));
    }
    if (!disagreements.isEmpty())
        QFAIL(qPrintable(disagreements.join('\n')));
}

void TestJsonSchema::comparesNumbersAsTheServerDoes()
{
    // int, long, double and decimal of one value are equal in enum and bounds.
    const std::string enumSchema = R"({"properties": {"a": {"enum": [{"$numberDouble": "2.0"}, "x"]}}})";
    QVERIFY(matches(enumSchema, R"({"a": {"$numberInt": "2"}})"));
    QVERIFY(matches(enumSchema, R"({"a": {"$numberLong": "2"}})"));
    QVERIFY(matches(enumSchema, R"({"a": {"$numberDecimal": "2.00"}})"));
    QVERIFY(!matches(enumSchema, R"({"a": {"$numberInt": "3"}})"));
    QVERIFY(!matches(enumSchema, R"({"a": "2"})"));
    const std::string bounds = R"({"properties": {"a": {"minimum": {"$numberInt": "2"}, "maximum": {"$numberDecimal": "2.5"}, "exclusiveMaximum": true}}})";
    QVERIFY(matches(bounds, R"({"a": {"$numberDouble": "2.0"}})"));
    QVERIFY(matches(bounds, R"({"a": {"$numberDecimal": "2.4999"}})"));
    QVERIFY(!matches(bounds, R"({"a": {"$numberDouble": "2.5"}})"));
    QVERIFY(!matches(bounds, R"({"a": {"$numberLong": "1"}})"));
    QVERIFY(matches(bounds, R"({"a": "a string is no number: bounds do not apply"})"));
    // Documents compare by their fields in any order, arrays item by item in order.
    const std::string documents = R"({"properties": {"a": {"enum": [{"x": 1, "y": [1, 2]}]}}})";
    QVERIFY(matches(documents, R"({"a": {"x": {"$numberLong": "1"}, "y": [1, {"$numberDouble": "2"}]}})"));
    QVERIFY(matches(documents, R"({"a": {"y": [1, 2], "x": 1}})"));
    QVERIFY(!matches(documents, R"({"a": {"x": 1, "y": [2, 1]}})"));
    QVERIFY(!matches(documents, R"({"a": {"x": 1, "y": [1, 2], "z": 1}})"));
    // uniqueItems: 1 and 1.0 are the same item.
    QVERIFY(!matches(R"({"properties": {"a": {"uniqueItems": true}}})", R"({"a": [1, {"$numberDouble": "1.0"}]})"));
    QVERIFY(matches(R"({"properties": {"a": {"uniqueItems": true}}})", R"({"a": [1, "1", [1]]})"));
    QVERIFY(!matches(R"({"properties": {"a": {"multipleOf": 0.5}}})", R"({"a": 1.25})"));
    // A decimal bound past a double's range, explained without overflow.
    const auto huge = schemaOf(R"({"properties": {"a": {"minimum": {"$numberDecimal": "1E+400"}}}})");
    BsonPtr five = bsonOf(R"({"a": 5})");
    QVERIFY(!huge->matches(five.get()));
    QCOMPARE(huge->explain(bson_get_data(five.get()), five->len).failures.front().reason, std::string("must be at least inf"));
    QVERIFY(matches(R"({"properties": {"a": {"multipleOf": 0.5}}})", R"({"a": {"$numberLong": "4"}})"));
}

void TestJsonSchema::typesAndAliases()
{
    const std::string number = R"({"properties": {"a": {"bsonType": "number"}}})";
    for (const char *value : {"1", R"({"$numberLong": "1"})", "1.5", R"({"$numberDecimal": "1"})"})
        QVERIFY2(matches(number, std::string(R"({"a": )") + value + "}"), value);
    QVERIFY(!matches(number, R"({"a": "1"})"));
    // An array is an array: `type` does not look at its items.
    QVERIFY(!matches(R"({"properties": {"a": {"type": "string"}}})", R"({"a": ["x"]})"));
    QVERIFY(matches(R"({"properties": {"a": {"type": ["array", "null"]}}})", R"({"a": null})"));
    QVERIFY(matches(R"({"properties": {"a": {"bsonType": ["objectId", "minKey", "maxKey"]}}})", R"({"a": {"$maxKey": 1}})"));
    QVERIFY(matches(R"({"properties": {"a": {"bsonType": "date"}}})", R"({"a": {"$date": {"$numberLong": "0"}}})"));
    QVERIFY(!matches(R"({"properties": {"a": {"bsonType": "date"}}})", R"({"a": "2024-01-01T00:00:00Z"})"));
}

void TestJsonSchema::stringsCountCodePointsAndUsePcre()
{
    const std::string length = R"({"properties": {"a": {"minLength": 2, "maxLength": 2}}})";
    QVERIFY(matches(length, R"({"a": "\u00e9\ud83d\ude00"})")); // 2 code points, 6 bytes
    QVERIFY(!matches(length, R"({"a": "\ud83d\ude00"})"));
    // A PCRE construct JavaScript lacks: possessive quantifiers.
    QVERIFY(matches(R"({"properties": {"a": {"pattern": "^a++b$"}}})", R"({"a": "aab"})"));
    QVERIFY(matches(R"({"properties": {"a": {"pattern": "b"}}})", R"({"a": "abc"})")); // unanchored
    QVERIFY(!matches(R"({"properties": {"a": {"pattern": "^\\p{Lu}"}}})", R"({"a": "\u00e9"})"));
}

void TestJsonSchema::objectsArraysAndLogic()
{
    const std::string object = R"({"required": ["a"], "properties": {"a": {}, "_id": {}},
        "patternProperties": {"^x_": {"bsonType": "int"}}, "additionalProperties": false,
        "dependencies": {"a": ["b"], "c": {"required": ["d"]}}, "minProperties": 2})";
    QVERIFY(!matches(object, R"({"a": 1})")); // a needs b, which is not allowed
    QVERIFY(matches(R"({"dependencies": {"a": ["b"]}})", R"({"b": 1})"));
    QVERIFY(!matches(R"({"dependencies": {"a": ["b"]}})", R"({"a": 1})"));
    QVERIFY(matches(R"({"dependencies": {"c": {"required": ["d"]}}})", R"({"c": 1, "d": 1})"));
    QVERIFY(!matches(R"({"dependencies": {"c": {"required": ["d"]}}})", R"({"c": 1})"));
    QVERIFY(matches(R"({"properties": {"a": {}}, "patternProperties": {"^x_": {"bsonType": "int"}}, "additionalProperties": false})",
        R"({"a": 1, "x_1": 2})"));
    QVERIFY(!matches(R"({"properties": {"a": {}}, "patternProperties": {"^x_": {"bsonType": "int"}}, "additionalProperties": false})",
        R"({"a": 1, "x_1": "2"})"));
    QVERIFY(!matches(R"({"additionalProperties": {"bsonType": "string"}})", R"({"a": 1})"));
    const std::string tuple = R"({"properties": {"t": {"items": [{"bsonType": "int"}, {"bsonType": "string"}], "additionalItems": false}}})";
    QVERIFY(matches(tuple, R"({"t": [1, "x"]})"));
    QVERIFY(matches(tuple, R"({"t": [1]})"));
    QVERIFY(!matches(tuple, R"({"t": [1, "x", 3]})"));
    QVERIFY(!matches(tuple, R"({"t": ["x"]})"));
    QVERIFY(!matches(R"({"properties": {"t": {"minItems": 2}}})", R"({"t": [1]})"));
    QVERIFY(matches(R"({"properties": {"a": {"anyOf": [{"bsonType": "int"}, {"bsonType": "string"}]}}})", R"({"a": "x"})"));
    QVERIFY(!matches(R"({"properties": {"a": {"oneOf": [{"bsonType": "number"}, {"bsonType": "int"}]}}})", R"({"a": 1})"));
    QVERIFY(matches(R"({"properties": {"a": {"oneOf": [{"bsonType": "number"}, {"bsonType": "int"}]}}})", R"({"a": 1.5})"));
    QVERIFY(!matches(R"({"properties": {"a": {"not": {"bsonType": "int"}}}})", R"({"a": 1})"));
    QVERIFY(!matches(R"({"properties": {"a": {"allOf": [{"minimum": 1}, {"maximum": 0}]}}})", R"({"a": 1})"));
    QVERIFY(matches(R"({"maxProperties": 1})", R"({"a": 1})"));
    QVERIFY(!matches(R"({"maxProperties": 1})", R"({"a": 1, "b": 2})"));
}

// The reasons name what the server names, and a flat list says it briefly.
void TestJsonSchema::explainsInTheServersShape()
{
    const auto schema = schemaOf(R"({"bsonType": "object", "required": ["InvoiceId", "Total"],
        "properties": {"InvoiceId": {"bsonType": "objectId"}, "Total": {}, "lines": {"items": {"bsonType": "object", "required": ["qty"]}}},
        "additionalProperties": false})");
    BsonPtr document = bsonOf(R"({"InvoiceId": 7, "lines": [{"qty": 1}, {}], "extra": true})");
    const Explanation why = schema->explain(bson_get_data(document.get()), document->len);
    const JsonValue &details = why.details;
    QCOMPARE(details.at("operatorName").get<std::string>(), std::string("$jsonSchema"));
    const JsonValue &rules = details.at("schemaRulesNotSatisfied");
    auto rule = [&](const char *name) {
        for (const JsonValue &r : rules)
            if (r.at("operatorName") == name)
                return r;
        return JsonValue();
    };
    const JsonValue properties = rule("properties");
    QCOMPARE(properties.at("propertiesNotSatisfied").size(), size_t(2));
    const JsonValue &invoice = properties.at("propertiesNotSatisfied")[0];
    QCOMPARE(invoice.at("propertyName").get<std::string>(), std::string("InvoiceId"));
    const JsonValue &typeRule = invoice.at("details")[0];
    QCOMPARE(typeRule.at("operatorName").get<std::string>(), std::string("bsonType"));
    QCOMPARE(typeRule.at("specifiedAs"), JsonValue::parse(R"({"bsonType": "objectId"})"));
    QCOMPARE(typeRule.at("reason").get<std::string>(), std::string("type did not match"));
    QCOMPARE(typeRule.at("consideredValue").get<int>(), 7);
    QCOMPARE(typeRule.at("consideredType").get<std::string>(), std::string("int"));
    const JsonValue &items = properties.at("propertiesNotSatisfied")[1].at("details")[0];
    QCOMPARE(items.at("operatorName").get<std::string>(), std::string("items"));
    QCOMPARE(items.at("itemIndex").get<int>(), 1);
    QCOMPARE(rule("required").at("missingProperties"), JsonValue::parse(R"(["Total"])"));
    QCOMPARE(rule("additionalProperties").at("additionalProperties"), JsonValue::parse(R"(["extra"])"));

    std::vector<std::string> flat;
    for (const RuleFailure &failure : why.failures)
        flat.push_back(failure.path + " " + failure.keyword + ": " + failure.reason);
    std::sort(flat.begin(), flat.end());
    const std::vector<std::string> expected{"InvoiceId bsonType: must be objectId, is int",
        "Total required: is missing", "extra additionalProperties: is not allowed here (no such field in the model)",
        "lines[].qty required: is missing"};
    QCOMPARE(flat, expected);
    // A passing document has no explanation.
    BsonPtr good = bsonOf(R"({"InvoiceId": {"$oid": "0123456789abcdef01234567"}, "Total": 1})");
    QVERIFY(schema->matches(good.get()));
    QVERIFY(schema->explain(bson_get_data(good.get()), good->len).details.is_null());
}

// What the server refuses is refused, naming where.
void TestJsonSchema::refusesWhatTheServerRefuses()
{
    const std::pair<const char *, const char *> cases[] = {
        {R"({"properties": {"a": {"type": "integer"}}})", "$jsonSchema/properties/a/type: unknown type name \"integer\""},
        {R"({"properties": {"a": {"format": "email"}}})", "$jsonSchema/properties/a/format: the keyword is not supported"},
        {R"({"propertys": {}})", "$jsonSchema/propertys: unknown keyword"},
        {R"({"properties": {"a": {"pattern": "("}}})", "$jsonSchema/properties/a/pattern: invalid regular expression"},
        {R"({"required": []})", "$jsonSchema/required: must name at least one field"},
        {R"({"minLength": -1})", "$jsonSchema/minLength: must be a non-negative whole number"},
        {R"({"bsonType": "float"})", "$jsonSchema/bsonType: unknown type name \"float\""},
        {R"({"enum": []})", "$jsonSchema/enum: must hold at least one value"},
        {R"({"multipleOf": 0})", "$jsonSchema/multipleOf: must be a positive number"},
    };
    for (const auto &[schema, message] : cases) {
        std::string error;
        BsonPtr parsed = bsonOf(schema);
        QVERIFY2(!JsonSchema::compile(parsed.get(), &error), schema);
        QVERIFY2(error.rfind(message, 0) == 0, qPrintable(QString::fromStdString(error)));
    }
}


// The quick walk says "passes" on the common keywords and types, and
// leaves everything else to the full walk: never a pass the full walk
// would not give (over the server's cases too), never a failure of its own.
void TestJsonSchema::quickWalkPassesOnlyWhatPasses()
{
    const auto schema = schemaOf(R"({"bsonType": "object", "required": ["_id", "name"], "additionalProperties": false,
        "properties": {"_id": {"bsonType": "objectId"}, "name": {"bsonType": "string", "maxLength": 3},
            "score": {"bsonType": ["int", "long", "double", "decimal"], "minimum": 0},
            "city": {"enum": ["Köln", "Bonn"]},
            "tags": {"bsonType": "array", "maxItems": 2, "items": {"bsonType": "string"}},
            "at": {"bsonType": "object", "properties": {"x": {"bsonType": "int"}}}}})");
    const auto quick = [&](const std::string &json) {
        const BsonPtr document = bsonOf(json);
        return quickPasses(*schema, bson_get_data(document.get()), document->len);
    };
    const std::string id = R"("_id": {"$oid": "5f0000000000000000000001"})";
    // Decided by the quick walk: passes.
    QVERIFY(quick("{" + id + R"(, "name": "Ann", "score": 3, "city": "Köln", "tags": ["a", "b"], "at": {"x": 1}})"));
    QVERIFY(quick("{" + id + R"(, "name": "Böb", "score": {"$numberLong": "7"}, "at": {"y": "free"}})"));
    QVERIFY(quick("{" + id + R"(, "name": "", "score": 2.5})"));
    // Failures and what the quick walk does not know go to the full walk,
    // which gives the verdict.
    const std::vector<std::pair<std::string, bool>> deferred = {
        {"{" + id + R"(, "name": "Anna"})", false}, // too long
        {"{" + id + R"(})", false}, // name missing
        {"{" + id + R"(, "name": "A", "other": 1})", false}, // not allowed
        {"{" + id + R"(, "name": "A", "score": -1})", false},
        {"{" + id + R"(, "name": "A", "city": "Paris"})", false},
        {"{" + id + R"(, "name": "A", "tags": ["a", "b", "c"]})", false},
        {"{" + id + R"(, "name": "A", "tags": [1]})", false},
        {"{" + id + R"(, "name": "A", "at": {"x": "1"}})", false},
        {"{" + id + R"(, "name": "A", "score": {"$numberDecimal": "1.5"}})", true}, // decimals: the full walk's
        {"{" + id + R"(, "name": "A", "city": {"$symbol": "Bonn"}})", true}, // a symbol equals its string
    };
    for (const auto &[json, passes] : deferred) {
        QVERIFY2(!quick(json), json.c_str());
        QCOMPARE(schema->matches(bsonOf(json).get()), passes);
    }
    // A keyword the quick walk leaves alone: pattern.
    const auto patterned = schemaOf(R"({"properties": {"a": {"pattern": "^x"}}})");
    const BsonPtr document = bsonOf(R"({"a": "xy"})");
    QVERIFY(!quickPasses(*patterned, bson_get_data(document.get()), document->len));
    QVERIFY(patterned->matches(document.get()));

    // Over the server's cases: the quick walk decides some, and every one
    // it passes the full walk (explain) passes too.
    const QByteArray text = test::readFile(test::sourcePath("tests/data/check/server-cases.json"));
    const JsonValue cases = JsonValue::parse(text.constData(), text.constData() + text.size()).at("cases");
    int decided = 0;
    for (const JsonValue &fact : cases) {
        BsonPtr caseSchema = bsonOf(fact.at("schema").dump());
        BsonPtr caseDocument = bsonOf(fact.at("document").dump());
        std::string error;
        const auto compiled = JsonSchema::compile(caseSchema.get(), &error);
        if (!compiled || !quickPasses(*compiled, bson_get_data(caseDocument.get()), caseDocument->len))
            continue;
        ++decided;
        QVERIFY2(compiled->explain(bson_get_data(caseDocument.get()), caseDocument->len).details.is_null(),
            fact.dump().c_str());
        QVERIFY2(fact.at("matches").get<bool>(), fact.dump().c_str());
    }
    QVERIFY2(decided >= 50, qPrintable(QString::number(decided)));
}

QTEST_GUILESS_MAIN(TestJsonSchema)
#include "tst_jsonschema.moc"
