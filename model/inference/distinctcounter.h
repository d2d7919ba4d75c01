// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace docmodel::inference {

// How many distinct values a field has, estimated in a fixed 1 KiB
// (HyperLogLog, 1,024 registers: about 3 % standard error; exact-ish below a
// few hundred through linear counting). Two counters merge into the count of
// the union.
//
// Whether no value repeats is known exactly, as long as it is true and
// there are at most kExactValues values: their hashes are kept, and looked
// through for a repeat each time their number doubles, until the first
// (most fields repeat early, so few keep them long). Appending is what the
// hot path pays; a hash set per value cost a quarter of the throughput.
class DistinctCounter
{
public:
    static constexpr size_t kExactValues = 100000;

    DistinctCounter();
    ~DistinctCounter();
    DistinctCounter(const DistinctCounter &) = delete;
    DistinctCounter &operator=(const DistinctCounter &) = delete;

    void add(const void *bytes, size_t length) { addHash(hash(bytes, length)); }
    void addHash(uint64_t hash);
    void merge(const DistinctCounter &other);
    double estimate() const;
    // Every value added differs from every other (a 64-bit hash's collision
    // aside); false once one repeats or when there were too many to know.
    bool allDifferent() const;

    static uint64_t hash(const void *bytes, size_t length);

private:
    static constexpr int kPrecision = 10;
    std::array<uint8_t, size_t(1) << kPrecision> mRegisters {};
    void lookForRepeats() const;

    // The hashes while none repeats; null after. Sorted on each look.
    mutable std::unique_ptr<std::vector<uint64_t>> mHashes;
    mutable size_t mNextLook = 64;
};

} // namespace docmodel::inference
