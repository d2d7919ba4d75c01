// SPDX-License-Identifier: GPL-3.0-or-later
// The data check against live servers, and apply never setting a validator
// blind. A server that evaluates $jsonSchema counts the failing documents
// itself (mockupdb's "validates" scenario answers as one does); CongoDB
// refuses $jsonSchema in queries and jongodb accepts it and matches
// nothing: both are detected, and their documents read and checked here.
#include "testserver.h"
#include "testsupport.h"

#include "io/modelreader.h"
#include "io/modelwriter.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

// invoices refer to their invoice by an ObjectId InvoiceId (the model says
// so; three of the server's five hold an int); customers have a Name.
const char *const kMusicModel = R"({"formatVersion": 3, "name": "music", "database": "music", "entities": [
  {"id": "invoices", "name": "invoices", "fields": [
    {"name": "_id", "type": "int", "required": true},
    {"name": "InvoiceId", "type": "objectId", "required": true},
    {"name": "CustomerId", "type": "int"},
    {"name": "Total", "type": "double"}]},
  {"id": "customers", "name": "customers", "fields": [
    {"name": "_id", "type": "int", "required": true},
    {"name": "Name", "type": "string", "required": true}]}]})";

QString writeModel(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("music.dmodel"));
    writeFile(path, kMusicModel);
    return path;
}

JsonValue collectionNamed(const JsonValue &report, const std::string &name)
{
    for (const JsonValue &collection : report.at("collections"))
        if (collection.at("collection") == name)
            return collection;
    return JsonValue();
}

// The collMod commands of a --record file: their validationLevel and action.
QStringList recordedCollMods(const QString &record)
{
    QStringList out;
    for (const QByteArray &line : readFile(record).split('\n')) {
        const JsonValue command = JsonValue::parse(line.toStdString(), nullptr, false);
        if (command.is_object() && command.contains("collMod"))
            out << QString::fromStdString(command.at("collMod").get<std::string>() + " "
                + command.value("validationLevel", std::string("-")) + " " + command.value("validationAction", std::string("-")));
    }
    return out;
}

} // namespace

class TestLiveCheck : public QObject
{
    Q_OBJECT

private slots:
    void serverCounts();
    void whatTheServerLacksIsAFinding();
    void applyRefusesAValidatorTheDataFails();
    void localWhereTheServerCannotCount_data();
    void localWhereTheServerCannotCount();
};

// The server counts; the first failing documents are explained here.
void TestLiveCheck::serverCounts()
{
    QTemporaryDir dir;
    TestServer server(ServerKind::Mock, QStringLiteral("validates"));
    START_SERVER(server);
    const CliRun run = runCli({QStringLiteral("check"), writeModel(dir), server.uri(), QStringLiteral("--db"),
        QStringLiteral("music"), QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--examples"),
        QStringLiteral("2")});
    QCOMPARE(run.exitCode, 1);
    const JsonValue report = JsonValue::parse(run.out.toStdString());
    const JsonValue invoices = collectionNamed(report, "invoices");
    QCOMPARE(invoices.at("method").get<std::string>(), std::string("server"));
    QCOMPARE(invoices.at("checked").get<int>(), 5);
    QCOMPARE(invoices.at("failing").get<int>(), 3);
    QCOMPARE(invoices.at("examples").size(), size_t(2));
    QCOMPARE(invoices.at("examples")[0].at("_id").get<int>(), 1);
    QCOMPARE(invoices.at("examples")[1].at("_id").get<int>(), 2);
    const JsonValue &rule = invoices.at("rules")[0];
    QCOMPARE(rule.at("path").get<std::string>() + " " + rule.at("reason").get<std::string>(),
        std::string("InvoiceId must be objectId, is int"));
    const JsonValue customers = collectionNamed(report, "customers");
    QCOMPARE(customers.at("method").get<std::string>(), std::string("server"));
    QCOMPARE(customers.at("failing").get<int>(), 0);

    const CliRun text = runCli({QStringLiteral("check"), writeModel(dir), server.uri(), QStringLiteral("--db"),
        QStringLiteral("music"), QStringLiteral("--collection"), QStringLiteral("invoices")});
    QVERIFY2(text.out.contains(QLatin1String("invoices: 3 of 5 documents fail (60.0 %) (counted by the server; reasons "
                                             "from 3 of the failing documents)")),
        qPrintable(text.out));
    QVERIFY(!text.out.contains(QLatin1String("customers")));
}

// A collection the server lacks, or a database name with a typo, is a
// finding with its own exit code, never "0 of 0 documents fail"; the URI's
// database is read as --db is, and --db wins.
void TestLiveCheck::whatTheServerLacksIsAFinding()
{
    QTemporaryDir dir;
    TestServer server(ServerKind::Mock, QStringLiteral("validates"));
    START_SERVER(server);
    const QString model = dir.filePath(QStringLiteral("music.dmodel"));
    writeFile(model, R"({"formatVersion": 3, "name": "music", "entities": [
      {"id": "customers", "name": "customers", "fields": [{"name": "Name", "type": "string", "required": true}]},
      {"id": "artists", "name": "artists", "fields": [{"name": "Name", "type": "string"}]}]})");
    QUrl inMusic(server.uri());
    inMusic.setPath(QStringLiteral("/music"));
    CliRun run = runCli({QStringLiteral("check"), model, inMusic.toString()});
    QVERIFY2(run.exitCode == 3, qPrintable(run.out + run.err));
    QVERIFY2(run.out.contains(QLatin1String("customers: all 2 documents pass")), qPrintable(run.out));
    QVERIFY2(run.out.contains(QLatin1String("artists: not checked, not found in database music")), qPrintable(run.out));
    QVERIFY(run.out.contains(QLatin1String("1 collection was not checked")));
    run = runCli({QStringLiteral("check"), model, inMusic.toString(), QStringLiteral("--allow-missing")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));

    // A typo in the database: nothing was checked, and the likely name is said.
    run = runCli({QStringLiteral("check"), model, inMusic.toString(), QStringLiteral("--db"), QStringLiteral("musci"),
        QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(run.exitCode, 3);
    const JsonValue report = JsonValue::parse(run.out.toStdString());
    QCOMPARE(report.at("checked").get<int>(), 0);
    QCOMPARE(report.at("unchecked").size(), size_t(2));
    QCOMPARE(report.at("unchecked")[0].at("reason").get<std::string>(),
        std::string("not found: the server has no database musci (the server has music)"));
    run = runCli({QStringLiteral("check"), model, inMusic.toString(), QStringLiteral("--db"), QStringLiteral("musci")});
    QVERIFY2(run.out.contains(QLatin1String("Nothing was checked: 2 collections had no documents to check.")),
        qPrintable(run.out));
}

// The plan says what each validator does to the documents there; one that
// fails them is not applied unless moderate, warn or --allow-invalid-data.
void TestLiveCheck::applyRefusesAValidatorTheDataFails()
{
    QTemporaryDir dir;
    const QString record = dir.filePath(QStringLiteral("commands.jsonl"));
    TestServer server(ServerKind::Mock, QStringLiteral("validates"), {QStringLiteral("--record"), record});
    START_SERVER(server);
    const QString model = writeModel(dir);
    const QStringList apply{QStringLiteral("apply"), model, server.uri(), QStringLiteral("--yes")};

    const CliRun dry = runCli(apply + QStringList{QStringLiteral("--dry-run")});
    QCOMPARE(dry.exitCode, 0);
    QVERIFY2(dry.out.contains(QLatin1String("[destructive] [skipped without --allow-invalid-data] set validator invoices")),
        qPrintable(dry.out));
    QVERIFY(dry.out.contains(QLatin1String("3 of 5 documents fail (60.0 %): InvoiceId must be objectId, is int")));
    QVERIFY(dry.out.contains(QLatin1String("all 2 documents pass")));
    // Each validator step says how it will judge writes; the header counts
    // every step the plan lists.
    QCOMPARE(dry.out.count(QLatin1String("validationLevel strict, validationAction error")), 2);
    const QRegularExpressionMatch header
        = QRegularExpression(QStringLiteral("^Database \\S+: (\\d+) difference")).match(dry.out);
    QVERIFY2(header.hasMatch(), qPrintable(dry.out));
    QCOMPARE(dry.out.count(QRegularExpression(QStringLiteral("\n  \\d+\\. "))), header.captured(1).toInt());

    const CliRun refused = runCli(apply);
    QCOMPARE(refused.exitCode, 1);
    QVERIFY(refused.err.contains(QLatin1String("Not applied: existing documents fail 1 of the new validators")));
    QCOMPARE(recordedCollMods(record), QStringList());

    const CliRun moderate = runCli(apply + QStringList{QStringLiteral("--validation-level"), QStringLiteral("moderate")});
    QVERIFY2(moderate.exitCode == 0, qPrintable(moderate.out + moderate.err));
    QCOMPARE(recordedCollMods(record),
        QStringList({QStringLiteral("invoices moderate error"), QStringLiteral("customers strict error")}));
    // Counted again by the server once applied.
    QVERIFY2(moderate.out.contains(QLatin1String("after the apply, invoices: 3 of 5 documents fail")), qPrintable(moderate.out));
    QVERIFY2(moderate.out.contains(QLatin1String("validationLevel moderate, validationAction error")), qPrintable(moderate.out));
    // Per collection: only the named step changes; a name with no validator
    // step in the plan is refused, not ignored.
    const CliRun perStep = runCli(apply + QStringList{QStringLiteral("--validation-action"), QStringLiteral("invoices=warn")});
    QVERIFY2(perStep.exitCode == 0, qPrintable(perStep.out + perStep.err));
    // (customers keeps the validator the run before set: no step for it now.)
    QCOMPARE(recordedCollMods(record).mid(2), QStringList({QStringLiteral("invoices strict warn")}));
    const CliRun typo = runCli(apply + QStringList{QStringLiteral("--validation-level"), QStringLiteral("invoice=moderate")});
    QCOMPARE(typo.exitCode, 2);
    QVERIFY2(typo.err.contains(QLatin1String("invoice has no validator step")), qPrintable(typo.err));
    QCOMPARE(recordedCollMods(record).size(), 3);

    const CliRun json = runCli(apply + QStringList{QStringLiteral("--dry-run"), QStringLiteral("--format"), QStringLiteral("json")});
    const JsonValue plan = JsonValue::parse(json.out.toStdString()).at("plan");
    bool seen = false;
    for (const JsonValue &step : plan.at("steps"))
        if (step.at("collection") == "invoices" && step.contains("existingDocuments")) {
            QCOMPARE(step.at("existingDocuments").at("failing").get<int>(), 3);
            seen = true;
        }
    QVERIFY(seen);

    const CliRun forced = runCli(apply + QStringList{QStringLiteral("--allow-invalid-data")});
    QVERIFY2(forced.exitCode == 0, qPrintable(forced.out + forced.err));
    QCOMPARE(recordedCollMods(record).last(), QStringLiteral("invoices strict error"));

    const CliRun badMode = runCli(apply + QStringList{QStringLiteral("--validation-action"), QStringLiteral("ignore")});
    QCOMPARE(badMode.exitCode, 2);
}

void TestLiveCheck::localWhereTheServerCannotCount_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("why");
    QTest::newRow("CongoDB") << int(ServerKind::Congo) << QStringLiteral("the server refuses $jsonSchema in queries");
    QTest::newRow("jongodb") << int(ServerKind::Jongodb)
                             << QStringLiteral("accepts $jsonSchema in queries but does not evaluate it");
}

void TestLiveCheck::localWhereTheServerCannotCount()
{
    QFETCH(int, kind);
    QFETCH(QString, why);
    QTemporaryDir dir;
    TestServer server{ServerKind(kind)};
    START_SERVER(server);
    // CongoDB keeps only ObjectId _ids: the model's int _id is left out here.
    const ShellRun seeded = runMongosh(server.uri(), QStringLiteral(R"((function () {
        db.getSiblingDB('music').customers.insertMany([{Name: 'Ana'}, {Name: 7}, {}, {Name: 'Bo', extra: true}]);
    })())"));
    QVERIFY2(seeded.exitCode == 0, qPrintable(seeded.err));
    const QString model = dir.filePath(QStringLiteral("customers.dmodel"));
    writeFile(model, R"({"formatVersion": 3, "name": "music", "entities": [{"id": "customers", "name": "customers",
        "fields": [{"name": "Name", "type": "string", "required": true}]}]})");
    const CliRun run = runCli({QStringLiteral("check"), model, server.uri(), QStringLiteral("--db"), QStringLiteral("music"),
        QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(run.exitCode, 1);
    const JsonValue customers = collectionNamed(JsonValue::parse(run.out.toStdString()), "customers");
    QCOMPARE(customers.at("method").get<std::string>(), std::string("every-document"));
    QCOMPARE(customers.at("checked").get<int>(), 4);
    QCOMPARE(customers.at("failing").get<int>(), 2);
    QVERIFY2(QString::fromStdString(customers.at("notices").dump()).contains(why), customers.at("notices").dump().c_str());
    bool extra = false;
    for (const JsonValue &drift : customers.at("drift"))
        extra = extra || (drift.at("field") == "extra" && drift.at("kind") == "field-not-in-model");
    QVERIFY(extra);
}

QTEST_GUILESS_MAIN(TestLiveCheck)
#include "tst_livecheck.moc"
