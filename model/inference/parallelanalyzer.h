// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "documentreader.h"
#include "schemastats.h"

#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#include <vector>

namespace docmodel::inference {

// Analyses documents on several threads: they are copied into batches of
// about 1 MiB and each thread checks and counts them with its own
// SchemaAnalyzer; finish() merges them. Documents a thread finds bad are
// kept with their positions (and with skipBad none of them is counted). With
// one thread the caller checks and adds to singleThreaded() itself.
class ParallelAnalyzer
{
public:
    ParallelAnalyzer(int threads, bool skipBad);
    ~ParallelAnalyzer();
    ParallelAnalyzer(const ParallelAnalyzer &) = delete;
    ParallelAnalyzer &operator=(const ParallelAnalyzer &) = delete;

    bool parallel() const { return !mThreads.empty(); }
    SchemaAnalyzer &singleThreaded() { return *mAnalyzers.front(); }

    // A document of the file `file` (an index the caller keeps), unchecked.
    void add(const uint8_t *data, size_t length, int file, const DocumentPosition &position);
    // Waits for the threads and merges what they saw; `bad` gets the
    // documents they refused, by file and number.
    SchemaAnalyzer finish(std::vector<std::pair<int, ReadError>> *bad = nullptr);

    // The threads to use for "all cores".
    static int allCores();

private:
    struct Entry {
        int file;
        DocumentPosition position;
    };
    struct Batch {
        std::vector<uint8_t> bytes;
        std::vector<Entry> entries;
    };
    struct Worker {
        SchemaAnalyzer analyzer;
        std::vector<std::pair<int, ReadError>> bad;
    };

    void submit();
    void work(Worker &worker);

    bool mSkipBad;
    std::vector<std::unique_ptr<SchemaAnalyzer>> mAnalyzers; // the single thread's
    std::vector<std::unique_ptr<Worker>> mWorkers;
    std::vector<std::thread> mThreads;
    Batch mBatch;
    std::deque<Batch> mQueue;
    std::mutex mMutex;
    std::condition_variable mChanged;
    bool mDone = false;
};

} // namespace docmodel::inference
