#!/usr/bin/env python3
"""Fails, naming them, when sources lack their SPDX-License-Identifier line."""
import os
import sys

ROOT = sys.argv[1]
FOLDERS = ["app", "model", "widgets", "diagram", "translations", "tests", "scripts"]
SKIP = {"node_modules", "data", "corpus", "regressions", "golden"}
TAG = "SPDX-License-Identifier: GPL-3.0-or-later"


def is_source(name):
    return name.endswith((".cpp", ".h", ".py", ".mjs", ".sh")) or name == "CMakeLists.txt"


missing = []
for folder in FOLDERS:
    for directory, subdirs, files in os.walk(os.path.join(ROOT, folder)):
        subdirs[:] = [d for d in subdirs if d not in SKIP and not d.startswith(".")]
        for name in files:
            path = os.path.join(directory, name)
            if is_source(name):
                with open(path, encoding="utf-8") as source:
                    if TAG not in source.read(400):
                        missing.append(os.path.relpath(path, ROOT))
for path in sorted(missing):
    print(f"{path}: no '{TAG}' line in its first lines")
print(f"{len(missing)} source file(s) without an SPDX line")
sys.exit(1 if missing else 0)
