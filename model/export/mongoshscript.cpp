// SPDX-License-Identifier: GPL-3.0-or-later
#include "mongoshscript.h"

#include "bsonschema.h"
#include "preview/shellformat.h"
#include "scriptparts.h"

namespace docmodel {

using namespace scriptparts;

namespace {

// Tolerates exactly "already exists" (NamespaceExists, 48). A server without
// the create command (CommandNotFound, 59) creates the collection implicitly
// with its _id index instead: the script says what that loses and goes on.
constexpr const char *kCreateCollection = R"(function docmodelerCreateCollection(database, name, options) {
  const where = JSON.stringify(database.getName() + "." + name);
  try {
    database.createCollection(name, options);
    print("collection " + where + ": created");
  } catch (error) {
    if (error.code === 48 || error.codeName === "NamespaceExists") {
      print("collection " + where + ": exists, left as it is");
    } else if (error.code === 59 || error.codeName === "CommandNotFound") {
      const made = database.runCommand({
        createIndexes: name, indexes: [{ key: { _id: 1 }, name: "_id_" }] }).createdCollectionAutomatically;
      print("collection " + where + ": the server has no create command; " +
        (made ? "created WITHOUT its options and validator" : "exists, left as it is"));
    } else {
      throw error;
    }
  }
}
)";

constexpr const char *kCreateIndex = R"(function docmodelerCreateIndex(database, name, spec) {
  const where = JSON.stringify(database.getName() + "." + name) + " index " + JSON.stringify(spec.name);
  const result = database.runCommand({ createIndexes: name, indexes: [spec] });
  if (result.ok !== 1) {
    throw new Error("createIndexes on " + where + " failed: " + JSON.stringify(result));
  }
  if (result.numIndexesAfter > result.numIndexesBefore) {
    print(where + ": created");
  } else {
    print(where + ": exists, left as it is");
  }
}
)";

constexpr const char *kShardCollection = R"(function docmodelerShardCollection(database, name, key, unique) {
  const where = database.getName() + "." + name;
  try {
    sh.shardCollection(where, key, unique);
    print("collection " + JSON.stringify(where) + ": sharded");
  } catch (error) {
    if (/already sharded/.test(String(error.message))) {
      print("collection " + JSON.stringify(where) + ": already sharded, left as it is");
    } else {
      throw error;
    }
  }
}
)";

} // namespace

std::string exportMongoshScript(const Model &model, const ExportOptions &options)
{
    std::string out;
    out.reserve(model.entities.size() * 2048); // about what a collection takes
    const DocumentShapes shapes(model);
    const CollectionIndexes indexes(model);
    for (const Entity &entity : model.entities) {
        if (!entity.isCollection())
            continue;
        const std::string name = quoted(entity.name);
        out += collectionComment(entity);
        if (entity.options.timeSeries)
            out += "// no validator: MongoDB takes none on a time series collection\n";
        // Appended piece by piece: the literals of a large model are long.
        out += "docmodelerCreateCollection(database, " + name + ", ";
        out += literal(collectionCreateOptions(shapes, entity));
        out += ");\n";
        for (const Index &index : indexes.of(entity)) {
            out += "docmodelerCreateIndex(database, " + name + ", ";
            out += indexSpecLiteral(index);
            out += ");\n";
        }
        if (options.shard && entity.options.shardKey)
            out += "docmodelerShardCollection(database, " + name + ", "
                + keysLiteral(indexKeys(entity.options.shardKey->keys)) + ", "
                + (entity.options.shardKey->unique ? "true" : "false") + ");\n";
    }
    return scriptStart(model, options, "mongosh",
               "// Run it with: mongosh \"mongodb://HOST:PORT\" --file THIS_FILE.js\n",
               usedHelpers(out, { kCreateCollection, kCreateIndex, kShardCollection }).c_str())
        + out;
}

} // namespace docmodel
