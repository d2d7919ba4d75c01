// SPDX-License-Identifier: GPL-3.0-or-later
// Validates generated Prisma schemas with Prisma's own schema engine
// (@prisma/prisma-schema-wasm) and reads back what it understood (get_dmmf).
// Input (stdin): {"schemas": [TEXT, ...]}. Output (stdout): [{"valid": true,
// "models": [...], "types": [...], "relations": [{"model", "field", "type",
// "fields", "references", "name"}], "enums": [{"name", "values": [stored
// value, ...]}]} | {"valid": false, "error": "..."}].
"use strict";
const path = require("path");
const wasm = require(path.join(__dirname, "node_modules", "@prisma", "prisma-schema-wasm"));

let input = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => (input += chunk));
process.stdin.on("end", () => {
    const out = JSON.parse(input).schemas.map((schema) => {
        try {
            const dmmf = JSON.parse(wasm.get_dmmf(JSON.stringify({ prismaSchema: schema })));
            const relations = [];
            for (const model of dmmf.datamodel.models)
                for (const field of model.fields)
                    if (field.kind === "object")
                        relations.push({ model: model.name, field: field.name, type: field.type,
                            fields: field.relationFromFields || [], references: field.relationToFields || [],
                            name: field.relationName || "" });
            return { valid: true, models: dmmf.datamodel.models.map((m) => m.name),
                types: dmmf.datamodel.types.map((t) => t.name), relations,
                enums: dmmf.datamodel.enums.map((e) => ({ name: e.name,
                    values: e.values.map((v) => v.dbName === null ? v.name : v.dbName) })) };
        } catch (error) {
            let message = String(error && error.message ? error.message : error);
            try {
                message = JSON.parse(message).message;
            } catch (_) {}
            return { valid: false, error: message.replace(/\u001b\[[0-9;]*m/g, "") };
        }
    });
    process.stdout.write(JSON.stringify(out));
});
