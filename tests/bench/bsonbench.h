// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <chrono>
#include <cstdint>
#include <cstring>
#include <vector>

namespace docmodel::bench {

using Clock = std::chrono::steady_clock;

inline double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// Each document of a stream as a .bson file holds them.
template<typename Visit> void forEachDocument(const std::vector<uint8_t> &stream, Visit visit)
{
    for (size_t at = 0; at + 4 <= stream.size();) {
        uint32_t length = 0;
        std::memcpy(&length, stream.data() + at, 4);
        visit(stream.data() + at, length);
        at += length;
    }
}

// The best of three runs, in documents per second.
template<typename Work> double bestRate(uint64_t documents, Work work)
{
    double best = 0;
    for (int run = 0; run < 3; ++run) {
        const auto start = Clock::now();
        work();
        best = std::max(best, double(documents) / secondsSince(start));
    }
    return best;
}

// The least any reader of documents must do: visit every element of every
// document (the elements it saw).
uint64_t bareWalk(const uint8_t *data, uint32_t length);

// VmHWM is this program's own high-water mark: getrusage's would carry the
// parent's across fork and exec.
double ownPeakRssMb();

// Runs this program again with `arguments` and returns the first number it
// prints (-1 when it fails): a figure measured in a process of its own.
double childFigure(const std::vector<const char *> &arguments);

} // namespace docmodel::bench
