// SPDX-License-Identifier: GPL-3.0-or-later
// Checks a server's documents against validators. Where the server
// evaluates $jsonSchema in queries it counts the failing documents itself
// ({$nor: [validator]}) and the first of them are explained here; where it
// cannot (or only pretends to: a server that accepts {$jsonSchema: {}} but
// matches nothing with it), the documents are read and checked here.
#include "livecheck.h"
#include "liveconnection.h"
#include "liveworker.h"

#include "check/checktr.h"
#include "mongocsupport.h"
#include "preview/bsonptr.h"

namespace docmodel {

using namespace live;
using namespace check;

namespace {

// {$nor: [{$jsonSchema: schema}]}: the documents the validator refuses.
BsonPtr failingFilter(const bson_t *schema)
{
    BsonPtr filter(bson_new());
    bson_t nor, clause;
    BSON_APPEND_ARRAY_BEGIN(filter.get(), "$nor", &nor);
    BSON_APPEND_DOCUMENT_BEGIN(&nor, "0", &clause);
    BSON_APPEND_DOCUMENT(&clause, "$jsonSchema", schema);
    bson_append_document_end(&nor, &clause);
    bson_append_array_end(filter.get(), &nor);
    return filter;
}

int64_t countWith(mongoc_collection_t *collection, const bson_t *filter, bson_error_t *failure)
{
    return mongoc_collection_count_documents(collection, filter, nullptr, nullptr, nullptr, failure);
}

} // namespace

LiveCheck LiveWorker::check(quint64 requestId, const LiveCheckRequest &request, LiveError &error)
{
    auto report = std::make_shared<CheckReport>();
    for (size_t index = 0; index < request.targets.size(); ++index) {
        const LiveCheckRequest::Target &target = request.targets[index];
        if (isCancelled(requestId)) {
            report->cancelled = true;
            break;
        }
        emit progressed(requestId,
            [requestId, name = target.collection, index = int(index), total = int(request.targets.size())](
                LiveConnection &connection) { emit connection.checkProgressed(requestId, name, index, total); });
        CollectionCheck out;
        out.collection = target.collection.toStdString();
        std::string problem;
        const std::unique_ptr<JsonSchema> schema = JsonSchema::compile(target.validator, &problem);
        const BsonPtr schemaBson = bsonOf(target.validator);
        if (!schema || !schemaBson) {
            out.error = Check::tr("the model's validator cannot be evaluated: %1")
                            .arg(QString::fromStdString(problem))
                            .toStdString();
            report->collections.push_back(std::move(out));
            continue;
        }
        Collection collection(client(), request.database, target.collection);
        bson_error_t failure;
        bson_t everything = BSON_INITIALIZER;
        const int64_t total = countWith(collection.collection, &everything, &failure);
        if (total < 0) {
            const LiveError failed = errorFrom(failure, QStringLiteral("count"));
            if (failed.isConnectionProblem() || failed.kind == LiveError::Kind::Unauthorized) {
                error = failed;
                return {};
            }
            out.error = failed.message.toStdString();
            report->collections.push_back(std::move(out));
            continue;
        }
        out.total = uint64_t(total);

        // Can the server count? {$jsonSchema: {}} matches every document on
        // a server that evaluates it.
        bool serverCounts = !request.readHere;
        QString why;
        if (serverCounts) {
            bson_t probe = BSON_INITIALIZER, empty = BSON_INITIALIZER;
            BSON_APPEND_DOCUMENT(&probe, "$jsonSchema", &empty);
            const int64_t matched = countWith(collection.collection, &probe, &failure);
            bson_destroy(&probe);
            if (matched < 0) {
                const LiveError failed = errorFrom(failure, QStringLiteral("count $jsonSchema"));
                if (failed.isConnectionProblem()) {
                    error = failed;
                    return {};
                }
                serverCounts = false;
                why = Check::tr("the server refuses $jsonSchema in queries (%1)").arg(failed.message);
            } else if (matched != total) {
                serverCounts = false;
                why = Check::tr("the server accepts $jsonSchema in queries but does not evaluate it "
                                "({$jsonSchema: {}} matched %1 of %2 documents)")
                          .arg(matched)
                          .arg(total);
            }
        }
        CollectionChecker checker(*schema, serverCounts ? 1 : request.threads, request.examples);
        if (serverCounts) {
            const BsonPtr filter = failingFilter(schemaBson.get());
            const int64_t failing = countWith(collection.collection, filter.get(), &failure);
            if (failing < 0) {
                error = errorFrom(failure, QStringLiteral("count $nor $jsonSchema"));
                return {};
            }
            // The first failing documents, explained here (none asked for:
            // no find, as a limit of 0 would mean every one).
            CollectionCheck explained;
            if (request.examples > 0 && failing > 0) {
                bson_t *options = BCON_NEW("limit", BCON_INT64(request.examples));
                Cursor cursor(mongoc_collection_find_with_opts(collection.collection, filter.get(), options, nullptr));
                bson_destroy(options);
                LiveError failed;
                if (!cursor.forEach(QStringLiteral("find"), failed,
                        [&](const bson_t *document) { checker.add(bson_get_data(document), document->len, "server"); })) {
                    error = failed;
                    return {};
                }
            }
            checker.finish(explained);
            out.method = CountMethod::Server;
            out.checked = uint64_t(total);
            out.failing = uint64_t(failing);
            out.examples = std::move(explained.examples);
            out.rules = std::move(explained.rules);
            if (explained.failing < explained.checked)
                out.notices.push_back(Check::tr("%n document(s) the server counted as failing pass here: the server "
                                                "and this check disagree about them.",
                                          nullptr, int(explained.checked - explained.failing))
                                          .toStdString());
            report->collections.push_back(std::move(out));
            continue;
        }

        if (!why.isEmpty())
            out.notices.push_back(Check::tr("%1; the documents were read and checked here.").arg(why).toStdString());
        const bool random = request.sampleSize > 0 && request.sampleSize < total;
        mongoc_cursor_t *opened = nullptr;
        if (random) {
            bson_t *pipeline = BCON_NEW("pipeline", "[", "{", "$sample", "{", "size", BCON_INT64(request.sampleSize), "}", "}", "]");
            opened = mongoc_collection_aggregate(collection.collection, MONGOC_QUERY_NONE, pipeline, nullptr, nullptr);
            bson_destroy(pipeline);
        } else {
            opened = mongoc_collection_find_with_opts(collection.collection, &everything, nullptr, nullptr);
        }
        Cursor cursor(opened);
        const bson_t *document = nullptr;
        while (!isCancelled(requestId) && mongoc_cursor_next(cursor.cursor, &document))
            checker.add(bson_get_data(document), document->len, "server");
        if (mongoc_cursor_error(cursor.cursor, &failure)) {
            const LiveError failed = errorFrom(failure, random ? QStringLiteral("aggregate $sample") : QStringLiteral("find"));
            if (failed.isConnectionProblem() || failed.kind == LiveError::Kind::Unauthorized || !random) {
                error = failed;
                return {};
            }
            out.error = Check::tr("the server cannot take a random sample (%1); check every document instead")
                            .arg(failed.message)
                            .toStdString();
            report->collections.push_back(std::move(out));
            continue;
        }
        if (isCancelled(requestId)) {
            report->cancelled = true;
            break;
        }
        checker.finish(out);
        out.method = random ? CountMethod::Sample : CountMethod::EveryDocument;
        report->collections.push_back(std::move(out));
    }
    return LiveCheck{report};
}

} // namespace docmodel
