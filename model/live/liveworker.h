// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "applyresults.h"
#include "liveerror.h"
#include "liveresults.h"

#include <QMutex>
#include <QObject>
#include <QSet>

#include <functional>
#include <map>

struct _mongoc_client_pool_t;
struct _mongoc_client_t;
struct _mongoc_cursor_t;

namespace docmodel::inference {
struct InferredCollection;
}

namespace docmodel::traffic {
class SourceCollector;
struct LogReading;
struct TrafficReadOptions;
} // namespace docmodel::traffic

namespace docmodel {

struct LiveInference;
struct LiveInferenceRequest;
struct LiveCheck;
struct LiveCheckRequest;
struct LiveMigration;
struct LiveMigrationRequest;
struct LiveTraffic;
struct LiveTrafficRequest;
struct TrafficSourceRead;

class LiveConnection;

// Does the libmongoc work of one LiveConnection, on the connection's own
// thread. Its functions run there one at a time (posted by the connection);
// each returns a result value and sets `error` when it failed. Only
// markCancelled() is called from another thread.
class LiveWorker : public QObject
{
    Q_OBJECT

public:
    // Emits a finished request's result on the connection's side.
    using Emitter = std::function<void(LiveConnection &)>;

    explicit LiveWorker(_mongoc_client_pool_t *pool); // takes the pool
    ~LiveWorker() override;

    ServerInfo serverInfo(LiveError &error);
    DatabaseList databases(const QStringList &expectedNames, LiveError &error);
    // The collections of a check the server does not have, each with why
    // ("not found in database shop", or the database itself missing, with
    // the name the person likely meant); livecheck.cpp.
    std::map<QString, QString> missingCollections(const LiveCheckRequest &request, LiveError &error);
    CollectionList collections(const QString &database, const QStringList &expectedNames, LiveError &error);
    IndexList indexes(const QString &database, const QString &collection, LiveError &error);
    CollectionStats stats(const QString &database, const QString &collection, LiveError &error);
    DocumentPage documents(quint64 requestId, const DocumentQuery &query, LiveError &error);
    DocumentPage nextPage(quint64 requestId, quint64 cursorId, int pageSize, LiveError &error);
    DocumentCount count(const DocumentQuery &query, LiveError &error);
    WriteResult write(const DocumentWrite &write, LiveError &error); // livewrites.cpp
    void closeCursor(quint64 cursorId);
    DocumentPage aggregate(quint64 requestId, const AggregateQuery &query, LiveError &error);
    ExplainResult explain(const DocumentQuery &query, LiveError &error);
    // The database as the diff engine compares it (liveapply.cpp).
    DatabaseState readState(const QString &database, const QStringList &expectedNames, LiveError &error);
    // Runs a plan's selected steps in order; `progressed` reports each.
    ApplyReport apply(quint64 requestId, const Plan &plan, const ApplyOptions &options, LiveError &error);
    // Samples each collection, infers the model and finds its relationships,
    // looking values up on the server (liveinference.cpp).
    LiveInference infer(quint64 requestId, const LiveInferenceRequest &request, LiveError &error);
    // Counts and explains the documents that fail each validator (livecheck.cpp).
    LiveCheck check(quint64 requestId, const LiveCheckRequest &request, LiveError &error);
    // Runs (or tries) a data migration in recorded batches (livemigration.cpp).
    LiveMigration migrate(quint64 requestId, const LiveMigrationRequest &request, LiveError &error);
    // Reads the profiler, $queryStats and $indexStats of a database (livetraffic.cpp).
    LiveTraffic traffic(quint64 requestId, const LiveTrafficRequest &request, LiveError &error);

    // Thread-safe: the request's work stops at its next check.
    void markCancelled(quint64 requestId);
    bool isCancelled(quint64 requestId) const;
    void forget(quint64 requestId);

signals:
    void answered(quint64 requestId, const docmodel::LiveError &error, const docmodel::LiveWorker::Emitter &emitResult);
    // A part of a long request is done (a step of a plan); the request goes on.
    void progressed(quint64 requestId, const docmodel::LiveWorker::Emitter &emitProgress);

private:
    struct OpenCursor {
        _mongoc_cursor_t *cursor = nullptr;
        qint64 position = 0; // documents read so far
        // What opened it: a cursor is opened again from `position` when its
        // server sends a batch too large for the driver.
        DocumentQuery query;
        int batchSize = 1;
    };

    _mongoc_client_t *client();
    DocumentPage readPage(quint64 requestId, quint64 cursorId, int pageSize, LiveError &error);
    // A find cursor for the query from its `from`th document on; null with
    // `error` set when the query does not parse.
    _mongoc_cursor_t *findCursor(const DocumentQuery &query, qint64 from, int batchSize, LiveError &error);
    StepResult applyStep(const QString &database, const PlanStep &step, LiveError &error);
    bool sampleCollection(quint64 requestId, const QString &database, const QString &name, qint64 size,
        size_t sampleBytes, inference::InferredCollection &inferred, QStringList &notices, LiveError &error);
    void probeCollections(const QString &database, const QStringList &names, CollectionList &list);
    bool readTrafficCursor(quint64 requestId, _mongoc_cursor_t *cursor, const QString &command,
        const std::string &collection, traffic::SourceCollector &collector,
        traffic::LogReading &reading, LiveError &failure);
    bool readTrafficSource(quint64 requestId, const TrafficSourceRead &source,
        const traffic::TrafficReadOptions &options, LiveTraffic &out, LiveError &error);

    _mongoc_client_pool_t *mPool;
    _mongoc_client_t *mClient = nullptr;
    std::map<quint64, OpenCursor> mCursors;
    quint64 mNextCursorId = 1;
    mutable QMutex mCancelMutex;
    QSet<quint64> mCancelled;
};

} // namespace docmodel

Q_DECLARE_METATYPE(docmodel::LiveWorker::Emitter)
