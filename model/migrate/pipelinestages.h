// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "datamigration.h"
#include "preview/bsonptr.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

// A step's pipeline as a run sends it: whole, sampled, counted, or one _id
// range after another.
namespace docmodel {

// The pipeline without its $merge or $out: what it would write, written nowhere.
nlohmann::json withoutMerge(const nlohmann::json &pipeline);

// The collection the step's $merge writes (its own collection without one).
std::string mergeTarget(const DataStep &step);

// Whether the step's $merge inserts the documents that match nothing.
bool mergeInserts(const DataStep &step);

// _ids compare by range only within one class: numbers with numbers, any
// other type only with itself.
int idTypeClass(bson_type_t type);

// A value kept as {v: value}, and the value of such a document.
BsonPtr keptValue(const bson_iter_t *value);
bool keptValueOf(const BsonPtr &kept, bson_iter_t *value);

// The _id range filter (lower, upper] of {v: _id} bounds, either end open
// when null. With _ids of more than one type class (`mixed`) the range is an
// $expr, which compares across types as the server sorts them.
BsonPtr idRangeFilter(const BsonPtr &lower, const BsonPtr &upper, bool mixed);

// {pipeline: [{$match: the range}, ...stages]}.
BsonPtr batchPipeline(
    const std::vector<BsonPtr> &stages, const BsonPtr &lower, const BsonPtr &upper, bool mixed);

} // namespace docmodel
