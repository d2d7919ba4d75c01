// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "liveerror.h"
#include "mongocsupport.h"

#include <QString>

namespace docmodel {

class MigrationProgress;

namespace live {

// A migration's records in the progress collection, one per dry run, step
// start, batch and finished step: read back, they say where an interrupted
// run goes on (MigrationProgress decides from them).
class MigrationRecords
{
public:
    MigrationRecords(mongoc_client_t *client, const QString &database, const QString &collection,
        const QString &migrationId, LiveError &error)
        : mProgress(client, database, collection)
        , mCollectionName(collection)
        , mMigrationId(migrationId)
        , mError(error)
    {
    }

    bool read(MigrationProgress &progress);
    // Adds the record "<migration>/<step>/<kind><n>" (step -1: none, n 0:
    // none), filled in by `fill`: a record written twice is refused rather
    // than doubled.
    template<typename Fill> bool insert(const QString &kind, int step, int n, Fill fill)
    {
        BsonPtr record = newRecord(kind, step, n);
        fill(record.get());
        return add(record);
    }
    bool insert(const QString &kind, int step, int n)
    {
        return add(newRecord(kind, step, n));
    }

private:
    BsonPtr newRecord(const QString &kind, int step, int n) const;
    bool add(const BsonPtr &record);

    Collection mProgress;
    QString mCollectionName;
    QString mMigrationId;
    LiveError &mError;
};

} // namespace live
} // namespace docmodel
