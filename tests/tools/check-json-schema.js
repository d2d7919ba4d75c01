// SPDX-License-Identifier: GPL-3.0-or-later
// An independent evaluator of MongoDB's $jsonSchema, built on ajv, to check
// another evaluator document by document:
//   node check-json-schema.js SCHEMA.json DOCS.bson
//     prints "<index> pass" or "<index> fail" per document (index from 0)
//   node check-json-schema.js --bench SCHEMA.json DOCS.bson
//     prints "ajv_docs_per_s: <N> docs/s" and "ajv_failing: <count>", timed
//     over decoding each document from the buffer and validating it.
// Exit 0 when both files were usable, whatever the verdicts; 2 (with a
// message on stderr) when not, a schema MongoDB would refuse included.
// SCHEMA.json is the $jsonSchema object in Extended JSON (canonical or
// relaxed); DOCS.bson is BSON documents end to end (mongodump's format).
//
// ajv does the structure (properties, required, items, allOf...); what
// depends on BSON types is done by keywords added here: bsonType (for both
// `type` and `bsonType`), bsonNumeric (minimum..., multipleOf), bsonEnum,
// bsonUniqueItems, and bsonIsDocument, which guards the object keywords so
// that they apply to documents only, not to values such as an ObjectId.
'use strict';
const fs = require('fs');
const Ajv = require('ajv').default;
const { EJSON, Int32, Double, Long, Decimal128, ObjectId, Binary, Timestamp, Code,
        BSONSymbol, BSONRegExp, MinKey, MaxKey } = require('bson');

// Documents are decoded here, not by BSON.deserialize: that one makes the
// same DBRef of a dbPointer and of a document {$ref, $id}, and makes
// undefined JavaScript's undefined, a missing field to ajv. A document
// becomes an object without prototype, an array an array, a string or a
// boolean itself, any other value an instance of a class naming its type.
class BsonUndefined {}
const UNDEFINED = new BsonUndefined();
class Regex { constructor(pattern, options) { this.pattern = pattern; this.options = options; } }
class DbPointer { constructor(ns, oid) { this.ns = ns; this.oid = oid; } }

function cstring(buf, at, end) { // where the terminating zero is
    const zero = buf.indexOf(0, at);
    if (zero < 0 || zero >= end) throw new Error('unterminated string');
    return zero;
}
function text(buf, from, to) { // UTF-8; a short ASCII text without a call into C++
    if (to - from > 32) return buf.toString('utf8', from, to);
    let s = '';
    for (let i = from; i < to; i++) {
        if (buf[i] > 0x7f) return buf.toString('utf8', from, to);
        s += String.fromCharCode(buf[i]);
    }
    return s;
}
function string(buf, at, end) {
    const size = buf.readInt32LE(at);
    if (size < 1 || at + 4 + size > end || buf[at + 3 + size] !== 0) throw new Error('bad string length');
    return text(buf, at + 4, at + 3 + size);
}
function readDocument(buf, start, end, isArray) {
    if (end - start < 5 || buf.readInt32LE(start) !== end - start || buf[end - 1] !== 0)
        throw new Error('bad document length');
    const out = isArray ? [] : Object.create(null);
    for (let at = start + 4; at < end - 1;) {
        const type = buf[at], nameEnd = cstring(buf, at + 1, end);
        const name = isArray ? '' : text(buf, at + 1, nameEnd);
        at = nameEnd + 1;
        let value = null, size = 0; // size: the value's bytes
        switch (type) {
        case 0x01: value = new Double(buf.readDoubleLE(at)); size = 8; break;
        case 0x02: value = string(buf, at, end); size = 4 + buf.readInt32LE(at); break;
        case 0x03: case 0x04: size = buf.readInt32LE(at); value = readDocument(buf, at, at + size, type === 0x04); break;
        case 0x05:
            size = 5 + buf.readInt32LE(at);
            if (size < 5) throw new Error('bad binary length');
            value = new Binary(buf.subarray(at + 5, at + size), buf[at + 4]);
            break;
        case 0x06: value = UNDEFINED; break;
        case 0x07: value = new ObjectId(buf.subarray(at, at + 12)); size = 12; break;
        case 0x08: value = buf[at] !== 0; size = 1; break;
        case 0x09: value = new Date(buf.readInt32LE(at + 4) * 4294967296 + buf.readUInt32LE(at)); size = 8; break;
        case 0x0A: break;
        case 0x0B: {
            const patternEnd = cstring(buf, at, end), optionsEnd = cstring(buf, patternEnd + 1, end);
            value = new Regex(text(buf, at, patternEnd), text(buf, patternEnd + 1, optionsEnd));
            size = optionsEnd + 1 - at;
            break;
        }
        case 0x0C:
            size = 16 + buf.readInt32LE(at);
            value = new DbPointer(string(buf, at, end), new ObjectId(buf.subarray(at + size - 12, at + size)));
            break;
        case 0x0D: value = new Code(string(buf, at, end)); size = 4 + buf.readInt32LE(at); break;
        case 0x0E: value = new BSONSymbol(string(buf, at, end)); size = 4 + buf.readInt32LE(at); break;
        case 0x0F: // code with its scope: total size, code, scope document
            size = buf.readInt32LE(at);
            value = new Code(string(buf, at + 4, at + size),
                             readDocument(buf, at + 8 + buf.readInt32LE(at + 4), at + size, false));
            break;
        case 0x10: value = new Int32(buf.readInt32LE(at)); size = 4; break;
        case 0x11: value = new Timestamp({ i: buf.readUInt32LE(at), t: buf.readUInt32LE(at + 4) }); size = 8; break;
        case 0x12: value = new Long(buf.readInt32LE(at), buf.readInt32LE(at + 4)); size = 8; break;
        case 0x13: value = new Decimal128(buf.subarray(at, at + 16)); size = 16; break;
        case 0xFF: value = new MinKey(); break;
        case 0x7F: value = new MaxKey(); break;
        default: throw new Error('unknown BSON type 0x' + type.toString(16));
        }
        at += size;
        if (at > end - 1) throw new Error('a value overruns its document');
        if (isArray) out.push(value); else out[name] = value;
    }
    return out;
}

// The type of a value as bsonType names it.
const TYPES = new Map([[Int32, 'int'], [Double, 'double'], [Long, 'long'], [Decimal128, 'decimal'],
    [ObjectId, 'objectId'], [Binary, 'binData'], [Timestamp, 'timestamp'], [Date, 'date'],
    [Regex, 'regex'], [BSONRegExp, 'regex'], [DbPointer, 'dbPointer'], [BSONSymbol, 'symbol'],
    [MinKey, 'minKey'], [MaxKey, 'maxKey'], [BsonUndefined, 'undefined'], [Object, 'object']]);
function typeOf(v) {
    if (v === null) return 'null';
    if (typeof v !== 'object') return typeof v === 'string' ? 'string' : 'bool';
    if (Array.isArray(v)) return 'array';
    const c = v.constructor; // undefined for a decoded document
    if (c === undefined) return 'object';
    return c === Code ? (v.scope ? 'javascriptWithScope' : 'javascript') : TYPES.get(c) || 'unknown';
}
const isDocument = (v) => typeOf(v) === 'object';
const NUMBERS = ['int', 'long', 'double', 'decimal'];
const isNumber = (v) => NUMBERS.includes(typeOf(v));

// A Decimal128 as [sign, coefficient, exponent], or NaN, or ±Infinity.
function decimalParts(d) {
    const bytes = Buffer.from(d.bytes.buffer, d.bytes.byteOffset, 16);
    const high = bytes.readBigUInt64LE(8), sign = high >> 63n ? '-' : '';
    const combination = Number((high >> 58n) & 0x1fn);
    if (combination >= 0x1e) return combination === 0x1f ? NaN : sign ? -Infinity : Infinity;
    const large = ((high >> 61n) & 3n) === 3n; // its coefficient is too large: zero
    const coefficient = large ? 0n : ((high & 0x1ffffffffffffn) << 64n) | bytes.readBigUInt64LE(0);
    return [sign, coefficient >= 10n ** 34n ? 0n : coefficient,
            Number((high >> (large ? 47n : 49n)) & 0x3fffn) - 6176];
}
// Numbers compare by value whatever their type: a long exactly (as a
// BigInt), a decimal as the nearest double (close enough here).
function numberOf(v) {
    const t = typeOf(v);
    if (t !== 'decimal') return t === 'long' ? (BigInt(v.high) << 32n) + BigInt(v.low >>> 0) : v.value;
    const parts = decimalParts(v);
    if (!Array.isArray(parts)) return parts;
    const [sign, coefficient, exponent] = parts, c = Number(coefficient);
    if (coefficient <= 9007199254740991n && Math.abs(exponent) <= 22) // exact operands, rounded once
        return (sign ? -1 : 1) * (exponent < 0 ? c / 10 ** -exponent : c * 10 ** exponent);
    return Number(`${sign}${coefficient}e${exponent}`);
}
const isNaNValue = (x) => typeof x === 'number' && x !== x;
function compare(a, b) { // -1, 0, 1, or NaN when either is NaN
    if (typeof a === typeof b) return a < b ? -1 : a > b ? 1 : a === b ? 0 : NaN;
    if (typeof a === 'bigint') return -compare(b, a);
    if (a !== a || a === Infinity || a === -Infinity) return Math.sign(a);
    const floor = BigInt(Math.floor(a));
    return floor < b ? -1 : floor > b ? 1 : a > Math.floor(a) ? 1 : 0;
}
// minimum, maximum: MongoDB's $gte, $gt...; NaN matches only an inclusive NaN bound.
function withinBound(x, bound, direction) {
    const c = compare(x, bound.value);
    if (c !== c) return !bound.exclusive && isNaNValue(x) && isNaNValue(bound.value);
    return bound.exclusive ? c * direction > 0 : c * direction >= 0;
}
// multipleOf: MongoDB takes value mod divisor in Decimal128, a double first
// rounded to 15 significant digits (so 0.3 is a multiple of 0.1); exact here.
function decimalOf(v) { // [coefficient, exponent], or null for NaN and infinities
    const t = typeOf(v);
    if (t === 'decimal') {
        const parts = decimalParts(v);
        return Array.isArray(parts) ? [parts[0] ? -parts[1] : parts[1], parts[2]] : null;
    }
    const digits = t === 'double' ? v.value.toPrecision(15) : String(t === 'int' ? v.value : v.toString());
    const m = /^(-?)(\d+)(?:\.(\d*))?(?:e([+-]?\d+))?$/.exec(digits);
    return m && [BigInt(m[1] + m[2] + (m[3] || '')), Number(m[4] || 0) - (m[3] || '').length];
}
function isMultiple(x, divisor) {
    const e = x && Math.min(x[1], divisor[1]);
    return !!x && (x[0] * 10n ** BigInt(x[1] - e)) % (divisor[0] * 10n ** BigInt(divisor[1] - e)) === 0n;
}

// Equality as MongoDB's enum and uniqueItems see it: numbers by value (NaN
// equals NaN), a string equals a symbol of the same text, documents are
// equal when they hold the same fields in ANY order (MongoDB compares them
// "unordered" there), arrays element by element, the rest by type and value.
const KIND = { int: 'number', long: 'number', double: 'number', decimal: 'number', symbol: 'string' };
const bytesOf = (bin) => bin.buffer.subarray(0, bin.position);
function equal(a, b) {
    const ta = typeOf(a), tb = typeOf(b), kind = KIND[ta] || ta;
    if (kind !== (KIND[tb] || tb)) return false;
    switch (kind) {
    case 'number': {
        const x = numberOf(a), y = numberOf(b), c = compare(x, y);
        return c === 0 || (isNaNValue(x) && isNaNValue(y));
    }
    case 'string': return (ta === 'symbol' ? a.value : a) === (tb === 'symbol' ? b.value : b);
    case 'object': {
        const keys = Object.keys(a);
        return keys.length === Object.keys(b).length
            && keys.every((k) => Object.prototype.hasOwnProperty.call(b, k) && equal(a[k], b[k]));
    }
    case 'array': return a.length === b.length && a.every((x, i) => equal(x, b[i]));
    case 'bool': return a === b;
    case 'binData': return a.sub_type === b.sub_type && Buffer.compare(bytesOf(a), bytesOf(b)) === 0;
    case 'objectId': return a.equals(b);
    case 'date': return a.getTime() === b.getTime();
    case 'timestamp': return a.t === b.t && a.i === b.i;
    case 'regex': return a.pattern === b.pattern && a.options === b.options;
    case 'dbPointer': return a.ns === b.ns && a.oid.equals(b.oid);
    case 'javascript': return a.code === b.code;
    case 'javascriptWithScope': return a.code === b.code && equal(a.scope, b.scope);
    default: return true; // null, undefined, minKey, maxKey
    }
}
const distinct = (list) => list.every((x, i) => !list.slice(0, i).some((y) => equal(x, y)));

// Extended JSON read as MongoDB reads it: the type wrappers by the bson
// package, but {$undefined: true} as undefined (EJSON.parse makes it null)
// and {$ref, $id} as a document (EJSON.parse makes it a DBRef).
const WRAPPERS = new Set(['$oid', '$date', '$numberInt', '$numberLong', '$numberDouble',
    '$numberDecimal', '$binary', '$uuid', '$regularExpression', '$regex', '$timestamp',
    '$minKey', '$maxKey', '$code', '$symbol']);
function fromExtendedJson(v) {
    if (v === null || typeof v === 'string' || typeof v === 'boolean') return v;
    if (typeof v === 'number') return (v | 0) === v ? new Int32(v) : new Double(v);
    if (Array.isArray(v)) return v.map(fromExtendedJson);
    const keys = Object.keys(v), out = Object.create(null);
    if (keys.includes('$undefined')) return UNDEFINED;
    if (keys.includes('$dbPointer'))
        return new DbPointer(v.$dbPointer.$ref, EJSON.deserialize(v.$dbPointer.$id, { relaxed: false }));
    if (keys.some((k) => WRAPPERS.has(k))) return EJSON.deserialize(v, { relaxed: false });
    for (const k of keys) out[k] = fromExtendedJson(v[k]);
    return out;
}

// The MongoDB schema, checked as the server checks it, made an ajv schema.
const BSON_TYPES = ['double', 'string', 'object', 'array', 'binData', 'undefined', 'objectId',
    'bool', 'date', 'null', 'regex', 'dbPointer', 'javascript', 'symbol', 'javascriptWithScope',
    'int', 'timestamp', 'long', 'decimal', 'minKey', 'maxKey'];
const BSON_ALIASES = Object.assign(Object.fromEntries(BSON_TYPES.map((t) => [t, [t]])), { number: NUMBERS });
// `type` knows JSON's names, not "integer"; an array is of type "array"
// only, never of its elements' type.
const JSON_ALIASES = { object: ['object'], array: ['array'], number: NUMBERS, boolean: ['bool'],
    string: ['string'], null: ['null'] };
const KEYWORDS = new Set(['additionalItems', 'additionalProperties', 'allOf', 'anyOf', 'bsonType',
    'dependencies', 'description', 'enum', 'exclusiveMaximum', 'exclusiveMinimum', 'items',
    'maxItems', 'maxLength', 'maxProperties', 'maximum', 'minItems', 'minLength', 'minProperties',
    'minimum', 'multipleOf', 'not', 'oneOf', 'pattern', 'patternProperties', 'properties',
    'required', 'title', 'type', 'uniqueItems']);

function convert(s, where) {
    const fail = (k, why) => { throw new Error(`${where}${k ? '.' + k : ''}: ${why}`); };
    if (!isDocument(s)) fail('', 'a schema must be an object');
    for (const k of Object.keys(s))
        if (!KEYWORDS.has(k)) fail(k, 'not a keyword $jsonSchema supports');
    const has = (k) => s[k] !== undefined, is = (k, t) => typeOf(s[k]) === t;
    const sub = (k, v, at) => convert(v, `${where}.${k}${at === undefined ? '' : '.' + at}`);
    const count = (k) => {
        const n = isNumber(s[k]) ? Number(numberOf(s[k])) : NaN;
        return Number.isInteger(n) && n >= 0 ? n : fail(k, 'must be a non-negative integer');
    };
    const names = (k, v) => typeOf(v) === 'array' && v.length && v.every((x) => typeof x === 'string')
        && new Set(v).size === v.length ? v : fail(k, 'must be a non-empty array of distinct strings');
    const entries = (k, each) => !is(k, 'object') ? fail(k, 'must be an object')
        : Object.keys(s[k]).includes('__proto__') ? fail(k, 'names __proto__, which ajv ignores')
        : Object.fromEntries(Object.keys(s[k]).map((p) => [p, each(s[k][p], p)]));
    const schemas = (k) => entries(k, (v, p) => sub(k, v, p));
    const schemaOrBool = (k) => typeof s[k] === 'boolean' ? s[k]
        : is(k, 'object') ? sub(k, s[k]) : fail(k, 'must be an object or a boolean');
    const out = {}, doc = {}, numeric = {};
    if (has('type') && has('bsonType')) fail('', 'cannot have both type and bsonType');
    for (const [k, aliases] of [['type', JSON_ALIASES], ['bsonType', BSON_ALIASES]]) {
        if (!has(k)) continue;
        const list = is(k, 'string') ? [s[k]] : names(k, s[k]);
        out.bsonType = list.flatMap((t) => Object.prototype.hasOwnProperty.call(aliases, t) ? aliases[t]
            : fail(k, `type ${JSON.stringify(t)} is not supported`));
    }
    // Number keywords; in draft 4 exclusiveMinimum is a boolean beside minimum.
    for (const [bound, exclusive] of [['minimum', 'exclusiveMinimum'], ['maximum', 'exclusiveMaximum']]) {
        if (has(exclusive) && (!has(bound) || typeof s[exclusive] !== 'boolean'))
            fail(exclusive, `must be a boolean, beside ${bound}`);
        if (has(bound))
            numeric[bound] = { value: isNumber(s[bound]) ? numberOf(s[bound]) : fail(bound, 'must be a number'),
                               exclusive: s[exclusive] === true };
    }
    if (has('multipleOf')) {
        const divisor = isNumber(s.multipleOf) && decimalOf(s.multipleOf);
        numeric.multipleOf = divisor && divisor[0] > 0n ? divisor : fail('multipleOf', 'must be a positive number');
    }
    if (Object.keys(numeric).length) out.bsonNumeric = numeric;
    // String and array keywords: ajv's minLength counts code points, and its
    // patterns are compiled with regExp below.
    for (const k of ['minLength', 'maxLength', 'minItems', 'maxItems'])
        if (has(k)) out[k] = count(k);
    if (has('pattern')) out.pattern = is('pattern', 'string') ? s.pattern : fail('pattern', 'must be a string');
    if (has('items'))
        out.items = is('items', 'array') ? s.items.map((x, i) => sub('items', x, i)) : sub('items', s.items);
    if (has('additionalItems')) out.additionalItems = schemaOrBool('additionalItems');
    if (has('uniqueItems') && (is('uniqueItems', 'bool') ? s.uniqueItems : fail('uniqueItems', 'must be a boolean')))
        out.bsonUniqueItems = true;
    // Document keywords, applied to documents only.
    if (has('properties')) doc.properties = schemas('properties');
    if (has('patternProperties')) doc.patternProperties = schemas('patternProperties');
    if (has('additionalProperties')) doc.additionalProperties = schemaOrBool('additionalProperties');
    if (has('required')) doc.required = names('required', s.required);
    for (const k of ['minProperties', 'maxProperties'])
        if (has(k)) doc[k] = count(k);
    if (has('dependencies'))
        doc.dependencies = entries('dependencies', (d, p) => typeOf(d) === 'array' ? names(`dependencies.${p}`, d)
            : sub('dependencies', d, p));
    if (Object.keys(doc).length) Object.assign(out, { if: { bsonIsDocument: true }, then: doc });
    // Logic keywords.
    for (const k of ['allOf', 'anyOf', 'oneOf'])
        if (has(k))
            out[k] = is(k, 'array') && s[k].length ? s[k].map((x, i) => sub(k, x, i)) : fail(k, 'must be a non-empty array');
    if (has('not')) out.not = sub('not', s.not);
    if (has('enum'))
        out.bsonEnum = is('enum', 'array') && s.enum.length && distinct(s.enum) ? s.enum
            : fail('enum', 'must be a non-empty array of distinct values');
    for (const k of ['title', 'description'])
        if (has(k) && !is(k, 'string')) fail(k, 'must be a string');
    return out;
}

// MongoDB's patterns are PCRE's; JavaScript's with "u" are close, and
// without it when "u" refuses one (an escaped "-", say).
function regExp(pattern, flags) {
    try { return new RegExp(pattern, flags); } catch { return new RegExp(pattern); }
}
regExp.code = 'regExp';

function compile(schema) {
    const ajv = new Ajv({ strict: false, allErrors: false, code: { regExp } });
    const keyword = (name, schemaType, make) => ajv.addKeyword({ keyword: name, schemaType, errors: false, compile: make });
    keyword('bsonType', 'array', (types) => { const set = new Set(types); return (v) => set.has(typeOf(v)); });
    keyword('bsonIsDocument', 'boolean', () => isDocument);
    keyword('bsonEnum', 'array', (values) => (v) => values.some((x) => equal(x, v)));
    keyword('bsonUniqueItems', 'boolean', () => (v) => !Array.isArray(v) || distinct(v));
    keyword('bsonNumeric', 'object', (n) => (v) => {
        if (!isNumber(v)) return true; // number keywords leave other types alone
        const x = numberOf(v);
        return (!n.minimum || withinBound(x, n.minimum, 1)) && (!n.maximum || withinBound(x, n.maximum, -1))
            && (!n.multipleOf || isMultiple(decimalOf(v), n.multipleOf));
    });
    return ajv.compile(convert(schema, '$jsonSchema'));
}

function main(args) {
    const bench = args[0] === '--bench';
    if (bench) args = args.slice(1);
    const die = (message) => { console.error(message); process.exit(2); };
    if (args.length !== 2) die('usage: node check-json-schema.js [--bench] SCHEMA.json DOCS.bson');
    let validate, bytes, file = args[0];
    try {
        validate = compile(fromExtendedJson(JSON.parse(fs.readFileSync(file, 'utf8'))));
        bytes = fs.readFileSync(file = args[1]);
    } catch (error) {
        die(`${file}: ${error.message}`);
    }
    const lines = [];
    let index = 0, failing = 0, at = 0;
    const start = process.hrtime.bigint();
    try {
        for (; at < bytes.length; index++) {
            const size = at + 4 <= bytes.length ? bytes.readInt32LE(at) : 0;
            if (size < 5 || at + size > bytes.length) throw new Error('bad document length');
            const pass = validate(readDocument(bytes, at, at + size, false));
            failing += pass ? 0 : 1;
            if (!bench) lines.push(`${index} ${pass ? 'pass' : 'fail'}\n`);
            at += size;
        }
    } catch (error) {
        die(`${args[1]}: document ${index} (at byte ${at}): ${error.message}`);
    }
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    process.stdout.write(bench ? `ajv_docs_per_s: ${Math.round(index / Math.max(seconds, 1e-9))} docs/s\n`
                                 + `ajv_failing: ${failing}\n` : lines.join(''));
}

main(process.argv.slice(2));
