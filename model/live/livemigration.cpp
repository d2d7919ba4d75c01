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

#include "migrationreads.h"
#include "migrationrecords.h"
#include "mongocsupport.h"
#include "migrate/migrationprogress.h"
#include "migrate/pipelinestages.h"
#include "schema/qtstring.h"

#include <map>
#include <set>

namespace docmodel {

using namespace live;
using json = nlohmann::json;

namespace {

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
        , mReads(client, request.database, error)
        , mResultId(QString::fromStdString(migrationFingerprint(request.migration, request.database.toStdString())))
        , mRecords(client, request.database, request.progressCollection, mResultId, error)
        , mProgressRead(int(request.migration.steps.size()))
    {
        mResult.id = mResultId;
        mResult.dryRun = request.dryRun;
        mResult.resumed = request.resume;
        mResult.postCheck = std::make_shared<check::CheckReport>();
    }

    LiveMigration run()
    {
        const std::vector<DataStep> &steps = mRequest.migration.steps;
        mResult.steps = plannedStepReports(mRequest.migration);
        if (!mRecords.read(mProgressRead))
            return {};
        if (!mRequest.dryRunCounts.empty())
            mProgressRead.addDryRun(mRequest.dryRunAt, mRequest.dryRunCounts);
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
            report.sourceDocuments = mReads.count(report.collection);
            if (report.sourceDocuments < 0)
                return false;
            if (!written.contains(step.collection))
                counts.emplace(report.collection, report.sourceDocuments);
            written.insert(step.writes.begin(), step.writes.end());
            if (!mReads.countChildren(step, report))
                return false;
            report.message = orphansText(report, mRequest.orphans);
            if (step.drop)
                continue;
            if (step.deletes()) {
                report.outputDocuments = mReads.count(report.collection, step.deleteWhere); // the documents it removes
                if (report.outputDocuments < 0)
                    return false;
                continue;
            }
            report.outputDocuments = mReads.outputCount(step);
            if (report.outputDocuments < 0 || !mReads.sample(step, mRequest.sampleSize, report.before, report.after))
                return false;
        }
        mResult.counts = std::move(counts); // kept by the caller: the server is not written to
        return true;
    }

    // -- the run --
    // False, with the reason, when an interrupted run is there and resume
    // was not asked for, or the data changed since the dry run.
    bool mayStart()
    {
        std::map<QString, qint64> countsNow;
        if (!mProgressRead.anyRecorded())
            for (const auto &entry : mProgressRead.dryRunCounts()) {
                const qint64 now = mReads.count(entry.first);
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
            // Counted again: a resumed run's drop relies on every child having arrived.
            if (!step.embedField.empty()) {
                if ((report.orphans = mReads.orphanCount(step)) < 0 || !countReached(step, report))
                    return fail(report, mError);
                report.message = orphansText(report, mRequest.orphans);
            }
            return true;
        }
        if (const QString reason = skipReason(step, mRequest.allowDestructive, mHeldBack); !reason.isEmpty()) {
            report.state = MigrationStepState::Skipped;
            report.message = reason;
            return true;
        }
        if (!mReads.countChildren(step, report))
            return fail(report, mError);
        if (step.drop) {
            if (report.orphans > 0 && !placeOrphans(step, report))
                return false;
            Collection doomed(mClient, mRequest.database, report.collection);
            bson_error_t failure;
            if (!mongoc_collection_drop_with_opts(doomed.collection, nullptr, &failure) && failure.code != 26) {
                return fail(report, errorFrom(failure, QStringLiteral("drop %1").arg(report.collection)));
            }
            report.state = MigrationStepState::Done;
            return mRecords.insert(QStringLiteral("step"), k, 0);
        }
        if (step.deletes())
            return deleteDocuments(k, report);
        report.sourceDocuments = mReads.count(report.collection);
        if (report.sourceDocuments < 0)
            return fail(report, mError);
        if (recorded.started) {
            report.targetBefore = recorded.targetBefore;
            report.outputDocuments = recorded.outputDocuments;
            report.batchesBefore = recorded.batches;
        } else {
            report.targetBefore = mReads.count(report.target);
            report.outputDocuments = report.targetBefore < 0 ? -1 : mReads.outputCount(step);
            if (report.outputDocuments < 0)
                return fail(report, mError);
            if (!mRecords.insert(QStringLiteral("start"), k, 0, [&](bson_t *record) {
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
        report.targetAfter = mReads.count(report.target);
        if (report.targetAfter < 0)
            return fail(report, mError);
        report.countProblem = countProblem(step, report);
        if (!step.embedField.empty() && !countReached(step, report))
            return fail(report, mError);
        report.message = orphansText(report, mRequest.orphans);
        report.state = MigrationStepState::Done;
        emitProgress(report);
        return mRecords.insert(QStringLiteral("step"), k, 0, [&](bson_t *record) {
            BSON_APPEND_INT64(record, "targetAfter", report.targetAfter);
        });
    }

    // After an embed: the children that reached their parents against those
    // that existed with a parent. Fewer is a count problem, and nothing that
    // removes old data runs after it.
    bool countReached(const DataStep &step, MigrationStepReport &report)
    {
        report.children = mReads.count(report.orphansOf);
        report.reached = report.children < 0 ? -1 : mReads.reachedCount(step);
        if (report.reached < 0)
            return false;
        if (!reachedTheirParents(report)) {
            report.countProblem = reachedText(report);
            mHeldBack = HeldBack::ChildrenNotReached;
        }
        return true;
    }

    // Before the drop of an embedded collection: its children that no
    // parent took in are kept (the drop refuses), moved, or dropped with
    // it, as the person chose; never lost uncounted.
    bool placeOrphans(const DataStep &step, MigrationStepReport &report)
    {
        report.message = orphansText(report, mRequest.orphans);
        switch (mRequest.orphans.kind) {
        case OrphanPolicy::Kind::Keep:
            // A refusal: the run ends with this step's report.
            report.state = MigrationStepState::Failed;
            mError = LiveError();
            return false;
        case OrphanPolicy::Kind::MoveTo:
            if (!mReads.aggregate(step.orphansOf, orphanMovePipeline(step, mRequest.orphans.collection),
                    [](const bson_t *)
                    { }))
                return fail(report, mError);
            report.message = orphansText(report, mRequest.orphans);
            return true;
        case OrphanPolicy::Kind::Drop:
            return true;
        }
        return true;
    }

    // Removes the documents that match the step's filter: run again, it
    // finds none left.
    bool deleteDocuments(int k, MigrationStepReport &report)
    {
        const DataStep &step = mRequest.migration.steps[size_t(k)];
        report.targetBefore = mReads.count(report.collection);
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
        report.targetAfter = mReads.count(report.collection);
        if (report.targetAfter < 0)
            return fail(report, mError);
        report.batches = 1;
        report.state = MigrationStepState::Done;
        emitProgress(report);
        return mRecords.insert(QStringLiteral("step"), k, 0, [&](bson_t *record) {
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
        if (!mReads.aggregate(step.collection, step.pipeline, [](const bson_t *) { }))
            return false;
        report.batches = 1;
        return mRecords.insert(QStringLiteral("batch"), k, 1);
    }

    bool runBatches(int k, RecordedStep &recorded, MigrationStepReport &report)
    {
        if (recorded.lastBatchDone)
            return true;
        const DataStep &step = mRequest.migration.steps[size_t(k)];
        Collection source(mClient, mRequest.database, report.collection);
        bool mixed = false;
        if (!mReads.idTypesMixed(source.collection, mixed))
            return false;
        std::vector<BsonPtr> stages;
        for (const json &stage : step.pipeline) {
            stages.push_back(mReads.parsed(stage));
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
            if (!mReads.nextBound(source.collection, lower, mixed, mRequest.batchSize, upper))
                return false;
            const BsonPtr pipeline = batchPipeline(stages, lower, upper, mixed);
            Cursor cursor(mongoc_collection_aggregate(source.collection, MONGOC_QUERY_NONE, pipeline.get(), nullptr, nullptr));
            if (!cursor.forEach(QStringLiteral("aggregate on %1").arg(report.collection), mError, [](const bson_t *) { }))
                return false;
            ++batch;
            ++report.batches;
            if (!mRecords.insert(QStringLiteral("batch"), k, batch, [&](bson_t *record) {
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
            if ((collection.failing > 0 || !collection.error.empty()) && mHeldBack == HeldBack::Nothing)
                mHeldBack = HeldBack::PostCheck;
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
    MigrationReads mReads;
    QString mResultId;
    MigrationRecords mRecords;
    LiveMigration mResult;
    MigrationProgress mProgressRead;
    HeldBack mHeldBack = HeldBack::Nothing;
};

} // namespace

LiveMigration LiveWorker::migrate(quint64 requestId, const LiveMigrationRequest &request, LiveError &error)
{
    return MigrationRun(*this, client(), requestId, request, error).run();
}

} // namespace docmodel
