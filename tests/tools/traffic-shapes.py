# SPDX-License-Identifier: GPL-3.0-or-later
"""Counts the query shapes of mongod logs, structured (JSON) or in the text
format of 2.2 to 4.2, and of files of system.profile documents or
$queryStats entries, independently of DocModeler's readers, for their tests.

Usage: traffic-shapes.py FILE...  (plain or .gz). Prints one JSON object per
file: {"file", "slowOperations", "operations", "shapes": {KEY: COUNT}} where
KEY is "ns command shape" in the reader's notation: filter fields sorted,
each once ("a", "a:range", "a:in", "a:prefix-regex", "a:elem-match"), then
$or/$nor branches "[k1|k2]" sorted, then "sort(f:1, g:-1)".
"""
import gzip
import json
import re
import sys

QUERIES = {"find": ("find", "filter", "sort"), "aggregate": ("aggregate", None, None),
           "count": ("count", "query", None), "distinct": ("distinct", "query", None),
           "findAndModify": ("findAndModify", "query", "sort"),
           "findandmodify": ("findAndModify", "query", "sort"),
           "insert": ("insert", None, None), "getMore": ("getMore", None, None)}
WRAPPERS = {"$date", "$oid", "$numberLong", "$numberInt", "$numberDouble", "$numberDecimal",
            "$binary", "$uuid", "$timestamp", "$regularExpression", "$minKey", "$maxKey",
            "$symbol", "$code", "$undefined", "$dbPointer"}
RANK = {"equality": 0, "in": 1, "prefix-regex": 2, "elem-match": 3, "range": 4}


MONITORING = ("$indexStats", "$collStats", "$queryStats", "$currentOp", "$listSessions", "$planCacheStats",
              "$listSearchIndexes")


def anchored(regex):
    if isinstance(regex, str):
        return regex.startswith("^")
    if isinstance(regex, dict):
        if isinstance(regex.get("$regularExpression"), dict):
            return str(regex["$regularExpression"].get("pattern", "")).startswith("^")
        if "$regex" in regex:
            return anchored(regex["$regex"])
    return False


def op_of(condition):
    if not isinstance(condition, dict) or not condition:
        return "equality"
    first = next(iter(condition))
    if not first.startswith("$") or first in WRAPPERS:
        if "$regularExpression" in condition:
            return "prefix-regex" if anchored(condition) else "range"
        return "equality"
    best = None
    for name, argument in condition.items():
        if name == "$options":
            continue
        if name == "$eq":
            kind = "equality"
        elif name == "$in":
            kind = "in"
        elif name in ("$elemMatch", "$all"):
            kind = "elem-match"
        elif name == "$regex":
            kind = "prefix-regex" if anchored(argument) else "range"
        else:
            kind = "range"
        if best is None or RANK[kind] < RANK[best]:
            best = kind
    return best or "equality"


def collect(flt, fields, branches):
    if not isinstance(flt, dict):
        return
    for name, condition in flt.items():
        if name == "$and" and isinstance(condition, list):
            for part in condition:
                collect(part, fields, branches)
        elif name in ("$or", "$nor") and isinstance(condition, list):
            keys = sorted({shape(part) for part in condition})
            branches.append(name + "[" + "|".join(keys) + "]")
        elif name.startswith("$"):
            branches.append(name)
        else:
            kind = op_of(condition)
            if name not in fields or RANK[kind] < RANK[fields[name]]:
                fields[name] = kind


def shape(flt, sort=None):
    fields, branches = {}, []
    collect(flt, fields, branches)
    parts = [f if k == "equality" else f + ":" + k for f, k in sorted(fields.items())]
    out = ", ".join(parts)
    for branch in sorted(branches):
        out += (" " if out else "") + branch
    if isinstance(sort, dict) and sort:
        keys = ", ".join(f + (":-1" if not isinstance(d, bool) and number(d) < 0 else ":1")
                         for f, d in sort.items())
        out += (" " if out else "") + "sort(" + keys + ")"
    return out


def pipeline_shape(pipeline):
    match = sort = None
    for stage in pipeline if isinstance(pipeline, list) else []:
        if not isinstance(stage, dict) or not stage:
            break
        name = next(iter(stage))
        if name == "$match" and match is None:
            match = stage[name]
        elif name == "$sort" and sort is None:
            sort = stage[name]
        elif name not in ("$limit", "$skip"):
            break
    return shape(match, sort)


def system(ns):
    return ns.split(".", 1)[0] in ("admin", "config", "local")


def command_shape(command, db, attr):
    """(ns, name, shape) of a query command, or None."""
    name = next(iter(command))
    if name == "$truncated":
        m = re.match(r'\{\s*(\w+):\s*"([^"]*)"', str(command[name]))
        if not m or m.group(1) not in QUERIES:
            return None
        return db + "." + m.group(2), QUERIES[m.group(1)][0], None
    if name not in QUERIES:
        return None
    operation, filter_key, sort_key = QUERIES[name]
    if name == "getMore":
        ns = db + "." + str(command.get("collection", ""))
        origin = attr.get("originatingCommand")
        found = command_shape(origin, db, attr) if isinstance(origin, dict) and origin else None
        return ns, "getMore", found[2] if found and found[2] is not None else ""
    if not isinstance(command[name], str):
        return None
    ns = db + "." + command[name]
    if name == "aggregate":
        pipeline = command.get("pipeline")
        first = pipeline[0] if isinstance(pipeline, list) and pipeline and isinstance(pipeline[0], dict) else {}
        if next(iter(first), "") in MONITORING:
            return None  # a tool reading the server's statistics, no application query
        return ns, operation, pipeline_shape(pipeline)
    if filter_key:
        return ns, operation, shape(command.get(filter_key), command.get(sort_key) if sort_key else None)
    return ns, operation, ""


class Shell:
    """The shell's syntax, tolerantly: unquoted keys, 'strings', Name(...),
    new Date(...), /regex/flags. Values that are calls become {"$call": …}
    (equality); a regex becomes {"$regularExpression": {"pattern": …}}."""

    def __init__(self, text):
        self.text, self.at = text, 0

    def space(self):
        while self.at < len(self.text) and self.text[self.at] in " \t\r\n":
            self.at += 1

    def peek(self):
        self.space()
        return self.text[self.at] if self.at < len(self.text) else ""

    def expect(self, c):
        if self.peek() != c:
            raise ValueError("expected " + c)
        self.at += 1

    def string(self):
        quote = self.text[self.at]
        self.at += 1
        out = []
        while self.at < len(self.text) and self.text[self.at] != quote:
            if self.text[self.at] == "\\":
                self.at += 1
            out.append(self.text[self.at])
            self.at += 1
        self.expect(quote)
        return "".join(out)

    def word(self):
        self.space()
        m = re.compile(r"[A-Za-z0-9_$.+\-]+").match(self.text, self.at)
        if not m:
            raise ValueError("no word at %d" % self.at)
        self.at = m.end()
        return m.group(0)

    def value(self):
        c = self.peek()
        if c == "{":
            self.at += 1
            out = {}
            while self.peek() != "}":
                key = self.string() if self.peek() in "\"'" else self.word()
                self.expect(":")
                out[key] = self.value()
                if self.peek() == ",":
                    self.at += 1
            self.at += 1
            return out
        if c == "[":
            self.at += 1
            out = []
            while self.peek() != "]":
                out.append(self.value())
                if self.peek() == ",":
                    self.at += 1
            self.at += 1
            return out
        if c in "\"'":
            return self.string()
        if c == "/":
            end = self.text.index("/", self.at + 1)
            while self.text[end - 1] == "\\":
                end = self.text.index("/", end + 1)
            pattern = self.text[self.at + 1:end]
            self.at = end + 1
            while self.at < len(self.text) and self.text[self.at].isalpha():
                self.at += 1
            return {"$regularExpression": {"pattern": pattern}}
        word = self.word()
        if word == "new":
            word = self.word()
        if self.peek() == "(":
            depth = 0
            while True:
                ch = self.text[self.at]
                depth += ch == "("
                depth -= ch == ")"
                self.at += 1
                if depth == 0:
                    break
            return {"$call": word}
        if word in ("true", "false", "null"):
            return {"true": True, "false": False, "null": None}[word]
        try:
            return float(word)
        except ValueError:
            raise ValueError("not a value: " + word)


def document_after(rest, label):
    """(name before the document, document text) after label, or None."""
    at = rest.find(label)
    if at < 0:
        return None
    start = at + len(label)
    brace = rest.find("{", start)
    if brace < 0:
        return None
    name = rest[start:brace].strip()
    if " " in name:
        return None
    depth, quote, i = 0, None, brace
    while i < len(rest):
        c = rest[i]
        if quote:
            if c == "\\":
                i += 1
            elif c == quote:
                quote = None
        elif c in "\"'":
            quote = c
        elif c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return name, rest[brace:i + 1]
        i += 1
    return None


def parse(text):
    return Shell(text).value()


LEGACY = re.compile(r"^.*?\[[^\]]*\] (query|command|update|remove|getmore|insert) (\S+)(.*?) (\d+)ms\s*$")


def count_legacy(lines, result):
    for line in lines:
        m = LEGACY.match(line.rstrip("\n"))
        if not m:
            continue
        result["slowOperations"] += 1
        op, ns, rest = m.group(1), m.group(2), m.group(3)
        db = ns.split(".", 1)[0]
        if system(ns) or ".system." in ns:
            continue
        key = None
        try:
            if op == "command" or (op == "query" and ns.endswith(".$cmd")):
                found = document_after(rest, "query: " if op == "query" else "command: ")
                if not found:
                    continue
                name, text = found
                if name and name not in QUERIES:
                    continue
                command = parse(text)
                if "q" in command:
                    key = ns + " " + (name or "update") + " " + shape(command["q"])
                else:
                    origin = document_after(rest, "originatingCommand: ")
                    attr = {"originatingCommand": parse(origin[1])} if origin else {}
                    found = command_shape(command, db, attr)
                    if not found or system(found[0]) or ".system." in found[0]:
                        continue
                    key = found[0] + " " + found[1] + (" (truncated)" if found[2] is None else " " + found[2])
            elif op == "insert":
                key = ns + " insert "
            else:
                found = document_after(rest, "query: ")
                statement = found is None
                if statement:
                    found = document_after(rest, "command: ")
                if found is None:
                    continue
                flt, sort = parse(found[1]), None
                if statement and isinstance(flt, dict) and "q" in flt:
                    flt = flt["q"]
                for wrapper in ("query", "$query"):
                    if isinstance(flt, dict) and isinstance(flt.get(wrapper), dict):
                        for order in ("orderby", "$orderby"):
                            if order in flt:
                                sort = flt[order]
                        flt = flt[wrapper]
                        break
                operation = {"query": "find", "getmore": "getMore", "update": "update", "remove": "delete"}[op]
                key = ns + " " + operation + " " + shape(flt, sort)
        except (ValueError, IndexError):
            continue
        result["operations"] += 1
        result["shapes"][key] = result["shapes"].get(key, 0) + 1


def number(value):
    """A relaxed or canonical Extended JSON number."""
    if isinstance(value, dict) and len(value) == 1:
        value = next(iter(value.values()))
    try:
        return int(float(value))
    except (TypeError, ValueError):
        return 0


def add(result, ns, operation, found_shape, times=1):
    key = ns + " " + operation + (" (truncated)" if found_shape is None else " " + found_shape)
    result["operations"] += times
    result["shapes"][key] = result["shapes"].get(key, 0) + times


def count_profile(doc, result):
    """A system.profile document: 2.6's wrapper, 3.2's commands in "query", 3.6's "command"."""
    ns, op = doc.get("ns", ""), doc.get("op", "")
    if system(ns):
        return
    db = ns.split(".", 1)[0]
    command, query = doc.get("command"), doc.get("query")
    logged = command if isinstance(command, dict) and command else query
    origin = doc.get("originatingCommand")
    if op == "command" or (op in ("query", "getmore") and isinstance(logged, dict)
                           and ("find" in logged or "getMore" in logged)):
        if not isinstance(logged, dict) or not logged:
            return
        found = command_shape(logged, db, {"originatingCommand": origin})
        if not found or system(found[0]) or ".system." in found[0]:
            return
        add(result, *found)
    elif op in ("query", "getmore", "update", "remove"):
        if isinstance(logged, dict) and "$explain" in logged:
            return
        flt = logged["q"] if isinstance(logged, dict) and "q" in logged else logged
        sort = None
        for key in ("query", "$query"):
            if isinstance(flt, dict) and isinstance(flt.get(key), dict):
                sort = flt.get("orderby", flt.get("$orderby"))
                flt = flt[key]
                break
        operation = {"query": "find", "getmore": "getMore", "update": "update"}.get(op, "delete")
        add(result, ns, operation, shape(flt, sort))
    elif op == "insert":
        add(result, ns, "insert", "")


def count_query_stats(entry, result):
    """A $queryStats entry: its execCount operations of one shape."""
    shape_doc = entry["key"]["queryShape"]
    db, coll = shape_doc["cmdNs"]["db"], shape_doc["cmdNs"]["coll"]
    command = {shape_doc["command"]: coll}
    for key in ("filter", "sort", "pipeline", "query"):
        if key in shape_doc:
            command[key] = shape_doc[key]
    found = command_shape(command, db, {})
    if found and not system(db):
        add(result, *found, times=max(1, number(entry.get("metrics", {}).get("execCount"))))


def find_member(doc, key):
    """The first `key` breadth-first, not inside rejected plans."""
    queue = [doc]
    while queue:
        at = queue.pop(0)
        if isinstance(at, dict):
            if key in at:
                return at[key]
            queue.extend(v for k, v in at.items() if k != "rejectedPlans" and isinstance(v, (dict, list)))
        elif isinstance(at, list):
            queue.extend(v for v in at if isinstance(v, (dict, list)))
    return None


def count_explain(doc, result):
    """An explain() output: its command (4.4 and later), or the parsed filter and namespace before."""
    planner = find_member(doc, "queryPlanner")
    command = doc.get("command")
    if isinstance(command, dict) and command:
        ns = planner.get("namespace", "") if isinstance(planner, dict) else ""
        found = command_shape(command, command.get("$db") or ns.split(".", 1)[0], {})
        if found and not system(found[0]) and ".system." not in found[0]:
            add(result, *found)
        return
    ns = find_member(planner, "namespace")
    if not isinstance(ns, str) or "." not in ns or system(ns) or ".system." in ns:
        return
    add(result, ns, "find", shape(find_member(planner, "parsedQuery")))


def count_documents(text, result):
    """A file of profiler documents, $queryStats entries or explain() outputs: an array, one document,
    or one a line."""
    try:
        parsed = json.loads(text)
        documents = parsed if isinstance(parsed, list) else [parsed]
    except ValueError:
        documents = [json.loads(line) for line in text.splitlines() if line.strip()]
    for doc in documents:
        result["slowOperations"] += 1
        if isinstance(doc.get("key"), dict) and "queryShape" in doc["key"]:
            count_query_stats(doc, result)
        elif "op" in doc and "ns" in doc:
            count_profile(doc, result)
        elif find_member(doc, "queryPlanner") is not None:
            count_explain(doc, result)


def count(path):
    opener = gzip.open if path.endswith(".gz") else open
    result = {"file": path, "slowOperations": 0, "operations": 0, "shapes": {}}
    with opener(path, "rt", encoding="utf-8", errors="replace") as lines:
        first = next(lines, "")
        if first.lstrip().startswith("[") or (first.lstrip().startswith("{") and '"msg"' not in first):
            count_documents(first + "".join(lines), result)
            return result
        if not first.startswith("{"):
            count_legacy([first] + list(lines), result)
            return result
        for line in [first] + list(lines):
            if "51803" not in line:
                continue
            try:
                entry = json.loads(line)
            except ValueError:
                if "Slow query" in line:
                    result["slowOperations"] += 1
                continue
            if not isinstance(entry, dict) or entry.get("id") != 51803:
                continue
            result["slowOperations"] += 1
            attr = entry.get("attr", {})
            ns, kind = attr.get("ns", ""), attr.get("type", "")
            command = attr.get("command")
            if not isinstance(command, dict) or not command:
                continue
            if system(ns) or attr.get("isFromUserConnection", True) is False:
                continue
            if kind in ("update", "remove"):
                found = (ns, "update" if kind == "update" else "delete", shape(command.get("q")))
            else:
                found = command_shape(command, ns.split(".", 1)[0], attr)
            if not found:
                continue
            ns, operation, found_shape = found
            if system(ns) or ".system." in ns:
                continue
            key = ns + " " + operation + (" (truncated)" if found_shape is None else " " + found_shape)
            result["operations"] += 1
            result["shapes"][key] = result["shapes"].get(key, 0) + 1
    return result


if __name__ == "__main__":
    for path in sys.argv[1:]:
        print(json.dumps(count(path)))
