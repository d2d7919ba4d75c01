// SPDX-License-Identifier: GPL-3.0-or-later
// Data migrations run on a server (model/live/livemigration): in recorded
// batches that a second run resumes, a dry run that counts and writes
// nothing, the post-check and the children without a parent that hold the
// drop back (mockupdb records the commands; DOCMODELER_TEST_URI names a real
// server to run them on). The planned pipelines themselves:
// tst_migrationpipelines; fields, copies and renamed collections:
// tst_fieldmigration.
#include "migrationfixtures.h"
#include "testserver.h"
#include "testsupport.h"

#include "check/datacheck.h"
#include "migrate/datamigration.h"
#include "diff/modeldiff.h"
#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "preview/bsonptr.h"
#include "preview/documentgenerator.h"
#include "schema/derivedfields.h"
#include "schema/strategychange.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <mongoc/mongoc.h>
#include <nlohmann/json.hpp>

using namespace docmodel;
using namespace docmodel::test;
using nlohmann::json;

namespace {

// The old and the new model of the server tests, saved: invoice lines in
// their collection, then embedded in their invoices.
struct ModelPair {
    QTemporaryDir dir;
    QString oldFile = dir.filePath(QStringLiteral("old.dmodel"));
    QString newFile = dir.filePath(QStringLiteral("new.dmodel"));
    Model old = invoices();
    Model now = changeStrategy(invoices(), "invoice-lines", Strategy::Embed).model;
    ModelPair()
    {
        saveModelFile(old, oldFile);
        saveModelFile(now, newFile);
    }
};

// The old model's preview as a mockupdb --seed file, database "store".
QString seedFile(const QTemporaryDir &dir, const Collections &collections)
{
    const QString path = dir.filePath(QStringLiteral("seed.json"));
    test::writeFile(path, QByteArray::fromStdString(json { { "store", collections } }.dump()));
    return path;
}

// mockupdb (keeps) holding the old model's preview, recording every command.
// The mock acknowledges a $merge without writing: it is seeded with what
// the embed writes (run in mingo), as a server holds it once the step ran,
// so that the count of children that reached their parents is real.
struct SeededMock {
    ModelPair models;
    Collections before = previewCollections(models.old);
    QString record = models.dir.filePath(QStringLiteral("commands.jsonl"));
    TestServer server;
    explicit SeededMock(const QStringList &more = {})
        : server(ServerKind::Mock, QStringLiteral("keeps"),
              QStringList { QStringLiteral("--record"), record, QStringLiteral("--seed"),
                  seedFile(models.dir, embeddedBeforeTheDrop(before, planDataMigration(models.old, models.now))) }
                  + more)
    { }
};

// The aggregations that wrote ($merge) in a --record file, as their first
// stage: the batch's _id range.
QStringList recordedBatches(const QString &record)
{
    QStringList out;
    for (const QByteArray &line : test::readFile(record).split('\n')) {
        const json command = json::parse(line.toStdString(), nullptr, false);
        if (!command.is_object() || !command.contains("aggregate"))
            continue;
        const json &pipeline = command["pipeline"];
        if (std::ranges::any_of(pipeline, [](const json &stage) { return stage.contains("$merge"); }))
            out << QString::fromStdString(pipeline[0].dump());
    }
    return out;
}

// The progress records inserted into docmodeler_migrations, as kind/step/batch.
QStringList recordedProgress(const QString &record)
{
    QStringList out;
    for (const QByteArray &line : test::readFile(record).split('\n')) {
        const json command = json::parse(line.toStdString(), nullptr, false);
        if (!command.is_object() || command.value("insert", "") != "docmodeler_migrations")
            continue;
        for (const json &document : command["documents"])
            out << QString::fromStdString(document["_id"].get<std::string>()).section(QLatin1Char('/'), 1);
    }
    return out;
}

// A recorded command's name: its first key that is not "$db" and the like
// (the record's keys come back sorted).
std::string commandName(const json &command)
{
    for (const auto &[key, value] : command.items())
        if (!key.starts_with('$') && value.is_string())
            return key;
    return {};
}

// The commands of a --record file that change something on the server.
QStringList recordedWrites(const QString &record)
{
    static const std::set<std::string> writing = { "insert", "update", "delete", "findAndModify", "create",
        "createIndexes", "drop", "dropDatabase", "dropIndexes", "collMod", "renameCollection" };
    QStringList out;
    for (const QByteArray &line : test::readFile(record).split('\n')) {
        const json command = json::parse(line.toStdString(), nullptr, false);
        if (!command.is_object() || command.empty())
            continue;
        const std::string name = commandName(command);
        const bool merges = name == "aggregate" && command.contains("pipeline")
            && std::ranges::any_of(command["pipeline"],
                [](const json &stage) { return stage.contains("$merge") || stage.contains("$out"); });
        if (writing.contains(name) || merges)
            out << QString::fromStdString(line.toStdString());
    }
    return out;
}

// The lines embedded in the invoices.
size_t embeddedLines(const Collections &collections)
{
    size_t n = 0;
    for (const json &invoice : collections.at("Invoice"))
        n += invoice.contains("InvoiceLine") ? invoice["InvoiceLine"].size() : 0;
    return n;
}

// The recorded commands' names in order ("aggregate InvoiceLine", "drop InvoiceLine").
QStringList recordedCommands(const QString &record)
{
    QStringList out;
    for (const QByteArray &line : test::readFile(record).split('\n')) {
        const json command = json::parse(line.toStdString(), nullptr, false);
        if (command.is_object() && !commandName(command).empty())
            out << QString::fromStdString(commandName(command) + " " + command[commandName(command)].get<std::string>());
    }
    return out;
}

// The n-th smallest invoice _id (1-based), as relaxed Extended JSON.
std::string invoiceIdAt(const Collections &collections, size_t n)
{
    std::vector<std::string> ids;
    for (const json &invoice : collections.at("Invoice"))
        ids.push_back(invoice["_id"]["$oid"].get<std::string>());
    std::ranges::sort(ids);
    return json { { "$oid", ids.at(n - 1) } }.dump();
}

QString range(const std::string &after, const std::string &upTo)
{
    json bounds = json::object();
    if (!after.empty())
        bounds["$gt"] = json::parse(after);
    if (!upTo.empty())
        bounds["$lte"] = json::parse(upTo);
    return QString::fromStdString(json { { "$match", { { "_id", bounds } } } }.dump());
}

QStringList migrateArguments(const ModelPair &models, const QString &uri, QStringList more)
{
    return QStringList { QStringLiteral("migrate"), models.oldFile, models.newFile, uri, QStringLiteral("--yes"),
               QStringLiteral("--batch-size"), QStringLiteral("5") }
        + more;
}

// Inserts documents through the driver (the CLI never writes documents).
bool insertInto(const QString &uri, const std::string &collection, const std::vector<json> &documents, QString *error)
{
    bson_error_t failure;
    mongoc_uri_t *parsed = mongoc_uri_new_with_error(uri.toUtf8().constData(), &failure);
    mongoc_client_t *client = parsed ? mongoc_client_new_from_uri(parsed) : nullptr;
    bool ok = client != nullptr;
    if (ok) {
        mongoc_collection_t *target = mongoc_client_get_collection(client, "store", collection.c_str());
        for (const json &document : documents) {
            const std::string text = document.dump();
            bson_t *bson = bson_new_from_json(reinterpret_cast<const uint8_t *>(text.data()), ssize_t(text.size()), &failure);
            ok = bson && mongoc_collection_insert_one(target, bson, nullptr, nullptr, &failure);
            bson_destroy(bson);
            if (!ok)
                break;
        }
        mongoc_collection_destroy(target);
    }
    if (!ok)
        *error = QString::fromUtf8(failure.message);
    mongoc_client_destroy(client);
    mongoc_uri_destroy(parsed);
    return ok;
}

// Drops the tests' database "store" on a real server, whatever is there.
bool dropStore(const QString &uri, QString *error)
{
    mongoc_uri_t *parsed = mongoc_uri_new(uri.toUtf8().constData());
    mongoc_client_t *client = parsed ? mongoc_client_new_from_uri(parsed) : nullptr;
    mongoc_database_t *store = client ? mongoc_client_get_database(client, "store") : nullptr;
    bson_error_t failure;
    const bool ok = store && mongoc_database_drop(store, &failure);
    if (!ok)
        *error = store ? QString::fromUtf8(failure.message) : QStringLiteral("bad URI");
    mongoc_database_destroy(store);
    mongoc_client_destroy(client);
    mongoc_uri_destroy(parsed);
    return ok;
}

// Every document of the database's collections, as canonical Extended JSON.
Collections readAll(const QString &uri, const std::vector<std::string> &names)
{
    Collections out;
    mongoc_uri_t *parsed = mongoc_uri_new(uri.toUtf8().constData());
    mongoc_client_t *client = mongoc_client_new_from_uri(parsed);
    for (const std::string &name : names) {
        mongoc_collection_t *collection = mongoc_client_get_collection(client, "store", name.c_str());
        bson_t everything = BSON_INITIALIZER;
        mongoc_cursor_t *cursor = mongoc_collection_find_with_opts(collection, &everything, nullptr, nullptr);
        const bson_t *document = nullptr;
        while (mongoc_cursor_next(cursor, &document))
            out[name].push_back(json::parse(canonicalJson(document)));
        mongoc_cursor_destroy(cursor);
        mongoc_collection_destroy(collection);
    }
    mongoc_client_destroy(client);
    mongoc_uri_destroy(parsed);
    return out;
}

} // namespace

class TestDataMigration : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { mongoc_init(); }
    void cleanupTestCase() { mongoc_cleanup(); }
    void serverRunsInRecordedBatches();
    void interruptedRunResumes();
    void dryRunCountsAndSeesChanges();
    void scriptSharesTheProgress();
    void failingPostCheckKeepsOldData();
    void orphansAreCountedNeverLost();
    void realServer();
};

// Each step runs in batches by _id range, each batch recorded after it ran;
// the destructive step waits for --allow-drop.
void TestDataMigration::serverRunsInRecordedBatches()
{
    SeededMock mock;
    START_SERVER(mock.server);
    const ModelPair &models = mock.models;
    const Collections &before = mock.before;
    const QString &record = mock.record;
    const TestServer &server = mock.server;
    const test::CliRun run = test::runCli(migrateArguments(models, server.uri(), { QStringLiteral("--format"), QStringLiteral("json") }));
    QVERIFY2(run.exitCode >= 0, qPrintable(run.err));
    const json report = json::parse(run.out.toStdString(), nullptr, false);
    QVERIFY2(report.is_object(), qPrintable(run.out + run.err));
    // 12 invoices in batches of 5: up to the 5th, the 10th, and the rest.
    QCOMPARE(recordedBatches(record),
        QStringList({ range({}, invoiceIdAt(before, 5)), range(invoiceIdAt(before, 5), invoiceIdAt(before, 10)),
            range(invoiceIdAt(before, 10), {}) }));
    const json &embed = report["steps"][0];
    QCOMPARE(embed["state"].get<std::string>(), std::string("done"));
    QCOMPARE(embed["batches"].get<int>(), 3);
    QCOMPARE(embed["documentsRead"].get<int>(), 12);
    QCOMPARE(embed["target"]["collection"].get<std::string>(), std::string("Invoice"));
    QCOMPARE(embed["target"]["before"].get<int>(), 12);
    QCOMPARE(embed["target"]["after"].get<int>(), 12);
    QVERIFY(!embed.contains("countProblem"));
    const json &drop = report["steps"][1];
    QCOMPARE(drop["destructive"].get<bool>(), true);
    QCOMPARE(drop["state"].get<std::string>(), std::string("skipped"));
    QVERIFY(drop["message"].get<std::string>().find("--allow-drop") != std::string::npos);
    const QString id = QString::fromStdString(report["migration"].get<std::string>());
    QCOMPARE(id.size(), 16);
    QCOMPARE(recordedProgress(record),
        QStringList({ QStringLiteral("0/start"), QStringLiteral("0/batch1"), QStringLiteral("0/batch2"),
            QStringLiteral("0/batch3"), QStringLiteral("0/step") }));
    QCOMPARE(recordedWrites(record).size(), 3 + 5); // what a dry run must never send: the batches and records
    // The post-check read Invoice here (the server cannot evaluate
    // $jsonSchema) against the new model; mockupdb ran no $merge, so the
    // invoices lack their embedded lines and the run says so: exit 1.
    QCOMPARE(report["postCheck"][0]["collection"].get<std::string>(), std::string("Invoice"));
    QCOMPARE(report["postCheck"][0]["checked"].get<int>(), 12);
    QCOMPARE(run.exitCode, report["postCheck"][0]["failing"].get<int>() > 0 ? 1 : 0);

    // The same plan again: every step is recorded as done; nothing is sent.
    const qsizetype batchesBefore = recordedBatches(record).size();
    const test::CliRun again = test::runCli(migrateArguments(models, server.uri(), {}));
    QVERIFY2(again.out.contains(QStringLiteral("1. Embed each Invoice's InvoiceLine in Invoice.InvoiceLine: done before")), qPrintable(again.out));
    QCOMPARE(recordedBatches(record).size(), batchesBefore);
}

// The connection drops in the middle of the step (mockupdb closes the
// socket at the second batch); a run without --resume refuses to start
// over, and --resume sends only the batches not done.
void TestDataMigration::interruptedRunResumes()
{
    SeededMock mock({ QStringLiteral("--close-after-writes"), QStringLiteral("1") });
    START_SERVER(mock.server);
    const ModelPair &models = mock.models;
    const Collections &before = mock.before;
    const QString &record = mock.record;
    const TestServer &server = mock.server;
    test::CliRun run = test::runCli(migrateArguments(models, server.uri(), {}));
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("--resume")), qPrintable(run.err));
    QCOMPARE(recordedProgress(record), QStringList({ QStringLiteral("0/start"), QStringLiteral("0/batch1") }));

    run = test::runCli(migrateArguments(models, server.uri(), {}));
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains(QStringLiteral("stopped before its end")), qPrintable(run.out));
    QCOMPARE(recordedBatches(record).size(), 2); // the first, and the one cut off

    run = test::runCli(migrateArguments(models, server.uri(), { QStringLiteral("--resume") }));
    QVERIFY2(run.exitCode == 0 || run.exitCode == 1, qPrintable(run.err));
    QVERIFY2(run.out.contains(QStringLiteral("2 batches in this run, 1 before it")), qPrintable(run.out));
    // Batch 1 was never sent again; batch 2 (cut off before it ran) and 3 were.
    const QString second = range(invoiceIdAt(before, 5), invoiceIdAt(before, 10));
    QCOMPARE(recordedBatches(record),
        QStringList({ range({}, invoiceIdAt(before, 5)), second, second, range(invoiceIdAt(before, 10), {}) }));
    QCOMPARE(recordedProgress(record),
        QStringList({ QStringLiteral("0/start"), QStringLiteral("0/batch1"), QStringLiteral("0/batch2"),
            QStringLiteral("0/batch3"), QStringLiteral("0/step") }));
}

// A dry run counts and shows, writes no document, and records its counts;
// a run after the documents changed stops before any step.
void TestDataMigration::dryRunCountsAndSeesChanges()
{
    SeededMock mock;
    START_SERVER(mock.server);
    const ModelPair &models = mock.models;
    const Collections &before = mock.before;
    const QString &record = mock.record;
    const TestServer &server = mock.server;
    test::CliRun run = test::runCli(migrateArguments(models, server.uri(), { QStringLiteral("--dry-run") }));
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QStringLiteral("1. Embed each Invoice's InvoiceLine in Invoice.InvoiceLine: planned\n"
                                             "   reads 12 documents of Invoice, writes 12\n")),
        qPrintable(run.out));
    QCOMPARE(run.out.count(QStringLiteral("   before: {")), 3);
    QCOMPARE(run.out.count(QStringLiteral("   after:  {")), 3);
    QVERIFY(run.out.contains(QStringLiteral("2. Drop the collection InvoiceLine: its documents are embedded in Invoice now (destructive): planned")));
    // Nothing written: no batch, no progress record, no collection, no index.
    QCOMPARE(recordedWrites(record), QStringList());
    QVERIFY2(run.err.contains(QLatin1String("Nothing was written to the server")), qPrintable(run.err));

    // Someone adds an invoice; the run sees it and touches nothing.
    QString error;
    QVERIFY2(insertInto(server.uri(), "Invoice", { before.at("Invoice").front() }, &error), qPrintable(error));
    run = test::runCli(migrateArguments(models, server.uri(), {}));
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains(QStringLiteral("Invoice holds 13 documents, 12 at the dry run")), qPrintable(run.out));
    QCOMPARE(recordedBatches(record), QStringList());

    // Bad input: no URI and no --script is a listing; a URI with --script is refused.
    run = test::runCli({ QStringLiteral("migrate"), models.oldFile, models.newFile, server.uri(), QStringLiteral("--script") });
    QCOMPARE(run.exitCode, 2);
    run = test::runCli(migrateArguments(models, server.uri(), { QStringLiteral("--batch-size"), QStringLiteral("0") }));
    QCOMPARE(run.exitCode, 2);
}

// The mongosh script (run by the real mongosh) sends the same batches and
// writes the same progress records as the CLI: a CLI run after it finds
// every step done, and the script run again skips them too.
void TestDataMigration::scriptSharesTheProgress()
{
    SeededMock mock;
    START_SERVER(mock.server);
    const QString script = mock.models.dir.filePath(QStringLiteral("migrate.js"));
    test::CliRun run = test::runCli({ QStringLiteral("migrate"), mock.models.oldFile, mock.models.newFile, QStringLiteral("--script"),
        QStringLiteral("--batch-size"), QStringLiteral("5"), QStringLiteral("-o"), script });
    QCOMPARE(run.exitCode, 0);
    ShellRun shell = runMongosh(mock.server.uri(), QString::fromUtf8(test::readFile(script)));
    QVERIFY2(shell.exitCode == 0, qPrintable(shell.out + shell.err));
    QVERIFY2(shell.out.contains(QStringLiteral("batch 3")), qPrintable(shell.out));
    QCOMPARE(recordedBatches(mock.record),
        QStringList({ range({}, invoiceIdAt(mock.before, 5)), range(invoiceIdAt(mock.before, 5), invoiceIdAt(mock.before, 10)),
            range(invoiceIdAt(mock.before, 10), {}) }));
    QCOMPARE(recordedProgress(mock.record),
        QStringList({ QStringLiteral("0/start"), QStringLiteral("0/batch1"), QStringLiteral("0/batch2"),
            QStringLiteral("0/batch3"), QStringLiteral("0/step") }));
    run = test::runCli(migrateArguments(mock.models, mock.server.uri(), {}));
    QVERIFY2(run.out.contains(QStringLiteral("1. Embed each Invoice's InvoiceLine in Invoice.InvoiceLine: done before")), qPrintable(run.out));
    shell = runMongosh(mock.server.uri(), QString::fromUtf8(test::readFile(script)));
    QVERIFY2(shell.out.contains(QStringLiteral("done before")), qPrintable(shell.out));
    QCOMPARE(recordedBatches(mock.record).size(), 3);
}

// Documents that do not fit the new model after the steps (here: totals
// still text, as mockupdb runs no pipeline) are counted by the post-check,
// and the destructive step waits even with --allow-drop.
void TestDataMigration::failingPostCheckKeepsOldData()
{
    QTemporaryDir dir;
    Model old = invoices();
    old.entities[0].fields[2].types = { BsonType::String }; // Total, as text
    old.entities[0].fields.push_back(makeField("Legacy", { BsonType::String }));
    const QString oldFile = dir.filePath(QStringLiteral("old.dmodel"));
    const QString newFile = dir.filePath(QStringLiteral("new.dmodel"));
    QVERIFY(saveModelFile(old, oldFile).isEmpty());
    QVERIFY(saveModelFile(invoices(), newFile).isEmpty());
    const QString record = dir.filePath(QStringLiteral("commands.jsonl"));
    TestServer server(ServerKind::Mock, QStringLiteral("keeps"),
        { QStringLiteral("--record"), record, QStringLiteral("--seed"), seedFile(dir, previewCollections(old)) });
    START_SERVER(server);
    const test::CliRun run = test::runCli({ QStringLiteral("migrate"), oldFile, newFile, server.uri(), QStringLiteral("--yes"),
        QStringLiteral("--allow-drop") });
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains(QStringLiteral("1. Convert Invoice.Total from string to double")), qPrintable(run.out));
    QVERIFY2(run.out.contains(QStringLiteral("post-check of Invoice: 12 of 12 documents fail")), qPrintable(run.out));
    QVERIFY2(run.out.contains(QStringLiteral("2. Remove Invoice.Legacy, which the new model no longer has (destructive): skipped\n"
                                             "   the post-check found documents that do not fit the new model; the old data stays")),
        qPrintable(run.out));
    QCOMPARE(recordedBatches(record).size(), 1); // the conversion, and no removal
}

// With DOCMODELER_TEST_URI, the steps run on a real server: the invoices
// hold their own lines and pass the new model's validator, and the lines'
// collection is dropped after the post-check passed.
// Lines whose invoice does not exist are counted before the embed; the
// drop of their collection refuses while they are there unless the person
// chose: moved elsewhere first, or dropped as counted. mingo runs the
// pipelines (nothing lost in any choice); the mock server answers the
// commands, seeded as after the embed so that the post-check passes.
void TestDataMigration::orphansAreCountedNeverLost()
{
    if (QStandardPaths::findExecutable(QStringLiteral("node")).isEmpty())
        DOCMODELER_PEER_MISSING("node is not installed (scripts/test installs it)");
    ModelPair models;
    Collections before = previewCollections(models.old);
    addOrphanLines(before, 3);
    const size_t lines = before.at("InvoiceLine").size();
    const DataMigration migration = planDataMigration(models.old, models.now);
    QVERIFY(migration.steps.back().drop && migration.steps.back().carriesChildren());

    const Collections kept = runInMingo(before, migration);
    QCOMPARE(kept.at("InvoiceLine").size(), lines); // the drop refused: every line is still there
    QCOMPARE(embeddedLines(kept), lines - 3);
    const Collections moved = runInMingo(before, migration, nullptr, { OrphanPolicy::Kind::MoveTo, "LostLines" });
    QVERIFY(!moved.contains("InvoiceLine"));
    QCOMPARE(moved.at("LostLines").size(), size_t(3));
    QCOMPARE(embeddedLines(moved) + moved.at("LostLines").size(), lines);
    const Collections dropped = runInMingo(before, migration, nullptr, { OrphanPolicy::Kind::Drop, {} });
    QVERIFY(!dropped.contains("InvoiceLine") && !dropped.contains("LostLines"));
    QCOMPARE(embeddedLines(dropped), lines - 3); // the three counted, then dropped as asked

    const Collections embedded = embeddedBeforeTheDrop(before, migration);
    const auto serve = [&](const QString &record) {
        return std::make_unique<TestServer>(ServerKind::Mock, QStringLiteral("keeps"),
            QStringList { QStringLiteral("--record"), record, QStringLiteral("--seed"), seedFile(models.dir, embedded) });
    };
    const QString record = models.dir.filePath(QStringLiteral("orphans.jsonl"));
    auto server = serve(record);
    START_SERVER(*server);
    test::CliRun run = test::runCli(migrateArguments(models, server->uri(), { QStringLiteral("--dry-run") }));
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    QVERIFY2(run.out.contains(QLatin1String("3 InvoiceLine have no Invoice: they are not embedded")), qPrintable(run.out));
    QVERIFY(run.out.contains(QLatin1String("3 InvoiceLine have no Invoice and were not embedded: the drop refuses")));

    run = test::runCli(migrateArguments(models, server->uri(), { QStringLiteral("--allow-drop") }));
    QVERIFY2(run.exitCode == 1, qPrintable(run.out + run.err));
    QVERIFY2(run.out.contains(QLatin1String("the drop refuses")), qPrintable(run.out));
    QVERIFY(run.out.contains(QLatin1String("--orphans move-to=COLLECTION or --orphans drop")));
    QVERIFY(!recordedCommands(record).contains(QStringLiteral("drop InvoiceLine")));

    run = test::runCli(migrateArguments(models, server->uri(),
        { QStringLiteral("--allow-drop"), QStringLiteral("--orphans"), QStringLiteral("move-to=LostLines") }));
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    QVERIFY2(run.out.contains(QLatin1String("3 InvoiceLine have no Invoice: moved to LostLines before the drop")),
        qPrintable(run.out));
    QVERIFY2(run.out.contains(QStringLiteral("%1 of the %1 InvoiceLine that have their Invoice are embedded in it")
                                  .arg(lines - 3)),
        qPrintable(run.out));
    const QStringList commands = recordedCommands(record);
    const qsizetype drop = commands.indexOf(QStringLiteral("drop InvoiceLine"));
    QVERIFY2(drop > 0, qPrintable(commands.join(QLatin1Char('\n'))));
    QVERIFY(test::readFile(record).contains("\"into\": \"LostLines\"") || test::readFile(record).contains("\"into\":\"LostLines\""));

    const QString second = models.dir.filePath(QStringLiteral("dropped.jsonl"));
    server = serve(second);
    START_SERVER(*server);
    run = test::runCli(migrateArguments(models, server->uri(),
        { QStringLiteral("--allow-drop"), QStringLiteral("--orphans"), QStringLiteral("drop") }));
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    QVERIFY(run.out.contains(QLatin1String("3 InvoiceLine have no Invoice: dropped with the collection, as asked")));
    QVERIFY(recordedCommands(second).contains(QStringLiteral("drop InvoiceLine")));
    QCOMPARE(test::runCli(migrateArguments(models, server->uri(), { QStringLiteral("--orphans"), QStringLiteral("lose") }))
                 .exitCode,
        2);

    // The embed wrote nothing (the mock acknowledges a $merge without
    // writing): no line reached its invoice, so the drop does not run,
    // whatever --orphans says.
    const QString fourth = models.dir.filePath(QStringLiteral("unembedded.jsonl"));
    server = std::make_unique<TestServer>(ServerKind::Mock, QStringLiteral("keeps"),
        QStringList { QStringLiteral("--record"), fourth, QStringLiteral("--seed"), seedFile(models.dir, before) });
    START_SERVER(*server);
    run = test::runCli(migrateArguments(models, server->uri(),
        { QStringLiteral("--allow-drop"), QStringLiteral("--orphans"), QStringLiteral("drop") }));
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains(QStringLiteral("0 of the %1 InvoiceLine that have their Invoice are embedded in it: not "
                                             "every child arrived")
                                  .arg(lines - 3)),
        qPrintable(run.out));
    QVERIFY2(run.out.contains(QLatin1String("fewer children reached their parents than there were to embed; the "
                                            "old data stays")),
        qPrintable(run.out));
    QVERIFY(!recordedCommands(fourth).contains(QStringLiteral("drop InvoiceLine")));

    // An invoice without lines: the dry run counts the parents with nothing to embed.
    Collections lonely = before;
    json invoice = lonely.at("Invoice").front();
    invoice["_id"] = { { "$oid", "eeeeeeeeeeeeeeeeeeeeeee1" } };
    invoice["InvoiceId"] = { { "$numberInt", "700000" } };
    lonely["Invoice"].push_back(invoice);
    const QString third = models.dir.filePath(QStringLiteral("lonely.jsonl"));
    server = std::make_unique<TestServer>(ServerKind::Mock, QStringLiteral("keeps"),
        QStringList { QStringLiteral("--record"), third, QStringLiteral("--seed"), seedFile(models.dir, lonely) });
    START_SERVER(*server);
    run = test::runCli(migrateArguments(models, server->uri(), { QStringLiteral("--dry-run"), QStringLiteral("--format"),
        QStringLiteral("json") }));
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    const json embed = json::parse(run.out.toStdString())["steps"][0];
    QCOMPARE(embed["parentsWithoutChildren"].get<int>(), 1);
    QCOMPARE(embed["orphans"]["documents"].get<int>(), 3);
    QVERIFY2(embed["message"].get<std::string>().ends_with("; 1 Invoice has no InvoiceLine to embed"),
        embed["message"].get<std::string>().c_str());
}

void TestDataMigration::realServer()
{
    const QString uri = qEnvironmentVariable("DOCMODELER_TEST_URI");
    if (uri.isEmpty())
        QSKIP("DOCMODELER_TEST_URI is not set (a real server to migrate on)");
    ModelPair models;
    const Collections before = previewCollections(models.old);
    QString error;
    QVERIFY2(dropStore(uri, &error), qPrintable(error));
    for (const auto &[name, documents] : before)
        QVERIFY2(insertInto(uri, name, documents, &error), qPrintable(error));
    const test::CliRun run = test::runCli(migrateArguments(models, uri, { QStringLiteral("--db"), QStringLiteral("store"),
        QStringLiteral("--allow-drop") }));
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    const Collections after = readAll(uri, { "Invoice", "InvoiceLine", "Track" });
    QVERIFY(!after.contains("InvoiceLine"));
    const QStringList failing = failingDocuments(models.now, after);
    QVERIFY2(failing.isEmpty(), qPrintable(failing.join('\n')));
    QCOMPARE(linesIn(after), linesIn(before));
}

QTEST_GUILESS_MAIN(TestDataMigration)
#include "tst_datamigration.moc"
