// docmodeler-cli diff and apply against real wire-protocol servers, the
// semantic comparison under them, and model-to-model diffs with golden
// change lists and a migration script run through mongosh.
#include "testserver.h"
#include "testsupport.h"

#include "diff/modeldiff.h"
#include "diff/semanticcompare.h"
#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "live/livewait.h"

#include <QDir>
#include <QFileInfo>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QtTest>

#include <map>

using namespace docmodel;
using namespace docmodel::test;

namespace {

const bool kUpdateGolden = qEnvironmentVariableIsSet("DOCMODELER_UPDATE_GOLDEN");

QString example(const QString &name)
{
    return sourcePath(QStringLiteral("resources/examples/%1.dmodel").arg(name));
}

// Index names of a collection, as listIndexes answers them through mongosh.
QStringList serverIndexes(const QString &uri, const QString &database, const QString &collection)
{
    const ShellRun run = runMongosh(uri,
        QStringLiteral("print(db.getSiblingDB(%1).getCollection(%2).getIndexes().map(i => i.name).sort().join(','))")
            .arg(QString::fromStdString(JsonValue(database.toStdString()).dump()),
                QString::fromStdString(JsonValue(collection.toStdString()).dump())));
    return run.out.trimmed().split(QLatin1Char(','), Qt::SkipEmptyParts);
}

// Index names of every collection, read through the live layer (one
// connection, no shell started per collection).
std::map<std::string, QStringList> serverIndexesOf(const QString &uri, const QString &database, const Model &model)
{
    LiveConnection connection;
    ConnectionSettings settings;
    settings.uri = uri;
    LiveError error;
    std::map<std::string, QStringList> out;
    if (!connection.open(settings, QString(), &error))
        return out;
    QStringList names;
    for (const Entity &entity : model.entities)
        names << QString::fromStdString(entity.name);
    DatabaseState state;
    waitForResult(connection, connection.requestState(database, names), &LiveConnection::stateReceived, &state, &error);
    for (const CollectionState &collection : state.collections) {
        QStringList indexes { QStringLiteral("_id_") };
        for (const JsonValue &spec : collection.indexes)
            indexes << QString::fromStdString(spec.at("name").get<std::string>());
        indexes.sort();
        out[collection.name] = indexes;
    }
    return out;
}

QStringList modelIndexes(const Model &model, const std::string &collection)
{
    QStringList names { QStringLiteral("_id_") };
    const DatabaseState state = modelState(model);
    for (const JsonValue &spec : state.find(collection)->indexes)
        names << QString::fromStdString(spec.at("name").get<std::string>());
    names.sort();
    return names;
}

} // namespace


class TestApplyCli : public QObject
{
    Q_OBJECT

private slots:
    void semanticComparison()
    {
        const JsonValue wanted = JsonValue::parse(
            R"({"$jsonSchema": {"bsonType": "object", "required": ["b", "a"], "properties": {"n": {"bsonType": "int"}, "s": {"bsonType": ["string", "null"]}}}})");
        const JsonValue actual = JsonValue::parse(
            R"({"$jsonSchema": {"properties": {"s": {"bsonType": ["null", "string"]}, "n": {"bsonType": ["int"]}}, "required": ["a", "b"], "bsonType": "object"}})");
        QVERIFY(sameValidator(wanted, actual));
        JsonValue other = actual;
        other["$jsonSchema"]["properties"]["n"]["bsonType"] = "long";
        QVERIFY(!sameValidator(wanted, other));

        const JsonValue model = JsonValue::parse(R"({"key": {"t": "text", "a": "text"}, "name": "t"})");
        const JsonValue server = JsonValue::parse(
            R"({"v": 2, "key": {"_fts": "text", "_ftsx": 1}, "name": "t", "weights": {"a": 1, "t": 1}, "default_language": "english", "language_override": "language", "textIndexVersion": 3})");
        QVERIFY(indexDifferences(model, server).empty());
        const JsonValue ttl = JsonValue::parse(R"({"key": {"at": 1.0}, "name": "at_1", "expireAfterSeconds": 60})");
        const JsonValue ttlServer = JsonValue::parse(R"({"v": 2, "key": {"at": 1}, "name": "at_1", "expireAfterSeconds": 3600})");
        QCOMPARE(indexDifferences(ttl, ttlServer), std::vector<std::string>({ "expireAfterSeconds" }));
        const JsonValue collated = JsonValue::parse(R"({"key": {"n": 1}, "name": "n_1", "collation": {"locale": "fr"}})");
        const JsonValue collatedServer = JsonValue::parse(
            R"({"key": {"n": 1}, "name": "n_1", "collation": {"locale": "fr", "strength": 3, "caseLevel": false}})");
        QVERIFY(indexDifferences(collated, collatedServer).empty());
    }

    void planOrdersAndKeepsDropsUnselected()
    {
        LoadResult loaded = loadModelFile(example(QStringLiteral("blog")));
        QVERIFY(loaded.ok());
        DatabaseState server;
        server.database = "blog";
        CollectionState comments;
        comments.name = "comments";
        comments.indexes.push_back(JsonValue::parse(R"({"key": {"date": -1}, "name": "date_-1", "expireAfterSeconds": 10})"));
        comments.indexes.push_back(JsonValue::parse(R"({"key": {"handmade": 1}, "name": "handmade_1"})"));
        server.collections.push_back(comments);
        CollectionState stray;
        stray.name = "stray";
        server.collections.push_back(stray);
        const Plan plan = planChanges(modelState(*loaded.model), server);
        QStringList kinds;
        for (const PlanStep &step : plan.steps)
            kinds << stepKindName(step.kind) + QLatin1Char(' ') + QString::fromStdString(step.collection)
                    + (step.selected ? QString() : QStringLiteral(" (unselected)"));
        QCOMPARE(kinds,
            QStringList({ QStringLiteral("create collection posts"), QStringLiteral("set validator comments"),
                QStringLiteral("create index posts"), QStringLiteral("create index comments"),
                QStringLiteral("change index comments"), QStringLiteral("drop index comments (unselected)"),
                QStringLiteral("drop collection stray (unselected)") }));
        const PlanStep &ttl = plan.steps[4];
        QCOMPARE(ttl.command.dump(), std::string(R"({"collMod":"comments","index":{"name":"date_-1","expireAfterSeconds":false}})"));
    }

    void usage()
    {
        QCOMPARE(runCli({ QStringLiteral("diff"), example(QStringLiteral("blog")) }).exitCode, 2);
        QCOMPARE(runCli({ QStringLiteral("apply"), example(QStringLiteral("blog")), QStringLiteral("nota-uri") }).exitCode, 2);
        const CliRun missing = runCli({ QStringLiteral("diff"), QStringLiteral("/nonexistent.dmodel"), example(QStringLiteral("blog")) });
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(missing.err.contains(QLatin1String("nonexistent")));
        QTcpServer probe;
        probe.listen(QHostAddress::LocalHost, 0);
        const quint16 port = probe.serverPort();
        probe.close();
        const CliRun unreachable = runCli({ QStringLiteral("diff"), example(QStringLiteral("blog")),
            QStringLiteral("mongodb://127.0.0.1:%1").arg(port), QStringLiteral("--timeout"), QStringLiteral("0.5") });
        QCOMPARE(unreachable.exitCode, 2);
        QVERIFY2(unreachable.err.contains(QLatin1String("No server could be reached")), qPrintable(unreachable.err));
    }

    // Every example applied to its own fresh database: afterwards the server
    // holds exactly the model's indexes, and a second apply changes nothing.
    void applyEveryExample()
    {
        TestServer server(ServerKind::Jongodb);
        START_SERVER(server);
        for (const QString &path : exampleFiles()) {
            const QString name = QFileInfo(path).completeBaseName();
            const QString database = QStringLiteral("ex_") + QString(name).replace(QLatin1Char('-'), QLatin1Char('_'));
            const CliRun first = runCli({ QStringLiteral("apply"), path, server.uri(), QStringLiteral("--db"), database,
                QStringLiteral("--yes") });
            QVERIFY2(first.exitCode == 0, qPrintable(name + QLatin1Char('\n') + first.out + first.err));
            LoadResult loaded = loadModelFile(path);
            QVERIFY(loaded.ok());
            const auto onServer = serverIndexesOf(server.uri(), database, *loaded.model);
            for (const Entity &entity : loaded.model->entities) {
                if (!entity.isCollection())
                    continue;
                const QStringList wanted = modelIndexes(*loaded.model, entity.name);
                // A collection without indexes of its own cannot be seen
                // on a server without listCollections; it has _id_ only.
                const auto found = onServer.find(entity.name);
                QCOMPARE(found == onServer.end() ? QStringList({ QStringLiteral("_id_") }) : found->second, wanted);
            }
            const CliRun diff = runCli({ QStringLiteral("diff"), path, server.uri(), QStringLiteral("--db"), database });
            QVERIFY2(diff.exitCode == 0, qPrintable(name + QLatin1Char('\n') + diff.out + diff.err));
            // jongodb cannot list collections, and diff says what it could not compare.
            QVERIFY(diff.out.contains(QLatin1String("could not be compared")));
            const CliRun second = runCli({ QStringLiteral("apply"), path, server.uri(), QStringLiteral("--db"), database,
                QStringLiteral("--yes") });
            QVERIFY2(second.exitCode == 0, qPrintable(second.out + second.err));
            QVERIFY2(!second.out.contains(QLatin1String(": done")), qPrintable(name + QLatin1Char('\n') + second.out));
        }
    }

    // An index added by hand is drift: diff names it and exits 1; apply
    // leaves it unless --allow-drop, which drops it.
    void drift()
    {
        TestServer server(ServerKind::Congo);
        START_SERVER(server);
        const QString blog = example(QStringLiteral("blog"));
        QCOMPARE(runCli({ QStringLiteral("apply"), blog, server.uri(), QStringLiteral("--yes") }).exitCode, 0);
        const ShellRun added = runMongosh(server.uri(),
            QStringLiteral("db.getSiblingDB('blog').comments.insertOne({text: 'x'});"
                           "db.getSiblingDB('blog').comments.createIndex({email: 1}, {name: 'by_hand'})"));
        QVERIFY2(added.exitCode == 0, qPrintable(added.err));
        const CliRun diff = runCli({ QStringLiteral("diff"), blog, server.uri() });
        QCOMPARE(diff.exitCode, 1);
        QVERIFY2(diff.out.contains(QLatin1String("drop index comments index by_hand")), qPrintable(diff.out));
        const CliRun keep = runCli({ QStringLiteral("apply"), blog, server.uri(), QStringLiteral("--yes") });
        QCOMPARE(keep.exitCode, 0);
        QVERIFY(serverIndexes(server.uri(), QStringLiteral("blog"), QStringLiteral("comments")).contains(QLatin1String("by_hand")));
        const CliRun drop = runCli({ QStringLiteral("apply"), blog, server.uri(), QStringLiteral("--yes"), QStringLiteral("--allow-drop") });
        QVERIFY2(drop.exitCode == 0, qPrintable(drop.out + drop.err));
        QVERIFY(!serverIndexes(server.uri(), QStringLiteral("blog"), QStringLiteral("comments")).contains(QLatin1String("by_hand")));
        // CongoDB acknowledges validators and keeps none: said once, after the apply.
        QVERIFY2(keep.out.contains(QLatin1String("did not keep the validator")) || drop.out.contains(QLatin1String("did not keep")),
            qPrintable(keep.out));
    }

    void refusedAndUnconfirmed()
    {
        TestServer server(ServerKind::Mock, QStringLiteral("unauthorized"));
        START_SERVER(server);
        const CliRun run = runCli({ QStringLiteral("apply"), example(QStringLiteral("blog")), server.uri(), QStringLiteral("--yes") });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains(QLatin1String("refused create")), qPrintable(run.out));
        QVERIFY(run.out.contains(QLatin1String("0 done")));
        const CliRun noTerminal = runCli({ QStringLiteral("apply"), example(QStringLiteral("blog")), server.uri() });
        QCOMPARE(noTerminal.exitCode, 2);
        QVERIFY(noTerminal.err.contains(QLatin1String("--yes")));
    }

    // Names are sent as data, never as code.
    void hostileNames()
    {
        TestServer server(ServerKind::Jongodb);
        START_SERVER(server);
        LoadResult loaded = loadModelFile(example(QStringLiteral("blog")));
        QVERIFY(loaded.ok());
        Model model = *loaded.model;
        const std::string hostile = "\"); db.dropDatabase(); //ü";
        for (Entity &entity : model.entities) {
            if (entity.name == "posts")
                entity.name = hostile;
        }
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("hostile.dmodel"));
        QVERIFY(saveModelFile(model, path).isEmpty());
        const ShellRun seed = runMongosh(server.uri(), QStringLiteral("db.getSiblingDB('blog').keep.insertOne({a: 1})"));
        QVERIFY(seed.exitCode == 0);
        const CliRun run = runCli({ QStringLiteral("apply"), path, server.uri(), QStringLiteral("--yes") });
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        QCOMPARE(serverIndexes(server.uri(), QStringLiteral("blog"), QString::fromStdString(hostile)),
            QStringList({ QStringLiteral("_id_"), QStringLiteral("slug_1") }));
        const ShellRun kept = runMongosh(server.uri(), QStringLiteral("print(String(db.getSiblingDB('blog').keep.countDocuments({})))"));
        QCOMPARE(kept.out.trimmed(), QStringLiteral("1"));
    }

    void modelToModel_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        const QStringList trees = { QStringLiteral("parent-refs"), QStringLiteral("child-refs"), QStringLiteral("ancestors"),
            QStringLiteral("materialized-path"), QStringLiteral("nested-sets") };
        for (qsizetype i = 0; i + 1 < trees.size(); ++i)
            QTest::newRow(qPrintable(trees[i] + QStringLiteral("-to-") + trees[i + 1]))
                << QStringLiteral("category-tree-") + trees[i] << QStringLiteral("category-tree-") + trees[i + 1];
        QTest::newRow("blog-to-itself") << QStringLiteral("blog") << QStringLiteral("blog");
    }

    void modelToModel()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        const CliRun run = runCli({ QStringLiteral("diff"), example(from), example(to) });
        QCOMPARE(run.exitCode, from == to ? 0 : 1);
        const QString golden = sourcePath(QStringLiteral("tests/data/golden/diff/%1--%2.txt").arg(from, to));
        if (kUpdateGolden) {
            QDir().mkpath(QFileInfo(golden).path());
            QVERIFY(writeFile(golden, run.out.toUtf8()));
        }
        QVERIFY2(QFileInfo::exists(golden), qPrintable(golden + QStringLiteral(" is missing; run with DOCMODELER_UPDATE_GOLDEN=1")));
        QCOMPARE(run.out.toUtf8(), readFile(golden));
    }

    // A strategy change: the change list names the data to move, and the
    // migration script runs through mongosh.
    void migrationScriptRuns()
    {
        LoadResult loaded = loadModelFile(example(QStringLiteral("blog")));
        QVERIFY(loaded.ok());
        Model embedded = *loaded.model;
        embedded.relationships.front().strategy = Strategy::ChildReferencing;
        QTemporaryDir dir;
        const QString second = dir.filePath(QStringLiteral("blog-child-refs.dmodel"));
        QVERIFY(saveModelFile(embedded, second).isEmpty());
        const CliRun changes = runCli({ QStringLiteral("diff"), example(QStringLiteral("blog")), second });
        QCOMPARE(changes.exitCode, 1);
        QVERIFY2(changes.out.contains(QLatin1String("[manual data migration]")), qPrintable(changes.out));
        const CliRun script = runCli({ QStringLiteral("diff"), example(QStringLiteral("blog")), second, QStringLiteral("--script") });
        QCOMPARE(script.exitCode, 1);
        QVERIFY(script.out.contains(QLatin1String("// Data migrations to do by hand")));

        TestServer server(ServerKind::Jongodb);
        START_SERVER(server);
        QCOMPARE(runCli({ QStringLiteral("apply"), example(QStringLiteral("blog")), server.uri(), QStringLiteral("--yes") }).exitCode, 0);
        ShellRun ran = runMongosh(server.uri(), script.out);
        QVERIFY2(ran.exitCode == 0, qPrintable(ran.out + ran.err));
        ran = runMongosh(server.uri(), script.out); // twice: nothing fails
        QVERIFY2(ran.exitCode == 0, qPrintable(ran.out + ran.err));
    }
};

QTEST_GUILESS_MAIN(TestApplyCli)
#include "tst_applycli.moc"
