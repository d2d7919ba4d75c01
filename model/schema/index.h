// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "entity.h"

namespace docmodel {

// What a server showed of an index's use: $indexStats counts, and the
// plans of logged operations.
struct IndexObservation {
    std::optional<int64_t> ops; // $indexStats accesses since `since`, summed over servers
    std::string since; // ISO 8601
    int64_t plans = 0; // logged operations whose plan used it
    int64_t operations = 0; // logged operations on its collection
    bool operator==(const IndexObservation &) const = default;
};

struct Index {
    std::string id;
    std::string collectionId;
    std::vector<IndexKey> keys;
    std::string name; // empty: MongoDB's default name
    bool unique = false;
    bool sparse = false;
    JsonValue partialFilter; // null when unset
    std::optional<int64_t> expireAfterSeconds;
    JsonValue collation;
    bool hidden = false;
    JsonValue weights; // text indexes
    std::string defaultLanguage;
    std::optional<int> sphereVersion; // 2dsphere index version
    JsonValue wildcardProjection;
    std::optional<IndexObservation> observed; // imported traffic; none when unknown
    // Recommended by the index set of imported traffic and not yet looked at
    // by a person: created like any other, marked so it can be reviewed.
    bool proposed = false;

    // The name MongoDB gives when none is set: "a_1_b_-1".
    std::string effectiveName() const;
    bool operator==(const Index &) const = default;
};

// `{state: 1, "attrs.n": 1, "$**": 1}`: keys as mongosh writes them.
std::string indexKeysText(const std::vector<IndexKey> &keys);
// The same as a JSON document: {"state": 1, "attrs.n": 1, "$**": 1}.
JsonValue indexKeysDocument(const std::vector<IndexKey> &keys);

// The keys of an index specification's "key" document, as the server lists
// them (relaxed or canonical Extended JSON): {a: 1, b: -1, "c.$**": 1}.
std::vector<IndexKey> indexKeysFromDocument(const JsonValue &key);

// The keys of a whole index specification as a model declares them: a
// server lists a text index as {_fts: "text", _ftsx: 1} with its fields in
// `weights`; they become text keys on those fields, in place of _fts.
std::vector<IndexKey> indexKeysFromSpec(const JsonValue &spec);

} // namespace docmodel
