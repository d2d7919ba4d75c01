// SPDX-License-Identifier: GPL-3.0-or-later
#include "backgroundrefresh.h"

namespace docmodel {

RefreshScheduler::RefreshScheduler(int delayMs, QObject *parent)
    : QObject(parent)
{
    mDelay.setSingleShot(true);
    mDelay.setInterval(delayMs);
    connect(&mDelay, &QTimer::timeout, this, &RefreshScheduler::start);
}

void RefreshScheduler::watch(QFutureWatcherBase *watcher)
{
    connect(watcher, &QFutureWatcherBase::finished, this, &RefreshScheduler::jobFinished);
}

void RefreshScheduler::schedule()
{
    ++mGeneration;
    mDelay.start();
}

void RefreshScheduler::refreshNow()
{
    mDelay.stop();
    mDeliveredGeneration = ++mGeneration;
    runHere();
}

bool RefreshScheduler::isBusy() const
{
    return mJobActive || mDeliveredGeneration != mGeneration;
}

void RefreshScheduler::start()
{
    // One job at a time: a request made meanwhile is taken up when it ends.
    if (mJobActive)
        return;
    mJobActive = true;
    mJobGeneration = mGeneration;
    startJob();
}

void RefreshScheduler::jobFinished()
{
    mJobActive = false;
    if (mJobGeneration == mGeneration) {
        mDeliveredGeneration = mGeneration;
        deliverJobResult();
        return;
    }
    // Stale. Run again for the latest request, unless its delay is still
    // counting (the timer starts it) or refreshNow() already answered it.
    if (mDeliveredGeneration != mGeneration && !mDelay.isActive())
        start();
}

} // namespace docmodel
