# SPDX-License-Identifier: GPL-3.0-or-later
"""The traffic scenario of mockserver.py: a server whose profiler, $queryStats and $indexStats
answer documents read from files (real ones: ../shared/traffic), exactly as they are.

  --profile FILE        system.profile documents (a JSON array, relaxed or canonical Extended
                        JSON); <db>.system.profile holds those whose ns is in <db>, in file order.
                        {profile: -1} answers was: 1 for a database with documents, else 0.
  --query-stats FILE    $queryStats entries; without it, $queryStats answers 40324
                        "Unrecognized pipeline stage name", as a server without it does.
  --index-stats NS=FILE (repeatable) $indexStats entries of the collection NS (db.coll); the
                        entries of several files for one NS follow each other.
  --refuse-profile      find on system.profile answers Unauthorized (13).

The collections of a database are those the profile documents and --index-stats name.
Reads take exactly the filters DocModeler sends, and answer BadValue (2) "unsupported filter in
the scripted server" to anything else, so a test notices:
  find <db>.system.profile     {} or {ns: {$in: [names]}}
  aggregate 1 on admin         [{$queryStats: {}}, {$match: {"key.queryShape.cmdNs.db": db
                               (, "key.queryShape.cmdNs.coll": {$in: [names]})}}]
  aggregate <coll>             [{$indexStats: {}}]
Cursors give 2 documents a batch, then getMore, as in full.
"""

from collections import OrderedDict

from bson import json_util

from mockcommon import DEFAULT_BATCH, RECORD_JSON, cursor_reply, error


def load(path):
    with open(path, encoding="utf-8") as f:
        value = json_util.loads(f.read())
    return value if isinstance(value, list) else [value]


def unsupported(what):
    return error(2, "BadValue", "unsupported filter in the scripted server: %s"
                 % json_util.dumps(what, json_options=RECORD_JSON))


class Traffic:
    def __init__(self, server):
        self.server = server
        self.profile = []
        self.query_stats = None
        self.index_stats = OrderedDict()  # "db.coll" -> entries
        self.refuse_profile = False

    def configure(self, profile, query_stats, index_stats, refuse_profile):
        self.profile = load(profile) if profile else []
        self.query_stats = load(query_stats) if query_stats else None
        for spec in index_stats or []:
            ns, path = spec.split("=", 1)
            self.index_stats.setdefault(ns, []).extend(load(path))
        self.refuse_profile = refuse_profile

    def collections(self, db):
        names = [d.get("ns", "").split(".", 1)[1] for d in self.profile
                 if d.get("ns", "").startswith(db + ".")]
        names += [ns.split(".", 1)[1] for ns in self.index_stats if ns.startswith(db + ".")]
        return list(OrderedDict.fromkeys(n for n in names if not n.startswith("system.")))

    def profiled(self, db):
        return [d for d in self.profile if d.get("ns", "").startswith(db + ".")]

    def cmd_profile(self, db, doc):
        if doc.get("profile") != -1:
            return error(2, "BadValue", "the scripted server only reports the profiling level")
        return {"was": 1 if self.profiled(db) else 0, "slowms": 100, "sampleRate": 1.0, "ok": 1}

    def cmd_listcollections(self, db, doc):
        infos = [{"name": n, "type": "collection", "options": {}, "info": {"readOnly": False}}
                 for n in self.collections(db)]
        return cursor_reply("%s.$cmd.listCollections" % db, infos)

    def cmd_find(self, db, doc):
        coll = doc["find"]
        ns = "%s.%s" % (db, coll)
        if coll != "system.profile":
            return self.server.open_cursor(ns, [], DEFAULT_BATCH)
        if self.refuse_profile:
            return error(13, "Unauthorized", "not authorized on %s to execute command { find: "
                         "\"system.profile\" }" % db)
        flt = doc.get("filter") or {}
        docs = self.profiled(db)
        if flt:
            wanted = (flt.get("ns") or {}).get("$in") if list(flt) == ["ns"] else None
            if not isinstance(wanted, list):
                return unsupported(flt)
            docs = [d for d in docs if d.get("ns") in wanted]
        return self.server.open_cursor(ns, docs, DEFAULT_BATCH)

    def cmd_aggregate(self, db, doc):
        pipeline = doc.get("pipeline") or []
        first = pipeline[0] if pipeline and isinstance(pipeline[0], dict) else {}
        if "$queryStats" in first:
            return self.query_stats_reply(db, doc, pipeline)
        if "$indexStats" in first and len(pipeline) == 1:
            ns = "%s.%s" % (db, doc["aggregate"])
            return self.server.open_cursor(ns, self.index_stats.get(ns, []), DEFAULT_BATCH)
        return unsupported(pipeline)

    def query_stats_reply(self, db, doc, pipeline):
        if self.query_stats is None:
            return error(40324, "Location40324", "Unrecognized pipeline stage name: '$queryStats'")
        if db != "admin" or doc.get("aggregate") != 1:
            return error(73, "InvalidNamespace", "$queryStats must be run against the 'admin' database "
                         "with {aggregate: 1}")
        entries = self.query_stats
        for stage in pipeline[1:]:
            match = stage.get("$match") if list(stage) == ["$match"] else None
            if not isinstance(match, dict) or not set(match) <= {"key.queryShape.cmdNs.db",
                                                                  "key.queryShape.cmdNs.coll"}:
                return unsupported(pipeline)
            wanted_db = match.get("key.queryShape.cmdNs.db")
            wanted_colls = (match.get("key.queryShape.cmdNs.coll") or {}).get("$in")
            entries = [e for e in entries
                       if (wanted_db is None or e["key"]["queryShape"]["cmdNs"]["db"] == wanted_db)
                       and (wanted_colls is None or e["key"]["queryShape"]["cmdNs"]["coll"] in wanted_colls)]
        return self.server.open_cursor("admin.$cmd.aggregate", entries, DEFAULT_BATCH)
