// SPDX-License-Identifier: GPL-3.0-or-later
// Every offline command on a model with one very wide entity, at 10,000 and
// 100,000 fields, with the growth between them. Targets (2 cores): each
// < 1 s at 100,000 fields and about 10x its 10,000-field time (linear).
#include "benchutil.h"
#include "widemodel.h"
#include "wideoperations.h"

#include <QGuiApplication>
#include <QFileInfo>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

using namespace docmodel;
using namespace docmodel::bench;

int main(int argc, char *argv[])
{
    // The diagram exports measure text: they want a GUI application.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QTemporaryDir dir;
    constexpr int kNarrow = 10000;
    constexpr int kWide = 100000;
    std::vector<std::string> names;
    std::vector<double> narrowMs; // CPU time
    std::vector<double> wideMs;
    for (const int width : { kNarrow, kWide }) {
        const Model model = makeWideModel(width);
        const QString file = dir.filePath(QStringLiteral("wide%1.dmodel").arg(width));
        const std::string suffix = "_" + std::to_string(width / 1000) + "k";
        for (const ModelOperation &op : modelOperations(model, file)) {
            // An argument names the operations to time (a profiler's run);
            // save always runs, load reads what it wrote.
            if (argc > 1 && op.name != "save" && op.name.find(argv[1]) == std::string::npos)
                continue;
            bool ok = true;
            const Timing timing = timeRuns(3, [&] { ok = op.run() && ok; });
            if (!ok) {
                std::fprintf(stderr, "%s failed on the wide model\n", op.name.c_str());
                return 1;
            }
            const double ms = timing.cpuMedianMs;
            report(op.name + suffix, timing.medianMs, "ms");
            report(op.name + suffix + "_cpu", ms, "ms");
            if (width == kNarrow) {
                names.push_back(op.name);
                narrowMs.push_back(ms);
            } else {
                wideMs.push_back(ms);
            }
        }
        report("file_size" + suffix, double(QFileInfo(file).size()) / (1024.0 * 1024.0), "MiB");
    }
    // Of CPU times: 10 is linear, 100 quadratic. The floor keeps
    // sub-millisecond noise out.
    for (size_t i = 0; i < names.size() && i < wideMs.size(); ++i)
        report(names[i] + "_ratio", wideMs[i] / std::max(narrowMs[i], 0.1), "x");
    report("peak_rss", peakRssMb(), "MB");
    return 0;
}
