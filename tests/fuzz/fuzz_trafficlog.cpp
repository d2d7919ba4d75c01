// SPDX-License-Identifier: GPL-3.0-or-later
// The slow-operation log readers, structured and text: any bytes, line by
// line, give operations or counted refusals; every slow operation is
// accounted for once.

#include "fuzzcheck.h"

#include "traffic/legacylog.h"
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

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char *>(data), size);
    readAll(bytes, readJsonLogLine);
    readAll(bytes, readLegacyLogLine);
    looksLikeLegacyLog(bytes);
    return 0;
}
