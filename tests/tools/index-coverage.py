#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Test oracle: how much logged query work (docsExamined) a set of indexes serves.

Reads MongoDB structured (JSON-lines, 4.4+) logs itself, independent of the
C++ product, so its numbers can check the product's index advice.
Usage: index-coverage.py LOG [LOG...] [--indexes FILE.json] [--count N]
"""
import argparse
import gzip
import json
import re
import sys

SLOW_QUERY_ID = 51803
INDEX_BUILD_ID = 20384  # "Index build: starting"
QUERY_COMMANDS = ("find", "aggregate", "count", "distinct")
SYSTEM_DATABASES = {"admin", "config", "local"}
# Extended JSON value wrappers: the object stands for one scalar value.
VALUE_WRAPPERS = {"$date", "$oid", "$numberDecimal", "$numberLong", "$numberInt",
                  "$numberDouble", "$binary", "$regularExpression", "$uuid",
                  "$timestamp", "$minKey", "$maxKey", "$symbol", "$code"}
EQUALITY_OPERATORS = {"$eq", "$in"}
IGNORED_TOP_LEVEL = {"$comment"}


def fail(message):
    print("index-coverage: " + message, file=sys.stderr)
    sys.exit(2)


def is_equality(value):
    """Decides whether a filter value pins the field to points (ESR 'E')."""
    if not isinstance(value, dict) or not value:
        return True
    first = next(iter(value))
    if not first.startswith("$"):
        return True  # embedded document compared as a whole
    if first in VALUE_WRAPPERS:
        if first == "$regularExpression":
            pattern = value[first].get("pattern", "") if isinstance(value[first], dict) else ""
            return False  # even an anchored pattern scans a range of keys
        return True
    return set(value) <= EQUALITY_OPERATORS


def filter_shape(query):
    """Returns (equality fields, range fields, single_index) of a filter document."""
    equality, ranges, single = set(), set(), True
    for name, value in (query.items() if isinstance(query, dict) else ()):
        if name == "$and" and isinstance(value, list):
            for part in value:
                part_eq, part_range, part_single = filter_shape(part)
                equality |= part_eq
                ranges |= part_range
                single = single and part_single
        elif name in IGNORED_TOP_LEVEL:
            continue
        elif name.startswith("$"):
            # $or, $nor, $expr, $text, $where (and unknown operators such as
            # $jsonSchema) need several indexes or none: never one ESR index.
            single = False
        elif is_equality(value):
            equality.add(name)
        else:
            ranges.add(name)
    return equality, ranges - equality, single  # a point bound beats a range


def sort_fields(sort):
    # {$meta: "textScore"} sorts are not index-backed; drop them.
    items = sort.items() if isinstance(sort, dict) else ()
    return tuple(name for name, direction in items if not isinstance(direction, dict))


def application_namespace(ns):
    database, _, collection = (ns or "").partition(".")
    return bool(database and collection) and database not in SYSTEM_DATABASES \
        and not collection.startswith("system.") and not collection.startswith("$cmd")


def query_of(command):
    """Returns (filter, sort) of a kept command, or None to skip it."""
    name = next((key for key in command if key in QUERY_COMMANDS), None)
    if name == "find":
        return command.get("filter") or {}, command.get("sort")
    if name in ("count", "distinct"):
        return command.get("query") or {}, None
    if name == "aggregate":
        pipeline = command.get("pipeline")
        if not isinstance(pipeline, list) or not pipeline or not isinstance(pipeline[0], dict) \
                or next(iter(pipeline[0]), None) != "$match":
            return None  # $indexStats, $collStats, $search, ... are not filter scans
        second = pipeline[1] if len(pipeline) > 1 and isinstance(pipeline[1], dict) else {}
        return pipeline[0]["$match"], second.get("$sort")
    return None


def as_number(value):
    if isinstance(value, dict) and value:
        value = next(iter(value.values()))  # {"$numberLong": "12"}
    try:
        return int(float(value))
    except (TypeError, ValueError):
        return 0


def read_log(path, groups, totals):
    """Adds the kept operations of one log to groups {key: weight} and totals."""
    opener = gzip.open if path.endswith(".gz") else open
    parsed_lines = nonempty_lines = 0
    try:
        with opener(path, "rt", encoding="utf-8", errors="replace") as stream:
            for line in stream:
                if not line.strip():
                    continue
                nonempty_lines += 1
                if "51803" not in line and '"id":20384' not in line and parsed_lines:
                    continue  # cheap skip; parse at least one line to validate the format
                try:
                    entry = json.loads(line)
                except ValueError:
                    continue
                parsed_lines += isinstance(entry, dict)
                if isinstance(entry, dict) and entry.get("id") == SLOW_QUERY_ID:
                    add_operation(entry.get("attr") or {}, groups, totals)
                elif isinstance(entry, dict) and entry.get("id") == INDEX_BUILD_ID:
                    add_built_index(entry.get("attr") or {}, totals)
    except (OSError, EOFError, gzip.BadGzipFile) as error:
        fail("cannot read %s: %s" % (path, error))
    if nonempty_lines and not parsed_lines:
        fail("%s is not a structured JSON log" % path)


def add_built_index(attr, totals):
    """An index the log shows being built exists from then on."""
    ns = attr.get("namespace")
    key = (attr.get("properties") or {}).get("key")
    if application_namespace(ns) and isinstance(key, dict) and key:
        totals["existing"].add((ns, tuple(key)))


PLAN_KEYS = re.compile(r"(?:IXSCAN|DISTINCT_SCAN|COUNT_SCAN) \{([^}]*)\}")


def add_planned_indexes(ns, plan, totals):
    """Every index a plan scanned exists: "IXSCAN { a: 1, b: -1 }"."""
    for inner in PLAN_KEYS.findall(plan):
        names = tuple(part.rsplit(":", 1)[0].strip().strip('"') for part in inner.split(",") if ":" in part)
        if names:
            totals["existing"].add((ns, names))


def add_operation(attr, groups, totals):
    ns = attr.get("ns")
    command = attr.get("command")
    if not application_namespace(ns) or attr.get("isFromUserConnection") is False \
            or not isinstance(command, dict):
        return
    query = query_of(command)
    if query is None:
        return
    equality, ranges, single = filter_shape(query[0])
    weight = as_number(attr.get("docsExamined", 0))
    add_planned_indexes(ns, str(attr.get("planSummary", "")), totals)
    totals["total"] += weight
    if str(attr.get("planSummary", "")).startswith("COLLSCAN"):
        totals["collscan"] += weight
    key = (ns, tuple(sorted(equality)), tuple(sorted(ranges)), sort_fields(query[1]), single)
    groups[key] = groups.get(key, 0) + weight


def serves(ns, keys, group):
    """ESR-complete: the index leads with all equality fields, or with a range/sort field."""
    group_ns, equality, ranges, sort, single = group
    if not single or ns != group_ns:
        return False
    if equality:
        return len(keys) >= len(equality) and set(keys[:len(equality)]) == set(equality)
    return bool(keys) and (keys[0] in ranges or keys[0] in sort)


def coverage_weight(indexes, groups):
    return sum(weight for group, weight in groups.items()
               if any(serves(ns, keys, group) for ns, keys in indexes))


def existing_indexes(groups, totals):
    """What exists: the indexes built or scanned in the logs, and _id on every namespace."""
    return set(totals["existing"]) | {(group[0], ("_id",)) for group in groups}


def candidates(groups):
    found = set()
    for group in groups:
        ns, equality, ranges, sort, single = group
        keys = tuple(dict.fromkeys(equality + sort + ranges))  # drop repeats, keep order
        if not single or not keys:
            continue
        for length in range(1, len(keys) + 1):
            found.add((ns, keys[:length]))
    return found


def greedy(groups, count, existing):
    """Picks up to count indexes, each time the one serving the most new weight
    beyond what the existing indexes serve."""
    served_by = {cand: {g for g in groups if serves(cand[0], cand[1], g)}
                 for cand in candidates(groups)}
    served = {g for g in groups if any(serves(ns, keys, g) for ns, keys in existing)}
    chosen = []
    for _ in range(count):
        best, best_order = None, None
        for cand, cand_groups in served_by.items():
            gain = sum(groups[g] for g in cand_groups - served)
            order = (-gain, len(cand[1]), cand[0], cand[1])
            if best_order is None or order < best_order:
                best, best_order = cand, order
        if best is None or best_order[0] >= 0:
            break  # nothing adds weight any more
        chosen.append({"ns": best[0], "keys": list(best[1]), "gain": -best_order[0]})
        served |= served_by.pop(best)
    return chosen, sum(groups[g] for g in served)


def load_indexes(path):
    try:
        with open(path, encoding="utf-8") as stream:
            entries = json.load(stream)
    except (OSError, ValueError) as error:
        fail("cannot read %s: %s" % (path, error))
    if not isinstance(entries, list):
        fail("%s: expected a JSON array of {ns, keys}" % path)
    indexes = []
    for entry in entries:
        keys = entry.get("keys") if isinstance(entry, dict) else None
        if not isinstance(entry, dict) or not isinstance(entry.get("ns"), str) \
                or not isinstance(keys, (list, dict)):
            fail("%s: bad index entry %s" % (path, json.dumps(entry)))
        indexes.append((entry["ns"], tuple(str(key) for key in keys)))  # dict: its names
    return indexes


def fraction(part, total):
    return part / total if total else 0  # no logged work: report 0, not NaN


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("logs", nargs="+", metavar="LOG")
    parser.add_argument("--indexes", metavar="FILE.json")
    parser.add_argument("--count", type=int, metavar="N")
    args = parser.parse_intermixed_args()
    if args.count is not None and args.count < 0:
        fail("--count must be >= 0")
    given = load_indexes(args.indexes) if args.indexes else None

    groups, totals = {}, {"total": 0, "collscan": 0, "existing": set()}
    for path in args.logs:
        read_log(path, groups, totals)
    total = totals["total"]

    # Unservable: no index can serve the group under the ESR-complete rule
    # (not-single-index shapes, and shapes with no filter or sort field at all).
    unservable = sum(weight for group, weight in groups.items()
                     if not group[4] or not (group[1] or group[2] or group[3]))
    existing = existing_indexes(groups, totals)
    result = {"total": total, "collscanWeight": totals["collscan"],
              "groups": len(groups), "unservable": unservable,
              "existing": {"count": len(existing), "coverage": fraction(coverage_weight(existing, groups), total)}}
    # Coverage counts what the set serves together with what exists.
    if given is not None:
        result["given"] = {"count": len(given),
                           "coverage": fraction(coverage_weight(set(given) | existing, groups), total)}
    count = args.count if args.count is not None else (len(given) if given is not None else 10)
    chosen, greedy_weight = greedy(groups, count, existing)
    result["greedy"] = {"count": count, "coverage": fraction(greedy_weight, total), "indexes": chosen}
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
