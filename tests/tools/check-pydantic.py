# SPDX-License-Identifier: GPL-3.0-or-later
"""Loads generated pydantic modules and parses documents with them.

Run with Debian's /usr/bin/python3 (python3-pydantic 1.10, python3-bson).
Input (stdin): {"cases": [{"module": TEXT, "documents": [{"collection": NAME,
"document": CANONICAL_EXTENDED_JSON}, ...]}, ...]}. Output (stdout): for each
case {"loaded": true, "results": [{"valid": bool, "error": TEXT}, ...]} or
{"loaded": false, "error": TEXT}.
"""
import json
import sys
import traceback
import types

from bson import json_util


def load(name, text):
    module = types.ModuleType(name)
    # update_forward_refs looks the module up by its name
    sys.modules[name] = module
    exec(compile(text, name + ".py", "exec"), module.__dict__)
    return module


def check(index, case):
    try:
        module = load("generated_%d" % index, case["module"])
    except Exception:
        return {"loaded": False, "error": traceback.format_exc(limit=3)}
    results = []
    for item in case["documents"]:
        try:
            model = module.COLLECTIONS[item["collection"]]
            model.parse_obj(json_util.loads(item["document"]))
            results.append({"valid": True, "error": ""})
        except Exception as error:  # a refusal, or a name the module lacks
            results.append({"valid": False, "error": "%s: %s" % (type(error).__name__, error)})
    return {"loaded": True, "results": results}


def main():
    cases = json.load(sys.stdin)["cases"]
    json.dump([check(i, case) for i, case in enumerate(cases)], sys.stdout)


if __name__ == "__main__":
    main()
