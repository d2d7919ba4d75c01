// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "query/pipelinetext.h"
#include "schema/accesspattern.h"
#include "schema/model.h"

#include <QString>

#include <optional>
#include <string_view>

namespace docmodel {

// A find typed in the explorer (filter, sort and projection in the shell's
// syntax) as the access pattern it is: the fields it filters on and how,
// its sort, the fields it returns. None, with the reason in `error`, when
// a part does not parse. The pattern's id, name and collection are the
// caller's to set.
std::optional<AccessPattern> accessPatternOfFind(
    std::string_view filter, std::string_view sort, std::string_view projection, QString *error);

// An aggregation's enabled stages as the access pattern they are: the
// fields its leading $match filters on, its leading $sort, and the fields
// a $project right after them returns. None, with why (the stage, line and
// column), when a stage does not read.
std::optional<AccessPattern> accessPatternOfPipeline(const std::vector<PipelineStage> &stages, QString *error);

// A query read in the explorer (or the CLI) on database.collection as an
// access pattern of the model's collection of that name: `pattern` with a
// fresh id and that collection set. None, with why, when the model is of
// another database or has no such collection.
std::optional<AccessPattern> patternOfCollection(
    const Model &model, const QString &database, const QString &collection, AccessPattern pattern, QString *why);

} // namespace docmodel
