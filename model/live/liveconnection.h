// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "applyresults.h"
#include "connectionsettings.h"
#include "livecheck.h"
#include "liveerror.h"
#include "liveinference.h"
#include "livemigration.h"
#include "liveresults.h"
#include "livetraffic.h"

#include <QHash>
#include <QObject>

class QThread;
class QTimer;

namespace docmodel {

class LiveWorker;

// One connection to a server, used from the GUI thread (or the CLI's main
// thread). Every request returns at once with an id; its answer comes later
// as one of the typed signals below, or requestFailed / requestCancelled.
// All libmongoc work happens in a LiveWorker on a thread this object owns;
// nothing here ever waits for the network.
//
// Cancel and timeouts are kept here, on the caller's side: a cancelled or
// timed-out request ends for the caller at once, and whatever the worker
// later answers for it is dropped (a driver call blocked on a silent server
// ends in the background at the socket timeout).
class LiveConnection : public QObject
{
    Q_OBJECT

public:
    using RequestId = quint64;

    explicit LiveConnection(QObject *parent = nullptr);
    ~LiveConnection() override; // cancels everything, quits and waits for the worker

    // Parses the settings and starts a client pool. No network traffic yet:
    // a malformed URI fails here; an unreachable server fails the first
    // request. The password is kept in memory only.
    bool open(const ConnectionSettings &settings, const QString &password, LiveError *error);
    // Drops the pool and every open cursor; pending requests are cancelled.
    void close();
    // close() and open() with the same settings and password.
    bool reconnect(LiveError *error);
    bool isOpen() const { return mOpen; }
    const ConnectionSettings &settings() const { return mSettings; }
    // The URI as it may be shown: password masked.
    QString displayUri() const;

    RequestId requestServerInfo();
    // expectedNames: databases the caller knows of (the open model's), shown
    // as not confirmed when the server cannot list databases.
    RequestId requestDatabases(const QStringList &expectedNames = {});
    // expectedNames: collections the caller knows of (the open model's);
    // used only when the server cannot list collections, to probe for them.
    RequestId requestCollections(const QString &database, const QStringList &expectedNames = {});
    RequestId requestIndexes(const QString &database, const QString &collection);
    RequestId requestStats(const QString &database, const QString &collection);
    RequestId requestDocuments(const DocumentQuery &query);
    RequestId requestNextPage(quint64 cursorId, int pageSize);
    void closeCursor(quint64 cursorId);
    // The first documents of an aggregation, in one page (no cursor kept):
    // aggregateReceived, its `exhausted` set when the pipeline gave fewer
    // than the limit. Cancel stops reading.
    RequestId requestAggregate(const AggregateQuery &query);
    // How many documents the query matches: estimated from the collection's
    // metadata without a filter, else counted within a time limit.
    RequestId requestCount(const DocumentQuery &query);
    // Inserts, replaces or deletes documents; a refusal by the collection's
    // validator fails with the server's errInfo in LiveError::details.
    RequestId requestWrite(const DocumentWrite &write);
    RequestId requestExplain(const DocumentQuery &query);
    // The database as the diff engine compares it with a model.
    RequestId requestState(const QString &database, const QStringList &expectedNames = {});
    // Runs the plan's selected steps; applyProgressed after each, then
    // applyFinished. Cancel stops between steps.
    RequestId requestApply(const Plan &plan, const ApplyOptions &options = {});
    // Infers a model from the database's collections: inferenceProgressed as
    // each collection starts, then inferenceFinished. Cancel stops it.
    RequestId requestInference(const LiveInferenceRequest &request);
    // Checks collections' documents against validators: checkProgressed as
    // each collection starts, then checkFinished. Cancel stops it.
    RequestId requestCheck(const LiveCheckRequest &request);
    // Runs a data migration's steps (or a dry run of them):
    // migrationProgressed after each batch and step, then migrationFinished.
    // Cancel stops between batches; the run resumes from there.
    RequestId requestMigration(const LiveMigrationRequest &request);
    // Reads what the server recorded of a database's traffic (profiler,
    // $queryStats, $indexStats): trafficProgressed as each source starts,
    // then trafficFinished. Cancel stops it.
    RequestId requestTraffic(const LiveTrafficRequest &request);

    void cancel(RequestId id);
    void cancelAll();
    bool isPending(RequestId id) const { return mPending.contains(id); }
    int pendingCount() const { return int(mPending.size()); }

    // Each request's time limit on the caller's side; by default the
    // settings' server selection plus socket timeout.
    void setRequestTimeout(int ms) { mRequestTimeoutMs = ms; }
    int requestTimeout() const;

signals:
    void serverInfoReceived(docmodel::LiveConnection::RequestId id, const docmodel::ServerInfo &info);
    void databasesReceived(docmodel::LiveConnection::RequestId id, const docmodel::DatabaseList &list);
    void collectionsReceived(docmodel::LiveConnection::RequestId id, const docmodel::CollectionList &list);
    void indexesReceived(docmodel::LiveConnection::RequestId id, const docmodel::IndexList &list);
    void statsReceived(docmodel::LiveConnection::RequestId id, const docmodel::CollectionStats &stats);
    void documentsReceived(docmodel::LiveConnection::RequestId id, const docmodel::DocumentPage &page);
    void aggregateReceived(docmodel::LiveConnection::RequestId id, const docmodel::DocumentPage &page);
    void countReceived(docmodel::LiveConnection::RequestId id, const docmodel::DocumentCount &count);
    void writeFinished(docmodel::LiveConnection::RequestId id, const docmodel::WriteResult &result);
    void explainReceived(docmodel::LiveConnection::RequestId id, const docmodel::ExplainResult &result);
    void stateReceived(docmodel::LiveConnection::RequestId id, const docmodel::DatabaseState &state);
    void applyProgressed(docmodel::LiveConnection::RequestId id, const docmodel::StepResult &result);
    void applyFinished(docmodel::LiveConnection::RequestId id, const docmodel::ApplyReport &report);
    void inferenceProgressed(docmodel::LiveConnection::RequestId id, const QString &collection, int index, int total);
    void inferenceFinished(docmodel::LiveConnection::RequestId id, const docmodel::LiveInference &result);
    void checkProgressed(docmodel::LiveConnection::RequestId id, const QString &collection, int index, int total);
    void checkFinished(docmodel::LiveConnection::RequestId id, const docmodel::LiveCheck &result);
    void migrationProgressed(docmodel::LiveConnection::RequestId id, const docmodel::MigrationStepReport &step);
    void migrationFinished(docmodel::LiveConnection::RequestId id, const docmodel::LiveMigration &result);
    void trafficProgressed(
        docmodel::LiveConnection::RequestId id, const QString &source, int index, int total);
    void trafficFinished(
        docmodel::LiveConnection::RequestId id, const docmodel::LiveTraffic &result);
    void requestFailed(docmodel::LiveConnection::RequestId id, const docmodel::LiveError &error);
    void requestCancelled(docmodel::LiveConnection::RequestId id);
    // The worker finished (or skipped) a request the caller had cancelled
    // or given up on: its answer was dropped, nothing of it was emitted.
    void answerDropped(docmodel::LiveConnection::RequestId id);
    // The server could not be reached or went away; Reconnect may help.
    void connectionLost(const docmodel::LiveError &error);
    // The number of pending requests changed (for progress indicators).
    void pendingChanged(int count);

private:
    friend class LiveWorker;
    template<typename Run> RequestId submit(Run run);
    void deliver(RequestId id, const std::function<void()> &emitResult);
    void fail(RequestId id, const LiveError &error);
    void finish(RequestId id);

    ConnectionSettings mSettings;
    QString mPassword;
    bool mOpen = false;
    QThread *mThread = nullptr;
    LiveWorker *mWorker = nullptr;
    RequestId mNextId = 1;
    QHash<RequestId, QTimer *> mPending; // each with its timeout timer
    int mRequestTimeoutMs = 0;
};

// The MongoDB C driver's version, as the About box and --version report it.
QString driverVersion();

} // namespace docmodel

Q_DECLARE_METATYPE(docmodel::LiveError)
