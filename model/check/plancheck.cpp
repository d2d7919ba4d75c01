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

std::optional<UniqueKey> uniqueKeyOf(const PlanStep &step)
{
    if (step.kind != StepKind::CreateIndex || !step.command.is_object() || !step.command.contains("indexes")
        || !step.command.at("indexes").is_array() || step.command.at("indexes").size() != 1)
        return std::nullopt;
    const JsonValue &index = step.command.at("indexes").front();
    if (!index.is_object() || !index.value("unique", false) || !index.contains("key") || !index.at("key").is_object())
        return std::nullopt;
    UniqueKey key;
    key.collection = step.collection;
    key.index = index.value("name", step.index);
    key.key = index.at("key");
    key.partialFilter = index.value("partialFilterExpression", JsonValue());
    key.sparse = index.value("sparse", false);
    return key;
}

QString duplicatesText(const DuplicateKeys &duplicates)
{
    QStringList fields;
    for (const std::string &field : duplicates.fields)
        fields << QString::fromStdString(duplicates.collection + "." + field);
    const QString where = fields.join(QStringLiteral(" + "));
    if (!duplicates.error.empty())
        return Check::tr("%1: the repeated values could not be counted: %2")
            .arg(where, QString::fromStdString(duplicates.error));
    if (duplicates.values == 0)
        return Check::tr("%1: no value repeats").arg(where);
    QStringList examples;
    for (const auto &[value, documents] : duplicates.examples)
        examples << Check::tr("%1: %n documents", nullptr, int(std::min<uint64_t>(documents, INT32_MAX)))
                        .arg(QString::fromStdString(value.dump()));
    return Check::tr("%1: %n value(s) repeat in %2 documents (%3); the unique index cannot be built until they "
                     "differ",
        nullptr, int(std::min<uint64_t>(duplicates.values, INT32_MAX)))
        .arg(where, QLocale().toString(qulonglong(duplicates.documents)), examples.join(QStringLiteral("; ")));
}

namespace {

void annotateIndexStep(PlanStep &step, const CheckReport &report)
{
    const std::optional<UniqueKey> key = uniqueKeyOf(step);
    if (!key)
        return;
    for (const DuplicateKeys &found : report.duplicates) {
        if (found.collection != key->collection || found.index != key->index)
            continue;
        step.dataCheck = duplicatesText(found);
        if (!found.error.empty())
            return;
        step.failingDocuments = int64_t(found.documents);
        if (found.documents > 0 && !step.destructive)
            step.selected = false; // the server would refuse it (E11000)
        step.destructive = found.documents > 0;
        return;
    }
}

} // namespace

void annotateCheckedSteps(Plan &plan, const CheckReport &report)
{
    for (PlanStep &step : plan.steps)
        annotateIndexStep(step, report);
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

QString constraintRefusal(const PlanStep &step)
{
    if (stepSchema(step).is_null())
        return Check::tr("%1: the step sets no $jsonSchema validator").arg(QString::fromStdString(step.collection));
    if (step.failingDocuments < 0)
        return Check::tr("%1: the existing documents were not checked against the validator")
            .arg(QString::fromStdString(step.collection));
    if (step.failingDocuments > 0)
        return Check::tr("%1: %2 of %3 existing documents fail the validator, and the server takes the level only "
                         "when every document passes")
            .arg(QString::fromStdString(step.collection), QLocale().toString(qlonglong(step.failingDocuments)),
                QLocale().toString(qulonglong(step.checkedDocuments)));
    if (step.command.value("validationAction", std::string("error")) == "warn")
        return Check::tr("%1: validationAction warn lets failing writes in; the level needs error")
            .arg(QString::fromStdString(step.collection));
    return QString();
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
