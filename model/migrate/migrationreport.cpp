// SPDX-License-Identifier: GPL-3.0-or-later
#include "migrationreport.h"
#include "migrationtr.h"

#include "pipelinestages.h"
#include "schema/qtstring.h"

#include <QCoreApplication>
#include <QLocale>

namespace docmodel {

namespace {

} // namespace

bool LiveMigration::succeeded() const
{
    if (cancelled || !stopReason.isEmpty())
        return false;
    for (const MigrationStepReport &step : steps)
        if (step.state == MigrationStepState::Failed || step.state == MigrationStepState::NotRun
            || !step.countProblem.isEmpty())
            return false;
    return !postCheck || postCheck->failing() == 0;
}

QString migrationStepStateName(MigrationStepState state)
{
    switch (state) {
    case MigrationStepState::Planned:
        return Migration::tr("planned");
    case MigrationStepState::Done:
        return Migration::tr("done");
    case MigrationStepState::AlreadyDone:
        return Migration::tr("done before");
    case MigrationStepState::Skipped:
        return Migration::tr("skipped");
    case MigrationStepState::Failed:
        return Migration::tr("failed");
    case MigrationStepState::NotRun:
        break;
    }
    return Migration::tr("not run");
}

std::vector<MigrationStepReport> plannedStepReports(const DataMigration &migration)
{
    std::vector<MigrationStepReport> out;
    for (size_t k = 0; k < migration.steps.size(); ++k) {
        const DataStep &step = migration.steps[k];
        MigrationStepReport report;
        report.index = int(k);
        report.title = step.title;
        report.collection = toQString(step.collection);
        report.orphansOf = toQString(step.orphansOf);
        report.parents = toQString(step.parents);
        report.destructive = step.destructive;
        report.deletes = step.deletes();
        report.command = step.drop ? QStringLiteral("drop")
            : report.deletes
            ? QString::fromStdString(nlohmann::json { { "deleteMany", step.deleteWhere } }.dump())
            : QString::fromStdString(step.pipeline.dump());
        report.target = toQString(step.drop ? step.collection : mergeTarget(step));
        out.push_back(std::move(report));
    }
    return out;
}

namespace {

// "2 Invoice have no InvoiceLine to embed", or empty.
QString childlessText(const MigrationStepReport &report)
{
    if (report.childless <= 0)
        return {};
    return Migration::tr("%n %1 have no %2 to embed", nullptr, int(std::min<qint64>(report.childless, INT32_MAX)))
        .arg(report.parents, report.orphansOf);
}

QString orphansOnlyText(const MigrationStepReport &report, const OrphanPolicy &policy)
{
    const int n = int(std::min<qint64>(report.orphans, INT32_MAX));
    const QString who = Migration::tr("%n %1 have no %2", nullptr, n).arg(report.orphansOf, report.parents);
    if (report.command != QLatin1String("drop"))
        return Migration::tr("%1: they are not embedded").arg(who);
    switch (policy.kind) {
    case OrphanPolicy::Kind::Keep:
        return Migration::tr("%1 and were not embedded: the drop refuses while they are there").arg(who);
    case OrphanPolicy::Kind::MoveTo:
        return Migration::tr("%1: moved to %2 before the drop").arg(who, toQString(policy.collection));
    case OrphanPolicy::Kind::Drop:
        return Migration::tr("%1: dropped with the collection, as asked").arg(who);
    }
    return {};
}

} // namespace

bool orphansKeptFromDrop(const MigrationStepReport &report, const OrphanPolicy &policy)
{
    return report.orphans > 0 && report.command == QLatin1String("drop") && policy.kind == OrphanPolicy::Kind::Keep;
}

QString orphansText(const MigrationStepReport &report, const OrphanPolicy &policy)
{
    QStringList parts;
    if (report.orphans > 0)
        parts << orphansOnlyText(report, policy);
    if (const QString childless = childlessText(report); !childless.isEmpty())
        parts << childless;
    if (const QString reached = reachedText(report); !reached.isEmpty())
        parts << reached;
    return parts.join(QStringLiteral("; "));
}

bool reachedTheirParents(const MigrationStepReport &report)
{
    return report.reached < 0 || report.reached == report.children - std::max<qint64>(0, report.orphans);
}

QString reachedText(const MigrationStepReport &report)
{
    if (report.reached < 0 || report.children < 0)
        return {};
    const qint64 expected = report.children - std::max<qint64>(0, report.orphans);
    const QString counted = Migration::tr("%1 of the %n %2 that have their %3 are embedded in it", nullptr, int(std::min<qint64>(expected, INT32_MAX)))
                                .arg(QLocale().toString(report.reached), report.orphansOf, report.parents);
    return reachedTheirParents(report)
        ? counted
        : Migration::tr("%1: not every child arrived, so nothing that removes them runs").arg(counted);
}

QString countProblem(const DataStep &step, const MigrationStepReport &report)
{
    const qint64 before = report.targetBefore;
    const qint64 after = report.targetAfter;
    const qint64 written = report.outputDocuments;
    if (before < 0 || written < 0)
        return {};
    if (report.target == report.collection || !mergeInserts(step)) {
        if (after != before)
            return Migration::tr("%1 held %2 documents before and %3 after; the step adds none")
                .arg(report.target)
                .arg(before)
                .arg(after);
        return {};
    }
    if (before == 0 && after != written)
        return Migration::tr("the step wrote %1 documents, but %2 holds %3")
            .arg(written)
            .arg(report.target)
            .arg(after);
    if (after < before || after > before + written)
        return Migration::tr("%1 held %2 documents before and %3 after, for %4 written")
            .arg(report.target)
            .arg(before)
            .arg(after)
            .arg(written);
    return {};
}

} // namespace docmodel
