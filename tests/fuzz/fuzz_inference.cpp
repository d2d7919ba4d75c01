// SPDX-License-Identifier: GPL-3.0-or-later
// The readers of mongodump and mongoexport files and the schema analyser
// behind them. The input is read as a .bson dump and as an Extended JSON
// file (from memory, through a memfd), once stopping at the first bad
// document and once skipping bad ones. The one-pass check of
// SchemaAnalyzer::add must agree with SchemaAnalyzer::validate on every
// document, and the report and model are built from what was read.

#include "fuzzcheck.h"

#include "inference/collectioninference.h"
#include "inference/modelfrominference.h"
#include "inference/schemareport.h"

#include <sys/mman.h>
#include <unistd.h>

using namespace docmodel;
using namespace docmodel::inference;

namespace {

void readAs(const uint8_t *data, size_t size, const char *name)
{
    const int fd = memfd_create(name, 0);
    if (fd < 0)
        return;
    if (write(fd, data, size) != ssize_t(size)) {
        close(fd);
        return;
    }
    // The reader picks the format by the name's ending.
    const std::string path = "/proc/self/fd/" + std::to_string(fd);
    const std::string link = std::string("/tmp/fuzz-inference-") + std::to_string(getpid()) + "-" + name;
    unlink(link.c_str());
    if (symlink(path.c_str(), link.c_str()) != 0) {
        close(fd);
        return;
    }
    for (const bool skipBad : { false, true }) {
        CollectionSource source;
        source.name = "fuzz";
        source.files = { link };
        InferOptions options;
        options.skipBad = skipBad;
        InferredCollection result;
        ReadError error;
        const bool ok = inferCollection(source, options, result, error);
        if (ok) {
            // Every name counted was checked as UTF-8: the report is valid JSON text.
            schemaReport(result.schema).dump();
            std::vector<InferredCollection> collections;
            collections.push_back(std::move(result));
            modelFromInference(collections);
        } else {
            fuzz::check(!error.toString().empty(), "a failed read says why");
        }
    }
    // Every document the dump reader hands over: both checks agree.
    ReadOptions plain;
    plain.skipBad = true;
    readDocuments(link, plain, [](const uint8_t *document, size_t length, const DocumentPosition &, std::string *) {
        SchemaAnalyzer analyzer;
        const bool valid = SchemaAnalyzer::validate(document, length);
        fuzz::check(analyzer.add(document, length) == valid, "one-pass check agrees with validate");
        return true;
    });
    unlink(link.c_str());
    close(fd);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    readAs(data, size, "input.bson");
    readAs(data, size, "input.json");
    return 0;
}
