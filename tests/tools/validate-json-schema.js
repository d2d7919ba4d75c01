// SPDX-License-Identifier: GPL-3.0-or-later
// Validates JSON documents against JSON Schemas with ajv, an independent
// implementation, formats (uri, date-time...) included:
//   node validate-json-schema.js [--published] SCHEMA DATA [SCHEMA DATA ...]
// Prints "DATA: valid" or "DATA: " and the errors as JSON, one line each;
// exit 0 when all are valid, 1 when any is not, 2 when a file is unusable.
//
// Schemas are compiled in ajv's strict mode, strictTypes included: a union
// of types, a bound without the type it checks, an unknown keyword or format
// is an error, as strict validators see it. --published is for a schema
// someone else publishes (SARIF's): its own style is not ours to judge, so
// it is taken as written and only the data is checked.
"use strict";
const fs = require("fs");
const addFormats = require("ajv-formats");

// The draft each schema declares decides the validator.
const validators = [
  ["draft-04", () => require("ajv-draft-04")],
  ["draft-07", () => require("ajv").default],
  ["2019-09", () => require("ajv/dist/2019").default],
  ["2020-12", () => require("ajv/dist/2020").default],
];

let args = process.argv.slice(2);
const published = args[0] === "--published";
if (published)
  args = args.slice(1);
if (args.length === 0 || args.length % 2 !== 0) {
  console.error("usage: node validate-json-schema.js [--published] SCHEMA DATA [SCHEMA DATA ...]");
  process.exit(2);
}
let exitCode = 0;
for (let i = 0; i < args.length; i += 2) {
  let validate;
  let data;
  try {
    const schema = JSON.parse(fs.readFileSync(args[i], "utf8"));
    data = JSON.parse(fs.readFileSync(args[i + 1], "utf8"));
    const dialect = String(schema.$schema || "2020-12");
    const found = validators.find(([name]) => dialect.includes(name));
    if (!found)
      throw new Error("unsupported $schema " + dialect);
    const Ajv = found[1]();
    const ajv = published ? new Ajv({ strict: false, allErrors: true })
                          : new Ajv({ strict: true, strictTypes: true, allErrors: true });
    addFormats(ajv);
    validate = ajv.compile(schema);
  } catch (error) {
    console.error(args[i] + ": " + String(error && error.message));
    process.exit(2);
  }
  if (validate(data)) {
    console.log(args[i + 1] + ": valid");
    continue;
  }
  exitCode = 1;
  for (const error of validate.errors) {
    console.log(args[i + 1] + ": " + JSON.stringify({ at: error.instancePath, message: error.message }));
  }
}
process.exit(exitCode);
