// SPDX-License-Identifier: GPL-3.0-or-later
#include "liveworker.h"

#include "livereplies.h"
#include "mongocsupport.h"

#include "preview/bsonptr.h"
#include "query/shellsyntax.h"

namespace docmodel {

using namespace live;

namespace {

// A field of the explorer's query in the shell's syntax (Extended JSON
// included); empty text is none.
bool parseJson(const QString &text, const QString &what, bson_t *out, LiveError &error)
{
    if (text.trimmed().isEmpty())
        return true;
    const QByteArray typed = utf8(text);
    const ShellDocument shell = parseShellDocument(std::string_view(typed.constData(), size_t(typed.size())));
    if (!shell.ok()) {
        error.kind = LiveError::Kind::Client;
        error.message = shell.line > 1
            ? Live::tr("The %1 does not parse at line %2, column %3: %4.").arg(what).arg(shell.line).arg(shell.column).arg(shell.error)
            : Live::tr("The %1 does not parse at column %2: %3.").arg(what).arg(shell.column).arg(shell.error);
        return false;
    }
    bson_error_t failure;
    if (bson_t *parsed = bson_new_from_json(reinterpret_cast<const uint8_t *>(shell.json.data()), ssize_t(shell.json.size()), &failure)) {
        bson_concat(out, parsed);
        bson_destroy(parsed);
        return true;
    }
    error.kind = LiveError::Kind::Client;
    error.message = Live::tr("The %1 cannot be sent: %2.").arg(what, QString::fromUtf8(failure.message));
    return false;
}

// Counting is a convenience beside the documents: never worth a long wait.
constexpr int kCountTimeLimitMs = 2000;

} // namespace

mongoc_cursor_t *LiveWorker::findCursor(const DocumentQuery &query, qint64 from, int batchSize, LiveError &error)
{
    bson_t filter = BSON_INITIALIZER;
    bson_t opts = BSON_INITIALIZER;
    bson_t projection = BSON_INITIALIZER;
    bson_t sort = BSON_INITIALIZER;
    mongoc_cursor_t *cursor = nullptr;
    if (parseJson(query.filter, Live::tr("filter"), &filter, error)
        && parseJson(query.projection, Live::tr("projection"), &projection, error)
        && parseJson(query.sort, Live::tr("sort"), &sort, error)) {
        if (!bson_empty(&projection))
            BSON_APPEND_DOCUMENT(&opts, "projection", &projection);
        if (!bson_empty(&sort))
            BSON_APPEND_DOCUMENT(&opts, "sort", &sort);
        if (query.skip + from > 0)
            BSON_APPEND_INT64(&opts, "skip", query.skip + from);
        if (query.limit > 0)
            BSON_APPEND_INT64(&opts, "limit", qMax<qint64>(1, query.limit - from));
        BSON_APPEND_INT32(&opts, "batchSize", batchSize);
        Collection coll(client(), query.database, query.collection);
        cursor = mongoc_collection_find_with_opts(coll.collection, &filter, &opts, nullptr);
    }
    bson_destroy(&filter);
    bson_destroy(&opts);
    bson_destroy(&projection);
    bson_destroy(&sort);
    return cursor;
}

DocumentPage LiveWorker::documents(quint64 requestId, const DocumentQuery &query, LiveError &error)
{
    const int batchSize = qMax(1, query.pageSize);
    mongoc_cursor_t *cursor = findCursor(query, 0, batchSize, error);
    if (!cursor)
        return {};
    const quint64 cursorId = mNextCursorId++;
    mCursors[cursorId] = { cursor, 0, query, batchSize };
    return readPage(requestId, cursorId, query.pageSize, error);
}

DocumentPage LiveWorker::nextPage(quint64 requestId, quint64 cursorId, int pageSize, LiveError &error)
{
    if (mCursors.find(cursorId) == mCursors.end()) {
        // Closed by a reconnect: the caller may run the query again from
        // where it was.
        error.kind = LiveError::Kind::CursorLost;
        error.message = Live::tr("The query's cursor is closed; run the query again.");
        return {};
    }
    return readPage(requestId, cursorId, pageSize, error);
}

DocumentPage LiveWorker::readPage(quint64 requestId, quint64 cursorId, int pageSize, LiveError &error)
{
    OpenCursor &open = mCursors[cursorId];
    DocumentPage page;
    page.firstIndex = open.position;
    const bson_t *document = nullptr;
    bson_error_t failure;
    // Cancel is checked every few hundred documents (it takes a lock), so a
    // page of a big collection ends soon after a cancel, not at its end.
    constexpr int kCancelCheckEvery = 256;
    while (true) {
        while (page.count < pageSize && (page.count % kCancelCheckEvery != 0 || !isCancelled(requestId))
            && mongoc_cursor_next(open.cursor, &document)) {
            if (page.documents.isEmpty()) // one allocation for a page of similar documents, within reason
                page.documents.reserve(qMin(qsizetype(document->len) * pageSize + 4096, qsizetype(8) << 20));
            page.documents.append(reinterpret_cast<const char *>(bson_get_data(document)), qsizetype(document->len));
            ++page.count;
            ++open.position;
        }
        if (isCancelled(requestId)) {
            closeCursor(cursorId); // nobody will ask for its next page
            return page;
        }
        if (!mongoc_cursor_error(open.cursor, &failure))
            break;
        const bool replyTooLarge = failure.code == MONGOC_ERROR_PROTOCOL_INVALID_REPLY
            && (failure.domain == MONGOC_ERROR_PROTOCOL || failure.domain == MONGOC_ERROR_STREAM);
        if (!replyTooLarge || open.batchSize == 1) {
            error = errorFrom(failure, QStringLiteral("find"));
            closeCursor(cursorId);
            return page;
        }
        // A server should end a batch at 16 MiB; one that does not (on the
        // first batch or a later getMore) is asked again from where the
        // cursor was, one document per batch.
        mongoc_cursor_destroy(open.cursor);
        open.batchSize = 1;
        open.cursor = findCursor(open.query, open.position, 1, error);
        if (!open.cursor) {
            mCursors.erase(cursorId);
            return page;
        }
    }
    if (!mongoc_cursor_more(open.cursor) || page.count < pageSize) {
        page.exhausted = true;
        closeCursor(cursorId);
    } else {
        page.cursorId = cursorId;
    }
    return page;
}

namespace {

// The pipeline with a {$limit: limit} after its last stage, as the
// document form libmongoc takes ({pipeline: […]}); null with `error` set
// when the JSON does not read.
BsonPtr limitedPipeline(const AggregateQuery &query, LiveError &error)
{
    QString why;
    BsonPtr stages = bsonOfText("{\"pipeline\": " + query.pipeline + "}", &why);
    bson_iter_t it;
    bson_iter_t stage;
    if (!stages || !bson_iter_init_find(&it, stages.get(), "pipeline") || !BSON_ITER_HOLDS_ARRAY(&it)
        || !bson_iter_recurse(&it, &stage)) {
        error.kind = LiveError::Kind::Client;
        error.message = Live::tr("The pipeline cannot be sent: %1.").arg(why.isEmpty() ? Live::tr("it is not an array of stages") : why);
        return {};
    }
    BsonPtr out(bson_new());
    bson_t array;
    BSON_APPEND_ARRAY_BEGIN(out.get(), "pipeline", &array);
    uint32_t index = 0;
    char key[16];
    const char *keyText = nullptr;
    while (bson_iter_next(&stage)) {
        bson_uint32_to_string(index++, &keyText, key, sizeof key);
        bson_append_iter(&array, keyText, -1, &stage);
    }
    bson_uint32_to_string(index, &keyText, key, sizeof key);
    bson_t limit;
    bson_append_document_begin(&array, keyText, -1, &limit);
    BSON_APPEND_INT32(&limit, "$limit", qMax(1, query.limit));
    bson_append_document_end(&array, &limit);
    bson_append_array_end(out.get(), &array);
    return out;
}

} // namespace

DocumentPage LiveWorker::aggregate(quint64 requestId, const AggregateQuery &query, LiveError &error)
{
    DocumentPage page;
    page.exhausted = true;
    const BsonPtr pipeline = limitedPipeline(query, error);
    if (!pipeline)
        return page;
    Collection coll(client(), query.database, query.collection);
    bson_error_t failure;
    bool failed = false;
    // A server should end a batch at 16 MiB; one that does not is asked
    // again for one document per batch, as a page of a find is.
    for (const int batchSize : { qMax(1, query.limit), 1 }) {
        bson_t opts = BSON_INITIALIZER;
        BSON_APPEND_INT64(&opts, "maxTimeMS", qMax(1, query.maxTimeMs));
        BSON_APPEND_INT32(&opts, "batchSize", batchSize);
        Cursor cursor(mongoc_collection_aggregate(coll.collection, MONGOC_QUERY_NONE, pipeline.get(), &opts, nullptr));
        bson_destroy(&opts);
        page.documents.clear();
        page.count = 0;
        const bson_t *document = nullptr;
        while (page.count < query.limit && !isCancelled(requestId) && mongoc_cursor_next(cursor.cursor, &document)) {
            page.documents.append(reinterpret_cast<const char *>(bson_get_data(document)), qsizetype(document->len));
            ++page.count;
        }
        failed = mongoc_cursor_error(cursor.cursor, &failure);
        const bool replyTooLarge = failed && failure.code == MONGOC_ERROR_PROTOCOL_INVALID_REPLY
            && (failure.domain == MONGOC_ERROR_PROTOCOL || failure.domain == MONGOC_ERROR_STREAM);
        if (!replyTooLarge)
            break;
    }
    if (failed) {
        error = errorFrom(failure, QStringLiteral("aggregate"));
        // A stage the server does not know is a typing error here, not a
        // missing feature of the server: said as the server said it.
        if (error.kind == LiveError::Kind::NotSupported || error.kind == LiveError::Kind::Server) {
            error.kind = LiveError::Kind::Server;
            QString why = QString::fromUtf8(failure.message).trimmed();
            if (why.endsWith(u'.'))
                why.chop(1);
            error.message = Live::tr("The server refused the pipeline: %1 (code %2).").arg(why).arg(failure.code);
        }
        return page;
    }
    page.exhausted = page.count < query.limit;
    return page;
}

DocumentCount LiveWorker::count(const DocumentQuery &query, LiveError &error)
{
    DocumentCount result;
    bson_t filter = BSON_INITIALIZER;
    if (!parseJson(query.filter, Live::tr("filter"), &filter, error)) {
        bson_destroy(&filter);
        return result;
    }
    Collection coll(client(), query.database, query.collection);
    bson_t opts = BSON_INITIALIZER;
    BSON_APPEND_INT64(&opts, "maxTimeMS", kCountTimeLimitMs);
    bson_error_t failure;
    int64_t counted = -1;
    if (bson_empty(&filter)) {
        // The collection's metadata answers at once; skip and limit are
        // applied here, as the server would.
        counted = mongoc_collection_estimated_document_count(coll.collection, &opts, nullptr, nullptr, &failure);
        if (counted >= 0) {
            result.estimated = true;
            counted = qMax<int64_t>(0, counted - query.skip);
            if (query.limit > 0)
                counted = qMin<int64_t>(counted, query.limit);
        }
    }
    if (counted < 0) {
        if (query.skip > 0)
            BSON_APPEND_INT64(&opts, "skip", query.skip);
        if (query.limit > 0)
            BSON_APPEND_INT64(&opts, "limit", query.limit);
        counted = mongoc_collection_count_documents(coll.collection, &filter, &opts, nullptr, nullptr, &failure);
    }
    bson_destroy(&opts);
    bson_destroy(&filter);
    if (counted >= 0) {
        result.count = counted;
        return result;
    }
    const LiveError why = errorFrom(failure, QStringLiteral("countDocuments"));
    if (why.isConnectionProblem()) {
        error = why;
        return result;
    }
    // A total is a convenience: the documents are shown without it.
    result.notices << (why.kind == LiveError::Kind::Timeout
            ? Live::tr("Counting the matching documents took longer than %1 s; the total is not shown.")
                  .arg(kCountTimeLimitMs / 1000)
            : Live::tr("The server did not count the matching documents: %1").arg(why.message));
    return result;
}

void LiveWorker::closeCursor(quint64 cursorId)
{
    const auto found = mCursors.find(cursorId);
    if (found == mCursors.end())
        return;
    mongoc_cursor_destroy(found->second.cursor);
    mCursors.erase(found);
}

ExplainResult LiveWorker::explain(const DocumentQuery &query, LiveError &error)
{
    ExplainResult result;
    bson_t filter = BSON_INITIALIZER;
    bson_t projection = BSON_INITIALIZER;
    bson_t sort = BSON_INITIALIZER;
    if (parseJson(query.filter, Live::tr("filter"), &filter, error)
        && parseJson(query.projection, Live::tr("projection"), &projection, error)
        && parseJson(query.sort, Live::tr("sort"), &sort, error)) {
        bson_t command = BSON_INITIALIZER;
        bson_t find;
        BSON_APPEND_DOCUMENT_BEGIN(&command, "explain", &find);
        BSON_APPEND_UTF8(&find, "find", utf8(query.collection).constData());
        BSON_APPEND_DOCUMENT(&find, "filter", &filter);
        if (!bson_empty(&projection))
            BSON_APPEND_DOCUMENT(&find, "projection", &projection);
        if (!bson_empty(&sort))
            BSON_APPEND_DOCUMENT(&find, "sort", &sort);
        if (query.skip > 0)
            BSON_APPEND_INT64(&find, "skip", query.skip);
        if (query.limit > 0)
            BSON_APPEND_INT64(&find, "limit", query.limit);
        bson_append_document_end(&command, &find);
        BSON_APPEND_UTF8(&command, "verbosity", "queryPlanner");
        Reply reply;
        bson_error_t failure;
        if (mongoc_client_read_command_with_opts(
                client(), utf8(query.database).constData(), &command, nullptr, nullptr, &reply.doc, &failure)) {
            result.plan = toBytes(&reply.doc);
            readPlan(&reply.doc, result);
        } else {
            const LiveError failed = errorFrom(failure, QStringLiteral("explain"));
            if (failed.isConnectionProblem() || failed.kind == LiveError::Kind::Unauthorized)
                error = failed;
            else
                result.notices << failed.message; // the rest of the explorer still works
        }
        bson_destroy(&command);
    }
    bson_destroy(&filter);
    bson_destroy(&projection);
    bson_destroy(&sort);
    return result;
}

} // namespace docmodel
