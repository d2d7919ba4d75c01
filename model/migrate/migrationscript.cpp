// SPDX-License-Identifier: GPL-3.0-or-later
// The mongosh form of a data migration: the same batches by _id range and
// the same progress records as model/live/livemigration.cpp.
#include "datamigration.h"

#include <nlohmann/json.hpp>

#include <sstream>

namespace docmodel {

namespace {

using json = nlohmann::json;

// What every script defines before its steps. runStep(k, collection,
// pipeline, batched) skips a step a run finished, goes on after the last
// batch recorded, and records each batch once it ran.
constexpr const char *kRunStep = R"js(
function record(step, kind, batch, fields) {
  const now = new Date();
  const id = migration + "/" + step + "/" + kind + (batch > 0 ? batch : "");
  const doc = { _id: id, migration: migration, kind: kind, step: step, atMs: now.getTime(), at: now };
  if (batch > 0) doc.batch = batch;
  progress.insertOne(Object.assign(doc, fields));
}
// Numbers are one kind of _id; any other type only compares with itself.
function idKind(source, direction) {
  const first = source.aggregate([{ $sort: { _id: direction } }, { $limit: 1 }, { $project: { t: { $type: "$_id" } } }]).toArray();
  const kind = first.length ? first[0].t : "none";
  return ["int", "long", "double", "decimal"].includes(kind) ? "number" : kind;
}
function range(lower, upper, mixed) {
  if (lower === undefined && upper === undefined) return {};
  if (!mixed) {
    const bounds = {};
    if (lower !== undefined) bounds.$gt = lower;
    if (upper !== undefined) bounds.$lte = upper;
    return { _id: bounds };
  }
  const all = [];
  if (lower !== undefined) all.push({ $gt: ["$_id", { $literal: lower }] });
  if (upper !== undefined) all.push({ $lte: ["$_id", { $literal: upper }] });
  return { $expr: { $and: all } };
}
function runStep(step, collection, pipeline, batched) {
  const recorded = progress.find({ migration: migration, step: step }).toArray();
  if (recorded.some((r) => r.kind === "step")) { print("  done before"); return; }
  const batches = recorded.filter((r) => r.kind === "batch").sort((a, b) => a.batch - b.batch);
  const last = batches.length ? batches[batches.length - 1] : undefined;
  if (!recorded.some((r) => r.kind === "start")) record(step, "start", 0, {});
  const source = database.getCollection(collection);
  if (!(last && !("upTo" in last))) {
    if (!batched) {
      source.aggregate(pipeline).toArray();
      record(step, "batch", 1, {});
    } else {
      const mixed = idKind(source, 1) !== idKind(source, -1);
      let lower = last ? last.upTo : undefined;
      let n = batches.length;
      for (;;) {
        const next = source.find(range(lower, undefined, mixed), { _id: 1 }).sort({ _id: 1 }).skip(batchSize - 1).limit(1).toArray();
        const upper = next.length ? next[0]._id : undefined;
        source.aggregate([{ $match: range(lower, upper, mixed) }].concat(pipeline)).toArray();
        n += 1;
        record(step, "batch", n, upper === undefined ? {} : { upTo: upper });
        print("  batch " + n);
        if (upper === undefined) break;
        lower = upper;
      }
    }
  }
  record(step, "step", 0, {});
}
)js";

} // namespace

std::string dataMigrationScript(const DataMigration &migration, const MigrationScriptOptions &options)
{
    std::ostringstream out;
    out << "// Data migration written by DocModeler: each step runs on the server, in batches by _id, each\n"
           "// batch recorded in the progress collection; run again, it goes on where it stopped.\n";
    if (options.database.empty())
        out << "const database = db;\n";
    else
        out << "const database = db.getSiblingDB(" << json(options.database).dump() << ");\n";
    out << "const migration = " << json(migrationFingerprint(migration, options.database)).dump() << ";\n";
    out << "const progress = database.getCollection(" << json(options.progressCollection).dump() << ");\n";
    out << "const batchSize = " << options.batchSize << ";\n";
    out << kRunStep;
    for (const QString &line : migration.manual)
        out << "// by hand: " << line.toStdString() << "\n";
    int index = 0;
    for (const DataStep &step : migration.steps) {
        const int k = index++;
        const bool run = !step.destructive || options.withDestructive;
        out << "\n// " << step.title.toStdString() << (step.destructive ? " (destructive)" : "") << "\n";
        const std::string prefix = run ? "" : "// ";
        out << prefix << "print(" << json(step.title.toStdString()).dump() << ");\n";
        if (step.drop || step.deletes())
            out << prefix << "if (!progress.findOne({ migration: migration, step: " << k << ", kind: \"step\" })) { database.getCollection("
                << json(step.collection).dump() << ")."
                << (step.drop ? std::string("drop()") : "deleteMany(" + step.deleteWhere.dump() + ")")
                << "; record(" << k << ", \"step\", 0, {}); }\n";
        else
            out << prefix << "runStep(" << k << ", " << json(step.collection).dump() << ", " << step.pipeline.dump() << ", "
                << (step.runsInBatches() ? "true" : "false") << ");\n";
    }
    return out.str();
}

} // namespace docmodel
