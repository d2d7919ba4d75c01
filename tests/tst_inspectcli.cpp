// docmodeler-cli inspect against real wire-protocol servers: the tree it
// prints, its JSON, its exit codes, and a password that never shows.
#include "testserver.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpServer>
#include <QtTest>

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
