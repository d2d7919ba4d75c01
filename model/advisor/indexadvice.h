// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <string>
#include <vector>

namespace docmodel {

// The implicit index every collection has; what servedBy names for it.
inline constexpr std::string_view kIdIndex = "_id_";

// What PATTERNS.md §6 says about one declared query.
struct QueryIndexAdvice {
    std::string queryId;
    std::string collectionId;
    std::vector<IndexKey> suggested; // ESR order; empty when nothing to index
    // The serving index's id (a reference index the scripts create has no
    // id: its name), kIdIndex, or empty when no index supports the query.
    std::string servedBy;
    std::string servedByName; // the index's name, for messages
    std::vector<IndexKey> servedByKeys;
    bool sortInMemory = false; // it has a sort the serving index does not give
    bool suggestedServes = false; // servedBy already has the suggested keys in front
    // Equality fields the serving index does not begin with: the server
    // compares them in each document the index leads it to, so the query is
    // not served (ESR: every equality field first).
    std::vector<std::string> unservedEqualities;
    std::vector<std::string> multikeyFields; // suggested keys that index arrays
    // The other queries the suggested index serves too: where one index
    // serves several unserved queries, each is suggested that one (the
    // index set of indexselection.h), not an index of its own.
    std::vector<std::string> sharedWith;
};

struct IndexUsage {
    std::string indexId;
    std::vector<std::string> queryIds; // the declared queries it serves
};

struct IndexAdvice {
    std::vector<QueryIndexAdvice> queries; // in model order
    std::vector<IndexUsage> indexes; // in model order
};

// Whether a filter field leads an index as an equality (ESR's E): equality,
// $elemMatch, and $in unless the query sorts.
bool filterIsEquality(const FilterField &f, bool sorted);

// Equality fields first, then sort fields, then range fields; $elemMatch on
// an array of sub-documents indexes its fields ("attrs.n", "attrs.v").
std::vector<IndexKey> esrKeys(const Model &model, const AccessPattern &query);

// For each query the index that serves it and whether it sorts in memory;
// for each index the queries it serves. The candidates are the indexes the
// scripts create: the declared ones, TTL indexes and the reference indexes.
IndexAdvice adviseIndexes(const Model &model);

} // namespace docmodel
