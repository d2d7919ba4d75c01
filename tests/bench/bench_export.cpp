// SPDX-License-Identifier: GPL-3.0-or-later
// Every export target for the 2,000-entity model. Target (2 cores): the
// mongosh script in < 200 ms.
#include "benchmodel.h"
#include "benchutil.h"

#include "targets/exporttargets.h"
#include "export/jsonschemaexport.h"
#include "import/jsonschemaimport.h"

#include <QCoreApplication>

#include <cstdio>

using namespace docmodel;
using namespace docmodel::bench;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const Model model = makeBenchModel();
    for (const ExportTarget &target : exportTargets()) {
        size_t bytes = 0;
        const Timing timing = timeRuns(5, [&] { bytes = target.generate(model, {}).size(); });
        std::string name(target.name);
        std::replace(name.begin(), name.end(), '-', '_');
        report("export_" + name, timing.medianMs, "ms");
        report("export_" + name + "_size", double(bytes) / (1024.0 * 1024.0), "MiB");
    }
    const std::string schema = exportJsonSchema(model);
    bool ok = true;
    const Timing import = timeRuns(5, [&] {
        ok = ok && parseJsonSchema(schema, QStringLiteral("bench.schema.json"), "bench").ok();
    });
    if (!ok) {
        std::fprintf(stderr, "the exported JSON Schema does not import\n");
        return 1;
    }
    report("import_json_schema", import.medianMs, "ms");
    report("peak_rss", peakRssMb(), "MB");
    return 0;
}
