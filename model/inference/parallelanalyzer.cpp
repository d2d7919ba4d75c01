// SPDX-License-Identifier: GPL-3.0-or-later
#include "parallelanalyzer.h"

#include <algorithm>
#include <cstring>

namespace docmodel::inference {

namespace {

constexpr size_t kBatchBytes = 1 << 20;

} // namespace

ParallelAnalyzer::ParallelAnalyzer(int threads, bool skipBad) : mSkipBad(skipBad)
{
    mAnalyzers.push_back(std::make_unique<SchemaAnalyzer>());
    if (threads <= 1)
        return;
    for (int i = 0; i < threads; ++i)
        mWorkers.push_back(std::make_unique<Worker>());
    for (auto &worker : mWorkers)
        mThreads.emplace_back([this, &worker] { work(*worker); });
    mBatch.bytes.reserve(kBatchBytes + 64 * 1024);
}

ParallelAnalyzer::~ParallelAnalyzer()
{
    if (!mThreads.empty())
        finish();
}

int ParallelAnalyzer::allCores()
{
    return std::max(1, int(std::thread::hardware_concurrency()));
}

void ParallelAnalyzer::add(const uint8_t *data, size_t length, int file, const DocumentPosition &position)
{
    if (mThreads.empty()) {
        mAnalyzers.front()->addValid(data, length);
        return;
    }
    mBatch.bytes.insert(mBatch.bytes.end(), data, data + length);
    mBatch.entries.push_back({ file, position });
    if (mBatch.bytes.size() >= kBatchBytes)
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
    mBatch.bytes.reserve(kBatchBytes + 64 * 1024);
    mChanged.notify_all();
}

void ParallelAnalyzer::work(Worker &worker)
{
    while (true) {
        Batch batch;
        {
            std::unique_lock lock(mMutex);
            mChanged.wait(lock, [this] { return !mQueue.empty() || mDone; });
            if (mQueue.empty())
                return;
            batch = std::move(mQueue.front());
            mQueue.pop_front();
            mChanged.notify_all();
        }
        size_t at = 0;
        for (const Entry &entry : batch.entries) {
            uint32_t length = 0;
            std::memcpy(&length, batch.bytes.data() + at, 4);
            length = BSON_UINT32_FROM_LE(length);
            const uint8_t *document = batch.bytes.data() + at;
            WalkError error;
            // Skipped documents must not count at all: checked first then.
            const bool ok = mSkipBad ? SchemaAnalyzer::validate(document, length, &error)
                    && (worker.analyzer.addValid(document, length), true)
                                     : worker.analyzer.add(document, length, &error);
            if (!ok)
                worker.bad.push_back(
                    { entry.file, ReadError { {}, entry.position.number, entry.position.offset, error.message } });
            at += length;
        }
    }
}

SchemaAnalyzer ParallelAnalyzer::finish(std::vector<std::pair<int, ReadError>> *bad)
{
    SchemaAnalyzer result;
    if (mThreads.empty()) {
        result.merge(*mAnalyzers.front());
        mAnalyzers.front() = std::make_unique<SchemaAnalyzer>();
        return result;
    }
    if (!mBatch.entries.empty())
        submit();
    {
        const std::lock_guard lock(mMutex);
        mDone = true;
    }
    mChanged.notify_all();
    for (std::thread &thread : mThreads)
        thread.join();
    mThreads.clear();
    std::vector<std::pair<int, ReadError>> refused;
    for (const auto &worker : mWorkers) {
        result.merge(worker->analyzer);
        refused.insert(refused.end(), worker->bad.begin(), worker->bad.end());
    }
    std::sort(refused.begin(), refused.end(), [](const auto &a, const auto &b) {
        return a.first != b.first ? a.first < b.first : a.second.document < b.second.document;
    });
    if (bad)
        *bad = std::move(refused);
    return result;
}

} // namespace docmodel::inference
