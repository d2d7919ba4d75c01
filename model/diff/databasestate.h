// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <string>
#include <vector>

namespace docmodel {

// One collection as the model wants it or as a server has it, in the terms
// the server itself uses: what createCollection and createIndexes take. The
// model side is built by the same code as the exported scripts, the server
// side by model/live from listCollections and listIndexes, so both compare.
struct CollectionState {
    std::string name;
    std::string type = "collection"; // "collection", "view" or "timeseries"
    // Options fixed at creation: capped, size, max, timeseries, collation,
    // expireAfterSeconds (time series).
    JsonValue options = JsonValue::object();
    JsonValue validator; // the whole validator ({"$jsonSchema": ...}); null when none
    std::string validationLevel; // empty: the server's default, strict
    std::string validationAction; // empty: the server's default, error
    std::vector<JsonValue> indexes; // createIndexes specs; the _id index left out
    // False when the server could not tell (no listCollections): options and
    // validator are unknown, not absent.
    bool optionsKnown = true;
    // The key pattern the collection is (to be) sharded by; null when none.
    JsonValue shardKey;
    bool shardUnique = false;

    const JsonValue *findIndex(const std::string &name) const;
};

struct DatabaseState {
    std::string database;
    std::vector<CollectionState> collections;
    // False when the server could not list collections: only those asked
    // about and found are present, and absence proves nothing.
    bool listed = true;
    std::vector<std::string> notes; // what the server could not tell, in words
    // Collections asked about that the server could neither confirm nor
    // deny (no listCollections, no documents, no indexes of their own).
    std::vector<std::string> unconfirmed;
    // False when the server answered that it has no such command; true
    // when it has it or could not be asked.
    bool hasCreate = true;
    bool hasCollMod = true;
    // The server is a mongos, and the collections' shard keys (from
    // config.collections) are known: only then are shard steps planned.
    bool mongos = false;
    bool shardKeysKnown = false;

    const CollectionState *find(const std::string &name) const;
};

// The state the model asks for: every collection with its options,
// validator and indexes, exactly as the mongosh export creates them.
DatabaseState modelState(const Model &model, const std::string &database = {});

} // namespace docmodel
