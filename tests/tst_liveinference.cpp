// SPDX-License-Identifier: GPL-3.0-or-later
// Inference from a live server through the connection's worker: the same
// model as from the files the documents came from, on each local test
// server; a server without $sample, and one that repeats documents in its
// sample.
#include "inferfiles.h"
#include "livetestsupport.h"
#include "naturalkeydata.h"
#include "relationshipdata.h"
#include "testsupport.h"

#include "inference/collectioninference.h"
#include "inference/filekeylookup.h"
#include "inference/modelfrominference.h"
#include "inference/relationshipdetection.h"
#include "io/modelreader.h"

#include <QTemporaryDir>

#include <mongoc/mongoc.h>

using namespace docmodel;
using namespace docmodel::inference;
using namespace docmodel::test;

namespace {

const char *const kDatasets[] = { "sample_analytics/accounts.json", "sample_mflix/theaters.json",
    "sample_mflix/users.json", "sample_mflix/sessions.json" };

// Inserts documents in bulk with the driver.
bool insertAll(mongoc_client_t *client, const char *database, const char *collection, const std::vector<BsonPtr> &documents)
{
    mongoc_collection_t *target = mongoc_client_get_collection(client, database, collection);
    mongoc_bulk_operation_t *bulk = mongoc_collection_create_bulk_operation_with_opts(target, nullptr);
    for (const BsonPtr &document : documents)
        mongoc_bulk_operation_insert(bulk, document.get());
    bson_error_t error;
    const bool ok = documents.empty() || mongoc_bulk_operation_execute(bulk, nullptr, &error) != 0;
    if (!ok)
        qWarning("insert into %s.%s: %s", database, collection, error.message);
    mongoc_bulk_operation_destroy(bulk);
    mongoc_collection_destroy(target);
    return ok;
}

bool loadJsonLines(mongoc_client_t *client, const QString &file, const char *database, const char *collection)
{
    bson_error_t error;
    bson_json_reader_t *reader = bson_json_reader_new_from_file(file.toUtf8().constData(), &error);
    if (!reader)
        return false;
    std::vector<BsonPtr> documents;
    bson_t document = BSON_INITIALIZER;
    while (bson_json_reader_read(reader, &document, &error) > 0) {
        documents.emplace_back(bson_copy(&document));
        bson_reinit(&document);
    }
    bson_destroy(&document);
    bson_json_reader_destroy(reader);
    return insertAll(client, database, collection, documents);
}

bool loadGenerated(mongoc_client_t *client, const char *database, const GeneratedDatabase &generated)
{
    for (const GeneratedCollection &collection : generated) {
        std::vector<BsonPtr> documents;
        bson_reader_t *reader = bson_reader_new_from_data(collection.documents.data(), collection.documents.size());
        bool eof = false;
        while (const bson_t *document = bson_reader_read(reader, &eof))
            documents.emplace_back(bson_copy(document));
        bson_reader_destroy(reader);
        if (!insertAll(client, database, collection.name.toUtf8().constData(), documents))
            return false;
    }
    return true;
}

LiveInference inferLive(const QString &uri, const LiveInferenceRequest &request, LiveError *error)
{
    LiveConnection connection;
    LiveError openError;
    if (!connection.open(quickSettings(uri, 30000), QString(), &openError)) {
        *error = openError;
        return {};
    }
    connection.setRequestTimeout(120000);
    LiveInference result;
    waitForResult(connection, connection.requestInference(request), &LiveConnection::inferenceFinished, &result, error);
    return result;
}

std::vector<InferredCollection> inferFiles(const std::vector<std::string> &inputs, std::vector<CollectionSource> *used = nullptr)
{
    return inferInputs(inputs, {}, used).value_or(std::vector<InferredCollection>());
}

const Entity *entityNamed(const Model &model, const std::string &name)
{
    for (const Entity &entity : model.entities)
        if (entity.name == name && entity.isCollection())
            return &entity;
    return nullptr;
}

QString describe(const Model &model, const std::vector<DetectedRelationship> &found)
{
    QStringList lines;
    for (const DetectedRelationship &detected : found) {
        const Relationship &rel = detected.relationship;
        lines << QStringLiteral("%1 -> %2 %3 %4 %5/%6 (%7 %8 %9)")
                     .arg(QString::fromStdString(model.findEntity(rel.oneId)->name),
                         QString::fromStdString(model.findEntity(rel.manyId)->name),
                         QString::fromUtf8(toString(rel.strategy).data()), QString::fromUtf8(toString(rel.cardinality).data()),
                         QString::fromStdString(rel.oneField), QString::fromStdString(rel.manyField))
                     .arg(rel.counts.min)
                     .arg(rel.counts.typical)
                     .arg(rel.counts.max.value_or(-1));
    }
    lines.sort();
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class LiveInferenceTest : public QObject
{
    Q_OBJECT

private slots:
    void sameModelAsFromFiles_data();
    void sameModelAsFromFiles();
    void sampleOnTheServer_data();
    void sampleOnTheServer();
    void commandLineInfersFromTheServer();
    void inferredModelFitsItsServer();
};

void LiveInferenceTest::sameModelAsFromFiles_data()
{
    QTest::addColumn<ServerKind>("kind");
    QTest::newRow("jongodb") << ServerKind::Jongodb;
    QTest::newRow("CongoDB") << ServerKind::Congo;
}

void LiveInferenceTest::sameModelAsFromFiles()
{
    QFETCH(ServerKind, kind);
    TestServer server(kind);
    START_SERVER(server);
    mongoc_client_t *client = mongoc_client_new(server.uri().toUtf8().constData());
    const QString root = sourcePath(QStringLiteral("../shared/datasets/"));
    std::vector<std::string> files;
    QStringList names;
    for (const char *dataset : kDatasets) {
        const QString name = QFileInfo(QString::fromLatin1(dataset)).baseName();
        QVERIFY(loadJsonLines(client, root + QLatin1String(dataset), "datasets", name.toUtf8().constData()));
        files.push_back((root + QLatin1String(dataset)).toStdString());
        names << name;
    }
    GeneratedDatabase shop = twoWayReferences();
    for (GeneratedCollection &collection : naturalKeyParents())
        shop.push_back(collection);
    QVERIFY(loadGenerated(client, "shop", shop));
    mongoc_client_destroy(client);

    // The datasets: every collection's entity as from the files.
    LiveError error;
    const LiveInference datasets = inferLive(server.uri(), { QStringLiteral("datasets"), names, 0 }, &error);
    QVERIFY2(datasets.outcome, qPrintable(error.message));
    const Model fromFiles = modelFromInference(inferFiles(files));
    for (const QString &name : names) {
        const Entity *live = entityNamed(datasets.outcome->model, name.toStdString());
        const Entity *file = entityNamed(fromFiles, name.toStdString());
        QVERIFY(live && file);
        QCOMPARE(live->fields, file->fields);
        QCOMPARE(live->estimatedCount, file->estimatedCount);
    }
    QVERIFY2(datasets.outcome->relationships.empty(),
        qPrintable(describe(datasets.outcome->model, datasets.outcome->relationships)));

    // Relationships: the same ones, with the same counts.
    QTemporaryDir directory;
    const QString folder = directory.path() + QStringLiteral("/shop");
    QVERIFY(writeDatabase(folder, shop));
    std::vector<CollectionSource> sources;
    const std::vector<InferredCollection> shopFiles = inferFiles({ folder.toStdString() }, &sources);
    const Model shopModel = modelFromInference(shopFiles);
    const auto expected = detectRelationships(shopModel, shopFiles, fileKeyLookup(sources));
    QStringList shopNames;
    for (const InferredCollection &collection : shopFiles)
        shopNames << QString::fromStdString(collection.name);
    const LiveInference live = inferLive(server.uri(), { QStringLiteral("shop"), shopNames, 0 }, &error);
    QVERIFY2(live.outcome, qPrintable(error.message));
    QCOMPARE(live.outcome->relationships.size(), size_t(2));
    QCOMPARE(describe(live.outcome->model, live.outcome->relationships), describe(shopModel, expected));
}

void LiveInferenceTest::sampleOnTheServer_data()
{
    QTest::addColumn<ServerKind>("kind");
    QTest::newRow("jongodb (no $sample)") << ServerKind::Jongodb;
    QTest::newRow("CongoDB ($sample repeats)") << ServerKind::Congo;
}

void LiveInferenceTest::sampleOnTheServer()
{
    QFETCH(ServerKind, kind);
    TestServer server(kind);
    START_SERVER(server);
    mongoc_client_t *client = mongoc_client_new(server.uri().toUtf8().constData());
    QVERIFY(loadJsonLines(client, sourcePath(QStringLiteral("../shared/datasets/sample_mflix/theaters.json")), "mflix",
        "theaters"));
    mongoc_client_destroy(client);
    LiveError error;
    const LiveInference result = inferLive(server.uri(), { QStringLiteral("mflix"), { QStringLiteral("theaters") }, 200 }, &error);
    QVERIFY2(result.outcome, qPrintable(error.message));
    const InferredCollection &theaters = result.outcome->collections.front();
    const QString notices = result.outcome->notices.join(QLatin1Char('\n'));
    // The model counts the collection, the statistics the sample.
    QCOMPARE(entityNamed(result.outcome->model, "theaters")->estimatedCount, 1564);
    if (kind == ServerKind::Jongodb) {
        QCOMPARE(theaters.schema.documents(), uint64_t(200));
        QVERIFY2(notices.contains(QStringLiteral("cannot take a random sample")), qPrintable(notices));
        QVERIFY(notices.contains(QStringLiteral("not random")));
    } else {
        QVERIFY2(!notices.contains(QStringLiteral("not random")), qPrintable(notices));
        // Each document once: fewer than asked when the server repeated some.
        QVERIFY(theaters.schema.documents() <= 200 && theaters.schema.documents() >= 100);
        if (theaters.schema.documents() < 200)
            QVERIFY2(notices.contains(QStringLiteral("more than once")), qPrintable(notices));
    }
}

void LiveInferenceTest::commandLineInfersFromTheServer()
{
    TestServer server(ServerKind::Congo);
    START_SERVER(server);
    mongoc_client_t *client = mongoc_client_new(server.uri().toUtf8().constData());
    QVERIFY(loadGenerated(client, "shop", extendedReference()));
    mongoc_client_destroy(client);
    QTemporaryDir directory;
    const QString output = directory.filePath(QStringLiteral("shop.dmodel"));
    const CliRun run = runCli({ QStringLiteral("infer"), server.uri(), QStringLiteral("--db"), QStringLiteral("shop"),
        QStringLiteral("--sample"), QStringLiteral("all"), QStringLiteral("-o"), output });
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("relationship: customers → orders, extended-reference")), qPrintable(run.err));
    QVERIFY(run.err.contains(QStringLiteral("orders: 500 of 500 documents read")));
    const LoadResult loaded = loadModelFile(output);
    QVERIFY(loaded.model.has_value());
    QCOMPARE(loaded.model->relationships.size(), size_t(1));
    QCOMPARE(loaded.model->relationships.front().denormalized.size(), size_t(1));
    QCOMPARE(loaded.model->database, std::string("shop"));

    // Without --db it cannot know where to look.
    const CliRun missing = runCli({ QStringLiteral("infer"), server.uri(), QStringLiteral("-o"), output });
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(missing.err.contains(QStringLiteral("--db")));
}

// A model inferred from a server, references by natural keys and all, is
// one whose validators the server's documents pass: the check counts none
// failing, and apply plans no validator that existing documents fail.
void LiveInferenceTest::inferredModelFitsItsServer()
{
    TestServer server(ServerKind::Congo);
    START_SERVER(server);
    QTemporaryDir directory;
    writeMusicStore(directory.path());
    mongoc_client_t *client = mongoc_client_new(server.uri().toUtf8().constData());
    for (const char *name : { "Album", "Track", "users", "comments" })
        QVERIFY(loadJsonLines(client, directory.filePath(QString::fromLatin1(name) + QStringLiteral(".json")), "music", name));
    mongoc_client_destroy(client);
    const QString output = directory.filePath(QStringLiteral("music.dmodel"));
    const CliRun inferred = runCli({ QStringLiteral("infer"), server.uri(), QStringLiteral("--db"), QStringLiteral("music"),
        QStringLiteral("--sample"), QStringLiteral("all"), QStringLiteral("-o"), output });
    QVERIFY2(inferred.exitCode == 0, qPrintable(inferred.err));
    QVERIFY2(inferred.err.contains(QStringLiteral("relationship: Album → Track, parent-referencing")), qPrintable(inferred.err));

    const CliRun checked = runCli({ QStringLiteral("check"), output, server.uri(), QStringLiteral("--db"),
        QStringLiteral("music"), QStringLiteral("--format"), QStringLiteral("json") });
    QVERIFY2(checked.exitCode == 0, qPrintable(checked.out + checked.err));
    const JsonValue report = JsonValue::parse(checked.out.toStdString());
    QCOMPARE(report.at("collections").size(), size_t(4));
    for (const JsonValue &collection : report.at("collections")) {
        QVERIFY2(collection.at("failing").get<int>() == 0, collection.dump().c_str());
        QCOMPARE(collection.at("checked"), collection.at("total"));
    }

    const CliRun plan = runCli({ QStringLiteral("apply"), output, server.uri(), QStringLiteral("--dry-run") });
    QVERIFY2(plan.exitCode == 0, qPrintable(plan.out + plan.err));
    QVERIFY2(plan.out.contains(QStringLiteral("all 300 documents pass")), qPrintable(plan.out));
    QVERIFY2(!plan.out.contains(QStringLiteral("documents fail")), qPrintable(plan.out));
    QVERIFY(!plan.out.contains(QStringLiteral("--allow-invalid-data")));
}

QTEST_GUILESS_MAIN(LiveInferenceTest)
#include "tst_liveinference.moc"
