// SPDX-License-Identifier: GPL-3.0-or-later
// Data migrations. Planning: the 2,000-entity model against a copy in which
// one relationship in eight changed strategy (each change made as the canvas
// makes it, changeStrategy), target (2 cores) < 200 ms. Running: a music
// store of 100,000 invoice lines, embedded into their invoices and taken out
// again by the planned steps in mingo, in documents per second (a figure to
// watch, no target: mingo is not the server).
#include "benchmodel.h"
#include "benchutil.h"
#include "migrationfixtures.h"

#include "migrate/datamigration.h"
#include "schema/strategychange.h"

#include <QCoreApplication>
#include <QStandardPaths>

#include <cstdio>

using namespace docmodel;
using namespace docmodel::bench;

namespace {

// Every eighth relationship between two collections (no tree) moved to the
// next of the six strategies.
Model changedCopy(const Model &model, int &changed)
{
    Model edited = model;
    const Strategy cycle[] = { Strategy::Embed, Strategy::EmbedSubset, Strategy::ChildReferencing,
        Strategy::ParentReferencing, Strategy::TwoWay, Strategy::ExtendedReference };
    int seen = 0;
    for (const Relationship &rel : model.relationships) {
        if (rel.tree || rel.isSelf() || ++seen % 8 != 0)
            continue;
        const Strategy next = cycle[(int(rel.strategy) + 1) % 6];
        StrategyChange change = changeStrategy(edited, rel.id, next, EmbeddedPlacement::AlsoCollection);
        if (!change.error.isEmpty())
            continue;
        edited = std::move(change.model);
        ++changed;
    }
    return edited;
}

// Runs a migration of the invoices in mingo; documents per second of lines.
bool runLines(const char *name, const Model &from, const Model &to, const test::Collections &before,
    test::Collections &after)
{
    const DataMigration migration = planDataMigration(from, to);
    double stepsMs = -1;
    after = test::runInMingo(before, migration, &stepsMs);
    if (after.empty() || stepsMs <= 0) {
        std::fprintf(stderr, "%s: mingo did not run the steps\n", name);
        return false;
    }
    const size_t lines = test::linesIn(after);
    if (lines != test::linesIn(before)) {
        std::fprintf(stderr, "%s: %zu lines before, %zu after\n", name, test::linesIn(before), lines);
        return false;
    }
    report(std::string(name) + "_ms", stepsMs, "ms");
    report(std::string(name) + "_documents_per_second", double(lines) / (stepsMs / 1000.0), "documents/s");
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const Model model = makeBenchModel();
    int changed = 0;
    const Model edited = changedCopy(model, changed);
    DataMigration migration;
    const Timing planned = timeRuns(7, [&] { migration = planDataMigration(model, edited); });
    report("entities", double(model.entities.size()), "count");
    report("strategies_changed", double(changed), "count");
    report("migration_steps", double(migration.steps.size()), "count");
    report("migration_by_hand", double(migration.manual.size()), "count");
    report("plan_migration_ms", planned.medianMs, "ms");
    report("plan_migration_max_ms", planned.maxMs, "ms");
    if (changed == 0 || migration.steps.empty()) {
        std::fprintf(stderr, "no strategy changed, or nothing to migrate\n");
        return 1;
    }

    if (QStandardPaths::findExecutable(QStringLiteral("node")).isEmpty()) {
        std::fprintf(stderr, "node is not installed (scripts/test installs it): the mingo runs are left out\n");
        return 0;
    }
    const Model referenced = test::invoices();
    const Model embedded = changeStrategy(referenced, "invoice-lines", Strategy::Embed).model;
    const test::Collections lines = test::previewCollections(referenced, 100000);
    report("invoice_lines", double(lines.at("InvoiceLine").size()), "count");
    test::Collections inInvoices, outAgain;
    if (!runLines("mingo_embed", referenced, embedded, lines, inInvoices)
        || !runLines("mingo_unembed", embedded, referenced, inInvoices, outAgain))
        return 1;
    report("peak_rss", peakRssMb(), "MB");
    return 0;
}
