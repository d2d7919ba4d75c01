// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace docmodel::inference {

// How many distinct values a field has, estimated in a fixed 1 KiB
// (HyperLogLog, 1,024 registers: about 3 % standard error; exact-ish below a
// few hundred through linear counting). Two counters merge into the count of
// the union.
class DistinctCounter
{
public:
    void add(const void *bytes, size_t length) { addHash(hash(bytes, length)); }
    void addHash(uint64_t hash);
    void merge(const DistinctCounter &other);
    double estimate() const;

    static uint64_t hash(const void *bytes, size_t length);

private:
    static constexpr int kPrecision = 10;
    std::array<uint8_t, size_t(1) << kPrecision> mRegisters {};
};

} // namespace docmodel::inference
