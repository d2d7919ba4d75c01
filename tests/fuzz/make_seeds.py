#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the generated seeds of tests/fuzz/corpus: server replies as BSON
(livereplies) and documents with every BSON type (extjson), as text and
as BSON. Run with Debian's python3 (pymongo's bson comes with mockupdb);
the files it writes are kept in the repository."""

import datetime
import os
import re

import bson
from bson import Binary, Code, Decimal128, Int64, MaxKey, MinKey, ObjectId, Regex, Timestamp
from bson.json_util import CANONICAL_JSON_OPTIONS, RELAXED_JSON_OPTIONS, dumps

HERE = os.path.dirname(os.path.abspath(__file__))
oid = ObjectId("6592e3808e865208ff000000")
since = datetime.datetime(2024, 1, 2, 3, 4, 5, tzinfo=datetime.timezone.utc)

REPLIES = {
    "hello-standalone": {"isWritablePrimary": True, "maxWireVersion": 21, "minWireVersion": 0, "ok": 1.0},
    "hello-replset": {"isWritablePrimary": True, "setName": "rs0", "primary": "a:27017",
                      "hosts": ["a:27017", "b:27017"], "passives": ["c:27017"], "arbiters": ["d:27017"],
                      "maxWireVersion": 17, "minWireVersion": Int64(0), "ok": 1},
    "hello-mongos": {"msg": "isdbgrid", "maxWireVersion": 21.0, "ok": 1},
    "listdatabases": {"databases": [{"name": "shop", "sizeOnDisk": Int64(8192), "empty": False},
                                    {"name": "blog", "sizeOnDisk": 4096.0, "empty": True}],
                      "totalSize": Int64(12288), "ok": 1},
    "collection": {"name": "things", "type": "collection",
                   "options": {"validator": {"$jsonSchema": {"bsonType": "object", "required": ["a"],
                                                             "properties": {"a": {"bsonType": "string"}}}},
                               "validationLevel": "moderate", "validationAction": "warn",
                               "collation": {"locale": "fr", "strength": 2}},
                   "info": {"readOnly": False}, "idIndex": {"v": 2, "key": {"_id": 1}, "name": "_id_"}},
    "collection-capped": {"name": "things", "type": "collection",
                          "options": {"capped": True, "size": Int64(1048576), "max": 1000}},
    "view": {"name": "recent", "type": "view",
             "options": {"viewOn": "things", "pipeline": [{"$match": {"a": {"$gt": 1}}}]}},
    "timeseries": {"name": "things", "type": "timeseries",
                   "options": {"timeseries": {"timeField": "t", "metaField": "m", "granularity": "hours"},
                               "expireAfterSeconds": Int64(86400)}},
    "namespace-old": {"name": "db.things", "options": {"capped": True, "size": 4096.0}},
    "index": {"v": 2, "key": {"a": 1}, "name": "a_1", "unique": True},
    "index-options": {"v": 2, "key": {"address.city": 1, "t": -1}, "name": "address.city_1_t_-1",
                      "partialFilterExpression": {"t": {"$exists": True}}, "sparse": True,
                      "expireAfterSeconds": 3600, "hidden": True,
                      "collation": {"locale": "en"}},
    "index-text": {"v": 2, "key": {"_fts": "text", "_ftsx": 1}, "name": "body_text",
                   "weights": {"body": 1}, "default_language": "english", "textIndexVersion": 3},
    "collstats": {"ns": "db.things", "count": 3, "size": Int64(300), "avgObjSize": 100.0,
                  "storageSize": 4096, "totalIndexSize": 8192, "nindexes": 2,
                  "indexSizes": {"_id_": 4096, "address.city_1_t_-1": Int64(4096)}, "ok": 1},
    "collstats-stage": {"ns": "db.things", "storageStats": {"count": Int64(3), "size": 300,
                                                            "avgObjSize": 100, "nindexes": 1}},
    "indexstats": {"name": "a_1", "key": {"a": 1}, "host": "a:27017",
                   "accesses": {"ops": Int64(42), "since": since}},
    "explain-classic": {"queryPlanner": {"winningPlan": {"stage": "FETCH", "inputStage": {
        "stage": "IXSCAN", "indexName": "a_1", "keyPattern": {"a": 1}}}}, "ok": 1},
    "explain-sbe": {"queryPlanner": {"winningPlan": {"queryPlan": {"stage": "SORT", "inputStages": [
        {"stage": "COLLSCAN"}]}, "slotBasedPlan": {"stages": "..."}}}, "ok": 1},
    "config-collection": {"_id": "db.things", "key": {"a": "hashed"}, "unique": False,
                          "lastmodEpoch": oid, "dropped": False},
    # Not a real reply: one document every reader finds something in, so the
    # comparison with the model sees options, an index and a shard key at once.
    "everything": {"name": "things", "_id": "db.things", "key": {"a": 1}, "unique": True,
                   "options": {"validator": {"a": {"$type": "string"}}, "capped": False},
                   "indexSizes": {"a_1": 1}, "accesses": {"ops": 1}},
    "refusal": {"ok": 0.0, "errmsg": "no such command: 'listCollections'", "code": 59,
                "codeName": "CommandNotFound"},
}

EVERY_TYPE = {
    "_id": oid, "double": 1.5, "nan": float("nan"), "inf": float("-inf"), "string": "h\u00e9llo \u2028",
    "document": {"nested": {"deeper": [1, {"x": None}]}}, "array": [1, "two", 3.0],
    "binary": Binary(b"\x00\x01\xfe\xff", 0), "uuid": Binary(b"0123456789abcdef", 4),
    "bool": True, "date": since, "null": None, "regex": Regex("^a.*b$", "im"),
    "code": Code("function () { return 1; }"), "int32": -7, "timestamp": Timestamp(1700000000, 3),
    "int64": Int64(-(2 ** 63)), "decimal": Decimal128("-1.2345E+6144"), "min": MinKey(), "max": MaxKey(),
    "old_date": datetime.datetime(1, 1, 1, tzinfo=datetime.timezone.utc),
}

EXTENDED_JSON = [
    '{"filter": {"a": {"$gt": 1}, "b": {"$in": [1, 2]}}}',
    '{"$oid": "6592e3808e865208ff000000"}',
    '{"d": {"$date": "2024-01-02T03:04:05.678Z"}, "l": {"$date": {"$numberLong": "-62135596800000"}}}',
    '{"n": {"$numberDouble": "-Infinity"}, "z": {"$numberDouble": "-0.0"}, "i": {"$numberInt": "-2147483648"}}',
    '{"r": {"$regularExpression": {"pattern": "^x", "options": "ix"}}, "s": {"$symbol": "sym"}}',
    '{"p": {"$dbPointer": {"$ref": "c", "$id": {"$oid": "6592e3808e865208ff000000"}}}}',
    '{"u": {"$undefined": true}, "c": {"$code": "f()", "$scope": {"x": 1}}}',
    '{"b": {"$binary": {"base64": "AAEC/w==", "subType": "80"}}, "t": {"$timestamp": {"t": 1, "i": 2}}}',
    '{"ref": {"$ref": "things", "$id": 1, "$db": "db"}, "k": {"$minKey": 1}, "m": {"$maxKey": 1}}',
    '{"a": [[[[[]]]]], "": "", "\\u0000": "nul key", "q": "\\ud83d\\ude00"}',
]


def write(directory, name, data):
    path = os.path.join(HERE, "corpus", directory)
    os.makedirs(path, exist_ok=True)
    with open(os.path.join(path, name), "wb") as f:
        f.write(data)


def main():
    for name, reply in REPLIES.items():
        write("livereplies", name + ".bson", bson.encode(reply))
    write("extjson", "every-type.bson", bson.encode(EVERY_TYPE))
    write("extjson", "every-type.canonical.json", dumps(EVERY_TYPE, json_options=CANONICAL_JSON_OPTIONS).encode())
    write("extjson", "every-type.relaxed.json", dumps(EVERY_TYPE, json_options=RELAXED_JSON_OPTIONS).encode())
    for i, text in enumerate(EXTENDED_JSON):
        write("extjson", "sample-%02d.json" % i, text.encode())


if __name__ == "__main__":
    main()
