// The live layer against real wire-protocol servers: jongodb (CRUD, indexes),
// CongoDB (listing, statistics, fast cursors), and mockupdb for the replies
// no local server keeps (validators, views, $indexStats, explain), refusals,
// and faults (a server that never answers, one that vanishes mid-cursor).
// With DOCMODELER_TEST_URI set the generic tests also run against that server.
#include "testserver.h"
#include "testsupport.h"

#include "live/connectionsettings.h"
#include "live/liveconnection.h"
#include "live/livewait.h"
#include "preview/bsonptr.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QTcpServer>
#include <QSignalSpy>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

template<typename Result>
Result ask(LiveConnection &connection, LiveConnection::RequestId id,
    void (LiveConnection::*received)(LiveConnection::RequestId, const Result &), LiveError *error = nullptr)
{
    Result result;
    LiveError failure;
    waitForResult(connection, id, received, &result, &failure);
    if (error)
        *error = failure;
    else if (failure.isError())
        qWarning("unexpected failure: %s", qPrintable(failure.message));
    return result;
}

QString relaxedText(const QByteArray &bytes)
{
    bson_t view;
    if (bytes.isEmpty()
        || !bson_init_static(&view, reinterpret_cast<const uint8_t *>(bytes.constData()), size_t(bytes.size())))
        return {};
    return QString::fromStdString(relaxedJson(&view));
}

QStringList documentTexts(const DocumentPage &page)
{
    QStringList texts;
    for (const QByteArray &document : pageDocuments(page))
        texts << relaxedText(document);
    return texts;
}

ConnectionSettings quickSettings(const QString &uri, int socketTimeoutMs = 5000)
{
    ConnectionSettings settings;
    settings.uri = uri;
    settings.serverSelectionTimeoutMs = 2000;
    settings.connectTimeoutMs = 2000;
    settings.socketTimeoutMs = socketTimeoutMs;
    return settings;
}


#define OPEN(connection, uri)                                                                      \
    do {                                                                                           \
        LiveError openError;                                                                       \
        QVERIFY2((connection).open(quickSettings(uri), QString(), &openError),                      \
            qPrintable(openError.message));                                                        \
    } while (false)

const CollectionInfo *findCollection(const CollectionList &list, const QString &name)
{
    for (const CollectionInfo &info : list.collections) {
        if (info.name == name)
            return &info;
    }
    return nullptr;
}

const IndexInfo *findIndex(const IndexList &list, const QString &name)
{
    for (const IndexInfo &info : list.indexes) {
        if (info.name == name)
            return &info;
    }
    return nullptr;
}

} // namespace

class TestLiveWorker : public QObject
{
    Q_OBJECT

private slots:
    void uriMasking()
    {
        const QString uri = QStringLiteral("mongodb://alice:S3cr%40t@db1:27017,db2/shop?authSource=admin");
        QCOMPARE(maskedUri(uri), QStringLiteral("mongodb://alice:****@db1:27017,db2/shop?authSource=admin"));
        QCOMPARE(uriWithoutPassword(uri), QStringLiteral("mongodb://alice@db1:27017,db2/shop?authSource=admin"));
        QCOMPARE(passwordInUri(uri), QStringLiteral("S3cr@t"));
        QCOMPARE(maskedUri(QStringLiteral("mongodb://db1/?appName=a@b")), QStringLiteral("mongodb://db1/?appName=a@b"));
        ConnectionSettings settings;
        settings.uri = uri;
        settings.userName = QStringLiteral("alice");
        const QJsonObject stored = settings.toJson();
        QVERIFY(!QString::fromUtf8(QJsonDocument(stored).toJson()).contains(QLatin1String("S3cr")));
        const ConnectionSettings back = ConnectionSettings::fromJson(stored);
        QCOMPARE(back.uri, uriWithoutPassword(uri));
        QCOMPARE(back.socketTimeoutMs, 30000);
        QCOMPARE(back.displayName(), QStringLiteral("alice@db1:27017,db2/shop"));
    }

    void malformedUri()
    {
        LiveConnection connection;
        LiveError error;
        ConnectionSettings settings;
        settings.uri = QStringLiteral("mongodb://bob:hunter2@host:notaport/");
        QVERIFY(!connection.open(settings, QString(), &error));
        QCOMPARE(error.kind, LiveError::Kind::InvalidUri);
        QVERIFY2(error.message.contains(QLatin1String("mongodb://bob:****@host:notaport/")), qPrintable(error.message));
        QVERIFY(!error.message.contains(QLatin1String("hunter2")));
        settings.uri = QStringLiteral("http://example.com");
        QVERIFY(!connection.open(settings, QString(), &error));
        QCOMPARE(error.kind, LiveError::Kind::InvalidUri);
    }

    void closedPort()
    {
        QTcpServer probe;
        probe.listen(QHostAddress::LocalHost, 0);
        const quint16 port = probe.serverPort();
        probe.close();
        LiveConnection connection;
        LiveError error;
        ConnectionSettings settings = quickSettings(QStringLiteral("mongodb://127.0.0.1:%1").arg(port));
        settings.serverSelectionTimeoutMs = 500;
        QVERIFY(connection.open(settings, QString(), &error));
        QSignalSpy lost(&connection, &LiveConnection::connectionLost);
        QElapsedTimer timer;
        timer.start();
        ask(connection, connection.requestServerInfo(), &LiveConnection::serverInfoReceived, &error);
        QCOMPARE(error.kind, LiveError::Kind::Unreachable);
        QVERIFY2(timer.elapsed() < 3000, qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(lost.size(), 1);
    }

    void notConnected()
    {
        LiveConnection connection;
        LiveError error;
        ask(connection, connection.requestServerInfo(), &LiveConnection::serverInfoReceived, &error);
        QVERIFY(error.isError());
    }

    // jongodb: no listDatabases or listCollections; the names the model
    // knows are probed and marked, nothing is invented.
    void jongodb()
    {
        TestServer server(ServerKind::Jongodb);
        START_SERVER(server);
        const ShellRun seed = runMongosh(server.uri(),
            QStringLiteral("const s = db.getSiblingDB('shop');"
                           "for (let i = 0; i < 120; i++) s.orders.insertOne({n: i, status: i % 2 ? 'open' : 'done'});"
                           "s.orders.createIndex({status: 1, n: -1}, {unique: true, name: 'status_n'});"));
        QVERIFY2(seed.exitCode == 0, qPrintable(seed.err));
        LiveConnection connection;
        OPEN(connection, server.uri());

        const ServerInfo info = ask(connection, connection.requestServerInfo(), &LiveConnection::serverInfoReceived);
        QVERIFY2(info.version.contains(QLatin1String("jongodb")), qPrintable(info.version));
        QCOMPARE(info.topology, Topology::Standalone);
        QVERIFY(info.maxWireVersion > 0);

        const DatabaseList databases = ask(connection, connection.requestDatabases({ QStringLiteral("shop") }),
            &LiveConnection::databasesReceived);
        QVERIFY(!databases.notices.isEmpty());
        QVERIFY2(databases.notices.first().contains(QLatin1String("listDatabases")), qPrintable(databases.notices.first()));
        QCOMPARE(databases.databases.size(), 2); // the URI's "test" and the model's "shop"
        QVERIFY(!databases.databases.last().confirmed);

        const CollectionList collections = ask(connection,
            connection.requestCollections(QStringLiteral("shop"), { QStringLiteral("orders"), QStringLiteral("ghosts") }),
            &LiveConnection::collectionsReceived);
        QVERIFY(collections.notices.join(QString()).contains(QLatin1String("listCollections")));
        QVERIFY(findCollection(collections, QStringLiteral("orders"))->confirmed);
        QVERIFY(!findCollection(collections, QStringLiteral("ghosts"))->confirmed);

        const IndexList indexes = ask(connection, connection.requestIndexes(QStringLiteral("shop"), QStringLiteral("orders")),
            &LiveConnection::indexesReceived);
        const IndexInfo *index = findIndex(indexes, QStringLiteral("status_n"));
        QVERIFY(index);
        QVERIFY2(relaxedText(index->spec).contains(QLatin1String("\"unique\" : true")), qPrintable(relaxedText(index->spec)));
        QCOMPARE(relaxedText(index->key), QStringLiteral("{ \"status\" : 1, \"n\" : -1 }"));
        QVERIFY(!indexes.notices.isEmpty()); // no $indexStats here, and it says so

        const CollectionStats stats = ask(connection, connection.requestStats(QStringLiteral("shop"), QStringLiteral("orders")),
            &LiveConnection::statsReceived);
        QCOMPARE(stats.count.value_or(-1), 120);

        DocumentQuery query;
        query.database = QStringLiteral("shop");
        query.collection = QStringLiteral("orders");
        query.filter = QStringLiteral("{\"status\": \"open\"}");
        query.sort = QStringLiteral("{\"n\": 1}");
        query.pageSize = 25; // jongodb ignores projections: the CongoDB test has one
        DocumentPage page = ask(connection, connection.requestDocuments(query), &LiveConnection::documentsReceived);
        QCOMPARE(page.count, 25);
        QVERIFY(page.cursorId != 0);
        QVERIFY2(documentTexts(page).first().startsWith(QLatin1String("{ \"n\" : 1,")), qPrintable(documentTexts(page).first()));
        page = ask(connection, connection.requestNextPage(page.cursorId, 25), &LiveConnection::documentsReceived);
        QCOMPARE(page.firstIndex, 25);
        QCOMPARE(page.count, 25);
        QVERIFY(documentTexts(page).first().startsWith(QLatin1String("{ \"n\" : 51,")));
        page = ask(connection, connection.requestNextPage(page.cursorId, 25), &LiveConnection::documentsReceived);
        QCOMPARE(page.count, 10);
        QVERIFY(page.exhausted);
        QCOMPARE(page.cursorId, 0u);

        LiveError error;
        query.filter = QStringLiteral("{status: open");
        ask(connection, connection.requestDocuments(query), &LiveConnection::documentsReceived, &error);
        QCOMPARE(error.kind, LiveError::Kind::Client);
        QVERIFY2(error.message.contains(QLatin1String("filter")), qPrintable(error.message));
        // The worker goes on after a bad query.
        QVERIFY(!ask(connection, connection.requestServerInfo(), &LiveConnection::serverInfoReceived).version.isEmpty());
    }

    // CongoDB lists databases and collections and has collStats.
    void congo()
    {
        TestServer server(ServerKind::Congo);
        START_SERVER(server);
        const ShellRun seed = runMongosh(server.uri(),
            QStringLiteral("const s = db.getSiblingDB('library');"
                           "s.books.insertMany([{t: 'a'}, {t: 'b'}, {t: 'c'}]); s.authors.insertOne({n: 'x'});"
                           "s.books.createIndex({t: 1}, {unique: true});"));
        QVERIFY2(seed.exitCode == 0, qPrintable(seed.err));
        LiveConnection connection;
        OPEN(connection, server.uri());
        const DatabaseList databases = ask(connection, connection.requestDatabases(), &LiveConnection::databasesReceived);
        QStringList names;
        for (const DatabaseInfo &database : databases.databases) {
            names << database.name;
            QVERIFY(database.confirmed);
        }
        QVERIFY2(names.contains(QLatin1String("library")), qPrintable(names.join(QLatin1Char(','))));
        const CollectionList collections
            = ask(connection, connection.requestCollections(QStringLiteral("library")), &LiveConnection::collectionsReceived);
        QVERIFY(findCollection(collections, QStringLiteral("books")));
        QVERIFY(findCollection(collections, QStringLiteral("authors")));
        QVERIFY(collections.notices.isEmpty());
        const CollectionStats stats = ask(connection,
            connection.requestStats(QStringLiteral("library"), QStringLiteral("books")), &LiveConnection::statsReceived);
        QCOMPARE(stats.count.value_or(-1), 3);
        const IndexList indexes = ask(connection,
            connection.requestIndexes(QStringLiteral("library"), QStringLiteral("books")), &LiveConnection::indexesReceived);
        QVERIFY(findIndex(indexes, QStringLiteral("t_1")));

        DocumentQuery query;
        query.database = QStringLiteral("library");
        query.collection = QStringLiteral("books");
        query.projection = QStringLiteral("{\"_id\": 0, \"t\": 1}");
        query.sort = QStringLiteral("{\"t\": -1}");
        query.skip = 1;
        const DocumentPage page = ask(connection, connection.requestDocuments(query), &LiveConnection::documentsReceived);
        QCOMPARE(documentTexts(page), QStringList({ QStringLiteral("{ \"t\" : \"b\" }"), QStringLiteral("{ \"t\" : \"a\" }") }));
        QVERIFY(page.exhausted);
    }

    // mockupdb answers what no local server keeps.
    void mockFull()
    {
        TestServer server(ServerKind::Mock, QStringLiteral("full"));
        START_SERVER(server);
        LiveConnection connection;
        OPEN(connection, server.uri());
        const ServerInfo info = ask(connection, connection.requestServerInfo(), &LiveConnection::serverInfoReceived);
        QCOMPARE(info.version, QStringLiteral("6.0.99-mock"));

        const DatabaseList databases = ask(connection, connection.requestDatabases(), &LiveConnection::databasesReceived);
        QCOMPARE(databases.databases.size(), 2);
        QVERIFY(databases.databases.first().sizeOnDisk.has_value());

        const CollectionList collections
            = ask(connection, connection.requestCollections(QStringLiteral("shop")), &LiveConnection::collectionsReceived);
        const CollectionInfo *orders = findCollection(collections, QStringLiteral("orders"));
        QVERIFY(orders);
        QCOMPARE(orders->validationLevel, QStringLiteral("moderate"));
        QCOMPARE(orders->validationAction, QStringLiteral("warn"));
        QVERIFY(relaxedText(orders->validator).contains(QLatin1String("$jsonSchema")));
        QVERIFY(relaxedText(orders->collation).contains(QLatin1String("fr")));
        const CollectionInfo *log = findCollection(collections, QStringLiteral("log"));
        QVERIFY(log && log->capped);
        QCOMPARE(log->cappedSize.value_or(0), 1048576);
        QCOMPARE(log->cappedMax.value_or(0), 1000);
        const CollectionInfo *view = findCollection(collections, QStringLiteral("bigOrders"));
        QVERIFY(view);
        QCOMPARE(view->kind, CollectionKind::View);
        QCOMPARE(view->viewOn, QStringLiteral("orders"));
        QVERIFY(relaxedText(view->pipeline).contains(QLatin1String("$match")));
        const CollectionInfo *metrics = findCollection(collections, QStringLiteral("metrics"));
        QVERIFY(metrics);
        QCOMPARE(metrics->kind, CollectionKind::TimeSeries);
        QVERIFY(relaxedText(metrics->timeseries).contains(QLatin1String("minutes")));

        const IndexList indexes = ask(connection,
            connection.requestIndexes(QStringLiteral("shop"), QStringLiteral("orders")), &LiveConnection::indexesReceived);
        QVERIFY(indexes.indexes.size() >= 4);
        QVERIFY2(indexes.notices.isEmpty(), qPrintable(indexes.notices.join(QLatin1Char('\n'))));
        for (const IndexInfo &index : indexes.indexes) {
            QVERIFY2(index.accesses.has_value(), qPrintable(index.name));
            QVERIFY2(index.size.has_value(), qPrintable(index.name));
        }

        const CollectionStats stats = ask(connection,
            connection.requestStats(QStringLiteral("shop"), QStringLiteral("orders")), &LiveConnection::statsReceived);
        QVERIFY(stats.count && stats.averageObjectSize && stats.storageSize && stats.totalIndexSize);

        DocumentQuery query;
        query.database = QStringLiteral("shop");
        query.collection = QStringLiteral("orders");
        query.pageSize = 2;
        DocumentPage page = ask(connection, connection.requestDocuments(query), &LiveConnection::documentsReceived);
        QCOMPARE(page.count, 2);
        int total = page.count;
        for (int guard = 0; page.cursorId != 0 && guard < 100; ++guard) {
            page = ask(connection, connection.requestNextPage(page.cursorId, 2), &LiveConnection::documentsReceived);
            total += page.count;
        }
        QVERIFY2(total > 2, "the mock's getMore batches were read");

        const ExplainResult plan = ask(connection, connection.requestExplain(query), &LiveConnection::explainReceived);
        QCOMPARE(plan.winningStage, QStringLiteral("IXSCAN"));
        QVERIFY(!plan.indexName.isEmpty());
    }

    void mockOldServerFallbacks()
    {
        TestServer server(ServerKind::Mock, QStringLiteral("old"));
        START_SERVER(server);
        LiveConnection connection;
        OPEN(connection, server.uri());
        const CollectionList collections
            = ask(connection, connection.requestCollections(QStringLiteral("shop")), &LiveConnection::collectionsReceived);
        QVERIFY(findCollection(collections, QStringLiteral("orders")));
        QVERIFY2(collections.notices.join(QString()).contains(QLatin1String("system.namespaces")),
            qPrintable(collections.notices.join(QLatin1Char('\n'))));
        const CollectionStats stats = ask(connection,
            connection.requestStats(QStringLiteral("shop"), QStringLiteral("orders")), &LiveConnection::statsReceived);
        QVERIFY(stats.count.has_value());
        QVERIFY(!stats.storageSize.has_value());
        QVERIFY(stats.notices.join(QString()).contains(QLatin1String("count")));
        LiveError error;
        DocumentQuery query;
        query.database = QStringLiteral("shop");
        query.collection = QStringLiteral("orders");
        const ExplainResult plan
            = ask(connection, connection.requestExplain(query), &LiveConnection::explainReceived, &error);
        QVERIFY(!error.isError());
        QVERIFY(plan.notices.join(QString()).contains(QLatin1String("explain")));
    }

    void mockUnauthorized()
    {
        TestServer server(ServerKind::Mock, QStringLiteral("unauthorized"));
        START_SERVER(server);
        LiveConnection connection;
        OPEN(connection, server.uri());
        const DatabaseList databases = ask(connection, connection.requestDatabases(), &LiveConnection::databasesReceived);
        QCOMPARE(databases.databases.size(), 1);
        QVERIFY(databases.notices.join(QString()).contains(QLatin1String("authorized")));
        LiveError error;
        ask(connection, connection.requestIndexes(QStringLiteral("shop"), QStringLiteral("orders")),
            &LiveConnection::indexesReceived, &error);
        QCOMPARE(error.kind, LiveError::Kind::Unauthorized);
        QVERIFY2(error.message.contains(QLatin1String("listIndexes")), qPrintable(error.message));
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
        QVERIFY2(error.isConnectionProblem() || error.kind == LiveError::Kind::Timeout, qPrintable(error.message));
        QVERIFY2(timer.elapsed() < 2500, qPrintable(QString::number(timer.elapsed())));

        // The caller's own limit, shorter than the socket timeout.
        LiveConnection patient;
        QVERIFY(patient.open(quickSettings(server.uri(), 10000), QString(), &error));
        patient.setRequestTimeout(700);
        timer.restart();
        ask(patient, patient.requestStats(QStringLiteral("shop"), QStringLiteral("orders")), &LiveConnection::statsReceived,
            &error);
        QCOMPARE(error.kind, LiveError::Kind::Timeout);
        QVERIFY2(timer.elapsed() < 1500, qPrintable(QString::number(timer.elapsed())));
        timer.restart();
        patient.close(); // does not wait for the blocked call
        QVERIFY2(timer.elapsed() < 500, qPrintable(QString::number(timer.elapsed())));

        QSignalSpy cancelled(&connection, &LiveConnection::requestCancelled);
        QSignalSpy answered(&connection, &LiveConnection::statsReceived);
        const auto id = connection.requestStats(QStringLiteral("shop"), QStringLiteral("orders"));
        QTest::qWait(100);
        timer.restart();
        connection.cancel(id);
        QCOMPARE(cancelled.size(), 1);
        QVERIFY(timer.elapsed() < 200);
        QVERIFY(!connection.isPending(id));
        QTest::qWait(1500); // the blocked call ends in the background, its result dropped
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
        const DocumentPage page = ask(connection, connection.requestDocuments(query), &LiveConnection::documentsReceived);
        QVERIFY(page.count > 0);
        QVERIFY(page.cursorId != 0);
        LiveError error;
        ask(connection, connection.requestNextPage(page.cursorId, 50), &LiveConnection::documentsReceived, &error);
        QCOMPARE(error.kind, LiveError::Kind::ConnectionLost);
        QCOMPARE(lost.size(), 1);
        // The same worker answers the next request.
        QVERIFY(!ask(connection, connection.requestServerInfo(), &LiveConnection::serverInfoReceived).version.isEmpty());
        QVERIFY(connection.reconnect(&error));
        QVERIFY(!ask(connection, connection.requestServerInfo(), &LiveConnection::serverInfoReceived).version.isEmpty());
    }

    // A real server goes away and comes back on the same port.
    void serverRestarts()
    {
        TestServer server(ServerKind::Jongodb);
        START_SERVER(server);
        LiveConnection connection;
        OPEN(connection, server.uri());
        QVERIFY(!ask(connection, connection.requestServerInfo(), &LiveConnection::serverInfoReceived).version.isEmpty());
        server.stop();
        LiveError error;
        ask(connection, connection.requestStats(QStringLiteral("shop"), QStringLiteral("x")), &LiveConnection::statsReceived, &error);
        QVERIFY2(error.isConnectionProblem(), qPrintable(error.message));
        START_SERVER(server); // the same port again
        QVERIFY(connection.reconnect(&error));
        QVERIFY(!ask(connection, connection.requestServerInfo(), &LiveConnection::serverInfoReceived).version.isEmpty());
    }

    // The generic checks against a real mongod when one is named.
    void realServer()
    {
        const QString uri = qEnvironmentVariable("DOCMODELER_TEST_URI");
        if (uri.isEmpty())
            QSKIP("DOCMODELER_TEST_URI is not set: listCollections with validators, collStats and explain on a real mongod are not tested");
        LiveConnection connection;
        OPEN(connection, uri);
        const ShellRun seed = runMongosh(uri,
            QStringLiteral("const s = db.getSiblingDB('docmodeler_live_test'); s.dropDatabase();"
                           "s.createCollection('orders', {validator: {$jsonSchema: {required: ['n']}}, validationLevel: 'moderate'});"
                           "s.orders.insertMany([{n: 1}, {n: 2}]); s.orders.createIndex({n: 1});"));
        QVERIFY2(seed.exitCode == 0, qPrintable(seed.err));
        const CollectionList collections = ask(connection,
            connection.requestCollections(QStringLiteral("docmodeler_live_test")), &LiveConnection::collectionsReceived);
        const CollectionInfo *orders = findCollection(collections, QStringLiteral("orders"));
        QVERIFY(orders);
        QCOMPARE(orders->validationLevel, QStringLiteral("moderate"));
        const CollectionStats stats = ask(connection,
            connection.requestStats(QStringLiteral("docmodeler_live_test"), QStringLiteral("orders")),
            &LiveConnection::statsReceived);
        QCOMPARE(stats.count.value_or(-1), 2);
        DocumentQuery query;
        query.database = QStringLiteral("docmodeler_live_test");
        query.collection = QStringLiteral("orders");
        query.filter = QStringLiteral("{\"n\": 1}");
        const ExplainResult plan = ask(connection, connection.requestExplain(query), &LiveConnection::explainReceived);
        QCOMPARE(plan.indexName, QStringLiteral("n_1"));
    }
};

QTEST_GUILESS_MAIN(TestLiveWorker)
#include "tst_liveworker.moc"
