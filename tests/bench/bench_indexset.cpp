// SPDX-License-Identifier: GPL-3.0-or-later
// Choosing the index set (advisor/indexselection) for 10,000 distinct
// shapes over 100 namespaces, each with a few existing indexes: the time to
// choose (indexset_choose_ms, goal under 1,000) and the process's peak
// memory (indexset_peak_rss_mb).
//   bench_indexset [--shapes N] [--namespaces M]
#include "benchutil.h"

#include "advisor/indexselection.h"

#include <QCoreApplication>
#include <QStringList>

#include <random>

using namespace docmodel;
using namespace docmodel::bench;

namespace {

// Shapes as a query generator makes them: two to four of a namespace's
// twelve fields, each an equality or a range, sometimes a sort; costs that
// fall off like real workloads (a few heavy shapes, many light ones).
std::vector<WorkloadQuery> workload(int shapes, int namespaces)
{
    std::mt19937 random(7);
    std::vector<WorkloadQuery> out;
    out.reserve(size_t(shapes));
    for (int i = 0; i < shapes; ++i) {
        WorkloadQuery query;
        query.ns = "db.c" + std::to_string(i % namespaces);
        const int fields = 2 + int(random() % 3);
        std::vector<int> chosen;
        while (int(chosen.size()) < fields) {
            const int field = int(random() % 12);
            if (std::ranges::find(chosen, field) == chosen.end())
                chosen.push_back(field);
        }
        for (int field : chosen)
            query.filter.push_back(
                { "f" + std::to_string(field), random() % 3 == 0 ? FilterOp::Range : FilterOp::Equality });
        std::ranges::sort(query.filter, {}, &FilterField::field);
        if (random() % 4 == 0)
            query.sort = { { "f" + std::to_string(random() % 12), SortDirection::Desc } };
        query.count = double(1 + random() % 50);
        query.docsExamined = 1e7 / double(1 + i) + double(random() % 1000);
        query.returned = query.docsExamined / 100;
        query.label = "find " + std::to_string(i);
        out.push_back(std::move(query));
    }
    return out;
}

std::vector<ExistingIndex> existing(int namespaces)
{
    std::vector<ExistingIndex> out;
    for (int n = 0; n < namespaces; ++n)
        for (int k = 0; k < 3; ++k) {
            ExistingIndex index;
            index.ns = "db.c" + std::to_string(n);
            index.name = "f" + std::to_string(k) + "_1";
            index.keys = { { "f" + std::to_string(k), IndexKeyKind::Asc } };
            index.ops = k == 2 ? 0 : 100;
            out.push_back(std::move(index));
        }
    return out;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const auto option = [&](const QString &name, int fallback) {
        const qsizetype at = args.indexOf(name);
        return at >= 0 && at + 1 < args.size() ? args[at + 1].toInt() : fallback;
    };
    const int shapes = option(QStringLiteral("--shapes"), 10000);
    const int namespaces = option(QStringLiteral("--namespaces"), 100);
    const std::vector<WorkloadQuery> queries = workload(shapes, namespaces);
    const std::vector<ExistingIndex> indexes = existing(namespaces);
    IndexSet set;
    const Timing timing = timeRuns(5, [&] { set = chooseIndexSet(queries, indexes, {}, {}, {}); });
    report("indexset_shapes", shapes, "shapes");
    report("indexset_namespaces", namespaces, "namespaces");
    report("indexset_choose_ms", timing.medianMs, "ms");
    report("indexset_choose_cpu_ms", timing.cpuMedianMs, "ms");
    report("indexset_recommended", double(set.recommended.size()), "indexes");
    report("indexset_coverage", set.totalExamined > 0 ? 100 * set.servedExamined / set.totalExamined : 0, "%");
    report("indexset_left_out", double(set.leftOut.size()), "shapes");
    report("indexset_peak_rss_mb", peakRssMb(), "MB");
    return timing.medianMs < 1000 ? 0 : 1;
}
