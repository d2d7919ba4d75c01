// SPDX-License-Identifier: GPL-3.0-or-later
#include "applyresults.h"

#include <QCoreApplication>

#include <algorithm>

namespace docmodel {

int ApplyReport::count(StepOutcome outcome) const
{
    return int(std::count_if(
        results.begin(), results.end(), [outcome](const StepResult &result) { return result.outcome == outcome; }));
}

QString stepOutcomeName(StepOutcome outcome)
{
    switch (outcome) {
    case StepOutcome::Done:
        return QCoreApplication::translate("Live", "done");
    case StepOutcome::Skipped:
        return QCoreApplication::translate("Live", "skipped (already there)");
    case StepOutcome::Failed:
        return QCoreApplication::translate("Live", "failed");
    case StepOutcome::NotRun:
        break;
    }
    return QCoreApplication::translate("Live", "not run");
}

namespace {

bool setsValidator(const PlanStep &step)
{
    return step.command.contains("validator")
        && (step.kind == StepKind::CreateCollection || step.kind == StepKind::SetValidator);
}

} // namespace

bool setValidators(const Plan &plan, const ApplyReport &report)
{
    for (const StepResult &result : report.results)
        if (result.outcome == StepOutcome::Done && setsValidator(plan.steps[size_t(result.step)]))
            return true;
    return false;
}

QStringList unkeptValidators(const Plan &plan, const ApplyReport &report, const DatabaseState &after)
{
    QStringList unkept;
    for (const StepResult &result : report.results) {
        const PlanStep &step = plan.steps[size_t(result.step)];
        if (result.outcome != StepOutcome::Done || !setsValidator(step))
            continue;
        const CollectionState *collection = after.find(step.collection);
        if (collection && collection->optionsKnown && collection->validator.is_null())
            unkept << QString::fromStdString(step.collection);
    }
    return unkept;
}

} // namespace docmodel
