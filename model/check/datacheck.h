// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collectioncheck.h"
#include "preview/bsonptr.h"
#include "schema/model.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace docmodel::check {

struct CheckOptions {
    int threads = 1;
    uint64_t sample = 0; // documents per collection, drawn at random; 0: every document
    int examples = 5; // failing documents kept with their reasons
    bool skipBad = false; // count unreadable documents and go on
    std::vector<std::string> collections; // only these; empty: every one the inputs hold
    std::function<bool()> cancelled;
    // Bytes of one collection's files read so far, of all.
    std::function<void(const std::string &collection, uint64_t done, uint64_t total)> progress;
};

// A collection the check did not see: the model has it and the data does
// not (no file maps to it, the server lacks it or the database), or the
// data has it and the model does not. A finding, not a pass.
struct UncheckedCollection {
    std::string collection;
    std::string reason;
    bool inModel = true; // false: data that no model collection describes
};

// A unique index a plan would build, and which of the documents already
// there it would hold (a partial index's filter; a sparse one's documents
// with the key).
struct UniqueKey {
    std::string collection;
    std::string index;
    JsonValue key; // {field: 1, ...} in order
    JsonValue partialFilter; // null when none
    bool sparse = false;
};

// The values of a unique key that documents already there repeat: the
// index cannot be built while they do (E11000).
struct DuplicateKeys {
    std::string collection;
    std::string index;
    std::vector<std::string> fields;
    uint64_t values = 0; // key values held by more than one document
    uint64_t documents = 0; // the documents holding them
    std::vector<std::pair<JsonValue, uint64_t>> examples; // value and documents, most repeated first
    std::string error; // the count could not be made
};

struct CheckReport {
    std::vector<CollectionCheck> collections;
    std::vector<DuplicateKeys> duplicates;
    std::vector<UncheckedCollection> unchecked;
    std::vector<std::string> notices;
    bool cancelled = false;
    std::string error; // an input that cannot be used at all

    uint64_t checked() const;
    uint64_t failing() const;
};

// A collection whose check read no document saw nothing: it moves from the
// checked collections to the unchecked ("it holds no documents").
void moveEmptyToUnchecked(CheckReport &report);

// The validator export and apply send for a collection, compiled; nothing
// and `error` when the model's validator is one the server would refuse.
std::unique_ptr<JsonSchema> collectionSchema(const Model &model, const Entity &collection, std::string *error);

// Checks mongoexport files, mongodump files or dump folders (found and read
// as inference finds and reads them) against the model's validators.
CheckReport checkFiles(const Model &model, const std::vector<std::string> &inputs, const CheckOptions &options);

// Checks `count` previewed documents of each collection (or of
// options.collections) against the collection's own validator: what the
// model writes should pass what it validates.
CheckReport checkPreview(const Model &model, int count, const CheckOptions &options);

// Checks documents held in memory (the preview's, a server's sample).
CollectionCheck checkDocuments(const JsonSchema &schema, const std::string &collection,
    const std::vector<BsonPtr> &documents, int examples = 5);

} // namespace docmodel::check
