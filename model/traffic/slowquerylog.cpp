// SPDX-License-Identifier: GPL-3.0-or-later
#include "slowquerylog.h"

#include "counters.h"
#include "legacylog.h"
#include "textlines.h"

#include <QCoreApplication>

#include <simdjson.h>

#include <algorithm>
#include <array>
#include <regex>

namespace docmodel::traffic {

namespace {

class LogText
{
    Q_DECLARE_TR_FUNCTIONS(TrafficLog)
};

// The commands whose filter is an access pattern, with where it is.
struct QueryCommand {
    const char *name; // the command's first key
    const char *operation; // as reported
    const char *filter; // the filter's key in the command
    const char *sort;
};
constexpr std::array kQueryCommands = {
    QueryCommand { "find", "find", "filter", "sort" },
    QueryCommand { "aggregate", "aggregate", "", "" },
    QueryCommand { "count", "count", "query", "" },
    QueryCommand { "distinct", "distinct", "query", "" },
    QueryCommand { "findAndModify", "findAndModify", "query", "sort" },
    QueryCommand { "findandmodify", "findAndModify", "query", "sort" },
    QueryCommand { "insert", "insert", "", "" },
    QueryCommand { "getMore", "getMore", "", "" },
};

const QueryCommand *queryCommand(const std::string &name)
{
    const auto found = std::ranges::find_if(
        kQueryCommands, [&](const QueryCommand &c) { return name == c.name; });
    return found == kQueryCommands.end() ? nullptr : &*found;
}

// An aggregation's first $match and the $sort before any stage that
// changes the documents.
void shapeOfPipeline(const JsonValue &pipeline, Operation &op)
{
    const PipelineLead lead = leadOfPipeline(pipeline);
    op.shape = shapeOf(lead.match, lead.sort);
    op.valueSizes = filterValueSizes(lead.match);
}

// Deeper than any filter a server logs: a hostile line stops here.
constexpr int kMaxDepth = 200;

JsonValue toJson(simdjson::dom::element value, int depth = 0)
{
    using Type = simdjson::dom::element_type;
    switch (value.type()) {
    case Type::ARRAY: {
        JsonValue out = JsonValue::array();
        simdjson::dom::array items;
        if (depth < kMaxDepth && !value.get_array().get(items))
            for (const simdjson::dom::element item : items)
                out.push_back(toJson(item, depth + 1));
        return out;
    }
    case Type::OBJECT: {
        JsonValue out = JsonValue::object();
        simdjson::dom::object fields;
        if (depth < kMaxDepth && !value.get_object().get(fields))
            for (const simdjson::dom::key_value_pair field : fields)
                out[std::string(field.key)] = toJson(field.value, depth + 1);
        return out;
    }
    case Type::INT64:
        return value.get_int64().value_unsafe();
    case Type::UINT64:
        return value.get_uint64().value_unsafe();
    case Type::DOUBLE:
        return value.get_double().value_unsafe();
    case Type::STRING:
        return std::string(value.get_string().value_unsafe());
    case Type::BOOL:
        return value.get_bool().value_unsafe();
    case Type::NULL_VALUE:
        return nullptr;
    }
    return nullptr;
}

// What of a logged command tells its shape: its name and collection (the
// first member), the names of query commands, and the members that hold
// filters and sorts. An insert's documents and an update's changes, often
// most of the line, are never converted.
JsonValue commandJson(simdjson::dom::object command)
{
    JsonValue out = JsonValue::object();
    bool first = true;
    for (const simdjson::dom::key_value_pair field : command) {
        const std::string key(field.key);
        if (first || key == "filter" || key == "query" || key == "q" || key == "sort"
            || key == "pipeline" || key == "collection" || queryCommand(key))
            out[key] = toJson(field.value);
        first = false;
    }
    return out;
}

std::string_view textAt(simdjson::dom::object object, const char *key)
{
    std::string_view text;
    return object[key].get_string().get(text) ? std::string_view() : text;
}

double numberAt(simdjson::dom::object object, const char *key)
{
    double number = 0;
    return object[key].get_double().get(number) ? 0 : number;
}

// The first stage of a pipeline that reads the server's own statistics
// rather than documents; empty for any other pipeline.
std::string monitoringStage(const JsonValue &pipeline)
{
    if (!pipeline.is_array() || pipeline.empty() || !pipeline.front().is_object()
        || pipeline.front().empty())
        return {};
    const std::string &stage = pipeline.front().begin().key();
    for (const char *monitoring : { "$indexStats", "$collStats", "$queryStats", "$currentOp",
             "$listSessions", "$planCacheStats", "$listSearchIndexes" })
        if (stage == monitoring)
            return stage;
    return {};
}

// "Index build: starting" (id 20384): the namespace, name and keys of an
// index that exists from then on.
void readIndexBuild(simdjson::dom::object attr, LogReading &reading)
{
    simdjson::dom::element properties;
    const std::string ns(textAt(attr, "namespace"));
    if (ns.empty() || attr["properties"].get(properties) || !properties.is_object())
        return;
    const JsonValue spec = toJson(properties);
    BuiltIndex index;
    index.ns = ns;
    if (const auto name = spec.find("name"); name != spec.end() && name->is_string())
        index.name = name->get<std::string>();
    // A text index is built as {_fts: "text", _ftsx: 1}: its fields are in the weights.
    index.keys = indexKeysFromSpec(spec);
    const JsonValue unique = spec.value("unique", JsonValue());
    index.unique = unique.is_boolean() && unique.get<bool>();
    for (const char *option : { "expireAfterSeconds", "partialFilterExpression", "sparse", "collation" })
        index.special = index.special || spec.contains(option);
    if (!index.keys.empty())
        reading.builtIndexes.push_back(std::move(index));
}

} // namespace

bool isQueryCommand(const std::string &name)
{
    return queryCommand(name) != nullptr;
}

bool isApplicationNamespace(std::string_view ns)
{
    const std::string_view db = ns.substr(0, ns.find('.'));
    return db != "admin" && db != "config" && db != "local"
        && ns.find(".system.") == std::string_view::npos;
}

bool readCommand(const JsonValue &command, const std::string &db, const JsonValue &origin,
    Operation &op, LogReading &reading)
{
    // The command's name is its first key; documents re-serialised with
    // sorted keys put "$db", "filter" and the like before it: then it is
    // the first key that names a query command, or else the first without "$".
    auto head = command.begin();
    if (head.key() != "$truncated" && !queryCommand(head.key())) {
        auto named = command.end();
        for (auto it = command.begin(); it != command.end(); ++it) {
            if (queryCommand(it.key())) {
                named = it;
                break;
            }
            if (named == command.end() && !it.key().starts_with('$'))
                named = it;
        }
        if (named != command.end())
            head = named;
    }
    const std::string &name = head.key();
    if (name == "$truncated") {
        // { find: "orders", filter: { … the rest cut off
        static const std::regex opening(R"re(^\{\s*(\w+):\s*"([^"]*)")re");
        std::smatch match;
        const std::string text = head->is_string() ? head->get<std::string>() : std::string();
        if (!std::regex_search(text, match, opening) || !queryCommand(match[1].str())) {
            ++reading.unread["truncated, no command"];
            return false;
        }
        op.command = queryCommand(match[1].str())->operation;
        op.ns = db + "." + match[2].str();
        op.truncated = true;
        return true;
    }
    const QueryCommand *query = queryCommand(name);
    if (!query) {
        ++reading
              .skipped[name == "update" || name == "delete" ? "counted by its statements" : name];
        return false;
    }
    op.command = query->operation;
    const JsonValue &collection = head.value();
    if (name == "getMore") {
        const auto collectionName = command.find("collection");
        op.ns = db + "."
            + (collectionName != command.end() && collectionName->is_string()
                    ? collectionName->get<std::string>()
                    : std::string());
        if (origin.is_object() && !origin.empty()) {
            Operation original;
            LogReading ignored;
            if (readCommand(origin, db, JsonValue(), original, ignored))
                op.shape = original.shape;
        }
        return true;
    }
    if (!collection.is_string()) {
        ++reading.unread["no collection"];
        return false;
    }
    op.ns = db + "." + collection.get<std::string>();
    if (name == "aggregate") {
        const JsonValue &pipeline = command.value("pipeline", JsonValue());
        // A tool's look at the server ($indexStats, $collStats, and such as
        // DocModeler itself sends) is no query of the application.
        if (const std::string stage = monitoringStage(pipeline); !stage.empty()) {
            ++reading.skipped[stage];
            return false;
        }
        shapeOfPipeline(pipeline, op);
    } else if (*query->filter) {
        const JsonValue filter = command.value(query->filter, JsonValue());
        op.shape = shapeOf(filter, *query->sort ? command.value(query->sort, JsonValue()) : JsonValue());
        op.valueSizes = filterValueSizes(filter);
    }
    return true;
}

void readJsonLogLine(
    std::string_view line, LogReading &reading, const std::function<void(const Operation &)> &add)
{
    ++reading.lines;
    // Most lines are not slow operations: look before parsing.
    const bool slow = line.find("51803") != std::string_view::npos;
    if (!slow && line.find("\"id\":20384") == std::string_view::npos)
        return;
    // simdjson reads the line; only the command's shape becomes a JsonValue.
    thread_local simdjson::dom::parser parser;
    thread_local std::string padded;
    padded.reserve(line.size() + simdjson::SIMDJSON_PADDING);
    padded.assign(line);
    simdjson::dom::element entry;
    if (parser.parse(padded.data(), padded.size(), false).get(entry) || !entry.is_object()) {
        if (line.find("Slow query") != std::string_view::npos) {
            ++reading.slowOperations;
            ++reading.unread["not JSON"];
        }
        return;
    }
    int64_t id = 0;
    if (entry["id"].get_int64().get(id))
        return;
    if (id == 20384) {
        simdjson::dom::object buildAttr;
        if (!entry["attr"].get_object().get(buildAttr) && isApplicationNamespace(textAt(buildAttr, "namespace")))
            readIndexBuild(buildAttr, reading);
        return;
    }
    if (id != 51803)
        return;
    ++reading.slowOperations;
    simdjson::dom::object attr;
    if (entry["attr"].get_object().get(attr)) {
        ++reading.unread["not a command"];
        return;
    }
    const std::string ns(textAt(attr, "ns"));
    const std::string_view type = textAt(attr, "type");
    bool fromUser = true;
    if (!isApplicationNamespace(ns)
        || (!attr["isFromUserConnection"].get_bool().get(fromUser) && !fromUser)) {
        ++reading.skipped["system"];
        return;
    }
    simdjson::dom::object command;
    if (attr["command"].get_object().get(command) || command.size() == 0) {
        ++reading.unread["not a command"];
        return;
    }
    const JsonValue shapeOfCommand = commandJson(command);
    Operation op;
    if (type == "update" || type == "remove") {
        // One statement of an update or delete command, at its collection.
        op.ns = ns;
        op.command = type == "update" ? "update" : "delete";
        op.shape = shapeOf(shapeOfCommand.value("q", JsonValue()));
        op.valueSizes = filterValueSizes(shapeOfCommand.value("q", JsonValue()));
    } else {
        simdjson::dom::object origin;
        const JsonValue originating = attr["originatingCommand"].get_object().get(origin)
            ? JsonValue()
            : commandJson(origin);
        if (!readCommand(shapeOfCommand, ns.substr(0, ns.find('.')), originating, op, reading))
            return;
    }
    if (!isApplicationNamespace(op.ns)) {
        ++reading.skipped["system"];
        return;
    }
    op.plan = std::string(textAt(attr, "planSummary"));
    op.keysExamined = counterOf(numberAt(attr, "keysExamined"));
    op.docsExamined = counterOf(numberAt(attr, "docsExamined"));
    op.returned = counterOf(numberAt(attr, "nreturned"));
    bool sorted = false;
    op.sortedInMemory = !attr["hasSortStage"].get_bool().get(sorted) && sorted;
    op.millis = durationOf(numberAt(attr, "durationMillis"));
    std::string_view time;
    if (!entry["t"]["$date"].get_string().get(time))
        op.time = std::string(time);
    ++reading.operations;
    add(op);
}

LogReading readServerLog(const QString &path, const std::function<void(const Operation &)> &add,
    const std::function<bool()> &cancelled)
{
    LogReading reading;
    bool sawLine = false;
    auto readLine = readJsonLogLine;
    const QString failure = forEachLine(
        path,
        [&](std::string_view text) {
            if (!sawLine && !text.empty()) {
                // The first line tells the format: JSON (4.4 and later) or text.
                sawLine = true;
                if (!text.starts_with('{')
                    || JsonValue::parse(text, nullptr, false).is_discarded()) {
                    if (!looksLikeLegacyLog(text)) {
                        reading.error = LogText::tr(
                            "the first line is neither JSON nor a line of the text format: this "
                            "is no MongoDB log");
                        return false;
                    }
                    readLine = readLegacyLogLine;
                }
            }
            readLine(text, reading, add);
            return true;
        },
        cancelled);
    if (reading.error.isEmpty())
        reading.error = failure;
    if (reading.error.isEmpty() && !sawLine)
        reading.error = LogText::tr("the file is empty");
    return reading;
}

} // namespace docmodel::traffic
