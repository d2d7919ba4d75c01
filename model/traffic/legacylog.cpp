// SPDX-License-Identifier: GPL-3.0-or-later
#include "legacylog.h"

#include "counters.h"
#include "query/shellsyntax.h"

#include <QRegularExpression>

#include <cctype>

namespace docmodel::traffic {

namespace {

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// The document starting at text[at] ('{'), its braces balanced outside
// strings; empty when it does not close (the server cut the line).
std::string_view documentAt(std::string_view text, size_t at)
{
    if (at >= text.size() || text[at] != '{')
        return {};
    int depth = 0;
    char quote = 0;
    for (size_t i = at; i < text.size(); ++i) {
        const char c = text[i];
        if (quote) {
            if (c == '\\')
                ++i;
            else if (c == quote)
                quote = 0;
        } else if (c == '"' || c == '\'') {
            quote = c;
        } else if (c == '{') {
            ++depth;
        } else if (c == '}' && --depth == 0) {
            return text.substr(at, i - at + 1);
        }
    }
    return {};
}

// The document after "label: " (and an optional command name before it).
std::string_view documentAfter(
    std::string_view text, std::string_view label, std::string *name = nullptr)
{
    const size_t found = text.find(label);
    if (found == std::string_view::npos)
        return {};
    size_t at = found + label.size();
    const size_t brace = text.find('{', at);
    if (brace == std::string_view::npos)
        return {};
    if (name)
        *name = std::string(text.substr(at, brace - at));
    if (name && !name->empty() && name->back() == ' ')
        name->pop_back();
    if (name && name->find(' ') != std::string::npos)
        return {}; // something else between the label and the document
    return documentAt(text, brace);
}

// A shell-syntax document as JSON; discarded when it does not parse.
JsonValue parsed(std::string_view document)
{
    const ShellDocument shell = parseShellDocument(document);
    if (!shell.ok())
        return JsonValue(JsonValue::value_t::discarded);
    return JsonValue::parse(shell.json, nullptr, false);
}

// "planSummary: IXSCAN { email: 1 } keysExamined:1" → "IXSCAN { email: 1 }".
std::string planOf(std::string_view rest)
{
    const size_t start = rest.find("planSummary: ");
    if (start == std::string_view::npos)
        return {};
    std::string_view plan = rest.substr(start + 13);
    // It ends where the next "name:value" begins.
    for (size_t i = 1; i + 1 < plan.size(); ++i) {
        if (plan[i] != ':' || plan[i + 1] == ' ')
            continue;
        size_t word = i;
        while (word > 0 && std::isalnum(static_cast<unsigned char>(plan[word - 1])))
            --word;
        if (word > 0 && plan[word - 1] == ' ' && word < i)
            return std::string(plan.substr(0, word - 1));
    }
    return std::string(plan);
}

int64_t counter(std::string_view rest, std::string_view name)
{
    const std::string key = " " + std::string(name) + ":";
    const size_t at = rest.find(key);
    if (at == std::string_view::npos)
        return 0;
    int64_t value = 0;
    for (size_t i = at + key.size(); i < rest.size() && isDigit(rest[i]); ++i)
        value = std::min(kMaxCounter, value * 10 + (rest[i] - '0'));
    return value;
}

// The plan, the counters, the duration (`millis`, the digits before "ms")
// and the time at the start of the line.
void readCosts(std::string_view line, std::string_view rest, std::string_view millis, Operation &op)
{
    op.plan = planOf(rest);
    op.keysExamined = counter(rest, "keysExamined") + counter(rest, "nscanned");
    op.docsExamined = counter(rest, "docsExamined") + counter(rest, "nscannedObjects");
    // 2.2 and 2.4 count only nscanned: the entries scanned, documents for a
    // collection scan and about as many documents as keys otherwise.
    if (rest.find("docsExamined:") == std::string_view::npos && rest.find("nscannedObjects:") == std::string_view::npos)
        op.docsExamined = counter(rest, "nscanned");
    op.sortedInMemory = counter(rest, "scanAndOrder") > 0 || rest.find("hasSortStage:1") != std::string_view::npos;
    op.returned = counter(rest, "nreturned");
    for (const char c : millis)
        op.millis = op.millis * 10 + (c - '0');
    if (isDigit(line.front()))
        op.time = std::string(line.substr(0, line.find(' ')));
}

} // namespace

void readLegacyOperation(std::string_view name, JsonValue filter, Operation &op)
{
    JsonValue sort;
    for (const char *key : { "query", "$query" })
        if (filter.is_object() && filter.contains(key) && filter[key].is_object()) {
            for (const char *order : { "orderby", "$orderby" })
                if (filter.contains(order))
                    sort = filter[order];
            filter = JsonValue(filter[key]);
            break;
        }
    op.command = name == "query" ? "find"
        : name == "getmore"      ? "getMore"
        : name == "update"       ? "update"
                                 : "delete";
    op.shape = shapeOf(filter, sort);
    op.valueSizes = filterValueSizes(filter);
}

bool looksLikeLegacyLog(std::string_view line)
{
    static const QRegularExpression start(
        QStringLiteral("^(\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d|[A-Z][a-z]{2} [A-Z][a-z]{2} [ "
                       "\\d]\\d \\d\\d:\\d\\d:\\d\\d)"));
    return start.match(QString::fromUtf8(line.substr(0, 40))).hasMatch();
}

void readLegacyLogLine(
    std::string_view line, LogReading &reading, const std::function<void(const Operation &)> &add)
{
    ++reading.lines;
    // "… NNNms" at the end, "[context] op ns" after the timestamp.
    size_t end = line.size();
    while (end > 0 && line[end - 1] == ' ')
        --end;
    if (end < 3 || line.substr(end - 2, 2) != "ms" || !isDigit(line[end - 3]))
        return;
    size_t digits = end - 2;
    while (digits > 0 && isDigit(line[digits - 1]))
        --digits;
    const size_t context = line.find("] ");
    if (context == std::string_view::npos || context > digits || line.find('[') > context)
        return;
    std::string_view rest = line.substr(context + 2, digits - context - 2);
    const size_t opEnd = rest.find(' ');
    const std::string_view opName = rest.substr(0, opEnd);
    static const std::string_view ops[]
        = { "query", "command", "update", "remove", "getmore", "insert" };
    if (opEnd == std::string_view::npos || std::ranges::find(ops, opName) == std::end(ops))
        return;
    ++reading.slowOperations;
    rest.remove_prefix(opEnd + 1);
    const size_t nsEnd = rest.find(' ');
    const std::string ns(rest.substr(0, nsEnd));
    rest = nsEnd == std::string_view::npos ? std::string_view() : rest.substr(nsEnd);
    const std::string db = ns.substr(0, ns.find('.'));
    if (!isApplicationNamespace(ns)) {
        ++reading.skipped["system"];
        return;
    }
    Operation op;
    op.ns = ns;
    const auto notUnderstood = [&reading] { ++reading.unread["not understood"]; };
    // Before 2.6 a command could come as a query of db.$cmd.
    const bool commandAsQuery = opName == "query" && ns.ends_with(".$cmd");
    if (opName == "command" || commandAsQuery) {
        std::string name;
        const std::string_view document
            = documentAfter(rest, commandAsQuery ? "query: " : "command: ", &name);
        if (document.empty())
            return notUnderstood();
        if (!name.empty() && !isQueryCommand(name)) {
            // Named before its document (3.2 and later): no need to read it.
            ++reading.skipped[name == "update" || name == "delete" ? "counted by its statements"
                                                                   : name];
            return;
        }
        const JsonValue command = parsed(document);
        if (command.is_discarded() || !command.is_object() || command.empty())
            return notUnderstood();
        if (command.contains("q")) { // 4.0: a statement of update or remove
            op.command = name.empty() ? "update" : name;
            op.shape = shapeOf(command["q"]);
            op.valueSizes = filterValueSizes(command["q"]);
        } else {
            JsonValue origin;
            if (const std::string_view original = documentAfter(rest, "originatingCommand: ");
                !original.empty())
                origin = parsed(original);
            if (!readCommand(
                    command, db, origin.is_discarded() ? JsonValue() : origin, op, reading))
                return;
            if (!isApplicationNamespace(op.ns)) {
                ++reading.skipped["system"];
                return;
            }
        }
    } else if (opName == "insert") {
        op.command = "insert";
    } else {
        // query, getmore, update, remove: the filter after "query: ", or
        // 4.0's statement after "command: ".
        std::string_view document = documentAfter(rest, "query: ");
        const bool statement = document.empty();
        if (statement)
            document = documentAfter(rest, "command: ");
        if (document.empty() && (opName == "update" || opName == "remove")) {
            ++reading.unread["no filter logged"]; // 2.2 wrote none for writes
            return;
        }
        JsonValue filter
            = document.empty() ? JsonValue(JsonValue::value_t::discarded) : parsed(document);
        if (filter.is_discarded())
            return notUnderstood();
        if (statement && filter.is_object() && filter.contains("q"))
            filter = JsonValue(filter["q"]);
        readLegacyOperation(opName, std::move(filter), op);
    }
    readCosts(line, rest, line.substr(digits, end - 2 - digits), op);
    ++reading.operations;
    add(op);
}

} // namespace docmodel::traffic
