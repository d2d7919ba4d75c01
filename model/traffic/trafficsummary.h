// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "slowquerylog.h"

#include "schema/model.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace docmodel::traffic {

// One query shape of one namespace and command, as the log saw it.
struct ShapeStats {
    std::string ns;
    std::string command;
    QueryShape shape;
    bool truncated = false;
    int64_t count = 0;
    double totalMillis = 0;
    double p50Millis = 0;
    double p95Millis = 0;
    int64_t keysExamined = 0;
    int64_t docsExamined = 0;
    int64_t returned = 0;
    int64_t inMemorySorts = 0; // operations that sorted their results in memory
    std::map<std::string, int64_t> plans; // planSummary → count
    std::string firstSeen, lastSeen;

    std::string key() const; // "ns command shape"
    // The operations whose plan scanned the whole collection (COLLSCAN).
    int64_t collectionScans() const;
};

// What the logged filters compared one field of a namespace with.
struct ValueSizeStats {
    double totalBytes = 0;
    int64_t values = 0;
    bool vector = false;
    bool prose = false;
    double averageBytes() const { return values ? totalBytes / double(values) : 0; }
};
using ValueSizes = std::map<std::pair<std::string, std::string>, ValueSizeStats>; // (ns, field)

// Operations grouped by namespace, command and shape. Memory grows with the
// number of shapes, not of operations: each keeps a bounded sample of
// durations for its percentiles.
class TrafficSummary
{
public:
    void add(const Operation &op);
    // Adds what another summary counted (another source read apart, such as
    // a server's). Durations keep a bounded sample: percentiles of the
    // union are then estimates from both samples.
    void merge(const TrafficSummary &other);
    // By count, the most frequent first; percentiles computed.
    std::vector<ShapeStats> shapes() const;
    int64_t operations() const { return mOperations; }
    // The time between the first and the last operation, in seconds (0 when
    // the times cannot be read).
    double spanSeconds() const;
    const ValueSizes &valueSizes() const { return mValueSizes; }

private:
    struct Group {
        ShapeStats stats;
        std::vector<double> sample; // durations, a reservoir
    };
    std::map<std::string, Group> mGroups;
    ValueSizes mValueSizes;
    int64_t mOperations = 0;
    std::string mFirst, mLast;
};

// A shape against the model: its collection, and whether a declared access
// pattern has the same filter and sort.
struct ShapeMatch {
    std::string key; // ShapeStats::key()
    std::string entityId; // empty: the namespace is no collection of the model
    std::string patternId; // the declared access pattern of this shape, or empty
    std::vector<std::string> unknownFields; // filter and sort fields the documents do not hold
    double perSecond = 0; // count over the log's span
};

struct TrafficMatch {
    std::vector<ShapeMatch> shapes; // in ShapeStats order
    std::vector<std::string> unknownNamespaces;
    std::vector<std::string> unseenPatterns; // declared access patterns no shape matched (ids)
    double spanSeconds = 0; // the summary's
};

TrafficMatch matchModel(const Model &model, const TrafficSummary &summary);

// The model's collection a namespace names: in the model's database, or in
// any when the model names none; nullptr otherwise.
const Entity *collectionOf(const Model &model, const std::string &ns);

// A shape's name as a person reads it: "find by status, amount (range),
// sorted by createdAt desc", "count all".
std::string patternName(const ShapeStats &stats);

// The access pattern a shape proposes for the collection.
AccessPattern proposedPattern(const ShapeStats &stats, const ShapeMatch &match);

} // namespace docmodel::traffic
