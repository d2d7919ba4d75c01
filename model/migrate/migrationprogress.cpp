// SPDX-License-Identifier: GPL-3.0-or-later
#include "migrationprogress.h"
#include "migrationtr.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <algorithm>

namespace docmodel {

namespace {

} // namespace

void MigrationProgress::addDryRun(const QDateTime &at, std::map<QString, qint64> counts)
{
    if (mDryRunAt.isValid() && at < mDryRunAt)
        return; // only the latest dry run counts
    mDryRunAt = at;
    mDryRunCounts = std::move(counts);
}

void MigrationProgress::addStart(int step, qint64 targetBefore, qint64 outputDocuments)
{
    if (!known(step))
        return;
    RecordedStep &recorded = mSteps[step];
    recorded.started = true;
    recorded.targetBefore = targetBefore;
    recorded.outputDocuments = outputDocuments;
}

void MigrationProgress::addFinished(int step)
{
    if (known(step))
        mSteps[step].finished = true;
}

void MigrationProgress::addBatch(int step, int batch, BsonPtr upTo)
{
    if (!known(step))
        return;
    RecordedStep &recorded = mSteps[step];
    if (batch <= recorded.batches)
        return;
    recorded.batches = batch;
    recorded.lastBatchDone = !upTo;
    recorded.upTo = std::move(upTo);
}

bool MigrationProgress::anyRecorded() const
{
    return std::ranges::any_of(
        mSteps, [](const auto &entry) { return entry.second.started || entry.second.finished; });
}

bool MigrationProgress::interrupted() const
{
    return std::ranges::any_of(
        mSteps, [](const auto &entry) { return entry.second.started && !entry.second.finished; });
}

QString MigrationProgress::startRefusal(
    const QString &migrationId, bool resume, const std::map<QString, qint64> &countsNow) const
{
    if (interrupted() && !resume)
        return Migration::tr("An earlier run of this migration (%1) stopped before its end; run again "
                        "with --resume to go on where it stopped.")
            .arg(migrationId);
    if (anyRecorded())
        return {};
    QStringList changed;
    for (const auto &[name, before] : mDryRunCounts) {
        const auto now = countsNow.find(name);
        if (now != countsNow.end() && now->second != before)
            changed << Migration::tr("%1 holds %2 documents, %3 at the dry run")
                           .arg(name)
                           .arg(now->second)
                           .arg(before);
    }
    if (changed.isEmpty())
        return {};
    return Migration::tr("The documents changed since the dry run of %1: %2. Run the dry run again and "
                    "look at its counts before you migrate.")
        .arg(QLocale().toString(mDryRunAt), changed.join(QStringLiteral("; ")));
}

QString progressRecordId(
    const QString &migrationId, const QString &kind, int step, int n, qint64 nowMs)
{
    if (step < 0)
        return QStringLiteral("%1/%2/%3").arg(migrationId, kind).arg(nowMs);
    return QStringLiteral("%1/%2/%3%4")
        .arg(migrationId)
        .arg(step)
        .arg(kind)
        .arg(n > 0 ? QString::number(n) : QString());
}

QString skipReason(const DataStep &step, bool allowDestructive, HeldBack heldBack)
{
    if (!step.destructive)
        return {};
    if (!allowDestructive)
        return Migration::tr("removes old data: run with --allow-drop to include it");
    switch (heldBack) {
    case HeldBack::PostCheck:
        return Migration::tr(
            "the post-check found documents that do not fit the new model; the old data stays");
    case HeldBack::ChildrenNotReached:
        return Migration::tr("fewer children reached their parents than there were to embed; the old data stays");
    case HeldBack::Nothing:
        break;
    }
    return {};
}

std::vector<std::string> collectionsCheckedAfter(const DataMigration &migration, size_t k)
{
    const std::vector<DataStep> &steps = migration.steps;
    std::vector<std::string> out;
    if (steps[k].destructive)
        return out;
    for (const std::string &collection : steps[k].writes) {
        const bool writtenLater
            = std::any_of(steps.begin() + long(k) + 1, steps.end(), [&](const DataStep &later) {
                  return !later.destructive
                      && std::ranges::find(later.writes, collection) != later.writes.end();
              });
        if (!writtenLater)
            out.push_back(collection);
    }
    return out;
}

QString readsEarlierWritesNotice(size_t k, const QString &collection)
{
    return Migration::tr("Step %1 reads %2, which an earlier step writes: its counts are those of "
                    "the documents as they are now.")
        .arg(k + 1)
        .arg(collection);
}

} // namespace docmodel
