// Validates JSON documents against JSON Schemas (draft 2020-12) with ajv,
// an independent implementation:
//   node validate-json-schema.js SCHEMA DATA [SCHEMA DATA ...]
// Prints "DATA: valid" or "DATA: " and the errors as JSON, one line each;
// exit 0 when all are valid, 1 when any is not, 2 when a file is unusable.
"use strict";
const fs = require("fs");
const Ajv2020 = require("ajv/dist/2020").default;

const files = process.argv.slice(2);
if (files.length === 0 || files.length % 2 !== 0) {
  console.error("usage: node validate-json-schema.js SCHEMA DATA [SCHEMA DATA ...]");
  process.exit(2);
}
let exitCode = 0;
for (let i = 0; i < files.length; i += 2) {
  let validate;
  let data;
  try {
    const schema = JSON.parse(fs.readFileSync(files[i], "utf8"));
    data = JSON.parse(fs.readFileSync(files[i + 1], "utf8"));
    // strict: unknown keywords or formats in our schema are errors, not ignored;
    // union types and bounds beside a "$ref" to a numeric type are standard JSON Schema.
    validate = new Ajv2020({ strict: true, strictTypes: false, allowUnionTypes: true, allErrors: true })
      .compile(schema);
  } catch (error) {
    console.error(files[i] + ": " + String(error && error.message));
    process.exit(2);
  }
  if (validate(data)) {
    console.log(files[i + 1] + ": valid");
    continue;
  }
  exitCode = 1;
  for (const error of validate.errors) {
    console.log(files[i + 1] + ": " + JSON.stringify({ at: error.instancePath, message: error.message }));
  }
}
process.exit(exitCode);
