// SPDX-License-Identifier: GPL-3.0-or-later
#include "observedmodel.h"

#include "schema/collectionrefactor.h"
#include "schema/index.h"

#include <algorithm>
#include <map>

namespace docmodel::traffic {

namespace {

ObservedUse evidenceOf(const ShapeStats &stats, double span)
{
    ObservedUse use;
    use.count = stats.count;
    use.spanSeconds = span;
    use.collectionScans = stats.collectionScans();
    use.docsExamined = stats.docsExamined;
    use.returned = stats.returned;
    use.p95Millis = stats.p95Millis;
    use.firstSeen = stats.firstSeen;
    use.lastSeen = stats.lastSeen;
    return use;
}

void merge(std::optional<ObservedUse> &into, const ObservedUse &more)
{
    if (!into) {
        into = more;
        return;
    }
    into->count += more.count;
    into->collectionScans += more.collectionScans;
    into->docsExamined += more.docsExamined;
    into->returned += more.returned;
    into->p95Millis = std::max(into->p95Millis, more.p95Millis);
    if (!more.firstSeen.empty())
        into->firstSeen
            = into->firstSeen.empty() ? more.firstSeen : std::min(into->firstSeen, more.firstSeen);
    into->lastSeen = std::max(into->lastSeen, more.lastSeen);
}

// A shape that is an access pattern: a getMore only continues its query.
bool isPatternShape(const ShapeStats &stats, const ShapeMatch &match)
{
    return !match.entityId.empty() && !stats.truncated && stats.command != "getMore";
}

std::string patternKey(const AccessPattern &pattern)
{
    std::string key = pattern.collectionId + (pattern.kind == AccessKind::Write ? " w" : " r");
    for (const FilterField &f : pattern.filter)
        key += ' ' + f.field + ':' + std::to_string(int(f.op));
    key += " |";
    for (const SortField &s : pattern.sort)
        key += ' ' + s.field + ':' + std::to_string(int(s.direction));
    return key;
}

// "{ a: 1.0, "b": -1 }" → "{a:1,b:-1}": plans of every server version and
// the model's keys compared alike.
std::string normalizedKeys(std::string_view text)
{
    std::string out;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == ' ' || c == '"')
            continue;
        if (c == '.' && i + 1 < text.size() && text[i + 1] == '0' && !out.empty()
            && std::isdigit(static_cast<unsigned char>(out.back()))
            && (i + 2 >= text.size() || text[i + 2] == ',' || text[i + 2] == ' '
                || text[i + 2] == '}')) {
            ++i; // 1.0 → 1
            continue;
        }
        out += c;
    }
    return out;
}

bool namesCollection(const Model &model, const std::string &named, const Entity &entity)
{
    if (named == entity.name)
        return true;
    return named.find('.') != std::string::npos && collectionOf(model, named) == &entity;
}

} // namespace

bool planUses(const std::string &plan, const std::vector<IndexKey> &keys)
{
    return !keys.empty()
        && normalizedKeys(plan).find(normalizedKeys(indexKeysText(keys))) != std::string::npos;
}

std::vector<ProposedPattern> proposedPatterns(
    const std::vector<ShapeStats> &shapes, const TrafficMatch &match)
{
    std::vector<ProposedPattern> out;
    std::map<std::string, size_t> byKey;
    for (size_t i = 0; i < shapes.size(); ++i) {
        const ShapeMatch &m = match.shapes[i];
        if (!isPatternShape(shapes[i], m) || !m.patternId.empty())
            continue;
        AccessPattern pattern = proposedPattern(shapes[i], m);
        const auto [at, added] = byKey.try_emplace(patternKey(pattern), out.size());
        if (added) {
            pattern.observed = evidenceOf(shapes[i], match.spanSeconds);
            out.push_back({ std::move(pattern), { shapes[i].key() } });
            continue;
        }
        ProposedPattern &existing = out[at->second];
        existing.pattern.frequency += pattern.frequency;
        merge(existing.pattern.observed, evidenceOf(shapes[i], match.spanSeconds));
        existing.shapeKeys.push_back(shapes[i].key());
    }
    for (ProposedPattern &p : out)
        p.pattern.description = "Seen " + std::to_string(p.pattern.observed->count)
            + " times in the imported traffic (" + std::to_string(p.shapeKeys.size())
            + " shape(s))";
    return out;
}

Model withObservedTraffic(Model model, const std::vector<ShapeStats> &shapes,
    const TrafficMatch &match, const std::vector<IndexUse> &indexUses,
    const std::vector<ProposedPattern> &accepted)
{
    std::map<std::string, std::optional<ObservedUse>> declared;
    for (size_t i = 0; i < shapes.size(); ++i) {
        const ShapeMatch &m = match.shapes[i];
        if (isPatternShape(shapes[i], m) && !m.patternId.empty())
            merge(declared[m.patternId], evidenceOf(shapes[i], match.spanSeconds));
    }
    for (AccessPattern &pattern : model.accessPatterns) {
        const auto seen = declared.find(pattern.id);
        if (seen == declared.end())
            continue;
        pattern.observed = seen->second;
        if (match.spanSeconds > 0)
            pattern.frequency = double(seen->second->count) / match.spanSeconds;
    }
    for (const ProposedPattern &proposal : accepted) {
        AccessPattern pattern = proposal.pattern;
        pattern.id = freshId(model, "traffic");
        model.accessPatterns.push_back(std::move(pattern));
    }
    for (Index &index : model.indexes) {
        const Entity *entity = model.findEntity(index.collectionId);
        if (!entity)
            continue;
        IndexObservation seen;
        for (size_t i = 0; i < shapes.size(); ++i) {
            if (match.shapes[i].entityId != entity->id)
                continue;
            seen.operations += shapes[i].count;
            for (const auto &[plan, count] : shapes[i].plans)
                if (planUses(plan, index.keys))
                    seen.plans += count;
        }
        bool counted = false;
        for (const IndexUse &use : indexUses) {
            const bool sameIndex = use.name == index.effectiveName() || use.keys == index.keys;
            // Unnamed, the collection is the one of the only index with these keys.
            const bool sameCollection = use.collection.empty()
                ? use.keys == index.keys
                    && std::ranges::count_if(model.indexes,
                           [&](const Index &other) { return other.keys == use.keys; })
                        == 1
                : namesCollection(model, use.collection, *entity);
            if (!sameIndex || !sameCollection)
                continue;
            seen.ops = seen.ops.value_or(0) + use.ops;
            if (!use.since.empty())
                seen.since = seen.since.empty() ? use.since : std::min(seen.since, use.since);
            counted = true;
        }
        if (seen.operations > 0 || counted)
            index.observed = seen;
    }
    return model;
}

} // namespace docmodel::traffic
