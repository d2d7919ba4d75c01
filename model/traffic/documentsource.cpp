// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentsource.h"

#include "counters.h"
#include "io/jsonreader.h"
#include "legacylog.h"
#include "schema/index.h"
#include "textlines.h"

#include <QCoreApplication>
#include <QDateTime>

#include <deque>

namespace docmodel::traffic {

namespace {

class SourceText
{
    Q_DECLARE_TR_FUNCTIONS(TrafficLog)
};

// A whole-file JSON document is held in memory: past this, ask for one
// document a line, which streams.
constexpr size_t kMaxWholeFile = size_t(512) << 20;

const JsonValue &member(const JsonValue &object, const char *key)
{
    static const JsonValue none;
    if (!object.is_object())
        return none;
    const auto found = object.find(key);
    return found == object.end() ? none : *found;
}

std::string text(const JsonValue &object, const char *key)
{
    const JsonValue &value = member(object, key);
    return value.is_string() ? value.get<std::string>() : std::string();
}

// A number, relaxed or canonical Extended JSON ({"$numberLong": "12"}).
double numberOf(const JsonValue &value)
{
    if (value.is_number())
        return value.get<double>();
    if (value.is_object() && value.size() == 1 && value.begin()->is_string()) {
        const std::string &wrapper = value.begin().key();
        if (wrapper == "$numberInt" || wrapper == "$numberLong" || wrapper == "$numberDouble"
            || wrapper == "$numberDecimal") {
            const std::string &digits = value.begin()->get_ref<const std::string &>();
            char *end = nullptr;
            const double parsed = std::strtod(digits.c_str(), &end);
            return end == digits.c_str() ? 0 : parsed;
        }
    }
    return 0;
}

int64_t count(const JsonValue &object, const char *key)
{
    return counterOf(numberOf(member(object, key)));
}

// {"$date": "2024-01-15T10:00:00Z"}, {"$date": 1600262045088} or
// {"$date": {"$numberLong": "…"}} as ISO 8601 in UTC.
std::string isoTime(const JsonValue &value)
{
    const JsonValue &date = member(value, "$date");
    if (date.is_string())
        return date.get<std::string>();
    // JavaScript's Date range, ±100,000,000 days around 1970: a server
    // writes no date outside it.
    constexpr double kMaxDateMillis = 8.64e15;
    if (const double millis = numberOf(date);
        (date.is_number() || date.is_object()) && std::abs(millis) <= kMaxDateMillis) {
        return QDateTime::fromMSecsSinceEpoch(int64_t(millis), Qt::UTC)
            .toString(Qt::ISODateWithMs)
            .toStdString();
    }
    return {};
}

// The first member named `key` in the document or below it, the shallowest
// first.
const JsonValue *findMember(const JsonValue &document, const char *key)
{
    std::deque<const JsonValue *> queue { &document };
    while (!queue.empty()) {
        const JsonValue *at = queue.front();
        queue.pop_front();
        if (at->is_object()) {
            if (const auto found = at->find(key); found != at->end())
                return &*found;
            for (const auto &[name, child] : at->items())
                if (name != "rejectedPlans" && (child.is_object() || child.is_array()))
                    queue.push_back(&child);
        } else if (at->is_array()) {
            for (const JsonValue &child : *at)
                if (child.is_object() || child.is_array())
                    queue.push_back(&child);
        }
    }
    return nullptr;
}

// An index's keys as a server's planSummary writes them: "{ a: 1, b: -1 }".
std::string planKeys(const JsonValue &keyPattern)
{
    std::string out = "{ ";
    for (const auto &[field, direction] : keyPattern.items()) {
        if (out.size() > 2)
            out += ", ";
        out += field + ": ";
        out += direction.is_string() ? '"' + direction.get<std::string>() + '"'
                                     : std::to_string(numberOf(direction) < 0 ? -1 : 1);
    }
    return out + " }";
}

// Deeper than any plan a server writes: a hostile file stops here.
constexpr int kMaxPlanDepth = 100;

// The scans of a winning plan, as the server's planSummary names them.
void collectScans(const JsonValue &plan, std::vector<std::string> &scans, int depth = 0)
{
    if (depth > kMaxPlanDepth)
        return;
    if (plan.is_array()) {
        for (const JsonValue &child : plan)
            collectScans(child, scans, depth + 1);
        return;
    }
    if (!plan.is_object())
        return;
    const std::string stage = text(plan, "stage");
    if (stage.ends_with("SCAN") || stage == "IDHACK" || stage.starts_with("EXPRESS")) {
        std::string scan = stage;
        if (const JsonValue &keys = member(plan, "keyPattern"); keys.is_object())
            scan += ' ' + planKeys(keys);
        if (std::ranges::find(scans, scan) == scans.end())
            scans.push_back(scan);
    }
    for (const auto &[name, child] : plan.items())
        if (child.is_object() || child.is_array())
            collectScans(child, scans, depth + 1);
}

void readProfile(const JsonValue &document, LogReading &reading, const TrafficSink &sink)
{
    ++reading.slowOperations;
    const std::string ns = text(document, "ns");
    const std::string opName = text(document, "op");
    if (!isApplicationNamespace(ns)) {
        ++reading.skipped["system"];
        return;
    }
    const std::string db = ns.substr(0, ns.find('.'));
    const JsonValue &command = member(document, "command");
    const JsonValue &query = member(document, "query");
    const JsonValue &origin = member(document, "originatingCommand");
    // From 3.6 the operation is in "command"; before, in "query".
    const JsonValue &logged = command.is_object() && !command.empty() ? command : query;
    Operation op;
    op.ns = ns;
    if (opName == "command"
        || ((opName == "query" || opName == "getmore") && logged.is_object()
            && (logged.contains("find") || logged.contains("getMore")))) {
        if (!logged.is_object() || logged.empty()) {
            ++reading.unread["no command"];
            return;
        }
        if (!readCommand(logged, db, origin.is_object() ? origin : JsonValue(), op, reading))
            return;
    } else if (opName == "query" || opName == "getmore" || opName == "update"
        || opName == "remove") {
        if (logged.is_object() && logged.contains("$explain")) {
            ++reading.skipped["explain"];
            return;
        }
        // 3.6 profiles an update's or remove's statement: { q, u, … }.
        readLegacyOperation(
            opName, logged.is_object() && logged.contains("q") ? logged["q"] : logged, op);
    } else if (opName == "insert") {
        op.command = "insert";
    } else {
        ++reading.skipped[opName.empty() ? std::string("no op") : opName];
        return;
    }
    if (!isApplicationNamespace(op.ns)) {
        ++reading.skipped["system"];
        return;
    }
    op.plan = text(document, "planSummary");
    op.keysExamined = count(document, "keysExamined") + count(document, "nscanned");
    op.docsExamined = count(document, "docsExamined") + count(document, "nscannedObjects");
    op.returned = count(document, "nreturned");
    op.millis = durationOf(numberOf(member(document, "millis")));
    op.time = isoTime(member(document, "ts"));
    ++reading.operations;
    sink.operation(op);
}

void readQueryStats(const JsonValue &entry, LogReading &reading, const TrafficSink &sink)
{
    ++reading.slowOperations;
    const JsonValue &shape = member(member(entry, "key"), "queryShape");
    const JsonValue &ns = member(shape, "cmdNs");
    const std::string db = text(ns, "db");
    const std::string collection = text(ns, "coll");
    const std::string name = text(shape, "command");
    if (db.empty() || collection.empty() || name.empty()) {
        ++reading.unread["no namespace or command"];
        return;
    }
    if (!isApplicationNamespace(db + "." + collection)) {
        ++reading.skipped["system"];
        return;
    }
    // The shape as the command it stands for; its values are placeholders
    // ("?string") that read as equality.
    JsonValue command = { { name, collection } };
    for (const char *key : { "filter", "sort", "pipeline", "query" })
        if (shape.contains(key))
            command[key] = shape[key];
    Operation op;
    if (!readCommand(command, db, JsonValue(), op, reading))
        return;
    const JsonValue &metrics = member(entry, "metrics");
    op.count = std::max<int64_t>(1, count(metrics, "execCount"));
    op.millis = durationOf(
        numberOf(member(member(metrics, "totalExecMicros"), "sum")) / 1000.0 / double(op.count));
    op.keysExamined = count(member(metrics, "keysExamined"), "sum");
    op.docsExamined = count(member(metrics, "docsExamined"), "sum");
    op.returned = count(member(metrics, "docsReturned"), "sum");
    op.time = isoTime(member(metrics, "firstSeenTimestamp"));
    op.lastTime = isoTime(member(metrics, "latestSeenTimestamp"));
    reading.operations += op.count;
    sink.operation(op);
}

void readExplain(const JsonValue &explain, LogReading &reading, const TrafficSink &sink)
{
    ++reading.slowOperations;
    const JsonValue *planner = findMember(explain, "queryPlanner");
    const JsonValue &command = member(explain, "command");
    Operation op;
    if (command.is_object() && !command.empty()) {
        std::string db = text(command, "$db");
        if (db.empty() && planner)
            db = text(*planner, "namespace").substr(0, text(*planner, "namespace").find('.'));
        if (!readCommand(command, db, JsonValue(), op, reading))
            return;
    } else {
        // Before 4.4 the output holds the parsed filter, not the command.
        const JsonValue *ns = planner ? findMember(*planner, "namespace") : nullptr;
        if (!ns || !ns->is_string() || ns->get<std::string>().find('.') == std::string::npos) {
            ++reading.unread["explain without its namespace"];
            return;
        }
        op.ns = ns->get<std::string>();
        op.command = "find";
        const JsonValue *filter = findMember(*planner, "parsedQuery");
        op.shape = shapeOf(filter ? *filter : JsonValue());
        op.valueSizes = filterValueSizes(filter ? *filter : JsonValue());
    }
    if (!isApplicationNamespace(op.ns)) {
        ++reading.skipped["system"];
        return;
    }
    std::vector<std::string> scans;
    if (const JsonValue *winning = planner ? findMember(*planner, "winningPlan") : nullptr)
        collectScans(*winning, scans);
    for (const std::string &scan : scans)
        op.plan += (op.plan.empty() ? "" : ", ") + scan;
    if (const JsonValue *stats = findMember(explain, "executionStats")) {
        op.returned = count(*stats, "nReturned");
        op.keysExamined = count(*stats, "totalKeysExamined");
        op.docsExamined = count(*stats, "totalDocsExamined");
        op.millis = durationOf(numberOf(member(*stats, "executionTimeMillis")));
    }
    ++reading.operations;
    sink.operation(op);
}

void readIndexStats(const JsonValue &entry, const std::string &collection, LogReading &reading,
    const TrafficSink &sink)
{
    ++reading.indexEntries;
    IndexUse use;
    use.collection = collection;
    use.name = text(entry, "name");
    use.keys = indexKeysFromDocument(member(entry, "key"));
    const JsonValue &accesses = member(entry, "accesses");
    use.ops = count(accesses, "ops");
    use.since = isoTime(member(accesses, "since"));
    if (use.name.empty() || use.keys.empty()) {
        ++reading.unread["index without name or keys"];
        return;
    }
    if (sink.indexUse)
        sink.indexUse(use);
}

bool isLogEntry(const JsonValue &line)
{
    return line.is_object() && line.contains("t") && line.contains("msg");
}

// A file of documents: one JSON value (an array of them or one), or one a line.
LogReading readDocuments(const QString &path, bool oneALine, const std::string &collection,
    const TrafficSink &sink, const std::function<bool()> &cancelled)
{
    LogReading reading;
    std::string whole;
    const QString failure = forEachLine(
        path,
        [&](std::string_view line) {
            if (!oneALine) {
                if (whole.size() + line.size() > kMaxWholeFile) {
                    reading.error = SourceText::tr(
                        "the file is one JSON document of more than 512 MiB: export one document "
                        "a line (mongoexport's default) and it is read streaming");
                    return false;
                }
                if (!whole.empty())
                    whole.push_back('\n');
                whole.append(line);
                return true;
            }
            if (line.find_first_not_of(" \t") == std::string_view::npos)
                return true;
            const JsonValue document = JsonValue::parse(line, nullptr, false);
            if (document.is_discarded() || !document.is_object()) {
                ++reading.lines;
                ++reading.unread["not JSON"];
                return true;
            }
            readTrafficDocument(document, collection, reading, sink);
            return true;
        },
        cancelled);
    if (reading.error.isEmpty())
        reading.error = failure;
    if (!reading.error.isEmpty() || oneALine)
        return reading;
    JsonValue document;
    try {
        document = JsonValue::parse(whole);
    } catch (const JsonValue::parse_error &e) {
        const TextPosition at = textPositionOf(whole, e.byte > 0 ? e.byte - 1 : 0);
        reading.error
            = SourceText::tr("line %1, column %2: this is not JSON").arg(at.line).arg(at.column);
        return reading;
    }
    if (document.is_array()) {
        for (const JsonValue &element : document)
            readTrafficDocument(element, collection, reading, sink);
    } else {
        readTrafficDocument(document, collection, reading, sink);
    }
    return reading;
}

} // namespace

void readTrafficDocument(const JsonValue &document, const std::string &collection,
    LogReading &reading, const TrafficSink &sink)
{
    if (!document.is_object()) {
        ++reading.lines;
        ++reading.unread["not a document"];
        return;
    }
    ++reading.lines;
    if (member(member(document, "key"), "queryShape").is_object())
        readQueryStats(document, reading, sink);
    else if (document.contains("accesses") && document.contains("name"))
        readIndexStats(document, collection, reading, sink);
    else if (document.contains("op") && document.contains("ns"))
        readProfile(document, reading, sink);
    else if (findMember(document, "queryPlanner"))
        readExplain(document, reading, sink);
    else
        ++reading.unread["not a profiler, $queryStats, $indexStats or explain document"];
}

LogReading readTrafficSource(const QString &path, const std::string &collection,
    const TrafficSink &sink, const std::function<bool()> &cancelled)
{
    // The first line that is not blank tells what the file is.
    std::string first;
    const QString failure = forEachLine(path, [&first](std::string_view line) {
        if (line.find_first_not_of(" \t") == std::string_view::npos)
            return true;
        first = std::string(line.substr(line.find_first_not_of(" \t")));
        return false;
    });
    if (!failure.isEmpty() && first.empty()) {
        LogReading reading;
        reading.error = failure;
        return reading;
    }
    if (first.starts_with('{') || first.starts_with('[')) {
        const JsonValue line = JsonValue::parse(first, nullptr, false);
        if (!isLogEntry(line))
            return readDocuments(path, line.is_object(), collection, sink, cancelled);
    }
    return readServerLog(path, sink.operation, cancelled);
}

} // namespace docmodel::traffic
