// SPDX-License-Identifier: GPL-3.0-or-later
#include "trafficimport.h"

#include <QFileInfo>

namespace docmodel::traffic {

std::pair<QString, std::string> trafficSourceOf(const QString &argument)
{
    const qsizetype equals = argument.indexOf(QLatin1Char('='));
    if (equals <= 0 || QFileInfo::exists(argument))
        return { argument, {} };
    return { argument.mid(equals + 1), argument.left(equals).toStdString() };
}

int64_t TrafficRead::entries() const
{
    int64_t total = 0;
    for (const auto &[source, reading] : readings)
        total += reading.lines;
    return total;
}

void TrafficRead::append(TrafficRead &&other)
{
    for (auto &reading : other.readings)
        readings.push_back(std::move(reading));
    summary.merge(other.summary);
    indexUses.insert(indexUses.end(), other.indexUses.begin(), other.indexUses.end());
    if (error.isEmpty())
        error = other.error;
}

SourceCollector::SourceCollector(TrafficRead &out, const TrafficReadOptions &options)
    : mOut(out)
{
    mSink.operation = [this, &options](const Operation &op) {
        if (options.admit && !options.admit(op, mFiltered)) {
            mFiltered.operations += op.count; // the operations the filter left out
            return;
        }
        mOut.summary.add(op);
        if (options.operations)
            options.operations->fetch_add(op.count);
    };
    mSink.indexUse = [this](const IndexUse &use) { mOut.indexUses.push_back(use); };
}

void SourceCollector::finish(const QString &source, LogReading reading)
{
    for (const auto &[why, count] : mFiltered.skipped)
        reading.skipped[why] += count;
    // The totals describe what counts: operations the filter left out are skipped ones.
    reading.operations -= mFiltered.operations;
    mOut.readings.emplace_back(source, std::move(reading));
}

TrafficRead readTrafficSources(const QStringList &sources, const TrafficReadOptions &options)
{
    TrafficRead out;
    for (qsizetype i = 0; i < sources.size(); ++i) {
        if (options.file)
            options.file->store(int(i));
        const auto [path, collection] = trafficSourceOf(sources[i]);
        SourceCollector collector(out, options);
        LogReading reading
            = readTrafficSource(path, collection, collector.sink(), options.cancelled);
        if (!reading.error.isEmpty()) {
            out.error = QStringLiteral("%1: %2").arg(path, reading.error);
            out.summary = {};
            out.indexUses.clear();
            return out;
        }
        collector.finish(path, std::move(reading));
    }
    return out;
}

} // namespace docmodel::traffic
