// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "documentsource.h"
#include "trafficsummary.h"

#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <utility>
#include <vector>

namespace docmodel::traffic {

// What several sources of traffic held, read one after the other.
struct TrafficRead {
    std::vector<std::pair<QString, LogReading>> readings; // per file, in order
    TrafficSummary summary;
    std::vector<IndexUse> indexUses;
    QString error; // "FILE: why" of the first source that cannot be read; nothing counts then

    // The entries (log lines or documents) of every source.
    int64_t entries() const;
    // Adds the sources another read holds after these (a server, read
    // apart from the files).
    void append(TrafficRead &&other);
};

struct TrafficReadOptions {
    // Whether an operation counts; one that does not is counted in the
    // reading's `skipped` by the filter.
    std::function<bool(const Operation &, LogReading &)> admit;
    // Operations read so far, for a progress display (any thread).
    std::atomic<int64_t> *operations = nullptr;
    std::atomic<int> *file = nullptr; // the index of the source being read
    std::function<bool()> cancelled;
};

// One source read into a TrafficRead: its sink admits operations by
// options.admit into the summary and keeps index uses; finish() keeps the
// source's reading with what the filter set aside.
class SourceCollector
{
public:
    SourceCollector(TrafficRead &out, const TrafficReadOptions &options);
    SourceCollector(const SourceCollector &) = delete; // its sink points at it
    SourceCollector &operator=(const SourceCollector &) = delete;
    const TrafficSink &sink() const { return mSink; }
    void finish(const QString &source, LogReading reading);

private:
    TrafficRead &mOut;
    LogReading mFiltered; // what the filter set aside
    TrafficSink mSink;
};

// "orders=stats.json" names the collection of a $indexStats file (a file
// of that very name is a file): the path and the collection.
std::pair<QString, std::string> trafficSourceOf(const QString &argument);

// Reads each source (see readTrafficSource), whole or not at all.
TrafficRead readTrafficSources(const QStringList &sources, const TrafficReadOptions &options = {});

} // namespace docmodel::traffic
