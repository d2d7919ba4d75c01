// SPDX-License-Identifier: GPL-3.0-or-later
#include "liveworker.h"

#include "livereplies.h"
#include "mongocsupport.h"

#include <QMutexLocker>

namespace docmodel {

using namespace live;

LiveWorker::LiveWorker(mongoc_client_pool_t *pool)
    : mPool(pool)
{
}

LiveWorker::~LiveWorker()
{
    for (auto &[id, open] : mCursors)
        mongoc_cursor_destroy(open.cursor);
    if (mClient)
        mongoc_client_pool_push(mPool, mClient);
    mongoc_client_pool_destroy(mPool);
}

mongoc_client_t *LiveWorker::client()
{
    // One client from the pool serves this thread; the pool's background
    // monitoring keeps the topology current.
    if (!mClient)
        mClient = mongoc_client_pool_pop(mPool);
    return mClient;
}

void LiveWorker::markCancelled(quint64 requestId)
{
    QMutexLocker lock(&mCancelMutex);
    mCancelled.insert(requestId);
}

bool LiveWorker::isCancelled(quint64 requestId) const
{
    QMutexLocker lock(&mCancelMutex);
    return mCancelled.contains(requestId);
}

void LiveWorker::forget(quint64 requestId)
{
    QMutexLocker lock(&mCancelMutex);
    mCancelled.remove(requestId);
}

ServerInfo LiveWorker::serverInfo(LiveError &error)
{
    ServerInfo info;
    bson_error_t failure;
    mongoc_server_description_t *server = mongoc_client_select_server(client(), false, nullptr, &failure);
    if (!server) {
        error = errorFrom(failure, QStringLiteral("hello"));
        return info;
    }
    info.address = QString::fromUtf8(mongoc_server_description_host(server)->host_and_port);
    mongoc_server_description_destroy(server);

    Reply hello;
    bson_t *command = BCON_NEW("hello", BCON_INT32(1));
    bool ok = mongoc_client_read_command_with_opts(client(), "admin", command, nullptr, nullptr, &hello.doc, &failure);
    bson_destroy(command);
    if (!ok && isNotSupported(errorFrom(failure, QStringLiteral("hello")))) {
        // Servers before 4.4.2 (and some test servers) know only isMaster.
        bson_reinit(&hello.doc);
        command = BCON_NEW("isMaster", BCON_INT32(1));
        ok = mongoc_client_read_command_with_opts(client(), "admin", command, nullptr, nullptr, &hello.doc, &failure);
        bson_destroy(command);
    }
    if (!ok) {
        error = errorFrom(failure, QStringLiteral("hello"));
        return info;
    }
    readHello(&hello.doc, info);

    Reply build;
    command = BCON_NEW("buildInfo", BCON_INT32(1));
    ok = mongoc_client_read_command_with_opts(client(), "admin", command, nullptr, nullptr, &build.doc, &failure);
    bson_destroy(command);
    if (ok) {
        info.version = stringAt(&build.doc, "version");
    } else {
        const LiveError refused = errorFrom(failure, QStringLiteral("buildInfo"));
        if (refused.isConnectionProblem()) {
            error = refused;
            return info;
        }
        info.notices << Live::tr("The server version is unknown: %1").arg(refused.message);
    }
    return info;
}

DatabaseList LiveWorker::databases(const QStringList &expectedNames, LiveError &error)
{
    DatabaseList list;
    const auto read = [&](bool authorizedOnly, LiveError &failed) {
        bson_t *command = authorizedOnly
            ? BCON_NEW("listDatabases", BCON_INT32(1), "nameOnly", BCON_BOOL(true), "authorizedDatabases", BCON_BOOL(true))
            : BCON_NEW("listDatabases", BCON_INT32(1));
        Reply reply;
        bson_error_t failure;
        const bool ok = mongoc_client_read_command_with_opts(client(), "admin", command, nullptr, nullptr, &reply.doc, &failure);
        bson_destroy(command);
        if (!ok) {
            failed = errorFrom(failure, QStringLiteral("listDatabases"));
            return false;
        }
        readDatabases(&reply.doc, list);
        return true;
    };
    LiveError failed;
    if (read(false, failed))
        return list;
    if (failed.isConnectionProblem()) {
        error = failed;
        return list;
    }
    if (failed.kind == LiveError::Kind::Unauthorized) {
        LiveError second;
        if (read(true, second)) {
            list.notices << Live::tr("listDatabases was refused (%1); only the databases this user "
                                     "is authorized for are listed, without sizes.")
                                .arg(failed.message);
            return list;
        }
    }
    list.notices << Live::tr("%1 Databases are shown from the connection string and the model, "
                             "marked as not confirmed.")
                        .arg(failed.message);
    QStringList names = expectedNames;
    const char *uriDatabase = mongoc_uri_get_database(mongoc_client_get_uri(client()));
    if (uriDatabase && *uriDatabase)
        names.prepend(QString::fromUtf8(uriDatabase));
    names.removeDuplicates();
    for (const QString &name : names) {
        DatabaseInfo info;
        info.name = name;
        info.confirmed = false;
        list.databases << info;
    }
    return list;
}

CollectionList LiveWorker::collections(const QString &database, const QStringList &expectedNames, LiveError &error)
{
    CollectionList list;
    list.database = database;
    mongoc_database_t *db = mongoc_client_get_database(client(), utf8(database).constData());
    const auto read = [&](const bson_t *opts, LiveError &failed) {
        Cursor cursor(mongoc_database_find_collections_with_opts(db, opts));
        QList<CollectionInfo> found;
        if (!cursor.forEach(QStringLiteral("listCollections"), failed,
                [&](const bson_t *entry) { found << collectionFrom(entry); }))
            return false;
        list.collections = found;
        return true;
    };
    LiveError failed;
    bool ok = read(nullptr, failed);
    if (!ok && failed.kind == LiveError::Kind::Unauthorized) {
        bson_t *opts = BCON_NEW("nameOnly", BCON_BOOL(true), "authorizedCollections", BCON_BOOL(true));
        LiveError second;
        ok = read(opts, second);
        bson_destroy(opts);
        if (ok) {
            list.notices << Live::tr("listCollections with options was refused (%1); only the names of "
                                     "the collections this user is authorized for are listed.")
                                .arg(failed.message);
        }
    }
    mongoc_database_destroy(db);
    if (ok)
        return list;
    if (failed.isConnectionProblem()) {
        error = failed;
        return list;
    }
    // Servers before 3.0 keep the names in system.namespaces.
    LiveError oldFailed;
    {
        Collection namespaces(client(), database, QStringLiteral("system.namespaces"));
        bson_t filter = BSON_INITIALIZER;
        Cursor cursor(mongoc_collection_find_with_opts(namespaces.collection, &filter, nullptr, nullptr));
        bson_destroy(&filter);
        QList<CollectionInfo> found;
        if (cursor.forEach(QStringLiteral("find system.namespaces"), oldFailed, [&](const bson_t *entry) {
                if (std::optional<CollectionInfo> info = namespaceEntryFrom(entry, database))
                    found << *info;
            })
            && !found.isEmpty()) {
            list.collections = found;
            list.notices << Live::tr("%1 The collections were read from system.namespaces, as servers "
                                     "before 3.0 keep them.")
                                .arg(failed.message);
            return list;
        }
    }
    if (oldFailed.isConnectionProblem()) {
        error = oldFailed;
        return list;
    }
    list.notices << Live::tr("%1 Collections are listed from the model and confirmed where the "
                             "server returns a document from them.")
                        .arg(failed.message);
    probeCollections(database, expectedNames, list);
    return list;
}

void LiveWorker::probeCollections(const QString &database, const QStringList &names, CollectionList &list)
{
    for (const QString &name : names) {
        CollectionInfo info;
        info.name = name;
        Collection collection(client(), database, name);
        bson_t filter = BSON_INITIALIZER;
        bson_t *opts = BCON_NEW("limit", BCON_INT64(1), "projection", "{", "_id", BCON_INT32(1), "}");
        Cursor cursor(mongoc_collection_find_with_opts(collection.collection, &filter, opts, nullptr));
        bson_destroy(opts);
        bson_destroy(&filter);
        bool any = false;
        LiveError failed;
        cursor.forEach(QStringLiteral("find"), failed, [&](const bson_t *) { any = true; });
        info.confirmed = any;
        list.collections << info;
    }
}

IndexList LiveWorker::indexes(const QString &database, const QString &collection, LiveError &error)
{
    IndexList list;
    list.database = database;
    list.collection = collection;
    Collection coll(client(), database, collection);
    {
        Cursor cursor(mongoc_collection_find_indexes_with_opts(coll.collection, nullptr));
        if (!cursor.forEach(QStringLiteral("listIndexes"), error, [&](const bson_t *spec) {
                list.indexes << indexFrom(spec);
            }))
            return list;
    }

    // Sizes come from collStats; a server without it leaves them unknown.
    {
        Reply reply;
        bson_error_t failure;
        bson_t *command = BCON_NEW("collStats", BCON_UTF8(utf8(collection).constData()));
        if (mongoc_collection_read_command_with_opts(coll.collection, command, nullptr, nullptr, &reply.doc, &failure)) {
            readIndexSizes(&reply.doc, list.indexes);
        } else {
            list.notices << Live::tr("Index sizes are unknown: %1").arg(errorFrom(failure, QStringLiteral("collStats")).message);
        }
        bson_destroy(command);
    }

    bson_t *pipeline = BCON_NEW("pipeline", "[", "{", "$indexStats", "{", "}", "}", "]");
    Cursor usage(mongoc_collection_aggregate(coll.collection, MONGOC_QUERY_NONE, pipeline, nullptr, nullptr));
    bson_destroy(pipeline);
    LiveError usageError;
    const bool usageRead = usage.forEach(QStringLiteral("$indexStats"), usageError, [&](const bson_t *entry) {
        readIndexUsage(entry, list.indexes);
    });
    if (!usageRead) {
        if (usageError.isConnectionProblem()) {
            error = usageError;
            return list;
        }
        list.notices << Live::tr("Index usage is unknown: %1").arg(usageError.message);
    }
    return list;
}

CollectionStats LiveWorker::stats(const QString &database, const QString &collection, LiveError &error)
{
    CollectionStats stats;
    stats.database = database;
    stats.collection = collection;
    Collection coll(client(), database, collection);
    Reply reply;
    bson_error_t failure;
    bson_t *command = BCON_NEW("collStats", BCON_UTF8(utf8(collection).constData()));
    const bool ok = mongoc_collection_read_command_with_opts(coll.collection, command, nullptr, nullptr, &reply.doc, &failure);
    bson_destroy(command);
    if (ok) {
        readStats(&reply.doc, stats);
        return stats;
    }
    const LiveError collStatsError = errorFrom(failure, QStringLiteral("collStats"));
    if (collStatsError.isConnectionProblem()) {
        error = collStatsError;
        return stats;
    }

    // Newer servers deprecate collStats in favour of the $collStats stage.
    bson_t *pipeline = BCON_NEW("pipeline", "[", "{", "$collStats", "{", "storageStats", "{", "}", "}", "}", "]");
    Cursor cursor(mongoc_collection_aggregate(coll.collection, MONGOC_QUERY_NONE, pipeline, nullptr, nullptr));
    bson_destroy(pipeline);
    bool found = false;
    LiveError stageError;
    cursor.forEach(QStringLiteral("$collStats"), stageError, [&](const bson_t *entry) {
        if (found)
            return;
        found = true;
        const QByteArray storageStats = documentAt(entry, "storageStats");
        bson_t storage;
        if (viewOf(storageStats, &storage))
            readStats(&storage, stats);
    });
    if (found)
        return stats;
    if (stageError.isConnectionProblem()) {
        error = stageError;
        return stats;
    }

    Reply counted;
    command = BCON_NEW("count", BCON_UTF8(utf8(collection).constData()));
    const bool countOk
        = mongoc_collection_read_command_with_opts(coll.collection, command, nullptr, nullptr, &counted.doc, &failure);
    bson_destroy(command);
    if (countOk) {
        stats.count = int64At(&counted.doc, "n");
        stats.notices << Live::tr("%1 $collStats: %2 Only the document count is shown, from the count "
                                  "command.")
                             .arg(collStatsError.message, stageError.message);
        return stats;
    }
    const LiveError countError = errorFrom(failure, QStringLiteral("count"));
    if (countError.isConnectionProblem()) {
        error = countError;
        return stats;
    }
    stats.notices << Live::tr("No statistics: %1 %2 %3")
                         .arg(collStatsError.message, stageError.message, countError.message);
    return stats;
}

} // namespace docmodel
