// SPDX-License-Identifier: GPL-3.0-or-later
// Runs a data migration's steps on the server, in batches by _id range.
// Every batch is recorded in the progress collection once it is done, so a
// run that stopped anywhere resumes after its last recorded batch; a batch
// cut off before its record is run again, which its $merge makes harmless.
// The documents never pass through here: only counts, bounds and, for a
// dry run, a few samples.
#include "livemigration.h"
#include "liveconnection.h"
#include "liveworker.h"

#include "mongocsupport.h"
#include "migrate/migrationprogress.h"
#include "migrate/pipelinestages.h"
#include "schema/qtstring.h"

#include <QDateTime>

#include <map>
#include <set>

namespace docmodel {

using namespace live;
using json = nlohmann::json;

namespace {

QString relaxed(const bson_t *document)
{
    return QString::fromStdString(relaxedJson(document));
}

class MigrationRun
{
public:
    MigrationRun(LiveWorker &worker, mongoc_client_t *client, quint64 requestId, const LiveMigrationRequest &request,
        LiveError &error)
        : mWorker(worker)
        , mClient(client)
        , mRequestId(requestId)
        , mRequest(request)
        , mError(error)
        , mProgress(client, request.database, request.progressCollection)
        , mProgressRead(int(request.migration.steps.size()))
    {
        mResult.id = QString::fromStdString(migrationFingerprint(request.migration, request.database.toStdString()));
        mResult.dryRun = request.dryRun;
        mResult.resumed = request.resume;
        mResult.postCheck = std::make_shared<check::CheckReport>();
    }

    LiveMigration run()
    {
        const std::vector<DataStep> &steps = mRequest.migration.steps;
        mResult.steps = plannedStepReports(mRequest.migration);
        if (!readRecords())
            return {};
        if (mRequest.dryRun) {
            if (!dryRun())
                return {};
            return mResult;
        }
        if (!mayStart())
            return mResult.stopReason.isEmpty() ? LiveMigration{} : mResult;
        for (size_t k = 0; k < steps.size(); ++k) {
            if (mWorker.isCancelled(mRequestId)) {
                mResult.cancelled = true;
                break;
            }
            if (!runStep(int(k)))
                return mError.isError() ? LiveMigration{} : mResult;
            if (!postCheckAfter(int(k)))
                return {};
        }
        return mResult;
    }

private:
    // -- the progress collection --
    bool readRecords()
    {
        bson_t *filter = BCON_NEW("migration", BCON_UTF8(utf8(mResult.id).constData()));
        Cursor cursor(mongoc_collection_find_with_opts(mProgress.collection, filter, nullptr, nullptr));
        bson_destroy(filter);
        return cursor.forEach(QStringLiteral("find"), mError, [&](const bson_t *record) {
            const QString kind = stringAt(record, "kind");
            const int step = int(int64At(record, "step").value_or(-1));
            if (kind == QLatin1String("dry-run")) {
                std::map<QString, qint64> counts;
                bson_iter_t it, entries;
                if (bson_iter_init_find(&it, record, "counts") && BSON_ITER_HOLDS_DOCUMENT(&it)
                    && bson_iter_recurse(&it, &entries))
                    while (bson_iter_next(&entries))
                        counts[QString::fromUtf8(bson_iter_key(&entries))] = int64Of(&entries).value_or(-1);
                mProgressRead.addDryRun(QDateTime::fromMSecsSinceEpoch(int64At(record, "atMs").value_or(0)), std::move(counts));
            } else if (kind == QLatin1String("start")) {
                mProgressRead.addStart(step, int64At(record, "targetBefore").value_or(-1),
                    int64At(record, "outputDocuments").value_or(-1));
            } else if (kind == QLatin1String("step")) {
                mProgressRead.addFinished(step);
            } else if (kind == QLatin1String("batch")) {
                bson_iter_t it;
                mProgressRead.addBatch(step, int(int64At(record, "batch").value_or(0)),
                    bson_iter_init_find(&it, record, "upTo") ? keptValue(&it) : BsonPtr());
            }
        });
    }

    // A record of the progress collection: "<migration>/<step>/<kind><n>",
    // so that a record written twice is refused rather than doubled.
    template<typename Fill> bool insertRecord(const QString &kind, int step, int n, Fill fill)
    {
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        const QString id = progressRecordId(mResult.id, kind, step, n, now);
        BsonPtr record(bson_new());
        BSON_APPEND_UTF8(record.get(), "_id", utf8(id).constData());
        BSON_APPEND_UTF8(record.get(), "migration", utf8(mResult.id).constData());
        BSON_APPEND_UTF8(record.get(), "kind", utf8(kind).constData());
        if (step >= 0)
            BSON_APPEND_INT32(record.get(), "step", step);
        if (n > 0)
            BSON_APPEND_INT32(record.get(), "batch", n);
        BSON_APPEND_INT64(record.get(), "atMs", now);
        BSON_APPEND_DATE_TIME(record.get(), "at", now);
        fill(record.get());
        bson_error_t failure;
        if (!mongoc_collection_insert_one(mProgress.collection, record.get(), nullptr, nullptr, &failure)) {
            mError = errorFrom(failure, QStringLiteral("insert into %1").arg(mRequest.progressCollection));
            return false;
        }
        return true;
    }

    // -- counts --
    qint64 count(const QString &collection, const json &filter = json::object())
    {
        QString parseError;
        const BsonPtr query = bsonOfText(filter.dump(), &parseError);
        if (!query) {
            mError.kind = LiveError::Kind::Client;
            mError.message = Live::tr("A step's filter does not parse: %1").arg(parseError);
            return -1;
        }
        Collection target(mClient, mRequest.database, collection);
        bson_error_t failure;
        const int64_t n = mongoc_collection_count_documents(target.collection, query.get(), nullptr, nullptr, nullptr, &failure);
        if (n < 0)
            mError = errorFrom(failure, QStringLiteral("count %1").arg(collection));
        return n;
    }

    // The documents a step's pipeline writes, counted by the server.
    qint64 outputCount(const DataStep &step)
    {
        json pipeline = withoutMerge(step.pipeline);
        pipeline.push_back({ { "$count", "n" } });
        qint64 n = 0;
        return aggregate(step.collection, pipeline, [&](const bson_t *document) { n = int64At(document, "n").value_or(0); })
            ? n
            : -1;
    }

    template<typename Visit> bool aggregate(const std::string &collection, const json &pipeline, Visit visit)
    {
        QString parseError;
        const BsonPtr stages = bsonOfText(json { { "pipeline", pipeline } }.dump(), &parseError);
        if (!stages) {
            mError.kind = LiveError::Kind::Client;
            mError.message = Live::tr("A step's pipeline does not parse: %1").arg(parseError);
            return false;
        }
        Collection source(mClient, mRequest.database, toQString(collection));
        Cursor cursor(mongoc_collection_aggregate(source.collection, MONGOC_QUERY_NONE, stages.get(), nullptr, nullptr));
        return cursor.forEach(QStringLiteral("aggregate on %1").arg(toQString(collection)), mError, visit);
    }

    // -- dry run --
    bool dryRun()
    {
        std::set<std::string> written;
        std::map<QString, qint64> counts;
        for (size_t k = 0; k < mRequest.migration.steps.size(); ++k) {
            const DataStep &step = mRequest.migration.steps[k];
            MigrationStepReport &report = mResult.steps[k];
            report.state = MigrationStepState::Planned;
            if (written.contains(step.collection))
                mResult.notices << readsEarlierWritesNotice(k, report.collection);
            report.sourceDocuments = count(report.collection);
            if (report.sourceDocuments < 0)
                return false;
            if (!written.contains(step.collection))
                counts.emplace(report.collection, report.sourceDocuments);
            written.insert(step.writes.begin(), step.writes.end());
            if (step.drop)
                continue;
            if (step.deletes()) {
                report.outputDocuments = count(report.collection, step.deleteWhere); // the documents it removes
                if (report.outputDocuments < 0)
                    return false;
                continue;
            }
            report.outputDocuments = outputCount(step);
            if (report.outputDocuments < 0 || !sample(step, report))
                return false;
        }
        return insertRecord(QStringLiteral("dry-run"), -1, 0, [&](bson_t *record) {
            bson_t sub;
            BSON_APPEND_DOCUMENT_BEGIN(record, "counts", &sub);
            for (const auto &[name, n] : counts)
                BSON_APPEND_INT64(&sub, utf8(name).constData(), n);
            bson_append_document_end(record, &sub);
        });
    }

    // A few documents the step reads, and what its pipeline makes of them
    // (written nowhere).
    bool sample(const DataStep &step, MigrationStepReport &report)
    {
        Collection source(mClient, mRequest.database, report.collection);
        bson_t *options = BCON_NEW("sort", "{", "_id", BCON_INT32(1), "}", "limit", BCON_INT64(mRequest.sampleSize));
        bson_t everything = BSON_INITIALIZER;
        Cursor cursor(mongoc_collection_find_with_opts(source.collection, &everything, options, nullptr));
        bson_destroy(options);
        json ids = json::array();
        if (!cursor.forEach(QStringLiteral("find on %1").arg(report.collection), mError, [&](const bson_t *document) {
                report.before << relaxed(document);
                bson_iter_t it;
                if (bson_iter_init_find(&it, document, "_id")) {
                    const BsonPtr id = keptValue(&it);
                    ids.push_back(json::parse(relaxedJson(id.get()), nullptr, false).value("v", json()));
                }
            }))
            return false;
        json pipeline = withoutMerge(step.pipeline);
        if (step.runsInBatches())
            pipeline.insert(pipeline.begin(), json { { "$match", { { "_id", { { "$in", ids } } } } } });
        else
            pipeline.push_back({ { "$limit", mRequest.sampleSize } });
        return aggregate(step.collection, pipeline, [&](const bson_t *document) { report.after << relaxed(document); });
    }

    // -- the run --
    // False, with the reason, when an interrupted run is there and resume
    // was not asked for, or the data changed since the dry run.
    bool mayStart()
    {
        std::map<QString, qint64> countsNow;
        if (!mProgressRead.anyRecorded())
            for (const auto &entry : mProgressRead.dryRunCounts()) {
                const qint64 now = count(entry.first);
                if (now < 0)
                    return false;
                countsNow[entry.first] = now;
            }
        mResult.stopReason = mProgressRead.startRefusal(mResult.id, mRequest.resume, countsNow);
        return mResult.stopReason.isEmpty();
    }

    bool runStep(int k)
    {
        const DataStep &step = mRequest.migration.steps[size_t(k)];
        MigrationStepReport &report = mResult.steps[size_t(k)];
        RecordedStep &recorded = mProgressRead.step(k);
        if (recorded.finished) {
            report.state = MigrationStepState::AlreadyDone;
            report.batchesBefore = recorded.batches;
            return true;
        }
        if (const QString reason = skipReason(step, mRequest.allowDestructive, mPostCheckFailed); !reason.isEmpty()) {
            report.state = MigrationStepState::Skipped;
            report.message = reason;
            return true;
        }
        if (step.drop) {
            Collection doomed(mClient, mRequest.database, report.collection);
            bson_error_t failure;
            if (!mongoc_collection_drop_with_opts(doomed.collection, nullptr, &failure) && failure.code != 26) {
                return fail(report, errorFrom(failure, QStringLiteral("drop %1").arg(report.collection)));
            }
            report.state = MigrationStepState::Done;
            return insertRecord(QStringLiteral("step"), k, 0, [](bson_t *) { });
        }
        if (step.deletes())
            return deleteDocuments(k, report);
        report.sourceDocuments = count(report.collection);
        if (report.sourceDocuments < 0)
            return fail(report, mError);
        if (recorded.started) {
            report.targetBefore = recorded.targetBefore;
            report.outputDocuments = recorded.outputDocuments;
            report.batchesBefore = recorded.batches;
        } else {
            report.targetBefore = count(report.target);
            report.outputDocuments = report.targetBefore < 0 ? -1 : outputCount(step);
            if (report.outputDocuments < 0)
                return fail(report, mError);
            if (!insertRecord(QStringLiteral("start"), k, 0, [&](bson_t *record) {
                    BSON_APPEND_INT64(record, "targetBefore", report.targetBefore);
                    BSON_APPEND_INT64(record, "outputDocuments", report.outputDocuments);
                }))
                return fail(report, mError);
        }
        if (!(step.runsInBatches() ? runBatches(k, recorded, report) : runWhole(k, recorded, report))) {
            if (!mResult.cancelled)
                return fail(report, mError);
            report.message = Live::tr("cancelled after %n batch(es); --resume goes on from there", nullptr, report.batches);
            return true;
        }
        report.targetAfter = count(report.target);
        if (report.targetAfter < 0)
            return fail(report, mError);
        report.countProblem = countProblem(step, report);
        report.state = MigrationStepState::Done;
        emitProgress(report);
        return insertRecord(QStringLiteral("step"), k, 0, [&](bson_t *record) {
            BSON_APPEND_INT64(record, "targetAfter", report.targetAfter);
        });
    }

    // Removes the documents that match the step's filter: run again, it
    // finds none left.
    bool deleteDocuments(int k, MigrationStepReport &report)
    {
        const DataStep &step = mRequest.migration.steps[size_t(k)];
        report.targetBefore = count(report.collection);
        if (report.targetBefore < 0)
            return fail(report, mError);
        report.sourceDocuments = report.targetBefore;
        QString parseError;
        const BsonPtr filter = bsonOfText(step.deleteWhere.dump(), &parseError);
        if (!filter) {
            report.state = MigrationStepState::Failed;
            report.message = Live::tr("A step's filter does not parse: %1").arg(parseError);
            return false;
        }
        Collection doomed(mClient, mRequest.database, report.collection);
        bson_t reply;
        bson_error_t failure;
        const bool deleted = mongoc_collection_delete_many(doomed.collection, filter.get(), nullptr, &reply, &failure);
        report.outputDocuments = deleted ? int64At(&reply, "deletedCount").value_or(0) : -1;
        bson_destroy(&reply);
        if (!deleted)
            return fail(report, errorFrom(failure, QStringLiteral("delete from %1").arg(report.collection)));
        report.targetAfter = count(report.collection);
        if (report.targetAfter < 0)
            return fail(report, mError);
        report.batches = 1;
        report.state = MigrationStepState::Done;
        emitProgress(report);
        return insertRecord(QStringLiteral("step"), k, 0, [&](bson_t *record) {
            BSON_APPEND_INT64(record, "targetAfter", report.targetAfter);
        });
    }

    bool fail(MigrationStepReport &report, const LiveError &error)
    {
        report.state = MigrationStepState::Failed;
        report.message = error.message;
        // A lost connection ends the request: the caller runs again with
        // --resume. A refusal ends the run with this step's report.
        if (error.isConnectionProblem() || error.kind == LiveError::Kind::Unauthorized)
            mError = error;
        else
            mError = LiveError();
        return false;
    }

    bool runWhole(int k, RecordedStep &recorded, MigrationStepReport &report)
    {
        if (recorded.lastBatchDone)
            return true;
        const DataStep &step = mRequest.migration.steps[size_t(k)];
        if (!aggregate(step.collection, step.pipeline, [](const bson_t *) { }))
            return false;
        report.batches = 1;
        return insertRecord(QStringLiteral("batch"), k, 1, [](bson_t *) { });
    }

    bool runBatches(int k, RecordedStep &recorded, MigrationStepReport &report)
    {
        if (recorded.lastBatchDone)
            return true;
        const DataStep &step = mRequest.migration.steps[size_t(k)];
        Collection source(mClient, mRequest.database, report.collection);
        bool mixed = false;
        if (!idTypesMixed(source.collection, mixed))
            return false;
        std::vector<BsonPtr> stages;
        for (const json &stage : step.pipeline) {
            stages.push_back(parsed(stage));
            if (!stages.back())
                return false;
        }
        BsonPtr lower = std::move(recorded.upTo); // exclusive; null: from the first document
        int batch = recorded.batches;
        for (;;) {
            if (mWorker.isCancelled(mRequestId)) {
                mResult.cancelled = true;
                return false;
            }
            BsonPtr upper; // inclusive; null: to the last document
            if (!nextBound(source.collection, lower, mixed, upper))
                return false;
            const BsonPtr pipeline = batchPipeline(stages, lower, upper, mixed);
            Cursor cursor(mongoc_collection_aggregate(source.collection, MONGOC_QUERY_NONE, pipeline.get(), nullptr, nullptr));
            if (!cursor.forEach(QStringLiteral("aggregate on %1").arg(report.collection), mError, [](const bson_t *) { }))
                return false;
            ++batch;
            ++report.batches;
            if (!insertRecord(QStringLiteral("batch"), k, batch, [&](bson_t *record) {
                    bson_iter_t it;
                    if (keptValueOf(upper, &it))
                        bson_append_iter(record, "upTo", 4, &it);
                }))
                return false;
            emitProgress(report);
            if (!upper)
                return true;
            lower = std::move(upper);
        }
    }

    // Whether the collection's _ids are of more than one kind (numbers and
    // strings, say): range queries then compare with $expr, across types.
    bool idTypesMixed(mongoc_collection_t *collection, bool &mixed)
    {
        int classes[2] = { 0, 0 };
        for (int i = 0; i < 2; ++i) {
            bson_t *options = BCON_NEW("sort", "{", "_id", BCON_INT32(i == 0 ? 1 : -1), "}", "limit", BCON_INT64(1),
                "projection", "{", "_id", BCON_INT32(1), "}");
            bson_t everything = BSON_INITIALIZER;
            Cursor cursor(mongoc_collection_find_with_opts(collection, &everything, options, nullptr));
            bson_destroy(options);
            if (!cursor.forEach(QStringLiteral("find"), mError, [&](const bson_t *document) {
                    bson_iter_t it;
                    if (bson_iter_init_find(&it, document, "_id"))
                        classes[i] = idTypeClass(bson_iter_type(&it));
                }))
                return false;
        }
        mixed = classes[0] != classes[1];
        return true;
    }

    // The _id `batchSize` documents after `lower`, or null when fewer are left.
    bool nextBound(mongoc_collection_t *collection, const BsonPtr &lower, bool mixed, BsonPtr &upper)
    {
        const BsonPtr filter = idRangeFilter(lower, BsonPtr(), mixed);
        bson_t *options = BCON_NEW("sort", "{", "_id", BCON_INT32(1), "}", "skip", BCON_INT64(mRequest.batchSize - 1),
            "limit", BCON_INT64(1), "projection", "{", "_id", BCON_INT32(1), "}");
        Cursor cursor(mongoc_collection_find_with_opts(collection, filter.get(), options, nullptr));
        bson_destroy(options);
        return cursor.forEach(QStringLiteral("find"), mError, [&](const bson_t *document) {
            bson_iter_t it;
            if (bson_iter_init_find(&it, document, "_id"))
                upper = keptValue(&it);
        });
    }

    // A stage of a step's pipeline as BSON; null, with the error set, when it does not parse.
    BsonPtr parsed(const json &stage)
    {
        QString parseError;
        BsonPtr out = bsonOfText(stage.dump(), &parseError);
        if (!out) {
            mError.kind = LiveError::Kind::Client;
            mError.message = Live::tr("A step's pipeline does not parse: %1").arg(parseError);
        }
        return out;
    }

    // After the last step that writes a collection's new shape (and before
    // anything is removed): its documents checked against the new model.
    bool postCheckAfter(int k)
    {
        if (mResult.steps[size_t(k)].state == MigrationStepState::NotRun)
            return true;
        LiveCheckRequest request;
        request.database = mRequest.database;
        for (const std::string &collection : collectionsCheckedAfter(mRequest.migration, size_t(k)))
            for (const LiveCheckRequest::Target &target : mRequest.validators)
                if (target.collection == toQString(collection))
                    request.targets.push_back(target);
        if (request.targets.empty())
            return true;
        const LiveCheck checked = mWorker.check(mRequestId, request, mError);
        if (mError.isError())
            return false;
        for (check::CollectionCheck &collection : checked.report->collections) {
            if (collection.failing > 0 || !collection.error.empty())
                mPostCheckFailed = true;
            mResult.postCheck->collections.push_back(std::move(collection));
        }
        return true;
    }

    void emitProgress(const MigrationStepReport &report)
    {
        emit mWorker.progressed(mRequestId, [id = mRequestId, report](LiveConnection &connection) {
            emit connection.migrationProgressed(id, report);
        });
    }

    LiveWorker &mWorker;
    mongoc_client_t *mClient;
    quint64 mRequestId;
    const LiveMigrationRequest &mRequest;
    LiveError &mError;
    Collection mProgress;
    LiveMigration mResult;
    MigrationProgress mProgressRead;
    bool mPostCheckFailed = false;
};

} // namespace

LiveMigration LiveWorker::migrate(quint64 requestId, const LiveMigrationRequest &request, LiveError &error)
{
    return MigrationRun(*this, client(), requestId, request, error).run();
}

} // namespace docmodel
