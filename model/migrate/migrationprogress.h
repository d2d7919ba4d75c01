// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "datamigration.h"
#include "preview/bsonptr.h"

#include <QDateTime>
#include <QString>

#include <map>
#include <string>
#include <vector>

// What a run decides from the progress collection: which steps earlier runs
// finished, where an interrupted one stopped, and whether it may start.
namespace docmodel {

// What the progress collection says about one step.
struct RecordedStep {
    bool started = false;
    bool finished = false;
    int batches = 0;
    bool lastBatchDone = false; // the open-ended batch ran: only the step's record is missing
    BsonPtr upTo; // {v: the last batch's upper _id}
    qint64 targetBefore = -1;
    qint64 outputDocuments = -1;
};

class MigrationProgress
{
public:
    explicit MigrationProgress(int stepCount)
        : mStepCount(stepCount)
    { }

    // The records of one migration, in any order: the latest dry run's
    // counts, each step's start, batches and end.
    void addDryRun(const QDateTime &at, std::map<QString, qint64> counts);
    void addStart(int step, qint64 targetBefore, qint64 outputDocuments);
    void addFinished(int step);
    // `upTo` null: the batch was the open-ended last one.
    void addBatch(int step, int batch, BsonPtr upTo);

    RecordedStep &step(int k) { return mSteps[k]; }
    bool anyRecorded() const;
    bool interrupted() const; // a step started and not finished
    const std::map<QString, qint64> &dryRunCounts() const { return mDryRunCounts; }

    // Why the run must not start, or empty: an interrupted run without
    // resume, or collections whose counts (now) differ from the dry run's.
    QString startRefusal(
        const QString &migrationId, bool resume, const std::map<QString, qint64> &countsNow) const;

private:
    bool known(int step) const { return step >= 0 && step < mStepCount; }

    int mStepCount;
    std::map<int, RecordedStep> mSteps;
    std::map<QString, qint64> mDryRunCounts;
    QDateTime mDryRunAt;
};

// The _id of a record: "<migration>/<step>/<kind><n>", so that a record
// written twice is refused rather than doubled; "<migration>/<kind>/<ms>"
// for a record of no step (a dry run).
QString progressRecordId(
    const QString &migrationId, const QString &kind, int step, int n, qint64 nowMs);

// What held the removal of old data back in a run: nothing, documents the
// post-check found not to fit the new model, or children an embed did not
// bring to their parents.
enum class HeldBack { Nothing, PostCheck, ChildrenNotReached };

// Why a step is skipped, or empty: a destructive step not asked for, or one
// after a check that failed (the old data stays).
QString skipReason(const DataStep &step, bool allowDestructive, HeldBack heldBack);

// The collections to check against the new model after step k: those it
// writes that no later non-destructive step writes again (none after a
// destructive step).
std::vector<std::string> collectionsCheckedAfter(const DataMigration &migration, size_t k);

// "Step 3 reads X, which an earlier step writes" for each such step.
QString readsEarlierWritesNotice(size_t k, const QString &collection);

} // namespace docmodel
