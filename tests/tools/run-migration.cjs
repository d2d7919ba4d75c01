// SPDX-License-Identifier: GPL-3.0-or-later
// Runs a data migration's aggregation steps in mingo, an independent
// implementation of MongoDB's query language (the local test servers cannot
// run $merge or expressions), over collections in canonical Extended JSON.
// Input (stdin): {"collections": {name: [doc, ...]}, "steps": [{"collection",
// "pipeline"} | {"collection", "drop": true, "orphans"?, "moveOrphans"?, "dropOrphans"?} |
// {"collection", "deleteWhere"}]}. Output (stdout): the
// collections after the steps, in canonical Extended JSON. With "timing":
// true in the input, {"stepsMs": N} on stderr: the steps' own time.
// mingo is the one pinned with CongoDB (tests/tools/congodb), which uses it.
"use strict";
const path = require("path");
const { EJSON } = require(path.join(__dirname, "node_modules", "bson"));
const mingo = require(path.join(__dirname, "congodb", "node_modules", "mingo"));

let input = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => (input += chunk));
process.stdin.on("end", () => {
    // Numbers as JS numbers: mingo compares and computes with those, not with
    // BSON wrappers. Written back canonically, a whole double comes back an int.
    const job = EJSON.parse(input, { relaxed: true });
    const collections = job.collections;
    const resolver = (name) => {
        if (!collections[name])
            collections[name] = [];
        return collections[name];
    };
    const started = process.hrtime.bigint();
    for (const step of job.steps) {
        if (step.drop) {
            // Children no parent took in: the drop refuses while they are
            // there, unless they are moved first or dropped as asked.
            const left = step.orphans
                ? mingo.aggregate(resolver(step.collection), step.orphans, { collectionResolver: resolver })
                : [];
            if (left.length > 0 && step.moveOrphans)
                mingo.aggregate(resolver(step.collection), step.moveOrphans, { collectionResolver: resolver });
            else if (left.length > 0 && !step.dropOrphans)
                continue;
            delete collections[step.collection];
            continue;
        }
        if (step.deleteWhere) {
            const doomed = new mingo.Query(step.deleteWhere);
            collections[step.collection] = resolver(step.collection).filter((doc) => !doomed.test(doc));
            continue;
        }
        mingo.aggregate(resolver(step.collection), step.pipeline, { collectionResolver: resolver });
    }
    if (job.timing)
        process.stderr.write(JSON.stringify({ stepsMs: Number(process.hrtime.bigint() - started) / 1e6 }) + "\n");
    process.stdout.write(EJSON.stringify(collections, { relaxed: false }));
});
