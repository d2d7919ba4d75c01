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

IndexSet chooseIndexSet(const std::vector<WorkloadQuery> &workload, const std::vector<ExistingIndex> &existing,
    const FieldCosts &costs, const std::map<std::string, double> &writesPerSecond,
    const std::map<std::string, double> &documents, const IndexSetOptions &options)
{
    IndexSet set;
    std::map<std::string, double> nsExamined;
    for (const WorkloadQuery &query : workload) {
        set.totalExamined += query.docsExamined;
        nsExamined[query.ns] += query.docsExamined;
    }
    std::unordered_map<std::string, std::vector<size_t>> existingByNs;
    for (size_t e = 0; e < existing.size(); ++e)
        existingByNs[existing[e].ns].push_back(e);
    const auto tooCostly = [&](const std::string &ns, const std::string &field) -> const FieldCost * {
        const auto cost = costs.find({ ns, field });
        return cost != costs.end()
                && (cost->second.vector || cost->second.prose || cost->second.averageBytes > options.maxKeyBytes)
            ? &cost->second
            : nullptr;
    };

    // Sort the workload into what is served, what cannot be, what is too
    // small, and the candidates' queries.
    std::vector<QueryFields> fields(workload.size());
    std::vector<size_t> candidates;
    std::map<std::pair<std::string, std::string>, UnindexableField> unindexable;
    std::map<std::string, std::set<std::string>> unindexableByNs;
    for (size_t i = 0; i < workload.size(); ++i) {
        const WorkloadQuery &query = workload[i];
        fields[i] = fieldsOf(query);
        const QueryFields &f = fields[i];
        if (!query.singleIndex || (f.equalities.empty() && f.others.empty())) {
            set.unservable.push_back(i);
            continue;
        }
        const std::vector<size_t> &onNs = existingByNs[query.ns];
        const auto by = std::ranges::find_if(onNs, [&](size_t e) { return serves(existing[e].keys, f); });
        if (by != onNs.end()) {
            set.servedByExisting.push_back({ i, *by });
            const bool planServed = std::ranges::any_of(
                query.plannedIndexes, [&](const std::vector<IndexKey> &keys) { return serves(keys, f); });
            if (!query.plannedIndexes.empty() && !planServed)
                set.worsePlans.push_back({ i, query.plannedIndexes.front(), *by });
            continue;
        }
        bool equalityUnindexable = false;
        std::vector<std::string> all = f.equalities;
        all.insert(all.end(), f.others.begin(), f.others.end());
        for (const std::string &field : all)
            if (const FieldCost *cost = tooCostly(query.ns, field)) {
                UnindexableField &entry = unindexable[{ query.ns, field }];
                entry.ns = query.ns;
                entry.field = field;
                entry.cost = *cost;
                entry.queries.push_back(i);
                unindexableByNs[query.ns].insert(field);
                equalityUnindexable = equalityUnindexable || std::ranges::binary_search(f.equalities, field);
            }
        if (equalityUnindexable)
            continue;
        if (query.docsExamined < options.minShare * nsExamined[query.ns] && query.count < options.minCount) {
            set.leftOut.push_back(i);
            continue;
        }
        candidates.push_back(i);
    }
    for (auto &[key, entry] : unindexable)
        set.unindexable.push_back(std::move(entry));

    // Candidate indexes, and the queries each serves.
    std::map<std::string, std::map<std::string, double>> weights; // ns -> equality field -> examined
    for (size_t i : candidates)
        for (const std::string &field : fields[i].equalities)
            weights[workload[i].ns][field] += workload[i].docsExamined;
    std::map<std::pair<std::string, std::string>, Candidate> byKeys;
    for (size_t i : candidates)
        addCandidates(workload[i], fields[i], weights[workload[i].ns], unindexableByNs[workload[i].ns], byKeys);
    std::unordered_map<std::string, std::vector<size_t>> candidatesByNs;
    for (size_t i : candidates)
        candidatesByNs[workload[i].ns].push_back(i);
    std::vector<Candidate> pool;
    pool.reserve(byKeys.size());
    for (auto &[key, candidate] : byKeys) {
        for (size_t i : candidatesByNs[candidate.ns])
            if (serves(candidate.keys, fields[i]))
                candidate.serves.push_back(i);
        if (!candidate.serves.empty())
            pool.push_back(std::move(candidate));
    }

    // Greedy: each time the index that saves the most still-unserved work.
    std::vector<bool> served(workload.size(), false);
    std::vector<bool> taken(pool.size(), false);
    while (set.recommended.size() < options.maxIndexes) {
        double bestGain = 0;
        size_t best = pool.size();
        for (size_t c = 0; c < pool.size(); ++c) {
            if (taken[c])
                continue;
            double gain = 0;
            for (size_t i : pool[c].serves)
                gain += served[i] ? 0 : benefitOf(workload[i]);
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
        const Candidate &chosen = pool[best];
        RecommendedIndex index;
        index.ns = chosen.ns;
        index.keys = chosen.keys;
        for (size_t i : chosen.serves)
            if (!served[i]) {
                served[i] = true;
                index.serves.push_back(i);
                index.docsExaminedServed += workload[i].docsExamined;
                index.docsExaminedSaved += benefitOf(workload[i]);
            }
        std::ranges::sort(index.serves, [&](size_t a, size_t b) { return workload[a].docsExamined > workload[b].docsExamined; });
        index.share = set.totalExamined > 0 ? index.docsExaminedServed / set.totalExamined : 0;
        set.servedExamined += index.docsExaminedServed;
        if (const auto count = documents.find(index.ns); count != documents.end()) {
            // A key entry: its values, a record id and the B-tree's overhead (about 16 bytes).
            double entry = 16;
            for (const IndexKey &key : index.keys) {
                const auto cost = costs.find({ index.ns, key.field });
                entry += cost != costs.end() && cost->second.averageBytes > 0 ? cost->second.averageBytes : 12;
            }
            index.estimatedBytes = entry * count->second;
        }
        if (const auto writes = writesPerSecond.find(index.ns); writes != writesPerSecond.end())
            index.writesPerSecond = writes->second;
        set.recommended.push_back(std::move(index));
    }

    // Existing indexes nothing needs: prefixes of longer ones, and those
    // $indexStats saw unused that no logged plan used either.
    for (const auto &[ns, onNs] : existingByNs)
        for (size_t e : onNs) {
            const ExistingIndex &index = existing[e];
            if (index.name == kIdIndex || index.unique || index.special || index.source == ExistingIndex::Source::Plan)
                continue;
            const auto longer = std::ranges::find_if(onNs, [&](size_t other) {
                return existing[other].source != ExistingIndex::Source::Plan && isPrefix(index.keys, existing[other].keys);
            });
            if (longer != onNs.end()) {
                set.redundant.push_back({ e, *longer });
                continue;
            }
            const bool planned = std::ranges::any_of(workload, [&, &name = ns](const WorkloadQuery &query) {
                return query.ns == name
                    && std::ranges::find(query.plannedIndexes, index.keys) != query.plannedIndexes.end();
            });
            if (index.ops && *index.ops == 0 && !planned)
                set.unused.push_back({ e, std::nullopt });
        }
    const auto byNsThenName = [&](const IdleIndex &a, const IdleIndex &b) {
        return std::tie(existing[a.index].ns, existing[a.index].name) < std::tie(existing[b.index].ns, existing[b.index].name);
    };
    std::ranges::sort(set.redundant, byNsThenName);
    std::ranges::sort(set.unused, byNsThenName);
    return set;
}

} // namespace docmodel
