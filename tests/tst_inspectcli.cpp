// SPDX-License-Identifier: GPL-3.0-or-later
// docmodeler-cli inspect against real wire-protocol servers: the tree it
// prints, its JSON, its exit codes, and a password that never shows.
#include "testserver.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QUrl>
#include <QtTest>

#include <algorithm>

using namespace docmodel::test;


class TestInspectCli : public QObject
{
    Q_OBJECT

private slots:
    void malformedUri()
    {
        const CliRun run = runCli({ QStringLiteral("inspect"), QStringLiteral("mongodb://u:topsecret@host:port/") });
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QLatin1String("mongodb://u:****@host:port/")), qPrintable(run.err));
        QVERIFY(!run.err.contains(QLatin1String("topsecret")));
        QVERIFY(run.out.isEmpty());
    }

    void unreachable()
    {
        QTcpServer probe;
        probe.listen(QHostAddress::LocalHost, 0);
        const quint16 port = probe.serverPort();
        probe.close();
        const CliRun run = runCli({ QStringLiteral("inspect"), QStringLiteral("mongodb://127.0.0.1:%1").arg(port),
            QStringLiteral("--timeout"), QStringLiteral("0.5") });
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QLatin1String("No server could be reached")), qPrintable(run.err));
    }

    void usageErrors()
    {
        QCOMPARE(runCli({ QStringLiteral("inspect") }).exitCode, 2);
        QCOMPARE(runCli({ QStringLiteral("inspect"), QStringLiteral("mongodb://h"), QStringLiteral("--format"),
                            QStringLiteral("xml") })
                     .exitCode,
            2);
        const CliRun help = runCli({ QStringLiteral("inspect"), QStringLiteral("--help") });
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains(QLatin1String("--password-stdin")));
    }

    void textTree()
    {
        TestServer server(ServerKind::Mock, QStringLiteral("full"));
        START_SERVER(server);
        const CliRun run = runCli({ QStringLiteral("inspect"), server.uri(), QStringLiteral("--db"), QStringLiteral("shop"),
            QStringLiteral("--documents"), QStringLiteral("2") });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.contains(QLatin1String("MongoDB 6.0.99-mock")), qPrintable(run.out));
        QVERIFY(run.out.contains(QLatin1String("Database shop")));
        QVERIFY(run.out.contains(QLatin1String("Collection orders (collection)")));
        QVERIFY(run.out.contains(QLatin1String("validator (level moderate, action warn)")));
        QVERIFY(run.out.contains(QLatin1String("Collection bigOrders (view)")));
        QVERIFY(run.out.contains(QLatin1String("Collection metrics (time series)")));
        QVERIFY(run.out.contains(QLatin1String("index _id_")));
        // The URI's database is read as --db is.
        QUrl inShop(server.uri());
        inShop.setPath(QStringLiteral("/shop"));
        const CliRun fromUri = runCli({ QStringLiteral("inspect"), inShop.toString(), QStringLiteral("--documents"),
            QStringLiteral("2") });
        QVERIFY2(fromUri.exitCode == 0, qPrintable(fromUri.err));
        QVERIFY(fromUri.out.contains(QLatin1String("Database shop")));
        QVERIFY(!fromUri.out.contains(QLatin1String("Database analytics")));

        // Each collection's lines, up to the next collection.
        const QStringList lines = run.out.split(QLatin1Char('\n'));
        const auto section = [&](const QString &collection) {
            const qsizetype start = lines.indexOf(QStringLiteral("  Collection %1").arg(collection));
            QStringList found;
            for (qsizetype i = start + 1; start >= 0 && i < lines.size() && lines[i].startsWith(QLatin1String("    ")); ++i)
                found << lines[i].trimmed();
            return found;
        };
        const QStringList orders = section(QStringLiteral("orders (collection)"));
        QVERIFY2(orders.contains(QStringLiteral("5 documents, average 250 bytes, data 1.22 KiB, storage 36.00 KiB, "
                                                "indexes 80.00 KiB")),
            qPrintable(orders.join(QLatin1Char('\n'))));
        const auto index = std::find_if(orders.cbegin(), orders.cend(),
            [](const QString &line) { return line.startsWith(QLatin1String("index customerId_1_createdAt_-1: ")); });
        QVERIFY(index != orders.cend());
        QVERIFY2(index->contains(QLatin1String("\"unique\" : true")) && index->endsWith(QLatin1String("  20.00 KiB  4821 uses")),
            qPrintable(*index));
        // --documents 2: the first two, as relaxed Extended JSON.
        QStringList documents;
        for (const QString &line : orders)
            if (line.startsWith(QLatin1Char('{')))
                documents << line;
        QCOMPARE(documents.size(), 2);
        QCOMPARE(documents.first(),
            QStringLiteral("{ \"_id\" : { \"$oid\" : \"64b000000000000000000001\" }, \"customerId\" : { \"$oid\" : "
                           "\"64b000000000000000000101\" }, \"total\" : 42.5, \"status\" : \"paid\", \"createdAt\" : { "
                           "\"$date\" : \"2024-05-02T12:00:00Z\" }, \"items\" : [ { \"sku\" : \"A-1\", \"qty\" : 1 } ] }"));
        QVERIFY(documents.last().startsWith(QLatin1String("{ \"_id\" : { \"$oid\" : \"64b000000000000000000002\" }")));
        QVERIFY(section(QStringLiteral("log (collection)"))
                    .contains(QStringLiteral("capped: 1.00 MiB, at most 1000 documents")));
        // A view: its pipeline as an array, no statistics or indexes.
        const QStringList view = section(QStringLiteral("bigOrders (view)"));
        QCOMPARE(view.first(), QStringLiteral("view on orders: [ { \"$match\" : { \"total\" : { \"$gt\" : 100 } } } ]"));
        QVERIFY(!view.join(QLatin1Char('\n')).contains(QLatin1String("documents, average")));
        QVERIFY(!view.join(QLatin1Char('\n')).contains(QLatin1String("index ")));
        QCOMPARE(view.size(), 3);
    }

    // --password-stdin with --user: the password from standard input takes
    // part in the server's SCRAM handshake (the right one is accepted, a
    // wrong one refused) and is never printed, nor sent as text.
    void passwordStdinAuthenticates()
    {
        const QString password = QStringLiteral("Op3n-S3same");
        QTemporaryDir dir;
        const QString record = dir.filePath(QStringLiteral("commands.jsonl"));
        TestServer server(ServerKind::Mock, QStringLiteral("record"),
            { QStringLiteral("--record"), record, QStringLiteral("--scram"), QStringLiteral("alice:") + password });
        START_SERVER(server);
        const QStringList arguments = { QStringLiteral("inspect"), server.uri(), QStringLiteral("--user"),
            QStringLiteral("alice"), QStringLiteral("--password-stdin"), QStringLiteral("--db"), QStringLiteral("shop"),
            QStringLiteral("--collection"), QStringLiteral("orders"), QStringLiteral("--timeout"), QStringLiteral("3") };
        const CliRun run = runCli(arguments, password.toUtf8() + '\n');
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.contains(QLatin1String("Collection orders (collection)")), qPrintable(run.out));
        QVERIFY(!run.out.contains(password) && !run.err.contains(password));
        const QByteArray commands = readFile(record);
        QVERIFY2(commands.contains("\"saslStart\"") && commands.contains("\"saslContinue\""), commands.constData());
        QVERIFY(commands.contains("listCollections"));
        QVERIFY(!commands.contains(password.toUtf8()) && !commands.contains(password.toUtf8().toBase64()));

        const CliRun refused = runCli(arguments, "Wr0ng-S3same\n");
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains(QLatin1String("Authentication failed")), qPrintable(refused.err));
        QVERIFY(!refused.err.contains(QLatin1String("Wr0ng")) && !refused.out.contains(QLatin1String("Wr0ng")));
        QVERIFY(!refused.out.contains(QLatin1String("Collection orders")));
    }

    void jsonWithPasswordFromStdin()
    {
        TestServer server(ServerKind::Jongodb);
        START_SERVER(server);
        const ShellRun seed = runMongosh(server.uri(),
            QStringLiteral("db.getSiblingDB('shop').orders.insertMany([{n: 1}, {n: 2}, {n: 3}]);"));
        QVERIFY2(seed.exitCode == 0, qPrintable(seed.err));
        // jongodb does not authenticate: without a user name the password is
        // read and never used, and never printed.
        const CliRun run = runCli({ QStringLiteral("inspect"), server.uri(), QStringLiteral("--db"), QStringLiteral("shop"),
                                      QStringLiteral("--collection"), QStringLiteral("orders"), QStringLiteral("--documents"),
                                      QStringLiteral("2"), QStringLiteral("--format"), QStringLiteral("json"),
                                      QStringLiteral("--password-stdin") },
            "pa55-from-stdin\n");
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(!run.out.contains(QLatin1String("pa55")) && !run.err.contains(QLatin1String("pa55")));
        const QJsonObject report = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QVERIFY(report.value(QLatin1String("server")).toObject().value(QLatin1String("version")).toString().contains(QLatin1String("jongodb")));
        const QJsonArray databases = report.value(QLatin1String("databases")).toArray();
        QCOMPARE(databases.size(), 1);
        const QJsonArray collections = databases.at(0).toObject().value(QLatin1String("collections")).toArray();
        QCOMPARE(collections.size(), 1);
        const QJsonObject orders = collections.at(0).toObject();
        QCOMPARE(orders.value(QLatin1String("name")).toString(), QStringLiteral("orders"));
        QVERIFY(orders.value(QLatin1String("confirmed")).toBool());
        QCOMPARE(orders.value(QLatin1String("stats")).toObject().value(QLatin1String("count")).toInt(), 3);
        QCOMPARE(orders.value(QLatin1String("documents")).toArray().size(), 2);
        QCOMPARE(orders.value(QLatin1String("documents")).toArray().at(0).toObject().value(QLatin1String("n")).toInt(), 1);
    }
};

QTEST_GUILESS_MAIN(TestInspectCli)
#include "tst_inspectcli.moc"
