// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchutil.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <sys/resource.h>
#include <time.h>

namespace docmodel::bench {

namespace {
double cpuMs()
{
    timespec now {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}
} // namespace

Timing timeRuns(int runs, const std::function<void()> &work)
{
    std::vector<double> ms;
    std::vector<double> cpu;
    for (int i = 0; i < runs; ++i) {
        const double cpuStart = cpuMs();
        const auto start = std::chrono::steady_clock::now();
        work();
        const auto end = std::chrono::steady_clock::now();
        cpu.push_back(cpuMs() - cpuStart);
        ms.push_back(std::chrono::duration<double, std::milli>(end - start).count());
    }
    std::sort(ms.begin(), ms.end());
    std::sort(cpu.begin(), cpu.end());
    return { ms[ms.size() / 2], ms.front(), ms.back(), cpu[cpu.size() / 2] };
}

double peakRssMb()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0; // ru_maxrss is in KiB on Linux
}

void report(const std::string &name, double value, const std::string &unit)
{
    std::printf("%s: %.2f %s\n", name.c_str(), value, unit.c_str());
    std::fflush(stdout);
}

StallWatch::StallWatch()
{
    QObject::connect(&mTicker, &QTimer::timeout, [this] {
        const double waited = double(mSinceTick.nsecsElapsed()) / 1e6;
        if (waited > mLongestMs) {
            mLongestMs = waited;
            mLongestEndedMs = double(mClock.nsecsElapsed()) / 1e6;
        }
        mSinceTick.restart();
    });
    mClock.start();
    mSinceTick.start();
    mTicker.start(5);
}

} // namespace docmodel::bench
