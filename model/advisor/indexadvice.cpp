// SPDX-License-Identifier: GPL-3.0-or-later
#include "indexadvice.h"

#include "advisorcontext.h"
#include "indexselection.h"
#include "shape/collectionindexes.h"

#include <algorithm>
#include <set>
#include <map>

namespace docmodel {

namespace {

bool contains(const std::vector<IndexKey> &keys, const std::string &field)
{
    return std::any_of(
        keys.begin(), keys.end(), [&](const IndexKey &k) { return k.field == field; });
}

void addKey(std::vector<IndexKey> &keys, const std::string &field, IndexKeyKind kind)
{
    if (!field.empty() && !contains(keys, field))
        keys.push_back({ field, kind });
}

// The sub-document fields an $elemMatch on an array of documents compares.
std::vector<std::string> elemMatchPaths(const Entity *entity, const std::string &field)
{
    const Field *array = entity ? findFieldPath(entity->fields, field) : nullptr;
    std::vector<std::string> paths;
    if (array)
        for (const Field &sub : array->fields)
            if (!sub.isObject())
                paths.push_back(field + '.' + sub.name);
    if (paths.empty())
        paths.push_back(field);
    return paths;
}

struct Fit {
    const Index *index = nullptr;
    int leadingFilterKeys = 0;
    bool sortSupported = false;
};

// How well an index fits a query: how many of its leading keys the filter
// uses, and whether, after the equality keys, it gives the sort order.
Fit fitIndex(const Index &index, const AccessPattern &query)
{
    Fit fit { &index, 0, query.sort.empty() };
    auto isFilterField = [&](const std::string &field) {
        return std::any_of(query.filter.begin(), query.filter.end(), [&](const FilterField &f) {
            return f.field == field || field.starts_with(f.field + '.');
        });
    };
    size_t k = 0;
    while (k < index.keys.size() && isFilterField(index.keys[k].field))
        ++k, ++fit.leadingFilterKeys;
    if (!query.sort.empty()) {
        // Skip the equality prefix, then the keys must follow the sort,
        // all in the same or all in the opposite direction.
        size_t start = 0;
        while (start < index.keys.size()
            && std::any_of(query.filter.begin(), query.filter.end(), [&](const FilterField &f) {
                   return f.field == index.keys[start].field && filterIsEquality(f, true);
               }))
            ++start;
        bool same = true;
        bool reversed = true;
        bool matches = start + query.sort.size() <= index.keys.size();
        for (size_t s = 0; matches && s < query.sort.size(); ++s) {
            const IndexKey &key = index.keys[start + s];
            matches = key.field == query.sort[s].field;
            const bool asc = query.sort[s].direction == SortDirection::Asc;
            same = same && (key.kind == (asc ? IndexKeyKind::Asc : IndexKeyKind::Desc));
            reversed = reversed && (key.kind == (asc ? IndexKeyKind::Desc : IndexKeyKind::Asc));
        }
        fit.sortSupported = matches && (same || reversed);
    }
    return fit;
}

bool better(const Fit &a, const Fit &b)
{
    if (a.leadingFilterKeys != b.leadingFilterKeys)
        return a.leadingFilterKeys > b.leadingFilterKeys;
    if (a.sortSupported != b.sortSupported)
        return a.sortSupported;
    return a.index->keys.size() < b.index->keys.size();
}

// An index that only gives the order still scans everything a filter
// rejects, so with a filter it must start with a filter field.
bool usable(const Fit &fit, const AccessPattern &query)
{
    if (!query.filter.empty())
        return fit.leadingFilterKeys > 0;
    return !query.sort.empty() && fit.sortSupported;
}

// The query's equality fields that are not among the index's first keys
// (before its first key that is no equality field of the query).
std::vector<std::string> equalitiesNotLeading(const Index &index, const AccessPattern &query)
{
    const bool sorted = !query.sort.empty();
    const auto equalityOn = [&](const std::string &key) {
        return std::ranges::find_if(query.filter, [&](const FilterField &f) {
            return filterIsEquality(f, sorted) && (f.field == key || key.starts_with(f.field + '.'));
        });
    };
    std::set<std::string> leading;
    for (const IndexKey &key : index.keys) {
        const auto equality = equalityOn(key.field);
        if (equality == query.filter.end())
            break;
        leading.insert(equality->field);
    }
    std::vector<std::string> missing;
    for (const FilterField &f : query.filter)
        if (filterIsEquality(f, sorted) && !leading.contains(f.field)
            && std::ranges::find(missing, f.field) == missing.end())
            missing.push_back(f.field);
    return missing;
}

bool hasPrefix(const std::vector<IndexKey> &keys, const std::vector<IndexKey> &prefix)
{
    return !prefix.empty() && prefix.size() <= keys.size()
        && std::equal(prefix.begin(), prefix.end(), keys.begin());
}

QueryIndexAdvice adviseQuery(const Model &model, const AccessPattern &query,
    const std::vector<Index> &indexes, const std::vector<const Relationship *> &asParent)
{
    QueryIndexAdvice advice;
    advice.queryId = query.id;
    advice.collectionId = query.collectionId;
    advice.suggested = esrKeys(model, query);
    if (const Entity *entity = model.findEntity(query.collectionId))
        for (const IndexKey &key : advice.suggested)
            if (isArrayPath(model, *entity, key.field, asParent))
                advice.multikeyFields.push_back(key.field);
    const bool byId = std::any_of(query.filter.begin(), query.filter.end(),
        [](const FilterField &f) { return f.field == "_id" && f.op == FilterOp::Equality; });
    if (byId) {
        advice.servedBy = kIdIndex;
        advice.servedByName = kIdIndex;
        advice.servedByKeys = { { "_id", IndexKeyKind::Asc } };
        return advice;
    }
    std::optional<Fit> best;
    for (const Index &index : indexes) {
        if (index.hidden || !index.partialFilter.is_null())
            continue; // a partial index serves only queries that imply its filter
        const Fit fit = fitIndex(index, query);
        if (usable(fit, query) && (!best || better(fit, *best)))
            best = fit;
    }
    if (best) {
        const Index &index = *best->index;
        advice.servedByName = index.effectiveName();
        advice.servedBy = index.id.empty() ? advice.servedByName : index.id;
        advice.servedByKeys = index.keys;
        advice.sortInMemory = !best->sortSupported;
        advice.suggestedServes = hasPrefix(best->index->keys, advice.suggested);
        advice.unservedEqualities = equalitiesNotLeading(index, query);
    }
    return advice;
}

// Whether keys give a query's sort: right after its equality fields, in
// its order and directions (or all reversed).
bool keysGiveSort(const std::vector<IndexKey> &keys, const AccessPattern &query)
{
    if (query.sort.empty())
        return true;
    size_t at = 0;
    for (const FilterField &f : query.filter)
        at += filterIsEquality(f, true) ? 1 : 0;
    if (keys.size() < at + query.sort.size())
        return false;
    for (const bool reversed : { false, true }) {
        bool all = true;
        for (size_t i = 0; i < query.sort.size() && all; ++i) {
            const bool descending = (query.sort[i].direction == SortDirection::Desc) != reversed;
            const IndexKey &key = keys[at + i];
            all = key.field == query.sort[i].field
                && key.kind == (descending ? IndexKeyKind::Desc : IndexKeyKind::Asc);
        }
        if (all)
            return true;
    }
    return false;
}

// The unserved queries as a workload: observed ones by what they examined,
// declared ones by how often they run times the documents a scan reads.
WorkloadQuery unservedWorkload(const Model &model, const AccessPattern &query)
{
    WorkloadQuery out;
    out.ns = query.collectionId;
    out.label = query.id;
    out.filter = query.filter;
    out.sort = query.sort;
    const Entity *collection = model.findEntity(query.collectionId);
    const double documents = collection && collection->estimatedCount > 0 ? double(collection->estimatedCount) : 1000;
    if (query.observed && query.observed->docsExamined > 0) {
        out.count = double(query.observed->count);
        out.docsExamined = double(query.observed->docsExamined);
        out.returned = double(query.observed->returned);
    } else {
        out.count = query.frequency;
        out.docsExamined = std::max(query.frequency, 1e-6) * documents;
    }
    return out;
}

// One index where one serves several unserved queries: the index set of
// those queries, each served query given its index when it also gives the
// query's sort. $elemMatch queries keep their own (their keys name the
// array's fields, which the set does not know).
void shareSuggestions(const Model &model, std::vector<QueryIndexAdvice> &queries)
{
    std::vector<size_t> positions;
    std::vector<WorkloadQuery> workload;
    for (size_t i = 0; i < queries.size(); ++i) {
        const QueryIndexAdvice &q = queries[i];
        const AccessPattern *query = model.findAccessPattern(q.queryId);
        if (!query || (!q.servedBy.empty() && q.unservedEqualities.empty()) || q.suggested.empty()
            || std::ranges::any_of(query->filter, [](const FilterField &f) { return f.op == FilterOp::ElemMatch; }))
            continue;
        positions.push_back(i);
        workload.push_back(unservedWorkload(model, *query));
    }
    if (workload.size() < 2)
        return;
    IndexSetOptions options;
    options.maxIndexes = workload.size();
    options.minShare = 0;
    options.minCount = 0;
    const IndexSet set = chooseIndexSet(workload, {}, {}, {}, {}, options);
    for (const RecommendedIndex &index : set.recommended) {
        std::vector<size_t> sharing;
        for (size_t w : index.serves)
            if (keysGiveSort(index.keys, *model.findAccessPattern(queries[positions[w]].queryId)))
                sharing.push_back(positions[w]);
        if (sharing.size() < 2)
            continue;
        for (size_t i : sharing) {
            queries[i].suggested = index.keys;
            for (size_t other : sharing)
                if (other != i)
                    queries[i].sharedWith.push_back(queries[other].queryId);
        }
    }
}

} // namespace

bool filterIsEquality(const FilterField &f, bool sorted)
{
    // $in before a sort behaves like a range: the index order is lost.
    return f.op == FilterOp::Equality || f.op == FilterOp::ElemMatch || (f.op == FilterOp::In && !sorted);
}

std::vector<IndexKey> esrKeys(const Model &model, const AccessPattern &query)
{
    const Entity *entity = model.findEntity(query.collectionId);
    const bool sorted = !query.sort.empty();
    std::vector<IndexKey> keys;
    for (const FilterField &f : query.filter) {
        if (!filterIsEquality(f, sorted))
            continue;
        if (f.op == FilterOp::ElemMatch)
            for (const std::string &path : elemMatchPaths(entity, f.field))
                addKey(keys, path, IndexKeyKind::Asc);
        else
            addKey(keys, f.field, IndexKeyKind::Asc);
    }
    for (const SortField &s : query.sort)
        addKey(keys, s.field,
            s.direction == SortDirection::Asc ? IndexKeyKind::Asc : IndexKeyKind::Desc);
    for (const FilterField &f : query.filter)
        if (!filterIsEquality(f, sorted))
            addKey(keys, f.field, IndexKeyKind::Asc);
    return keys;
}

IndexAdvice adviseIndexes(const Model &model)
{
    const CollectionIndexes created(model);
    std::map<std::string, std::vector<Index>, std::less<>> byCollection;
    auto indexesOn = [&](const std::string &collectionId) -> const std::vector<Index> & {
        auto it = byCollection.find(collectionId);
        if (it == byCollection.end()) {
            const Entity *entity = model.findEntity(collectionId);
            it = byCollection.emplace(collectionId, entity ? created.of(*entity) : std::vector<Index> {})
                     .first;
        }
        return it->second;
    };
    std::map<std::string, std::vector<const Relationship *>, std::less<>> asParent;
    for (const Relationship &rel : model.relationships)
        asParent[rel.oneId].push_back(&rel);
    static const std::vector<const Relationship *> kNone;
    IndexAdvice advice;
    std::map<std::string, std::vector<std::string>, std::less<>> users;
    for (const AccessPattern &query : model.accessPatterns) {
        if (query.filter.empty() && query.sort.empty())
            continue; // an insert, or a deliberate full scan
        const auto parentOf = asParent.find(query.collectionId);
        QueryIndexAdvice q = adviseQuery(model, query, indexesOn(query.collectionId),
            parentOf == asParent.end() ? kNone : parentOf->second);
        if (!q.servedBy.empty())
            users[q.servedBy].push_back(query.id);
        advice.queries.push_back(std::move(q));
    }
    shareSuggestions(model, advice.queries);
    for (const Index &index : model.indexes)
        advice.indexes.push_back({ index.id, users[index.id] });
    return advice;
}

} // namespace docmodel
