// SPDX-License-Identifier: GPL-3.0-or-later
#include "indexselection.h"

#include "indexadvice.h"

#include <algorithm>
#include <set>
#include <unordered_map>

// The method. Choosing k indexes that together save the most examined
// documents is a weighted maximum-coverage problem: NP-hard in general, and
// the greedy choice (each time the index that saves the most of what is
// still unserved) is within 1 - 1/e of the best. Here it does better than
// that bound promises, because the candidates come in families: each
// query's ESR key list and its prefixes, with equality fields ordered by how
// much of the namespace's work filters on them, so that a common field leads
// and one index serves the shorter shapes that share its front. Cost enters
// as the tie-break (fewer keys, then a smaller index) and is shown beside
// each index, with the writes per second every index adds work to; queries
// too small to matter are left out before choosing, and counted.

namespace docmodel {

namespace {

// A query's fields as an index sees them.
struct QueryFields {
    std::vector<std::string> equalities; // sorted by name
    std::set<std::string> others; // sort and range fields: what may lead without equalities
};

QueryFields fieldsOf(const WorkloadQuery &query)
{
    QueryFields out;
    const bool sorted = !query.sort.empty();
    for (const FilterField &f : query.filter) {
        if (filterIsEquality(f, sorted))
            out.equalities.push_back(f.field);
        else
            out.others.insert(f.field);
    }
    for (const SortField &s : query.sort)
        out.others.insert(s.field);
    std::ranges::sort(out.equalities);
    return out;
}

bool serves(const std::vector<IndexKey> &keys, const QueryFields &fields)
{
    const size_t n = fields.equalities.size();
    if (keys.size() < n || keys.empty())
        return false;
    std::vector<std::string> leading;
    leading.reserve(n);
    for (size_t i = 0; i < n; ++i)
        leading.push_back(keys[i].field);
    std::ranges::sort(leading);
    if (leading != fields.equalities)
        return false;
    return n > 0 || fields.others.contains(keys.front().field);
}

std::string keyText(const std::vector<IndexKey> &keys)
{
    std::string out;
    for (const IndexKey &key : keys)
        out += key.field + (key.kind == IndexKeyKind::Desc ? ":-1," : ":1,");
    return out;
}

bool isPrefix(const std::vector<IndexKey> &shorter, const std::vector<IndexKey> &longer)
{
    return shorter.size() < longer.size() && std::equal(shorter.begin(), shorter.end(), longer.begin());
}

double benefitOf(const WorkloadQuery &query)
{
    return std::max(0.0, query.docsExamined - query.returned);
}

struct Candidate {
    std::string ns;
    std::vector<IndexKey> keys;
    std::vector<size_t> serves; // workload positions
};

// The ESR key list of a query and its prefixes: equalities by weight in the
// namespace (then name), the sort in its order, the ranges by weight.
void addCandidates(const WorkloadQuery &query, const QueryFields &fields,
    const std::map<std::string, double> &weights, const std::set<std::string> &unindexable,
    std::map<std::pair<std::string, std::string>, Candidate> &out)
{
    const auto heavierFirst = [&](const std::string &a, const std::string &b) {
        const auto wa = weights.find(a), wb = weights.find(b);
        const double x = wa == weights.end() ? 0 : wa->second, y = wb == weights.end() ? 0 : wb->second;
        return x != y ? x > y : a < b;
    };
    std::vector<std::string> equalities = fields.equalities;
    std::ranges::sort(equalities, heavierFirst);
    std::vector<IndexKey> keys;
    std::set<std::string> used;
    for (const std::string &field : equalities)
        if (used.insert(field).second)
            keys.push_back({ field, IndexKeyKind::Asc });
    for (const SortField &s : query.sort)
        if (!unindexable.contains(s.field) && used.insert(s.field).second)
            keys.push_back({ s.field, s.direction == SortDirection::Desc ? IndexKeyKind::Desc : IndexKeyKind::Asc });
    std::vector<std::string> ranges;
    for (const FilterField &f : query.filter)
        if (!unindexable.contains(f.field) && !used.contains(f.field))
            ranges.push_back(f.field);
    std::ranges::sort(ranges, heavierFirst);
    for (const std::string &field : ranges)
        if (used.insert(field).second)
            keys.push_back({ field, IndexKeyKind::Asc });
    for (size_t length = 1; length <= keys.size(); ++length) {
        std::vector<IndexKey> prefix(keys.begin(), keys.begin() + ptrdiff_t(length));
        const std::string text = keyText(prefix);
        Candidate &candidate = out[{ query.ns, text }];
        candidate.ns = query.ns;
        candidate.keys = std::move(prefix);
    }
}

} // namespace

bool indexServes(const std::vector<IndexKey> &keys, const WorkloadQuery &query)
{
    return query.singleIndex && serves(keys, fieldsOf(query));
}

namespace {

// The steps of choosing, over one workload: sort the queries (served
// already, unservable, unindexable, too small, candidates), gather the
// candidate indexes, choose greedily, and find the idle existing indexes.
class SetChooser
{
public:
    SetChooser(const std::vector<WorkloadQuery> &workload, const std::vector<ExistingIndex> &existing,
        const FieldCosts &costs, const IndexSetOptions &options)
        : mWorkload(workload)
        , mExisting(existing)
        , mCosts(costs)
        , mOptions(options)
        , mFields(workload.size())
    {
        for (const WorkloadQuery &query : workload) {
            mSet.totalExamined += query.docsExamined;
            mNsExamined[query.ns] += query.docsExamined;
        }
        for (size_t e = 0; e < existing.size(); ++e)
            mExistingByNs[existing[e].ns].push_back(e);
    }

    IndexSet choose(const std::map<std::string, double> &writesPerSecond, const std::map<std::string, double> &documents)
    {
        for (size_t i = 0; i < mWorkload.size(); ++i)
            sortQuery(i);
        for (auto &[key, entry] : mUnindexable)
            mSet.unindexable.push_back(std::move(entry));
        chooseGreedily(candidatePool(), writesPerSecond, documents);
        findIdleIndexes();
        return std::move(mSet);
    }

private:
    const FieldCost *tooCostly(const std::string &ns, const std::string &field) const
    {
        const auto cost = mCosts.find({ ns, field });
        return cost != mCosts.end()
                && (cost->second.vector || cost->second.prose || cost->second.averageBytes > mOptions.maxKeyBytes)
            ? &cost->second
            : nullptr;
    }

    // Served already, unservable, unindexable, too small, or a candidate's query.
    void sortQuery(size_t i)
    {
        const WorkloadQuery &query = mWorkload[i];
        mFields[i] = fieldsOf(query);
        const QueryFields &f = mFields[i];
        if (!query.singleIndex || (f.equalities.empty() && f.others.empty())) {
            mSet.unservable.push_back(i);
            return;
        }
        const std::vector<size_t> &onNs = mExistingByNs[query.ns];
        const auto by = std::ranges::find_if(onNs, [&](size_t e) { return serves(mExisting[e].keys, f); });
        if (by != onNs.end()) {
            mSet.servedByExisting.push_back({ i, *by });
            const bool planServed = std::ranges::any_of(
                query.plannedIndexes, [&](const std::vector<IndexKey> &keys) { return serves(keys, f); });
            if (!query.plannedIndexes.empty() && !planServed)
                mSet.worsePlans.push_back({ i, query.plannedIndexes.front(), *by });
            return;
        }
        bool equalityUnindexable = false;
        std::vector<std::string> all = f.equalities;
        all.insert(all.end(), f.others.begin(), f.others.end());
        for (const std::string &field : all)
            if (const FieldCost *cost = tooCostly(query.ns, field)) {
                UnindexableField &entry = mUnindexable[{ query.ns, field }];
                entry.ns = query.ns;
                entry.field = field;
                entry.cost = *cost;
                entry.queries.push_back(i);
                mUnindexableByNs[query.ns].insert(field);
                equalityUnindexable = equalityUnindexable || std::ranges::binary_search(f.equalities, field);
            }
        if (equalityUnindexable)
            return;
        if (query.docsExamined < mOptions.minShare * mNsExamined[query.ns] && query.count < mOptions.minCount) {
            mSet.leftOut.push_back(i);
            return;
        }
        mCandidates.push_back(i);
    }

    // Candidate indexes, and the queries each serves.
    std::vector<Candidate> candidatePool()
    {
        std::map<std::string, std::map<std::string, double>> weights; // ns -> equality field -> examined
        for (size_t i : mCandidates)
            for (const std::string &field : mFields[i].equalities)
                weights[mWorkload[i].ns][field] += mWorkload[i].docsExamined;
        std::map<std::pair<std::string, std::string>, Candidate> byKeys;
        for (size_t i : mCandidates)
            addCandidates(mWorkload[i], mFields[i], weights[mWorkload[i].ns], mUnindexableByNs[mWorkload[i].ns], byKeys);
        std::unordered_map<std::string, std::vector<size_t>> candidatesByNs;
        for (size_t i : mCandidates)
            candidatesByNs[mWorkload[i].ns].push_back(i);
        std::vector<Candidate> pool;
        pool.reserve(byKeys.size());
        for (auto &[key, candidate] : byKeys) {
            for (size_t i : candidatesByNs[candidate.ns])
                if (serves(candidate.keys, mFields[i]))
                    candidate.serves.push_back(i);
            if (!candidate.serves.empty())
                pool.push_back(std::move(candidate));
        }
        return pool;
    }

    // Each time the index that saves the most still-unserved work.
    void chooseGreedily(const std::vector<Candidate> &pool, const std::map<std::string, double> &writesPerSecond,
        const std::map<std::string, double> &documents)
    {
        std::vector<bool> served(mWorkload.size(), false);
        std::vector<bool> taken(pool.size(), false);
        while (mSet.recommended.size() < mOptions.maxIndexes) {
            double bestGain = 0;
            size_t best = pool.size();
            for (size_t c = 0; c < pool.size(); ++c) {
                if (taken[c])
                    continue;
                double gain = 0;
                for (size_t i : pool[c].serves)
                    gain += served[i] ? 0 : benefitOf(mWorkload[i]);
                const bool better = gain > bestGain
                    || (gain == bestGain && best < pool.size() && pool[c].keys.size() < pool[best].keys.size());
                if (gain > 0 && better) {
                    bestGain = gain;
                    best = c;
                }
            }
            if (best == pool.size())
                break;
            taken[best] = true;
            mSet.recommended.push_back(recommend(pool[best], served, writesPerSecond, documents));
        }
    }

    RecommendedIndex recommend(const Candidate &chosen, std::vector<bool> &served,
        const std::map<std::string, double> &writesPerSecond, const std::map<std::string, double> &documents)
    {
        RecommendedIndex index;
        index.ns = chosen.ns;
        index.keys = chosen.keys;
        for (size_t i : chosen.serves)
            if (!served[i]) {
                served[i] = true;
                index.serves.push_back(i);
                index.docsExaminedServed += mWorkload[i].docsExamined;
                index.docsExaminedSaved += benefitOf(mWorkload[i]);
            }
        std::ranges::sort(index.serves, [&](size_t a, size_t b) { return mWorkload[a].docsExamined > mWorkload[b].docsExamined; });
        index.share = mSet.totalExamined > 0 ? index.docsExaminedServed / mSet.totalExamined : 0;
        mSet.servedExamined += index.docsExaminedServed;
        if (const auto count = documents.find(index.ns); count != documents.end()) {
            // A key entry: its values, a record id and the B-tree's overhead (about 16 bytes).
            double entry = 16;
            for (const IndexKey &key : index.keys) {
                const auto cost = mCosts.find({ index.ns, key.field });
                entry += cost != mCosts.end() && cost->second.averageBytes > 0 ? cost->second.averageBytes : 12;
            }
            index.estimatedBytes = entry * count->second;
        }
        if (const auto writes = writesPerSecond.find(index.ns); writes != writesPerSecond.end())
            index.writesPerSecond = writes->second;
        return index;
    }

    // Existing indexes nothing needs: prefixes of longer ones, and those
    // $indexStats saw unused that no logged plan used either.
    void findIdleIndexes()
    {
        for (const auto &[ns, onNs] : mExistingByNs)
            for (size_t e : onNs) {
                const ExistingIndex &index = mExisting[e];
                if (index.name == kIdIndex || index.unique || index.special || index.source == ExistingIndex::Source::Plan)
                    continue;
                const auto longer = std::ranges::find_if(onNs, [&](size_t other) {
                    return mExisting[other].source != ExistingIndex::Source::Plan
                        && isPrefix(index.keys, mExisting[other].keys);
                });
                if (longer != onNs.end()) {
                    mSet.redundant.push_back({ e, *longer });
                    continue;
                }
                const bool planned = std::ranges::any_of(mWorkload, [&, &name = ns](const WorkloadQuery &query) {
                    return query.ns == name
                        && std::ranges::find(query.plannedIndexes, index.keys) != query.plannedIndexes.end();
                });
                if (index.ops && *index.ops == 0 && !planned)
                    mSet.unused.push_back({ e, std::nullopt });
            }
        const auto byNsThenName = [&](const IdleIndex &a, const IdleIndex &b) {
            return std::tie(mExisting[a.index].ns, mExisting[a.index].name)
                < std::tie(mExisting[b.index].ns, mExisting[b.index].name);
        };
        std::ranges::sort(mSet.redundant, byNsThenName);
        std::ranges::sort(mSet.unused, byNsThenName);
    }

    const std::vector<WorkloadQuery> &mWorkload;
    const std::vector<ExistingIndex> &mExisting;
    const FieldCosts &mCosts;
    const IndexSetOptions &mOptions;
    IndexSet mSet;
    std::map<std::string, double> mNsExamined;
    std::unordered_map<std::string, std::vector<size_t>> mExistingByNs;
    std::vector<QueryFields> mFields;
    std::vector<size_t> mCandidates;
    std::map<std::pair<std::string, std::string>, UnindexableField> mUnindexable;
    std::map<std::string, std::set<std::string>> mUnindexableByNs;
};

} // namespace

IndexSet chooseIndexSet(const std::vector<WorkloadQuery> &workload, const std::vector<ExistingIndex> &existing,
    const FieldCosts &costs, const std::map<std::string, double> &writesPerSecond,
    const std::map<std::string, double> &documents, const IndexSetOptions &options)
{
    return SetChooser(workload, existing, costs, options).choose(writesPerSecond, documents);
}

} // namespace docmodel
