// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace docmodel::inference {

// A uniform sample of a stream of documents, kept whole (reservoir
// sampling): what relationship detection compares values in. Bounded by a
// number of documents and of bytes; the same stream gives the same sample.
class DocumentSample
{
public:
    explicit DocumentSample(size_t capacity = 10000, size_t byteCapacity = size_t(64) << 20);

    void offer(const uint8_t *data, size_t length);
    const std::vector<std::string> &documents() const { return mDocuments; }
    // Documents offered, kept or not.
    uint64_t seen() const { return mSeen; }
    bool complete() const { return mSeen == mDocuments.size(); }

private:
    size_t mCapacity;
    size_t mByteCapacity;
    size_t mBytes = 0;
    uint64_t mSeen = 0;
    std::vector<std::string> mDocuments;
    std::mt19937_64 mRandom { 20240611 };
};

} // namespace docmodel::inference
