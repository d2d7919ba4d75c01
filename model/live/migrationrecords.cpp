// SPDX-License-Identifier: GPL-3.0-or-later
#include "migrationrecords.h"

#include "migrate/migrationprogress.h"
#include "migrate/pipelinestages.h"

#include <QDateTime>

#include <map>

namespace docmodel::live {

namespace {

std::map<QString, qint64> countsOf(const bson_t *record)
{
    std::map<QString, qint64> counts;
    bson_iter_t it, entries;
    if (bson_iter_init_find(&it, record, "counts") && BSON_ITER_HOLDS_DOCUMENT(&it) && bson_iter_recurse(&it, &entries))
        while (bson_iter_next(&entries))
            counts[QString::fromUtf8(bson_iter_key(&entries))] = int64Of(&entries).value_or(-1);
    return counts;
}

} // namespace

bool MigrationRecords::read(MigrationProgress &progress)
{
    bson_t *filter = BCON_NEW("migration", BCON_UTF8(utf8(mMigrationId).constData()));
    Cursor cursor(mongoc_collection_find_with_opts(mProgress.collection, filter, nullptr, nullptr));
    bson_destroy(filter);
    return cursor.forEach(QStringLiteral("find"), mError, [&](const bson_t *record) {
        const QString kind = stringAt(record, "kind");
        const int step = int(int64At(record, "step").value_or(-1));
        if (kind == QLatin1String("dry-run")) {
            progress.addDryRun(QDateTime::fromMSecsSinceEpoch(int64At(record, "atMs").value_or(0)), countsOf(record));
        } else if (kind == QLatin1String("start")) {
            progress.addStart(
                step, int64At(record, "targetBefore").value_or(-1), int64At(record, "outputDocuments").value_or(-1));
        } else if (kind == QLatin1String("step")) {
            progress.addFinished(step);
        } else if (kind == QLatin1String("batch")) {
            bson_iter_t it;
            progress.addBatch(step, int(int64At(record, "batch").value_or(0)),
                bson_iter_init_find(&it, record, "upTo") ? keptValue(&it) : BsonPtr());
        }
    });
}

BsonPtr MigrationRecords::newRecord(const QString &kind, int step, int n) const
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const QString id = progressRecordId(mMigrationId, kind, step, n, now);
    BsonPtr record(bson_new());
    BSON_APPEND_UTF8(record.get(), "_id", utf8(id).constData());
    BSON_APPEND_UTF8(record.get(), "migration", utf8(mMigrationId).constData());
    BSON_APPEND_UTF8(record.get(), "kind", utf8(kind).constData());
    if (step >= 0)
        BSON_APPEND_INT32(record.get(), "step", step);
    if (n > 0)
        BSON_APPEND_INT32(record.get(), "batch", n);
    BSON_APPEND_INT64(record.get(), "atMs", now);
    BSON_APPEND_DATE_TIME(record.get(), "at", now);
    return record;
}

bool MigrationRecords::add(const BsonPtr &record)
{
    bson_error_t failure;
    if (!mongoc_collection_insert_one(mProgress.collection, record.get(), nullptr, nullptr, &failure)) {
        mError = errorFrom(failure, QStringLiteral("insert into %1").arg(mCollectionName));
        return false;
    }
    return true;
}

} // namespace docmodel::live
