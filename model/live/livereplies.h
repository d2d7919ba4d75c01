// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How the server's replies become the live layer's results: each function
// reads one reply (or one document of a cursor) and nothing else, so what a
// server may send is tested apart from the calls that fetch it. A reply is
// any valid BSON document: every field may be missing or of another type.

#include "diff/databasestate.h"
#include "liveresults.h"

#include <bson/bson.h>

#include <optional>

namespace docmodel::live {

// hello (or isMaster): wire versions, topology, replica set members.
void readHello(const bson_t *reply, ServerInfo &info);
// listDatabases: each database and the total size.
void readDatabases(const bson_t *reply, DatabaseList &list);
// One document of listCollections.
CollectionInfo collectionFrom(const bson_t *entry);
// One document of system.namespaces (servers before 3.0); nullopt for
// another database's or an index's namespace.
std::optional<CollectionInfo> namespaceEntryFrom(const bson_t *entry, const QString &database);
// One document of listIndexes.
IndexInfo indexFrom(const bson_t *spec);
// collStats' indexSizes, matched by index name (names may hold dots).
void readIndexSizes(const bson_t *collStats, QList<IndexInfo> &indexes);
// One document of $indexStats: the usage of the index it names.
void readIndexUsage(const bson_t *entry, QList<IndexInfo> &indexes);
// collStats, or the storageStats of a $collStats document.
void readStats(const bson_t *stats, CollectionStats &out);
// explain: the winning plan's last stage and its index.
void readPlan(const bson_t *explain, ExplainResult &result);
// One document of config.collections: the shard key of a collection of
// `state` (its _id is "<database>.<collection>").
void readShardKey(const bson_t *entry, const QString &database, DatabaseState &state);

// A collection as the diff engine compares it. A validator that cannot be
// read as JSON (text that is not UTF-8) counts as none, with a note.
CollectionState stateOf(
    const CollectionInfo &info, bool optionsKnown, std::vector<std::string> &notes);
// The collection's indexes as the diff engine compares them: the _id index
// left out, and so is, with a note, one not shaped as listIndexes answers
// ({key: {...}, name: "..."}) or that cannot be read as JSON.
void addIndexes(
    CollectionState &collection, const QList<IndexInfo> &indexes, std::vector<std::string> &notes);
// A document's bytes as a JSON value (relaxed Extended JSON, so numbers
// compare with the model's); null when they are no document or cannot be
// written as JSON.
JsonValue jsonOf(const QByteArray &bytes);

} // namespace docmodel::live
