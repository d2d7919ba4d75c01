# SPDX-License-Identifier: GPL-3.0-or-later
"""What mockserver.py and its scenarios share: replies, matching, the pipeline stages it knows."""

import datetime
import sys
import uuid

try:
    import mockupdb
    from bson import Binary, ObjectId, json_util
    from bson.binary import UuidRepresentation
    from bson.int64 import Int64
except ImportError as import_error:
    sys.stderr.write("mockupdb is not installed for %s (%s); scripts/test installs python3-mockupdb\n"
                     % (sys.executable, import_error))
    sys.exit(2)

VERSION = "6.0.99-mock"
MORE_TO_COME = mockupdb.OP_MSG_FLAGS["moreToCome"]
DEFAULT_BATCH = 2
# Session ids (UUID, subtype 4) are written back as subtype 4, not pymongo 3's legacy 3.
RECORD_JSON = json_util.JSONOptions(json_mode=json_util.JSONMode.RELAXED,
                                    uuid_representation=UuidRepresentation.STANDARD)
# Fields of a command that are not its options: drivers add them to any command.
GENERIC_FIELDS = ("lsid", "$db", "$clusterTime", "$readPreference", "writeConcern", "readConcern", "comment",
                  "maxTimeMS", "txnNumber", "autocommit", "startTransaction", "apiVersion", "apiStrict",
                  "apiDeprecationErrors", "$audit", "$client")


def utc(*args):
    return datetime.datetime(*args, tzinfo=datetime.timezone.utc)


def oid(n):
    return ObjectId("64b000000000000000000%03x" % n)


def uuid4(n):
    return Binary(uuid.UUID(int=0x6d6f636b757064620000000000000000 + n).bytes, 4)


# The date every $indexStats answer counts accesses since.
INDEX_SINCE = utc(2024, 5, 1, 8, 30)


def error(code, code_name, errmsg):
    return {"ok": 0, "errmsg": errmsg, "code": code, "codeName": code_name}


def not_found(name):
    return error(59, "CommandNotFound", "no such command: '%s'" % name)


def cursor_reply(ns, batch, cursor_id=0, first=True):
    return {"cursor": {"firstBatch" if first else "nextBatch": batch, "id": Int64(cursor_id), "ns": ns},
            "ok": 1}


def matches(doc, query):
    """Top-level equality and $eq/$ne/$gt/$gte/$lt/$lte/$in; enough for the tests' filters."""
    for key, cond in (query or {}).items():
        if key.startswith("$"):
            continue
        value = doc.get(key)
        if isinstance(cond, dict) and cond and all(k.startswith("$") for k in cond):
            for op, arg in cond.items():
                try:
                    ok = {"$eq": lambda: value == arg, "$ne": lambda: value != arg,
                          "$gt": lambda: value is not None and value > arg,
                          "$gte": lambda: value is not None and value >= arg,
                          "$lt": lambda: value is not None and value < arg,
                          "$lte": lambda: value is not None and value <= arg,
                          "$in": lambda: value in arg,
                          "$size": lambda: isinstance(value, list) and len(value) == arg}.get(op, lambda: True)()
                except TypeError:
                    ok = False
                if not ok:
                    return False
        elif value != cond:
            return False
    return True


def brief(doc):
    """The command as a server prints it in an error message."""
    shown = {k: v for k, v in doc.items() if k not in ("lsid", "$clusterTime", "$readPreference")}
    return json_util.dumps(shown, json_options=RECORD_JSON)


def lookup(doc, spec, collection):
    """$lookup by localField/foreignField, as the server: an array on either side matches by element."""
    def values(value):
        return value if isinstance(value, list) else [value]
    local = values(doc.get(spec["localField"]))
    found = [other for other in collection(spec["from"])
             if any(v in values(other.get(spec["foreignField"])) for v in local)]
    return dict(doc, **{spec["as"]: found})


def path_value(doc, path):
    for part in path.split("."):
        doc = doc.get(part) if isinstance(doc, dict) else None
    return doc


def type_name(value):
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, dict):
        return "object"
    if isinstance(value, list):
        return "array"
    if isinstance(value, str):
        return "string"
    return "number"


def evaluate(doc, expression):
    """The few aggregation expressions DocModeler's counting pipelines use."""
    if isinstance(expression, str) and expression.startswith("$"):
        return path_value(doc, expression[1:])
    if isinstance(expression, dict) and len(expression) == 1:
        op, arg = next(iter(expression.items()))
        args = arg if isinstance(arg, list) else [arg]
        if op == "$cond":
            return evaluate(doc, args[1]) if evaluate(doc, args[0]) else evaluate(doc, args[2])
        if op == "$isArray":
            return isinstance(evaluate(doc, args[0]), list)
        if op == "$size":
            value = evaluate(doc, args[0])
            return len(value) if isinstance(value, list) else 0
        if op == "$eq":
            return evaluate(doc, args[0]) == evaluate(doc, args[1])
        if op == "$type":
            return "missing" if path_value(doc, args[0][1:]) is None and isinstance(args[0], str) \
                else type_name(evaluate(doc, args[0]))
    if isinstance(expression, dict):
        return {k: evaluate(doc, v) for k, v in expression.items()}
    return expression


def project(doc, spec):
    out = {"_id": doc.get("_id")} if spec.get("_id", 1) else {}
    for field, expression in spec.items():
        if field == "_id":
            continue
        out[field] = doc.get(field) if expression in (1, True) else evaluate(doc, expression)
    return out


def group_counts(docs, spec):
    groups = {}
    for doc in docs:
        key = evaluate(doc, spec.get("_id"))
        entry = groups.setdefault(json_util.dumps(key, sort_keys=True), {"_id": key})
        for field, acc in spec.items():
            if field != "_id":
                added = evaluate(doc, acc.get("$sum", 0)) if isinstance(acc, dict) else 0
                entry[field] = entry.get(field, 0) + (added if isinstance(added, (int, float)) else 0)
    return list(groups.values())


def run_pipeline(docs, pipeline, collection=lambda name: []):
    """`collection` gives another collection's documents by name, for $lookup."""
    for s in pipeline:
        if "$lookup" in s:
            docs = [lookup(d, s["$lookup"], collection) for d in docs]
        elif "$match" in s:
            docs = [d for d in docs if matches(d, s["$match"])]
        elif "$sample" in s:
            docs = docs[:int(s["$sample"].get("size", 0))]
        elif "$limit" in s:
            docs = docs[:int(s["$limit"])]
        elif "$skip" in s:
            docs = docs[int(s["$skip"]):]
        elif "$count" in s:
            docs = [{s["$count"]: len(docs)}] if docs else []
        elif "$group" in s:  # counting only: {_id: <constant, "$path" or {k: "$path"}>, n: {$sum: <constant>}}
            docs = group_counts(docs, s["$group"])
        elif "$project" in s and not all(v in (0, False) for v in s["$project"].values()):
            docs = [project(d, s["$project"]) for d in docs]
        elif "$sort" in s:
            for field, direction in reversed(list(s["$sort"].items())):
                docs = sorted(docs, key=lambda d: (d.get(field) is not None, d.get(field)), reverse=direction < 0)
    return docs


def first_stage(doc):
    pipeline = doc.get("pipeline") or []
    return pipeline[0] if pipeline and isinstance(pipeline[0], dict) else {}
