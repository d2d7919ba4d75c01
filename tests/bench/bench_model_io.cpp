// SPDX-License-Identifier: GPL-3.0-or-later
// Load and save of a 2,000-entity model. Targets (2 cores): save < 200 ms,
// load < 300 ms.
#include "benchmodel.h"
#include "benchutil.h"

#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "schema/validation.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cstdio>

using namespace docmodel;
using namespace docmodel::bench;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const Model model = makeBenchModel();
    if (hasErrors(validateModel(model))) {
        std::fprintf(stderr, "the benchmark model is not valid\n");
        return 1;
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bench.dmodel"));

    const Timing save = timeRuns(7, [&] {
        const QString failure = saveModelFile(model, path);
        if (!failure.isEmpty())
            std::fprintf(stderr, "%s\n", qPrintable(failure));
    });
    bool same = true;
    const Timing load = timeRuns(7, [&] {
        const LoadResult loaded = loadModelFile(path);
        same = same && loaded.ok() && *loaded.model == model;
    });
    if (!same) {
        std::fprintf(stderr, "the loaded model differs from the saved one\n");
        return 1;
    }
    const Timing validate = timeRuns(5, [&] { validateModel(model); });

    report("entities", double(model.entities.size()), "count");
    report("relationships", double(model.relationships.size()), "count");
    report("indexes", double(model.indexes.size()), "count");
    report("access_patterns", double(model.accessPatterns.size()), "count");
    report("save_median", save.medianMs, "ms");
    report("save_max", save.maxMs, "ms");
    report("load_median", load.medianMs, "ms");
    report("load_max", load.maxMs, "ms");
    report("validate_median", validate.medianMs, "ms");
    report("file_size", double(QFileInfo(path).size()) / (1024.0 * 1024.0), "MiB");
    report("peak_rss", peakRssMb(), "MB");
    return 0;
}
