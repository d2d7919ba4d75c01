// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "liveerror.h"
#include "mongocsupport.h"
#include "migrate/migrationreport.h"
#include "migrate/pipelinestages.h"

#include <QString>
#include <QStringList>

#include <mongoc/mongoc.h>
#include <nlohmann/json.hpp>

#include <string>

namespace docmodel::live {

// What a migration asks the server about its data, one database's worth:
// counts, a pipeline's output count, samples and the _id bounds of its
// batches. Every failure leaves its reason in the error given at
// construction and answers -1, false or null.
class MigrationReads
{
public:
    MigrationReads(mongoc_client_t *client, const QString &database, LiveError &error)
        : mClient(client)
        , mDatabase(database)
        , mError(error)
    {
    }

    // The documents of a collection that match a filter (all of them by default).
    qint64 count(const QString &collection, const nlohmann::json &filter = nlohmann::json::object());
    // The documents a step's pipeline writes, counted by the server.
    qint64 outputCount(const DataStep &step);
    // The children no parent gathers (DataStep::orphans), counted by the server.
    qint64 orphanCount(const DataStep &step);
    // The parents no child is gathered into (DataStep::childless).
    qint64 childlessCount(const DataStep &step);
    // Before a step that gathers children into parents: its orphans and the
    // parents with none, written into the report; false when refused.
    bool countChildren(const DataStep &step, MigrationStepReport &report);
    // After an embed: the children its parents hold (DataStep::embedField).
    qint64 reachedCount(const DataStep &step);
    // Runs a pipeline on a collection, each output document to `visit`.
    template<typename Visit> bool aggregate(const std::string &collection, const nlohmann::json &pipeline, Visit visit)
    {
        const BsonPtr stages = parsed(nlohmann::json { { "pipeline", pipeline } });
        if (!stages)
            return false;
        Collection source(mClient, mDatabase, QString::fromStdString(collection));
        Cursor cursor(mongoc_collection_aggregate(source.collection, MONGOC_QUERY_NONE, stages.get(), nullptr, nullptr));
        return cursor.forEach(QStringLiteral("aggregate on %1").arg(QString::fromStdString(collection)), mError, visit);
    }
    // The first `size` documents of the step's collection by _id (relaxed
    // Extended JSON), and what the step's pipeline makes of them.
    bool sample(const DataStep &step, int size, QStringList &before, QStringList &after);
    // Whether the collection's _ids are of more than one kind (numbers and
    // strings, say): range queries then compare with $expr, across types.
    bool idTypesMixed(mongoc_collection_t *collection, bool &mixed);
    // The _id `batchSize` documents after `lower`, or null when fewer are left.
    bool nextBound(mongoc_collection_t *collection, const BsonPtr &lower, bool mixed, qint64 batchSize, BsonPtr &upper);
    // A stage of a step's pipeline as BSON; null when it does not parse.
    BsonPtr parsed(const nlohmann::json &stage);

private:
    // The n of a pipeline ending in {$count: "n"}; -1 when it failed.
    qint64 countOf(const std::string &collection, const nlohmann::json &countingPipeline);

    mongoc_client_t *mClient;
    QString mDatabase;
    LiveError &mError;
};

} // namespace docmodel::live
