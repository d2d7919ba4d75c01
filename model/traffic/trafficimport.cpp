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

TrafficRead readTrafficSources(const QStringList &sources, const TrafficReadOptions &options)
{
    TrafficRead out;
    for (qsizetype i = 0; i < sources.size(); ++i) {
        if (options.file)
            options.file->store(int(i));
        const auto [path, collection] = trafficSourceOf(sources[i]);
        LogReading filtered; // what the filter set aside
        const TrafficSink sink { [&](const Operation &op) {
                                    if (options.admit && !options.admit(op, filtered))
                                        return;
                                    out.summary.add(op);
                                    if (options.operations)
                                        options.operations->fetch_add(op.count);
                                },
            [&out](const IndexUse &use) { out.indexUses.push_back(use); } };
        LogReading reading = readTrafficSource(path, collection, sink, options.cancelled);
        if (!reading.error.isEmpty()) {
            out.error = QStringLiteral("%1: %2").arg(path, reading.error);
            out.summary = {};
            out.indexUses.clear();
            return out;
        }
        for (const auto &[why, count] : filtered.skipped)
            reading.skipped[why] += count;
        out.readings.emplace_back(path, std::move(reading));
    }
    return out;
}

} // namespace docmodel::traffic
