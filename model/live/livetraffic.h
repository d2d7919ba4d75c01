// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "traffic/trafficimport.h"

#include <QMetaType>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

namespace docmodel {

// What to read of a server's own record of its traffic, for one database.
struct LiveTrafficRequest {
    QString database;
    QStringList collections; // empty: every collection the server lists (no views, no system ones)
    bool profiler = true; // <database>.system.profile
    bool queryStats = true; // $queryStats on admin: the database's entries
    bool indexStats = true; // $indexStats of each collection
    // Whether an operation counts (a time window), as TrafficReadOptions::admit.
    std::function<bool(const traffic::Operation &, traffic::LogReading &)> admit;
};

// What was read: one reading per source ("shop.system.profile",
// "admin $queryStats", "shop.orders $indexStats"), and what the server
// could not give, with why. Shared: a summary is too large to copy
// between threads.
struct LiveTraffic {
    std::shared_ptr<traffic::TrafficRead> read;
    QStringList notices;
};

} // namespace docmodel

Q_DECLARE_METATYPE(docmodel::LiveTraffic)
