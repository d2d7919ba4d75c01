// SPDX-License-Identifier: GPL-3.0-or-later
#include "planconfirm.h"

#include "clicommand.h"
#include "plantext.h"

#include "check/plancheck.h"

#include <algorithm>

namespace docmodel::cli {

std::optional<int> confirmSteps(const Plan &plan, bool assumeYes)
{
    const bool anything = std::any_of(
        plan.steps.begin(), plan.steps.end(), [](const PlanStep &step) { return step.selected && !step.command.is_null(); });
    if (!anything)
        return std::nullopt;
    switch (confirm(Cli::tr("Apply these steps? [y/N]"), assumeYes)) {
    case Confirmation::Yes:
        return std::nullopt;
    case Confirmation::NoTerminal:
        err() << Cli::tr("Not applied: standard input is not a terminal, so nobody can confirm. Use --yes.") << Qt::endl;
        return Unusable;
    case Confirmation::No:
        break;
    }
    out() << Cli::tr("Nothing applied.") << Qt::endl;
    return Success;
}

bool reportRefusedSteps(const Plan &plan, bool json)
{
    const auto refused = [&](bool validators) {
        return int(std::count_if(plan.steps.begin(), plan.steps.end(), [&](const PlanStep &step) {
            return step.failingDocuments > 0 && step.destructive && !step.selected
                && check::stepSchema(step).is_null() != validators;
        }));
    };
    const int refusedValidators = refused(true);
    const int refusedIndexes = refused(false);
    if (refusedValidators + refusedIndexes == 0)
        return false;
    if (json)
        out() << QString::fromStdString(nlohmann::ordered_json({ { "plan", planJson(plan) } }).dump(2)) << '\n';
    if (refusedValidators > 0)
        err() << Cli::tr("Not applied: existing documents fail %n of the new validators, and writes to them "
                         "would fail. Fix the data or the model, or run again with --validation-action warn, "
                         "--validation-level moderate or --allow-invalid-data.",
                     nullptr, refusedValidators)
              << Qt::endl;
    if (refusedIndexes > 0)
        err() << Cli::tr("Not applied: existing documents repeat the key of %n of the new unique indexes, which "
                         "the server would refuse to build. Make the values differ, or run again with "
                         "--allow-invalid-data to send it anyway (the server refuses it while they repeat).",
                     nullptr, refusedIndexes)
              << Qt::endl;
    return true;
}

} // namespace docmodel::cli
