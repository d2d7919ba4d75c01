// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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

} // namespace docmodel::bench
