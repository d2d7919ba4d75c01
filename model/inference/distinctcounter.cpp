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
    // One multiply and rotate a word, one full mix at the end: values are
    // hashed by the million, and HyperLogLog needs well-spread bits, not a
    // cryptographic hash.
    const auto *data = static_cast<const unsigned char *>(bytes);
    uint64_t state = 0x9e3779b97f4a7c15ULL ^ length;
    while (length >= 8) {
        uint64_t word;
        std::memcpy(&word, data, 8);
        state = std::rotl((state ^ word) * 0x87c37b91114253d5ULL, 31);
        data += 8;
        length -= 8;
    }
    // The last 0 to 7 bytes, read whole (overlapping) rather than copied
    // byte by byte into a word, which stalls on the store.
    uint64_t tail = 0;
    if (length >= 4) {
        uint32_t low;
        uint32_t high;
        std::memcpy(&low, data, 4);
        std::memcpy(&high, data + length - 4, 4);
        tail = (uint64_t(high) << 32) | low;
    } else if (length > 0) {
        tail = uint64_t(data[0]) | uint64_t(data[length / 2]) << 8 | uint64_t(data[length - 1]) << 16;
    }
    return mix(state ^ tail);
}

DistinctCounter::DistinctCounter()
    : mHashes(std::make_unique<std::vector<uint64_t>>())
{
}

DistinctCounter::~DistinctCounter() = default;

void DistinctCounter::addHash(uint64_t hash)
{
    if (mHashes) {
        mHashes->push_back(hash);
        if (mHashes->size() >= mNextLook)
            lookForRepeats();
    }
    const size_t index = hash >> (64 - kPrecision);
    const uint64_t rest = (hash << kPrecision) | (uint64_t(1) << (kPrecision - 1));
    const uint8_t rank = uint8_t(std::countl_zero(rest) + 1);
    if (rank > mRegisters[index])
        mRegisters[index] = rank;
}

void DistinctCounter::merge(const DistinctCounter &other)
{
    if (mHashes && other.mHashes) {
        mHashes->insert(mHashes->end(), other.mHashes->begin(), other.mHashes->end());
        lookForRepeats();
    } else {
        mHashes.reset();
    }
    for (size_t i = 0; i < mRegisters.size(); ++i)
        mRegisters[i] = std::max(mRegisters[i], other.mRegisters[i]);
}

void DistinctCounter::lookForRepeats() const
{
    std::sort(mHashes->begin(), mHashes->end());
    if (mHashes->size() > kExactValues || std::adjacent_find(mHashes->begin(), mHashes->end()) != mHashes->end())
        mHashes.reset();
    else
        mNextLook = std::max<size_t>(64, mHashes->size() * 2);
}

bool DistinctCounter::allDifferent() const
{
    if (mHashes && !mHashes->empty())
        lookForRepeats();
    return mHashes != nullptr;
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
