// SPDX-License-Identifier: GPL-3.0-or-later
// Properties of the validators `infer` writes, over every real data set in
// ../shared: they accept every document they came from, and tomorrow's too
// (arrays one longer and strings longer than any seen); a field every
// sampled document has is required; documents made for mongoimport (no
// _id) check clean, because the server adds the _id.
#include "checkreasons.h"
#include "inferfiles.h"
#include "testsupport.h"

#include "check/checkreport.h"
#include "check/datacheck.h"
#include "export/bsonschema.h"
#include "inference/documentreader.h"
#include "inference/modelfrominference.h"
#include "inference/relationshipdetection.h"
#include "io/modelreader.h"
#include "schema/model.h"

#include <QtTest>

using namespace docmodel;
using namespace docmodel::check;

namespace {

const char *const kDataSets[] = { "../shared/datasets/sample_mflix", "../shared/datasets/sample_analytics",
    "../shared/atlas-samples/sample_restaurants", "../shared/atlas-samples/sample_training",
    "tests/data/orderlines", // lines that name their product: a reference from embedded documents
    "tests/data/venueseats" }; // tickets that name a venue's seat: a reference to embedded documents

std::vector<std::string> dataSetPaths()
{
    std::vector<std::string> paths;
    for (const char *path : kDataSets)
        paths.push_back(test::sourcePath(QString::fromUtf8(path)).toStdString());
    return paths;
}

struct Inferred {
    std::vector<inference::CollectionSource> sources;
    std::vector<inference::InferredCollection> collections;
    Model model;
};

// The model `infer` writes by default: strong relationships added.
std::optional<Inferred> inferDataSets(const std::vector<std::string> &paths)
{
    Inferred out;
    auto collections = test::inferInputs(paths, {}, &out.sources);
    if (!collections)
        return std::nullopt;
    out.collections = std::move(*collections);
    out.model = inference::modelFromInference(out.collections);
    std::vector<inference::DetectedRelationship> strong;
    for (const auto &found : inference::detectRelationships(out.model, out.collections, {}))
        if (found.strong)
            strong.push_back(found);
    inference::addDetectedRelationships(out.model, strong);
    return out;
}

void appendGrown(bson_t *out, const bson_t *in, bool array, bool fixedLength);

// One value, grown: a string one character longer, a document or array
// with its contents grown.
void appendGrownValue(bson_t *out, const char *key, const bson_iter_t &it)
{
    switch (bson_iter_type(&it)) {
    case BSON_TYPE_UTF8: {
        uint32_t length = 0;
        const char *text = bson_iter_utf8(&it, &length);
        const std::string longer = std::string(text, length) + "x";
        bson_append_utf8(out, key, -1, longer.data(), int(longer.size()));
        break;
    }
    case BSON_TYPE_DOCUMENT:
    case BSON_TYPE_ARRAY: {
        const bool array = BSON_ITER_HOLDS_ARRAY(&it);
        uint32_t length = 0;
        const uint8_t *data = nullptr;
        if (array)
            bson_iter_array(&it, &length, &data);
        else
            bson_iter_document(&it, &length, &data);
        bson_t inner;
        bson_t child;
        bson_init_static(&inner, data, length);
        if (array)
            bson_append_array_begin(out, key, -1, &child);
        else
            bson_append_document_begin(out, key, -1, &child);
        // A GeoJSON position is two numbers by definition, not by sample.
        appendGrown(&child, &inner, array, std::string_view(key) == "coordinates");
        if (array)
            bson_append_array_end(out, &child);
        else
            bson_append_document_end(out, &child);
        break;
    }
    default:
        bson_append_iter(out, key, -1, &it);
    }
}

void appendGrown(bson_t *out, const bson_t *in, bool array, bool fixedLength)
{
    bson_iter_t it;
    bson_iter_t last;
    uint32_t count = 0;
    if (!bson_iter_init(&it, in))
        return;
    while (bson_iter_next(&it)) {
        appendGrownValue(out, bson_iter_key(&it), it);
        last = it;
        ++count;
    }
    if (array && count > 0 && !fixedLength) {
        char buffer[16];
        const char *key = nullptr;
        bson_uint32_to_string(count, &key, buffer, sizeof buffer);
        appendGrownValue(out, key, last);
    }
}

BsonPtr grown(const uint8_t *data, size_t length)
{
    bson_t in;
    bson_init_static(&in, data, length);
    BsonPtr out(bson_new());
    appendGrown(out.get(), &in, false, false);
    return out;
}

const Entity *entityNamed(const Model &model, const std::string &name)
{
    for (const Entity &entity : model.entities)
        if (entity.isCollection() && entity.name == name)
            return &entity;
    return nullptr;
}

} // namespace

class TestInferredValidators : public QObject
{
    Q_OBJECT

private slots:
    void acceptTheirDocumentsAndTomorrows();
    void fieldsInEveryDocumentAreRequired();
    void documentsWithoutIdCheckClean();
    void observedBoundsOnlyWhenAsked();
};

void TestInferredValidators::acceptTheirDocumentsAndTomorrows()
{
    const auto inferred = inferDataSets(dataSetPaths());
    QVERIFY(inferred);
    QCOMPARE(inferred->sources.size(), size_t(11));
    QStringList failures;
    for (const inference::CollectionSource &source : inferred->sources) {
        const Entity *entity = entityNamed(inferred->model, source.name);
        QVERIFY2(entity, source.name.c_str());
        std::string error;
        const auto schema = collectionSchema(inferred->model, *entity, &error);
        QVERIFY2(schema, error.c_str());
        std::vector<BsonPtr> documents;
        std::vector<BsonPtr> grownDocuments;
        for (const std::string &file : source.files)
            inference::readDocuments(file, {}, [&](const uint8_t *data, size_t length, const auto &, std::string *) {
                documents.emplace_back(bson_new_from_data(data, length));
                grownDocuments.push_back(grown(data, length));
                return true;
            });
        QVERIFY(!documents.empty());
        const CollectionCheck asRead = checkDocuments(*schema, source.name, documents, 3);
        const CollectionCheck longer = checkDocuments(*schema, source.name, grownDocuments, 3);
        QCOMPARE(asRead.checked, uint64_t(documents.size()));
        QCOMPARE(longer.checked, uint64_t(documents.size()));
        failures << test::failureReasons(asRead) << test::failureReasons(longer);
    }
    if (!failures.isEmpty())
        QFAIL(qPrintable(failures.join('\n')));
}

void TestInferredValidators::fieldsInEveryDocumentAreRequired()
{
    const auto inferred = inferDataSets(dataSetPaths());
    QVERIFY(inferred);
    QStringList optional;
    for (const inference::CollectionSource &source : inferred->sources) {
        std::map<std::string, size_t> seen;
        size_t documents = 0;
        for (const std::string &file : source.files)
            inference::readDocuments(file, {}, [&](const uint8_t *data, size_t length, const auto &, std::string *) {
                bson_t document;
                bson_iter_t it;
                bson_init_static(&document, data, length);
                if (bson_iter_init(&it, &document))
                    while (bson_iter_next(&it))
                        ++seen[bson_iter_key(&it)];
                ++documents;
                return true;
            });
        const Entity *entity = entityNamed(inferred->model, source.name);
        QVERIFY2(entity, source.name.c_str());
        const JsonValue validator = collectionValidator(inferred->model, *entity);
        std::set<std::string> required;
        for (const JsonValue &name : validator.value("required", JsonValue::array()))
            required.insert(name.get<std::string>());
        for (const auto &[name, count] : seen)
            if (count == documents && !required.count(name))
                optional << QString::fromStdString(source.name + "." + name);
    }
    QVERIFY2(optional.isEmpty(), qPrintable(optional.join(QStringLiteral(", "))));
}

// accounts.json without its _ids, as a file made for mongoimport: the model
// still stores `_id: objectId` (the server adds it), and the check says so
// instead of failing every document.
void TestInferredValidators::documentsWithoutIdCheckClean()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("accounts.json"));
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    size_t documents = 0;
    inference::readDocuments(test::sourcePath(QStringLiteral("../shared/datasets/sample_analytics/accounts.json"))
                                 .toStdString(),
        {}, [&](const uint8_t *data, size_t length, const auto &, std::string *) {
            bson_t document;
            bson_init_static(&document, data, length);
            bson_t withoutId = BSON_INITIALIZER;
            bson_copy_to_excluding_noinit(&document, &withoutId, "_id", nullptr);
            char *json = bson_as_canonical_extended_json(&withoutId, nullptr);
            out.write(json);
            out.write("\n");
            bson_free(json);
            bson_destroy(&withoutId);
            ++documents;
            return true;
        });
    out.close();
    QVERIFY(documents > 1000);
    const auto inferred = inferDataSets({ path.toStdString() });
    QVERIFY(inferred);
    const Entity *accounts = entityNamed(inferred->model, "accounts");
    QVERIFY(accounts);
    QVERIFY(!accounts->fields.empty());
    const Field &id = accounts->fields.front();
    QCOMPARE(id.name, std::string("_id"));
    QVERIFY(id.required);
    QCOMPARE(id.types, std::vector<BsonType> { BsonType::ObjectId });

    CheckOptions options;
    const CheckReport report = checkFiles(inferred->model, { path.toStdString() }, options);
    QVERIFY2(report.error.empty(), report.error.c_str());
    QCOMPARE(report.collections.size(), size_t(1));
    const CollectionCheck &check = report.collections.front();
    QCOMPARE(check.checked, uint64_t(documents));
    QVERIFY2(check.failing == 0, qPrintable(test::failureReasons(check).join('\n')));
    QCOMPARE(check.withoutId, uint64_t(documents));
    const QString text = QString::fromStdString(formatCheckReport(report, CheckFormat::Text, "accounts.dmodel"));
    QVERIFY2(text.contains(QStringLiteral("have no _id: the server adds one")), qPrintable(text));
}

// restaurants' grades: 1 to 9 per document. By default the validator allows
// a tenth (the range is in the description); --bounds observed makes the
// sample's extremes rules, in the CLI as in the model.
void TestInferredValidators::observedBoundsOnlyWhenAsked()
{
    const QString restaurants = test::sourcePath(QStringLiteral("../shared/atlas-samples/sample_restaurants"));
    QTemporaryDir dir;
    const QString allowed = dir.filePath(QStringLiteral("allowed.dmodel"));
    const QString observed = dir.filePath(QStringLiteral("observed.dmodel"));
    test::CliRun run = test::runCli({ QStringLiteral("infer"), restaurants, QStringLiteral("-o"), allowed });
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    run = test::runCli({ QStringLiteral("infer"), restaurants, QStringLiteral("--bounds"), QStringLiteral("observed"),
        QStringLiteral("-o"), observed });
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    run = test::runCli({ QStringLiteral("infer"), restaurants, QStringLiteral("--bounds"), QStringLiteral("sample"),
        QStringLiteral("-o"), observed });
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("--bounds takes allowed or observed")), qPrintable(run.err));

    const auto validatorOf = [](const QString &file) {
        const LoadResult loaded = loadModelFile(file);
        if (!loaded.ok())
            qFatal("%s", qPrintable(loaded.error.toString()));
        const Model &model = *loaded.model;
        return collectionValidator(model, *entityNamed(model, "restaurants"));
    };
    const JsonValue lenient = validatorOf(allowed);
    const JsonValue strict = validatorOf(observed);
    const JsonValue &grades = lenient.at("properties").at("grades");
    QVERIFY2(!grades.contains("maxItems"), grades.dump().c_str());
    QCOMPARE(strict.at("properties").at("grades").at("maxItems").get<int>(), 9);
    QVERIFY(!lenient.at("properties").at("cuisine").contains("maxLength"));
    QVERIFY(strict.at("properties").at("cuisine").at("maxLength").get<int>() > 10);
}

QTEST_GUILESS_MAIN(TestInferredValidators)
#include "tst_inferredvalidators.moc"
