// SPDX-License-Identifier: GPL-3.0-or-later
// Maps whose keys are data: recognised by inference (and kept bounded when
// their keys are many), and understood by the model file, validation, the
// validators, the preview and the diagram.
#include "testsupport.h"

#include "shape/collectionoptions.h"
#include "export/jsonschemaexport.h"
#include "inference/modelfrominference.h"
#include "inference/parallelanalyzer.h"
#include "inference/schemareport.h"
#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "preview/bsonptr.h"
#include "preview/documentgenerator.h"
#include "schema/validation.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <bson/bson.h>

using namespace docmodel;
using namespace docmodel::inference;

namespace {

// Scores under ObjectId keys (two new ones a document: thousands in all),
// visits under dates with a document each, and tags under names: the last
// is no map.
std::vector<std::string> documents(int count)
{
    std::vector<std::string> out;
    for (int i = 0; i < count; ++i) {
        bson_t document = BSON_INITIALIZER;
        BSON_APPEND_INT32(&document, "_id", i);
        bson_t scores;
        BSON_APPEND_DOCUMENT_BEGIN(&document, "scores", &scores);
        for (int n = 0; n < 2; ++n) {
            char key[25];
            std::snprintf(key, sizeof key, "%024x", i * 2 + n);
            BSON_APPEND_INT32(&scores, key, i % 100);
        }
        bson_append_document_end(&document, &scores);
        bson_t visits;
        BSON_APPEND_DOCUMENT_BEGIN(&document, "visits", &visits);
        for (int day = 1; day <= 1 + i % 3; ++day) {
            char key[11];
            std::snprintf(key, sizeof key, "2024-05-%02d", (i + day) % 28 + 1);
            bson_t visit;
            BSON_APPEND_DOCUMENT_BEGIN(&visits, key, &visit);
            BSON_APPEND_INT32(&visit, "views", day * 10);
            bson_append_document_end(&visits, &visit);
        }
        bson_append_document_end(&document, &visits);
        bson_t tags;
        BSON_APPEND_DOCUMENT_BEGIN(&document, "tags", &tags);
        BSON_APPEND_BOOL(&tags, "red", true);
        BSON_APPEND_BOOL(&tags, "green", false);
        BSON_APPEND_BOOL(&tags, "blue", i % 2 == 0);
        bson_append_document_end(&document, &tags);
        out.emplace_back(reinterpret_cast<const char *>(bson_get_data(&document)), document.len);
        bson_destroy(&document);
    }
    return out;
}

SchemaAnalyzer analyse(const std::vector<std::string> &input, int threads)
{
    ParallelAnalyzer analyzer(threads, false);
    for (size_t i = 0; i < input.size(); ++i) {
        const auto *data = reinterpret_cast<const uint8_t *>(input[i].data());
        if (analyzer.parallel())
            analyzer.add(data, input[i].size(), 0, { i + 1, 0 });
        else
            analyzer.singleThreaded().addValid(data, input[i].size());
    }
    return analyzer.finish(nullptr);
}

Model inferredModel(int threads = 1)
{
    std::vector<InferredCollection> collections(1);
    collections.front().name = "players";
    collections.front().schema = analyse(documents(3000), threads);
    return modelFromInference(collections);
}

} // namespace

class InferredMapsTest : public QObject
{
    Q_OBJECT

private slots:
    void manyDataKeysCollapseIntoOneValue();
    void mapsInTheModel();
    void validatorsAndPreviewUnderstandMaps();
    void jsonSchemaOfAMapValidates();
    void mapsSurviveTheModelFile();
    void patternsOnlyFromEveryKeyAndMapsOfMaps();
    void badKeyPatternIsAnError();
};

void InferredMapsTest::manyDataKeysCollapseIntoOneValue()
{
    for (int threads : { 1, 2 }) {
        const SchemaAnalyzer schema = analyse(documents(3000), threads);
        const DocumentShape *scores = schema.root().find("scores")->types.find(SchemaType::Document)->document.get();
        // 6,000 different keys, kept as one value's statistics.
        QVERIFY(scores->collapsed);
        QCOMPARE(scores->fields.size(), size_t(1));
        QCOMPARE(scores->fields.front()->count, uint64_t(6000));
        QCOMPARE(scores->keyShapes[size_t(KeyShape::ObjectId)], uint64_t(6000));
        QVERIFY(scores->fields.front()->types.find(SchemaType::Int32));
        // Few keys: kept as they are, for the model to judge.
        const DocumentShape *visits = schema.root().find("visits")->types.find(SchemaType::Document)->document.get();
        QVERIFY(!visits->collapsed);
        QCOMPARE(visits->fields.size(), size_t(28));
        // The report lists the collapsed map's values once, as "*".
        const auto report = schemaReport(schema);
        const auto &scoresReport = report["fields"][1];
        QCOMPARE(scoresReport["name"], nlohmann::ordered_json("scores"));
        const auto &values = scoresReport["types"][0]["fields"][0];
        QCOMPARE(values["name"], nlohmann::ordered_json("*"));
        QCOMPARE(values["count"].get<int>(), 6000);
        QCOMPARE(values["probability"].get<double>(), 1.0);
    }
}

void InferredMapsTest::mapsInTheModel()
{
    const Model model = inferredModel();
    const Entity &players = model.entities.front();
    const Field *scores = findFieldPath(players.fields, "scores");
    QVERIFY(scores && scores->map);
    QCOMPARE(scores->keyPattern, std::string("^[0-9a-fA-F]{24}$"));
    QCOMPARE(scores->types, std::vector<BsonType> { BsonType::Int });
    QVERIFY(scores->required);
    const Field *visits = findFieldPath(players.fields, "visits");
    QVERIFY(visits && visits->map);
    QCOMPARE(visits->keyPattern, std::string("^[0-9]{4}-[0-9]{2}-[0-9]{2}"));
    QCOMPARE(visits->types, std::vector<BsonType> { BsonType::Object });
    QCOMPARE(visits->fields.size(), size_t(1));
    QCOMPARE(visits->fields.front().name, std::string("views"));
    QVERIFY(visits->fields.front().required); // every visit has its views
    const Field *tags = findFieldPath(players.fields, "tags");
    QVERIFY(tags && !tags->map);
    QCOMPARE(tags->fields.size(), size_t(3));
    QVERIFY(!hasErrors(validateModel(model)));
    // The same model from two threads.
    QCOMPARE(inferredModel(2), model);
}

void InferredMapsTest::validatorsAndPreviewUnderstandMaps()
{
    const Model model = inferredModel();
    const Entity &players = model.entities.front();
    const JsonValue validator = collectionValidator(model, players);
    const JsonValue &scores = validator["properties"]["scores"];
    QCOMPARE(scores["bsonType"], JsonValue("object"));
    QCOMPARE(scores["patternProperties"]["^[0-9a-fA-F]{24}$"]["bsonType"], JsonValue("int"));
    QCOMPARE(scores["additionalProperties"], JsonValue(false));
    const JsonValue &visits = validator["properties"]["visits"];
    QCOMPARE(visits["patternProperties"]["^[0-9]{4}-[0-9]{2}-[0-9]{2}"]["properties"]["views"]["bsonType"], JsonValue("int"));
    const JsonValue plain = JsonValue::parse(exportJsonSchema(model));
    QVERIFY(plain.dump().find("patternProperties") != std::string::npos);

    // The preview's maps have two to four entries under keys of the pattern.
    DocumentGenerator generator(model, PreviewOptions {});
    const BsonPtr document = generator.document(players, 0);
    bson_iter_t it;
    bson_iter_t entries;
    QVERIFY(bson_iter_init_find(&it, document.get(), "scores") && bson_iter_recurse(&it, &entries));
    int count = 0;
    const QRegularExpression objectIdKey(QStringLiteral("^[0-9a-fA-F]{24}$"));
    while (bson_iter_next(&entries)) {
        ++count;
        QVERIFY2(objectIdKey.match(QString::fromUtf8(bson_iter_key(&entries))).hasMatch(), bson_iter_key(&entries));
        QCOMPARE(bson_iter_type(&entries), BSON_TYPE_INT32);
    }
    QVERIFY(count >= 2 && count <= 4);
}

// ajv, in strict mode, takes the JSON Schema of a map, accepts keys of its
// pattern and refuses others.
void InferredMapsTest::jsonSchemaOfAMapValidates()
{
    if (!test::jsonSchemaValidatorAvailable())
        DOCMODELER_PEER_MISSING("node or the npm test tools are not installed; scripts/test installs them");
    QTemporaryDir dir;
    const QString schema = dir.filePath(QStringLiteral("players.schema.json"));
    QVERIFY(test::writeFile(schema, QByteArray::fromStdString(exportJsonSchema(inferredModel()))));
    const QByteArray player = R"({"_id": 1, "scores": {"0123456789abcdef01234567": 5},
        "visits": {"2024-05-01": {"views": 10}}, "tags": {"red": true, "green": false, "blue": true}})";
    const QString good = dir.filePath(QStringLiteral("good.json"));
    QVERIFY(test::writeFile(good, "{\"players\": [" + player + "]}"));
    const test::CliRun valid = test::validateJsonSchemas({ schema, good });
    QVERIFY2(valid.exitCode == 0, qPrintable(valid.out + valid.err));
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    QByteArray wrongKey = player;
    wrongKey.replace("0123456789abcdef01234567", "not-an-id");
    QVERIFY(test::writeFile(bad, "{\"players\": [" + wrongKey + "]}"));
    const test::CliRun invalid = test::validateJsonSchemas({ schema, bad });
    QCOMPARE(invalid.exitCode, 1);
    QVERIFY2(invalid.out.contains(QLatin1String("/players/0/scores")), qPrintable(invalid.out));
}

void InferredMapsTest::mapsSurviveTheModelFile()
{
    const Model model = inferredModel();
    const std::string text = serializeModel(model);
    QVERIFY(text.find("\"map\": true") != std::string::npos);
    QVERIFY(text.find("\"formatVersion\": 8") != std::string::npos);
    const LoadResult loaded = parseModel(text, QStringLiteral("players.dmodel"));
    QVERIFY(loaded.ok());
    QCOMPARE(*loaded.model, model);
}

// A pattern only when every key has it (a validator refuses the others);
// a map whose values are maps keeps them as objects of any shape.
void InferredMapsTest::patternsOnlyFromEveryKeyAndMapsOfMaps()
{
    std::vector<std::string> input;
    for (int i = 0; i < 40; ++i) {
        const std::string json = "{\"mostly\": {\"" + std::to_string(1000 + i) + "\": 1, \"" + std::to_string(2000 + i)
            + "\": 2, \"" + std::to_string(3000 + i) + "\": 3" + (i == 0 ? ", \"other\": 4" : "")
            + "}, \"nested\": {\"" + std::to_string(4000 + i) + "\": {\"2024-01-01\": 1, \"2024-01-02\": 2, \"2024-01-03\": 3}}}";
        bson_t document;
        bson_error_t error;
        QVERIFY2(bson_init_from_json(&document, json.c_str(), -1, &error), error.message);
        input.emplace_back(reinterpret_cast<const char *>(bson_get_data(&document)), document.len);
        bson_destroy(&document);
    }
    std::vector<InferredCollection> collections(1);
    collections.front().name = "counts";
    collections.front().schema = analyse(input, 1);
    const Model model = modelFromInference(collections);
    const Field *mostly = findFieldPath(model.entities.front().fields, "mostly");
    QVERIFY(mostly && mostly->map);
    QCOMPARE(mostly->keyPattern, std::string()); // "other" is no number
    const Field *nested = findFieldPath(model.entities.front().fields, "nested");
    QVERIFY(nested && nested->map);
    QCOMPARE(nested->keyPattern, std::string("^[0-9]+$"));
    QCOMPARE(nested->types, std::vector<BsonType> { BsonType::Object });
    QVERIFY(nested->fields.empty());
}

void InferredMapsTest::badKeyPatternIsAnError()
{
    Model model = inferredModel();
    Field &scores = model.entities.front().fields[1];
    QCOMPARE(scores.name, std::string("scores"));
    scores.keyPattern = "([0-9";
    const std::vector<Problem> problems = validateModel(model);
    QVERIFY(hasErrors(problems));
    QCOMPARE(problems.front().pointer, std::string("/entities/0/fields/1/keyPattern"));
}

QTEST_GUILESS_MAIN(InferredMapsTest)
#include "tst_inferredmaps.moc"
