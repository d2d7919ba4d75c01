// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/accesspattern.h"
#include "schema/field.h"

#include <string>
#include <vector>

namespace docmodel {

// What a query asks for, without its values: the fields it filters on and
// how (equality, range, $in, an anchored regex, $elemMatch), its $or
// branches, and its sort. Field order is ignored: {a, b} and {b, a} are one
// shape.
struct QueryShape {
    std::vector<FilterField> filter; // sorted by field, each field once
    std::vector<std::string> orBranches; // each branch's key, sorted
    std::vector<SortField> sort; // in the sort's order
    bool operator==(const QueryShape &) const = default;

    // "a, b:range, c:in $or[d|e:regex] sort(f:-1)": one line, the grouping key.
    std::string key() const;
};

// The shape of a filter document (relaxed or canonical Extended JSON as
// the server logs it) and of a sort document.
QueryShape shapeOf(const JsonValue &filter, const JsonValue &sort = {});

// What a filter compares a field with, as an index would hold it: the
// largest value's size in bytes; whether it is a vector (binData of subtype
// 9, or an array of 16 or more numbers: an embedding) or prose (a string of
// 64 characters or more with spaces between words).
struct FilterValueSize {
    std::string field;
    double bytes = 0;
    bool vector = false;
    bool prose = false;
};
std::vector<FilterValueSize> filterValueSizes(const JsonValue &filter);

// What an aggregation's leading stages ask of the collection, as a find
// would: its first $match and first $sort before any stage that changes the
// documents ($limit and $skip do not), and the $project that ends them.
// Members are null when the pipeline has none.
struct PipelineLead {
    JsonValue match;
    JsonValue sort;
    JsonValue project;
};
PipelineLead leadOfPipeline(const JsonValue &pipeline);

} // namespace docmodel
