// SPDX-License-Identifier: GPL-3.0-or-later
// The slow-operation log readers, structured and text: any bytes, line by
// line, give operations or counted refusals; every slow operation is
// accounted for once. The same bytes as a JSON document (profiler,
// $queryStats, $indexStats, explain) read into operations, and their
// evidence put into a model and advised on.

#include "fuzzcheck.h"

#include "advisor/advisor.h"
#include "traffic/documentsource.h"
#include "traffic/legacylog.h"
#include "traffic/observedmodel.h"
#include "traffic/trafficsummary.h"

using namespace docmodel;
using namespace docmodel::traffic;

namespace {

void readAll(std::string_view bytes,
    void (*readLine)(
        std::string_view, LogReading &, const std::function<void(const Operation &)> &))
{
    LogReading reading;
    TrafficSummary summary;
    for (size_t start = 0; start <= bytes.size();) {
        const size_t end = std::min(bytes.find('\n', start), bytes.size());
        readLine(bytes.substr(start, end - start), reading,
            [&summary](const Operation &op) { summary.add(op); });
        start = end + 1;
    }
    int64_t accounted = reading.operations;
    for (const auto &[why, count] : reading.skipped)
        accounted += count;
    for (const auto &[why, count] : reading.unread)
        accounted += count;
    fuzz::check(accounted == reading.slowOperations, "every slow operation is accounted for once");
    fuzz::check(summary.operations() == reading.operations, "every operation is in the summary");
    for (const ShapeStats &stats : summary.shapes())
        fuzz::check(stats.p50Millis <= stats.p95Millis, "p50 is at most p95");
}

void readDocuments(std::string_view bytes)
{
    const JsonValue parsed = JsonValue::parse(bytes, nullptr, false);
    if (parsed.is_discarded())
        return;
    LogReading reading;
    TrafficSummary summary;
    std::vector<IndexUse> uses;
    const TrafficSink sink { [&summary](const Operation &op) { summary.add(op); },
        [&uses](const IndexUse &use) { uses.push_back(use); } };
    if (parsed.is_array())
        for (const JsonValue &document : parsed)
            readTrafficDocument(document, "c", reading, sink);
    else
        readTrafficDocument(parsed, {}, reading, sink);
    fuzz::check(summary.operations() == reading.operations, "every operation is in the summary");
    fuzz::check(int64_t(uses.size()) <= reading.indexEntries, "index entries are counted");
    // Their evidence in a model of one collection with an index.
    Model model;
    Entity c;
    c.id = "c";
    c.name = "c";
    c.fields = { makeField("a", { BsonType::Int }, true) };
    model.entities = { c };
    Index index;
    index.id = "i";
    index.collectionId = "c";
    index.keys = { { "a", IndexKeyKind::Asc } };
    model.indexes = { index };
    const std::vector<ShapeStats> shapes = summary.shapes();
    const TrafficMatch match = matchModel(model, summary);
    const Model observed
        = withObservedTraffic(model, shapes, match, uses, proposedPatterns(shapes, match));
    runAdvisor(observed);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char *>(data), size);
    readAll(bytes, readJsonLogLine);
    readAll(bytes, readLegacyLogLine);
    looksLikeLegacyLog(bytes);
    readDocuments(bytes);
    return 0;
}
