// SPDX-License-Identifier: GPL-3.0-or-later
// The advisor's full rule set over the 2,000-entity model. Target (2 cores):
// < 200 ms.
#include "benchmodel.h"
#include "benchutil.h"

#include "advisor/advisor.h"
#include "schema/validation.h"

#include <QCoreApplication>

#include <cstdio>

using namespace docmodel;
using namespace docmodel::bench;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const Model model = makeBenchModel();
    size_t diagnostics = 0;
    const Timing run = timeRuns(7, [&] { diagnostics = runAdvisor(model).diagnostics.size(); });
    if (diagnostics == 0) {
        std::fprintf(stderr, "the advisor found nothing in the benchmark model\n");
        return 1;
    }
    report("entities", double(model.entities.size()), "count");
    report("diagnostics", double(diagnostics), "count");
    report("advisor_full_run", run.medianMs, "ms");
    size_t problems = 0;
    const Timing validation = timeRuns(7, [&] { problems = validateModel(model).size(); });
    report("validate_model", validation.medianMs, "ms");
    report("advisor_full_run_max", run.maxMs, "ms");
    report("peak_rss", peakRssMb(), "MB");
    return 0;
}
