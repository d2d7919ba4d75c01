// SPDX-License-Identifier: GPL-3.0-or-later
#include "referencecandidates.h"

#include <algorithm>
#include <cctype>
#include <map>
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

std::optional<KeyKind> keyKind(const SampledKey &key)
{
    if (key.documents.empty())
        return std::nullopt;
    return keyKindOf(key.documents.begin()->first);
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

} // namespace

std::string nameStem(std::string name)
{
    std::string letters;
    for (char c : name)
        if (std::isalnum(static_cast<unsigned char>(c)))
            letters += char(std::tolower(static_cast<unsigned char>(c)));
    for (const char *suffix : { "ids", "id", "keys", "key", "refs", "ref" }) {
        const std::string_view ending(suffix);
        if (letters.size() > ending.size() && letters.ends_with(ending)) {
            letters.resize(letters.size() - ending.size());
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

std::vector<ReferenceCandidate> findReferenceCandidates(
    const std::vector<std::string> &names, const std::vector<SampledCollection> &collections, const KeyLookup &lookup)
{
    std::vector<ReferenceCandidate> found;
    for (size_t from = 0; from < collections.size(); ++from) {
        for (const SampledPath &path : collections[from].paths) {
            if (!path.embedded.empty() || path.field == "_id")
                continue;
            const std::optional<KeyKind> kind = mainKind(path);
            if (!kind)
                continue;
            std::unordered_set<ValueKey> distinct;
            for (const auto &values : path.values)
                for (const ValueKey &value : values)
                    if (keyKindOf(value) == *kind)
                        distinct.insert(value);
            // The key the sample's values are found among best (one with a
            // name that says so first); only that one is looked up beyond
            // the sample, since a lookup reads a whole collection again.
            std::optional<ReferenceCandidate> best;
            bool bestNamed = false;
            std::vector<ValueKey> bestMissing;
            for (size_t to = 0; to < collections.size(); ++to) {
                if (path.dbref && names[to] != path.dbrefCollection)
                    continue;
                for (const SampledKey &key : collections[to].keys) {
                    if (path.dbref && key.field != "_id")
                        continue;
                    if (to == from && key.field == path.field)
                        continue;
                    if (keyKind(key) != kind)
                        continue;
                    const bool unmistakable
                        = path.dbref || *kind == KeyKind::ObjectId || *kind == KeyKind::Uuid;
                    const bool self = to == from;
                    const bool unique = !path.array && collections[from].findKey(path.field);
                    const bool named = nameSaysReference(path, names[to], key, self, unique) || path.dbref;
                    if (!named && (!unmistakable || self))
                        continue;
                    ReferenceCandidate candidate { from, &path, to, &key, distinct.size(), 0, false };
                    std::vector<ValueKey> missing;
                    for (const ValueKey &value : distinct) {
                        if (key.documents.count(value))
                            ++candidate.found;
                        else
                            missing.push_back(value);
                    }
                    if (!best || std::pair(named, candidate.share()) > std::pair(bestNamed, best->share())) {
                        best = candidate;
                        bestNamed = named;
                        bestMissing = std::move(missing);
                    }
                }
            }
            if (best && !bestMissing.empty() && !collections[best->to].complete() && lookup
                && (best->found > 0 || bestNamed)) {
                if (auto more = lookup(best->to, best->key->field, bestMissing)) {
                    best->found += more->size();
                    best->confirmed = true;
                }
            }
            if (best && best->found > 0 && best->share() >= 0.5)
                found.push_back(*best);
        }
    }
    return found;
}

} // namespace docmodel::inference
