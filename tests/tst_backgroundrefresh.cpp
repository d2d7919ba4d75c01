// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/backgroundrefresh.h"

#include <QSemaphore>
#include <QtTest>

#include <atomic>
#include <memory>

using namespace docmodel;

namespace {

// Stands in for a view: `input` plays the model, each run answers the input
// it was prepared with, and a job may be held on a gate to be caught running.
struct Harness {
    explicit Harness(int delayMs)
        : refresh(
            delayMs,
            [this] {
                ++prepared;
                return [input = input, gate = gate, hold = hold] {
                    // A bound wait: a failing test must not hang on the destructor.
                    if (hold)
                        gate->tryAcquire(1, 5000);
                    return input;
                };
            },
            [this](int result) { delivered.append(result); })
    { }

    int input = 0;
    bool hold = false;
    std::shared_ptr<QSemaphore> gate = std::make_shared<QSemaphore>();
    int prepared = 0;
    QList<int> delivered;
    BackgroundRefresh<int> refresh;
};

bool settled(const Harness &h)
{
    return QTest::qWaitFor([&h] { return !h.refresh.isBusy(); }, 5000);
}

} // namespace

class TestBackgroundRefresh : public QObject
{
    Q_OBJECT

private slots:
    void quickSchedulesGiveOneRun()
    {
        Harness h(20);
        for (int i = 1; i <= 5; ++i) {
            h.input = i;
            h.refresh.schedule();
        }
        QVERIFY(h.refresh.isBusy());
        QVERIFY(settled(h));
        QTest::qWait(100); // nothing else is on its way
        QCOMPARE(h.prepared, 1);
        QCOMPARE(h.delivered, QList<int> { 5 });
    }

    void aScheduleDuringARunGivesOneMoreRunAndDropsTheStaleResult()
    {
        Harness h(10);
        h.hold = true;
        h.input = 1;
        h.refresh.schedule();
        QTRY_COMPARE(h.prepared, 1); // the job runs, held on the gate
        h.input = 2;
        h.refresh.schedule();
        h.refresh.schedule();
        QTest::qWait(50); // past the delay: the second run waits for the first
        QCOMPARE(h.prepared, 1);
        h.gate->release(2);
        QVERIFY(settled(h));
        QTest::qWait(50);
        QCOMPARE(h.prepared, 2);
        QCOMPARE(h.delivered, QList<int> { 2 });
    }

    void refreshNowSkipsTheDelay()
    {
        Harness h(40);
        h.input = 1;
        h.refresh.schedule();
        QVERIFY(h.refresh.isBusy());
        h.input = 2;
        h.refresh.refreshNow();
        QCOMPARE(h.delivered, QList<int> { 2 }); // at once, on this thread
        QVERIFY(!h.refresh.isBusy());
        QTest::qWait(100); // past the delay: the pending run was cancelled
        QCOMPARE(h.prepared, 1);
    }

    void refreshNowDuringARunDropsItsResult()
    {
        Harness h(10);
        h.hold = true;
        h.input = 1;
        h.refresh.schedule();
        QTRY_COMPARE(h.prepared, 1);
        h.input = 2;
        h.hold = false;
        h.refresh.refreshNow();
        QCOMPARE(h.delivered, QList<int> { 2 });
        h.gate->release();
        QTRY_VERIFY(!h.refresh.isBusy());
        QTest::qWait(50);
        QCOMPARE(h.prepared, 2); // no run again: refreshNow answered the latest
        QCOMPARE(h.delivered, QList<int> { 2 });
    }

    void destroyingWhileAJobRunsIsSafe()
    {
        auto started = std::make_shared<std::atomic<bool>>(false);
        auto finished = std::make_shared<std::atomic<bool>>(false);
        int delivered = 0;
        auto refresh = std::make_unique<BackgroundRefresh<int>>(
            0,
            [started, finished] {
                return [started, finished] {
                    *started = true;
                    QThread::msleep(300);
                    *finished = true;
                    return 1;
                };
            },
            [&delivered](int) { ++delivered; });
        refresh->schedule();
        QTRY_VERIFY(*started);
        QVERIFY(!*finished);
        refresh.reset();
        QVERIFY(*finished); // the destructor waited for it
        QTest::qWait(50);
        QCOMPARE(delivered, 0);
    }
};

QTEST_GUILESS_MAIN(TestBackgroundRefresh)
#include "tst_backgroundrefresh.moc"
