// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the traffic tests share: the files of ../shared/traffic read into a
// summary, and a shop model with the sources that meet it.
#include "traffic/documentsource.h"
#include "traffic/trafficsummary.h"

#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace docmodel::test {

QString trafficPath(const QString &relative);

// One source read whole.
struct Read {
    traffic::LogReading reading;
    traffic::TrafficSummary summary;
    std::vector<traffic::IndexUse> indexUses;

    std::map<std::string, int64_t> counts() const; // shape key → count
    std::optional<traffic::ShapeStats> shape(const std::string &key) const;
};

Read readSource(const QString &path, const std::string &collection = {});

// Two collections of Atlas's sample_training as an 8.0 server logged their
// collection scans, and the orders of the $queryStats sample, with their
// indexes and two declared queries: one the traffic shows, one it does not.
// No database: the namespaces of both count.
Model shopModel();

// A $indexStats entry, as the server returns it.
QByteArray indexStatsEntry(const char *name, const char *field, int ops);

// The shop model written to a file, and its sources: an Atlas 8.0 log, the
// $queryStats sample and two $indexStats files of its orders.
struct Scenario {
    QTemporaryDir dir;
    QString model, indexStats;
    QStringList sources;
};
void prepare(Scenario &s);

} // namespace docmodel::test
