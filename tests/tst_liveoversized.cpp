// SPDX-License-Identifier: GPL-3.0-or-later
// A server that ignores the 16 MiB batch limit (jongodb) sends a batch of
// large documents the driver refuses: the explorer reads such a query one
// document per batch instead, whether the refused batch is the find's first
// or a later getMore's, and loses no document and repeats none.
#include "livetestsupport.h"
#include "testsupport.h"

#include <mongoc/mongoc.h>

#include <string>

using namespace docmodel;
using namespace docmodel::test;

namespace {

constexpr int kSmall = 4;
constexpr int kLarge = 4;
// Four of them make a batch over the driver's 48 MB reply limit.
constexpr size_t kLargeBytes = 13 * 1000 * 1000;

bool populate(const QString &uri, QString *why)
{
    mongoc_client_t *client = mongoc_client_new(uri.toUtf8().constData());
    if (!client) {
        *why = QStringLiteral("bad URI");
        return false;
    }
    mongoc_collection_t *collection = mongoc_client_get_collection(client, "big", "files");
    bool ok = true;
    bson_error_t error;
    for (int n = 0; n < kSmall + kLarge && ok; ++n) {
        bson_t *document = bson_new();
        BSON_APPEND_INT32(document, "_id", n);
        const std::string text(n < kSmall ? 10 : kLargeBytes, char('a' + n));
        BSON_APPEND_UTF8(document, "text", text.c_str());
        ok = mongoc_collection_insert_one(collection, document, nullptr, nullptr, &error);
        bson_destroy(document);
    }
    if (!ok)
        *why = QString::fromUtf8(error.message);
    mongoc_collection_destroy(collection);
    mongoc_client_destroy(client);
    return ok;
}

QList<int> idsOf(const DocumentPage &page)
{
    QList<int> ids;
    for (const QByteArray &bytes : pageDocuments(page)) {
        bson_t view;
        bson_iter_t it;
        if (bson_init_static(&view, reinterpret_cast<const uint8_t *>(bytes.constData()), size_t(bytes.size()))
            && bson_iter_init_find(&it, &view, "_id"))
            ids << bson_iter_int32(&it);
    }
    return ids;
}

} // namespace

class TestLiveOversized : public QObject
{
    Q_OBJECT

private slots:
    void largeBatchesAreReadOneDocumentAtATime()
    {
        TestServer server(ServerKind::Jongodb);
        START_SERVER(server);
        QString why;
        QVERIFY2(populate(server.uri(), &why), qPrintable(why));
        LiveConnection connection;
        OPEN(connection, server.uri());
        connection.setRequestTimeout(120000);

        // The small documents come in the find's batch; the getMore's batch
        // holds the four large ones and is refused.
        DocumentQuery query;
        query.database = QStringLiteral("big");
        query.collection = QStringLiteral("files");
        query.sort = QStringLiteral("{_id: 1}");
        query.pageSize = kSmall;
        LiveError error;
        DocumentPage page = ask(connection, connection.requestDocuments(query), &LiveConnection::documentsReceived, &error);
        QVERIFY2(!error.isError(), qPrintable(error.message));
        QCOMPARE(idsOf(page), QList<int>({ 0, 1, 2, 3 }));
        QVERIFY(page.cursorId != 0);
        page = ask(connection, connection.requestNextPage(page.cursorId, kLarge), &LiveConnection::documentsReceived,
            &error);
        QVERIFY2(!error.isError(), qPrintable(error.message));
        QCOMPARE(page.firstIndex, qint64(kSmall));
        QCOMPARE(idsOf(page), QList<int>({ 4, 5, 6, 7 }));
        QCOMPARE(page.documents.size() > qsizetype(kLarge * kLargeBytes), true);

        // The find's own batch refused: the same, from its first document.
        query.skip = kSmall - 1;
        query.pageSize = kLarge + 1;
        page = ask(connection, connection.requestDocuments(query), &LiveConnection::documentsReceived, &error);
        QVERIFY2(!error.isError(), qPrintable(error.message));
        QCOMPARE(idsOf(page), QList<int>({ 3, 4, 5, 6, 7 }));
        QCOMPARE(page.firstIndex, qint64(0));

        // A pipeline's preview (the Aggregation tab's) the same way.
        AggregateQuery aggregation;
        aggregation.database = query.database;
        aggregation.collection = query.collection;
        aggregation.pipeline = R"([{"$sort": {"_id": 1}}, {"$skip": 3}])";
        aggregation.limit = kLarge + 1;
        page = ask(connection, connection.requestAggregate(aggregation), &LiveConnection::aggregateReceived, &error);
        QVERIFY2(!error.isError(), qPrintable(error.message));
        QCOMPARE(idsOf(page), QList<int>({ 3, 4, 5, 6, 7 }));
        QVERIFY(!page.exhausted);
    }
};

QTEST_GUILESS_MAIN(TestLiveOversized)
#include "tst_liveoversized.moc"
