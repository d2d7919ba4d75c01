// SPDX-License-Identifier: GPL-3.0-or-later
#include "workload.h"

#include "advisor/indexadvice.h"

#include <algorithm>
#include <set>

namespace docmodel::traffic {

namespace {

bool isIndexableCommand(const ShapeStats &stats)
{
    static const std::set<std::string> kCommands
        = { "find", "aggregate", "count", "distinct", "findAndModify", "update", "delete" };
    return !stats.truncated && kCommands.contains(stats.command);
}

bool isWriteCommand(const std::string &command)
{
    return command == "insert" || command == "update" || command == "delete" || command == "findAndModify";
}

std::string trimmed(std::string_view text)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '"'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '"'))
        text.remove_suffix(1);
    return std::string(text);
}

// The collection part of a namespace.
std::string_view collectionPart(std::string_view ns)
{
    const size_t dot = ns.find('.');
    return dot == std::string_view::npos ? ns : ns.substr(dot + 1);
}

// Known indexes, one entry per (namespace, keys): a later source adds what
// it knows (a name, $indexStats counts) to the entry an earlier one made.
class IndexList
{
public:
    void add(ExistingIndex index)
    {
        for (ExistingIndex &known : mIndexes)
            if (known.ns == index.ns && known.keys == index.keys) {
                if (known.name.empty())
                    known.name = index.name;
                known.unique = known.unique || index.unique;
                known.special = known.special || index.special;
                if (index.ops)
                    known.ops = known.ops.value_or(0) + *index.ops;
                if (known.since.empty())
                    known.since = index.since;
                if (known.source == ExistingIndex::Source::Plan)
                    known.source = index.source;
                return;
            }
        mIndexes.push_back(std::move(index));
    }
    std::vector<ExistingIndex> take() { return std::move(mIndexes); }

private:
    std::vector<ExistingIndex> mIndexes;
};

ExistingIndex known(std::string ns, std::string name, std::vector<IndexKey> keys, ExistingIndex::Source source,
    bool unique = false)
{
    ExistingIndex index;
    index.ns = std::move(ns);
    index.name = std::move(name);
    index.keys = std::move(keys);
    index.source = source;
    index.unique = unique;
    return index;
}

void addModelCosts(const std::string &ns, const std::vector<Field> &fields, const std::string &prefix, FieldCosts &costs)
{
    for (const Field &field : fields) {
        const std::string path = prefix + field.name;
        if (!field.fields.empty())
            addModelCosts(ns, field.fields, path + '.', costs);
        const bool numbers = field.array && (field.hasType(BsonType::Double) || field.hasType(BsonType::Int));
        FieldCost cost;
        cost.vector = numbers && field.maxItems && *field.maxItems >= 64; // an embedding's dimensions
        if (field.minLength && field.maxLength)
            cost.averageBytes = double(*field.minLength + *field.maxLength) / 2;
        if (cost.vector || cost.averageBytes > 0)
            costs.try_emplace({ ns, path }, cost);
    }
}

} // namespace

std::optional<Index> declaredIndex(const Model &into, const RecommendedIndex &recommended, const std::vector<Index> &taken)
{
    const Entity *collection = collectionOf(into, recommended.ns);
    if (!collection)
        return std::nullopt;
    Index index;
    index.collectionId = collection->id;
    index.keys = recommended.keys;
    // The name MongoDB would give, made unique.
    const std::string base = "ix-" + collection->name + "-" + index.effectiveName();
    index.id = base;
    const auto used = [&](const std::string &id) {
        return into.containsId(id) || std::ranges::any_of(taken, [&](const Index &other) { return other.id == id; });
    };
    for (int n = 2; used(index.id); ++n)
        index.id = base + "-" + std::to_string(n);
    return index;
}

std::optional<std::vector<std::vector<FilterField>>> orBranchFilters(const QueryShape &shape)
{
    // One $or, each branch plain fields: "$or[a|b:range, c]".
    if (shape.orBranches.size() != 1 || !shape.orBranches.front().starts_with("$or[")
        || !shape.orBranches.front().ends_with(']'))
        return std::nullopt;
    const std::string &text = shape.orBranches.front();
    const std::string_view inner = std::string_view(text).substr(4, text.size() - 5);
    if (inner.find_first_of("[]$") != std::string_view::npos)
        return std::nullopt; // nested operators: their own kind of query
    std::vector<std::vector<FilterField>> branches;
    size_t start = 0;
    while (start <= inner.size()) {
        const size_t bar = std::min(inner.find('|', start), inner.size());
        std::vector<FilterField> branch = shape.filter; // an $or beside other fields: both apply
        const std::string_view part = inner.substr(start, bar - start);
        size_t at = 0;
        while (at < part.size()) {
            const size_t comma = std::min(part.find(", ", at), part.size());
            const std::string_view item = part.substr(at, comma - at);
            const size_t colon = item.rfind(':');
            FilterField field;
            field.field = std::string(colon == std::string_view::npos ? item : item.substr(0, colon));
            if (colon != std::string_view::npos)
                field.op = fromString<FilterOp>(item.substr(colon + 1)).value_or(FilterOp::Range);
            if (!field.field.empty() && std::ranges::find(branch, field.field, &FilterField::field) == branch.end())
                branch.push_back(std::move(field));
            at = comma + 2;
        }
        if (branch.empty())
            return std::nullopt; // a branch that matches everything: a scan
        branches.push_back(std::move(branch));
        start = bar + 1;
    }
    return branches;
}

std::vector<std::vector<IndexKey>> planIndexes(std::string_view plan)
{
    std::vector<std::vector<IndexKey>> out;
    for (size_t at = plan.find('{'); at != std::string_view::npos; at = plan.find('{', at + 1)) {
        const size_t end = plan.find('}', at);
        if (end == std::string_view::npos)
            break;
        // Only scans of an index: IXSCAN, EXPRESS_IXSCAN, DISTINCT_SCAN, COUNT_SCAN.
        const std::string_view before = plan.substr(0, at);
        const size_t word = before.find_last_of(",") == std::string_view::npos ? 0 : before.find_last_of(",") + 1;
        const std::string stage = trimmed(before.substr(word));
        if (stage.find("SCAN") == std::string::npos || stage == "COLLSCAN") {
            at = end;
            continue;
        }
        JsonValue key = JsonValue::object();
        const std::string_view inner = plan.substr(at + 1, end - at - 1);
        size_t start = 0;
        while (start < inner.size()) {
            size_t comma = inner.find(',', start);
            if (comma == std::string_view::npos)
                comma = inner.size();
            const std::string_view part = inner.substr(start, comma - start);
            const size_t colon = part.rfind(':');
            if (colon != std::string_view::npos) {
                const std::string name = trimmed(part.substr(0, colon));
                const std::string value = trimmed(part.substr(colon + 1));
                bool number = false;
                const double direction = QString::fromStdString(value).toDouble(&number);
                key[name] = number ? JsonValue(direction) : JsonValue(value);
            }
            start = comma + 1;
        }
        if (std::vector<IndexKey> keys = indexKeysFromDocument(key); !keys.empty())
            out.push_back(std::move(keys));
        at = end;
    }
    return out;
}

Workload workloadOf(const Model &model, const TrafficSummary &summary, const std::vector<ShapeStats> &shapes,
    const std::vector<std::pair<QString, LogReading>> &readings, const std::vector<IndexUse> &indexUses)
{
    Workload workload;
    IndexList indexes;
    std::set<std::string> namespaces;
    const double span = summary.spanSeconds();
    for (size_t s = 0; s < shapes.size(); ++s) {
        const ShapeStats &stats = shapes[s];
        namespaces.insert(stats.ns);
        if (isWriteCommand(stats.command) && span > 0)
            workload.writesPerSecond[stats.ns] += double(stats.count) / span;
        if (!isIndexableCommand(stats))
            continue;
        WorkloadQuery query;
        query.ns = stats.ns;
        query.label = stats.command + (stats.shape.key().empty() ? std::string() : " " + stats.shape.key());
        query.filter = stats.shape.filter;
        query.sort = stats.shape.sort;
        query.singleIndex = stats.shape.orBranches.empty();
        query.count = double(stats.count);
        query.docsExamined = double(stats.docsExamined);
        query.returned = double(stats.returned);
        for (const auto &[plan, count] : stats.plans)
            for (std::vector<IndexKey> &keys : planIndexes(plan)) {
                indexes.add(known(stats.ns, {}, keys, ExistingIndex::Source::Plan));
                if (std::ranges::find(query.plannedIndexes, keys) == query.plannedIndexes.end())
                    query.plannedIndexes.push_back(std::move(keys));
            }
        // An $or runs as one index scan per branch (the planner's OR stage):
        // each branch a query of its own with its share of the work.
        if (const auto branches = orBranchFilters(stats.shape)) {
            const double n = double(branches->size());
            for (size_t b = 0; b < branches->size(); ++b) {
                WorkloadQuery branch = query;
                branch.filter = (*branches)[b];
                std::ranges::sort(branch.filter, {}, &FilterField::field);
                branch.singleIndex = true;
                branch.label = query.label + " (branch " + std::to_string(b + 1) + " of " + std::to_string(branches->size()) + ")";
                branch.count = query.count;
                branch.docsExamined = query.docsExamined / n;
                branch.returned = query.returned / n;
                workload.queries.push_back(std::move(branch));
                workload.shapeOf.push_back(s);
            }
            continue;
        }
        workload.queries.push_back(std::move(query));
        workload.shapeOf.push_back(s);
    }
    for (const std::string &ns : namespaces) {
        indexes.add(known(ns, std::string(kIdIndex), { { "_id", IndexKeyKind::Asc } }, ExistingIndex::Source::Server, true));
        const Entity *entity = collectionOf(model, ns);
        if (!entity)
            continue;
        for (const Index &index : model.indexes)
            if (index.collectionId == entity->id && !index.hidden) {
                ExistingIndex declared = known(ns, index.effectiveName(), index.keys, ExistingIndex::Source::Model, index.unique);
                declared.special = index.expireAfterSeconds || !index.partialFilter.is_null() || index.sparse
                    || !index.collation.is_null();
                indexes.add(std::move(declared));
            }
        addModelCosts(ns, entity->fields, {}, workload.costs);
        if (entity->estimatedCount > 0)
            workload.documents[ns] = double(entity->estimatedCount);
    }
    for (const auto &[file, reading] : readings)
        for (const BuiltIndex &built : reading.builtIndexes) {
            ExistingIndex index = known(built.ns, built.name, built.keys, ExistingIndex::Source::Log, built.unique);
            index.special = built.special;
            indexes.add(std::move(index));
        }
    for (const IndexUse &use : indexUses) {
        // A $indexStats entry names its collection as the source was named:
        // "orders" meets the namespace of that collection the traffic saw.
        std::string ns = use.collection;
        if (ns.find('.') == std::string::npos)
            for (const std::string &seen : namespaces)
                if (collectionPart(seen) == use.collection)
                    ns = seen;
        ExistingIndex index = known(ns, use.name, use.keys, ExistingIndex::Source::IndexStats);
        index.ops = use.ops;
        index.since = use.since;
        indexes.add(std::move(index));
    }
    workload.existing = indexes.take();
    // What the filters carried wins over the model's lengths: it is what is queried.
    for (const auto &[key, sizes] : summary.valueSizes()) {
        FieldCost &cost = workload.costs[key];
        cost.averageBytes = sizes.averageBytes();
        cost.vector = cost.vector || sizes.vector;
        cost.prose = sizes.prose;
    }
    return workload;
}

WorkloadIndexSet chooseWorkloadIndexes(Workload workload, const IndexSetOptions &options)
{
    WorkloadIndexSet out;
    out.options = options;
    out.set = chooseIndexSet(workload.queries, workload.existing, workload.costs, workload.writesPerSecond,
        workload.documents, options);
    out.workload = std::move(workload);
    return out;
}

} // namespace docmodel::traffic
