// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The index set a workload needs: from the queries a server ran (or the
// model declares), the few indexes that save most of the documents they
// examine, weighed against what each costs; and the existing indexes that
// nothing uses or that a longer one makes redundant.

#include "schema/model.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace docmodel {

// One query of the workload: a shape of one namespace and what its
// operations cost together.
struct WorkloadQuery {
    std::string ns; // "db.collection"
    std::string label; // how the report names it: the shape
    std::vector<FilterField> filter;
    std::vector<SortField> sort;
    // False for $or, $nor, $expr, $text: no single B-tree index serves it.
    bool singleIndex = true;
    double count = 0;
    double docsExamined = 0; // of all its operations
    double returned = 0;
    // The keys of the indexes its plans used (IXSCAN { a: 1 }).
    std::vector<std::vector<IndexKey>> plannedIndexes;
};

// An index that exists, and where that is known from.
struct ExistingIndex {
    enum class Source { Model, Log, IndexStats, Plan, Server };
    std::string ns;
    std::string name; // empty when only its keys are known (a plan)
    std::vector<IndexKey> keys;
    Source source = Source::Model;
    bool unique = false;
    // TTL, partial, sparse or collated: it exists for reasons of its own,
    // so it is never called unused or redundant.
    bool special = false;
    std::optional<int64_t> ops; // $indexStats: accesses since `since`
    std::string since;
};

// What a field's values cost in an index, per namespace and path.
struct FieldCost {
    double averageBytes = 0; // of one value, as BSON
    bool vector = false; // binData or an array of numbers: an embedding
    bool prose = false; // sentences: a text index or Atlas Search fits
};
using FieldCosts = std::map<std::pair<std::string, std::string>, FieldCost>; // (ns, path)

struct IndexSetOptions {
    size_t maxIndexes = 10;
    // A query is left out when it is below both: its share of its
    // namespace's examined documents, and its count.
    double minShare = 0.01;
    double minCount = 3;
    // No B-tree key on a field whose values average more than this.
    double maxKeyBytes = 256;
};

struct RecommendedIndex {
    std::string ns;
    std::vector<IndexKey> keys;
    std::vector<size_t> serves; // positions in the workload, largest first
    double docsExaminedServed = 0; // by the queries it serves
    double docsExaminedSaved = 0; // examined minus returned of those queries
    double share = 0; // docsExaminedServed over every examined document
    std::optional<double> estimatedBytes; // when the documents' count and sizes are known
    double writesPerSecond = 0; // on its namespace: each one updates this index
};

// Positions: `query` in the workload, an index in the existing ones.
struct ServedQuery {
    size_t query;
    size_t by;
};

// A plan that used an index which does not serve the query, while one that
// does exists.
struct WorsePlan {
    size_t query;
    std::vector<IndexKey> used;
    size_t better;
};

struct IdleIndex {
    size_t index;
    std::optional<size_t> coveredBy; // redundant: the longer index it prefixes
};

// A field no B-tree index should hold, and the kind of index that fits it.
struct UnindexableField {
    std::string ns;
    std::string field;
    FieldCost cost;
    std::vector<size_t> queries;
};

struct IndexSet {
    std::vector<RecommendedIndex> recommended; // by benefit, the greatest first
    std::vector<ServedQuery> servedByExisting;
    std::vector<WorsePlan> worsePlans;
    std::vector<IdleIndex> unused; // no plan used it and $indexStats counts no access
    std::vector<IdleIndex> redundant; // a prefix of another index on its namespace
    std::vector<size_t> leftOut; // below the thresholds
    std::vector<size_t> unservable; // $or, $text and the like, or nothing to index
    std::vector<UnindexableField> unindexable;
    double totalExamined = 0; // documents examined by the whole workload
    double servedExamined = 0; // of them, by queries the recommended set serves
};

// Whether an index serves a query ESR-complete: it begins with all the
// query's equality fields (in any order); without equalities, with one of
// its sort or range fields.
bool indexServes(const std::vector<IndexKey> &keys, const WorkloadQuery &query);

// Chooses the set (see indexselection.cpp for the method). `writesPerSecond`
// and `documents` are per namespace, where known.
IndexSet chooseIndexSet(const std::vector<WorkloadQuery> &workload, const std::vector<ExistingIndex> &existing,
    const FieldCosts &costs, const std::map<std::string, double> &writesPerSecond,
    const std::map<std::string, double> &documents, const IndexSetOptions &options = {});

} // namespace docmodel
