// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportfixtures.h"
#include "testsupport.h"

#include "export/bsonschema.h"
#include "documentation/documentation.h"
#include "targets/exporttargets.h"
#include "export/jsonschemaexport.h"
#include "import/jsonschemaimport.h"
#include "export/mermaid.h"
#include "export/mongoshscript.h"
#include "export/scriptparts.h"
#include "preview/shellformat.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

#include <map>
#include <regex>
#include <set>

using namespace docmodel;
using namespace docmodel::test;

namespace {

const bool kUpdateGolden = qEnvironmentVariableIsSet("DOCMODELER_UPDATE_GOLDEN");

// The golden cases: every example, the model that sets every value (with
// sharding), and the hostile names.
std::vector<std::pair<QString, Model>> goldenModels()
{
    return generatorCases();
}

LoadResult importText(const std::string &text)
{
    return parseJsonSchema(text, QStringLiteral("schema.json"), "fallback");
}

// Unions and bounds strict JSON Schema validators are particular about.
Model unionsAndBounds()
{
    Field count = makeField("count", { BsonType::Int, BsonType::Double }, true);
    count.minimum = 0;
    count.maximum = 10;
    Field code = makeField("code", { BsonType::String, BsonType::Int });
    code.maxLength = 5;
    code.pattern = "^[a-z]+$";
    code.minimum = 1;
    Field tags
        = makeField("tags", { BsonType::String, BsonType::Bool, BsonType::Null }, false, true);
    tags.maxLength = 3;
    tags.minItems = 1;
    Field either = makeField("either", { BsonType::Object, BsonType::String });
    either.fields = { makeField("x", { BsonType::Long }, true) };
    either.additionalProperties = false;
    Field optional = makeField("optional", { BsonType::Int, BsonType::Null });
    optional.minimum = 1;
    Field size = makeField("size", { BsonType::Long });
    size.maximum = 1e9;
    Field when = makeField("when", { BsonType::Date, BsonType::Null });
    Entity entity;
    entity.id = entity.name = "things";
    entity.fields = { makeField("_id", { BsonType::ObjectId }, true), count, code, tags, either,
        optional, size, when };
    Model model;
    model.name = "unions and bounds";
    model.entities = { entity };
    return model;
}

} // namespace

class TestExport : public QObject
{
    Q_OBJECT

private slots:
    void goldenFiles_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("target");
        for (const auto &[name, model] : goldenModels())
            for (const ExportTarget &target : exportTargets())
                QTest::addRow("%s %s", qPrintable(name), target.name.data())
                    << name << QString::fromLatin1(target.name.data());
    }

    void goldenFiles()
    {
        QFETCH(QString, name);
        QFETCH(QString, target);
        Model model;
        for (const auto &[candidate, loaded] : goldenModels())
            if (candidate == name)
                model = loaded;
        QVERIFY(!model.entities.empty());
        const ExportTarget *generator = findExportTarget(target.toStdString());
        QVERIFY(generator);
        ExportOptions options;
        options.shard = name == QLatin1String("full-model");
        const QByteArray text = QByteArray::fromStdString(generator->generate(model, options));
        // Pure: the same model gives the same bytes.
        QCOMPARE(QByteArray::fromStdString(generator->generate(model, options)), text);
        const QDir dir(sourcePath(QStringLiteral("tests/data/golden/export")));
        const QString path = dir.filePath(QStringLiteral("%1.%2.%3")
                                              .arg(name, target,
                                                  QString::fromLatin1(generator->extension.data(),
                                                      qsizetype(generator->extension.size()))));
        if (kUpdateGolden) {
            QDir().mkpath(dir.path());
            QVERIFY(writeFile(path, text));
        }
        QVERIFY2(QFileInfo::exists(path),
            qPrintable(path + QStringLiteral(" is missing; run with DOCMODELER_UPDATE_GOLDEN=1")));
        QCOMPARE(text, readFile(path));
    }

    void validatorsHoldTheFieldsRelationshipsAdd()
    {
        const Model blog = loadExample(QStringLiteral("blog"));
        const JsonValue comments = collectionValidator(blog, *blog.findEntityByName("comments"));
        QCOMPARE(comments.at("properties").at("post_id").at("bsonType"), JsonValue("objectId"));
        QVERIFY(std::ranges::count(comments.at("required"), JsonValue("post_id")) == 1);

        const Model howto = loadExample(QStringLiteral("howto"));
        const JsonValue guides = collectionValidator(howto, howto.entities.front());
        const JsonValue &steps = guides.at("properties").at("steps");
        QCOMPARE(steps.at("bsonType"), JsonValue("array"));
        QCOMPARE(steps.at("items").at("bsonType"), JsonValue("object"));
        QVERIFY(steps.at("items").at("properties").size() > 1);

        const Model tree = loadExample(QStringLiteral("category-tree-ancestors"));
        const JsonValue nodes = collectionValidator(tree, tree.entities.front());
        QCOMPARE(nodes.at("properties").at("ancestors").at("bsonType"), JsonValue("array"));
        QVERIFY(nodes.at("properties").contains("parent"));
    }

    void everyOptionReachesTheScript()
    {
        ExportOptions options;
        options.database = "target \"db\"";
        options.shard = true;
        const std::string script = exportMongoshScript(fullModel(), options);
        for (const char *expected : { "db.getSiblingDB(\"target \\\"db\\\"\")", "\"capped\": true",
                 "\"timeseries\"", "\"collation\"", "\"validationLevel\": \"moderate\"",
                 "\"validationAction\": \"warn\"", "\"expireAfterSeconds\": 3600",
                 "docmodelerShardCollection(database, \"orders\"", "\"$jsonSchema\"",
                 "// Generated by DocModeler, mongosh export version 1, for MongoDB 6.0." })
            QVERIFY2(script.find(expected) != std::string::npos, expected);
        QVERIFY(exportMongoshScript(fullModel()).find("sh.shardCollection(where")
            == std::string::npos); // the helper is left out when nothing calls it
        QVERIFY(
            exportMongoshScript(fullModel()).find("docmodelerShardCollection(database, \"orders\"")
            == std::string::npos);
    }

    // A script defines exactly the helper functions it calls.
    void scriptsDefineOnlyTheHelpersTheyCall()
    {
        const std::regex definition("function (docmodeler[A-Za-z]+)\\(");
        const std::regex call("(^|[^A-Za-z])(docmodeler[A-Za-z]+)\\(");
        for (const auto &[name, model] : goldenModels()) {
            for (const bool shard : { false, true }) {
                ExportOptions options;
                options.shard = shard;
                for (const std::string &script :
                    { exportMongoshScript(model, options), exportLegacyScript(model, options) }) {
                    std::set<std::string> defined;
                    std::map<std::string, int> calls;
                    for (auto it = std::sregex_iterator(script.begin(), script.end(), definition);
                         it != std::sregex_iterator(); ++it)
                        defined.insert((*it)[1]);
                    for (auto it = std::sregex_iterator(script.begin(), script.end(), call);
                         it != std::sregex_iterator(); ++it)
                        ++calls[(*it)[2]];
                    for (const std::string &helper : defined)
                        QVERIFY2(calls[helper] > 1, // more than its own definition
                            qPrintable(name + QStringLiteral(": ") + QString::fromStdString(helper)
                                + QStringLiteral(" is defined but never called")));
                    for (const auto &[helper, count] : calls)
                        QVERIFY2(defined.count(helper), qPrintable(QString::fromStdString(helper)));
                }
            }
        }
        // Sharding asked for: the shard helper comes with its calls.
        ExportOptions shard;
        shard.shard = true;
        QVERIFY(exportMongoshScript(fullModel(), shard).find("function docmodelerShardCollection(")
            != std::string::npos);
        QVERIFY(exportMongoshScript(fullModel()).find("function docmodelerShardCollection(")
            == std::string::npos);
        // No index at all: no index helper.
        Model plain;
        Entity entity;
        entity.id = entity.name = "plain";
        plain.entities.push_back(entity);
        QVERIFY(exportMongoshScript(plain).find("docmodelerCreateIndex") == std::string::npos);
        QVERIFY(exportLegacyScript(plain).find("docmodelerEnsureIndex") == std::string::npos);
        QVERIFY(exportMongoshScript(plain).find("function docmodelerCreateCollection(")
            != std::string::npos);
    }

    void legacyScriptUsesEnsureIndexAndNamesWhatItLeavesOut()
    {
        const std::string script = exportLegacyScript(fullModel());
        QVERIFY(script.find(".ensureIndex(keys, options)") != std::string::npos);
        QVERIFY(script.find("createIndex(") == std::string::npos);
        QVERIFY(script.find("$jsonSchema\"") == std::string::npos);
        QVERIFY(script.find("const ") == std::string::npos); // ES5 for the old shell
        QVERIFY(script.find("// left out: collation (MongoDB 3.4)") != std::string::npos);
    }

    // Keys that look like integers would be reordered by a JavaScript object:
    // such a key document is written in an order-keeping form (a Map for
    // mongosh, pairs for the legacy helper); every other stays an object.
    void integerLikeIndexKeysKeepTheirOrder()
    {
        const Model model = integerKeysModel();
        ExportOptions shard;
        shard.shard = true;
        const std::string script = exportMongoshScript(model, shard);
        QVERIFY2(script.find("docmodelerCreateIndex(database, \"counters\", {\n  \"key\": new "
                             "Map([[\"10\", 1], [\"2\", -1], [\"0\", 1]]),\n  \"name\": "
                             "\"by_digits\"\n});")
                != std::string::npos,
            script.c_str());
        QVERIFY(script.find("docmodelerCreateIndex(database, \"counters\", {\n  \"key\": {\n    "
                            "\"a\": 1,\n    \"b\": 1\n  },")
            != std::string::npos);
        QVERIFY(script.find("docmodelerShardCollection(database, \"counters\", new Map([[\"10\", "
                            "\"hashed\"], [\"0\", 1]]), false);")
            != std::string::npos);

        const std::string legacy = exportLegacyScript(model);
        QVERIFY2(legacy.find("\ndocmodelerEnsureOrderedIndex(database, \"counters\", [[\"10\", 1], "
                             "[\"2\", -1], [\"0\", 1]], {\n  \"name\": \"by_digits\"\n});")
                != std::string::npos,
            legacy.c_str());
        QVERIFY(legacy.find("function docmodelerEnsureOrderedIndex(") != std::string::npos);
        QVERIFY(legacy.find("\ndocmodelerEnsureIndex(database, \"counters\", {\n  \"a\": 1,")
            != std::string::npos);
        QVERIFY(legacy.find("const ") == std::string::npos); // still ES5

        // Only keys an object would reorder take the special form.
        QVERIFY(scriptparts::keysNeedOrder({ { "b", 1 }, { "0", 1 } }));
        QVERIFY(!scriptparts::keysNeedOrder({ { "0", 1 } })); // one key has one order
        QVERIFY(!scriptparts::keysNeedOrder({ { "010", 1 }, { "-1", 1 }, { "a", 1 } }));
        QVERIFY(!scriptparts::keysNeedOrder({ { "a.0", 1 }, { "b", 1 } }));
        QVERIFY(exportMongoshScript(fullModel()).find("new Map(") == std::string::npos);
    }

    void hostileNamesStayInsideStrings()
    {
        const Model model = hostileModel();
        const std::string script = exportMongoshScript(model);
        for (const Entity &entity : model.entities) {
            QVERIFY(script.find("docmodelerCreateCollection(database, " + quoted(entity.name))
                != std::string::npos);
            QVERIFY(script.find("db." + entity.name) == std::string::npos);
        }
        // Every line that is not a comment or inside a string starts as the
        // generator wrote it: no statement was smuggled onto a line of its own.
        QVERIFY(script.find("\ndb.dropDatabase()") == std::string::npos);
        QVERIFY(script.find("\xe2\x80\xa8") == std::string::npos);
        QVERIFY(script.find("JSON.parse(") != std::string::npos); // __proto__ keys
        for (const QString &text : QString::fromStdString(script).split(QLatin1Char('\n'))) {
            const std::string line = text.toStdString();
            if (line.find("dropDatabase") != std::string::npos)
                QVERIFY2(line.starts_with("// ") || line.find('"') < line.find("dropDatabase"),
                    line.c_str());
        }
        const std::string html = exportHtml(model);
        QVERIFY(html.find("\"); db") == std::string::npos);
        QVERIFY(html.find("&quot;); db.dropDatabase(); //") != std::string::npos);
    }

    void mermaidFlattensAndLabelsEdges()
    {
        Model model = loadExample(QStringLiteral("howto"));
        const std::string howto = exportMermaid(model);
        QVERIFY(howto.starts_with("erDiagram\n"));
        QVERIFY(howto.find("\"steps.") != std::string::npos); // a dotted path of an embedded field
        QVERIFY(howto.find("||--|{") != std::string::npos); // every guide has at least one step
        QVERIFY(howto.find("\"steps, required\"") != std::string::npos);
        model.relationships.front().counts.min = 0;
        const std::string optionalSteps = exportMermaid(model);
        QVERIFY(optionalSteps.find("||--o{") != std::string::npos);
        QVERIFY(optionalSteps.find("\"steps\"") != std::string::npos);
        QVERIFY(howto.find(": \"one-to-few, embed\"") != std::string::npos
            || howto.find(", embed") != std::string::npos);
        const std::string hostile = exportMermaid(hostileModel());
        for (const QString &line : QString::fromStdString(hostile).split(QLatin1Char('\n')))
            QVERIFY2(line.count(QLatin1Char('"')) % 2 == 0, qPrintable(line));
    }

    // Findings and suppressions name indexes and queries by their names and
    // collections, never by internal ids; queries show what serves them.
    void documentationNamesObjectsByTheirNames()
    {
        for (const auto &[name, model] : goldenModels()) {
            const std::string markdown = exportMarkdown(model);
            for (const Index &index : model.indexes)
                QVERIFY2(markdown.find(index.id) == std::string::npos, qPrintable(name + QLatin1Char(' ') + QString::fromStdString(index.id)));
            for (const AccessPattern &query : model.accessPatterns)
                QVERIFY2(query.id == query.name || markdown.find(query.id) == std::string::npos,
                    qPrintable(name + QLatin1Char(' ') + QString::fromStdString(query.id)));
        }
        const std::string full = exportMarkdown(fullModel());
        for (const char *expected : { "| served by | description |", "| status_text | Takes the next open order |",
                 "## Suppressed advice", "| DM102 document-too-large | orders | reviewed |",
                 "query \"open orders\" on orders" })
            QVERIFY2(full.find(expected) != std::string::npos, expected);
    }

    void documentationCoversTheModel()
    {
        const Model model = loadExample(QStringLiteral("blog"));
        const std::string markdown = exportMarkdown(model);
        for (const char *expected : { "# Blog posts and comments", "```mermaid\nerDiagram",
                 "### comments", "| `post_id` | objectId | yes |", "parent-referencing",
                 "## Access patterns", "`slug_1`" })
            QVERIFY2(markdown.find(expected) != std::string::npos, expected);
        ExportOptions options;
        options.diagramSvg = "<svg id=\"drawn\"></svg>";
        const std::string html = exportHtml(model, options);
        QVERIFY(html.find("<svg id=\"drawn\"></svg>") != std::string::npos);
        QVERIFY(html.find("class=\"mermaid\"") == std::string::npos);
        QVERIFY(exportHtml(model).find("<pre class=\"mermaid\">") != std::string::npos);
    }

    void jsonSchemaRoundTrip_data()
    {
        QTest::addColumn<QString>("name");
        for (const auto &[name, model] : goldenModels())
            QTest::newRow(qPrintable(name)) << name;
    }

    // Export, import, export again: the same schema, so every collection,
    // field, type and constraint came back.
    void jsonSchemaRoundTrip()
    {
        QFETCH(QString, name);
        Model model;
        for (const auto &[candidate, loaded] : goldenModels())
            if (candidate == name)
                model = loaded;
        const std::string exported = exportJsonSchema(model);
        const LoadResult imported = importText(exported);
        QVERIFY2(imported.ok(), qPrintable(imported.error.toString()));
        QCOMPARE(QString::fromStdString(exportJsonSchema(*imported.model)),
            QString::fromStdString(exported));
        size_t collections = 0;
        for (const Entity &entity : model.entities)
            if (entity.isCollection()) {
                ++collections;
                QVERIFY(imported.model->findEntityByName(entity.name));
            }
        QCOMPARE(imported.model->entities.size(), collections);
        QCOMPARE(imported.model->name, model.name);
    }

    void jsonSchemaRoundTripKeepsUnionsAndBounds()
    {
        const std::string exported = exportJsonSchema(unionsAndBounds());
        const LoadResult imported = importText(exported);
        QVERIFY2(imported.ok(), qPrintable(imported.error.toString()));
        QCOMPARE(QString::fromStdString(exportJsonSchema(*imported.model)),
            QString::fromStdString(exported));
        const std::vector<Field> &fields = imported.model->entities.front().fields;
        QCOMPARE(fields[1].types, (std::vector { BsonType::Int, BsonType::Double }));
        QCOMPARE(fields[1].minimum, std::optional<double>(0));
        QCOMPARE(fields[1].maximum, std::optional<double>(10));
        QCOMPARE(fields[2].maxLength, std::optional<int64_t>(5));
        QCOMPARE(fields[2].pattern, std::string("^[a-z]+$"));
        QCOMPARE(fields[2].minimum, std::optional<double>(1));
        QCOMPARE(fields[4].fields.size(), size_t(1));
        QCOMPARE(fields[4].additionalProperties, std::optional<bool>(false));
        QCOMPARE(fields[6].types, std::vector { BsonType::Long }); // not also "integer"
        QCOMPARE(fields[6].maximum, std::optional<double>(1e9));
    }

    // ajv in strict mode (strictTypes: no union types but "T or null", no
    // bound without its type) compiles every JSON Schema export.
    void jsonSchemaExportsAreStrict()
    {
        if (!jsonSchemaValidatorAvailable())
            DOCMODELER_PEER_MISSING("node or the npm test tools are not installed; scripts/test installs them");
        QTemporaryDir dir;
        const QString empty = dir.filePath(QStringLiteral("empty.json"));
        QVERIFY(writeFile(empty, "{}"));
        std::vector<std::pair<QString, Model>> models = goldenModels();
        models.emplace_back(QStringLiteral("unions-and-bounds"), unionsAndBounds());
        QStringList pairs;
        for (const auto &[name, model] : models) {
            const QString schema = dir.filePath(name + QStringLiteral(".schema.json"));
            QVERIFY(writeFile(schema, QByteArray::fromStdString(exportJsonSchema(model))));
            pairs << schema << empty;
        }
        const CliRun check = validateJsonSchemas(pairs);
        QVERIFY2(check.exitCode == 0, qPrintable(check.out + check.err));
        QCOMPARE(check.out.count(QLatin1String(": valid")), qsizetype(models.size()));

        // The bounds still check: a count of 11 and a code that is too long fail.
        const QString things = dir.filePath(QStringLiteral("things.json"));
        QVERIFY(writeFile(things,
            "{\"things\": [{\"_id\": {\"$oid\": \"0123456789abcdef01234567\"}, \"count\": 11, "
            "\"code\": \"abcdefg\", \"tags\": [\"a\", true, null], \"optional\": null}]}"));
        const CliRun bounds = validateJsonSchemas(
            { dir.filePath(QStringLiteral("unions-and-bounds.schema.json")), things });
        QCOMPARE(bounds.exitCode, 1);
        QVERIFY2(bounds.out.contains(QLatin1String("/things/0/count"))
                && bounds.out.contains(QLatin1String("/things/0/code")),
            qPrintable(bounds.out));
    }

    void importReadsTypesNestingAndConstraints()
    {
        const LoadResult result = importText(
            "{ \"$schema\": \"https://json-schema.org/draft/2020-12/schema\", \"title\": \"shop\", "
            "\"type\": \"object\", \"required\": [\"sku\", \"dims\"], \"properties\": { \"sku\": "
            "{\"type\": \"string\", \"pattern\": \"^[A-Z]+$\", \"maxLength\": 12}, \"qty\": "
            "{\"type\": [\"integer\", \"null\"], \"minimum\": 0}, \"price\": {\"anyOf\": "
            "[{\"type\": \"number\"}, {\"$ref\": \"#/$defs/decimal\"}]}, \"tags\": {\"type\": "
            "\"array\", \"items\": {\"type\": \"string\"}, \"maxItems\": 5}, \"dims\": {\"type\": "
            "\"object\", \"additionalProperties\": false, \"properties\": {\"w\": {\"bsonType\": "
            "\"int\"}}, \"required\": [\"w\"]}, \"state\": {\"enum\": [\"new\", \"done\"], "
            "\"description\": \"where it is\"} } }");
        QVERIFY2(result.ok(), qPrintable(result.error.toString()));
        const Model &model = *result.model;
        QCOMPARE(model.entities.size(), size_t(1));
        const Entity &shop = model.entities.front();
        QCOMPARE(shop.name, std::string("shop"));
        QCOMPARE(shop.fields.size(), size_t(6));
        const Field &sku = shop.fields[0];
        QVERIFY(sku.required && sku.hasType(BsonType::String));
        QCOMPARE(sku.pattern, std::string("^[A-Z]+$"));
        QCOMPARE(sku.maxLength, std::optional<int64_t>(12));
        QCOMPARE(shop.fields[1].types, (std::vector { BsonType::Long, BsonType::Null }));
        QCOMPARE(shop.fields[1].minimum, std::optional<double>(0));
        QCOMPARE(shop.fields[2].types, (std::vector { BsonType::Double, BsonType::Decimal }));
        QVERIFY(shop.fields[3].array && shop.fields[3].hasType(BsonType::String));
        QCOMPARE(shop.fields[3].maxItems, std::optional<int64_t>(5));
        const Field &dims = shop.fields[4];
        QVERIFY(dims.required && dims.isObject());
        QCOMPARE(dims.additionalProperties, std::optional<bool>(false));
        QCOMPARE(dims.fields.size(), size_t(1));
        QVERIFY(dims.fields[0].required && dims.fields[0].hasType(BsonType::Int));
        QCOMPARE(shop.fields[5].enumValues.size(), size_t(2));
        QCOMPARE(shop.fields[5].description, std::string("where it is"));
    }

    void importReadsAMongoValidator()
    {
        const LoadResult result
            = importText("{\"$jsonSchema\": {\"bsonType\": \"object\", \"properties\": {\"at\": "
                         "{\"bsonType\": \"date\"}}}}");
        QVERIFY2(result.ok(), qPrintable(result.error.toString()));
        QCOMPARE(result.model->entities.front().name, std::string("fallback"));
        QCOMPARE(
            result.model->entities.front().fields.front().types, std::vector { BsonType::Date });
    }

    void malformedSchemasSayWhere_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("syntax") << QStringLiteral("{\n  \"type\": \"object\",\n  oops\n}")
                                << QStringLiteral("schema.json:3:3: ");
        QTest::newRow("duplicate key") << QString::fromUtf8("{\"title\": \"a\", \"title\": \"b\"}")
                                       << QStringLiteral("appears twice");
        QTest::newRow("not an object")
            << QStringLiteral("[1, 2]") << QStringLiteral("schema.json:/: expected a schema");
        QTest::newRow("unknown type")
            << QString::fromUtf8("{\"properties\": {\"a\": {\"type\": [\"string\", \"strnig\"]}}}")
            << QStringLiteral("schema.json:/properties/a/type/1: unknown type \"strnig\"");
        QTest::newRow("unknown bsonType")
            << QString::fromUtf8("{\"properties\": {\"a\": {\"bsonType\": \"objectID\"}}}")
            << QStringLiteral("schema.json:/properties/a/bsonType: unknown bsonType \"objectID\"");
        QTest::newRow("foreign $ref")
            << QString::fromUtf8("{\"properties\": {\"a/b\": {\"$ref\": \"http://x/y\"}}}")
            << QStringLiteral("schema.json:/properties/a~1b/$ref: cannot follow");
        QTest::newRow("required unknown")
            << QString::fromUtf8("{\"properties\": {\"a\": {}}, \"required\": [\"b\"]}")
            << QStringLiteral("schema.json:/required/0: \"b\" is required but not among");
        QTest::newRow("properties not an object")
            << QString::fromUtf8("{\"properties\": {\"a\": {\"properties\": 3}}}")
            << QStringLiteral("schema.json:/properties/a/properties: expected a schema");
        QTest::newRow("bad bound")
            << QString::fromUtf8("{\"properties\": {\"a\": {\"minimum\": \"0\"}}}")
            << QStringLiteral("schema.json:/properties/a/minimum: expected a number");
    }

    void malformedSchemasSayWhere()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        const LoadResult result = importText(text.toStdString());
        QVERIFY(!result.ok());
        QVERIFY2(result.error.toString().contains(message), qPrintable(result.error.toString()));
    }
};

QTEST_GUILESS_MAIN(TestExport)
#include "tst_export.moc"
