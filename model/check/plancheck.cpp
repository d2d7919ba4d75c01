// SPDX-License-Identifier: GPL-3.0-or-later
#include "plancheck.h"

#include "checkreport.h"
#include "checktr.h"

#include <QLocale>

namespace docmodel::check {

JsonValue stepSchema(const PlanStep &step)
{
    if (step.kind != StepKind::SetValidator || !step.command.is_object() || !step.command.contains("validator"))
        return JsonValue();
    const JsonValue &validator = step.command.at("validator");
    if (!validator.is_object() || validator.size() != 1 || !validator.contains("$jsonSchema"))
        return JsonValue();
    return validator.at("$jsonSchema");
}

bool spareExistingDocuments(const PlanStep &step)
{
    const auto text = [&](const char *key) {
        return step.command.is_object() && step.command.contains(key) && step.command.at(key).is_string()
            ? step.command.at(key).get<std::string>()
            : std::string();
    };
    return text("validationAction") == "warn" || text("validationLevel") == "moderate";
}

namespace {

void updateDestructive(PlanStep &step)
{
    const bool breaksWrites = step.failingDocuments > 0 && !spareExistingDocuments(step);
    if (breaksWrites && !step.destructive)
        step.selected = false; // a destructive step runs only on request
    step.destructive = breaksWrites;
}

} // namespace

void annotateValidatorSteps(Plan &plan, const CheckReport &report)
{
    for (PlanStep &step : plan.steps) {
        if (stepSchema(step).is_null())
            continue;
        for (const CollectionCheck &check : report.collections) {
            if (check.collection != step.collection)
                continue;
            if (!check.error.empty()) {
                step.dataCheck = Check::tr("The existing documents could not be checked: %1")
                                     .arg(QString::fromStdString(check.error));
                break;
            }
            step.failingDocuments = int64_t(check.failing);
            step.checkedDocuments = check.checked;
            QStringList reasons;
            for (const RuleCount &rule : check.rules) {
                if (reasons.size() == 3)
                    break;
                reasons << QString::fromStdString(rule.path.empty() ? rule.reason : rule.path + " " + rule.reason);
            }
            step.dataCheck = failingSummary(check);
            if (!reasons.isEmpty())
                step.dataCheck += QStringLiteral(": ") + reasons.join(QStringLiteral("; "));
            step.dataCheck += QStringLiteral(" (") + methodText(check) + QStringLiteral(")");
            updateDestructive(step);
            break;
        }
    }
}

void setValidationMode(PlanStep &step, const std::string &level, const std::string &action)
{
    if (stepSchema(step).is_null())
        return;
    step.command["validationLevel"] = level;
    step.command["validationAction"] = action;
    const bool wasDestructive = step.destructive;
    updateDestructive(step);
    if (wasDestructive && !step.destructive)
        step.selected = true; // it no longer harms the existing documents
}

} // namespace docmodel::check
