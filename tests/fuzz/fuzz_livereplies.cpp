// SPDX-License-Identifier: GPL-3.0-or-later
// The live layer's reading of server replies: the input is one reply, a
// BSON document validated as the driver would (its length prefix is set to
// the input's size first, so mutations reach the fields rather than failing
// the length check). Every reader takes it, as if every command answered
// it, and the collection it describes is compared with a model's.

#include "fuzzcheck.h"

#include "diff/plan.h"
#include "io/modelreader.h"
#include "live/livereplies.h"

#include <cstring>
#include <vector>

using namespace docmodel;
using namespace docmodel::live;

namespace {

// A collection with a validator, an index and a shard key, so a reply
// naming "things" is compared in every respect.
Model wantedModel()
{
    const LoadResult loaded
        = parseModel(R"({"formatVersion": 2, "entities": [{"id": "things", "name": "things",
        "fields": [{"name": "a", "type": "string", "required": true}],
        "options": {"shardKey": {"keys": [{"field": "a"}]}}}],
        "indexes": [{"id": "i", "collection": "things", "keys": [{"field": "a"}], "unique": true}]})",
            QStringLiteral("wanted.dmodel"));
    fuzz::check(loaded.ok(), "the wanted model loads", toStdString(loaded.error.toString()));
    return *loaded.model;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 5 || size > INT32_MAX)
        return 0;
    std::vector<uint8_t> bytes(data, data + size);
    const uint32_t length = uint32_t(size);
    std::memcpy(
        bytes.data(), &length, 4); // BSON is little-endian, as is every machine this runs on
    bson_t reply;
    if (!bson_init_static(&reply, bytes.data(), bytes.size())
        || !bson_validate(&reply, BSON_VALIDATE_NONE, nullptr))
        return 0;

    ServerInfo server;
    readHello(&reply, server);
    DatabaseList databases;
    readDatabases(&reply, databases);
    const QString database = QStringLiteral("db");
    std::optional<CollectionInfo> old = namespaceEntryFrom(&reply, database);
    CollectionInfo info = collectionFrom(&reply);
    QList<IndexInfo> indexes { indexFrom(&reply) };
    IndexInfo idIndex;
    idIndex.name = QStringLiteral("_id_");
    indexes << idIndex;
    readIndexSizes(&reply, indexes);
    readIndexUsage(&reply, indexes);
    CollectionStats stats;
    readStats(&reply, stats);
    ExplainResult plan;
    readPlan(&reply, plan);

    DatabaseState actual;
    actual.database = "db";
    for (const std::optional<CollectionInfo> &one : { std::optional(info), old }) {
        if (!one)
            continue;
        CollectionState collection = stateOf(*one, true, actual.notes);
        addIndexes(collection, indexes, actual.notes);
        actual.collections.push_back(collection);
    }
    readShardKey(&reply, database, actual);
    actual.mongos = actual.shardKeysKnown = true;
    static const Model model = wantedModel();
    PlanOptions options;
    options.allowDrop = true;
    options.shard = true;
    planChanges(modelState(model, "db"), actual, options);
    return 0;
}
