// SPDX-License-Identifier: GPL-3.0-or-later
// The live layer's overhead: listing 1,000 collections and paging 100,000
// small documents through the worker thread, against the bare libmongoc
// cursor reading the same documents in the same run. Target: the worker adds
// less than 10 % (worker_overhead_ratio < 1.10). Runs against a local
// CongoDB (started here) or the server DOCMODELER_TEST_URI names.
#include "benchserver.h"
#include "benchutil.h"
#include "testserver.h"

#include "live/liveconnection.h"
#include "live/livewait.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <mongoc/mongoc.h>

#include <algorithm>
#include <cstdio>

using namespace docmodel;
using namespace docmodel::bench;

namespace {

constexpr int kCollections = 1000;
constexpr int kDocuments = 100000;
constexpr int kPageSize = 1000;

bool populate(const QString &uri)
{
    mongoc_init();
    mongoc_client_t *client = mongoc_client_new(uri.toUtf8().constData());
    if (!client)
        return false;
    bool ok = true;
    bson_error_t error;
    mongoc_database_t *db = mongoc_client_get_database(client, "bench_live");
    mongoc_database_drop(db, nullptr);
    mongoc_database_destroy(db);
    for (int i = 0; i < kCollections && ok; ++i) {
        const QByteArray name = "c" + QByteArray::number(i);
        mongoc_collection_t *collection = mongoc_client_get_collection(client, "bench_live", name.constData());
        bson_t *doc = BCON_NEW("i", BCON_INT32(i));
        ok = mongoc_collection_insert_one(collection, doc, nullptr, nullptr, &error);
        bson_destroy(doc);
        mongoc_collection_destroy(collection);
    }
    mongoc_collection_t *docs = mongoc_client_get_collection(client, "bench_live", "docs");
    for (int start = 0; start < kDocuments && ok; start += 1000) {
        mongoc_bulk_operation_t *bulk = mongoc_collection_create_bulk_operation_with_opts(docs, nullptr);
        for (int i = start; i < start + 1000; ++i) {
            bson_t *doc = BCON_NEW("n", BCON_INT32(i), "name", BCON_UTF8("item"), "price", BCON_DOUBLE(i * 0.5));
            mongoc_bulk_operation_insert(bulk, doc);
            bson_destroy(doc);
        }
        bson_t reply;
        ok = mongoc_bulk_operation_execute(bulk, &reply, &error) != 0;
        bson_destroy(&reply);
        mongoc_bulk_operation_destroy(bulk);
    }
    if (!ok)
        std::fprintf(stderr, "populating failed: %s\n", error.message);
    mongoc_collection_destroy(docs);
    mongoc_client_destroy(client);
    return ok;
}

// The peer: libmongoc's cursor, read to its end, nothing else.
double bareCursorMs(mongoc_client_t *client, qint64 *count)
{
    QElapsedTimer timer;
    timer.start();
    mongoc_collection_t *docs = mongoc_client_get_collection(client, "bench_live", "docs");
    bson_t filter = BSON_INITIALIZER;
    bson_t *opts = BCON_NEW("batchSize", BCON_INT32(kPageSize));
    mongoc_cursor_t *cursor = mongoc_collection_find_with_opts(docs, &filter, opts, nullptr);
    const bson_t *document = nullptr;
    *count = 0;
    while (mongoc_cursor_next(cursor, &document))
        ++*count;
    mongoc_cursor_destroy(cursor);
    bson_destroy(opts);
    mongoc_collection_destroy(docs);
    return double(timer.nsecsElapsed()) / 1e6;
}

double workerPagingMs(LiveConnection &connection, qint64 *count)
{
    QElapsedTimer timer;
    timer.start();
    DocumentQuery query;
    query.database = QStringLiteral("bench_live");
    query.collection = QStringLiteral("docs");
    query.pageSize = kPageSize;
    DocumentPage page;
    LiveError error;
    *count = 0;
    if (!waitForResult(connection, connection.requestDocuments(query), &LiveConnection::documentsReceived, &page, &error))
        return -1;
    *count += page.count;
    while (page.cursorId != 0) {
        if (!waitForResult(connection, connection.requestNextPage(page.cursorId, kPageSize),
                &LiveConnection::documentsReceived, &page, &error))
            return -1;
        *count += page.count;
    }
    return double(timer.nsecsElapsed()) / 1e6;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    test::TestServer server(test::ServerKind::Congo);
    const QString uri = populatedServer(server, populate);
    if (uri.isEmpty())
        return 1;

    LiveConnection connection;
    ConnectionSettings settings;
    settings.uri = uri;
    LiveError error;
    if (!connection.open(settings, QString(), &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error.message));
        return 1;
    }
    const Timing listing = timeRuns(5, [&] {
        CollectionList list;
        LiveError failed;
        waitForResult(connection, connection.requestCollections(QStringLiteral("bench_live")),
            &LiveConnection::collectionsReceived, &list, &failed);
        if (list.collections.size() < kCollections)
            std::fprintf(stderr, "only %lld collections listed\n", qint64(list.collections.size()));
    });
    report("list_1000_collections_ms", listing.medianMs, "ms");

    // Alternate the two so a slow moment of the machine hits both alike.
    std::vector<double> bare;
    std::vector<double> worker;
    qint64 bareCount = 0;
    qint64 workerCount = 0;
    mongoc_client_t *client = mongoc_client_new(uri.toUtf8().constData());
    for (int run = 0; run < 5; ++run) {
        bare.push_back(bareCursorMs(client, &bareCount));
        worker.push_back(workerPagingMs(connection, &workerCount));
    }
    mongoc_client_destroy(client);
    std::sort(bare.begin(), bare.end());
    std::sort(worker.begin(), worker.end());
    if (bareCount != kDocuments || workerCount != kDocuments)
        std::fprintf(stderr, "read %lld (bare) and %lld (worker) of %d documents\n", bareCount, workerCount, kDocuments);
    report("bare_cursor_100k_ms", bare[2], "ms");
    report("worker_paging_100k_ms", worker[2], "ms");
    report("worker_overhead_ratio", worker[2] / bare[2], "x");
    report("peak_rss", peakRssMb(), "MB");
    return 0;
}
