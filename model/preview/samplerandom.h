// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string_view>

namespace docmodel {

// A small, fast, seedable generator (splitmix64). Values in a preview come
// from a generator seeded by what they are (seed, entity, document, field),
// so the same model and seed always give the same documents.
class SampleRandom
{
public:
    explicit SampleRandom(uint64_t state)
        : mState(state)
    { }
    static uint64_t hash(std::string_view text, uint64_t seed = 1469598103934665603ull);
    static SampleRandom forValue(
        uint64_t seed, std::string_view entity, int64_t index, std::string_view path);

    uint64_t next();
    // Uniform in [low, high].
    int64_t range(int64_t low, int64_t high);
    double real(double low, double high);
    template <typename T, size_t N> const T &pick(const T (&items)[N]) { return items[next() % N]; }

private:
    uint64_t mState;
};

} // namespace docmodel
