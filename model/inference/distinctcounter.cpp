// SPDX-License-Identifier: GPL-3.0-or-later
#include "distinctcounter.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>

namespace docmodel::inference {

namespace {

uint64_t mix(uint64_t value)
{
    // The finaliser of MurmurHash3: every input bit reaches every output bit.
    value ^= value >> 33;
    value *= 0xff51afd7ed558ccdULL;
    value ^= value >> 33;
    value *= 0xc4ceb9fe1a85ec53ULL;
    value ^= value >> 33;
    return value;
}

} // namespace

uint64_t DistinctCounter::hash(const void *bytes, size_t length)
{
    const auto *data = static_cast<const unsigned char *>(bytes);
    uint64_t state = 0x9e3779b97f4a7c15ULL ^ (length * 0x100000001b3ULL);
    while (length >= 8) {
        uint64_t word;
        std::memcpy(&word, data, 8);
        state = mix(state ^ word);
        data += 8;
        length -= 8;
    }
    uint64_t tail = 0;
    std::memcpy(&tail, data, length);
    return mix(state ^ tail ^ (uint64_t(length) << 56));
}

void DistinctCounter::addHash(uint64_t hash)
{
    const size_t index = hash >> (64 - kPrecision);
    const uint64_t rest = (hash << kPrecision) | (uint64_t(1) << (kPrecision - 1));
    const uint8_t rank = uint8_t(std::countl_zero(rest) + 1);
    if (rank > mRegisters[index])
        mRegisters[index] = rank;
}

void DistinctCounter::merge(const DistinctCounter &other)
{
    for (size_t i = 0; i < mRegisters.size(); ++i)
        mRegisters[i] = std::max(mRegisters[i], other.mRegisters[i]);
}

double DistinctCounter::estimate() const
{
    const double m = double(mRegisters.size());
    double sum = 0;
    int zeros = 0;
    for (const uint8_t r : mRegisters) {
        sum += std::ldexp(1.0, -int(r));
        zeros += r == 0;
    }
    const double alpha = 0.7213 / (1 + 1.079 / m);
    const double raw = alpha * m * m / sum;
    if (raw <= 2.5 * m && zeros > 0)
        return m * std::log(m / zeros); // linear counting for small sets
    return raw;
}

} // namespace docmodel::inference
