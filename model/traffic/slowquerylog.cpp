// SPDX-License-Identifier: GPL-3.0-or-later
#include "slowquerylog.h"

#include "legacylog.h"

#include <QCoreApplication>
#include <QFile>

#include <zlib.h>

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

// A member that is a string, or "" (logs of other versions, or damaged).
std::string textOf(const JsonValue &object, const char *key)
{
    if (!object.is_object())
        return {};
    const auto found = object.find(key);
    return found != object.end() && found->is_string() ? found->get<std::string>() : std::string();
}

int64_t number(const JsonValue &attr, const char *key)
{
    const auto found = attr.find(key);
    return found != attr.end() && found->is_number() ? found->get<int64_t>() : 0;
}

// An aggregation's first $match and the $sort before any stage that
// changes the documents.
void shapeOfPipeline(const JsonValue &pipeline, Operation &op)
{
    if (!pipeline.is_array())
        return;
    JsonValue match, sort;
    for (const JsonValue &stage : pipeline) {
        if (!stage.is_object() || stage.empty())
            break;
        const std::string &name = stage.begin().key();
        if (name == "$match" && match.is_null())
            match = stage.begin().value();
        else if (name == "$sort" && sort.is_null())
            sort = stage.begin().value();
        else if (name != "$limit" && name != "$skip")
            break;
    }
    op.shape = shapeOf(match, sort);
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
    const std::string &name = command.begin().key();
    if (name == "$truncated") {
        // { find: "orders", filter: { … the rest cut off
        static const std::regex head(R"re(^\{\s*(\w+):\s*"([^"]*)")re");
        std::smatch match;
        const std::string text
            = command.begin()->is_string() ? command.begin()->get<std::string>() : std::string();
        if (!std::regex_search(text, match, head) || !queryCommand(match[1].str())) {
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
    const JsonValue &collection = command.begin().value();
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
    if (name == "aggregate")
        shapeOfPipeline(command.value("pipeline", JsonValue()), op);
    else if (*query->filter)
        op.shape = shapeOf(command.value(query->filter, JsonValue()),
            *query->sort ? command.value(query->sort, JsonValue()) : JsonValue());
    return true;
}

void readJsonLogLine(
    std::string_view line, LogReading &reading, const std::function<void(const Operation &)> &add)
{
    ++reading.lines;
    // Most lines are not slow operations: look before parsing.
    if (line.find("51803") == std::string_view::npos)
        return;
    const JsonValue entry = JsonValue::parse(line, nullptr, false);
    if (entry.is_discarded() || !entry.is_object()) {
        if (line.find("Slow query") != std::string_view::npos) {
            ++reading.slowOperations;
            ++reading.unread["not JSON"];
        }
        return;
    }
    const auto id = entry.find("id");
    if (id == entry.end() || *id != 51803)
        return;
    ++reading.slowOperations;
    const JsonValue attr = entry.value("attr", JsonValue::object());
    const std::string ns = textOf(attr, "ns");
    const std::string type = textOf(attr, "type");
    const auto fromUser = attr.is_object() ? attr.find("isFromUserConnection") : attr.end();
    if (!isApplicationNamespace(ns) || (fromUser != attr.end() && *fromUser == false)) {
        ++reading.skipped["system"];
        return;
    }
    const auto command = attr.is_object() ? attr.find("command") : attr.end();
    if (command == attr.end() || !command->is_object() || command->empty()) {
        ++reading.unread["not a command"];
        return;
    }
    Operation op;
    if (type == "update" || type == "remove") {
        // One statement of an update or delete command, at its collection.
        op.ns = ns;
        op.command = type == "update" ? "update" : "delete";
        op.shape = shapeOf(command->value("q", JsonValue()));
    } else if (!readCommand(*command, ns.substr(0, ns.find('.')),
                   attr.value("originatingCommand", JsonValue()), op, reading)) {
        return;
    }
    if (!isApplicationNamespace(op.ns)) {
        ++reading.skipped["system"];
        return;
    }
    const auto plan = attr.find("planSummary");
    op.plan = plan != attr.end() && plan->is_string() ? plan->get<std::string>() : std::string();
    op.keysExamined = number(attr, "keysExamined");
    op.docsExamined = number(attr, "docsExamined");
    op.returned = number(attr, "nreturned");
    const auto millis = attr.find("durationMillis");
    op.millis = millis != attr.end() && millis->is_number() ? millis->get<double>() : 0;
    const JsonValue time = entry.value("t", JsonValue());
    if (time.is_object() && time.contains("$date") && time["$date"].is_string())
        op.time = time["$date"].get<std::string>();
    ++reading.operations;
    add(op);
}

LogReading readServerLog(const QString &path, const std::function<void(const Operation &)> &add,
    const std::function<bool()> &cancelled)
{
    LogReading reading;
    gzFile file = gzopen(QFile::encodeName(path).constData(), "rb");
    if (!file) {
        reading.error = LogText::tr("cannot open the file");
        return reading;
    }
    gzbuffer(file, 1 << 20);
    std::string pending;
    std::vector<char> buffer(1 << 20);
    bool sawLine = false;
    auto readLine = readJsonLogLine;
    int chunks = 0;
    const auto line = [&](std::string_view text) {
        if (!text.empty() && text.back() == '\r')
            text.remove_suffix(1);
        if (!sawLine && !text.empty()) {
            // The first line tells the format: JSON (4.4 and later) or text.
            sawLine = true;
            if (!text.starts_with('{') || JsonValue::parse(text, nullptr, false).is_discarded()) {
                if (!looksLikeLegacyLog(text)) {
                    reading.error = LogText::tr(
                        "the first line is neither JSON nor a line of the text format: this is "
                        "no MongoDB log");
                    return false;
                }
                readLine = readLegacyLogLine;
            }
        }
        readLine(text, reading, add);
        return true;
    };
    int got = 0;
    while ((got = gzread(file, buffer.data(), unsigned(buffer.size()))) > 0) {
        if (cancelled && ++chunks % 8 == 0 && cancelled()) {
            reading.error = LogText::tr("cancelled");
            break;
        }
        size_t start = 0;
        const std::string_view chunk(buffer.data(), size_t(got));
        for (size_t end; (end = chunk.find('\n', start)) != std::string_view::npos;
             start = end + 1) {
            bool ok = true;
            if (pending.empty()) {
                ok = line(chunk.substr(start, end - start));
            } else {
                pending.append(chunk.substr(start, end - start));
                ok = line(pending);
                pending.clear();
            }
            if (!ok)
                break;
        }
        if (!reading.error.isEmpty())
            break;
        pending.append(chunk.substr(start));
    }
    int code = Z_OK;
    const char *message = gzerror(file, &code);
    if ((got < 0 || (code != Z_OK && code != Z_STREAM_END)) && reading.error.isEmpty()) {
        reading.error = LogText::tr("the file cannot be read to its end (%1): a truncated .gz?")
                            .arg(QString::fromUtf8(message));
    }
    gzclose(file);
    if (reading.error.isEmpty() && !pending.empty())
        line(pending);
    if (reading.error.isEmpty() && !sawLine)
        reading.error = LogText::tr("the file is empty");
    return reading;
}

} // namespace docmodel::traffic
