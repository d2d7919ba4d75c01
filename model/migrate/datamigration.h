// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace docmodel {

// One server-side step of a data migration: an aggregation on `collection`
// that ends in a $merge (the documents never pass through DocModeler), the
// drop of a collection, or the deletion of the documents that match a
// filter. Running a step twice gives the same documents.
struct DataStep {
    std::string collection;
    nlohmann::json pipeline; // empty for a drop or a deletion
    bool drop = false;
    // Removes old data (fields, a collection): run only after the new
    // shape checked out, and only on request.
    bool destructive = false;
    std::vector<std::string> writes; // the collections it changes
    QString title;
    nlohmann::json deleteWhere = nullptr; // the filter of a deletion; null otherwise
    bool deletes() const { return !deleteWhere.is_null(); }
    // Set on an embed and on the drop of the embedded children's
    // collection: the pipeline, on `orphansOf`, that selects the children
    // no parent gathers (their parent does not exist, or they name none).
    // The embed leaves them behind; the drop refuses while any are left,
    // unless the person chose what happens to them (OrphanPolicy).
    std::string orphansOf {};
    nlohmann::json orphans = nullptr;
    std::string parents {}; // the collection the children are embedded in
    bool carriesChildren() const { return !orphans.is_null(); }
    // On an embed: the pipeline, on `collection` (the parents), that
    // selects the parents no child is gathered into.
    nlohmann::json childless = nullptr;
    // On an embed of every child (not a subset): the parents' field that
    // holds them, where the children that reached a parent are counted.
    std::string embedField {};
    // Whether it may run on one range of _ids after another: each document
    // it writes comes from one document it reads (and what $lookup finds
    // elsewhere). Not so with stages over the whole collection
    // ($setWindowFields, $group, $sort).
    bool runsInBatches() const;
};

// What happens, at the drop of an embedded collection, to the children no
// parent took in: kept (the drop refuses), moved to another collection, or
// dropped with it (counted first).
struct OrphanPolicy {
    enum class Kind { Keep, MoveTo, Drop } kind = Kind::Keep;
    std::string collection; // MoveTo's
};

// The orphans pipeline with a $count: how many there are.
nlohmann::json orphanCountPipeline(const DataStep &step);
// The childless pipeline with a $count.
nlohmann::json childlessCountPipeline(const DataStep &step);
// On `collection` (the parents), after an embed: the children its
// parents hold, {n: total}.
nlohmann::json reachedCountPipeline(const DataStep &step);
// The orphans pipeline ending in a $merge into `collection` (MoveTo).
nlohmann::json orphanMovePipeline(const DataStep &step, const std::string &collection);

struct DataMigration {
    std::vector<DataStep> steps;
    QStringList manual; // changes no step carries, and why
};

// The same for the same steps on the same database, and different
// otherwise: the name under which runs of a migration record their progress.
std::string migrationFingerprint(const DataMigration &migration, const std::string &database);

// The documents' side of going from one model to the next: for each
// relationship (by id) whose strategy changed, the steps that move its
// children where the new strategy keeps them and write the references it
// needs; old fields and collections go in separate destructive steps.
DataMigration planDataMigration(const Model &from, const Model &to);

struct MigrationScriptOptions {
    std::string database; // empty: the shell's current database
    bool withDestructive = false; // otherwise the destructive steps are commented out
    int64_t batchSize = 1000;
    std::string progressCollection = "docmodeler_migrations";
};

// A mongosh script running the steps in order, each printed before it
// runs, in batches by _id recorded in the progress collection exactly as
// docmodeler-cli migrate URI records them (migrationscript.cpp): a run of
// either that stopped is finished by the other, and a step either finished
// is not run again.
std::string dataMigrationScript(const DataMigration &migration, const MigrationScriptOptions &options);

} // namespace docmodel
