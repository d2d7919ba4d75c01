// SPDX-License-Identifier: GPL-3.0-or-later
#include "trafficsummary.h"

#include "shape/documentshape.h"

#include <QDateTime>

#include <algorithm>
#include <cmath>
#include <set>

namespace docmodel::traffic {

namespace {

constexpr size_t kSampleSize = 4096;

double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0;
    std::ranges::sort(values);
    const size_t at = size_t(std::ceil(p * double(values.size()))) - 1;
    return values[std::min(at, values.size() - 1)];
}

bool isWrite(const std::string &command)
{
    return command == "update" || command == "delete" || command == "insert"
        || command == "findAndModify";
}

bool holds(const std::vector<Field> &fields, const std::string &path)
{
    const size_t dot = path.find('.');
    const std::string head = path.substr(0, dot);
    const auto found = std::ranges::find(fields, head, &Field::name);
    if (found == fields.end())
        return false;
    if (dot == std::string::npos || found->fields.empty())
        return true; // below a field of any shape, a map or an array
    return holds(found->fields, path.substr(dot + 1));
}

bool sameShape(const AccessPattern &pattern, const ShapeStats &stats)
{
    std::vector<FilterField> declared = pattern.filter;
    std::ranges::sort(declared, {}, &FilterField::field);
    return declared == stats.shape.filter && pattern.sort == stats.shape.sort
        && (pattern.kind == AccessKind::Write) == isWrite(stats.command);
}

} // namespace

const Entity *collectionOf(const Model &model, const std::string &ns)
{
    const size_t dot = ns.find('.');
    if (dot == std::string::npos)
        return nullptr;
    if (!model.database.empty() && ns.substr(0, dot) != model.database)
        return nullptr;
    const std::string name = ns.substr(dot + 1);
    const auto entity = std::ranges::find_if(
        model.entities, [&](const Entity &e) { return e.isCollection() && e.name == name; });
    return entity == model.entities.end() ? nullptr : &*entity;
}

namespace {

// "ns command shape": what groups operations, and names a group elsewhere.
std::string shapeKey(const std::string &ns, const std::string &command, const QueryShape &shape, bool truncated)
{
    return ns + " " + command + (truncated ? " (truncated)" : " " + shape.key());
}

} // namespace

std::string ShapeStats::key() const
{
    return shapeKey(ns, command, shape, truncated);
}

int64_t ShapeStats::collectionScans() const
{
    int64_t scans = 0;
    for (const auto &[plan, times] : plans)
        if (plan.starts_with("COLLSCAN"))
            scans += times;
    return scans;
}

namespace {

// splitmix64's finaliser: consecutive numbers give unrelated values.
uint64_t mixed(uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

} // namespace

void TrafficSummary::add(const Operation &op)
{
    const std::string key = shapeKey(op.ns, op.command, op.shape, op.truncated);
    Group &group = mGroups[key];
    ShapeStats &stats = group.stats;
    if (stats.count == 0) {
        stats.ns = op.ns;
        stats.command = op.command;
        stats.shape = op.shape;
        stats.truncated = op.truncated;
        stats.firstSeen = op.time;
    }
    stats.count += op.count;
    mOperations += op.count;
    stats.totalMillis += op.millis * double(op.count);
    stats.keysExamined += op.keysExamined;
    stats.docsExamined += op.docsExamined;
    stats.returned += op.returned;
    stats.inMemorySorts += op.sortedInMemory ? op.count : 0;
    for (const FilterValueSize &size : op.valueSizes) {
        ValueSizeStats &sizes = mValueSizes[{ op.ns, size.field }];
        sizes.totalBytes += size.bytes;
        ++sizes.values;
        sizes.vector = sizes.vector || size.vector;
        sizes.prose = sizes.prose || size.prose;
    }
    if (!op.plan.empty())
        stats.plans[op.plan] += op.count;
    const std::string &last = op.lastTime.empty() ? op.time : op.lastTime;
    stats.lastSeen = std::max(stats.lastSeen, last);
    // Reservoir sampling, deterministic: the same log gives the same figures.
    if (group.sample.size() < kSampleSize) {
        group.sample.push_back(op.millis);
    } else {
        // Algorithm R: the n-th operation replaces a kept one with
        // probability K/n, its slot drawn by a well-mixed hash of n.
        const uint64_t slot = mixed(uint64_t(stats.count)) % uint64_t(stats.count);
        if (slot < kSampleSize)
            group.sample[slot] = op.millis;
    }
    if (!op.time.empty()) {
        if (mFirst.empty() || op.time < mFirst)
            mFirst = op.time;
        stats.firstSeen = stats.firstSeen.empty() ? op.time : std::min(stats.firstSeen, op.time);
        mLast = std::max(mLast, last);
    }
}

void TrafficSummary::merge(const TrafficSummary &other)
{
    for (const auto &[key, theirs] : other.mGroups) {
        Group &group = mGroups[key];
        ShapeStats &stats = group.stats;
        const ShapeStats &added = theirs.stats;
        if (stats.count == 0) {
            group = theirs;
            continue;
        }
        stats.count += added.count;
        stats.totalMillis += added.totalMillis;
        stats.keysExamined += added.keysExamined;
        stats.docsExamined += added.docsExamined;
        stats.returned += added.returned;
        stats.inMemorySorts += added.inMemorySorts;
        for (const auto &[plan, count] : added.plans)
            stats.plans[plan] += count;
        if (!added.firstSeen.empty())
            stats.firstSeen = stats.firstSeen.empty() ? added.firstSeen
                                                      : std::min(stats.firstSeen, added.firstSeen);
        stats.lastSeen = std::max(stats.lastSeen, added.lastSeen);
        group.sample.insert(group.sample.end(), theirs.sample.begin(), theirs.sample.end());
        if (group.sample.size() > kSampleSize) {
            // Every k-th of the union, in order: deterministic, and both
            // samples keep their share.
            std::vector<double> kept;
            kept.reserve(kSampleSize);
            for (size_t i = 0; i < kSampleSize; ++i)
                kept.push_back(group.sample[i * group.sample.size() / kSampleSize]);
            group.sample = std::move(kept);
        }
    }
    mOperations += other.mOperations;
    for (const auto &[key, theirs] : other.mValueSizes) {
        ValueSizeStats &sizes = mValueSizes[key];
        sizes.totalBytes += theirs.totalBytes;
        sizes.values += theirs.values;
        sizes.vector = sizes.vector || theirs.vector;
        sizes.prose = sizes.prose || theirs.prose;
    }
    if (!other.mFirst.empty())
        mFirst = mFirst.empty() ? other.mFirst : std::min(mFirst, other.mFirst);
    mLast = std::max(mLast, other.mLast);
}

std::vector<ShapeStats> TrafficSummary::shapes() const
{
    std::vector<ShapeStats> out;
    for (const auto &[key, group] : mGroups) {
        ShapeStats stats = group.stats;
        stats.p50Millis = percentile(group.sample, 0.5);
        stats.p95Millis = percentile(group.sample, 0.95);
        out.push_back(std::move(stats));
    }
    std::ranges::stable_sort(
        out, [](const ShapeStats &a, const ShapeStats &b) { return a.count > b.count; });
    return out;
}

double TrafficSummary::spanSeconds() const
{
    const QDateTime first
        = QDateTime::fromString(QString::fromStdString(mFirst), Qt::ISODateWithMs);
    const QDateTime last = QDateTime::fromString(QString::fromStdString(mLast), Qt::ISODateWithMs);
    if (!first.isValid() || !last.isValid())
        return 0;
    return double(first.msecsTo(last)) / 1000.0;
}

TrafficMatch matchModel(const Model &model, const TrafficSummary &summary)
{
    TrafficMatch out;
    const DocumentShapes documents(model);
    std::set<std::string> unknown;
    std::set<std::string> seen;
    const double span = summary.spanSeconds();
    out.spanSeconds = span;
    for (const ShapeStats &stats : summary.shapes()) {
        ShapeMatch match;
        match.key = stats.key();
        match.perSecond = span > 0 ? double(stats.count) / span : 0;
        const Entity *entity = collectionOf(model, stats.ns);
        if (!entity) {
            unknown.insert(stats.ns);
            out.shapes.push_back(std::move(match));
            continue;
        }
        match.entityId = entity->id;
        const std::vector<Field> fields = documents.fields(*entity);
        for (const FilterField &f : stats.shape.filter)
            if (!holds(fields, f.field))
                match.unknownFields.push_back(f.field);
        for (const SortField &s : stats.shape.sort)
            if (!holds(fields, s.field))
                match.unknownFields.push_back(s.field);
        for (const AccessPattern &pattern : model.accessPatterns)
            if (pattern.collectionId == entity->id && !stats.truncated
                && sameShape(pattern, stats)) {
                match.patternId = pattern.id;
                seen.insert(pattern.id);
                break;
            }
        out.shapes.push_back(std::move(match));
    }
    out.unknownNamespaces.assign(unknown.begin(), unknown.end());
    for (const AccessPattern &pattern : model.accessPatterns)
        if (!seen.contains(pattern.id))
            out.unseenPatterns.push_back(pattern.id);
    return out;
}

namespace {

// "$or[email|username]" as "email or username", "$nor[a|b]" as
// "not (a or b)"; a branch of its own kind ($expr, $text) as it is.
std::string branchText(const std::string &branch)
{
    const size_t open = branch.find('[');
    if (open == std::string::npos || !branch.ends_with(']'))
        return branch;
    std::string alternatives;
    int depth = 0;
    for (size_t i = open + 1; i + 1 < branch.size(); ++i) {
        const char c = branch[i];
        depth += c == '[' ? 1 : c == ']' ? -1 : 0;
        if (c == '|' && depth == 0)
            alternatives += " or ";
        else
            alternatives += c;
    }
    // Each alternative's own fields as the name writes them: "b (range)".
    for (const FilterOp op :
        { FilterOp::Range, FilterOp::PrefixRegex, FilterOp::In, FilterOp::ElemMatch }) {
        const std::string from = ":" + std::string(toString(op));
        const std::string to = " (" + std::string(toString(op)) + ")";
        for (size_t at = alternatives.find(from); at != std::string::npos;
             at = alternatives.find(from, at + to.size()))
            alternatives.replace(at, from.size(), to);
    }
    return branch.starts_with("$nor") ? "not (" + alternatives + ")" : alternatives;
}

} // namespace

std::string patternName(const ShapeStats &stats)
{
    const QueryShape &shape = stats.shape;
    std::string name = stats.command;
    if (shape.filter.empty() && shape.orBranches.empty())
        name += " all";
    std::string separator = " by ";
    for (const FilterField &f : shape.filter) {
        name += separator + f.field;
        if (f.op != FilterOp::Equality)
            name += " (" + std::string(toString(f.op)) + ")";
        separator = ", ";
    }
    for (const std::string &branch : shape.orBranches) {
        name += separator + branchText(branch);
        separator = ", ";
    }
    separator = ", sorted by ";
    for (const SortField &s : shape.sort) {
        name += separator + s.field + " " + std::string(toString(s.direction));
        separator = ", ";
    }
    return name;
}

AccessPattern proposedPattern(const ShapeStats &stats, const ShapeMatch &match)
{
    AccessPattern pattern;
    pattern.collectionId = match.entityId;
    pattern.kind = isWrite(stats.command) ? AccessKind::Write : AccessKind::Read;
    pattern.filter = stats.shape.filter;
    pattern.sort = stats.shape.sort;
    pattern.frequency = match.perSecond;
    pattern.name = patternName(stats);
    pattern.description = "Seen " + std::to_string(stats.count) + " times in the imported traffic";
    return pattern;
}

} // namespace docmodel::traffic
