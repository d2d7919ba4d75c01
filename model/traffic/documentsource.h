// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "slowquerylog.h"

#include "schema/entity.h"

#include <functional>
#include <string>
#include <vector>

namespace docmodel::traffic {

// One index's use as $indexStats counts it on one server.
struct IndexUse {
    std::string collection; // as the source was named; empty when it was not
    std::string name;
    std::vector<IndexKey> keys;
    int64_t ops = 0;
    std::string since; // ISO 8601: when the server began counting
};

// Where the readers hand on what they find.
struct TrafficSink {
    std::function<void(const Operation &)> operation;
    std::function<void(const IndexUse &)> indexUse;
};

// Reads any source of traffic, plain or gzip: a server log (see
// readServerLog), or a file of documents, as a JSON array, one document or
// one document a line (mongoexport, mongosh's EJSON.stringify), each a
// system.profile document, a $queryStats entry, a $indexStats entry or an
// explain() output. A $indexStats entry does not name its collection:
// `collection` does ("orders" or "shop.orders"), or it stays empty.
LogReading readTrafficSource(const QString &path, const std::string &collection,
    const TrafficSink &sink, const std::function<bool()> &cancelled = {});

// One document of such a file (exposed for the tests and the fuzz target).
void readTrafficDocument(const JsonValue &document, const std::string &collection,
    LogReading &reading, const TrafficSink &sink);

} // namespace docmodel::traffic
