// SPDX-License-Identifier: GPL-3.0-or-later
// docmodeler-cli diff and apply against real wire-protocol servers, the
// semantic comparison under them, and model-to-model diffs with golden
// change lists and a migration script run through mongosh.
#include "testserver.h"
#include "testsupport.h"

#include "diff/modeldiff.h"
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

// The schema writes a mock server's --record file holds from line `from` on,
// one "command collection [what]" each: "createIndexes logmsg time_1",
// "collMod logmsg validator", "collMod logmsg index time_1".
QStringList recordedWrites(const QString &record, qsizetype from = 0)
{
    const QList<QByteArray> lines = readFile(record).split('\n');
    QStringList writes;
    for (qsizetype i = from; i < lines.size(); ++i) {
        const JsonValue command = JsonValue::parse(lines[i].toStdString(), nullptr, false);
        if (!command.is_object() || command.empty() || !command.begin().value().is_string())
            continue;
        const std::string name = command.begin().key();
        QString write = QString::fromStdString(name + ' ' + command.begin().value().get<std::string>());
        if (name == "createIndexes") {
            for (const JsonValue &spec : command.value("indexes", JsonValue::array()))
                write += QLatin1Char(' ') + QString::fromStdString(spec.value("name", std::string()));
        } else if (name == "dropIndexes") {
            write += QLatin1Char(' ') + QString::fromStdString(command.value("index", JsonValue()).dump());
        } else if (name == "collMod") {
            if (command.contains("validator"))
                write += QStringLiteral(" validator");
            if (command.contains("index"))
                write += QStringLiteral(" index ") + QString::fromStdString(command.at("index").value("name", std::string()));
            if (command.contains("prepareConstraintValidationLevel"))
                write += QStringLiteral(" prepareConstraintValidationLevel");
            if (!command.contains("validator") && command.contains("validationLevel"))
                write += QStringLiteral(" validationLevel ")
                    + QString::fromStdString(command.at("validationLevel").get<std::string>());
        } else if (name != "create" && name != "drop" && name != "enableSharding" && name != "shardCollection") {
            continue;
        }
        writes << write;
    }
    return writes;
}

// How many lines a --record file holds: later commands are recorded after them.
qsizetype recordedLines(const QString &record)
{
    return readFile(record).split('\n').size() - 1;
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
            // Said with the plan, before the first step's result.
            const qsizetype said = first.out.indexOf(QLatin1String("This server has no create command"));
            QVERIFY2(said >= 0 && said < first.out.indexOf(QLatin1String(": done")), qPrintable(first.out));
            // The header counts every step listed: differences, and steps sent
            // in case a collection is missing (jongodb cannot say).
            const QRegularExpressionMatch header = QRegularExpression(
                QStringLiteral("^Database \\S+: (\\d+) differences?(?:, \\d+ destructive)?(?:, and (\\d+) steps? in case)?"))
                                                       .match(first.out);
            QVERIFY2(header.hasMatch(), qPrintable(first.out));
            QVERIFY2(first.out.count(QRegularExpression(QStringLiteral("\n  \\d+\\. ")))
                    == header.captured(1).toInt() + header.captured(2).toInt(),
                qPrintable(first.out));
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

    // A unique index over values the documents already repeat: the plan
    // counts them and the step is refused without --allow-invalid-data
    // (with it, the server's own refusal is reported); once the values
    // differ, the index is built.
    void uniqueIndexOverRepeatedValues()
    {
        TestServer server(ServerKind::Jongodb);
        START_SERVER(server);
        const ShellRun seeded = runMongosh(server.uri(),
            QStringLiteral("db.getSiblingDB('bank').accounts.insertMany([{account_id: 627788, limit: 1}, "
                           "{account_id: 627788, limit: 2}, {account_id: 1}, {account_id: 2}])"));
        QVERIFY2(seeded.exitCode == 0, qPrintable(seeded.err));
        QTemporaryDir dir;
        const QString model = dir.filePath(QStringLiteral("bank.dmodel"));
        QVERIFY(writeFile(model, R"({"formatVersion": 4, "name": "bank", "database": "bank",
            "entities": [{"id": "accounts", "name": "accounts", "fields": [
                {"name": "_id", "type": "objectId", "required": true},
                {"name": "account_id", "type": "int", "required": true}, {"name": "limit", "type": "int"}]}],
            "indexes": [{"id": "ix-account", "collection": "accounts", "name": "account_id_1",
                "keys": [{"field": "account_id", "kind": "asc"}], "unique": true}]})"));
        const QStringList apply { QStringLiteral("apply"), model, server.uri(), QStringLiteral("--skip-validators") };

        CliRun run = runCli(apply + QStringList { QStringLiteral("--dry-run") });
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        QVERIFY2(run.out.contains(QStringLiteral("accounts.account_id: 1 value repeats in 2 documents (627788: 2 "
                                                 "documents)")),
            qPrintable(run.out));
        QVERIFY2(run.out.contains(QStringLiteral("[skipped without --allow-invalid-data]")), qPrintable(run.out));

        run = runCli(apply + QStringList { QStringLiteral("--yes") });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QStringLiteral("repeat the key of 1 of the new unique indexes")), qPrintable(run.err));
        QVERIFY(!serverIndexes(server.uri(), QStringLiteral("bank"), QStringLiteral("accounts"))
                     .contains(QStringLiteral("account_id_1")));

        run = runCli(apply + QStringList { QStringLiteral("--yes"), QStringLiteral("--allow-invalid-data") });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains(QStringLiteral("E11000")) || run.out.contains(QStringLiteral("duplicate")),
            qPrintable(run.out));

        const ShellRun fixed = runMongosh(server.uri(),
            QStringLiteral("db.getSiblingDB('bank').accounts.updateOne({limit: 2}, {$set: {account_id: 3}})"));
        QVERIFY2(fixed.exitCode == 0, qPrintable(fixed.err));
        run = runCli(apply + QStringList { QStringLiteral("--yes") });
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        QVERIFY2(run.out.contains(QStringLiteral("accounts.account_id: no value repeats")), qPrintable(run.out));
        QVERIFY(serverIndexes(server.uri(), QStringLiteral("bank"), QStringLiteral("accounts"))
                    .contains(QStringLiteral("account_id_1")));
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
        // The comment added by hand fails the model's validator: nothing is
        // applied while the validator would refuse writes to it.
        const CliRun refused = runCli({ QStringLiteral("apply"), blog, server.uri(), QStringLiteral("--yes") });
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.out.contains(QLatin1String("1 of 1 documents fail")), qPrintable(refused.out));
        QVERIFY2(refused.err.contains(QLatin1String("Not applied: existing documents fail 1 of the new validators")),
            qPrintable(refused.err));
        QVERIFY(!refused.out.contains(QLatin1String(": done")));
        const CliRun keep = runCli({ QStringLiteral("apply"), blog, server.uri(), QStringLiteral("--yes"),
            QStringLiteral("--validation-action"), QStringLiteral("warn") });
        QVERIFY2(keep.exitCode == 0, qPrintable(keep.out + keep.err));
        QVERIFY(serverIndexes(server.uri(), QStringLiteral("blog"), QStringLiteral("comments")).contains(QLatin1String("by_hand")));
        const CliRun drop = runCli({ QStringLiteral("apply"), blog, server.uri(), QStringLiteral("--yes"), QStringLiteral("--allow-drop"),
            QStringLiteral("--allow-invalid-data") });
        QVERIFY2(drop.exitCode == 0, qPrintable(drop.out + drop.err));
        QVERIFY(!serverIndexes(server.uri(), QStringLiteral("blog"), QStringLiteral("comments")).contains(QLatin1String("by_hand")));
        // CongoDB acknowledges validators and keeps none: said once, after the apply.
        QVERIFY2(keep.out.contains(QLatin1String("did not keep the validator")) || drop.out.contains(QLatin1String("did not keep")),
            qPrintable(keep.out));
    }

    // CongoDB acknowledges validators and keeps none: one note after the
    // apply names them and the way out; with --skip-validators, diff and
    // apply no longer report them, and a second apply sends nothing.
    void unkeptValidatorsCanBeSkipped()
    {
        TestServer server(ServerKind::Congo);
        START_SERVER(server);
        const QString blog = example(QStringLiteral("blog"));
        const CliRun first = runCli({ QStringLiteral("apply"), blog, server.uri(), QStringLiteral("--yes") });
        QCOMPARE(first.exitCode, 0);
        QCOMPARE(first.out.count(QLatin1String("did not keep the validator")), 1);
        QVERIFY2(first.out.contains(QLatin1String("--skip-validators")), qPrintable(first.out));
        const CliRun drift = runCli({ QStringLiteral("diff"), blog, server.uri() });
        QCOMPARE(drift.exitCode, 1);
        QVERIFY2(drift.out.contains(QLatin1String("set validator")), qPrintable(drift.out));
        const CliRun skipped = runCli({ QStringLiteral("diff"), blog, server.uri(), QStringLiteral("--skip-validators") });
        QVERIFY2(skipped.exitCode == 0, qPrintable(skipped.out + skipped.err));
        QVERIFY(skipped.out.contains(QLatin1String("were not compared (--skip-validators)")));
        const CliRun again = runCli(
            { QStringLiteral("apply"), blog, server.uri(), QStringLiteral("--skip-validators"), QStringLiteral("--yes") });
        QCOMPARE(again.exitCode, 0);
        QVERIFY2(again.out.contains(QLatin1String("0 done, 0 skipped, 0 failed")), qPrintable(again.out));
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

    // A server that keeps what it is sent (mockupdb "keeps": listCollections
    // answers the validators and options create stored, listIndexes the
    // indexes as created): every example applied to its own database leaves
    // no difference, and a second apply sends no write at all.
    void keepsNoDiffAfterApply()
    {
        QTemporaryDir dir;
        const QString record = dir.filePath(QStringLiteral("commands.jsonl"));
        TestServer server(ServerKind::Mock, QStringLiteral("keeps"), { QStringLiteral("--record"), record });
        START_SERVER(server);
        for (const QString &path : exampleFiles()) {
            const QString name = QFileInfo(path).completeBaseName();
            const QString database = QStringLiteral("ex_") + QString(name).replace(QLatin1Char('-'), QLatin1Char('_'));
            const qsizetype start = recordedLines(record);
            const CliRun first = runCli({ QStringLiteral("apply"), path, server.uri(), QStringLiteral("--db"), database,
                QStringLiteral("--yes") });
            QVERIFY2(first.exitCode == 0, qPrintable(name + QLatin1Char('\n') + first.out + first.err));
            QVERIFY2(first.out.contains(QLatin1String(" 0 skipped, 0 failed")) && !first.out.contains(QLatin1String("note:")),
                qPrintable(name + QLatin1Char('\n') + first.out));
            if (name == QLatin1String("hosts-logs")) {
                QCOMPARE(recordedWrites(record, start),
                    QStringList({ QStringLiteral("create hosts"), QStringLiteral("create logmsg"),
                        QStringLiteral("createIndexes logmsg host_1_time_-1"),
                        QStringLiteral("createIndexes logmsg ipaddr_1_time_-1"),
                        QStringLiteral("createIndexes logmsg time_1") }));
            }
            const CliRun diff = runCli({ QStringLiteral("diff"), path, server.uri(), QStringLiteral("--db"), database });
            QVERIFY2(diff.exitCode == 0, qPrintable(name + QLatin1Char('\n') + diff.out + diff.err));
            QCOMPARE(diff.out, QStringLiteral("Database %1: 0 differences\n").arg(database));
            const qsizetype beforeSecond = recordedLines(record);
            const CliRun second = runCli({ QStringLiteral("apply"), path, server.uri(), QStringLiteral("--db"), database,
                QStringLiteral("--yes") });
            QVERIFY2(second.exitCode == 0, qPrintable(name + QLatin1Char('\n') + second.out + second.err));
            QVERIFY2(second.out.contains(QLatin1String("0 done, 0 skipped, 0 failed")), qPrintable(second.out));
            QCOMPARE(recordedWrites(record, beforeSecond), QStringList());
            // The second run did read the server: it is not silent for lack of looking.
            QVERIFY(readFile(record).split('\n').mid(beforeSecond).join('\n').contains("{\"listIndexes\": "));
        }
    }

    // A validator and a TTL changed in the model are changed in place on the
    // server (collMod), and the server then matches the new model.
    // --shard on a mongos (mockupdb keeps --mongos): the index on the key,
    // enableSharding and shardCollection on admin, in that order; without
    // --shard nothing of it; again, nothing at all. The mongos's
    // createIndexes replies carry no counts, and still read as done.
    void shardOnMongos()
    {
        QTemporaryDir dir;
        const QString record = dir.filePath(QStringLiteral("commands.jsonl"));
        TestServer server(ServerKind::Mock, QStringLiteral("keeps"),
            { QStringLiteral("--record"), record, QStringLiteral("--mongos") });
        START_SERVER(server);
        LoadResult loaded = loadModelFile(example(QStringLiteral("blog")));
        QVERIFY(loaded.ok());
        const Model model = shardedBlog(*loaded.model);
        const QString path = dir.filePath(QStringLiteral("blog-sharded.dmodel"));
        QVERIFY(saveModelFile(model, path).isEmpty());

        const CliRun plain = runCli({ QStringLiteral("apply"), path, server.uri(), QStringLiteral("--yes") });
        QVERIFY2(plain.exitCode == 0, qPrintable(plain.out + plain.err));
        QVERIFY2(!plain.out.contains(QLatin1String("shard")), qPrintable(plain.out));
        QVERIFY2(plain.out.contains(QLatin1String("create index comments index post_id_1_date_-1: done")),
            qPrintable(plain.out));

        qsizetype start = recordedLines(record);
        const CliRun sharded
            = runCli({ QStringLiteral("apply"), path, server.uri(), QStringLiteral("--shard"), QStringLiteral("--yes") });
        QVERIFY2(sharded.exitCode == 0, qPrintable(sharded.out + sharded.err));
        QCOMPARE(recordedWrites(record, start),
            QStringList({ QStringLiteral("createIndexes posts author_hashed"), QStringLiteral("enableSharding blog"),
                QStringLiteral("shardCollection blog.posts"), QStringLiteral("shardCollection blog.comments") }));
        QVERIFY2(sharded.out.contains(QLatin1String("shard collection posts: done")), qPrintable(sharded.out));

        start = recordedLines(record);
        const CliRun again
            = runCli({ QStringLiteral("apply"), path, server.uri(), QStringLiteral("--shard"), QStringLiteral("--yes") });
        QVERIFY2(again.exitCode == 0, qPrintable(again.out + again.err));
        QCOMPARE(recordedWrites(record, start), QStringList());
    }

    // MongoDB 9.0's validationLevel "constraint": offered in a note when every
    // existing document passes; applied as the validator at strict, then the
    // server's two steps; met by a model at strict afterwards (no difference,
    // nothing sent again); refused with the failing count where documents
    // fail, and on a server before 9.0.
    void constraintLevelWhenClean()
    {
        QTemporaryDir dir;
        const QString record = dir.filePath(QStringLiteral("commands.jsonl"));
        const QString seed = dir.filePath(QStringLiteral("seed.json"));
        const nlohmann::json host = { { "_id", { { "$oid", "65a000000000000000000001" } } }, { "name", "db1" },
            { "ipaddr", "10.0.0.1" } };
        nlohmann::json unnamed = host;
        unnamed["_id"] = { { "$oid", "65a000000000000000000002" } };
        unnamed.erase("name");
        writeFile(seed,
            QByteArray::fromStdString(
                nlohmann::json { { "logging", { { "hosts", { host } } } }, { "bad", { { "hosts", { host, unnamed } } } } }
                    .dump()));
        const QString path = example(QStringLiteral("hosts-logs"));
        TestServer server(ServerKind::Mock, QStringLiteral("keeps"),
            { QStringLiteral("--record"), record, QStringLiteral("--seed"), seed, QStringLiteral("--version"),
                QStringLiteral("9.0.1") });
        START_SERVER(server);

        const CliRun offered = runCli({ QStringLiteral("apply"), path, server.uri(), QStringLiteral("--dry-run") });
        QVERIFY2(offered.exitCode == 0, qPrintable(offered.out + offered.err));
        QVERIFY2(offered.out.contains(QLatin1String("note: every existing document of hosts passes the new validator: "
                                                    "MongoDB 9.0.1 can guarantee it stays so (--validation-level "
                                                    "constraint).")),
            qPrintable(offered.out));

        qsizetype start = recordedLines(record);
        const CliRun applied = runCli({ QStringLiteral("apply"), path, server.uri(), QStringLiteral("--validation-level"),
            QStringLiteral("hosts=constraint"), QStringLiteral("--yes") });
        QVERIFY2(applied.exitCode == 0, qPrintable(applied.out + applied.err));
        QVERIFY2(applied.out.contains(QLatin1String("validationLevel constraint, validationAction error")),
            qPrintable(applied.out));
        QCOMPARE(recordedWrites(record, start).filter(QStringLiteral("hosts")),
            QStringList({ QStringLiteral("collMod hosts validator"),
                QStringLiteral("collMod hosts prepareConstraintValidationLevel"),
                QStringLiteral("collMod hosts validationLevel constraint") }));
        const CliRun diff = runCli({ QStringLiteral("diff"), path, server.uri() });
        QVERIFY2(diff.exitCode == 0, qPrintable(diff.out + diff.err));
        start = recordedLines(record);
        const CliRun again = runCli({ QStringLiteral("apply"), path, server.uri(), QStringLiteral("--yes") });
        QVERIFY2(again.exitCode == 0, qPrintable(again.out + again.err));
        QCOMPARE(recordedWrites(record, start), QStringList());

        // New rules for a collection at constraint: back to strict first, as the server demands.
        LoadResult loaded = loadModelFile(path);
        QVERIFY(loaded.ok());
        Model relaxed = *loaded.model;
        for (Field &field : relaxed.entities.front().fields)
            field.required = field.required && field.name != "ipaddr";
        const QString relaxedPath = dir.filePath(QStringLiteral("relaxed.dmodel"));
        QVERIFY(saveModelFile(relaxed, relaxedPath).isEmpty());
        start = recordedLines(record);
        const CliRun changed = runCli({ QStringLiteral("apply"), relaxedPath, server.uri(), QStringLiteral("--yes") });
        QVERIFY2(changed.exitCode == 0, qPrintable(changed.out + changed.err));
        QCOMPARE(recordedWrites(record, start),
            QStringList({ QStringLiteral("collMod hosts validationLevel strict"), QStringLiteral("collMod hosts validator") }));

        start = recordedLines(record);
        const CliRun failing = runCli({ QStringLiteral("apply"), path, server.uri(), QStringLiteral("--db"),
            QStringLiteral("bad"), QStringLiteral("--validation-level"), QStringLiteral("constraint"),
            QStringLiteral("--yes") });
        QCOMPARE(failing.exitCode, 2);
        QVERIFY2(failing.err.contains(QLatin1String("validationLevel constraint refused: hosts: 1 of 2 existing "
                                                     "documents fail the validator")),
            qPrintable(failing.err));
        QCOMPARE(recordedWrites(record, start), QStringList());

        TestServer older(ServerKind::Mock, QStringLiteral("keeps"), { QStringLiteral("--seed"), seed });
        START_SERVER(older);
        const CliRun old = runCli({ QStringLiteral("apply"), path, older.uri(), QStringLiteral("--validation-level"),
            QStringLiteral("constraint"), QStringLiteral("--yes") });
        QCOMPARE(old.exitCode, 2);
        QVERIFY2(old.err.contains(QLatin1String("the server is MongoDB 6.0.99-mock; the level needs 9.0 or later")),
            qPrintable(old.err));
    }

    void collModPath()
    {
        QTemporaryDir dir;
        const QString record = dir.filePath(QStringLiteral("commands.jsonl"));
        TestServer server(ServerKind::Mock, QStringLiteral("keeps"), { QStringLiteral("--record"), record });
        START_SERVER(server);
        const QString original = example(QStringLiteral("hosts-logs"));
        QCOMPARE(runCli({ QStringLiteral("apply"), original, server.uri(), QStringLiteral("--yes") }).exitCode, 0);

        LoadResult loaded = loadModelFile(original);
        QVERIFY(loaded.ok());
        Model changed = *loaded.model;
        bool severity = false;
        for (Entity &entity : changed.entities) {
            if (entity.name != "logmsg")
                continue;
            QVERIFY(entity.options.ttl && entity.options.ttl->expireAfterSeconds == 2592000);
            entity.options.ttl->expireAfterSeconds = 86400;
            for (Field &field : entity.fields) {
                if (field.name == "severity") {
                    QVERIFY(!field.required);
                    field.required = true;
                    severity = true;
                }
            }
        }
        QVERIFY(severity);
        const QString path = dir.filePath(QStringLiteral("hosts-logs-changed.dmodel"));
        QVERIFY(saveModelFile(changed, path).isEmpty());

        const qsizetype start = recordedLines(record);
        const CliRun apply = runCli({ QStringLiteral("apply"), path, server.uri(), QStringLiteral("--yes") });
        QVERIFY2(apply.exitCode == 0, qPrintable(apply.out + apply.err));
        QVERIFY2(apply.out.startsWith(QLatin1String("Database logging: 2 differences\n")), qPrintable(apply.out));
        QVERIFY2(apply.out.contains(QLatin1String("  set validator logmsg: done\n"))
                && apply.out.contains(QLatin1String("  change index logmsg index time_1: done\n"))
                && apply.out.contains(QLatin1String("2 done, 0 skipped, 0 failed")),
            qPrintable(apply.out));
        QCOMPARE(recordedWrites(record, start),
            QStringList({ QStringLiteral("collMod logmsg validator"), QStringLiteral("collMod logmsg index time_1") }));

        const CliRun diff = runCli({ QStringLiteral("diff"), path, server.uri() });
        QVERIFY2(diff.exitCode == 0, qPrintable(diff.out + diff.err));
        QCOMPARE(diff.out, QStringLiteral("Database logging: 0 differences\n"));
        // The server really changed: the original model now differs from it, in the same two places.
        const CliRun back = runCli({ QStringLiteral("diff"), original, server.uri() });
        QCOMPARE(back.exitCode, 1);
        QVERIFY2(back.out.startsWith(QLatin1String("Database logging: 2 differences\n"))
                && back.out.contains(QLatin1String("set validator logmsg"))
                && back.out.contains(QLatin1String("change index logmsg index time_1")),
            qPrintable(back.out));
    }

    // The connection is lost at the third write (the server closes it without
    // carrying the command out): apply says what was done and exits 2; a
    // second apply does the rest without repeating the first two.
    void faultAtStepK()
    {
        QTemporaryDir dir;
        const QString record = dir.filePath(QStringLiteral("commands.jsonl"));
        TestServer server(ServerKind::Mock, QStringLiteral("keeps"),
            { QStringLiteral("--record"), record, QStringLiteral("--close-after-writes"), QStringLiteral("2") });
        START_SERVER(server);
        const QString model = example(QStringLiteral("hosts-logs"));
        const CliRun first = runCli({ QStringLiteral("apply"), model, server.uri(), QStringLiteral("--yes") });
        QVERIFY2(first.exitCode == 2, qPrintable(first.out + first.err));
        const QString report = first.out.mid(first.out.indexOf(QLatin1String("  create collection hosts: ")));
        QVERIFY2(report.startsWith(QLatin1String("  create collection hosts: done\n"
                                                 "  create collection logmsg: done\n"
                                                 "  create index logmsg index host_1_time_-1: failed (The connection to the server was lost")),
            qPrintable(first.out));
        // The steps after the lost one were not run, so they have no result.
        QVERIFY2(!report.contains(QLatin1String("ipaddr_1_time_-1:")) && !report.contains(QLatin1String("time_1:")),
            qPrintable(report));
        QVERIFY2(report.contains(QLatin1String("\n2 done, 0 skipped, 1 failed\n"))
                && report.contains(QLatin1String("The connection was lost; run apply again to finish")),
            qPrintable(report));
        QCOMPARE(recordedWrites(record),
            QStringList({ QStringLiteral("create hosts"), QStringLiteral("create logmsg"),
                QStringLiteral("createIndexes logmsg host_1_time_-1") }));

        const qsizetype beforeSecond = recordedLines(record);
        const CliRun second = runCli({ QStringLiteral("apply"), model, server.uri(), QStringLiteral("--yes") });
        QVERIFY2(second.exitCode == 0, qPrintable(second.out + second.err));
        QVERIFY2(second.out.startsWith(QLatin1String("Database logging: 3 differences\n"))
                && second.out.contains(QLatin1String("3 done, 0 skipped, 0 failed")),
            qPrintable(second.out));
        QCOMPARE(recordedWrites(record, beforeSecond),
            QStringList({ QStringLiteral("createIndexes logmsg host_1_time_-1"),
                QStringLiteral("createIndexes logmsg ipaddr_1_time_-1"), QStringLiteral("createIndexes logmsg time_1") }));
        const CliRun diff = runCli({ QStringLiteral("diff"), model, server.uri() });
        QVERIFY2(diff.exitCode == 0, qPrintable(diff.out + diff.err));
        QCOMPARE(diff.out, QStringLiteral("Database logging: 0 differences\n"));
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
