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
#include "check/plancheck.h"
#include "mongocsupport.h"
#include "preview/bsonptr.h"
#include "schema/nearestname.h"
#include "uniquekeycount.h"

#include <map>

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

// One collection's check: counted by the server where it evaluates
// $jsonSchema, read and checked here otherwise. A lost server (or a refusal
// that ends the request) sets `fatal`.
class CollectionRun
{
public:
    CollectionRun(LiveWorker &worker, quint64 requestId, const LiveCheckRequest &request, mongoc_collection_t *collection,
        LiveError &fatal)
        : mWorker(worker)
        , mRequestId(requestId)
        , mRequest(request)
        , mCollection(collection)
        , mFatal(fatal)
    {
    }

    // False when the request must end (mFatal set) or was cancelled (`out` unfinished).
    bool run(const LiveCheckRequest::Target &target, CollectionCheck &out)
    {
        std::string problem;
        const std::unique_ptr<JsonSchema> schema = JsonSchema::compile(target.validator, &problem);
        const BsonPtr schemaBson = bsonOf(target.validator);
        if (!schema || !schemaBson) {
            out.error = Check::tr("the model's validator cannot be evaluated: %1")
                            .arg(QString::fromStdString(problem))
                            .toStdString();
            return true;
        }
        bson_error_t failure;
        bson_t everything = BSON_INITIALIZER;
        const int64_t total = countWith(mCollection, &everything, &failure);
        if (total < 0) {
            const LiveError failed = errorFrom(failure, QStringLiteral("count"));
            if (failed.isConnectionProblem() || failed.kind == LiveError::Kind::Unauthorized) {
                mFatal = failed;
                return false;
            }
            out.error = failed.message.toStdString();
            return true;
        }
        out.total = uint64_t(total);
        QString why;
        if (!mRequest.readHere) {
            const std::optional<bool> evaluates = serverEvaluates(total, why);
            if (!evaluates)
                return false;
            if (*evaluates)
                return countOnServer(*schema, schemaBson.get(), total, out);
        }
        if (!why.isEmpty())
            out.notices.push_back(Check::tr("%1; the documents were read and checked here.").arg(why).toStdString());
        return checkHere(*schema, total, out);
    }

private:
    // Whether the server evaluates $jsonSchema in queries: {$jsonSchema: {}}
    // matches every document on a server that does. `why` says why not;
    // nothing when the server was lost.
    std::optional<bool> serverEvaluates(int64_t total, QString &why)
    {
        bson_error_t failure;
        bson_t probe = BSON_INITIALIZER, empty = BSON_INITIALIZER;
        BSON_APPEND_DOCUMENT(&probe, "$jsonSchema", &empty);
        const int64_t matched = countWith(mCollection, &probe, &failure);
        bson_destroy(&probe);
        if (matched < 0) {
            const LiveError failed = errorFrom(failure, QStringLiteral("count $jsonSchema"));
            if (failed.isConnectionProblem()) {
                mFatal = failed;
                return std::nullopt;
            }
            why = Check::tr("the server refuses $jsonSchema in queries (%1)").arg(failed.message);
            return false;
        }
        if (matched != total) {
            why = Check::tr("the server accepts $jsonSchema in queries but does not evaluate it "
                            "({$jsonSchema: {}} matched %1 of %2 documents)")
                      .arg(matched)
                      .arg(total);
            return false;
        }
        return true;
    }

    // The server counts the failing documents; the first of them are
    // explained here (none asked for: no find, as a limit of 0 would mean
    // every one).
    bool countOnServer(const JsonSchema &schema, const bson_t *schemaBson, int64_t total, CollectionCheck &out)
    {
        CollectionChecker checker(schema, 1, mRequest.examples);
        const BsonPtr filter = failingFilter(schemaBson);
        bson_error_t failure;
        const int64_t failing = countWith(mCollection, filter.get(), &failure);
        if (failing < 0) {
            mFatal = errorFrom(failure, QStringLiteral("count $nor $jsonSchema"));
            return false;
        }
        CollectionCheck explained;
        if (mRequest.examples > 0 && failing > 0) {
            bson_t *options = BCON_NEW("limit", BCON_INT64(mRequest.examples));
            Cursor cursor(mongoc_collection_find_with_opts(mCollection, filter.get(), options, nullptr));
            bson_destroy(options);
            LiveError failed;
            if (!cursor.forEach(QStringLiteral("find"), failed,
                    [&](const bson_t *document) { checker.add(bson_get_data(document), document->len, "server"); })) {
                mFatal = failed;
                return false;
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
        return true;
    }

    // Every document, or a random sample, read and checked here.
    bool checkHere(const JsonSchema &schema, int64_t total, CollectionCheck &out)
    {
        CollectionChecker checker(schema, mRequest.threads, mRequest.examples);
        const bool random = mRequest.sampleSize > 0 && mRequest.sampleSize < total;
        mongoc_cursor_t *opened = nullptr;
        if (random) {
            bson_t *pipeline
                = BCON_NEW("pipeline", "[", "{", "$sample", "{", "size", BCON_INT64(mRequest.sampleSize), "}", "}", "]");
            opened = mongoc_collection_aggregate(mCollection, MONGOC_QUERY_NONE, pipeline, nullptr, nullptr);
            bson_destroy(pipeline);
        } else {
            bson_t everything = BSON_INITIALIZER;
            opened = mongoc_collection_find_with_opts(mCollection, &everything, nullptr, nullptr);
        }
        Cursor cursor(opened);
        const bson_t *document = nullptr;
        while (!mWorker.isCancelled(mRequestId) && mongoc_cursor_next(cursor.cursor, &document))
            checker.add(bson_get_data(document), document->len, "server");
        bson_error_t failure;
        if (mongoc_cursor_error(cursor.cursor, &failure)) {
            const LiveError failed
                = errorFrom(failure, random ? QStringLiteral("aggregate $sample") : QStringLiteral("find"));
            if (failed.isConnectionProblem() || failed.kind == LiveError::Kind::Unauthorized || !random) {
                mFatal = failed;
                return false;
            }
            out.error = Check::tr("the server cannot take a random sample (%1); check every document instead")
                            .arg(failed.message)
                            .toStdString();
            return true;
        }
        if (mWorker.isCancelled(mRequestId))
            return false;
        checker.finish(out);
        out.method = random ? CountMethod::Sample : CountMethod::EveryDocument;
        return true;
    }

    LiveWorker &mWorker;
    quint64 mRequestId;
    const LiveCheckRequest &mRequest;
    mongoc_collection_t *mCollection;
    LiveError &mFatal;
};

QString alsoThere(const QString &name, const QStringList &present)
{
    const QString nearest = nearestName(name, present);
    if (!nearest.isEmpty())
        return Check::tr(" (the server has %1)").arg(nearest);
    if (!present.isEmpty() && present.size() <= 8)
        return Check::tr(" (the server has %1)").arg(present.join(QStringLiteral(", ")));
    return {};
}

} // namespace

std::map<QString, QString> LiveWorker::missingCollections(const LiveCheckRequest &request, LiveError &error)
{
    std::map<QString, QString> missing;
    QStringList names;
    for (const LiveCheckRequest::Target &target : request.targets)
        names << target.collection;
    LiveError failed;
    const CollectionList listed = collections(request.database, names, failed);
    if (failed.isConnectionProblem())
        error = failed;
    if (failed.isError())
        return missing; // the check itself will say what went wrong
    QStringList present;
    for (const CollectionInfo &info : listed.collections)
        if (info.confirmed)
            present << info.name;
    QString databaseMissing;
    if (present.isEmpty()) {
        const DatabaseList databaseList = databases({}, failed);
        QStringList databaseNames;
        bool listed = !databaseList.databases.isEmpty(); // the server said which databases it holds
        for (const DatabaseInfo &info : databaseList.databases) {
            listed = listed && info.confirmed;
            databaseNames << info.name;
        }
        if (!failed.isError() && listed && !databaseNames.contains(request.database))
            databaseMissing = Check::tr("not found: the server has no database %1").arg(request.database)
                + alsoThere(request.database, databaseNames);
    }
    // Names the server would not list were probed for a document: one
    // without is empty or missing, the server does not say which.
    const bool probed = std::any_of(listed.collections.begin(), listed.collections.end(),
        [](const CollectionInfo &info) { return !info.confirmed; });
    for (const QString &name : names)
        if (!present.contains(name))
            missing[name] = !databaseMissing.isEmpty() ? databaseMissing
                : probed ? Check::tr("no document found in database %1 (the server does not list its collections "
                                     "to this user)")
                               .arg(request.database)
                         : Check::tr("not found in database %1").arg(request.database) + alsoThere(name, present);
    return missing;
}

LiveCheckRequest planCheckRequest(const Plan &plan)
{
    LiveCheckRequest request;
    request.database = QString::fromStdString(plan.database);
    request.examples = 3;
    for (const PlanStep &step : plan.steps) {
        const JsonValue schema = check::stepSchema(step);
        if (!schema.is_null())
            request.targets.push_back({ QString::fromStdString(step.collection), schema });
        if (std::optional<UniqueKey> key = check::uniqueKeyOf(step))
            request.uniqueKeys.push_back(std::move(*key));
    }
    return request;
}

LiveCheck LiveWorker::check(quint64 requestId, const LiveCheckRequest &request, LiveError &error)
{
    auto report = std::make_shared<CheckReport>();
    const std::map<QString, QString> missing = missingCollections(request, error);
    if (error.isError())
        return {};
    for (size_t index = 0; index < request.targets.size(); ++index) {
        const LiveCheckRequest::Target &target = request.targets[index];
        if (isCancelled(requestId)) {
            report->cancelled = true;
            break;
        }
        if (const auto found = missing.find(target.collection); found != missing.end()) {
            report->unchecked.push_back({ target.collection.toStdString(), found->second.toStdString(), true });
            continue;
        }
        emit progressed(requestId,
            [requestId, name = target.collection, index = int(index), total = int(request.targets.size())](
                LiveConnection &connection) { emit connection.checkProgressed(requestId, name, index, total); });
        CollectionCheck out;
        out.collection = target.collection.toStdString();
        Collection collection(client(), request.database, target.collection);
        if (!CollectionRun(*this, requestId, request, collection.collection, error).run(target, out)) {
            if (error.isError())
                return {};
            report->cancelled = true;
            break;
        }
        report->collections.push_back(std::move(out));
    }
    for (const UniqueKey &key : request.uniqueKeys) {
        if (report->cancelled || isCancelled(requestId)) {
            report->cancelled = true;
            break;
        }
        Collection collection(client(), request.database, QString::fromStdString(key.collection));
        report->duplicates.push_back(
            countDuplicates(collection.collection, key, [&] { return isCancelled(requestId); }, error));
        if (error.isError())
            return {};
    }
    moveEmptyToUnchecked(*report);
    return LiveCheck{report};
}

} // namespace docmodel
