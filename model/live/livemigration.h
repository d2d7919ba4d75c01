// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "migrate/migrationreport.h"
#include "livecheck.h"

#include <QDateTime>
#include <QString>

#include <map>

#include <vector>

namespace docmodel {

// A data migration to run on a server, or to try: a dry run writes
// nothing (no document, no record, no collection, no index).
struct LiveMigrationRequest {
    QString database;
    DataMigration migration;
    // The new model's validators, per collection: the post-check.
    std::vector<LiveCheckRequest::Target> validators;
    // Where each run records its batches, so that an interrupted run resumes.
    QString progressCollection = QStringLiteral("docmodeler_migrations");
    qint64 batchSize = 1000;
    int sampleSize = 3; // documents shown before and after, per step (dry run)
    bool dryRun = false;
    bool resume = false; // go on where an interrupted run stopped
    bool allowDestructive = false; // remove old fields and collections too
    OrphanPolicy orphans; // children no parent took in, at the drop of their collection
    // The documents per collection a dry run counted, and when: a run that
    // finds other counts refuses to start (the data changed since).
    std::map<QString, qint64> dryRunCounts;
    QDateTime dryRunAt;
};

} // namespace docmodel
