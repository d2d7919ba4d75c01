# SPDX-License-Identifier: GPL-3.0-or-later
"""The keeps scenario of mockserver.py: a server that remembers the schema it is sent."""

import datetime
from collections import OrderedDict

from bson import json_util
from bson.int64 import Int64

from mockcommon import (DEFAULT_BATCH, GENERIC_FIELDS, INDEX_SINCE, cursor_reply, error, first_stage, matches,
                        not_found, run_pipeline, uuid4, VERSION)


def plain(value):
    """Nested documents as plain dicts, whose equality ignores key order (options compare so)."""
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [plain(v) for v in value]
    return value


def options_of(doc):
    """A command's own fields after its first (the command name), in the order sent."""
    return OrderedDict((k, v) for i, (k, v) in enumerate(doc.items()) if i > 0 and k not in GENERIC_FIELDS)


def index_options(spec):
    return {k: plain(v) for k, v in spec.items() if k not in ("v", "key", "name", "ns", "background")}


def unevaluated(query):
    """BadValue for the filters keeps cannot evaluate, as a server without them answers."""
    for key in (query or {}):
        if key in ("$jsonSchema", "$nor"):
            return error(2, "BadValue", "unknown top level operator: %s" % key)
    return None


def sort_by(docs, sort):
    """Sorted by top-level fields, as find's sort; values Python cannot order keep their order."""
    for key, direction in reversed(list((sort or {}).items())):
        try:
            docs = sorted(docs, key=lambda d, k=key: (d.get(k) is not None, d.get(k)), reverse=direction == -1)
        except TypeError:
            pass
    return docs


def ns_not_found(db, coll):
    return error(26, "NamespaceNotFound", "ns does not exist: %s.%s" % (db, coll))


def index_not_found(db, coll, what):
    return error(27, "IndexNotFound", "index not found with name [%s] in %s.%s" % (what, db, coll))


class Keeper:
    """The keeps scenario's state and commands: databases -> collections, in creation order."""

    def __init__(self, server):
        self.server = server
        self.dbs = OrderedDict()  # name -> OrderedDict(collection name -> Kept)
        self.next_uuid = 1
        self.shard_keys = OrderedDict()  # "db.coll" -> (key, unique), with --mongos

    class Kept:
        def __init__(self, options, uuid_value):
            self.options = options      # OrderedDict, exactly as create sent them ({} when implicit)
            self.indexes = []           # OrderedDicts {v, key, name, options...}, _id_ not included
            self.documents = []
            self.uuid = uuid_value

        @property
        def kind(self):
            if "viewOn" in self.options:
                return "view"
            return "timeseries" if "timeseries" in self.options else "collection"

    def get(self, db, coll):
        return self.dbs.get(db, {}).get(coll) if isinstance(coll, str) else None

    def add(self, db, coll, options):
        kept = Keeper.Kept(options, uuid4(0x1000 + self.next_uuid))
        self.next_uuid += 1
        self.dbs.setdefault(db, OrderedDict())[coll] = kept
        return kept

    @staticmethod
    def id_index():
        return OrderedDict([("v", 2), ("key", OrderedDict([("_id", 1)])), ("name", "_id_")])

    def all_indexes(self, kept):
        return ([self.id_index()] if kept.kind == "collection" else []) + kept.indexes

    # -- schema writes --
    def cmd_create(self, db, doc):
        coll = doc["create"]
        if self.get(db, coll) is not None:
            return error(48, "NamespaceExists", "Collection %s.%s already exists." % (db, coll))
        self.add(db, coll, options_of(doc))
        return {"ok": 1}

    def cmd_collmod(self, db, doc):
        coll = doc["collMod"]
        kept = self.get(db, coll)
        if kept is None:
            return ns_not_found(db, coll)
        reply = OrderedDict()
        index = doc.get("index")
        if index is not None:
            found = None
            for spec in kept.indexes:
                if ("name" in index and spec["name"] == index["name"]) or \
                        ("keyPattern" in index and list(spec["key"].items()) == list(index["keyPattern"].items())):
                    found = spec
            if found is None:
                return index_not_found(db, coll, index.get("name") or json_util.dumps(index.get("keyPattern")))
            for option in ("expireAfterSeconds", "hidden"):
                if option not in index:
                    continue
                value = index[option]
                ok = isinstance(value, bool) if option == "hidden" \
                    else isinstance(value, (int, float)) and not isinstance(value, bool)
                if not ok:
                    return error(14, "TypeMismatch", "BSON field 'collMod.index.%s' is the wrong type '%s'"
                                 % (option, type(value).__name__))
            for option in ("expireAfterSeconds", "hidden"):
                if option in index:
                    reply[option + "_old"] = found.get(option, False if option == "hidden" else None)
                    found[option] = index[option]
                    reply[option + "_new"] = index[option]
                    if option == "hidden" and index[option] is False:
                        del found["hidden"]
            reply = OrderedDict((k, v) for k, v in reply.items() if v is not None)
        refused = self.constraint_refusal(kept, doc)
        if refused is not None:
            return refused
        if doc.get("prepareConstraintValidationLevel") is True:
            kept.prepared = True
        for option in ("validator", "validationLevel", "validationAction"):
            if option in doc:
                kept.options[option] = doc[option]
        if "validator" in kept.options and not kept.options["validator"]:
            del kept.options["validator"]  # an empty validator is none, as listCollections shows it
        reply["ok"] = 1
        return reply

    def constraint_refusal(self, kept, doc):
        """MongoDB 9.0's validationLevel "constraint": reached through prepareConstraintValidationLevel, with
        action error, and its rules left alone; servers before 9.0 know neither."""
        major = int((self.server.version or VERSION).split(".")[0])
        if "prepareConstraintValidationLevel" in doc and major < 9:
            return error(40415, "Location40415", "BSON field 'collMod.prepareConstraintValidationLevel' is an "
                         "unknown field.")
        level = doc.get("validationLevel", kept.options.get("validationLevel"))
        if doc.get("validationLevel") == "constraint":
            if major < 9:
                return error(2, "BadValue", "Enumeration value 'constraint' for field 'collMod.validationLevel' is "
                             "not a valid value.")
            if not getattr(kept, "prepared", False):
                return error(72, "InvalidOptions", "validationLevel constraint needs prepareConstraintValidationLevel "
                             "first")
        if level == "constraint":
            if "validator" in doc and kept.options.get("validationLevel") == "constraint":
                return error(72, "InvalidOptions", "cannot change the validator while validationLevel is constraint; "
                             "set strict first")
            if doc.get("validationAction", kept.options.get("validationAction")) == "warn":
                return error(72, "InvalidOptions", "validationLevel constraint needs validationAction error")
        return None

    def cmd_createindexes(self, db, doc):
        coll = doc["createIndexes"]
        kept = self.get(db, coll)
        if kept is not None and kept.kind == "view":
            return error(166, "CommandNotSupportedOnView", "Namespace %s.%s is a view, not a collection" % (db, coll))
        existing = self.all_indexes(kept) if kept else [self.id_index()]
        new = []
        for spec in doc.get("indexes") or []:
            if not isinstance(spec.get("name"), str) or not isinstance(spec.get("key"), dict) or not spec["key"]:
                return error(9, "FailedToParse", "Error in specification %s: the index needs a key and a name"
                             % json_util.dumps(spec))
            key = list(spec["key"].items())
            same_name = next((i for i in existing + new if i["name"] == spec["name"]), None)
            same_key = [i for i in existing + new if list(i["key"].items()) == key]
            if same_name is not None:
                if list(same_name["key"].items()) != key:
                    return error(86, "IndexKeySpecsConflict",
                                 "An existing index has the same name as the requested index. When index names "
                                 "are not specified, they are auto generated and can cause conflicts. Requested "
                                 "index: %s, existing index: %s" % (json_util.dumps(spec), json_util.dumps(same_name)))
                if index_options(same_name) != index_options(spec):
                    return error(85, "IndexOptionsConflict",
                                 "An equivalent index already exists with the same name but different options. "
                                 "Requested index: %s, existing index: %s"
                                 % (json_util.dumps(spec), json_util.dumps(same_name)))
                continue  # identical: nothing to do
            if any(index_options(i) == index_options(spec) for i in same_key):
                return error(85, "IndexOptionsConflict", "Index already exists with a different name: %s"
                             % next(i["name"] for i in same_key if index_options(i) == index_options(spec)))
            stored = OrderedDict([("v", spec.get("v", 2)), ("key", spec["key"]), ("name", spec["name"])])
            for k, v in spec.items():
                if k not in ("v", "key", "name", "ns", "background"):
                    stored[k] = v
            new.append(stored)
        created = kept is None
        if created:
            kept = self.add(db, coll, OrderedDict())
        before = len(self.all_indexes(kept))
        kept.indexes.extend(new)
        reply = OrderedDict([("numIndexesBefore", before), ("numIndexesAfter", before + len(new)),
                             ("createdCollectionAutomatically", created)])
        if not new:
            reply["note"] = "all indexes already exist"
        reply["ok"] = 1
        if self.server.mongos:  # a mongos answers per shard, without the counts at the top
            return OrderedDict([("raw", {"shard0/127.0.0.1:27018": reply}), ("ok", 1)])
        return reply

    # -- sharding, with --mongos (sent to admin) --
    def cmd_enablesharding(self, db, doc):
        if not self.server.mongos:
            return not_found("enableSharding")
        return {"ok": 1}

    def cmd_shardcollection(self, db, doc):
        if not self.server.mongos:
            return not_found("shardCollection")
        ns = doc["shardCollection"]
        key = doc.get("key") or {}
        unique = bool(doc.get("unique", False))
        if ns in self.shard_keys:
            if list(self.shard_keys[ns][0].items()) == list(key.items()):
                return {"collectionsharded": ns, "ok": 1}
            return error(23, "AlreadyInitialized", "sharding already enabled for collection %s with options %s"
                         % (ns, json_util.dumps({"key": self.shard_keys[ns][0]})))
        database, coll = ns.split(".", 1)
        kept = self.get(database, coll)
        if kept is None:
            kept = self.add(database, coll, OrderedDict())
            kept.indexes.append(OrderedDict([("v", 2), ("key", key), ("name", "_".join(
                "%s_%s" % (k, v) for k, v in key.items()))] + ([("unique", True)] if unique else [])))
        prefix = list(key.items())
        if not any(list(i["key"].items())[:len(prefix)] == prefix for i in self.all_indexes(kept)):
            return error(72, "InvalidOptions", "Please create an index that starts with the proposed shard key "
                         "before sharding the collection")
        self.shard_keys[ns] = (key, unique)
        return {"collectionsharded": ns, "ok": 1}

    def cmd_dropindexes(self, db, doc):
        coll = doc["dropIndexes"]
        kept = self.get(db, coll)
        if kept is None:
            return ns_not_found(db, coll)
        what = doc.get("index")
        was = len(self.all_indexes(kept))
        if what == "*":
            kept.indexes = []
            return {"nIndexesWas": was, "ok": 1}
        if isinstance(what, dict):
            names = [i["name"] for i in self.all_indexes(kept) if list(i["key"].items()) == list(what.items())]
            if not names:
                return error(27, "IndexNotFound", "can't find index with key: %s" % json_util.dumps(what))
        else:
            names = what if isinstance(what, list) else [what]
        for name in names:
            if name == "_id_":
                return error(72, "InvalidOptions", "cannot drop _id index")
            if not any(i["name"] == name for i in kept.indexes):
                return index_not_found(db, coll, name)
        kept.indexes = [i for i in kept.indexes if i["name"] not in names]
        return {"nIndexesWas": was, "ok": 1}

    def cmd_drop(self, db, doc):
        coll = doc["drop"]
        kept = self.get(db, coll)
        if kept is None:
            return ns_not_found(db, coll)
        was = len(self.all_indexes(kept))
        del self.dbs[db][coll]
        if not self.dbs[db]:
            del self.dbs[db]
        return {"nIndexesWas": was, "ns": "%s.%s" % (db, coll), "ok": 1}

    def cmd_dropdatabase(self, db, doc):
        self.dbs.pop(db, None)
        return {"dropped": db, "ok": 1}

    # -- documents --
    def cmd_insert(self, db, doc):
        coll = doc["insert"]
        kept = self.get(db, coll) or self.add(db, coll, OrderedDict())
        documents = doc.get("documents") or []
        kept.documents.extend(documents)
        return {"n": len(documents), "ok": 1}

    def cmd_update(self, db, doc):
        return {"n": 0, "nModified": 0, "ok": 1}

    def cmd_delete(self, db, doc):
        kept = self.get(db, doc["delete"])
        n = 0
        for statement in doc.get("deletes") or []:
            refused = unevaluated(statement.get("q"))
            if refused:
                return refused
            if kept is None:
                continue
            doomed = [d for d in kept.documents if matches(d, statement.get("q"))]
            if statement.get("limit"):
                doomed = doomed[:1]
            kept.documents = [d for d in kept.documents if not any(d is x for x in doomed)]
            n += len(doomed)
        return {"n": n, "ok": 1}

    def documents(self, db, coll):
        kept = self.get(db, coll)
        return list(kept.documents) if kept else []

    def cmd_find(self, db, doc):
        coll = doc["find"]
        if self.server.mongos and (db, coll) == ("config", "collections"):
            kept = [OrderedDict([("_id", ns), ("key", key), ("unique", unique)])
                    for ns, (key, unique) in self.shard_keys.items()]
            return self.server.open_cursor("config.collections",
                                           [d for d in kept if matches(d, doc.get("filter"))], 101)
        refused = unevaluated(doc.get("filter"))
        if refused:
            return refused
        docs = sort_by([d for d in self.documents(db, coll) if matches(d, doc.get("filter"))], doc.get("sort"))
        skip = int(doc.get("skip") or 0)
        limit = int(doc.get("limit") or 0)
        docs = docs[skip:]
        if limit:
            docs = docs[:abs(limit)]
        size = int(doc.get("batchSize")) if doc.get("batchSize") is not None else DEFAULT_BATCH
        return self.server.open_cursor("%s.%s" % (db, coll), docs, size,
                                       single=bool(doc.get("singleBatch")) or limit < 0)

    def cmd_count(self, db, doc):
        refused = unevaluated(doc.get("query"))
        if refused:
            return refused
        n = len([d for d in self.documents(db, doc["count"]) if matches(d, doc.get("query"))])
        n = max(0, n - int(doc.get("skip") or 0))
        if doc.get("limit"):
            n = min(n, abs(int(doc["limit"])))
        return {"n": n, "ok": 1}

    def stats(self, db, coll):
        kept = self.get(db, coll)
        indexes = self.all_indexes(kept)
        size = 250 * len(kept.documents)
        return {"ns": "%s.%s" % (db, coll), "size": size, "count": len(kept.documents),
                "avgObjSize": 250 if kept.documents else 0, "storageSize": 4096 + size, "freeStorageSize": 0,
                "capped": bool(kept.options.get("capped")), "nindexes": len(indexes),
                "indexSizes": {i["name"]: 4096 for i in indexes}, "totalIndexSize": 4096 * len(indexes),
                "totalSize": 4096 + size + 4096 * len(indexes), "scaleFactor": 1}

    def cmd_collstats(self, db, doc):
        coll = doc["collStats"]
        kept = self.get(db, coll)
        if kept is None:
            return error(26, "NamespaceNotFound", "Collection [%s.%s] not found." % (db, coll))
        if kept.kind == "view":
            return error(166, "CommandNotSupportedOnView", "Namespace %s.%s is a view, not a collection" % (db, coll))
        return dict(self.stats(db, coll), ok=1)

    def cmd_dbstats(self, db, doc):
        names = [c for c, k in self.dbs.get(db, {}).items() if k.kind != "view"]
        stats = [self.stats(db, c) for c in names]
        objects = sum(s["count"] for s in stats)
        data = sum(s["size"] for s in stats)
        return {"db": db, "collections": len(stats), "views": len(self.dbs.get(db, {})) - len(stats),
                "objects": objects, "avgObjSize": data / objects if objects else 0, "dataSize": data,
                "storageSize": sum(s["storageSize"] for s in stats), "indexes": sum(s["nindexes"] for s in stats),
                "indexSize": sum(s["totalIndexSize"] for s in stats), "totalSize": sum(s["totalSize"] for s in stats),
                "scaleFactor": 1, "ok": 1}

    def cmd_aggregate(self, db, doc):
        coll = doc["aggregate"]
        ns = "%s.%s" % (db, coll)
        kept = self.get(db, coll)
        stage = first_stage(doc)
        if "$indexStats" in stage or "$collStats" in stage:
            if kept is not None and kept.kind == "view":
                return error(166, "CommandNotSupportedOnView", "Namespace %s is a view, not a collection" % ns)
            if "$indexStats" in stage:
                return cursor_reply(ns, [{"name": i["name"], "key": i["key"], "host": "mockupdb:27017",
                                          "accesses": {"ops": Int64(0), "since": INDEX_SINCE}, "spec": i}
                                         for i in (self.all_indexes(kept) if kept else [])])
            if kept is None:
                return error(26, "NamespaceNotFound", "Unable to retrieve storageStats in $collStats stage"
                             " :: caused by :: Collection [%s] not found." % ns)
            spec = stage["$collStats"] or {}
            result = {"ns": ns, "host": "mockupdb:27017", "localTime": datetime.datetime.now(datetime.timezone.utc)}
            stats = self.stats(db, coll)
            if "storageStats" in spec:
                result["storageStats"] = stats
            if "count" in spec:
                result["count"] = stats["count"]
            return cursor_reply(ns, [result])
        pipeline = doc.get("pipeline") or []
        for stage in pipeline:
            if not isinstance(stage, dict):
                continue
            if "$merge" in stage or "$out" in stage:
                return cursor_reply(ns, [])
            refused = unevaluated(stage.get("$match"))
            if refused:
                return refused
        docs = run_pipeline(self.documents(db, coll), pipeline, lambda name: self.documents(db, name))
        size = (doc.get("cursor") or {}).get("batchSize")
        return self.server.open_cursor(ns, docs, int(size) if size is not None else DEFAULT_BATCH)

    def cmd_explain(self, db, doc):
        inner = doc["explain"]
        coll = next(iter(inner.values()), "") if inner else ""
        return {"explainVersion": "1",
                "queryPlanner": {"namespace": "%s.%s" % (db, coll), "indexFilterSet": False,
                                 "parsedQuery": inner.get("filter") or {},
                                 "winningPlan": {"stage": "COLLSCAN", "direction": "forward"}, "rejectedPlans": []},
                "command": dict(inner, **{"$db": db}),
                "serverInfo": {"host": "mockupdb", "port": 27017, "version": VERSION, "gitVersion": "mockupdb"},
                "ok": 1}

    # -- listings --
    def cmd_listdatabases(self, db, doc):
        names = [name for name, colls in self.dbs.items() if colls]
        if doc.get("nameOnly"):
            return {"databases": [{"name": n} for n in names], "ok": 1}
        dbs = [{"name": n, "sizeOnDisk": 8192 * len(self.dbs[n]), "empty": False} for n in names]
        total = sum(d["sizeOnDisk"] for d in dbs)
        return {"databases": dbs, "totalSize": total, "totalSizeMb": total // 1048576, "ok": 1}

    def cmd_listcollections(self, db, doc):
        infos = []
        for name, kept in self.dbs.get(db, {}).items():
            info = OrderedDict([("name", name), ("type", kept.kind), ("options", kept.options),
                                ("info", OrderedDict([("readOnly", kept.kind == "view")]))])
            if kept.kind != "view":
                info["info"]["uuid"] = kept.uuid
            if kept.kind == "collection":
                info["idIndex"] = self.id_index()
            infos.append(info)
        infos = [c for c in infos if matches(c, doc.get("filter") or {})]
        if doc.get("nameOnly"):
            infos = [{"name": c["name"], "type": c["type"]} for c in infos]
        size = (doc.get("cursor") or {}).get("batchSize")
        return self.server.open_cursor("%s.$cmd.listCollections" % db, infos,
                                       int(size) if size is not None else len(infos) or 1)

    def cmd_listindexes(self, db, doc):
        coll = doc["listIndexes"]
        kept = self.get(db, coll)
        if kept is None:
            return ns_not_found(db, coll)
        if kept.kind == "view":
            return error(166, "CommandNotSupportedOnView", "Namespace %s.%s is a view, not a collection" % (db, coll))
        size = (doc.get("cursor") or {}).get("batchSize")
        indexes = self.all_indexes(kept)
        return self.server.open_cursor("%s.%s" % (db, coll), indexes,
                                       int(size) if size is not None else len(indexes) or 1)
