// SPDX-License-Identifier: GPL-3.0-or-later
// The reference for schema inference: @mongodb-js/mongodb-schema's
// parseSchema on the documents of each file, keyed by collection name (the
// file's name without .bson), printed as JSON.
//   node mongodb-schema-report.js [--limit N] FILE.bson...
// Documents are decoded as that tool's users get them from the driver: from
// BSON with promoteValues off, so Int32, Long and Double keep their names.
// (Extended JSON is not read here: the JavaScript EJSON parser names some
// types differently from its BSON decoder, and its BSON encoder turns
// undefined into null; the tests give it the documents as .bson.)
'use strict';
const fs = require('fs');
const path = require('path');
const { BSON } = require('bson');
const { parseSchema } = require('@mongodb-js/mongodb-schema');

function* documentsOf(file) {
    const bytes = fs.readFileSync(file);
    for (let at = 0; at + 4 <= bytes.length;) {
        const length = bytes.readInt32LE(at);
        yield BSON.deserialize(bytes.subarray(at, at + length), { promoteValues: false });
        at += length;
    }
}

async function main() {
    const args = process.argv.slice(2);
    let limit = Infinity;
    if (args[0] === '--limit') {
        limit = Number(args[1]);
        args.splice(0, 2);
    }
    const report = {};
    for (const file of args) {
        const name = path.basename(file).replace(/\.bson$/, '');
        const documents = [];
        for (const document of documentsOf(file)) {
            if (documents.length >= limit)
                break;
            documents.push(document);
        }
        const started = process.hrtime.bigint();
        report[name] = await parseSchema(documents, { storeValues: false });
        report[name].seconds = Number(process.hrtime.bigint() - started) / 1e9;
    }
    process.stdout.write(JSON.stringify(report));
}

main().catch((error) => {
    console.error(error.stack || String(error));
    process.exit(1);
});
