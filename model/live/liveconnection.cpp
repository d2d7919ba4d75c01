// SPDX-License-Identifier: GPL-3.0-or-later
#include "liveconnection.h"

#include "liveworker.h"
#include "mongocsupport.h"

#include <QPointer>
#include <QThread>
#include <QTimer>

namespace docmodel {

using namespace live;

namespace {

void registerTypes()
{
    static const bool registered = [] {
        qRegisterMetaType<ServerInfo>();
        qRegisterMetaType<DatabaseList>();
        qRegisterMetaType<CollectionList>();
        qRegisterMetaType<IndexList>();
        qRegisterMetaType<CollectionStats>();
        qRegisterMetaType<DocumentPage>();
        qRegisterMetaType<ExplainResult>();
        qRegisterMetaType<DocumentCount>();
        qRegisterMetaType<WriteResult>();
        qRegisterMetaType<LiveError>();
        qRegisterMetaType<LiveWorker::Emitter>();
        qRegisterMetaType<DatabaseState>();
        qRegisterMetaType<LiveInference>();
        qRegisterMetaType<LiveCheck>();
        qRegisterMetaType<MigrationStepReport>();
        qRegisterMetaType<LiveMigration>();
        qRegisterMetaType<LiveTraffic>();
        qRegisterMetaType<StepResult>();
        qRegisterMetaType<ApplyReport>();
        return true;
    }();
    Q_UNUSED(registered)
}

// How long close() and the destructor wait for the worker to end. A driver
// call blocked on a silent server ends only at the socket timeout; rather
// than freeze the window for that long, the thread is left to finish and
// delete itself and the worker.
constexpr int kShutdownWaitMs = 100;

} // namespace

LiveConnection::LiveConnection(QObject *parent)
    : QObject(parent)
{
    registerTypes();
}

LiveConnection::~LiveConnection()
{
    close();
}

bool LiveConnection::open(const ConnectionSettings &settings, const QString &password, LiveError *error)
{
    close();
    LiveError failed;
    mSettings = settings;
    // A password typed into the URI is used but never kept in the settings.
    mPassword = password.isEmpty() ? passwordInUri(settings.uri) : password;
    mSettings.uri = uriWithoutPassword(settings.uri);
    mongoc_uri_t *uri = buildUri(settings, mPassword, &failed);
    mongoc_client_pool_t *pool = nullptr;
    if (uri) {
        bson_error_t poolError;
        pool = mongoc_client_pool_new_with_error(uri, &poolError);
        mongoc_uri_destroy(uri);
        if (!pool) {
            failed.kind = LiveError::Kind::InvalidUri;
            failed.message = Live::tr("Cannot use the connection string %1: %2")
                                 .arg(maskedUri(settings.uri), QString::fromUtf8(poolError.message));
        }
    }
    if (!pool) {
        if (error)
            *error = failed;
        return false;
    }
    mongoc_client_pool_set_error_api(pool, MONGOC_ERROR_API_VERSION_2);

    mThread = new QThread;
    mThread->setObjectName(QStringLiteral("DocModeler live"));
    mWorker = new LiveWorker(pool);
    mWorker->moveToThread(mThread);
    connect(mThread, &QThread::finished, mWorker, &QObject::deleteLater);
    connect(mThread, &QThread::finished, mThread, &QObject::deleteLater);
    connect(mWorker, &LiveWorker::answered, this,
        [this](quint64 id, const LiveError &failure, const LiveWorker::Emitter &emitResult) {
            if (!mPending.contains(id)) {
                emit answerDropped(id); // cancelled or timed out: the caller has moved on
                return;
            }
            finish(id);
            if (failure.isError()) {
                emit requestFailed(id, failure);
                if (failure.isConnectionProblem())
                    emit connectionLost(failure);
                return;
            }
            emitResult(*this);
        });
    connect(mWorker, &LiveWorker::progressed, this, [this](quint64 id, const LiveWorker::Emitter &emitProgress) {
        QTimer *timer = mPending.value(id);
        if (!timer)
            return;
        timer->start(); // progress: the time limit counts from the last step
        emitProgress(*this);
    });
    mThread->start();
    mOpen = true;
    return true;
}

void LiveConnection::close()
{
    cancelAll();
    mOpen = false;
    if (!mThread)
        return;
    QThread *thread = std::exchange(mThread, nullptr);
    LiveWorker *worker = std::exchange(mWorker, nullptr);
    disconnect(worker, nullptr, this, nullptr);
    thread->requestInterruption();
    thread->quit();
    // The thread and worker delete themselves when the thread finishes
    // (the connections made in open()); a blocked driver call only delays it.
    if (!thread->wait(kShutdownWaitMs))
        return;
    Q_UNUSED(worker)
}

bool LiveConnection::reconnect(LiveError *error)
{
    const ConnectionSettings settings = mSettings;
    const QString password = mPassword;
    return open(settings, password, error);
}

QString LiveConnection::displayUri() const
{
    return maskedUri(mSettings.uri);
}

int LiveConnection::requestTimeout() const
{
    if (mRequestTimeoutMs > 0)
        return mRequestTimeoutMs;
    return mSettings.serverSelectionTimeoutMs + mSettings.socketTimeoutMs + 1000;
}

template<typename Run> LiveConnection::RequestId LiveConnection::submit(Run run)
{
    const RequestId id = mNextId++;
    if (!mWorker) {
        LiveError closed;
        closed.kind = LiveError::Kind::ConnectionLost;
        closed.message = tr("Not connected: connect to a server first.");
        QTimer::singleShot(0, this, [this, id, closed] { emit requestFailed(id, closed); });
        return id;
    }
    auto *timer = new QTimer(this);
    timer->setSingleShot(true);
    connect(timer, &QTimer::timeout, this, [this, id] {
        LiveError timedOut;
        timedOut.kind = LiveError::Kind::Timeout;
        timedOut.message = tr("The server did not answer within %1 s. It may be overloaded or "
                              "unreachable; try again or reconnect.")
                               .arg(requestTimeout() / 1000.0, 0, 'g', 3);
        if (mWorker)
            mWorker->markCancelled(id);
        fail(id, timedOut);
    });
    timer->start(requestTimeout());
    mPending.insert(id, timer);
    emit pendingChanged(pendingCount());
    LiveWorker *worker = mWorker;
    QMetaObject::invokeMethod(worker, [worker, id, run] {
        if (worker->isCancelled(id)) {
            worker->forget(id);
            emit worker->answered(id, LiveError(), {}); // not run: dropped, as a late answer is
            return;
        }
        LiveError error;
        LiveWorker::Emitter emitResult = run(*worker, id, error);
        worker->forget(id);
        emit worker->answered(id, error, emitResult);
    });
    return id;
}

void LiveConnection::finish(RequestId id)
{
    QTimer *timer = mPending.take(id);
    if (!timer)
        return;
    timer->stop();
    timer->deleteLater();
    emit pendingChanged(pendingCount());
}

void LiveConnection::fail(RequestId id, const LiveError &error)
{
    if (!mPending.contains(id))
        return;
    finish(id);
    emit requestFailed(id, error);
}

void LiveConnection::cancel(RequestId id)
{
    if (!mPending.contains(id))
        return;
    if (mWorker)
        mWorker->markCancelled(id);
    finish(id);
    emit requestCancelled(id);
}

void LiveConnection::cancelAll()
{
    const QList<RequestId> ids = mPending.keys();
    for (RequestId id : ids)
        cancel(id);
}

// Each request: what the worker computes, and which signal carries it.
#define DOCMODELER_LIVE_REQUEST(Signal, Call)                                                          \
    submit([=](LiveWorker &worker, RequestId id, LiveError &error) -> LiveWorker::Emitter {          \
        Q_UNUSED(id)                                                                                   \
        auto result = Call;                                                                            \
        return [id, result](LiveConnection &connection) { emit connection.Signal(id, result); };      \
    })

LiveConnection::RequestId LiveConnection::requestServerInfo()
{
    return DOCMODELER_LIVE_REQUEST(serverInfoReceived, worker.serverInfo(error));
}

LiveConnection::RequestId LiveConnection::requestDatabases(const QStringList &expectedNames)
{
    return DOCMODELER_LIVE_REQUEST(databasesReceived, worker.databases(expectedNames, error));
}

LiveConnection::RequestId LiveConnection::requestCollections(const QString &database, const QStringList &expectedNames)
{
    return DOCMODELER_LIVE_REQUEST(collectionsReceived, worker.collections(database, expectedNames, error));
}

LiveConnection::RequestId LiveConnection::requestIndexes(const QString &database, const QString &collection)
{
    return DOCMODELER_LIVE_REQUEST(indexesReceived, worker.indexes(database, collection, error));
}

LiveConnection::RequestId LiveConnection::requestStats(const QString &database, const QString &collection)
{
    return DOCMODELER_LIVE_REQUEST(statsReceived, worker.stats(database, collection, error));
}

LiveConnection::RequestId LiveConnection::requestDocuments(const DocumentQuery &query)
{
    return DOCMODELER_LIVE_REQUEST(documentsReceived, worker.documents(id, query, error));
}

LiveConnection::RequestId LiveConnection::requestNextPage(quint64 cursorId, int pageSize)
{
    return DOCMODELER_LIVE_REQUEST(documentsReceived, worker.nextPage(id, cursorId, pageSize, error));
}

LiveConnection::RequestId LiveConnection::requestWrite(const DocumentWrite &write)
{
    return DOCMODELER_LIVE_REQUEST(writeFinished, worker.write(write, error));
}

LiveConnection::RequestId LiveConnection::requestAggregate(const AggregateQuery &query)
{
    return DOCMODELER_LIVE_REQUEST(aggregateReceived, worker.aggregate(id, query, error));
}

LiveConnection::RequestId LiveConnection::requestCount(const DocumentQuery &query)
{
    return DOCMODELER_LIVE_REQUEST(countReceived, worker.count(query, error));
}

LiveConnection::RequestId LiveConnection::requestExplain(const DocumentQuery &query)
{
    return DOCMODELER_LIVE_REQUEST(explainReceived, worker.explain(query, error));
}

LiveConnection::RequestId LiveConnection::requestState(const QString &database, const QStringList &expectedNames)
{
    return DOCMODELER_LIVE_REQUEST(stateReceived, worker.readState(database, expectedNames, error));
}

LiveConnection::RequestId LiveConnection::requestApply(const Plan &plan, const ApplyOptions &options)
{
    return DOCMODELER_LIVE_REQUEST(applyFinished, worker.apply(id, plan, options, error));
}

LiveConnection::RequestId LiveConnection::requestInference(const LiveInferenceRequest &request)
{
    return DOCMODELER_LIVE_REQUEST(inferenceFinished, worker.infer(id, request, error));
}

LiveConnection::RequestId LiveConnection::requestCheck(const LiveCheckRequest &request)
{
    return DOCMODELER_LIVE_REQUEST(checkFinished, worker.check(id, request, error));
}

LiveConnection::RequestId LiveConnection::requestMigration(const LiveMigrationRequest &request)
{
    return DOCMODELER_LIVE_REQUEST(migrationFinished, worker.migrate(id, request, error));
}

LiveConnection::RequestId LiveConnection::requestTraffic(const LiveTrafficRequest &request)
{
    return DOCMODELER_LIVE_REQUEST(trafficFinished, worker.traffic(id, request, error));
}

#undef DOCMODELER_LIVE_REQUEST

void LiveConnection::closeCursor(quint64 cursorId)
{
    if (!mWorker)
        return;
    LiveWorker *worker = mWorker;
    QMetaObject::invokeMethod(worker, [worker, cursorId] { worker->closeCursor(cursorId); });
}

QString driverVersion()
{
    return QString::fromLatin1(mongoc_get_version());
}

} // namespace docmodel
