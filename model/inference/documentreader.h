// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace docmodel::inference {

// Where a document could not be read or analysed: the file, the document's
// number (1-based) and the byte offset it starts at.
struct ReadError {
    std::string file;
    uint64_t document = 0;
    uint64_t offset = 0;
    std::string message;

    std::string toString() const; // "FILE: document N at byte B: message"
};

enum class FileFormat {
    BsonDump, // mongodump: length-prefixed documents, also gzip-compressed
    ExtendedJson, // mongoexport: one document after another (JSON lines) or a JSON array
};

// The format a file's name says (".bson", ".bson.gz" or anything else: JSON).
FileFormat formatOfFile(const std::string &path);

// Each document of a file, in order. `visit` gets its bytes (valid only for
// the call) and returns false with a message for a document it cannot use.
// With skipBad such documents are counted in `skipped` (the first errors
// kept in `skippedErrors`) and reading goes on; without it the first ends the
// read with `error`. Cancelled when `cancelled` returns true.
struct ReadOptions {
    bool skipBad = false;
    std::function<bool()> cancelled;
    std::function<void(uint64_t bytesRead, uint64_t bytesTotal)> progress;
};

struct ReadResult {
    bool ok = true;
    bool cancelled = false;
    uint64_t documents = 0; // handed to visit and accepted
    uint64_t skipped = 0;
    uint64_t bytes = 0; // read from the file (compressed size for .gz)
    ReadError error; // when !ok
    std::vector<ReadError> skippedErrors; // the first 20
};

// Which document of the file: its number (1-based) and first byte.
struct DocumentPosition {
    uint64_t number = 0;
    uint64_t offset = 0;
};

using DocumentVisitor
    = std::function<bool(const uint8_t *data, size_t length, const DocumentPosition &position, std::string *problem)>;

ReadResult readDocuments(const std::string &path, const ReadOptions &options, const DocumentVisitor &visit);

} // namespace docmodel::inference
