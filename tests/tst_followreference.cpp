// SPDX-License-Identifier: GPL-3.0-or-later
// Following references in the Live dock's documents: where the links are in
// the text, which paths a model declares or a name suggests, and clicking
// them against real servers — jongodb for natural keys (int and string),
// CongoDB for ObjectId _ids — with Back and Forward, a query kept per
// collection, and a splitter that stays where it was.
#include "livedocksupport.h"
#include "testconnection.h"
#include "testserver.h"
#include "testsupport.h"

#include "document/modeldocument.h"
#include "live/liveresults.h"
#include "live/documentlinks.h"
#include "live/livedetails.h"
#include "live/livedock.h"
#include "live/livequery.h"
#include "text/livetext.h"
#include "live/livetree.h"
#include "schema/referencepaths.h"

#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QToolButton>
#include <QtTest>

#include <bson/bson.h>

using namespace docmodel;
using namespace docmodel::test;

namespace {

// A page of documents given as Extended JSON, one per element.
DocumentPage pageOf(const QStringList &documents)
{
    DocumentPage page;
    for (const QString &json : documents) {
        bson_error_t error;
        const QByteArray text = json.toUtf8();
        bson_t *document = bson_new_from_json(
            reinterpret_cast<const uint8_t *>(text.constData()), text.size(), &error);
        if (!document)
            qFatal("bad test document %s: %s", text.constData(), error.message);
        page.documents.append(
            reinterpret_cast<const char *>(bson_get_data(document)), qsizetype(document->len));
        bson_destroy(document);
        ++page.count;
    }
    page.exhausted = true;
    return page;
}

Entity collection(const std::string &name, std::vector<Field> fields)
{
    Entity entity;
    entity.id = name;
    entity.name = name;
    entity.fields = std::move(fields);
    return entity;
}

Relationship parentReference(const std::string &one, const std::string &many,
    const std::string &field, const std::string &key)
{
    Relationship rel;
    rel.id = one + "-" + many;
    rel.oneId = one;
    rel.manyId = many;
    rel.strategy = Strategy::ParentReferencing;
    rel.manyField = field;
    rel.oneKey = key;
    return rel;
}

QString linkText(const LinkedDocuments &linked, const DocumentLink &link)
{
    return linked.text.mid(link.begin, link.end - link.begin);
}

// Clicks the middle of a link, as a person would.
void clickLink(LiveQuery *query, const DocumentLink &link)
{
    auto *view = query->findChild<QPlainTextEdit *>(QStringLiteral("queryDocuments"));
    QTextCursor cursor(view->document());
    cursor.setPosition((link.begin + link.end) / 2);
    view->setTextCursor(cursor);
    view->ensureCursorVisible();
    const QRect caret = view->cursorRect(cursor);
    QTest::mouseClick(
        view->viewport(), Qt::LeftButton, Qt::NoModifier, caret.center() + QPoint(1, 0));
}

const DocumentLink *linkWith(LiveQuery *query, const char *path, const QString &value)
{
    for (const DocumentLink &link : query->links())
        if (link.reference.path == path && link.value == value)
            return &link;
    return nullptr;
}

QString filterText(LiveQuery *query)
{
    return query->findChild<QLineEdit *>(QStringLiteral("queryFilter"))->text();
}

QToolButton *button(LiveQuery *query, const char *name)
{
    return query->findChild<QToolButton *>(QString::fromLatin1(name));
}

} // namespace

class FollowReference : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // The links cover exactly the values, whatever came before them in the
    // text (non-ASCII included), and the text is the shell's as before.
    void linksAreWhereTheValuesAre()
    {
        const DocumentPage page = pageOf({
            QStringLiteral("{\"_id\": 1, \"AlbumId\": 5, \"Title\": \"Ñandú über alles — 🎵\", "
                           "\"ArtistId\": 22}"),
            QStringLiteral("{\"_id\": 2, \"Title\": \"x\", \"ArtistId\": {\"$numberLong\": \"7\"}, "
                           "\"items\": [{\"sku\": \"a\", \"product_id\": {\"$oid\": "
                           "\"64b000000000000000000001\"}}]}"),
        });
        const std::vector<ReferencePath> declared { { "ArtistId", "artists", "ArtistId", false } };
        const LinkedDocuments linked
            = linkedDocumentsText(page, "albums", declared, { "artists", "products", "albums" });
        QCOMPARE(linked.text, documentsText(page, PreviewFormat::Mongosh));
        QCOMPARE(linked.links.size(), 3); // not AlbumId: an album's own key
        QCOMPARE(linkText(linked, linked.links[0]), QStringLiteral("22"));
        QCOMPARE(linked.links[0].value, QStringLiteral("22"));
        QCOMPARE(linked.links[0].filter(), QStringLiteral("{ArtistId: 22}"));
        QCOMPARE(linkText(linked, linked.links[1]), QStringLiteral("Long('7')"));
        // Found by its name: product_id names products, and holds its _id.
        const DocumentLink &product = linked.links[2];
        QCOMPARE(
            linkText(linked, product), QStringLiteral("ObjectId('64b000000000000000000001')"));
        QCOMPARE(product.reference.path, std::string("items.product_id"));
        QCOMPARE(product.reference.target, std::string("products"));
        QVERIFY(product.reference.detected);
        QCOMPARE(product.filter(), QStringLiteral("{_id: ObjectId('64b000000000000000000001')}"));
    }

    void referencePathsOfAModel()
    {
        Model model;
        Entity lines = collection("lines", { makeField("TrackId", { BsonType::Int }, true) });
        lines.kind = EntityKind::Embedded;
        model.entities = { collection("invoices", {}), lines, collection("tracks", {}),
            collection("employees", {}), collection("playlists", {}), collection("users", {}),
            collection("sessions", {}) };
        Relationship embed = parentReference("invoices", "lines", "", "_id");
        embed.strategy = Strategy::Embed;
        embed.oneField = "lines";
        Relationship bought = parentReference("tracks", "lines", "TrackId", "TrackId");
        Relationship tree = parentReference("employees", "employees", "", "EmployeeId");
        tree.tree = TreeOptions {};
        tree.tree->parentField = "ReportsTo";
        Relationship listed = parentReference("playlists", "tracks", "", "_id");
        listed.strategy = Strategy::ChildReferencing;
        listed.oneField = "tracks";
        listed.manyKey = "TrackId";
        Relationship sessions = parentReference("users", "sessions", "user_id", "email");
        sessions.referenceObject = "user";
        model.relationships = { embed, bought, tree, listed, sessions };

        using Paths = std::vector<ReferencePath>;
        QCOMPARE(referencePaths(model, model.entities[0]),
            (Paths { { "lines.TrackId", "tracks", "TrackId" } }));
        QCOMPARE(referencePaths(model, model.entities[3]),
            (Paths { { "ReportsTo", "employees", "EmployeeId" } }));
        QCOMPARE(referencePaths(model, model.entities[4]),
            (Paths { { "tracks", "tracks", "TrackId" } }));
        QCOMPARE(referencePaths(model, model.entities[6]),
            (Paths { { "user.email", "users", "email" } }));
        // The tracks hold no reference: the playlists list them.
        QVERIFY(referencePaths(model, model.entities[2]).empty());
    }

    void detectedFromTheName()
    {
        const std::vector<std::string> names { "customers", "Album", "categories" };
        QCOMPARE(detectedReference("customer_id", false, names)->key, std::string("_id"));
        QCOMPARE(detectedReference("customerId", true, names)->key, std::string("_id"));
        QCOMPARE(detectedReference("AlbumId", false, names)->key, std::string("AlbumId"));
        QCOMPARE(
            detectedReference("line.categoryId", true, names)->target, std::string("categories"));
        QVERIFY(!detectedReference("_id", true, names));
        QVERIFY(!detectedReference("vendor_id", true, names));
        QVERIFY(!detectedReference("Id", true, names));
    }

    // Natural keys: an int (albums → artists by ArtistId) and a string
    // (sessions → users by email), followed by clicks, Back and Forward.
    void naturalKeysOnJongodb()
    {
        TestServer server(ServerKind::Jongodb);
        START_SERVER(server);
        if (mongoshPath().isEmpty())
            DOCMODELER_PEER_MISSING("mongosh is not installed; scripts/test installs it");
        const ShellRun loaded = runMongosh(server.uri(),
            QStringLiteral(
                "const d = db.getSiblingDB('music');"
                "d.artists.insertMany([{ArtistId: 1, Name: 'AC/DC'}, {ArtistId: 2, Name: "
                "'Accept'}]);"
                "d.albums.insertMany([{AlbumId: 1, Title: 'For Those About To Rock', ArtistId: 1},"
                "  {AlbumId: 2, Title: 'Balls to the Wall', ArtistId: 2}]);"
                "d.users.insertOne({name: 'Ned Stark', email: 'ned@example.org'});"
                "d.sessions.insertOne({user_id: 'ned@example.org', jwt: 'x'});"
                "d.getCollection('a_collection_whose_name_is_longer_than_the_tree_is_wide_' + "
                "'x'.repeat(30))"
                "  .insertOne({a: 1});"
                "print('loaded');"));
        QVERIFY2(loaded.out.contains(QLatin1String("loaded")), qPrintable(loaded.out + loaded.err));

        Model model;
        model.database = "music";
        model.entities
            = { collection("artists", { makeField("ArtistId", { BsonType::Int }, true) }),
                  collection("albums", { makeField("ArtistId", { BsonType::Int }, true) }),
                  collection("users", { makeField("email", { BsonType::String }, true) }),
                  collection("sessions", { makeField("user_id", { BsonType::String }, true) }),
                  // jongodb cannot list collections: the dock shows the model's
                  collection("a_collection_whose_name_is_longer_than_the_tree_is_wide_"
                          + std::string(30, 'x'),
                      {}) };
        model.relationships = { parentReference("artists", "albums", "ArtistId", "ArtistId"),
            parentReference("users", "sessions", "user_id", "email") };
        ModelDocument document;
        document.reset(model, QString());
        LiveDock dock(&document);
        dock.resize(1100, 600);
        dock.show();
        QString opened = openCollection(dock, settingsFor(server.uri()), QStringLiteral("music"), QStringLiteral("albums"));
        QVERIFY2(opened.isEmpty(), qPrintable(opened));
        LiveTree *tree = dock.tree();
        QTRY_VERIFY_WITH_TIMEOUT(
            tree->collectionItem(QStringLiteral("music"), QStringLiteral("sessions")), 10000);
        LiveDetails *details = dock.details();
        LiveQuery *query = details->query();
        auto *splitter = dock.findChild<QSplitter *>(QStringLiteral("liveSplitter"));
        QVERIFY(splitter);
        const QList<int> sizes = splitter->sizes();

        query->setQueryText(QStringLiteral("{AlbumId: 2}"));
        query->run();
        QTRY_VERIFY2_WITH_TIMEOUT(query->pageLabel().startsWith(QStringLiteral("1–1 of 1")),
            qPrintable(query->pageLabel() + query->messageText() + query->documentsText()), 10000);
        QVERIFY(!button(query, "queryBack")->isEnabled());
        const DocumentLink *artist = linkWith(query, "ArtistId", QStringLiteral("2"));
        QVERIFY2(artist, qPrintable(query->documentsText()));
        QVERIFY(!artist->reference.detected);
        clickLink(query, *artist);
        QTRY_COMPARE_WITH_TIMEOUT(details->collection(), QStringLiteral("artists"), 10000);
        QCOMPARE(filterText(query), QStringLiteral("{ArtistId: 2}"));
        QTRY_VERIFY_WITH_TIMEOUT(query->documentsText().contains(QLatin1String("Accept")), 10000);
        QVERIFY(!query->documentsText().contains(QLatin1String("AC/DC")));
        // An artist's own ArtistId is its key, not a reference to itself.
        QVERIFY(query->links().isEmpty());
        QCOMPARE(query->findChild<QSpinBox *>(QStringLiteral("queryPageSize"))->value(), 20);
        QVERIFY(tree->currentItem()
            == tree->collectionItem(QStringLiteral("music"), QStringLiteral("artists")));
        QVERIFY(button(query, "queryBack")->isEnabled());
        QVERIFY2(button(query, "queryBack")
                     ->toolTip()
                     .contains(QLatin1String("music.albums {AlbumId: 2}")),
            qPrintable(button(query, "queryBack")->toolTip()));

        // Back: the album again, its query as it was; Forward: the artist.
        QTest::mouseClick(button(query, "queryBack"), Qt::LeftButton);
        QCOMPARE(details->collection(), QStringLiteral("albums"));
        QCOMPARE(filterText(query), QStringLiteral("{AlbumId: 2}"));
        QTRY_VERIFY_WITH_TIMEOUT(
            query->documentsText().contains(QLatin1String("Balls to the Wall")), 10000);
        QVERIFY(button(query, "queryForward")->isEnabled());
        QTest::mouseClick(button(query, "queryForward"), Qt::LeftButton);
        QCOMPARE(details->collection(), QStringLiteral("artists"));
        QTRY_VERIFY_WITH_TIMEOUT(query->documentsText().contains(QLatin1String("Accept")), 10000);
        QVERIFY(!button(query, "queryForward")->isEnabled());

        // A string key, followed with Return at the caret.
        QVERIFY(dock.chooseCollection(QStringLiteral("music"), QStringLiteral("sessions")));
        QCOMPARE(filterText(query), QString()); // sessions were never queried
        QTRY_COMPARE_WITH_TIMEOUT(query->pageCount(), 1, 10000);
        const DocumentLink *user
            = linkWith(query, "user_id", QStringLiteral("'ned@example.org'"));
        QVERIFY2(user, qPrintable(query->documentsText()));
        auto *view = query->findChild<QPlainTextEdit *>(QStringLiteral("queryDocuments"));
        QTextCursor caret(view->document());
        caret.setPosition(user->begin + 1);
        view->setTextCursor(caret);
        QTest::keyClick(view, Qt::Key_Return);
        QTRY_COMPARE_WITH_TIMEOUT(details->collection(), QStringLiteral("users"), 10000);
        QCOMPARE(filterText(query), QStringLiteral("{email: 'ned@example.org'}"));
        QTRY_VERIFY_WITH_TIMEOUT(
            query->documentsText().contains(QLatin1String("Ned Stark")), 10000);

        // Each collection keeps its own query; the albums' is still there.
        QVERIFY(dock.chooseCollection(QStringLiteral("music"), QStringLiteral("albums")));
        QCOMPARE(filterText(query), QStringLiteral("{AlbumId: 2}"));
        QVERIFY(dock.chooseCollection(QStringLiteral("music"), QStringLiteral("users")));
        QCOMPARE(filterText(query), QStringLiteral("{email: 'ned@example.org'}"));
        // Nor does a long name or a long message move the splitter.
        const QString longName
            = QStringLiteral("a_collection_whose_name_is_longer_than_the_tree_is_wide_")
            + QString(QLatin1Char('x')).repeated(30);
        QVERIFY(dock.chooseCollection(QStringLiteral("music"), longName));
        query->setQueryText(QStringLiteral("{a: {$gt: 1, $lt: 3, $in: [1, 2, 3, 4, 5, 6, 7, 8, 9, "
                                           "10, 11, 12, 13, 14, 15, ]], b: 2}"));
        query->run();
        QTRY_VERIFY_WITH_TIMEOUT(!query->messageText().isEmpty(), 10000);
        QCOMPARE(splitter->sizes(), sizes);
        if (const QString shot = qEnvironmentVariable("DOCMODELER_SCREENSHOT_FOLLOW");
            !shot.isEmpty()) {
            QVERIFY(dock.chooseCollection(QStringLiteral("music"), QStringLiteral("albums")));
            QTRY_VERIFY_WITH_TIMEOUT(linkWith(query, "ArtistId", QStringLiteral("2")), 10000);
            clickLink(query, *linkWith(query, "ArtistId", QStringLiteral("2")));
            QTRY_VERIFY_WITH_TIMEOUT(
                query->documentsText().contains(QLatin1String("Accept")), 10000);
            QVERIFY(dock.grab().save(shot));
        }

        // Another server (here: the same one, connected anew) keeps nothing.
        opened = openCollection(dock, settingsFor(server.uri()), QStringLiteral("music"), QStringLiteral("albums"));
        QVERIFY2(opened.isEmpty(), qPrintable(opened));
        QCOMPARE(filterText(query), QString());
        QVERIFY(!button(query, "queryBack")->isEnabled());
    }

    // ObjectId keys: a reference found by its name alone (no model), and a
    // list of child ids the model declares.
    void objectIdsOnCongo()
    {
        TestServer server(ServerKind::Congo);
        START_SERVER(server);
        if (mongoshPath().isEmpty())
            DOCMODELER_PEER_MISSING("mongosh is not installed; scripts/test installs it");
        const ShellRun loaded = runMongosh(server.uri(),
            QStringLiteral(
                "const d = db.getSiblingDB('shop');"
                "d.customers.insertOne({_id: ObjectId('64b0000000000000000000c1'), name: 'Ada',"
                "  order_ids: [ObjectId('64b0000000000000000000a1'), "
                "ObjectId('64b0000000000000000000a2')]});"
                "d.orders.insertMany([{_id: ObjectId('64b0000000000000000000a1'), customer_id: "
                "ObjectId('64b0000000000000000000c1'), total: 5},"
                "  {_id: ObjectId('64b0000000000000000000a2'), customer_id: "
                "ObjectId('64b0000000000000000000c1'), total: 7}]);"
                "print('loaded');"));
        QVERIFY2(loaded.out.contains(QLatin1String("loaded")), qPrintable(loaded.out + loaded.err));

        ModelDocument document; // no model: references are guessed from names
        LiveDock dock(&document);
        dock.resize(1100, 600);
        dock.show();
        const QString opened = openCollection(dock, settingsFor(server.uri()), QStringLiteral("shop"), QStringLiteral("orders"));
        QVERIFY2(opened.isEmpty(), qPrintable(opened));
        LiveDetails *details = dock.details();
        LiveQuery *query = details->query();
        query->setQueryText(QStringLiteral("{total: 7}"));
        query->run();
        QTRY_VERIFY2_WITH_TIMEOUT(query->pageLabel().startsWith(QStringLiteral("1–1 of 1")),
            qPrintable(query->pageLabel() + query->messageText() + query->documentsText()), 10000);
        const QString customerId = QStringLiteral("ObjectId('64b0000000000000000000c1')");
        const DocumentLink *customer = linkWith(query, "customer_id", customerId);
        QVERIFY2(customer, qPrintable(query->documentsText()));
        QVERIFY(customer->reference.detected);
        QVERIFY(DocumentLinks::tooltip(*customer).contains(QLatin1String("guessed")));
        clickLink(query, *customer);
        QTRY_COMPARE_WITH_TIMEOUT(details->collection(), QStringLiteral("customers"), 10000);
        QCOMPARE(filterText(query), QStringLiteral("{_id: %1}").arg(customerId));
        QTRY_VERIFY_WITH_TIMEOUT(query->documentsText().contains(QLatin1String("Ada")), 10000);
        // order_ids names no collection: only the model can say what it holds.
        QVERIFY(!linkWith(
            query, "order_ids", QStringLiteral("ObjectId('64b0000000000000000000a2')")));

        Model model;
        model.entities = { collection("customers", {}), collection("orders", {}) };
        Relationship listed = parentReference("customers", "orders", "", "_id");
        listed.strategy = Strategy::ChildReferencing;
        listed.oneField = "order_ids";
        model.relationships = { listed };
        document.reset(model, QString());
        query->run();
        QTRY_VERIFY_WITH_TIMEOUT(
            linkWith(query, "order_ids", QStringLiteral("ObjectId('64b0000000000000000000a2')")),
            10000);
        clickLink(query,
            *linkWith(
                query, "order_ids", QStringLiteral("ObjectId('64b0000000000000000000a2')")));
        QTRY_COMPARE_WITH_TIMEOUT(details->collection(), QStringLiteral("orders"), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(query->documentsText().contains(QLatin1String("total: 7")), 10000);
        QVERIFY(!query->documentsText().contains(QLatin1String("total: 5")));
        // Back twice: the customer, then the order the walk started from.
        QTest::mouseClick(button(query, "queryBack"), Qt::LeftButton);
        QCOMPARE(details->collection(), QStringLiteral("customers"));
        QTest::mouseClick(button(query, "queryBack"), Qt::LeftButton);
        QCOMPARE(details->collection(), QStringLiteral("orders"));
        QCOMPARE(filterText(query), QStringLiteral("{total: 7}"));
    }
};

QTEST_MAIN(FollowReference)
#include "tst_followreference.moc"
