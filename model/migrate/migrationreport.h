// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "check/checkreport.h"
#include "datamigration.h"

#include <QMetaType>
#include <QString>
#include <QStringList>

#include <map>
#include <memory>
#include <vector>

namespace docmodel {

enum class MigrationStepState {
    Planned, // dry run: what it would do
    Done,
    AlreadyDone, // a run before this one finished it
    Skipped, // destructive and not asked for, or the post-check failed
    Failed,
    NotRun, // a step before it failed, or Cancel
};

QString migrationStepStateName(MigrationStepState state);

// One step of a run or a dry run.
struct MigrationStepReport {
    int index = 0;
    QString title;
    QString collection;
    bool destructive = false;
    MigrationStepState state = MigrationStepState::NotRun;
    QString command; // the pipeline (or drop) as sent, JSON
    qint64 sourceDocuments = -1; // documents of `collection` the step reads
    qint64 outputDocuments = -1; // documents its pipeline writes, or a deletion removes
    bool deletes = false; // a deletion of the documents that match a filter
    int batches = 0; // run by this run
    int batchesBefore = 0; // run by an interrupted run before it (resume)
    // The collection the step writes, counted before and after it ran, and
    // whether the count is what the step's output says it must be.
    QString target;
    qint64 targetBefore = -1;
    qint64 targetAfter = -1;
    QString countProblem; // empty when the counts agree
    // An embed, or the drop of the embedded collection: the children no
    // parent takes in (DataStep::orphans), counted before the step; -1 when
    // the step carries no children.
    qint64 orphans = -1;
    qint64 childless = -1; // an embed: the parents that gather no child
    // An embed of every child, after it ran: the children that existed and
    // those its parents now hold (existed - orphans when all arrived).
    qint64 children = -1;
    qint64 reached = -1;
    QString orphansOf; // their collection
    QString parents;
    // Dry run: a few input documents and what the step makes of them,
    // relaxed Extended JSON.
    QStringList before;
    QStringList after;
    QString message; // why it failed or was skipped
};

// What a run (or a dry run) of a data migration on a server did.
struct LiveMigration {
    QString id; // the plan's fingerprint: runs of the same plan share it
    bool dryRun = false;
    bool resumed = false;
    bool cancelled = false;
    std::vector<MigrationStepReport> steps;
    // The data check of the migrated collections against the new model,
    // after the last step that builds the new shape.
    std::shared_ptr<check::CheckReport> postCheck;
    QStringList notices; // what a person should know about the counts
    // A dry run's documents per collection read, for the run that follows
    // (LiveMigrationRequest::dryRunCounts).
    std::map<QString, qint64> counts;
    // Why the run did not start: an interrupted run is there (resume it),
    // or the documents changed since the dry run.
    QString stopReason;
    bool succeeded() const;
};

// What a step's orphans mean (empty when it has none): an embed leaves
// them where they are; the drop of their collection refuses while they are
// there, or moves or drops them as `policy` says.
QString orphansText(const MigrationStepReport &report, const OrphanPolicy &policy);

// After an embed: "767 of the 767 InvoiceLine that have their Invoice are
// embedded in it";
// empty before it ran. Says so when fewer arrived than had a parent.
QString reachedText(const MigrationStepReport &report);
bool reachedTheirParents(const MigrationStepReport &report);
// Whether the step is a drop that refuses (or would) for its orphans.
bool orphansKeptFromDrop(const MigrationStepReport &report, const OrphanPolicy &policy);

// Each step's report before anything ran: title, collection, the command as
// it is sent, the collection it writes.
std::vector<MigrationStepReport> plannedStepReports(const DataMigration &migration);

// Counts the step must conserve: a step that merges into the documents it
// reads (or discards what matches nothing) adds none; one that fills another
// collection adds at most what it wrote, and exactly that to an empty one.
// Empty when the counts agree, or when the step was started by a run that
// did not count (the mongosh script).
QString countProblem(const DataStep &step, const MigrationStepReport &report);

} // namespace docmodel

Q_DECLARE_METATYPE(docmodel::MigrationStepReport)
Q_DECLARE_METATYPE(docmodel::LiveMigration)
