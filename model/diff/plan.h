// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "databasestate.h"

#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace docmodel {

enum class StepKind {
    CreateCollection,
    SetValidator, // collMod with validator, level and action
    CreateIndex,
    ChangeIndex, // collMod of an index in place (expireAfterSeconds, hidden)
    DropIndex,
    DropCollection,
    Recreate, // an option fixed at creation differs: reported, never run
    EnableSharding, // before the first shardCollection of a database
    ShardCollection,
    Reshard, // sharded by another key: reported, never run
};

// One step of a plan: the exact command it sends and why it exists.
struct PlanStep {
    StepKind kind = StepKind::CreateCollection;
    std::string collection;
    std::string index; // the index's name, for index steps
    JsonValue command; // the command document; null for Recreate
    bool destructive = false;
    bool selected = true; // runs when applied; destructive steps only on request
    QString reason;
    // Sent in case the collection is missing, where the server could not
    // tell: it changes nothing when it exists, and is no difference.
    bool ensureOnly = false;
    // A drop and the create that replaces it (an index whose options
    // differ): the index of the other half in Plan::steps, -1 otherwise.
    // Run both or neither, or the create fails on the old index.
    int partner = -1;
    // Sent to the admin database (sharding commands), not the plan's.
    bool onAdmin = false;
    // A validator step on a collection that holds documents: how many of
    // them fail the validator (-1: not checked), of how many, and why
    // ("2,240 of 2,240 documents fail: InvoiceId must be objectId, is int").
    int64_t failingDocuments = -1;
    uint64_t checkedDocuments = 0;
    QString dataCheck = QString();
};

struct PlanOptions {
    bool allowDrop = false; // select the drops of what is not in the model
    bool shard = false; // shard the collections by the model's shard keys (mongos only)
    // False: existing collections' validators are left out of the comparison
    // (for servers that acknowledge validators but do not keep them).
    bool compareValidators = true;
};

// What it takes to bring the server's database (actual) to the model's
// (wanted): ordered so that collections exist before their indexes, an
// index is dropped before its replacement is created, and drops come last.
struct Plan {
    std::string database;
    std::vector<PlanStep> steps;
    QStringList notes; // what could not be compared, and why

    // Steps that would change the server (selected or not), Recreate
    // included; ensure-only steps are not differences.
    bool hasDifferences() const;
};

Plan planChanges(const DatabaseState &wanted, const DatabaseState &actual, const PlanOptions &options = {});

// The commands a step sends, in order: its command, except that a validator
// step at validationLevel "constraint" (MongoDB 9.0: the server guarantees
// every document matches) sets its validator at "strict" and then takes the
// server's two steps to the level, prepareConstraintValidationLevel and
// validationLevel "constraint".
std::vector<JsonValue> stepCommands(const PlanStep &step);

// Whether a validationLevel of the server meets the one the model asks
// for: "constraint" guarantees all "strict" does.
bool validationLevelMet(const std::string &wanted, const std::string &actual);

// Whether a server of this version (buildInfo's "9.0.1") takes
// validationLevel "constraint".
bool takesConstraintLevel(const QString &serverVersion);

QString stepKindName(StepKind kind);

} // namespace docmodel
