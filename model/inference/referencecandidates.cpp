// SPDX-License-Identifier: GPL-3.0-or-later
#include "referencecandidates.h"

#include "schema/keynames.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <string_view>
#include <tuple>
#include <utility>

namespace docmodel::inference {

namespace {

// The kind most of a place's values are.
std::optional<KeyKind> mainKind(const SampledPath &path)
{
    std::map<KeyKind, size_t> counts;
    for (const auto &values : path.values)
        for (const ValueKey &value : values)
            ++counts[keyKindOf(value)];
    if (counts.empty())
        return std::nullopt;
    return std::max_element(counts.begin(), counts.end(), [](const auto &a, const auto &b) {
        return a.second < b.second;
    })->first;
}

bool isTreeName(const std::string &stem)
{
    static const char *const names[] = { "parent", "children", "child", "ancestor", "path", "node" };
    return std::any_of(std::begin(names), std::end(names), [&](const char *name) { return stem == name; });
}

// `unique`: the place's values are all different in its own collection.
// Two collections that each have a unique "name" or "email" share a kind
// of value, not a reference; a reference repeats (many children, one
// parent) or says whose it is.
bool nameSaysReference(const SampledPath &path, const std::string &collection, const SampledKey &key, bool self, bool unique)
{
    const std::string stem = nameStem(path.field);
    if (stem.empty())
        return false;
    if (self && isTreeName(stem))
        return true;
    if (stem == nameStem(collection))
        return true;
    return key.field != "_id" && !unique && (path.field == key.field || stem == nameStem(key.field));
}


std::unordered_set<ValueKey> distinctValues(const SampledPath &path, KeyKind kind)
{
    std::unordered_set<ValueKey> distinct;
    for (const auto &values : path.values)
        for (const ValueKey &value : values)
            if (keyKindOf(value) == kind)
                distinct.insert(value);
    return distinct;
}

// How many of a place's different values a key holds; `missing` gets the others.
ReferenceCandidate compare(size_t from, const SampledPath &path, size_t to, const SampledKey &key,
    const std::unordered_set<ValueKey> &distinct, std::vector<ValueKey> &missing)
{
    ReferenceCandidate candidate;
    candidate.from = from;
    candidate.path = &path;
    candidate.to = to;
    candidate.key = &key;
    candidate.distinct = distinct.size();
    for (const ValueKey &value : distinct) {
        if (key.documents.count(value))
            ++candidate.found;
        else
            missing.push_back(value);
    }
    return candidate;
}

// "SupportRepId", "parent_ref": a name that says its field refers to something.
bool namedAsReference(const std::string &field)
{
    const std::string letters = nameLetters(field);
    return std::ranges::any_of(std::initializer_list<std::string_view> { "id", "ids", "ref", "refs", "key", "keys" },
        [&](std::string_view suffix) { return letters.size() > suffix.size() && letters.ends_with(suffix); });
}

constexpr size_t kNoParent = SIZE_MAX;

// Following each document to its parent never comes back to where it started.
bool acyclic(const std::vector<size_t> &parentOf)
{
    const size_t documents = parentOf.size();
    enum : uint8_t { Unseen, OnChain, Done };
    std::vector<uint8_t> state(documents, Unseen);
    std::vector<size_t> chain;
    for (size_t start = 0; start < documents; ++start) {
        chain.clear();
        size_t at = start;
        while (at != kNoParent && state[at] == Unseen) {
            state[at] = OnChain;
            chain.push_back(at);
            at = parentOf[at];
        }
        if (at != kNoParent && state[at] == OnChain)
            return false;
        for (size_t node : chain)
            state[node] = Done;
    }
    return true;
}

// Following each sampled document's value to the document whose key holds
// it never comes back to where it started, and some documents hold none
// (the roots): the values form a tree. Small numbers that only happen to
// be keys (a quantity, a rating) point back at themselves sooner or later.
bool formsTree(const SampledCollection &collection, const SampledPath &path, const SampledKey &key)
{
    const size_t documents = collection.documents.size();
    if (path.array || path.dbref || path.values.size() < 2 || path.values.size() >= documents)
        return false;
    std::vector<size_t> parentOf(documents, kNoParent);
    for (size_t holder = 0; holder < path.values.size(); ++holder) {
        const auto parent = key.documents.find(path.values[holder].front());
        if (parent == key.documents.end())
            return false;
        parentOf[path.document[holder]] = parent->second;
    }
    return acyclic(parentOf);
}

// Whether a holder's array lists the holder itself.
bool listsItself(const SampledPath &path, const SampledKey &key)
{
    for (size_t holder = 0; holder < path.values.size(); ++holder)
        for (const ValueKey &value : path.values[holder]) {
            const auto it = key.documents.find(value);
            if (it != key.documents.end() && it->second == path.document[holder])
                return true;
        }
    return false;
}

// Arrays of the collection's own keys, every value found, that a name does
// not explain: strings, ObjectIds or UUIDs (ints only with
// a name that says reference), several of them, in more than one document,
// none listing its own document. A tree of child arrays or a graph
// (countries and their borders): detection tells which.
bool arrayOfOwnKeys(const SampledPath &path, const SampledKey &key, KeyKind kind, size_t distinct)
{
    constexpr size_t kLeastDistinct = 3;
    const bool chanceUnlikely = kind != KeyKind::Integer || namedAsReference(path.field);
    return path.array && !path.dbref && chanceUnlikely && distinct >= kLeastDistinct
        && path.values.size() >= 2 && !listsItself(path, key);
}


// A place no key fits by name, its different values of the main kind.
struct Unnamed {
    size_t from = 0;
    const SampledPath *path = nullptr;
    std::unordered_set<ValueKey> distinct;
};

// The key of another collection that holds every value of an unnamed place:
// one no reference holds by its name first (a key referred to by its name,
// GenreId, is referred to by that name everywhere), then the smallest
// collection. The others that fit are named in `alsoFits`.
std::optional<ReferenceCandidate> unnamedCandidate(const Unnamed &place, const std::vector<std::string> &names,
    const std::vector<SampledCollection> &collections, const std::vector<ReferenceCandidate> &named,
    const KeyLookup &lookup)
{
    const KeyKind kind = keyKindOf(*place.distinct.begin());
    std::vector<std::pair<ReferenceCandidate, std::vector<ValueKey>>> fits;
    for (size_t to = 0; to < collections.size(); ++to) {
        if (to == place.from)
            continue;
        for (const SampledKey &key : collections[to].keys) {
            if (key.kind() != kind)
                continue;
            std::vector<ValueKey> missing;
            ReferenceCandidate candidate = compare(place.from, *place.path, to, key, place.distinct, missing);
            if (missing.empty() || (!collections[to].complete() && candidate.share() >= 0.5))
                fits.emplace_back(candidate, std::move(missing));
        }
    }
    if (fits.empty())
        return std::nullopt;
    const auto referred = [&](const ReferenceCandidate &candidate) {
        return std::ranges::any_of(
            named, [&](const ReferenceCandidate &other) { return other.named && other.key == candidate.key; });
    };
    const auto rank = [&](const auto &fit) {
        return std::tuple(fit.second.empty(), !referred(fit.first), -int64_t(collections[fit.first.to].total));
    };
    auto best = std::ranges::max_element(fits, {}, rank);
    ReferenceCandidate chosen = best->first;
    if (!best->second.empty()) {
        auto more = lookup ? lookup(chosen.to, chosen.key->field, best->second) : std::nullopt;
        if (!more || more->size() < best->second.size())
            return std::nullopt;
        chosen.found += more->size();
        chosen.confirmed = true;
    }
    chosen.named = false;
    for (const auto &fit : fits)
        if (&fit != &*best && fit.second.empty())
            chosen.alsoFits.push_back(names[fit.first.to] + '.' + fit.first.key->field);
    return chosen;
}

} // namespace

std::string nameStem(std::string name)
{
    std::string letters = nameLetters(name);
    for (const char *suffix : { "ids", "id", "keys", "key", "refs", "ref" }) {
        const std::string_view ending(suffix);
        if (letters.size() > ending.size() && letters.ends_with(ending)) {
            letters.erase(letters.size() - ending.size()); // not resize: gcc 12 warns of a memset it never does
            break;
        }
        if (letters == ending)
            return {};
    }
    if (letters.size() > 3 && letters.ends_with("ies"))
        letters = letters.substr(0, letters.size() - 3) + "y";
    else if (letters.size() > 1 && letters.ends_with('s') && !letters.ends_with("ss"))
        letters.pop_back();
    return letters;
}

bool childArraysFormTree(const SampledCollection &collection, const SampledPath &path, const SampledKey &key)
{
    if (!path.array || listsItself(path, key))
        return false;
    std::vector<size_t> parentOf(collection.documents.size(), kNoParent);
    for (size_t holder = 0; holder < path.values.size(); ++holder)
        for (const ValueKey &value : path.values[holder]) {
            const auto child = key.documents.find(value);
            if (child == key.documents.end())
                continue;
            if (parentOf[child->second] != kNoParent)
                return false; // a second parent
            parentOf[child->second] = path.document[holder];
        }
    return acyclic(parentOf);
}

std::vector<ReferenceCandidate> findReferenceCandidates(
    const std::vector<std::string> &names, const std::vector<SampledCollection> &collections, const KeyLookup &lookup)
{
    std::vector<ReferenceCandidate> found;
    std::vector<Unnamed> unnamed;
    for (size_t from = 0; from < collections.size(); ++from) {
        for (const SampledPath &path : collections[from].paths) {
            if (path.field == "_id")
                continue;
            const bool embedded = !path.embedded.empty();
            const std::optional<KeyKind> kind = mainKind(path);
            if (!kind)
                continue;
            const std::unordered_set<ValueKey> distinct = distinctValues(path, *kind);
            // The key the sample's values are found among best (one with a
            // name that says so first); only that one is looked up beyond
            // the sample, since a lookup reads a whole collection again.
            std::optional<ReferenceCandidate> best;
            std::vector<ValueKey> bestMissing;
            // A collection's own key before one of documents embedded in another.
            const auto rank = [](const ReferenceCandidate &c, bool named) {
                return std::tuple(named, c.share(), c.key->embedded.empty());
            };
            const auto keep = [&](ReferenceCandidate candidate, bool named, std::vector<ValueKey> &missing) {
                if (!best || rank(candidate, named) > rank(*best, best->named)) {
                    candidate.named = named;
                    best = candidate;
                    bestMissing = std::move(missing);
                }
            };
            for (size_t to = 0; to < collections.size(); ++to) {
                if (path.dbref && names[to] != path.dbrefCollection)
                    continue;
                // A key of the documents another collection embeds (tickets
                // naming a venue's seat by seat_id), when the names say so:
                // the array's (seats) or the key's own (seat_id).
                if (to != from && !path.array && !path.dbref)
                    for (const SampledKey &key : collections[to].embeddedKeys) {
                        const bool unique = !embedded && collections[from].findKey(path.field);
                        if (key.kind() != kind || !nameSaysReference(path, key.embedded, key, false, unique))
                            continue;
                        std::vector<ValueKey> missing;
                        keep(compare(from, path, to, key, distinct, missing), true, missing);
                    }
                for (const SampledKey &key : collections[to].keys) {
                    if (path.dbref && key.field != "_id")
                        continue;
                    // An embedded document refers to other collections: a
                    // tree or graph of a collection is of its own documents.
                    if (to == from && (key.field == path.field || embedded))
                        continue;
                    if (key.kind() != kind)
                        continue;
                    const bool unmistakable
                        = path.dbref || *kind == KeyKind::ObjectId || *kind == KeyKind::Uuid;
                    const bool self = to == from;
                    const bool unique = !path.array && !embedded && collections[from].findKey(path.field);
                    const bool named = nameSaysReference(path, names[to], key, self, unique) || path.dbref;
                    std::vector<ValueKey> missing;
                    ReferenceCandidate candidate = compare(from, path, to, key, distinct, missing);
                    if (!named && (!unmistakable || self)) {
                        // A tree says so as well as a name (Employee.ReportsTo),
                        // and arrays of the collection's own keys (borders).
                        if (!self || !missing.empty()
                            || !(formsTree(collections[from], path, key)
                                || arrayOfOwnKeys(path, key, *kind, distinct.size())))
                            continue;
                    }
                    keep(candidate, named, missing);
                }
            }
            // Lookups read top-level fields; an embedded key's share is the sample's.
            if (best && !bestMissing.empty() && !collections[best->to].complete() && lookup
                && best->key->embedded.empty() && (best->found > 0 || best->named)) {
                if (auto more = lookup(best->to, best->key->field, bestMissing)) {
                    best->found += more->size();
                    best->confirmed = true;
                }
            }
            if (best && best->found > 0 && best->share() >= 0.5)
                found.push_back(*best);
            else if (!path.dbref && namedAsReference(path.field) && distinct.size() >= 2
                && (path.array || embedded || !collections[from].findKey(path.field))) // a key of its own refers to nothing
                unnamed.push_back({ from, &path, distinct });
        }
    }
    for (const Unnamed &place : unnamed)
        if (auto candidate = unnamedCandidate(place, names, collections, found, lookup))
            found.push_back(std::move(*candidate));
    return found;
}

} // namespace docmodel::inference
