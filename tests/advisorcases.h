// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advisor/rules.h"
#include "schema/model.h"

#include <functional>
#include <vector>

namespace docmodel::test {

// For one rule: a minimal model that triggers it on `object`, and the same
// model changed just enough that it does not.
struct RuleCase {
    RuleId rule;
    std::string object;
    std::function<Model()> triggering;
    std::function<Model()> clean;
};

std::vector<RuleCase> ruleCases();

// Venues embed their sections and sections their seats, thousands of them:
// the advisor would reference the seats from a collection of their own, but
// a seat collection cannot refer to a section, which has no _id of its own.
Model venuesSectionsSeats();

// Building blocks for small models.
Entity collection(const std::string &id, std::vector<Field> fields = {});
Relationship relationship(const std::string &one, const std::string &many, Cardinality cardinality,
    Strategy strategy, std::optional<int64_t> max);
Index index(const std::string &id, const std::string &collection, std::vector<IndexKey> keys);
AccessPattern query(const std::string &id, const std::string &collection,
    std::vector<FilterField> filter, std::vector<SortField> sort = {});

} // namespace docmodel::test
