// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentsample.h"

namespace docmodel::inference {

DocumentSample::DocumentSample(size_t capacity, size_t byteCapacity)
    : mCapacity(capacity)
    , mByteCapacity(byteCapacity)
{
}

void DocumentSample::offer(const uint8_t *data, size_t length)
{
    ++mSeen;
    const auto *text = reinterpret_cast<const char *>(data);
    if (mDocuments.size() < mCapacity && mBytes + length <= mByteCapacity) {
        mDocuments.emplace_back(text, length);
        mBytes += length;
        return;
    }
    if (mDocuments.empty())
        return;
    // Algorithm R: the n-th document replaces a kept one with probability k/n.
    const uint64_t slot = std::uniform_int_distribution<uint64_t>(0, mSeen - 1)(mRandom);
    if (slot >= mDocuments.size())
        return;
    std::string &replaced = mDocuments[size_t(slot)];
    if (mBytes - replaced.size() + length > mByteCapacity)
        return;
    mBytes = mBytes - replaced.size() + length;
    replaced.assign(text, length);
}

} // namespace docmodel::inference
