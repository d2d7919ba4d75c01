// SPDX-License-Identifier: GPL-3.0-or-later
#include "collectioninference.h"
#include "inferencetr.h"

#include "parallelanalyzer.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <bson/bson.h>
#include <zlib.h>

#include <algorithm>

namespace docmodel::inference {

namespace {

// mongodump's metadata is canonical Extended JSON; as relaxed JSON its
// numbers are plain numbers.
bool readMetadata(const std::string &path, nlohmann::ordered_json &metadata, std::string &problem)
{
    gzFile file = gzopen(path.c_str(), "rb");
    if (!file) {
        problem = Inference::tr("cannot be opened").toStdString();
        return false;
    }
    std::string text;
    char buffer[65536];
    int got = 0;
    while ((got = gzread(file, buffer, sizeof buffer)) > 0)
        text.append(buffer, size_t(got));
    gzclose(file);
    bson_t document;
    bson_error_t error;
    if (!bson_init_from_json(&document, text.data(), ssize_t(text.size()), &error)) {
        problem = Inference::tr("not valid Extended JSON: %1")
                      .arg(QString::fromUtf8(error.message))
                      .toStdString();
        return false;
    }
    size_t length = 0;
    char *relaxed = bson_as_relaxed_extended_json(&document, &length);
    bson_destroy(&document);
    metadata = nlohmann::ordered_json::parse(relaxed, relaxed + length, nullptr, false);
    bson_free(relaxed);
    if (metadata.is_discarded() || !metadata.is_object()) {
        problem = Inference::tr("not a JSON object").toStdString();
        return false;
    }
    return true;
}

} // namespace

size_t sampleBytesPerCollection(size_t collections)
{
    return std::clamp<size_t>((size_t(512) << 20) / std::max<size_t>(1, collections), size_t(4) << 20, size_t(64) << 20);
}

bool inferCollection(const CollectionSource &source, const InferOptions &options, InferredCollection &result,
    ReadError &error)
{
    result.database = source.database;
    result.name = source.name;
    result.sample = DocumentSample(options.sampleSize, options.sampleBytes);
    if (!source.metadataFile.empty()) {
        std::string problem;
        if (!readMetadata(source.metadataFile, result.metadata, problem)) {
            error = { source.metadataFile, 0, 0, problem };
            return false;
        }
    }
    uint64_t total = 0;
    for (const std::string &file : source.files)
        total += uint64_t(QFileInfo(QString::fromStdString(file)).size());
    uint64_t done = 0;
    ParallelAnalyzer analyzer(options.threads, options.skipBad);
    uint64_t documents = 0;
    for (size_t index = 0; index < source.files.size(); ++index) {
        const std::string &file = source.files[index];
        ReadOptions read;
        read.skipBad = options.skipBad;
        read.cancelled = options.cancelled;
        if (options.progress)
            read.progress = [&](uint64_t bytes, uint64_t) { options.progress(done + bytes, total); };
        const ReadResult outcome = readDocuments(file, read,
            [&](const uint8_t *data, size_t length, const DocumentPosition &position, std::string *problem) {
                if (analyzer.parallel()) {
                    // Checked on the analysing thread; a bad document in the
                    // sample is left out when relationships are looked for.
                    analyzer.add(data, length, int(index), position);
                    result.sample.offer(data, length);
                    return true;
                }
                // One pass when the first bad document ends it all; checked
                // first when bad ones are skipped, so nothing of them counts.
                WalkError walk;
                const bool ok = options.skipBad ? SchemaAnalyzer::validate(data, length, &walk)
                        && (analyzer.singleThreaded().addValid(data, length), true)
                                                : analyzer.singleThreaded().add(data, length, &walk);
                if (!ok)
                    *problem = walk.message;
                else
                    result.sample.offer(data, length);
                return ok;
            });
        if (!outcome.ok) {
            // A document the threads refused came before where reading stopped.
            std::vector<std::pair<int, ReadError>> refused;
            analyzer.finish(&refused);
            error = outcome.error;
            if (!refused.empty() && !outcome.cancelled) {
                error = refused.front().second;
                error.file = source.files[size_t(refused.front().first)];
            }
            return false;
        }
        documents += outcome.documents;
        result.bytes += outcome.bytes;
        result.skipped += outcome.skipped;
        result.skippedErrors.insert(result.skippedErrors.end(), outcome.skippedErrors.begin(), outcome.skippedErrors.end());
        done += outcome.bytes;
    }
    std::vector<std::pair<int, ReadError>> refused;
    result.schema = analyzer.finish(&refused);
    for (auto &[file, refusal] : refused)
        refusal.file = source.files[size_t(file)];
    if (!refused.empty() && !options.skipBad) {
        error = refused.front().second;
        return false;
    }
    documents -= refused.size();
    result.skipped += refused.size();
    for (const auto &[file, refusal] : refused)
        if (result.skippedErrors.size() < 20)
            result.skippedErrors.push_back(refusal);
    if (documents == 0 && !source.fromDumpFolder && result.metadata.is_null()) {
        error = { source.files.empty() ? source.name : source.files.front(), 0, 0,
            Inference::tr("holds no documents to infer a schema from").toStdString() };
        return false;
    }
    return true;
}

} // namespace docmodel::inference
