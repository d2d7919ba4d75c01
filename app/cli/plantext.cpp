// SPDX-License-Identifier: GPL-3.0-or-later
#include "plantext.h"

#include "clicommand.h"
#include "schema/qtstring.h"

namespace docmodel::cli {

namespace {

QString stepTitle(const PlanStep &step)
{
    QString title
        = (stepKindName(step.kind) + QLatin1Char(' ') + toQString(step.collection)).trimmed();
    if (!step.index.empty())
        title += QStringLiteral(" ") + Cli::tr("index %1").arg(toQString(step.index));
    return title;
}

// How a step's validator will judge writes: what it sets, or the server's
// defaults (strict, error) when it sets neither. Empty for a step without
// a validator.
QString validationModeText(const PlanStep &step)
{
    if (!step.command.is_object() || !step.command.contains("validator"))
        return QString();
    return Cli::tr("validationLevel %1, validationAction %2")
        .arg(toQString(step.command.value("validationLevel", std::string("strict"))),
            toQString(step.command.value("validationAction", std::string("error"))));
}

} // namespace

void printPlan(const Plan &plan, bool withCommands)
{
    QTextStream &s = out();
    int destructive = 0;
    for (const PlanStep &step : plan.steps)
        destructive += step.destructive ? 1 : 0;
    int differences = 0;
    for (const PlanStep &step : plan.steps)
        differences += step.ensureOnly ? 0 : 1;
    s << Cli::tr("Database %1: %n difference(s)", nullptr, differences)
             .arg(toQString(plan.database));
    if (destructive > 0)
        s << Cli::tr(", %n destructive", nullptr, destructive);
    // Every step listed is counted: the differences and the rest.
    if (const int ensured = int(plan.steps.size()) - differences; ensured > 0)
        s << Cli::tr(", and %n step(s) in case a collection is missing", nullptr, ensured);
    s << '\n';
    int number = 0;
    for (const PlanStep &step : plan.steps) {
        QString marks;
        if (step.destructive)
            marks += Cli::tr("[destructive] ");
        if (step.ensureOnly)
            marks += Cli::tr("[in case it is missing] ");
        if (!step.selected)
            marks += step.command.is_null() ? Cli::tr("[manual] ")
                : step.failingDocuments > 0 && step.destructive ? Cli::tr("[skipped without --allow-invalid-data] ")
                : step.destructive                   ? Cli::tr("[skipped without --allow-drop] ")
                                                     : Cli::tr("[not run] ");
        s << QStringLiteral("  %1. ").arg(++number) << marks << stepTitle(step) << '\n'
          << QStringLiteral("     ") << step.reason << '\n';
        if (const QString mode = validationModeText(step); !mode.isEmpty())
            s << QStringLiteral("     ") << mode << '\n';
        if (!step.dataCheck.isEmpty())
            s << QStringLiteral("     ") << step.dataCheck << '\n';
        if (withCommands && !step.command.is_null())
            s << QStringLiteral("     ") << toQString(step.command.dump()) << '\n';
    }
    for (const QString &note : plan.notes)
        s << Cli::tr("note: %1").arg(note) << '\n';
}

void printChanges(const std::vector<ModelChange> &changes)
{
    QTextStream &s = out();
    s << Cli::tr("%n model change(s)", nullptr, int(changes.size())) << '\n';
    for (const ModelChange &change : changes)
        s << QStringLiteral("  %1 %2: %3%4\n")
                 .arg(changeKindName(change.kind), toQString(change.subject), change.description,
                     change.manual ? QStringLiteral(" ") + Cli::tr("[manual data migration]")
                                   : QString());
}

void printReport(const Plan &plan, const ApplyReport &report)
{
    QTextStream &s = out();
    for (const StepResult &result : report.results) {
        const PlanStep &step = plan.steps[size_t(result.step)];
        s << QStringLiteral("  %1: %2").arg(stepTitle(step), stepOutcomeName(result.outcome));
        if (!result.message.isEmpty())
            s << QStringLiteral(" (") << result.message << QLatin1Char(')');
        s << '\n';
    }
    s << Cli::tr("%1 done, %2 skipped, %3 failed")
             .arg(report.count(StepOutcome::Done))
             .arg(report.count(StepOutcome::Skipped))
             .arg(report.count(StepOutcome::Failed))
      << '\n';
    if (report.connectionLost)
        s << Cli::tr("The connection was lost; run apply again to finish: steps already done are not repeated.")
          << '\n';
}

nlohmann::ordered_json planJson(const Plan &plan)
{
    nlohmann::ordered_json steps = nlohmann::ordered_json::array();
    for (const PlanStep &step : plan.steps) {
        steps.push_back({ { "kind", stepKindName(step.kind).toStdString() }, { "collection", step.collection },
            { "index", step.index }, { "destructive", step.destructive }, { "selected", step.selected },
            { "reason", step.reason.toStdString() }, { "ensureOnly", step.ensureOnly }, { "command", step.command } });
        if (step.onAdmin)
            steps.back()["database"] = "admin";
        if (step.command.is_object() && step.command.contains("validator")) {
            steps.back()["validationLevel"] = step.command.value("validationLevel", std::string("strict"));
            steps.back()["validationAction"] = step.command.value("validationAction", std::string("error"));
        }
        if (const std::vector<JsonValue> commands = stepCommands(step); commands.size() > 1)
            steps.back()["commands"] = commands;
        if (step.failingDocuments >= 0)
            steps.back()["existingDocuments"] = { { "checked", step.checkedDocuments },
                { "failing", step.failingDocuments }, { "summary", step.dataCheck.toStdString() } };
    }
    nlohmann::ordered_json notes = nlohmann::ordered_json::array();
    for (const QString &note : plan.notes)
        notes.push_back(note.toStdString());
    return { { "database", plan.database }, { "steps", steps }, { "notes", notes } };
}

nlohmann::ordered_json changesJson(const std::vector<ModelChange> &changes)
{
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const ModelChange &change : changes)
        list.push_back({ { "kind", changeKindName(change.kind).toStdString() }, { "subject", change.subject },
            { "description", change.description.toStdString() }, { "manual", change.manual } });
    return list;
}

nlohmann::ordered_json reportJson(const Plan &plan, const ApplyReport &report)
{
    nlohmann::ordered_json results = nlohmann::ordered_json::array();
    for (const StepResult &result : report.results) {
        const PlanStep &step = plan.steps[size_t(result.step)];
        results.push_back({ { "kind", stepKindName(step.kind).toStdString() }, { "collection", step.collection },
            { "index", step.index }, { "outcome", stepOutcomeName(result.outcome).toStdString() },
            { "message", result.message.toStdString() }, { "code", result.code } });
    }
    return { { "results", results }, { "cancelled", report.cancelled }, { "connectionLost", report.connectionLost } };
}

} // namespace docmodel::cli
