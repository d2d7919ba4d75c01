// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "query/queryshape.h"
#include "schema/index.h"

#include <QString>

#include <cstdint>
#include <functional>
#include <map>
#include <string>

namespace docmodel::traffic {

// One slow operation of an application's collection, as a server logged it.
struct Operation {
    std::string ns; // database.collection
    std::string
        command; // find, aggregate, count, distinct, findAndModify, getMore, update, delete, insert
    QueryShape shape; // getMore: its originating command's
    bool truncated = false; // the server cut the command short: its shape is unknown
    std::string plan; // planSummary: COLLSCAN, IXSCAN { a: 1 }, IDHACK
    int64_t keysExamined = 0;
    int64_t docsExamined = 0;
    int64_t returned = 0;
    bool sortedInMemory = false; // hasSortStage, 2.x-4.2's scanAndOrder
    std::vector<FilterValueSize> valueSizes; // what its filter compares fields with
    double millis = 0; // of one operation (their mean when count > 1)
    std::string time; // ISO 8601, as logged
    // More than one: an entry of $queryStats that stands for `count`
    // operations seen from `time` to `lastTime`; keysExamined,
    // docsExamined and returned are then their sums.
    int64_t count = 1;
    std::string lastTime;
};

// An index a log shows being built ("Index build: starting"): it exists
// from then on.
struct BuiltIndex {
    std::string ns;
    std::string name;
    std::vector<IndexKey> keys;
    bool unique = false;
    bool special = false; // TTL, partial, sparse or collated
};

// What reading a log found besides the operations.
struct LogReading {
    int64_t lines = 0;
    int64_t slowOperations = 0; // entries with id 51803, whatever they are
    int64_t operations = 0; // of them, passed on as Operation
    int64_t indexEntries = 0; // $indexStats entries
    std::vector<BuiltIndex> builtIndexes; // application namespaces only
    // Slow operations that are no application query, by why: "hello",
    // "createIndexes", "system database", "counted by its statements".
    std::map<std::string, int64_t> skipped;
    // Lines a slow-operation log should have been able to read, by why:
    // "not JSON", "no command".
    std::map<std::string, int64_t> unread;
    QString error; // the file as a whole cannot be read; nothing of it counts then
};

// Reads a mongod or mongos log, plain or gzip, streaming: the structured
// format (4.4 and later, one JSON document a line) or the text format of
// 2.2 to 4.2, told by its first line. `add` gets each slow operation on an
// application collection. A file that is empty, no MongoDB log or a
// truncated .gz is an error. `cancelled` is asked now and then; a cancelled
// reading is an error too.
LogReading readServerLog(const QString &path, const std::function<void(const Operation &)> &add,
    const std::function<bool()> &cancelled = {});

// One line of a structured log (exposed for the tests, the fuzz target and
// the benchmark).
void readJsonLogLine(
    std::string_view line, LogReading &reading, const std::function<void(const Operation &)> &add);

// For the log readers: whether a namespace is an application's (not admin,
// config or local, not a system collection); and a command's operation
// (find, aggregate, count, distinct, findAndModify, insert, getMore with
// its originating command `origin`), false when it is no query of an
// application (counted in `reading` as skipped or unread).
bool isApplicationNamespace(std::string_view ns);
bool isQueryCommand(const std::string &name);
bool readCommand(const JsonValue &command, const std::string &db, const JsonValue &origin,
    Operation &op, LogReading &reading);

} // namespace docmodel::traffic
