// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The logged traffic as the index set weighs it (advisor/indexselection.h):
// its queries, the indexes known to exist, what their keys would cost.

#include "advisor/indexselection.h"
#include "documentsource.h"
#include "trafficsummary.h"

#include <QString>

#include <string_view>
#include <utility>
#include <vector>

namespace docmodel::traffic {

struct Workload {
    std::vector<WorkloadQuery> queries; // in the order of the shapes given
    std::vector<size_t> shapeOf; // for each query, its position among the shapes
    std::vector<ExistingIndex> existing;
    FieldCosts costs;
    std::map<std::string, double> writesPerSecond; // per namespace
    std::map<std::string, double> documents; // per namespace, where the model estimates them
};

// A workload with the index set chosen for it, as the CLI's report, the
// Import Traffic review and the Advisor dock show it.
struct WorkloadIndexSet {
    Workload workload;
    IndexSet set;
    IndexSetOptions options;
};

WorkloadIndexSet chooseWorkloadIndexes(Workload workload, const IndexSetOptions &options = {});

// The queries of the shapes (finds, aggregations, counts, distincts,
// findAndModify, updates and deletes; not inserts, getMores or truncated
// commands; an $or as one query per branch, as the planner scans it), and the indexes that exist: the model's, those the logs show
// being built, those $indexStats lists, every one a plan used, and _id.
// Field costs from the values the filters carried, else the model's
// lengths. `model` may be empty.
Workload workloadOf(const Model &model, const TrafficSummary &summary, const std::vector<ShapeStats> &shapes,
    const std::vector<std::pair<QString, LogReading>> &readings, const std::vector<IndexUse> &indexUses);

// A recommended index as the model declares it: on the collection of its
// namespace, with an id neither `into` nor `taken` holds; nullopt when the
// model has no collection there.
std::optional<Index> declaredIndex(const Model &into, const RecommendedIndex &index, const std::vector<Index> &taken = {});

// The filters of an $or's branches, each with the fields beside the $or:
// "$or[email|username]" gives [email] and [username]; nullopt for other
// shapes and for branches with operators of their own.
std::optional<std::vector<std::vector<FilterField>>> orBranchFilters(const QueryShape &shape);

// The indexes a planSummary names: "IXSCAN { a: 1, b: -1 }, IXSCAN { c: 1 }".
std::vector<std::vector<IndexKey>> planIndexes(std::string_view plan);

} // namespace docmodel::traffic
