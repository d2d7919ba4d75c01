// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan.h"

#include <QString>

#include <vector>

namespace docmodel {

// One difference between two models, as a person reads it in a change list.
struct ModelChange {
    enum class Kind { Added, Removed, Changed };
    Kind kind = Kind::Changed;
    std::string subject; // "orders", "orders.total", "authors -> books"
    QString description;
    // A data migration a person must do (a relationship now stores its data
    // elsewhere); the fields affected are named in the description.
    bool manual = false;
};

// What changed from one model to the next: entities (by name), fields (by
// path, with their types and required flag), relationships (by their two
// entities) with their strategies, cardinalities and tree encodings.
// Indexes, options and validators are compared by the plan.
std::vector<ModelChange> compareModels(const Model &from, const Model &to);

// The database-side part: what a database built from `from` needs to
// become `to` (collections, validators, indexes), drops included.
Plan migrationPlan(const Model &from, const Model &to, const std::string &database = {});

// A mongosh script running the plan's steps in order, each tolerant of
// being run twice, with the manual data migrations as comments.
std::string migrationScript(const Plan &plan, const std::vector<ModelChange> &changes);

QString changeKindName(ModelChange::Kind kind);

} // namespace docmodel
