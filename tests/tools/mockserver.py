#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A scripted MongoDB wire-protocol server for the live tests (mockupdb).

Run with the Debian interpreter, which has python3-mockupdb:

    /usr/bin/python3 tests/tools/mockserver.py SCENARIO [--port P] [--record FILE]
                                               [--close-after-writes K] [--mongos]
                                               [--scram USER:PASSWORD] [--seed FILE]
                                               [--exit-on-stdin-close]

Prints one line MOCKUPDB_URI=mongodb://127.0.0.1:PORT/?directConnection=true
and answers until killed. No --port (or 0): a free port.
The keeps scenario lives in mockkeeper.py, the SCRAM exchange in mockscram.py,
what they share in mockcommon.py.

Every scenario answers hello / isMaster / ismaster itself (mockupdb 1.8 knows
only ismaster): a standalone primary, wire versions 0..17, sessions on.

  full          exact replies no local server keeps, for database "shop":
                listDatabases (shop, analytics); listCollections: "orders"
                ($jsonSchema validator, validationLevel moderate,
                validationAction warn, collation fr), capped "log", view
                "bigOrders", time-series "metrics"; listIndexes (_id, unique
                compound, partial, TTL); aggregate $indexStats / $collStats /
                $sample / $limit; collStats; dbStats; count; find with a real
                cursor (2 documents a batch unless batchSize says otherwise,
                then getMore); explain (FETCH over IXSCAN); killCursors; ping,
                buildInfo (6.0.99-mock), connectionStatus, endSessions.
                Writes (insert, update, delete, create, collMod, createIndexes,
                drop...) are acknowledged and forgotten. Anything else:
                CommandNotFound (59).
  old           like full, but listCollections, listDatabases, collStats,
                explain and aggregate with $collStats / $indexStats answer
                CommandNotFound (59); find on system.namespaces answers the old
                style ({name: "shop.orders"}, index namespaces included), find
                on system.indexes the old index list; count works.
  unauthorized  hello, ping, buildInfo, connectionStatus, endSessions work;
                listDatabases answers Unauthorized (13) unless the command has
                authorizedDatabases: true (then one database, "shop"); every
                other command answers 13 "not authorized on <db> to execute
                command { ... }".
  silent        answers hello only; any other command is read and never
                answered (the socket stays open): a server that hangs.
  closes        like full, but getMore closes the socket without a reply: a
                server that vanishes mid-cursor.
  record        like full; needs --record.
  replset       like full, but hello answers as the primary of replica set "rs0":
                setName, setVersion, electionId, me and primary (this server),
                hosts (this server and db2.rs0.invalid:27017), passives
                (db3.rs0.invalid:27017), arbiters (arbiter.rs0.invalid:27017).
  keeps         an empty server that keeps the schema it is sent, in memory,
                for any database: create (options, validator, validationLevel,
                validationAction, viewOn/pipeline, timeseries; NamespaceExists
                48 when the namespace exists), collMod (validator, level,
                action; index: {name or keyPattern, expireAfterSeconds and/or
                hidden} changes that index, IndexNotFound 27; NamespaceNotFound
                26 for a missing collection; with --version 9 or later,
                prepareConstraintValidationLevel: true and then
                validationLevel "constraint", which refuses a new validator
                and action warn, as MongoDB 9.0 does; before 9, both are
                refused as unknown), createIndexes (creates the
                collection implicitly; answers createdCollectionAutomatically,
                numIndexesBefore, numIndexesAfter, which stay equal for an
                identical existing index; same name with other keys:
                IndexKeySpecsConflict 86; same name and keys with other
                options, or same keys and options under another name:
                IndexOptionsConflict 85), dropIndexes (a name, a list of names,
                a key pattern or "*"; IndexNotFound 27, NamespaceNotFound 26),
                drop (26 when missing), dropDatabase. listCollections answers a
                real cursor: name, type, options exactly as create stored them
                ({} after an implicit creation), info {readOnly, uuid}, idIndex;
                listIndexes the _id_ index and then the created ones as
                {v: 2, key, name, <options as sent>}, in key order as sent;
                listDatabases the databases that hold a collection. Documents:
                insert keeps them (creating the collection), find (filter,
                sort on top-level fields, skip, limit) / count / aggregate
                ($match, $limit, $skip, $sample, $count, $group counting,
                $lookup by localField/foreignField;
                $indexStats with no accesses; $collStats) read them; a filter
                with $jsonSchema or $nor answers BadValue (2), as a server
                that cannot evaluate them in queries; an aggregate with $merge
                or $out answers an empty cursor and changes nothing (what such
                pipelines do is tested in mingo); update and delete are
                acknowledged and change nothing.
                collStats and dbStats answer sizes from what is kept, explain a
                COLLSCAN. hello, ping, buildInfo, connectionStatus,
                endSessions, getMore and killCursors as in full; anything else:
                CommandNotFound (59).
  validates     keeps, started with database "music", answering $jsonSchema in
                filters as a real mongod does, with scripted verdicts (mockupdb
                has no query engine; nothing here evaluates a schema).
                "invoices" (ints are int32, totals doubles):
                  {_id: 1, InvoiceId: 1, CustomerId: 7, Total: 1.98}
                  {_id: 2, InvoiceId: 2, CustomerId: 7, Total: 3.96}
                  {_id: 3, InvoiceId: ObjectId("650000000000000000000003"),
                   CustomerId: 8, Total: 5.94}
                  {_id: 4, InvoiceId: 4, CustomerId: 9, Total: 8.91}
                  {_id: 5, InvoiceId: ObjectId("650000000000000000000005"),
                   CustomerId: 9, Total: 13.86}
                "customers": {_id: 7, Name: "Ana"}, {_id: 8, Name: "Bo"}.
                The verdict: ANY $jsonSchema rejects the invoices whose
                InvoiceId is an int (_id 1, 2, 4) and passes the others
                (invoices 3 and 5, both customers), except the empty schema
                {}, which passes every document. So {$jsonSchema: S} matches
                invoices 3 and 5 and {$nor: [{$jsonSchema: S}]} invoices 1, 2
                and 4; with S = {} they match all 5 and none; on customers they
                match both and none whatever S is. Documents inserted later
                pass every schema.
                find (filter, skip, limit, batchSize, singleBatch; getMore),
                count (query, skip, limit) and aggregate (each $match stage;
                $skip, $limit, $count, $group counting as countDocuments sends
                it: [{$match: F}, ({$skip}, {$limit},) {$group: {_id: 1, n:
                {$sum: 1}}}]; $sample {size: n} gives the first n documents,
                where a real server picks them at random) honour a filter that
                is {}, {$jsonSchema: S}, {$nor: [{$jsonSchema: S}]} or an
                equality on _id ({_id: V} or {_id: {$eq: V}}); any other filter,
                or a $match after a stage that reshapes the documents, answers
                BadValue (2) "unsupported filter in the scripted server:
                <filter>", so a test notices.
                The rest as in keeps: listCollections (a real cursor) shows
                invoices and customers with options {} until collMod keeps a
                validator, validationLevel or validationAction there; create
                keeps a new collection with its options; createIndexes keeps
                indexes for listIndexes (_id_ first); listDatabases answers
                music; dbStats and collStats count the documents' BSON sizes.
                Writes: once collMod or create kept a validator on invoices,
                an insert or a replacement whose InvoiceId is an int answers
                a write error 121 "Document failed validation" with the
                errInfo MongoDB 7 gives (failingDocumentId; details:
                $jsonSchema / properties / InvoiceId / bsonType objectId,
                "type did not match", consideredValue, consideredType); a
                replacement ({q: {_id: V, and any other fields}, u: a whole
                document}) replaces the kept document whose fields equal
                q's.
                buildInfo says 7.0.99-mock; hello as every scenario.

  traffic       a server whose profiler, $queryStats and $indexStats answer
                documents read from files (--profile, --query-stats,
                --index-stats NS=FILE, --refuse-profile): see mocktraffic.py.

--record FILE (any scenario) appends every command document received, one
relaxed extended-JSON line each, so a test can prove what a client sent.
--close-after-writes K (any scenario; meaningful with keeps and validates):
once K schema writes (create, collMod, createIndexes, dropIndexes, drop,
dropDatabase) and aggregations that write ($merge, $out) have been answered, the next one closes its connection without
a reply and is NOT carried out (it is still recorded). That happens once: the
server keeps running with the state so far, accepts new connections and counts
no further, so a client that runs again can finish.
--mongos (with keeps): the server says it is a mongos (hello msg "isdbgrid");
admin takes enableSharding and shardCollection (the collection needs an index
that starts with the key, InvalidOptions 72 otherwise, unless it is missing,
then it is created with one; sharded again by the same key: ok; by another:
AlreadyInitialized 23), find on config.collections lists the sharded
namespaces {_id, key, unique}, and createIndexes answers per shard under "raw"
without numIndexesBefore/After at the top, as a mongos does.
--scram USER:PASSWORD (any scenario but silent): hello offers SCRAM-SHA-1 and
SCRAM-SHA-256 in saslSupportedMechs, and saslStart / saslContinue run the real
exchange (mockscram.py): the right password completes it with the server's
signature, anything else answers AuthenticationFailed (18). Without it,
saslStart answers CommandNotFound like any unknown command.
--seed FILE (keeps): the server starts holding the documents of FILE, relaxed
Extended JSON {"db": {"collection": [documents...]}}.
--exit-on-stdin-close also stops the server when standard input closes, so a
test process that dies leaves no server behind.
"""

import argparse
import datetime
import os
import signal
import sys
import threading
import time
from collections import OrderedDict

from mockcommon import (DEFAULT_BATCH, INDEX_SINCE, MORE_TO_COME, RECORD_JSON, VERSION, brief, cursor_reply, error, first_stage,
                        matches, not_found, oid, run_pipeline, utc, uuid4)

import bson
import mockupdb
from bson import ObjectId, json_util
from bson.int64 import Int64

from mockkeeper import Keeper
from mocktraffic import Traffic
from mockscram import Scram

SCENARIOS = ("full", "old", "unauthorized", "silent", "closes", "record", "keeps", "replset", "validates",
             "traffic")
HOST = "127.0.0.1"
WRITE_COMMANDS = ("insert", "update", "delete", "create", "collmod", "createindexes", "dropindexes",
                  "drop", "dropdatabase", "renamecollection")
# The writes --close-after-writes counts (lower case).
SCHEMA_WRITES = ("create", "collmod", "createindexes", "dropindexes", "drop", "dropdatabase")


# ---- what the "shop" database holds ----------------------------------------

DATABASES = [
    {"name": "shop", "sizeOnDisk": 8388608, "empty": False},
    {"name": "analytics", "sizeOnDisk": 1048576, "empty": False},
]

ORDERS_VALIDATOR = {"$jsonSchema": {
    "bsonType": "object",
    "required": ["customerId", "total", "status"],
    "properties": {
        "customerId": {"bsonType": "objectId"},
        "total": {"bsonType": ["double", "decimal"], "minimum": 0},
        "status": {"enum": ["open", "paid", "shipped"]},
        "items": {"bsonType": "array", "items": {
            "bsonType": "object", "required": ["sku", "qty"],
            "properties": {"sku": {"bsonType": "string"}, "qty": {"bsonType": "int", "minimum": 1}}}},
    },
}}

FR_COLLATION = {"locale": "fr", "caseLevel": False, "caseFirst": "off", "strength": 3,
                "numericOrdering": False, "alternate": "non-ignorable", "maxVariable": "punct",
                "normalization": False, "backwards": False, "version": "57.1"}

ID_INDEX = {"v": 2, "key": {"_id": 1}, "name": "_id_"}

COLLECTIONS = [
    {"name": "orders", "type": "collection",
     "options": {"validator": ORDERS_VALIDATOR, "validationLevel": "moderate", "validationAction": "warn",
                 "collation": FR_COLLATION},
     "info": {"readOnly": False, "uuid": uuid4(1)},
     "idIndex": dict(ID_INDEX, collation=FR_COLLATION)},
    {"name": "log", "type": "collection",
     "options": {"capped": True, "size": 1048576, "max": 1000},
     "info": {"readOnly": False, "uuid": uuid4(2)},
     "idIndex": ID_INDEX},
    {"name": "bigOrders", "type": "view",
     "options": {"viewOn": "orders", "pipeline": [{"$match": {"total": {"$gt": 100}}}]},
     "info": {"readOnly": True}},
    {"name": "metrics", "type": "timeseries",
     "options": {"timeseries": {"timeField": "ts", "metaField": "host", "granularity": "minutes",
                                "bucketMaxSpanSeconds": 86400}},
     "info": {"readOnly": False}},
]

ORDERS_INDEXES = [
    dict(ID_INDEX, collation=FR_COLLATION),
    {"v": 2, "key": {"customerId": 1, "createdAt": -1}, "name": "customerId_1_createdAt_-1", "unique": True,
     "collation": FR_COLLATION},
    {"v": 2, "key": {"status": 1, "total": -1}, "name": "status_1_total_-1",
     "partialFilterExpression": {"total": {"$gt": 100}}, "collation": FR_COLLATION},
    {"v": 2, "key": {"createdAt": 1}, "name": "createdAt_1", "expireAfterSeconds": 2592000,
     "collation": FR_COLLATION},
]
INDEX_OPS = {"_id_": 12, "customerId_1_createdAt_-1": 4821, "status_1_total_-1": 37, "createdAt_1": 0}

INDEXES = {"orders": ORDERS_INDEXES, "log": [ID_INDEX], "metrics": []}


def order(n, customer, total, status, day, items):
    return {"_id": oid(n), "customerId": oid(0x100 + customer), "total": total, "status": status,
            "createdAt": utc(2024, 5, day, 12, 0), "items": [{"sku": s, "qty": q} for s, q in items]}


DOCUMENTS = {
    "orders": [
        order(1, 1, 42.5, "paid", 2, [("A-1", 1)]),
        order(2, 1, 180.0, "shipped", 3, [("B-7", 2), ("C-3", 1)]),
        order(3, 2, 12.0, "open", 5, [("A-1", 1)]),
        order(4, 3, 260.25, "paid", 8, [("D-9", 5)]),
        order(5, 2, 99.99, "open", 9, [("B-7", 1)]),
    ],
    "log": [],
    "metrics": [
        {"_id": oid(0x201), "ts": utc(2024, 5, 1, 0, 0), "host": "web1", "cpu": 0.42},
        {"_id": oid(0x202), "ts": utc(2024, 5, 1, 0, 1), "host": "web2", "cpu": 0.17},
        {"_id": oid(0x203), "ts": utc(2024, 5, 1, 0, 2), "host": "web1", "cpu": 0.55},
    ],
}
DOCUMENTS["bigOrders"] = [d for d in DOCUMENTS["orders"] if d["total"] > 100]

INDEX_SIZE = 20480

# What replset's hello adds: the other members never answer (the URI connects directly).
REPLICA_SET = {"setName": "rs0", "setVersion": 3, "electionId": ObjectId("7fffffff0000000000000004"),
               "hosts": ["db2.rs0.invalid:27017"], "passives": ["db3.rs0.invalid:27017"],
               "arbiters": ["arbiter.rs0.invalid:27017"]}


def collection_stats(name):
    docs = DOCUMENTS[name]
    size = 250 * len(docs)
    indexes = INDEXES.get(name, [])
    stats = {"ns": "shop." + name, "size": size, "count": len(docs),
             "avgObjSize": 250 if docs else 0, "storageSize": 36864 if docs else 4096,
             "freeStorageSize": 0, "capped": False, "nindexes": len(indexes),
             "indexSizes": {i["name"]: INDEX_SIZE for i in indexes},
             "totalIndexSize": INDEX_SIZE * len(indexes), "totalSize": 0, "scaleFactor": 1}
    stats["totalSize"] = stats["storageSize"] + stats["totalIndexSize"]
    info = next(c for c in COLLECTIONS if c["name"] == name)
    if info["options"].get("capped"):
        stats.update(capped=True, max=info["options"]["max"], maxSize=info["options"]["size"])
    if info["type"] == "timeseries":
        stats["timeseries"] = {"bucketsNs": "shop.system.buckets." + name, "bucketCount": 1}
    return stats


# ---- what the validates scenario holds: "music", and the scripted verdicts ----

VALIDATES_VERSION = "7.0.99-mock"

MUSIC = OrderedDict([
    ("invoices", [
        {"_id": 1, "InvoiceId": 1, "CustomerId": 7, "Total": 1.98},
        {"_id": 2, "InvoiceId": 2, "CustomerId": 7, "Total": 3.96},
        {"_id": 3, "InvoiceId": ObjectId("650000000000000000000003"), "CustomerId": 8, "Total": 5.94},
        {"_id": 4, "InvoiceId": 4, "CustomerId": 9, "Total": 8.91},
        {"_id": 5, "InvoiceId": ObjectId("650000000000000000000005"), "CustomerId": 9, "Total": 13.86},
    ]),
    ("customers", [
        {"_id": 7, "Name": "Ana"},
        {"_id": 8, "Name": "Bo"},
    ]),
])

# The verdict, by namespace: the _ids of the documents that every $jsonSchema
# but the empty one rejects (the invoices whose InvoiceId is an int). The rest
# pass every schema.
SCHEMA_REJECTS = {("music", "invoices"): {1, 2, 4}}


class Validates(Keeper):
    """The validates scenario: keeps, seeded with MUSIC, whose reads take the scripted filters."""

    def __init__(self, server):
        super().__init__(server)
        for name, docs in MUSIC.items():
            self.add("music", name, OrderedDict()).documents.extend(dict(d) for d in docs)

    @staticmethod
    def unsupported(query, where=""):
        return error(2, "BadValue", "unsupported filter in the scripted server: %s%s"
                     % (json_util.dumps(query, json_options=RECORD_JSON), where))

    def passes(self, db, coll, doc, schema):
        return not schema or doc.get("_id") not in SCHEMA_REJECTS.get((db, coll), ())

    def selected(self, db, coll, query):
        """The documents a scripted filter selects, or None for any other filter."""
        docs = self.documents(db, coll)
        query = query or {}
        keys = list(query)
        if not keys:
            return docs
        if keys == ["_id"]:
            value = query["_id"]
            if isinstance(value, dict) and any(k.startswith("$") for k in value):
                if list(value) != ["$eq"]:
                    return None
                value = value["$eq"]
            return [d for d in docs if d.get("_id") == value]
        if keys == ["$jsonSchema"] and isinstance(query["$jsonSchema"], dict):
            return [d for d in docs if self.passes(db, coll, d, query["$jsonSchema"])]
        nor = query.get("$nor")
        if keys == ["$nor"] and isinstance(nor, list) and len(nor) == 1 and isinstance(nor[0], dict) \
                and list(nor[0]) == ["$jsonSchema"] and isinstance(nor[0]["$jsonSchema"], dict):
            return [d for d in docs if not self.passes(db, coll, d, nor[0]["$jsonSchema"])]
        return None

    def as_ids(self, db, coll, query):
        """The filter rewritten as {_id: {$in: [...]}}, which keeps' matching understands, or an error reply."""
        docs = self.selected(db, coll, query)
        if docs is None:
            return None, self.unsupported(query)
        return {"_id": {"$in": [d["_id"] for d in docs]}}, None

    # -- writes: once a validator is kept, an invoice with an int InvoiceId is
    # refused as MongoDB 7 refuses it (121 with errInfo); a replacement by
    # _id replaces the kept document --
    def refusal(self, db, coll, doc):
        kept = self.get(db, coll)
        value = doc.get("InvoiceId")
        if (db, coll) != ("music", "invoices") or kept is None or "validator" not in kept.options \
                or not isinstance(value, int) or isinstance(value, bool):
            return None
        considered = "long" if isinstance(value, bson.int64.Int64) else "int"
        details = OrderedDict([
            ("operatorName", "$jsonSchema"),
            ("schemaRulesNotSatisfied", [OrderedDict([
                ("operatorName", "properties"),
                ("propertiesNotSatisfied", [OrderedDict([
                    ("propertyName", "InvoiceId"),
                    ("details", [OrderedDict([
                        ("operatorName", "bsonType"),
                        ("specifiedAs", {"bsonType": "objectId"}),
                        ("reason", "type did not match"),
                        ("consideredValue", value),
                        ("consideredType", considered)])])])])])])])
        return OrderedDict([("code", 121), ("errmsg", "Document failed validation"),
                            ("errInfo", OrderedDict([("failingDocumentId", doc.get("_id")), ("details", details)]))])

    def cmd_insert(self, db, doc):
        for index, document in enumerate(doc.get("documents") or []):
            refused = self.refusal(db, doc["insert"], document)
            if refused:
                return {"n": 0, "writeErrors": [OrderedDict([("index", index)], **refused)], "ok": 1}
        return super().cmd_insert(db, doc)

    def cmd_update(self, db, doc):
        kept = self.get(db, doc["update"])
        matched = modified = 0
        for index, statement in enumerate(doc.get("updates") or []):
            query, replacement = statement.get("q") or {}, statement.get("u")
            if not isinstance(replacement, dict) or any(k.startswith("$") for k in replacement) \
                    or "_id" not in query or kept is None:
                continue  # other updates: acknowledged, nothing changed (as keeps)
            refused = self.refusal(db, doc["update"], dict(replacement, _id=query["_id"]))
            if refused:
                return {"n": matched, "nModified": modified,
                        "writeErrors": [OrderedDict([("index", index)], **refused)], "ok": 1}
            for position, document in enumerate(kept.documents):
                if all(document.get(key) == value for key, value in query.items()):
                    kept.documents[position] = OrderedDict([("_id", query["_id"])], **replacement)
                    matched += 1
                    modified += 1
                    break
        return {"n": matched, "nModified": modified, "ok": 1}

    def cmd_find(self, db, doc):
        if self.server.mongos and (db, doc["find"]) == ("config", "collections"):
            return super().cmd_find(db, doc)
        query, failure = self.as_ids(db, doc["find"], doc.get("filter"))
        return failure or super().cmd_find(db, dict(doc, filter=query))

    def cmd_count(self, db, doc):
        query, failure = self.as_ids(db, doc["count"], doc.get("query"))
        return failure or super().cmd_count(db, dict(doc, query=query))

    def cmd_aggregate(self, db, doc):
        pipeline = []
        reshaped = None  # the first stage whose output is no longer the collection's documents
        for stage in doc.get("pipeline") or []:
            if isinstance(stage, dict) and "$match" in stage:
                if reshaped:
                    return self.unsupported(stage["$match"], " (a $match after %s)" % reshaped)
                query, failure = self.as_ids(db, doc["aggregate"], stage["$match"])
                if failure:
                    return failure
                stage = {"$match": query}
            elif not reshaped and not (isinstance(stage, dict) and set(stage) <= {"$skip", "$limit", "$sample"}):
                reshaped = next(iter(stage), "a stage") if isinstance(stage, dict) else "a stage"
            pipeline.append(stage)
        return super().cmd_aggregate(db, dict(doc, pipeline=pipeline))

    def stats(self, db, coll):
        stats = super().stats(db, coll)
        docs = self.get(db, coll).documents
        size = sum(len(bson.encode(d)) for d in docs)
        stats.update(size=size, avgObjSize=size // len(docs) if docs else 0, storageSize=4096 + size,
                     totalSize=4096 + size + stats["totalIndexSize"])
        return stats


class Server:
    def __init__(self, scenario, record, close_after_writes=None, mongos=False, scram=None):
        self.scenario = scenario
        self.mongos = mongos
        self.scram = Scram(scram) if scram else None
        self.address = HOST  # host:port once listening, as replset's hello names this member
        self.record = record
        self.cursors = {}  # id -> (ns, remaining documents)
        self.next_cursor = 7000000001
        self.connection_id = 0
        self.close_after_writes = close_after_writes
        self.writes_answered = 0
        self.closed_once = False
        self.version = None  # buildInfo's version; None: the scenario's
        keepers = {"keeps": Keeper, "validates": Validates, "traffic": Traffic}
        self.keeper = keepers[scenario](self) if scenario in keepers else None

    # -- entry point: one call per request, serialized by mockupdb's lock --
    def handle(self, request):
        doc = request.doc if request.docs else {}
        if len(doc) and next(iter(doc)) == "$query":  # OP_QUERY command with a read preference
            doc = doc["$query"]
        if self.record is not None:
            self.record.write(json_util.dumps(doc, json_options=RECORD_JSON) + "\n")
            self.record.flush()
        if isinstance(request, mockupdb.OpMsg) and request.flags & MORE_TO_COME:
            return True  # unacknowledged: nothing to answer
        if not request.is_command:
            return self.legacy_query(request)
        name = next(iter(doc), "")
        db = request.namespace or "admin"
        reply = self.answer(name, db, doc, request)
        if reply is not None:
            request.replies(reply)
        return True

    def answer(self, name, db, doc, request):
        lower = name.lower()
        if lower in ("hello", "ismaster"):
            return self.hello(doc)
        if self.scenario == "silent":
            return None
        if self.scram is not None and lower in ("saslstart", "saslcontinue"):
            return self.scram.start(doc) if lower == "saslstart" else self.scram.next(doc)
        if lower == "ping":
            return {"ok": 1}
        if lower == "buildinfo":
            version = self.version or (VALIDATES_VERSION if self.scenario == "validates" else VERSION)
            return {"version": version, "gitVersion": "mockupdb",
                    "versionArray": [int(n) for n in version.split("-")[0].split(".")] + [0],
                    "bits": 64, "maxBsonObjectSize": 16777216, "ok": 1}
        if lower == "endsessions":
            return {"ok": 1}
        if lower == "connectionstatus":
            return {"authInfo": {"authenticatedUsers": [], "authenticatedUserRoles": []}, "ok": 1}
        writes_data = lower == "aggregate" and any(
            isinstance(stage, dict) and ("$merge" in stage or "$out" in stage) for stage in doc.get("pipeline") or [])
        if (lower in SCHEMA_WRITES or writes_data) and self.close_after_writes is not None and not self.closed_once:
            if self.writes_answered >= self.close_after_writes:
                self.closed_once = True  # once: a client that runs again finishes
                request.hangup()
                return None
            self.writes_answered += 1
        if self.scenario == "unauthorized":
            return self.unauthorized(name, db, doc)
        if self.keeper is not None:
            handler = getattr(self.keeper, "cmd_" + lower, None) \
                or (getattr(self, "cmd_" + lower) if lower in ("getmore", "killcursors") else None)
            return handler(db, doc) if handler else not_found(name)
        if self.scenario == "closes" and lower == "getmore":
            request.hangup()
            return None
        if self.scenario == "old":
            if lower in ("listcollections", "listdatabases", "collstats", "explain"):
                return not_found(name)
            if lower == "aggregate" and any(s in first_stage(doc) for s in ("$collStats", "$indexStats")):
                return not_found(name)
        handler = getattr(self, "cmd_" + lower, None)
        if handler:
            return handler(db, doc)
        if lower in WRITE_COMMANDS:
            return self.write(lower, doc)
        return not_found(name)

    def hello(self, doc):
        self.connection_id += 1
        reply = {"helloOk": True, "ismaster": True, "isWritablePrimary": True,
                 "maxBsonObjectSize": 16777216, "maxMessageSizeBytes": 48000000, "maxWriteBatchSize": 100000,
                 "localTime": datetime.datetime.now(datetime.timezone.utc), "logicalSessionTimeoutMinutes": 30,
                 "connectionId": self.connection_id, "minWireVersion": 0, "maxWireVersion": 17,
                 "readOnly": False, "ok": 1, **({"msg": "isdbgrid"} if self.mongos else {})}
        if self.scenario == "replset":
            reply.update(REPLICA_SET, me=self.address, primary=self.address, secondary=False,
                         hosts=[self.address] + REPLICA_SET["hosts"])
        if self.scram is not None and "saslSupportedMechs" in doc:
            reply["saslSupportedMechs"] = ["SCRAM-SHA-1", "SCRAM-SHA-256"]
        return reply

    def unauthorized(self, name, db, doc):
        if name.lower() == "listdatabases" and doc.get("authorizedDatabases") is True:
            dbs = [DATABASES[0]]
            if doc.get("nameOnly"):
                return {"databases": [{"name": d["name"]} for d in dbs], "ok": 1}
            return {"databases": dbs, "totalSize": dbs[0]["sizeOnDisk"],
                    "totalSizeMb": dbs[0]["sizeOnDisk"] // 1048576, "ok": 1}
        return error(13, "Unauthorized", "not authorized on %s to execute command %s" % (db, brief(doc)))

    def legacy_query(self, request):
        # OP_QUERY on a collection: only the old-style system collections.
        ns = request.namespace or ""
        coll = ns.split(".", 1)[1] if "." in ns else ns
        docs = self.system_collection(ns.split(".", 1)[0], coll) if self.scenario == "old" else None
        request.replies(*(docs or []))
        return True

    def system_collection(self, db, coll):
        if db != "shop":
            return None
        if coll == "system.namespaces":
            return [{"name": "shop.orders"}, {"name": "shop.orders.$_id_"},
                    {"name": "shop.orders.$customerId_1_createdAt_-1"},
                    {"name": "shop.log", "options": {"create": "log", "capped": True, "size": 1048576,
                                                     "max": 1000}},
                    {"name": "shop.log.$_id_"}, {"name": "shop.system.indexes"}]
        if coll == "system.indexes":
            return [dict(v=1, key=i["key"], name=i["name"], ns="shop." + c,
                         **{k: v for k, v in i.items() if k not in ("v", "key", "name", "collation")})
                    for c in ("orders", "log") for i in INDEXES[c]]
        return None

    # -- cursors --
    def open_cursor(self, ns, docs, first_batch_size, single=False):
        batch, rest = docs[:first_batch_size], docs[first_batch_size:]
        cursor_id = 0
        if rest and not single:
            cursor_id = self.next_cursor
            self.next_cursor += 1
            self.cursors[cursor_id] = (ns, rest)
        return cursor_reply(ns, batch, cursor_id)

    def cmd_getmore(self, db, doc):
        cursor_id = int(doc["getMore"])
        if cursor_id not in self.cursors:
            return error(43, "CursorNotFound", "cursor id %d not found" % cursor_id)
        ns, docs = self.cursors.pop(cursor_id)
        size = int(doc.get("batchSize") or DEFAULT_BATCH)
        batch, rest = docs[:size], docs[size:]
        if rest:
            self.cursors[cursor_id] = (ns, rest)
        return cursor_reply(ns, batch, cursor_id if rest else 0, first=False)

    def cmd_killcursors(self, db, doc):
        killed, missing = [], []
        for cursor_id in doc.get("cursors", []):
            (killed if self.cursors.pop(int(cursor_id), None) is not None else missing).append(cursor_id)
        return {"cursorsKilled": killed, "cursorsNotFound": missing, "cursorsAlive": [],
                "cursorsUnknown": [], "ok": 1}

    # -- reads --
    def collection(self, db, name):
        """The collection's info, or None when "shop" has no such collection."""
        if db != "shop":
            return None
        return next((c for c in COLLECTIONS if c["name"] == name), None)

    def cmd_find(self, db, doc):
        coll = doc["find"]
        ns = "%s.%s" % (db, coll)
        if self.scenario == "old":
            legacy = self.system_collection(db, coll)
            if legacy is not None:
                return cursor_reply(ns, legacy)
        docs = [d for d in DOCUMENTS.get(coll, []) if matches(d, doc.get("filter"))] \
            if self.collection(db, coll) else []
        skip = int(doc.get("skip") or 0)
        limit = int(doc.get("limit") or 0)
        docs = docs[skip:]
        if limit:
            docs = docs[:abs(limit)]
        size = int(doc.get("batchSize")) if doc.get("batchSize") is not None else DEFAULT_BATCH
        return self.open_cursor(ns, docs, size, single=bool(doc.get("singleBatch")) or limit < 0)

    def cmd_count(self, db, doc):
        coll = doc["count"]
        docs = DOCUMENTS.get(coll, []) if self.collection(db, coll) else []
        n = len([d for d in docs if matches(d, doc.get("query"))])
        n = max(0, n - int(doc.get("skip") or 0))
        if doc.get("limit"):
            n = min(n, abs(int(doc["limit"])))
        return {"n": n, "ok": 1}

    def cmd_listdatabases(self, db, doc):
        if doc.get("nameOnly"):
            return {"databases": [{"name": d["name"]} for d in DATABASES], "ok": 1}
        total = sum(d["sizeOnDisk"] for d in DATABASES)
        return {"databases": DATABASES, "totalSize": total, "totalSizeMb": total // 1048576, "ok": 1}

    def cmd_listcollections(self, db, doc):
        query = doc.get("filter") or {}
        infos = [c for c in COLLECTIONS if db == "shop" and matches(c, query)]
        if doc.get("nameOnly"):
            infos = [{"name": c["name"], "type": c["type"]} for c in infos]
        size = (doc.get("cursor") or {}).get("batchSize")
        return self.open_cursor("%s.$cmd.listCollections" % db, infos,
                                int(size) if size is not None else len(infos) or 1)

    def cmd_listindexes(self, db, doc):
        coll = doc["listIndexes"]
        info = self.collection(db, coll)
        if info is None:
            return error(26, "NamespaceNotFound", "ns does not exist: %s.%s" % (db, coll))
        if info["type"] == "view":
            return error(166, "CommandNotSupportedOnView", "Namespace %s.%s is a view, not a collection"
                         % (db, coll))
        return cursor_reply("%s.%s" % (db, coll), INDEXES[coll])

    def cmd_collstats(self, db, doc):
        coll = doc["collStats"]
        info = self.collection(db, coll)
        if info is None:
            return error(26, "NamespaceNotFound", "Collection [%s.%s] not found." % (db, coll))
        if info["type"] == "view":
            return error(166, "CommandNotSupportedOnView", "Namespace %s.%s is a view, not a collection"
                         % (db, coll))
        return dict(collection_stats(coll), ok=1)

    def cmd_dbstats(self, db, doc):
        if db != "shop":
            return {"db": db, "collections": 0, "views": 0, "objects": 0, "avgObjSize": 0, "dataSize": 0,
                    "storageSize": 0, "indexes": 0, "indexSize": 0, "totalSize": 0, "scaleFactor": 1,
                    "ok": 1}
        stats = [collection_stats(c["name"]) for c in COLLECTIONS if c["type"] != "view"]
        objects = sum(s["count"] for s in stats)
        data = sum(s["size"] for s in stats)
        return {"db": db, "collections": len(stats), "views": 1, "objects": objects,
                "avgObjSize": data / objects if objects else 0, "dataSize": data,
                "storageSize": sum(s["storageSize"] for s in stats), "indexes": sum(s["nindexes"] for s in stats),
                "indexSize": sum(s["totalIndexSize"] for s in stats),
                "totalSize": sum(s["totalSize"] for s in stats), "scaleFactor": 1, "ok": 1}

    def cmd_aggregate(self, db, doc):
        coll = doc["aggregate"]
        ns = "%s.%s" % (db, coll)
        pipeline = doc.get("pipeline") or []
        stage = first_stage(doc)
        info = self.collection(db, coll) if isinstance(coll, str) else None
        if "$indexStats" in stage or "$collStats" in stage:
            if info is not None and info["type"] == "view":
                return error(166, "CommandNotSupportedOnView", "Namespace %s is a view, not a collection" % ns)
            if "$indexStats" in stage:
                batch = [{"name": i["name"], "key": i["key"], "host": "mockupdb:27017",
                          "accesses": {"ops": Int64(INDEX_OPS.get(i["name"], 0)), "since": INDEX_SINCE},
                          "spec": i} for i in (INDEXES.get(coll, []) if info else [])]
                return cursor_reply(ns, batch)
            if info is None:
                return error(26, "NamespaceNotFound", "Unable to retrieve storageStats in $collStats stage"
                             " :: caused by :: Collection [%s] not found." % ns)
            spec = stage["$collStats"] or {}
            result = {"ns": ns, "host": "mockupdb:27017", "localTime": datetime.datetime.now(datetime.timezone.utc)}
            stats = collection_stats(coll)
            if "storageStats" in spec:
                result["storageStats"] = stats
            if "count" in spec:
                result["count"] = stats["count"]
            if "latencyStats" in spec:
                zero = {"latency": Int64(0), "ops": Int64(0)}
                result["latencyStats"] = {"reads": zero, "writes": zero, "commands": zero, "transactions": zero}
            return cursor_reply(ns, [result])
        docs = run_pipeline(list(DOCUMENTS.get(coll, [])) if info else [], pipeline)
        size = (doc.get("cursor") or {}).get("batchSize")
        return self.open_cursor(ns, docs, int(size) if size is not None else DEFAULT_BATCH)

    def cmd_explain(self, db, doc):
        inner = doc["explain"]
        coll = next(iter(inner.values()), "") if inner else ""
        query = inner.get("filter") or inner.get("query") or {}
        winning = {"stage": "FETCH", "inputStage": {
            "stage": "IXSCAN", "keyPattern": {"customerId": 1, "createdAt": -1},
            "indexName": "customerId_1_createdAt_-1", "isMultiKey": False,
            "multiKeyPaths": {"customerId": [], "createdAt": []}, "isUnique": True, "isSparse": False,
            "isPartial": False, "indexVersion": 2, "direction": "forward",
            "indexBounds": {"customerId": ["[MinKey, MaxKey]"], "createdAt": ["[MaxKey, MinKey]"]}}}
        reply = {"explainVersion": "1",
                 "queryPlanner": {"namespace": "%s.%s" % (db, coll), "indexFilterSet": False,
                                  "parsedQuery": query, "queryHash": "8A2C7F3E", "planCacheKey": "5D1E0B42",
                                  "maxIndexedOrSolutionsReached": False, "maxIndexedAndSolutionsReached": False,
                                  "maxScansToExplodeReached": False, "winningPlan": winning,
                                  "rejectedPlans": []},
                 "command": dict(inner, **{"$db": db}),
                 "serverInfo": {"host": "mockupdb", "port": 27017, "version": VERSION, "gitVersion": "mockupdb"},
                 "ok": 1}
        if doc.get("verbosity", "allPlansExecution") != "queryPlanner":
            n = len(DOCUMENTS.get(coll, []))
            reply["executionStats"] = {
                "executionSuccess": True, "nReturned": n, "executionTimeMillis": 0, "totalKeysExamined": n,
                "totalDocsExamined": n,
                "executionStages": {"stage": "FETCH", "nReturned": n, "docsExamined": n,
                                    "inputStage": dict(winning["inputStage"], nReturned=n, keysExamined=n)}}
        return reply

    # -- writes: acknowledged, nothing kept --
    def write(self, lower, doc):
        if lower == "insert":
            return {"n": len(doc.get("documents", [])), "ok": 1}
        if lower == "update":
            return {"n": 0, "nModified": 0, "ok": 1}
        if lower == "delete":
            return {"n": 0, "ok": 1}
        if lower == "createindexes":
            return {"numIndexesBefore": 1, "numIndexesAfter": 1 + len(doc.get("indexes", [])),
                    "createdCollectionAutomatically": False, "ok": 1}
        return {"ok": 1}


def main():
    parser = argparse.ArgumentParser(description="Scripted MongoDB test server (mockupdb).")
    parser.add_argument("scenario", choices=SCENARIOS)
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--record", metavar="FILE")
    parser.add_argument("--close-after-writes", type=int, metavar="K")
    parser.add_argument("--mongos", action="store_true")
    parser.add_argument("--scram", metavar="USER:PASSWORD")
    parser.add_argument("--seed", metavar="FILE")
    parser.add_argument("--exit-on-stdin-close", action="store_true")
    parser.add_argument("--profile", metavar="FILE")
    parser.add_argument("--query-stats", metavar="FILE")
    parser.add_argument("--index-stats", metavar="NS=FILE", action="append")
    parser.add_argument("--refuse-profile", action="store_true")
    parser.add_argument("--version", metavar="X.Y.Z", help="the version buildInfo answers")
    args = parser.parse_args()
    if args.close_after_writes is not None and args.close_after_writes < 0:
        parser.error("--close-after-writes needs K >= 0")
    if args.scenario == "record" and not args.record:
        parser.error("the record scenario needs --record FILE")

    record = open(args.record, "a", encoding="utf-8") if args.record else None
    logic = Server(args.scenario, record, args.close_after_writes, args.mongos, args.scram)
    logic.version = args.version
    if args.scenario == "traffic":
        logic.keeper.configure(args.profile, args.query_stats, args.index_stats, args.refuse_profile)
    if args.seed:
        if logic.keeper is None:
            parser.error("--seed needs the keeps or validates scenario")
        with open(args.seed, encoding="utf-8") as seed:
            for db, collections in json_util.loads(seed.read()).items():
                for coll, documents in collections.items():
                    logic.keeper.cmd_insert(db, {"insert": coll, "documents": documents})
    # mockupdb binds "localhost" with AF_INET, i.e. 127.0.0.1 only.
    server = mockupdb.MockupDB(port=args.port or None, request_timeout=int(1e6))
    server.autoresponds(logic.handle)
    try:
        port = server.run()
    except OSError as err:
        sys.stderr.write("mockupdb could not listen on %s:%d: %s\n" % (HOST, args.port, err))
        return 1
    logic.address = "%s:%d" % (HOST, port)
    print("MOCKUPDB_URI=mongodb://%s:%d/?directConnection=true" % (HOST, port), flush=True)

    def stop(*_):
        if record is not None:
            record.flush()
        os._exit(0)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    if args.exit_on_stdin_close:
        def watch():
            while sys.stdin.buffer.read(4096):
                pass
            stop()
        threading.Thread(target=watch, daemon=True).start()
    while True:
        time.sleep(3600)


if __name__ == "__main__":
    sys.exit(main())
