// SPDX-License-Identifier: GPL-3.0-or-later
// Reads what a server recorded of its own traffic: the profiler's
// system.profile, $queryStats and $indexStats. Each document goes through
// the same reader as the files of such documents (traffic/documentsource),
// so a server and its exported documents read alike. What a server cannot
// give (the profiler off, $queryStats missing or not allowed) is a notice;
// only a lost server fails the request.
#include "livetraffic.h"
#include "liveconnection.h"
#include "liveworker.h"

#include "mongocsupport.h"

namespace docmodel {

using namespace live;
using namespace traffic;

// One source of a server's traffic: its name, the collection it belongs
// to (for $indexStats), how to open its cursor, and what a refusal means.
struct TrafficSourceRead {
    QString name;
    std::string collection;
    std::function<mongoc_cursor_t *()> open;
    QString command;
    std::function<QString(const LiveError &)> whyNot;
};

namespace {

// A BSON document as the JSON the file readers read (relaxed Extended JSON).
JsonValue jsonOf(const bson_t *document)
{
    size_t length = 0;
    char *text = bson_as_relaxed_extended_json(document, &length);
    JsonValue json = text ? JsonValue::parse(text, text + length, nullptr, false) : JsonValue();
    bson_free(text);
    return json.is_discarded() ? JsonValue() : json;
}

BsonPtr profileFilter(const QString &database, const QStringList &collections)
{
    BsonPtr filter(bson_new());
    if (collections.isEmpty())
        return filter;
    bson_t ns, in;
    BSON_APPEND_DOCUMENT_BEGIN(filter.get(), "ns", &ns);
    BSON_APPEND_ARRAY_BEGIN(&ns, "$in", &in);
    for (qsizetype i = 0; i < collections.size(); ++i)
        BSON_APPEND_UTF8(&in, QByteArray::number(i).constData(),
            utf8(database + QLatin1Char('.') + collections[i]).constData());
    bson_append_array_end(&ns, &in);
    bson_append_document_end(filter.get(), &ns);
    return filter;
}

// [{$queryStats: {}}, {$match: {"key.queryShape.cmdNs.db": db(, coll: {$in})}}]
BsonPtr queryStatsPipeline(const QString &database, const QStringList &collections)
{
    BsonPtr pipeline(bson_new());
    bson_t stage, empty, match, criteria, coll, in;
    BSON_APPEND_DOCUMENT_BEGIN(pipeline.get(), "0", &stage);
    BSON_APPEND_DOCUMENT_BEGIN(&stage, "$queryStats", &empty);
    bson_append_document_end(&stage, &empty);
    bson_append_document_end(pipeline.get(), &stage);
    BSON_APPEND_DOCUMENT_BEGIN(pipeline.get(), "1", &match);
    BSON_APPEND_DOCUMENT_BEGIN(&match, "$match", &criteria);
    BSON_APPEND_UTF8(&criteria, "key.queryShape.cmdNs.db", utf8(database).constData());
    if (!collections.isEmpty()) {
        BSON_APPEND_DOCUMENT_BEGIN(&criteria, "key.queryShape.cmdNs.coll", &coll);
        BSON_APPEND_ARRAY_BEGIN(&coll, "$in", &in);
        for (qsizetype i = 0; i < collections.size(); ++i)
            BSON_APPEND_UTF8(
                &in, QByteArray::number(i).constData(), utf8(collections[i]).constData());
        bson_append_array_end(&coll, &in);
        bson_append_document_end(&criteria, &coll);
    }
    bson_append_document_end(&match, &criteria);
    bson_append_document_end(pipeline.get(), &match);
    return pipeline;
}

// The profiling level of a database (0 off), or nothing when the server
// does not say.
std::optional<qint64> profilingLevel(mongoc_client_t *client, const QString &name)
{
    std::optional<qint64> level;
    mongoc_database_t *database = mongoc_client_get_database(client, utf8(name).constData());
    bson_t *command = BCON_NEW("profile", BCON_INT32(-1));
    Reply reply;
    bson_error_t failure;
    if (mongoc_database_command_simple(database, command, nullptr, &reply.doc, &failure))
        level = int64At(&reply.doc, "was");
    bson_destroy(command);
    mongoc_database_destroy(database);
    return level;
}

// Why the profiler's collection held nothing, and what to do.
QString emptyProfilerNotice(const QString &database, const QString &source, std::optional<qint64> level)
{
    if (level == 0)
        return Live::tr("The profiler of %1 is off and %2 holds nothing: turn it on with "
                        "db.setProfilingLevel(1, {slowms: 100}) and read again after a while.")
            .arg(database, source);
    return Live::tr("%1 holds no operations yet.").arg(source);
}

// The collections an application writes (not views, not system collections).
QStringList applicationCollections(const CollectionList &listed)
{
    QStringList names;
    for (const CollectionInfo &info : listed.collections)
        if (info.kind == CollectionKind::Collection && info.confirmed && !info.name.startsWith(QLatin1String("system.")))
            names << info.name;
    return names;
}

BsonPtr indexStatsPipeline()
{
    return BsonPtr(BCON_NEW("pipeline", "[", "{", "$indexStats", "{", "}", "}", "]"));
}

} // namespace

// Reads each document of a cursor into `collector` as a file's document;
// false when the cursor failed (`failure` set) or the request was cancelled.
bool LiveWorker::readTrafficCursor(quint64 requestId, mongoc_cursor_t *raw, const QString &command,
    const std::string &collection, SourceCollector &collector, LogReading &reading,
    LiveError &failure)
{
    Cursor cursor(raw);
    const bson_t *document = nullptr;
    int64_t read = 0;
    while (mongoc_cursor_next(cursor.cursor, &document)) {
        readTrafficDocument(jsonOf(document), collection, reading, collector.sink());
        if (++read % 256 == 0 && isCancelled(requestId))
            return false;
    }
    bson_error_t error;
    if (mongoc_cursor_error(cursor.cursor, &error)) {
        failure = errorFrom(error, command);
        return false;
    }
    return !isCancelled(requestId);
}

// Reads one source into `out`; false ends the request (cancelled, or the
// server is gone); a refusal is a notice and the next source is read.
bool LiveWorker::readTrafficSource(quint64 requestId, const TrafficSourceRead &source,
    const TrafficReadOptions &options, LiveTraffic &out, LiveError &error)
{
    SourceCollector collector(*out.read, options);
    LogReading reading;
    LiveError failure;
    if (!readTrafficCursor(requestId, source.open(), source.command, source.collection, collector, reading, failure)) {
        if (!failure.isError()) {
            error.kind = LiveError::Kind::Cancelled;
            return false;
        }
        if (failure.isConnectionProblem()) {
            error = failure;
            return false;
        }
        out.notices << source.whyNot(failure);
        return true;
    }
    collector.finish(source.name, std::move(reading));
    return true;
}

LiveTraffic LiveWorker::traffic(
    quint64 requestId, const LiveTrafficRequest &request, LiveError &error)
{
    LiveTraffic out;
    out.read = std::make_shared<TrafficRead>();
    TrafficReadOptions options;
    options.admit = request.admit;
    QStringList names = request.collections;
    if (request.indexStats && names.isEmpty()) {
        const CollectionList listed = collections(request.database, {}, error);
        if (error.isError())
            return {};
        out.notices << listed.notices;
        names = applicationCollections(listed);
    }
    const int total = int(request.profiler) + int(request.queryStats)
        + (request.indexStats ? int(names.size()) : 0);
    int step = 0;
    const auto progress = [&](const QString &source) {
        emit progressed(
            requestId, [requestId, source, index = step++, total](LiveConnection &connection) {
                emit connection.trafficProgressed(requestId, source, index, total);
            });
    };
    const auto readSource = [&](const QString &source, const std::string &collection,
                                const std::function<mongoc_cursor_t *()> &open, const QString &command,
                                const std::function<QString(const LiveError &)> &whyNot) {
        progress(source);
        return readTrafficSource(requestId, { source, collection, open, command, whyNot }, options, out, error);
    };

    if (request.profiler) {
        const QString source = request.database + QStringLiteral(".system.profile");
        // The level tells a profiler that is off from one that saw nothing.
        const std::optional<qint64> level = profilingLevel(client(), request.database);
        Collection profile(client(), request.database, QStringLiteral("system.profile"));
        const BsonPtr filter = profileFilter(request.database, request.collections);
        const size_t before = out.read->readings.size();
        if (!readSource(
                source, {},
                [&] {
                    return mongoc_collection_find_with_opts(
                        profile.collection, filter.get(), nullptr, nullptr);
                },
                QStringLiteral("find %1").arg(source),
                [&](const LiveError &failure) {
                    return Live::tr("%1 cannot be read: %2").arg(source, failure.message);
                }))
            return {};
        const bool empty
            = out.read->readings.size() > before && out.read->readings.back().second.lines == 0;
        if (empty)
            out.notices << emptyProfilerNotice(request.database, source, level);
    }

    if (request.queryStats) {
        mongoc_database_t *admin = mongoc_client_get_database(client(), "admin");
        const BsonPtr pipeline = queryStatsPipeline(request.database, request.collections);
        bson_t *cursorOptions = BCON_NEW("cursor", "{", "}");
        const bool goOn = readSource(
            QStringLiteral("admin $queryStats"), {},
            [&] {
                return mongoc_database_aggregate(admin, pipeline.get(), cursorOptions, nullptr);
            },
            QStringLiteral("$queryStats"),
            [](const LiveError &failure) {
                return Live::tr(
                    "$queryStats cannot be read: %1. It needs MongoDB 6.0.7 or later on "
                    "MongoDB Atlas (M10 and up) and the queryStatsRead privilege.")
                    .arg(failure.message);
            });
        bson_destroy(cursorOptions);
        mongoc_database_destroy(admin);
        if (!goOn)
            return {};
    }

    if (request.indexStats) {
        const BsonPtr pipeline = indexStatsPipeline();
        for (const QString &name : std::as_const(names)) {
            const QString ns = request.database + QLatin1Char('.') + name;
            Collection collection(client(), request.database, name);
            if (!readSource(
                    ns + QStringLiteral(" $indexStats"), ns.toStdString(),
                    [&] {
                        return mongoc_collection_aggregate(collection.collection, MONGOC_QUERY_NONE,
                            pipeline.get(), nullptr, nullptr);
                    },
                    QStringLiteral("$indexStats"),
                    [&](const LiveError &failure) {
                        return Live::tr("$indexStats of %1 cannot be read: %2")
                            .arg(ns, failure.message);
                    }))
                return {};
        }
    }
    return out;
}

} // namespace docmodel
