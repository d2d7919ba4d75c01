// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sampledvalues.h"

#include <functional>
#include <optional>
#include <unordered_set>

namespace docmodel::inference {

// Looks values up in a collection's field where the sample cannot tell (the
// server with $in, or the collection's files): the ones found there.
// nullopt when it cannot.
using KeyLookup = std::function<std::optional<std::unordered_set<ValueKey>>(
    size_t collection, const std::string &field, const std::vector<ValueKey> &values)>;

// A place whose values are found among a key's: a reference, if the name
// or the kind of value (ObjectIds, UUIDs, DBRefs) makes chance unlikely.
struct ReferenceCandidate {
    size_t from = 0; // the referring collection
    const SampledPath *path = nullptr;
    size_t to = 0; // the referred-to collection
    const SampledKey *key = nullptr;
    size_t distinct = 0; // different values at the place
    size_t found = 0; // of which the key holds
    bool confirmed = false; // looked up beyond the sample
    // Found by the values alone: the names do not say so (SupportRepId and
    // Employee.EmployeeId), so it is a weak candidate; `alsoFits` names the
    // other keys that hold every value ("MediaType.MediaTypeId").
    bool named = true;
    std::vector<std::string> alsoFits;
    double share() const { return distinct ? double(found) / double(distinct) : 0.0; }
};

// The same word as a field name and a collection name: "account_id" and
// accounts, "userId" and users, "categories" and category. Empty when the
// field's name is only "id".
std::string nameStem(std::string name);

// Whether the arrays of `path` hold children the way a tree's child arrays
// do: no document in two arrays, none in its own, no cycle. Otherwise
// arrays of the collection's own keys are a graph.
bool childArraysFormTree(const SampledCollection &collection, const SampledPath &path, const SampledKey &key);

// For every place, top-level or in the documents of a top-level array (an
// order's lines naming their products), the key its values are found among best, when at
// least half of them are. Ints and strings count with a name that says so;
// within one collection, with a tree's names (parent, children, ancestors),
// the collection's own, when they form a tree (every value a key, no
// cycle, a root), or when they are arrays of its own keys (a tree or a
// graph). A field named as a reference to something no collection
// is named after (SupportRepId) is an unnamed candidate when every value is
// a key value, preferring a key no named reference holds, then the smallest
// collection; small ints with other names (Quantity) are never references.
std::vector<ReferenceCandidate> findReferenceCandidates(
    const std::vector<std::string> &names, const std::vector<SampledCollection> &collections, const KeyLookup &lookup);

} // namespace docmodel::inference
