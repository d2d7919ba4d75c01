// SPDX-License-Identifier: GPL-3.0-or-later
// The live layer when the server fails it: a closed port, a server that
// never answers (its timeout, and a cancel that ends the request at once),
// one that vanishes mid-cursor, one that goes away and comes back.
#include "livetestsupport.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTcpServer>

using namespace docmodel;
using namespace docmodel::test;

class TestLiveFaults : public QObject
{
    Q_OBJECT

private slots:
    void closedPort()
    {
        QTcpServer probe;
        probe.listen(QHostAddress::LocalHost, 0);
        const quint16 port = probe.serverPort();
        probe.close();
        LiveConnection connection;
        LiveError error;
        ConnectionSettings settings
            = quickSettings(QStringLiteral("mongodb://127.0.0.1:%1").arg(port));
        settings.serverSelectionTimeoutMs = 500;
        QVERIFY(connection.open(settings, QString(), &error));
        QSignalSpy lost(&connection, &LiveConnection::connectionLost);
        QElapsedTimer timer;
        timer.start();
        ask(connection, connection.requestServerInfo(), &LiveConnection::serverInfoReceived,
            &error);
        QCOMPARE(error.kind, LiveError::Kind::Unreachable);
        QVERIFY2(timer.elapsed() < 3000, qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(lost.size(), 1);
    }

    // A server that never answers: the request ends at its timeout, and a
    // cancel ends it for the caller at once.
    void silentServer()
    {
        TestServer server(ServerKind::Mock, QStringLiteral("silent"));
        START_SERVER(server);
        LiveConnection connection;
        LiveError error;
        QVERIFY(connection.open(quickSettings(server.uri(), 800), QString(), &error));
        connection.setRequestTimeout(1500);
        QElapsedTimer timer;
        timer.start();
        ask(connection, connection.requestStats(QStringLiteral("shop"), QStringLiteral("orders")),
            &LiveConnection::statsReceived, &error);
        // The driver's socket timeout, or ours when it retries the read.
        QVERIFY2(error.isConnectionProblem() || error.kind == LiveError::Kind::Timeout,
            qPrintable(error.message));
        QVERIFY2(timer.elapsed() < 2500, qPrintable(QString::number(timer.elapsed())));

        // The caller's own limit, shorter than the socket timeout.
        LiveConnection patient;
        QVERIFY(patient.open(quickSettings(server.uri(), 10000), QString(), &error));
        patient.setRequestTimeout(700);
        timer.restart();
        ask(patient, patient.requestStats(QStringLiteral("shop"), QStringLiteral("orders")),
            &LiveConnection::statsReceived, &error);
        QCOMPARE(error.kind, LiveError::Kind::Timeout);
        QVERIFY2(timer.elapsed() < 1500, qPrintable(QString::number(timer.elapsed())));
        timer.restart();
        patient.close(); // does not wait for the blocked call
        QVERIFY2(timer.elapsed() < 500, qPrintable(QString::number(timer.elapsed())));

        QSignalSpy cancelled(&connection, &LiveConnection::requestCancelled);
        QSignalSpy answered(&connection, &LiveConnection::statsReceived);
        QSignalSpy dropped(&connection, &LiveConnection::answerDropped);
        const auto id = connection.requestStats(QStringLiteral("shop"), QStringLiteral("orders"));
        QTest::qWait(100);
        timer.restart();
        connection.cancel(id);
        QCOMPARE(cancelled.size(), 1);
        // Waiting for the blocked call would take its whole 1500 ms timeout.
        QVERIFY2(timer.elapsed() < 750, qPrintable(QString::number(timer.elapsed())));
        QVERIFY(!connection.isPending(id));
        // The blocked call ends in the background and its answer is dropped.
        QTRY_COMPARE_WITH_TIMEOUT(dropped.size(), 1, 10000);
        QCOMPARE(dropped.first().first().value<LiveConnection::RequestId>(), id);
        QCOMPARE(answered.size(), 0);
    }

    // A server that goes away mid-cursor: the page fails, the worker stays
    // usable, and reconnecting works.
    void vanishingServer()
    {
        TestServer server(ServerKind::Mock, QStringLiteral("closes"));
        START_SERVER(server);
        LiveConnection connection;
        OPEN(connection, server.uri());
        QSignalSpy lost(&connection, &LiveConnection::connectionLost);
        DocumentQuery query;
        query.database = QStringLiteral("shop");
        query.collection = QStringLiteral("orders");
        query.pageSize = 2;
        const DocumentPage page = ask(
            connection, connection.requestDocuments(query), &LiveConnection::documentsReceived);
        QVERIFY(page.count > 0);
        QVERIFY(page.cursorId != 0);
        LiveError error;
        ask(connection, connection.requestNextPage(page.cursorId, 50),
            &LiveConnection::documentsReceived, &error);
        QCOMPARE(error.kind, LiveError::Kind::ConnectionLost);
        QCOMPARE(lost.size(), 1);
        // The same worker answers the next request.
        QVERIFY(
            !ask(connection, connection.requestServerInfo(), &LiveConnection::serverInfoReceived)
                 .version.isEmpty());
        QVERIFY(connection.reconnect(&error));
        QVERIFY(
            !ask(connection, connection.requestServerInfo(), &LiveConnection::serverInfoReceived)
                 .version.isEmpty());
    }

    // A real server goes away and comes back on the same port.
    void serverRestarts()
    {
        TestServer server(ServerKind::Jongodb);
        START_SERVER(server);
        LiveConnection connection;
        OPEN(connection, server.uri());
        QVERIFY(
            !ask(connection, connection.requestServerInfo(), &LiveConnection::serverInfoReceived)
                 .version.isEmpty());
        server.stop();
        LiveError error;
        ask(connection, connection.requestStats(QStringLiteral("shop"), QStringLiteral("x")),
            &LiveConnection::statsReceived, &error);
        QVERIFY2(error.isConnectionProblem(), qPrintable(error.message));
        START_SERVER(server); // the same port again
        QVERIFY(connection.reconnect(&error));
        QVERIFY(
            !ask(connection, connection.requestServerInfo(), &LiveConnection::serverInfoReceived)
                 .version.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestLiveFaults)
#include "tst_livefaults.moc"
