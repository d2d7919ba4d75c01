// SPDX-License-Identifier: GPL-3.0-or-later
#include "samplerandom.h"

namespace docmodel {

uint64_t SampleRandom::hash(std::string_view text, uint64_t seed)
{
    uint64_t h = seed;
    for (unsigned char c : text) {
        h ^= c;
        h *= 1099511628211ull; // FNV-1a
    }
    return h;
}

SampleRandom SampleRandom::forValue(
    uint64_t seed, std::string_view entity, int64_t index, std::string_view path)
{
    uint64_t h = hash(entity, seed * 0x9e3779b97f4a7c15ull + 17);
    h = hash(path, h ^ uint64_t(index) * 0xbf58476d1ce4e5b9ull);
    return SampleRandom(h);
}

uint64_t SampleRandom::next()
{
    uint64_t z = (mState += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

int64_t SampleRandom::range(int64_t low, int64_t high)
{
    if (high <= low)
        return low;
    const uint64_t span = uint64_t(high - low) + 1;
    return low + int64_t(span == 0 ? next() : next() % span);
}

double SampleRandom::real(double low, double high)
{
    const double unit = double(next() >> 11) * (1.0 / 9007199254740992.0);
    return low + (high - low) * unit;
}

} // namespace docmodel
