// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace docmodel::inference {

// The files one collection is read from.
struct CollectionSource {
    std::string database; // empty when nothing names it
    std::string name;
    std::vector<std::string> files;
    std::string metadataFile; // mongodump's NAME.metadata.json, when there is one
    bool fromDumpFolder = false; // an empty file there is an empty collection
    // How a file came to be read as this collection when its name does not
    // say so plainly: "orders=export.json" (named), "Track.data.json",
    // "sample_mflix.movies.json" (Compass's database.collection). Empty
    // when the file is simply the collection's name.
    std::string mappedFrom;
};

// Whether the reader of the sources knows a collection of that name (the
// model's, for `check`); decides between a file's readings.
using KnownCollection = std::function<bool(const std::string &name)>;

// The names of the files documents are read from, longest first: mongodump's
// BSON (plain or gzipped) and mongoexport's JSON (an array, or a document a line).
const std::vector<std::string> &documentFileSuffixes();

// The collections of the inputs: files (`accounts.json` → accounts; a .bson
// file's folder names its database: `dump/shop/orders.bson` → orders in
// shop) and folders (every .bson, .bson.gz, .json, .jsonl and .ndjson below,
// the folder of each naming its database; a dump's metadata beside its
// collections; system collections and the oplog left out). Files of the same collection are
// read together. `error` names the first input that is neither.
//
// An input NAME=FILE reads FILE as collection NAME. A mongoexport file's
// name is read as `NAME.data.json` → NAME and `DATABASE.NAME.json` → NAME
// (Compass's export), unless `known` knows the whole name.
std::vector<CollectionSource> findCollectionSources(
    const std::vector<std::string> &inputs, std::string *error, const KnownCollection &known = {});

} // namespace docmodel::inference
