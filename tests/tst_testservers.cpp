// SPDX-License-Identifier: GPL-3.0-or-later
// The local servers the live tests run against come up, print their URI,
// accept a connection and answer a hello over the wire; a stopped server is
// gone, and a restarted one comes back on the same port.
#include "testserver.h"

#include <QTcpSocket>
#include <QTemporaryDir>
#include <QUrl>
#include <QtTest>

#include <bson/bson.h>

#include <optional>

using namespace docmodel::test;

Q_DECLARE_METATYPE(docmodel::test::ServerKind)

namespace {

// One OP_MSG round trip: sends `command` (its $db included) and returns the
// reply's body document, or nothing when no reply came within `timeoutMs`.
std::optional<QByteArray> roundTrip(QTcpSocket &socket, bson_t *command, int timeoutMs = 5000)
{
    static qint32 requestId = 0;
    const qint32 bodySize = qint32(command->len);
    const qint32 length = 16 + 4 + 1 + bodySize;
    QByteArray message;
    QDataStream out(&message, QIODevice::WriteOnly);
    out.setByteOrder(QDataStream::LittleEndian);
    out << length << ++requestId << qint32(0) << qint32(2013) << quint32(0) << quint8(0);
    message.append(reinterpret_cast<const char *>(bson_get_data(command)), bodySize);
    bson_destroy(command);
    socket.write(message);
    socket.flush();

    QElapsedTimer timer;
    timer.start();
    QByteArray received;
    while (timer.elapsed() < timeoutMs) {
        if (socket.bytesAvailable() == 0 && !socket.waitForReadyRead(100)) {
            if (socket.state() != QAbstractSocket::ConnectedState)
                return std::nullopt;
            continue;
        }
        received += socket.readAll();
        if (received.size() < 4)
            continue;
        QDataStream in(received);
        in.setByteOrder(QDataStream::LittleEndian);
        qint32 replyLength = 0;
        in >> replyLength;
        if (received.size() < replyLength)
            continue;
        return received.mid(16 + 4 + 1, replyLength - 16 - 4 - 1); // header, flags, section kind 0
    }
    return std::nullopt;
}

struct Hello {
    bool ok = false;
    bool writablePrimary = false;
    qint64 maxWireVersion = -1;
};

std::optional<Hello> hello(QTcpSocket &socket)
{
    const auto body
        = roundTrip(socket, BCON_NEW("hello", BCON_INT32(1), "$db", BCON_UTF8("admin")));
    if (!body)
        return std::nullopt;
    bson_t reply;
    if (!bson_init_static(
            &reply, reinterpret_cast<const uint8_t *>(body->constData()), size_t(body->size())))
        return std::nullopt;
    Hello result;
    bson_iter_t it;
    result.ok = bson_iter_init_find(&it, &reply, "ok") && bson_iter_as_double(&it) == 1.0;
    result.writablePrimary
        = (bson_iter_init_find(&it, &reply, "isWritablePrimary") && bson_iter_as_bool(&it))
        || (bson_iter_init_find(&it, &reply, "ismaster") && bson_iter_as_bool(&it));
    if (bson_iter_init_find(&it, &reply, "maxWireVersion"))
        result.maxWireVersion = bson_iter_as_int64(&it);
    return result;
}

// Whether a ping is answered with ok: 1 within the time.
bool pingAnswered(QTcpSocket &socket, int timeoutMs)
{
    const auto body
        = roundTrip(socket, BCON_NEW("ping", BCON_INT32(1), "$db", BCON_UTF8("admin")), timeoutMs);
    if (!body)
        return false;
    bson_t reply;
    bson_iter_t it;
    return bson_init_static(
               &reply, reinterpret_cast<const uint8_t *>(body->constData()), size_t(body->size()))
        && bson_iter_init_find(&it, &reply, "ok") && bson_iter_as_double(&it) == 1.0;
}

} // namespace

class TestTestServers : public QObject
{
    Q_OBJECT

private slots:
    void startsAndAnswersHello_data()
    {
        QTest::addColumn<ServerKind>("kind");
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<bool>("answersPing");
        QTest::newRow("jongodb") << ServerKind::Jongodb << QString() << true;
        QTest::newRow("congodb") << ServerKind::Congo << QString() << true;
        for (const char *scenario : { "full", "old", "unauthorized", "closes", "record", "replset" })
            QTest::newRow(qPrintable(QStringLiteral("mockupdb-%1").arg(QLatin1String(scenario))))
                << ServerKind::Mock << QString::fromLatin1(scenario) << true;
        QTest::newRow("mockupdb-silent") << ServerKind::Mock << QStringLiteral("silent") << false;
    }

    void startsAndAnswersHello()
    {
        QFETCH(ServerKind, kind);
        QFETCH(QString, scenario);
        QFETCH(bool, answersPing);
        if (const QString missing = TestServer::missingTool(kind); !missing.isEmpty())
            DOCMODELER_PEER_MISSING(qPrintable(missing));

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString recordFile = dir.filePath(QStringLiteral("commands.jsonl"));
        QStringList extra;
        if (scenario == QLatin1String("record"))
            extra = { QStringLiteral("--record"), recordFile };

        TestServer server(kind, scenario, extra);
        QString error;
        QVERIFY2(server.start(&error), qPrintable(error));
        QVERIFY2(server.uri().startsWith(QLatin1String("mongodb://127.0.0.1:")),
            qPrintable(server.uri()));
        QVERIFY(server.port() > 0);
        QCOMPARE(QUrl(server.uri()).port(), int(server.port()));
        if (kind == ServerKind::Mock)
            QVERIFY2(server.uri().endsWith(QLatin1String("/?directConnection=true")),
                qPrintable(server.uri()));

        QTcpSocket socket;
        socket.connectToHost(QStringLiteral("127.0.0.1"), server.port());
        QVERIFY2(socket.waitForConnected(5000), qPrintable(socket.errorString()));
        const auto reply = hello(socket);
        QVERIFY2(reply.has_value(), "no reply to hello");
        QVERIFY(reply->ok);
        QVERIFY(reply->writablePrimary);
        QVERIFY2(reply->maxWireVersion >= 6, "libmongoc 1.23 needs wire version 6 or newer");
        QCOMPARE(pingAnswered(socket, answersPing ? 5000 : 1500), answersPing);
        if (!answersPing)
            QCOMPARE(
                socket.state(), QAbstractSocket::ConnectedState); // it hangs, it does not hang up

        if (scenario == QLatin1String("record")) {
            QFile file(recordFile);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QList<QByteArray> lines = file.readAll().split('\n');
            QVERIFY2(lines.size() >= 3, "two commands recorded, one a line");
            QVERIFY2(lines[0].startsWith("{\"hello\": 1"), lines[0].constData());
            QVERIFY2(lines[1].startsWith("{\"ping\": 1"), lines[1].constData());
        }

        socket.abort();
        server.stop();
        QVERIFY(!server.isRunning());
        QTcpSocket after;
        after.connectToHost(QStringLiteral("127.0.0.1"), server.port());
        QVERIFY2(!after.waitForConnected(2000), "the stopped server still accepts connections");
    }

    void restartsOnTheSamePort_data()
    {
        QTest::addColumn<ServerKind>("kind");
        QTest::newRow("jongodb") << ServerKind::Jongodb;
        QTest::newRow("congodb") << ServerKind::Congo;
        QTest::newRow("mockupdb") << ServerKind::Mock;
    }

    void restartsOnTheSamePort()
    {
        QFETCH(ServerKind, kind);
        if (const QString missing = TestServer::missingTool(kind); !missing.isEmpty())
            DOCMODELER_PEER_MISSING(qPrintable(missing));
        TestServer server(kind);
        QString error;
        QVERIFY2(server.start(&error), qPrintable(error));
        const quint16 port = server.port();
        const QString uri = server.uri();
        server.stop();
        QVERIFY2(server.start(&error), qPrintable(error));
        QCOMPARE(server.port(), port);
        QCOMPARE(server.uri(), uri);
        QTcpSocket socket;
        socket.connectToHost(QStringLiteral("127.0.0.1"), port);
        QVERIFY2(socket.waitForConnected(5000), qPrintable(socket.errorString()));
        const auto reply = hello(socket);
        QVERIFY(reply.has_value() && reply->ok);
    }

    void defaultIsJongodb()
    {
        TestServer server;
        QCOMPARE(server.kind(), ServerKind::Jongodb);
        QCOMPARE(TestServer(ServerKind::Mock).name(), QStringLiteral("mockupdb (full)"));
    }

    void startFailsReadablyOnABusyPort()
    {
        if (const QString missing = TestServer::missingTool(ServerKind::Mock); !missing.isEmpty())
            DOCMODELER_PEER_MISSING(qPrintable(missing));
        TestServer first(ServerKind::Mock);
        QString error;
        QVERIFY2(first.start(&error), qPrintable(error));
        TestServer second(ServerKind::Mock);
        second.setPort(first.port());
        QVERIFY(!second.start(&error));
        QVERIFY2(error.contains(QLatin1String("Address already in use")), qPrintable(error));
        QVERIFY(!second.isRunning());
    }
};

QTEST_GUILESS_MAIN(TestTestServers)
#include "tst_testservers.moc"
