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

} // namespace docmodel
