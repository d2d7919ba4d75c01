// SPDX-License-Identifier: GPL-3.0-or-later
// The live layer against real wire-protocol servers: jongodb (CRUD, indexes),
// CongoDB (listing, statistics, fast cursors), and mockupdb for the replies
// no local server keeps (validators, views, $indexStats, explain, replica
// set and mongos hellos) and refusals; the options a connection is built
// from. Faults are in tst_livefaults. With DOCMODELER_TEST_URI set the
// generic tests also run against that server.
#include "livetestsupport.h"
#include "testsupport.h"

#include "live/mongocsupport.h"

#include <QJsonDocument>
#include <QTemporaryDir>

#include <algorithm>
#include <memory>

using namespace docmodel;
using namespace docmodel::test;

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

    // Every option of the dialog reaches the driver's URI; the stored form
    // keeps them all but the password.
    void settingsToUri()
    {
        ConnectionSettings settings;
        settings.uri = QStringLiteral("mongodb://db1.example.net:27017,db2.example.net:27018/shop?replicaSet=rs0");
        settings.userName = QStringLiteral("alice");
        settings.authSource = QStringLiteral("people");
        settings.mechanism = AuthMechanism::ScramSha1;
        settings.tls = true;
        settings.caFile = QStringLiteral("/etc/ssl/ca.pem");
        settings.certificateKeyFile = QStringLiteral("/home/alice/client.pem");
        settings.allowInvalidHostnames = true;
        settings.appName = QStringLiteral("Inventory audit");
        settings.serverSelectionTimeoutMs = 1500;
        settings.connectTimeoutMs = 2500;
        settings.socketTimeoutMs = 45000;
        settings.readPreference = ReadPreferenceMode::SecondaryPreferred;
        using Uri = std::unique_ptr<mongoc_uri_t, decltype(&mongoc_uri_destroy)>;
        LiveError error;
        const auto build = [&](const QString &password) { return Uri(live::buildUri(settings, password, &error), &mongoc_uri_destroy); };
        const auto text = [](const char *value) { return value ? QString::fromUtf8(value) : QStringLiteral("(none)"); };
        Uri uri = build(QStringLiteral("pa:ss@w/rd"));
        QVERIFY2(uri, qPrintable(error.message));
        QCOMPARE(text(mongoc_uri_get_username(uri.get())), QStringLiteral("alice"));
        QCOMPARE(text(mongoc_uri_get_password(uri.get())), QStringLiteral("pa:ss@w/rd"));
        QCOMPARE(text(mongoc_uri_get_auth_source(uri.get())), QStringLiteral("people"));
        QCOMPARE(text(mongoc_uri_get_auth_mechanism(uri.get())), QStringLiteral("SCRAM-SHA-1"));
        QVERIFY(mongoc_uri_get_tls(uri.get()));
        QCOMPARE(text(mongoc_uri_get_option_as_utf8(uri.get(), MONGOC_URI_TLSCAFILE, nullptr)), settings.caFile);
        QCOMPARE(text(mongoc_uri_get_option_as_utf8(uri.get(), MONGOC_URI_TLSCERTIFICATEKEYFILE, nullptr)),
            settings.certificateKeyFile);
        QVERIFY(mongoc_uri_get_option_as_bool(uri.get(), MONGOC_URI_TLSALLOWINVALIDHOSTNAMES, false));
        QCOMPARE(text(mongoc_uri_get_appname(uri.get())), QStringLiteral("Inventory audit"));
        QCOMPARE(mongoc_uri_get_option_as_int32(uri.get(), MONGOC_URI_SERVERSELECTIONTIMEOUTMS, 0), 1500);
        QCOMPARE(mongoc_uri_get_option_as_int32(uri.get(), MONGOC_URI_CONNECTTIMEOUTMS, 0), 2500);
        QCOMPARE(mongoc_uri_get_option_as_int32(uri.get(), MONGOC_URI_SOCKETTIMEOUTMS, 0), 45000);
        QCOMPARE(mongoc_read_prefs_get_mode(mongoc_uri_get_read_prefs_t(uri.get())), MONGOC_READ_SECONDARY_PREFERRED);
        // What only the URI says stays.
        QCOMPARE(text(mongoc_uri_get_database(uri.get())), QStringLiteral("shop"));
        QCOMPARE(text(mongoc_uri_get_replica_set(uri.get())), QStringLiteral("rs0"));

        // Each mechanism and read preference by its driver name; X.509 takes
        // a certificate and no password.
        const QList<std::pair<AuthMechanism, const char *>> mechanisms = { { AuthMechanism::Default, nullptr },
            { AuthMechanism::ScramSha256, "SCRAM-SHA-256" }, { AuthMechanism::ScramSha1, "SCRAM-SHA-1" },
            { AuthMechanism::X509, "MONGODB-X509" } };
        for (const auto &[mechanism, name] : mechanisms) {
            settings.mechanism = mechanism;
            uri = build(QString());
            QVERIFY2(uri, qPrintable(error.message));
            QCOMPARE(text(mongoc_uri_get_auth_mechanism(uri.get())), text(name));
            QCOMPARE(text(mongoc_uri_get_password(uri.get())), text(nullptr));
        }
        const QList<std::pair<ReadPreferenceMode, mongoc_read_mode_t>> modes
            = { { ReadPreferenceMode::Primary, MONGOC_READ_PRIMARY },
                  { ReadPreferenceMode::PrimaryPreferred, MONGOC_READ_PRIMARY_PREFERRED },
                  { ReadPreferenceMode::Secondary, MONGOC_READ_SECONDARY },
                  { ReadPreferenceMode::SecondaryPreferred, MONGOC_READ_SECONDARY_PREFERRED },
                  { ReadPreferenceMode::Nearest, MONGOC_READ_NEAREST } };
        for (const auto &[mode, driverMode] : modes) {
            settings.readPreference = mode;
            uri = build(QString());
            QCOMPARE(mongoc_read_prefs_get_mode(mongoc_uri_get_read_prefs_t(uri.get())), driverMode);
        }

        // TLS the URI turns on (mongodb+srv does by default) takes the files
        // too, though the TLS box is not ticked.
        settings.tls = false;
        for (const QString &tlsUri : { QStringLiteral("mongodb+srv://cluster0.example.net/shop"),
                 QStringLiteral("mongodb://db1.example.net/?tls=true") }) {
            settings.uri = tlsUri;
            uri = build(QString());
            QVERIFY2(uri, qPrintable(error.message));
            QVERIFY(mongoc_uri_get_tls(uri.get()));
            QCOMPARE(text(mongoc_uri_get_option_as_utf8(uri.get(), MONGOC_URI_TLSCAFILE, nullptr)), settings.caFile);
            QVERIFY(mongoc_uri_get_option_as_bool(uri.get(), MONGOC_URI_TLSALLOWINVALIDHOSTNAMES, false));
        }
        // Without TLS the files are not used.
        settings.uri = QStringLiteral("mongodb://db1.example.net/");
        uri = build(QString());
        QVERIFY(!mongoc_uri_get_tls(uri.get()));
        QCOMPARE(text(mongoc_uri_get_option_as_utf8(uri.get(), MONGOC_URI_TLSCAFILE, nullptr)), text(nullptr));

        // The defaults: 10 s, 10 s, 30 s.
        uri = Uri(live::buildUri(ConnectionSettings(), QString(), &error), &mongoc_uri_destroy);
        QCOMPARE(mongoc_uri_get_option_as_int32(uri.get(), MONGOC_URI_SERVERSELECTIONTIMEOUTMS, 0), 10000);
        QCOMPARE(mongoc_uri_get_option_as_int32(uri.get(), MONGOC_URI_CONNECTTIMEOUTMS, 0), 10000);
        QCOMPARE(mongoc_uri_get_option_as_int32(uri.get(), MONGOC_URI_SOCKETTIMEOUTMS, 0), 30000);

        // Stored and read back: every option, never the password.
        settings.uri = QStringLiteral("mongodb://alice:pa%3Ass%40w%2Frd@db1.example.net:27017/shop?replicaSet=rs0");
        settings.tls = true;
        for (const auto &[mechanism, name] : mechanisms) {
            for (const auto &[mode, driverMode] : modes) {
                settings.mechanism = mechanism;
                settings.readPreference = mode;
                const QJsonObject stored = settings.toJson();
                const QByteArray json = QJsonDocument(stored).toJson();
                QVERIFY2(!json.contains("pa%3Ass") && !json.contains("pa:ss"), json.constData());
                ConnectionSettings expected = settings;
                expected.uri = QStringLiteral("mongodb://alice@db1.example.net:27017/shop?replicaSet=rs0");
                QVERIFY2(ConnectionSettings::fromJson(stored) == expected, json.constData());
            }
        }
    }

    // The chosen mechanism reaches the server's SCRAM exchange: the right
    // password is accepted, a wrong one refused, and never shown.
    void authentication_data()
    {
        QTest::addColumn<int>("mechanism");
        QTest::addColumn<QString>("sent");
        QTest::newRow("default") << int(AuthMechanism::Default) << QStringLiteral("SCRAM-SHA-256");
        QTest::newRow("SCRAM-SHA-256") << int(AuthMechanism::ScramSha256) << QStringLiteral("SCRAM-SHA-256");
        QTest::newRow("SCRAM-SHA-1") << int(AuthMechanism::ScramSha1) << QStringLiteral("SCRAM-SHA-1");
    }

    void authentication()
    {
        QFETCH(int, mechanism);
        QFETCH(QString, sent);
        QTemporaryDir dir;
        const QString record = dir.filePath(QStringLiteral("commands.jsonl"));
        TestServer server(ServerKind::Mock, QStringLiteral("record"),
            { QStringLiteral("--record"), record, QStringLiteral("--scram"), QStringLiteral("dora:Right-0ne") });
        START_SERVER(server);
        ConnectionSettings settings = quickSettings(server.uri());
        settings.userName = QStringLiteral("dora");
        settings.mechanism = AuthMechanism(mechanism);
        LiveError error;
        LiveConnection connection;
        QVERIFY(connection.open(settings, QStringLiteral("Right-0ne"), &error));
        QCOMPARE(ask(connection, connection.requestServerInfo(), &LiveConnection::serverInfoReceived).version,
            QStringLiteral("6.0.99-mock"));
        const QByteArray commands = readFile(record);
        QVERIFY2(commands.contains(QStringLiteral("\"mechanism\": \"%1\"").arg(sent).toUtf8()), commands.constData());
        QVERIFY(!commands.contains("Right-0ne"));

        LiveConnection refused;
        QVERIFY(refused.open(settings, QStringLiteral("Wrong-0ne"), &error));
        ask(refused, refused.requestServerInfo(), &LiveConnection::serverInfoReceived, &error);
        QCOMPARE(error.kind, LiveError::Kind::Unauthorized);
        QVERIFY2(!error.message.contains(QLatin1String("Wrong-0ne")), qPrintable(error.message));
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

    void notConnected()
    {
        LiveConnection connection;
        LiveError error;
        ask(connection, connection.requestServerInfo(), &LiveConnection::serverInfoReceived, &error);
        QVERIFY(error.isError());
    }

    // jongodb: no listDatabases or listCollections; the names the model
    // knows are probed and marked, nothing is invented. A real mongod lists
    // them, and tells index sizes and usage.
    void jongodb_data() { serverRows("jongodb"); }
    void jongodb()
    {
        TestServer server(ServerKind::Jongodb);
        START_ROW_SERVER(server, uri);
        const QString db = QStringLiteral("docmodeler_live_crud");
        const ShellRun seed = runMongosh(uri,
            QStringLiteral("const s = db.getSiblingDB('%1');%2"
                           "for (let i = 0; i < 120; i++) s.orders.insertOne({n: i, status: i % 2 ? 'open' : 'done'});"
                           "s.orders.createIndex({status: 1, n: -1}, {unique: true, name: 'status_n'});")
                .arg(db, environment ? QStringLiteral("s.dropDatabase();") : QString()));
        QVERIFY2(seed.exitCode == 0, qPrintable(seed.err));
        LiveConnection connection;
        OPEN(connection, uri);

        const ServerInfo info = ask(connection, connection.requestServerInfo(), &LiveConnection::serverInfoReceived);
        QVERIFY(!info.version.isEmpty());
        QVERIFY(info.maxWireVersion > 0);
        if (!environment) {
            QVERIFY2(info.version.contains(QLatin1String("jongodb")), qPrintable(info.version));
            QCOMPARE(info.topology, Topology::Standalone);
        }

        const DatabaseList databases = ask(connection, connection.requestDatabases({ db }), &LiveConnection::databasesReceived);
        if (environment) {
            QVERIFY2(databases.notices.isEmpty(), qPrintable(databases.notices.join(QLatin1Char('\n'))));
            const auto listed = std::find_if(databases.databases.cbegin(), databases.databases.cend(),
                [&](const DatabaseInfo &database) { return database.name == db; });
            QVERIFY(listed != databases.databases.cend() && listed->confirmed);
        } else {
            QVERIFY(!databases.notices.isEmpty());
            QVERIFY2(databases.notices.first().contains(QLatin1String("listDatabases")), qPrintable(databases.notices.first()));
            QCOMPARE(databases.databases.size(), 1); // the model's database (the test URI names none)
            QCOMPARE(databases.databases.last().name, db);
            QVERIFY(!databases.databases.last().confirmed);
        }

        const CollectionList collections = ask(connection,
            connection.requestCollections(db, { QStringLiteral("orders"), QStringLiteral("ghosts") }),
            &LiveConnection::collectionsReceived);
        QVERIFY(findCollection(collections, QStringLiteral("orders"))->confirmed);
        if (environment) {
            QVERIFY(collections.notices.isEmpty());
            QVERIFY(!findCollection(collections, QStringLiteral("ghosts")));
        } else {
            QVERIFY(collections.notices.join(QString()).contains(QLatin1String("listCollections")));
            QVERIFY(!findCollection(collections, QStringLiteral("ghosts"))->confirmed);
        }

        const IndexList indexes
            = ask(connection, connection.requestIndexes(db, QStringLiteral("orders")), &LiveConnection::indexesReceived);
        const IndexInfo *index = findIndex(indexes, QStringLiteral("status_n"));
        QVERIFY(index);
        QVERIFY2(relaxedText(index->spec).contains(QLatin1String("\"unique\" : true")), qPrintable(relaxedText(index->spec)));
        QCOMPARE(relaxedText(index->key), QStringLiteral("{ \"status\" : 1, \"n\" : -1 }"));
        if (environment) {
            QVERIFY2(indexes.notices.isEmpty(), qPrintable(indexes.notices.join(QLatin1Char('\n'))));
            QVERIFY(index->size.has_value() && index->accesses.has_value());
        } else {
            QVERIFY(!indexes.notices.isEmpty()); // no $indexStats here, and it says so
        }

        const CollectionStats stats
            = ask(connection, connection.requestStats(db, QStringLiteral("orders")), &LiveConnection::statsReceived);
        QCOMPARE(stats.count.value_or(-1), 120);

        DocumentQuery query;
        query.database = db;
        query.collection = QStringLiteral("orders");
        query.filter = QStringLiteral("{\"status\": \"open\"}");
        query.sort = QStringLiteral("{\"n\": 1}");
        query.pageSize = 25;
        DocumentPage page = ask(connection, connection.requestDocuments(query), &LiveConnection::documentsReceived);
        QCOMPARE(page.count, 25);
        QVERIFY(page.cursorId != 0);
        QVERIFY2(documentTexts(page).first().contains(QLatin1String("\"n\" : 1,")), qPrintable(documentTexts(page).first()));
        page = ask(connection, connection.requestNextPage(page.cursorId, 25), &LiveConnection::documentsReceived);
        QCOMPARE(page.firstIndex, 25);
        QCOMPARE(page.count, 25);
        QVERIFY(documentTexts(page).first().contains(QLatin1String("\"n\" : 51,")));
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

    // CongoDB lists databases and collections, has collStats, and pages a
    // cursor quickly.
    void congo_data() { serverRows("congodb"); }
    void congo()
    {
        TestServer server(ServerKind::Congo);
        START_ROW_SERVER(server, uri);
        const QString db = QStringLiteral("docmodeler_live_library");
        const ShellRun seed = runMongosh(uri,
            QStringLiteral("const s = db.getSiblingDB('%1'); s.dropDatabase();"
                           "const books = []; for (let i = 0; i < 250; i++) books.push({n: i, t: 't' + (1000 + i)});"
                           "s.books.insertMany(books); s.authors.insertOne({n: 'x'});"
                           "s.books.createIndex({t: 1}, {unique: true});")
                .arg(db));
        QVERIFY2(seed.exitCode == 0, qPrintable(seed.err));
        LiveConnection connection;
        OPEN(connection, uri);

        const ServerInfo info = ask(connection, connection.requestServerInfo(), &LiveConnection::serverInfoReceived);
        QVERIFY2(info.notices.isEmpty(), qPrintable(info.notices.join(QLatin1Char('\n'))));
        QVERIFY(info.maxWireVersion > 0);
        if (!environment) {
            QCOMPARE(info.version, QStringLiteral("7.0.0"));
            QVERIFY2(info.address.startsWith(QLatin1String("127.0.0.1:")), qPrintable(info.address));
            QCOMPARE(info.topology, Topology::Standalone);
            QVERIFY(info.members.isEmpty() && info.setName.isEmpty());
        }

        const DatabaseList databases = ask(connection, connection.requestDatabases(), &LiveConnection::databasesReceived);
        QStringList names;
        for (const DatabaseInfo &database : databases.databases) {
            names << database.name;
            QVERIFY(database.confirmed);
        }
        QVERIFY2(names.contains(db), qPrintable(names.join(QLatin1Char(','))));
        const CollectionList collections = ask(connection, connection.requestCollections(db), &LiveConnection::collectionsReceived);
        QVERIFY(findCollection(collections, QStringLiteral("books")));
        QVERIFY(findCollection(collections, QStringLiteral("authors")));
        QVERIFY(collections.notices.isEmpty());
        const CollectionStats stats
            = ask(connection, connection.requestStats(db, QStringLiteral("books")), &LiveConnection::statsReceived);
        QCOMPARE(stats.count.value_or(-1), 250);
        const IndexList indexes
            = ask(connection, connection.requestIndexes(db, QStringLiteral("books")), &LiveConnection::indexesReceived);
        QVERIFY(findIndex(indexes, QStringLiteral("t_1")));

        // Every document once, in order, a page at a time from one cursor.
        DocumentQuery query;
        query.database = db;
        query.collection = QStringLiteral("books");
        query.sort = QStringLiteral("{\"n\": 1}");
        query.pageSize = 40;
        DocumentPage page = ask(connection, connection.requestDocuments(query), &LiveConnection::documentsReceived);
        QList<int> seen;
        int pages = 0;
        for (;;) {
            ++pages;
            QCOMPARE(page.firstIndex, qint64(seen.size()));
            QVERIFY(page.count <= 40);
            for (const QByteArray &document : pageDocuments(page)) {
                bson_t view;
                bson_iter_t it;
                QVERIFY(bson_init_static(&view, reinterpret_cast<const uint8_t *>(document.constData()), size_t(document.size()))
                    && bson_iter_init_find(&it, &view, "n"));
                seen << int(bson_iter_as_int64(&it));
            }
            if (page.cursorId == 0 || pages > 20)
                break;
            page = ask(connection, connection.requestNextPage(page.cursorId, 40), &LiveConnection::documentsReceived);
        }
        QVERIFY(page.exhausted);
        QCOMPARE(pages, 7); // 6 × 40 + 10
        QCOMPARE(seen.size(), 250);
        for (int i = 0; i < seen.size(); ++i)
            QCOMPARE(seen[i], i);

        query.projection = QStringLiteral("{\"_id\": 0, \"t\": 1}");
        query.sort = QStringLiteral("{\"t\": -1}");
        query.skip = 1;
        query.limit = 2;
        page = ask(connection, connection.requestDocuments(query), &LiveConnection::documentsReceived);
        QCOMPARE(documentTexts(page), QStringList({ QStringLiteral("{ \"t\" : \"t1248\" }"), QStringLiteral("{ \"t\" : \"t1247\" }") }));
        QVERIFY(page.exhausted);
    }

    // hello tells the topology: a replica set with its members, or a mongos.
    void topologies()
    {
        TestServer replicaSet(ServerKind::Mock, QStringLiteral("replset"));
        START_SERVER(replicaSet);
        LiveConnection connection;
        OPEN(connection, replicaSet.uri());
        const QString self = QStringLiteral("127.0.0.1:%1").arg(replicaSet.port());
        ServerInfo info = ask(connection, connection.requestServerInfo(), &LiveConnection::serverInfoReceived);
        QCOMPARE(info.topology, Topology::ReplicaSet);
        QCOMPARE(topologyName(info.topology), QStringLiteral("replica set"));
        QCOMPARE(info.setName, QStringLiteral("rs0"));
        QCOMPARE(info.primary, self);
        QCOMPARE(info.address, self);
        QCOMPARE(info.members, QStringList({ self, QStringLiteral("db2.rs0.invalid:27017"),
                                   QStringLiteral("db3.rs0.invalid:27017"), QStringLiteral("arbiter.rs0.invalid:27017") }));
        QCOMPARE(info.version, QStringLiteral("6.0.99-mock"));
        // A member answers the explorer as a standalone does.
        QCOMPARE(ask(connection, connection.requestDatabases(), &LiveConnection::databasesReceived).databases.size(), 2);

        TestServer mongos(ServerKind::Mock, QStringLiteral("keeps"), { QStringLiteral("--mongos") });
        START_SERVER(mongos);
        LiveConnection routed;
        OPEN(routed, mongos.uri());
        info = ask(routed, routed.requestServerInfo(), &LiveConnection::serverInfoReceived);
        QCOMPARE(info.topology, Topology::Sharded);
        QCOMPARE(topologyName(info.topology), QStringLiteral("sharded cluster (mongos)"));
        QVERIFY(info.setName.isEmpty());
        QVERIFY(info.members.isEmpty());
        QCOMPARE(info.address, QStringLiteral("127.0.0.1:%1").arg(mongos.port()));
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
