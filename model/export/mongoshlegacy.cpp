// SPDX-License-Identifier: GPL-3.0-or-later
#include "mongoshscript.h"

#include "preview/shellformat.h"
#include "scriptparts.h"

namespace docmodel {

using namespace scriptparts;

namespace {

// ES5 only, and results checked rather than exceptions caught: the legacy
// shell reports most failures in the returned document. (It also runs in
// mongosh, which throws instead; both are handled.)
constexpr const char *kResult = R"(function docmodelerResult(action) {
  try {
    return action() || { ok: 1 };
  } catch (error) {
    return { ok: 0, code: error.code, errmsg: String(error.message) };
  }
}
)";

constexpr const char *kLegacyCreateCollection = R"(function docmodelerCreateCollection(database, name, options) {
  var where = JSON.stringify(database.getName() + "." + name);
  var result = docmodelerResult(function () { return database.createCollection(name, options); });
  if (result.ok) {
    print("collection " + where + ": created");
  } else if (result.code === 48 || /already exists/.test(result.errmsg)) {
    print("collection " + where + ": exists, left as it is");
  } else if (result.code === 59) {
    var made = docmodelerResult(function () {
      return database.runCommand({ createIndexes: name, indexes: [{ key: { _id: 1 }, name: "_id_" }] });
    }).createdCollectionAutomatically;
    print("collection " + where + ": the server has no create command; " +
      (made ? "created WITHOUT its options" : "exists, left as it is"));
  } else {
    throw new Error("createCollection " + where + " failed: " + tojson(result));
  }
}
)";

constexpr const char *kEnsureIndex = R"(function docmodelerEnsureIndex(database, name, keys, options) {
  var where = JSON.stringify(database.getName() + "." + name) + " index " + JSON.stringify(options.name);
  var result = docmodelerResult(function () { return database.getCollection(name).ensureIndex(keys, options); });
  if (result.ok === 0) {
    throw new Error("ensureIndex on " + where + " failed: " + tojson(result));
  }
  print(where + ": ensured");
}
)";

// Field names that look like integers ("10", "2") lose their order in any
// JavaScript object, so such keys come as [name, value] pairs. mongosh (whose
// global EJSON marks its bson package) sends a Map as a document in its order,
// through createIndexes: ensureIndex takes no Map. The legacy shell sends no
// Map as a document: it stops rather than create the keys in another order.
constexpr const char *kEnsureOrderedIndex
    = R"(function docmodelerEnsureOrderedIndex(database, name, pairs, options) {
  var where = JSON.stringify(database.getName() + "." + name) + " index " + JSON.stringify(options.name);
  if (typeof Map !== "function" || typeof EJSON === "undefined") {
    throw new Error("ensureIndex on " + where + ": this shell cannot keep the order of the keys " +
      JSON.stringify(pairs) + "; run this script with mongosh, or create the index with a driver");
  }
  var spec = { key: new Map(pairs) };
  for (var option in options) {
    spec[option] = options[option];
  }
  var result = docmodelerResult(function () {
    return database.runCommand({ createIndexes: name, indexes: [spec] });
  });
  if (result.ok !== 1) {
    throw new Error("createIndexes on " + where + " failed: " + JSON.stringify(result));
  }
  print(where + ": ensured");
}
)";

// Options servers before 3.0 do not know, by the version that brought them.
constexpr std::pair<const char *, const char *> kNewerIndexOptions[] = {
    { "partialFilterExpression", "3.2" },
    { "collation", "3.4" },
    { "wildcardProjection", "4.2" },
    { "hidden", "4.4" },
};

} // namespace

std::string exportLegacyScript(const Model &model, const ExportOptions &options)
{
    std::string out;
    const CollectionIndexes indexes(model);
    for (const Entity &entity : model.entities) {
        if (!entity.isCollection())
            continue;
        const std::string name = quoted(entity.name);
        out += collectionComment(entity);
        if (entity.options.timeSeries)
            out += "// left out: time series options (MongoDB 5.0)\n";
        if (!entity.options.collation.is_null())
            out += "// left out: collation (MongoDB 3.4)\n";
        out += "// left out: the $jsonSchema validator (MongoDB 3.6)\n";
        out += "docmodelerCreateCollection(database, " + name + ", "
            + literal(cappedOptions(entity)) + ");\n";
        for (const Index &index : indexes.of(entity)) {
            JsonValue spec = indexSpec(index);
            const JsonValue keys = spec["key"];
            spec.erase("key");
            for (const auto &[option, version] : kNewerIndexOptions)
                if (spec.erase(option) > 0)
                    out += std::string("// left out of the next index: ") + option + " (MongoDB "
                        + version + ")\n";
            if (keysNeedOrder(keys))
                out += "docmodelerEnsureOrderedIndex(database, " + name + ", " + keyPairs(keys)
                    + ", " + literal(spec) + ");\n";
            else
                out += "docmodelerEnsureIndex(database, " + name + ", " + literal(keys) + ", "
                    + literal(spec) + ");\n";
        }
    }
    std::string helpers
        = usedHelpers(out, { kLegacyCreateCollection, kEnsureIndex, kEnsureOrderedIndex });
    if (!helpers.empty()) // the others call it
        helpers = kResult + ("\n" + helpers);
    return scriptStart(model, options, "legacy mongo shell",
               "// For servers older than 3.0: run it with: mongo HOST:PORT/admin THIS_FILE.js\n"
               "// Validators (3.2), collations (3.4), time series (5.0) and newer index options\n"
               "// are left out; each is named where it applies.\n",
               helpers.c_str())
        + out;
}

} // namespace docmodel
