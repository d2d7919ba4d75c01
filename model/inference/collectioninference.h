// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collectionsource.h"
#include "documentreader.h"
#include "documentsample.h"
#include "schemastats.h"

#include <nlohmann/json.hpp>

#include <functional>

namespace docmodel::inference {

struct InferOptions {
    int threads = 1;
    bool skipBad = false;
    std::function<bool()> cancelled;
    // Bytes of the collection's files read so far, of all.
    std::function<void(uint64_t done, uint64_t total)> progress;
    // Documents kept whole for finding relationships: a uniform sample of
    // at most this many (and sampleBytes), or all when there are fewer.
    size_t sampleSize = 10000;
    size_t sampleBytes = size_t(64) << 20;
};

// The bytes of documents each of `collections` keeps for relationships, so
// that all of them together stay within 512 MiB (but at least 4 MiB each).
size_t sampleBytesPerCollection(size_t collections);

struct InferredCollection {
    std::string database;
    std::string name;
    SchemaAnalyzer schema;
    nlohmann::ordered_json metadata; // mongodump's: options and indexes (null without)
    uint64_t bytes = 0;
    uint64_t collectionCount = 0; // the collection's documents when only a sample was read; 0: all were
    uint64_t skipped = 0;
    std::vector<ReadError> skippedErrors;
    DocumentSample sample;
};

// Reads and analyses every file of the collection. False with `error` for a
// file that cannot be read, a bad document (unless skipBad), an explicitly
// named file without documents, or cancellation.
bool inferCollection(const CollectionSource &source, const InferOptions &options, InferredCollection &result,
    ReadError &error);

} // namespace docmodel::inference
