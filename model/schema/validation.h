// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model.h"

#include <QString>

#include <set>
#include <string>
#include <vector>

namespace docmodel {

struct Problem {
    Severity severity = Severity::Error;
    std::string pointer; // JSON pointer of the object in the model file
    QString message;
};

// Checks that a model can exist in MongoDB and is consistent in itself.
// Errors make a model invalid; warnings point at likely mistakes.
std::vector<Problem> validateModel(const Model &model);

// The same, but of the entities only these have their own fields and
// options checked; every relationship, index and query is checked. For a
// part of a model cut out around a few entities, whose neighbours are
// there to be looked up (cleanrecommendations.h).
std::vector<Problem> validateAround(const Model &model, const std::set<std::string> &entityIds);

bool hasErrors(const std::vector<Problem> &problems);

// The id of the entity, relationship, index or access pattern a problem's
// pointer lies in; empty when it is about the model as a whole.
std::string problemObjectId(const Model &model, const Problem &problem);

// A declared read without a filter, a sort or fields: it tells the advice
// nothing; validation warns and the documentation leaves it out. (A write
// without them is an insert.)
bool accessPatternIsEmpty(const AccessPattern &ap);

} // namespace docmodel
