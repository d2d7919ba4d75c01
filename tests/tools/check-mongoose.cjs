// SPDX-License-Identifier: GPL-3.0-or-later
// Loads generated Mongoose schema modules and validates documents with them
// (validateSync), as an application using them would before saving.
// Input (stdin): {"cases": [{"module": PATH, "documents": {collection: [doc, ...]}}]},
// documents in canonical Extended JSON. Output (stdout): {"results": [{collection:
// [null | "why it fails", ...]} | {"loadError": "..."}]}.
"use strict";
const path = require("path");
const mongoose = require(path.join(__dirname, "node_modules", "mongoose"));
// The driver's own BSON (the one Mongoose casts with), for the documents.
const { EJSON } = mongoose.mongo.BSON;

let input = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => (input += chunk));
process.stdin.on("end", () => {
    const job = JSON.parse(input);
    const results = job.cases.map((c) => {
        let generated;
        try {
            generated = require(c.module);
        } catch (error) {
            return { loadError: String(error && error.stack ? error.stack : error) };
        }
        const models = generated.models(new mongoose.Mongoose());
        const out = {};
        for (const [collection, documents] of Object.entries(c.documents)) {
            const Model = models[generated.collections[collection]];
            out[collection] = documents.map((document) => {
                if (!Model)
                    return "no model for the collection";
                const value = EJSON.parse(JSON.stringify(document), { relaxed: true, useBigInt64: true });
                const error = new Model(value).validateSync();
                return error ? error.message : null;
            });
        }
        return out;
    });
    process.stdout.write(JSON.stringify({ results }));
});
