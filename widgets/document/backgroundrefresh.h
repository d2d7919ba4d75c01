// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <functional>

namespace docmodel {

// Keeps something derived from the model (advice, a preview) up to date
// without blocking the GUI: after changes pause, one job at a time runs on a
// pool thread over a snapshot; a change made while it runs drops its result
// and runs it again with the latest state. This half knows no result type.
class RefreshScheduler : public QObject
{
    Q_OBJECT

public:
    // What was asked for changed: run once the changes pause for delayMs.
    void schedule();
    // Computes and delivers on this thread at once; a job still running is
    // older than this and its result is dropped.
    void refreshNow();
    // A run is waiting for the delay or under way: what was delivered last
    // may be older than what was asked for.
    bool isBusy() const;

protected:
    RefreshScheduler(int delayMs, QObject *parent);
    // The typed half's watcher, once it exists.
    void watch(QFutureWatcherBase *watcher);

private:
    // Prepares here (the snapshot) and computes on a pool thread.
    virtual void startJob() = 0;
    // Prepares, computes and delivers here.
    virtual void runHere() = 0;
    virtual void deliverJobResult() = 0;
    void start();
    void jobFinished();

    QTimer mDelay;
    quint64 mGeneration = 0; // bumped by every request
    quint64 mJobGeneration = 0; // the request the running job's snapshot answers
    quint64 mDeliveredGeneration = 0;
    bool mJobActive = false;
};

// The typed half. prepare runs on this thread when a run starts and returns
// the job; the job runs on a pool thread, so it must own everything it reads
// (a std::shared_ptr<const Model> snapshot, copies of the options).
// deliver gets only the result answering the newest request.
template <typename Result> class BackgroundRefresh : public RefreshScheduler
{
public:
    using Job = std::function<Result()>;

    BackgroundRefresh(int delayMs, std::function<Job()> prepare,
        std::function<void(Result)> deliver, QObject *parent = nullptr)
        : RefreshScheduler(delayMs, parent)
        , mPrepare(std::move(prepare))
        , mDeliver(std::move(deliver))
    {
        watch(&mWatcher);
    }

    // The job owns its inputs, but its owner may tear down what it relies on
    // (translators, the application) right after this: let it end first.
    ~BackgroundRefresh() override { mWatcher.waitForFinished(); }

private:
    void startJob() override { mWatcher.setFuture(QtConcurrent::run(mPrepare())); }
    void runHere() override { mDeliver(mPrepare()()); }
    void deliverJobResult() override { mDeliver(mWatcher.result()); }

    std::function<Job()> mPrepare;
    std::function<void(Result)> mDeliver;
    QFutureWatcher<Result> mWatcher;
};

} // namespace docmodel
