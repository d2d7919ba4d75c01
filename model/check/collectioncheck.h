// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jsonschema.h"

#include <cstdint>
#include <string>
#include <vector>

namespace docmodel::check {

// How many documents broke one rule (a path and a keyword), with its reason.
struct RuleCount {
    std::string path;
    std::string keyword;
    std::string reason;
    uint64_t documents = 0;
    std::vector<JsonValue> exampleIds; // the _ids of the first documents that break it
};

// A failing document: its _id (relaxed Extended JSON), where it was read,
// and why it fails.
struct FailingDocument {
    JsonValue id;
    std::string where; // "FILE: document N", or "server"
    uint64_t order = 0; // its place in the input, to keep the first ones
    Explanation why;
};

// Where the data and the model part ways at the top of the documents.
struct Drift {
    enum class Kind { FieldNotInModel, TypeNotAllowed, RequiredMissing };
    Kind kind;
    std::string field;
    std::string type; // the type seen (TypeNotAllowed)
    uint64_t documents = 0;
};

// How a collection's failing documents were counted.
enum class CountMethod {
    EveryDocument, // every document read and evaluated here
    Sample, // a random sample read and evaluated here
    Server, // the server counted ({$nor: [validator]}); reasons evaluated here
};

// The check of one collection against its validator.
struct CollectionCheck {
    std::string collection;
    CountMethod method = CountMethod::EveryDocument;
    uint64_t checked = 0;
    uint64_t failing = 0;
    uint64_t total = 0; // documents the collection holds, when known (a sample's population)
    std::vector<RuleCount> rules; // most often broken first
    // Failing documents with their reasons, drawn across the broken rules:
    // the first document of each rule (most often broken first), then the
    // second of each, until there are enough.
    std::vector<FailingDocument> examples;
    std::vector<Drift> drift; // largest first
    std::vector<std::string> notices;
    uint64_t withoutId = 0; // documents of files without _id, checked with the one the server adds
    std::string error; // the check could not be made (no validator, unreadable file)

    double failingShare() const { return checked ? double(failing) / double(checked) : 0.0; }
};

// Evaluates documents against one validator on several threads. Documents
// are copied into batches of about 1 MiB; at most two batches per thread
// wait, so memory does not grow with the number of documents.
class CollectionChecker
{
public:
    CollectionChecker(const JsonSchema &schema, int threads, int examples);
    ~CollectionChecker();
    CollectionChecker(const CollectionChecker &) = delete;
    CollectionChecker &operator=(const CollectionChecker &) = delete;

    // A document (its bytes, valid only for the call) and where it was read.
    void add(const uint8_t *data, size_t length, const std::string &where);
    // Waits for the threads and adds what they found to `out`.
    void finish(CollectionCheck &out);

private:
    struct State;
    std::unique_ptr<State> d;
};

} // namespace docmodel::check
