// SPDX-License-Identifier: GPL-3.0-or-later
#include "queryshape.h"

#include "schema/enumnames.h"

#include <QString>

#include <algorithm>
#include <map>

namespace docmodel {

namespace {

// An Extended JSON value ({"$date": …}, {"$oid": …}) or a document compared
// whole: equality, not an operator.
bool isOperatorDocument(const JsonValue &value)
{
    if (!value.is_object() || value.empty())
        return false;
    static const char *const wrappers[] = { "$date", "$oid", "$numberLong", "$numberInt",
        "$numberDouble", "$numberDecimal", "$binary", "$uuid", "$timestamp", "$regularExpression",
        "$minKey", "$maxKey", "$symbol", "$code", "$undefined", "$dbPointer" };
    const std::string &first = value.begin().key();
    return first.starts_with('$') && std::ranges::find(wrappers, first) == std::end(wrappers);
}

// How much an operator narrows, for a field given several: equality first.
int strength(FilterOp op)
{
    switch (op) {
    case FilterOp::Equality:
        return 0;
    case FilterOp::In:
        return 1;
    case FilterOp::PrefixRegex:
        return 2;
    case FilterOp::ElemMatch:
        return 3;
    case FilterOp::Range:
        return 4;
    }
    return 4;
}

bool isAnchored(const JsonValue &regex)
{
    if (regex.is_string())
        return regex.get<std::string>().starts_with('^');
    if (regex.is_object()) {
        if (const auto r = regex.find("$regularExpression"); r != regex.end() && r->is_object())
            return r->contains("pattern") && isAnchored((*r)["pattern"]);
        if (const auto r = regex.find("$regex"); r != regex.end())
            return isAnchored(*r);
    }
    return false;
}

FilterOp operatorOf(const JsonValue &condition)
{
    if (!isOperatorDocument(condition)) {
        // A regex value matches like $regex.
        if (condition.is_object() && condition.contains("$regularExpression"))
            return isAnchored(condition) ? FilterOp::PrefixRegex : FilterOp::Range;
        return FilterOp::Equality;
    }
    FilterOp op = FilterOp::Equality;
    bool first = true;
    for (const auto &[name, argument] : condition.items()) {
        FilterOp next = FilterOp::Range; // $gt, $lt, $ne, $nin, $exists, $type, $size, …
        if (name == "$eq")
            next = FilterOp::Equality;
        else if (name == "$in")
            next = FilterOp::In;
        else if (name == "$elemMatch" || name == "$all")
            next = FilterOp::ElemMatch;
        else if (name == "$regex")
            next = isAnchored(argument) ? FilterOp::PrefixRegex : FilterOp::Range;
        else if (name == "$options")
            continue;
        op = first || strength(next) < strength(op) ? next : op;
        first = false;
    }
    return op;
}

void addFilter(const JsonValue &filter, std::map<std::string, FilterOp> &fields,
    std::vector<std::string> &branches)
{
    if (!filter.is_object())
        return;
    for (const auto &[name, condition] : filter.items()) {
        if (name == "$and" && condition.is_array()) {
            for (const JsonValue &part : condition)
                addFilter(part, fields, branches);
        } else if ((name == "$or" || name == "$nor") && condition.is_array()) {
            std::vector<std::string> keys;
            for (const JsonValue &part : condition)
                keys.push_back(shapeOf(part).key());
            std::ranges::sort(keys);
            keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
            // A branch of no fields (matches every document) keeps its empty place.
            std::string joined;
            for (size_t k = 0; k < keys.size(); ++k)
                joined += (k == 0 ? "" : "|") + keys[k];
            branches.push_back(name + "[" + joined + "]");
        } else if (name.starts_with('$')) {
            branches.push_back(name); // $expr, $text, $where: their own kind of query
        } else {
            const FilterOp op = operatorOf(condition);
            const auto [at, added] = fields.emplace(name, op);
            if (!added && strength(op) < strength(at->second))
                at->second = op;
        }
    }
}

// A number, plain or canonical ({"$numberInt": "-1"}); 0 when none.
double numberOf(const JsonValue &value)
{
    if (value.is_number())
        return value.get<double>();
    if (value.is_object() && value.size() == 1) {
        const JsonValue &inner = value.begin().value();
        const std::string &wrapper = value.begin().key();
        if (inner.is_string()
            && (wrapper == "$numberInt" || wrapper == "$numberDouble" || wrapper == "$numberLong"))
            return QString::fromStdString(inner.get<std::string>()).toDouble();
    }
    return 0;
}

} // namespace

namespace {

void measure(const JsonValue &value, FilterValueSize &size)
{
    if (value.is_string()) {
        const std::string &text = value.get_ref<const std::string &>();
        size.bytes = std::max(size.bytes, double(text.size()));
        size.prose = size.prose || (text.size() >= 64 && std::ranges::count(text, ' ') >= 8);
    } else if (value.is_array()) {
        const bool numbers = value.size() >= 16 && std::ranges::all_of(value, [](const JsonValue &v) { return v.is_number(); });
        size.vector = size.vector || numbers;
        for (const JsonValue &item : value)
            measure(item, size);
    } else if (value.is_object() && value.contains("$binary")) {
        const JsonValue &binary = value["$binary"];
        const JsonValue base64 = binary.is_object() ? binary.value("base64", JsonValue()) : binary;
        const JsonValue subTypeValue = binary.is_object() ? binary.value("subType", JsonValue()) : JsonValue();
        const std::string subType = subTypeValue.is_string() ? subTypeValue.get<std::string>() : std::string();
        if (base64.is_string())
            size.bytes = std::max(size.bytes, double(base64.get_ref<const std::string &>().size()) * 3 / 4);
        size.vector = size.vector || subType == "09" || subType == "9";
    } else if (value.is_object() && !value.empty() && value.begin().key().starts_with('$')) {
        for (const auto &[name, argument] : value.items())
            if (name != "$options" && name != "$date" && name != "$oid" && !name.starts_with("$number"))
                measure(argument, size);
        if (value.size() == 1 && (value.begin().key() == "$date" || value.begin().key() == "$oid"
                || value.begin().key().starts_with("$number")))
            size.bytes = std::max(size.bytes, 12.0);
    } else if (value.is_object()) {
        size.bytes = std::max(size.bytes, double(value.dump().size()));
    } else {
        size.bytes = std::max(size.bytes, 8.0);
    }
}

void addValueSizes(const JsonValue &filter, std::map<std::string, FilterValueSize> &sizes)
{
    if (!filter.is_object())
        return;
    for (const auto &[name, condition] : filter.items()) {
        if (name == "$and" && condition.is_array())
            for (const JsonValue &part : condition)
                addValueSizes(part, sizes);
        if (name.starts_with('$'))
            continue;
        FilterValueSize &size = sizes[name];
        size.field = name;
        measure(condition, size);
    }
}

} // namespace

std::vector<FilterValueSize> filterValueSizes(const JsonValue &filter)
{
    std::map<std::string, FilterValueSize> sizes;
    addValueSizes(filter, sizes);
    std::vector<FilterValueSize> out;
    out.reserve(sizes.size());
    for (auto &[name, size] : sizes)
        out.push_back(std::move(size));
    return out;
}

QueryShape shapeOf(const JsonValue &filter, const JsonValue &sort)
{
    QueryShape shape;
    std::map<std::string, FilterOp> fields;
    addFilter(filter, fields, shape.orBranches);
    for (const auto &[field, op] : fields)
        shape.filter.push_back({ field, op });
    std::ranges::sort(shape.orBranches);
    if (sort.is_object())
        for (const auto &[field, direction] : sort.items()) {
            const bool descending = numberOf(direction) < 0;
            shape.sort.push_back({ field, descending ? SortDirection::Desc : SortDirection::Asc });
        }
    return shape;
}

std::string QueryShape::key() const
{
    std::string out;
    for (const FilterField &field : filter) {
        out += (out.empty() ? "" : ", ") + field.field;
        if (field.op != FilterOp::Equality)
            out += ":" + std::string(toString(field.op));
    }
    for (const std::string &branch : orBranches)
        out += (out.empty() ? "" : " ") + branch;
    if (!sort.empty()) {
        out += (out.empty() ? "" : " ") + std::string("sort(");
        for (size_t i = 0; i < sort.size(); ++i)
            out += (i ? ", " : "") + sort[i].field
                + (sort[i].direction == SortDirection::Desc ? ":-1" : ":1");
        out += ")";
    }
    return out;
}

PipelineLead leadOfPipeline(const JsonValue &pipeline)
{
    PipelineLead lead;
    if (!pipeline.is_array())
        return lead;
    for (const JsonValue &stage : pipeline) {
        if (!stage.is_object() || stage.empty())
            break;
        const std::string &name = stage.begin().key();
        if (name == "$match" && lead.match.is_null())
            lead.match = stage.begin().value();
        else if (name == "$sort" && lead.sort.is_null())
            lead.sort = stage.begin().value();
        else if (name == "$project") {
            lead.project = stage.begin().value();
            break;
        } else if (name != "$limit" && name != "$skip")
            break;
    }
    return lead;
}

} // namespace docmodel
