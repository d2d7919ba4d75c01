// SPDX-License-Identifier: GPL-3.0-or-later
#include "parallelanalyzer.h"

#include <cstring>

namespace docmodel::inference {

namespace {

constexpr size_t kBatchBytes = 1 << 20;

} // namespace

ParallelAnalyzer::ParallelAnalyzer(int threads)
{
    mAnalyzers.push_back(std::make_unique<SchemaAnalyzer>());
    if (threads <= 1)
        return;
    for (int i = 1; i < threads; ++i)
        mAnalyzers.push_back(std::make_unique<SchemaAnalyzer>());
    for (auto &analyzer : mAnalyzers)
        mThreads.emplace_back([this, &analyzer] { work(*analyzer); });
    mBatch.reserve(kBatchBytes + 64 * 1024);
}

ParallelAnalyzer::~ParallelAnalyzer()
{
    if (!mThreads.empty() && !mDone)
        finish();
}

int ParallelAnalyzer::allCores()
{
    return std::max(1, int(std::thread::hardware_concurrency()));
}

void ParallelAnalyzer::add(const uint8_t *data, size_t length)
{
    if (mThreads.empty()) {
        mAnalyzers.front()->addValid(data, length);
        return;
    }
    mBatch.insert(mBatch.end(), data, data + length);
    if (mBatch.size() >= kBatchBytes)
        submit();
}

void ParallelAnalyzer::submit()
{
    std::unique_lock lock(mMutex);
    // At most two batches a thread wait: memory stays bounded when reading
    // is faster than analysing.
    mChanged.wait(lock, [this] { return mQueue.size() < 2 * mThreads.size(); });
    mQueue.push_back(std::move(mBatch));
    mBatch = {};
    mBatch.reserve(kBatchBytes + 64 * 1024);
    mChanged.notify_all();
}

void ParallelAnalyzer::work(SchemaAnalyzer &analyzer)
{
    while (true) {
        std::vector<uint8_t> batch;
        {
            std::unique_lock lock(mMutex);
            mChanged.wait(lock, [this] { return !mQueue.empty() || mDone; });
            if (mQueue.empty())
                return;
            batch = std::move(mQueue.front());
            mQueue.pop_front();
            mChanged.notify_all();
        }
        for (size_t at = 0; at + 4 <= batch.size();) {
            uint32_t length = 0;
            std::memcpy(&length, batch.data() + at, 4);
            length = BSON_UINT32_FROM_LE(length);
            analyzer.addValid(batch.data() + at, length);
            at += length;
        }
    }
}

SchemaAnalyzer ParallelAnalyzer::finish()
{
    if (!mThreads.empty()) {
        if (!mBatch.empty())
            submit();
        {
            const std::lock_guard lock(mMutex);
            mDone = true;
        }
        mChanged.notify_all();
        for (std::thread &thread : mThreads)
            thread.join();
        mThreads.clear();
    }
    mDone = true;
    SchemaAnalyzer result;
    for (const auto &analyzer : mAnalyzers)
        result.merge(*analyzer);
    mAnalyzers.clear();
    mAnalyzers.push_back(std::make_unique<SchemaAnalyzer>());
    return result;
}

} // namespace docmodel::inference
