// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <cstdint>

namespace docmodel::traffic {

// Larger than any count a server logs (a petabyte of one-byte keys), and
// small enough that millions of them still sum within int64.
constexpr int64_t kMaxCounter = int64_t(1) << 50;

// A logged counter (keysExamined, nreturned, execCount…) as the integer it
// stands for. A hostile or damaged log can hold any double: NaN and
// negatives read as 0, values past kMaxCounter as kMaxCounter, so no
// conversion or later sum leaves int64's range.
inline int64_t counterOf(double value)
{
    if (!(value > 0))
        return 0;
    return value >= double(kMaxCounter) ? kMaxCounter : int64_t(value);
}

// Longer than any operation runs (30 years), short enough that sums stay finite.
constexpr double kMaxMillis = 1e12;

// A duration in milliseconds: NaN and negatives read as 0, longer ones
// than kMaxMillis as kMaxMillis.
inline double durationOf(double millis)
{
    return millis > 0 ? std::min(millis, kMaxMillis) : 0;
}

} // namespace docmodel::traffic
