// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "kinds.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace docmodel {

struct FilterField {
    std::string field;
    FilterOp op = FilterOp::Equality;
    bool operator==(const FilterField &) const = default;
};

struct SortField {
    std::string field;
    SortDirection direction = SortDirection::Asc;
    bool operator==(const SortField &) const = default;
};

// What a server's traffic (its logs, profiler or $queryStats) showed of an
// access pattern; the evidence behind its frequency.
struct ObservedUse {
    int64_t count = 0; // operations of this shape
    double spanSeconds = 0; // the time the sources covered
    int64_t collectionScans = 0; // of them, planned as a scan of the whole collection
    int64_t docsExamined = 0;
    int64_t returned = 0;
    double p95Millis = 0;
    std::string firstSeen, lastSeen; // ISO 8601
    bool operator==(const ObservedUse &) const = default;
};

// A declared query or write, the input of index advice.
struct AccessPattern {
    std::string id;
    std::string name;
    std::string collectionId;
    AccessKind kind = AccessKind::Read;
    std::vector<FilterField> filter;
    std::vector<SortField> sort;
    std::vector<std::string> projection;
    std::vector<std::string> updates; // fields a write changes
    double frequency = 1.0; // per second
    std::string description;
    std::optional<ObservedUse> observed; // imported traffic; none when declared by hand
    bool operator==(const AccessPattern &) const = default;
};

} // namespace docmodel
