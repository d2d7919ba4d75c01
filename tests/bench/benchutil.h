// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QTimer>

#include <functional>
#include <string>
#include <vector>

namespace docmodel::bench {

struct Timing {
    double medianMs = 0;
    double minMs = 0;
    double maxMs = 0;
    // The process's CPU time: steadier than the wall clock on a busy machine.
    double cpuMedianMs = 0;
};

// Runs work repeatedly and reports wall-clock and CPU milliseconds.
Timing timeRuns(int runs, const std::function<void()> &work);

double peakRssMb();

// Prints "name: value unit".
void report(const std::string &name, double value, const std::string &unit);

// How long the GUI thread could not answer: the longest wait between two
// ticks of a 5 ms timer, from construction until stop().
class StallWatch
{
public:
    StallWatch();
    void stop() { mTicker.stop(); }
    double longestMs() const { return mLongestMs; }
    // When the longest wait ended, since construction.
    double longestEndedMs() const { return mLongestEndedMs; }

private:
    QTimer mTicker;
    QElapsedTimer mSinceTick;
    QElapsedTimer mClock;
    double mLongestMs = 0;
    double mLongestEndedMs = 0;
};

} // namespace docmodel::bench
