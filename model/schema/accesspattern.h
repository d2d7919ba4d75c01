// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "kinds.h"

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
    bool operator==(const AccessPattern &) const = default;
};

} // namespace docmodel
