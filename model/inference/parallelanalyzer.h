// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schemastats.h"

#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#include <vector>

namespace docmodel::inference {

// Analyses documents on several threads: they are copied into batches of
// about 1 MiB, each thread keeps its own SchemaAnalyzer, and finish() merges
// them. With one thread everything happens in add().
class ParallelAnalyzer
{
public:
    explicit ParallelAnalyzer(int threads);
    ~ParallelAnalyzer();
    ParallelAnalyzer(const ParallelAnalyzer &) = delete;
    ParallelAnalyzer &operator=(const ParallelAnalyzer &) = delete;

    // A document SchemaAnalyzer::validate() accepted.
    void add(const uint8_t *data, size_t length);
    // With one thread, the analyser add() adds to.
    SchemaAnalyzer &singleThreaded() { return *mAnalyzers.front(); }
    // Waits for the threads and merges what they saw.
    SchemaAnalyzer finish();

    // The threads to use for "all cores".
    static int allCores();

private:
    void submit();
    void work(SchemaAnalyzer &analyzer);

    std::vector<std::unique_ptr<SchemaAnalyzer>> mAnalyzers; // one per thread
    std::vector<std::thread> mThreads;
    std::vector<uint8_t> mBatch;
    std::deque<std::vector<uint8_t>> mQueue;
    std::mutex mMutex;
    std::condition_variable mChanged;
    bool mDone = false;
};

} // namespace docmodel::inference
