// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkserver.h"
#include "clicommand.h"
#include "liveoptions.h"
#include "planconfirm.h"
#include "plantext.h"

#include "check/plancheck.h"

#include "live/livewait.h"

#include <algorithm>
#include <map>
#include <optional>

namespace docmodel::cli {

std::optional<DatabaseState> readServerState(LiveConnection &connection, const Model &model, const std::string &database);

namespace {

// After an apply: validators the server acknowledged but did not keep are
// named in one note, with the option that leaves them out of later runs
// (nothing on the server tells a dropped validator from one never set).
void reportUnkeptValidators(const Plan &plan, const ApplyReport &report, const DatabaseState &after)
{
    const QStringList unkept = unkeptValidators(plan, report, after);
    if (!unkept.isEmpty())
        out() << Cli::tr("note: the server answered ok but did not keep the validator of %1; it does not keep "
                         "validators, so later diff and apply runs report them as missing unless "
                         "--skip-validators.")
                     .arg(unkept.join(QStringLiteral(", ")))
              << '\n';
}

// After an apply: the documents that fail each validator set, counted again.
void reportFailingAfterApply(LiveConnection &connection, const Plan &plan, const ApplyReport &report)
{
    Plan applied;
    applied.database = plan.database;
    for (const StepResult &result : report.results)
        if (result.outcome == StepOutcome::Done && plan.steps[size_t(result.step)].failingDocuments > 0)
            applied.steps.push_back(plan.steps[size_t(result.step)]);
    QString error;
    if (applied.steps.empty() || !checkStepsAgainstData(connection, applied, &error))
        return;
    for (const PlanStep &step : applied.steps)
        out() << Cli::tr("after the apply, %1: %2").arg(QString::fromStdString(step.collection), step.dataCheck) << '\n';
}

// A --validation-level or --validation-action given as VALUE (for every
// validator step that existing documents fail) or COLLECTION=VALUE (for
// that collection's step), repeated as needed.
struct ValidationModes {
    QString all;
    std::map<std::string, QString> byCollection;

    QString forStep(const PlanStep &step, const char *key, const char *otherwise) const
    {
        const auto named = byCollection.find(step.collection);
        if (named != byCollection.end())
            return named->second;
        return all.isEmpty() ? QString::fromStdString(step.command.value(key, otherwise)) : all;
    }
    bool set() const { return !all.isEmpty() || !byCollection.empty(); }
};

std::optional<ValidationModes> parseModes(const QStringList &values, const QStringList &allowed)
{
    ValidationModes modes;
    for (const QString &value : values) {
        const qsizetype equals = value.lastIndexOf(QLatin1Char('='));
        const QString mode = equals < 0 ? value : value.mid(equals + 1);
        if (!allowed.contains(mode))
            return std::nullopt;
        if (equals < 0)
            modes.all = mode;
        else
            modes.byCollection[value.left(equals).toStdString()] = mode;
    }
    return modes;
}

// The validation level and action chosen for validators that existing
// documents fail, set on their steps; --allow-invalid-data selects them.
// Level "constraint" is set only where every existing document passes and
// the server (serverVersion) takes it; otherwise nothing is applied.
// False, with the reason printed, when a collection named for a mode has no
// such step (a typo would leave its validator refused without a word).
bool applyValidationModes(Plan &plan, const ValidationModes &levels, const ValidationModes &actions,
    bool allowInvalidData, const QString &serverVersion)
{
    for (const ValidationModes *modes : { &levels, &actions })
        for (const auto &named : modes->byCollection) {
            const std::string &collection = named.first;
            if (std::none_of(plan.steps.begin(), plan.steps.end(),
                    [&](const PlanStep &step) {
                        return step.collection == collection && step.failingDocuments >= 0
                            && !check::stepSchema(step).is_null();
                    })) {
                err() << Cli::tr("apply: %1 has no validator step checked against existing documents in this plan.")
                             .arg(QString::fromStdString(collection))
                      << Qt::endl;
                return false;
            }
        }
    for (PlanStep &step : plan.steps) {
        if (levels.forStep(step, "validationLevel", "strict") == QLatin1String("constraint")
            && !check::stepSchema(step).is_null()) {
            QString refusal = actions.forStep(step, "validationAction", "error") == QLatin1String("warn")
                ? Cli::tr("%1: validationAction warn lets failing writes in; the level needs error")
                      .arg(QString::fromStdString(step.collection))
                : check::constraintRefusal(step);
            if (refusal.isEmpty() && !takesConstraintLevel(serverVersion))
                refusal = Cli::tr("the server is MongoDB %1; the level needs 9.0 or later")
                              .arg(serverVersion.isEmpty() ? Cli::tr("(version unknown)") : serverVersion);
            if (!refusal.isEmpty()) {
                err() << Cli::tr("apply: validationLevel constraint refused: %1.").arg(refusal) << Qt::endl;
                return false;
            }
            check::setValidationMode(step, "constraint", "error");
            continue;
        }
        if (step.failingDocuments <= 0)
            continue;
        if (levels.set() || actions.set())
            check::setValidationMode(step, levels.forStep(step, "validationLevel", "strict").toStdString(),
                actions.forStep(step, "validationAction", "error").toStdString());
        if (step.destructive && allowInvalidData)
            step.selected = true;
    }
    return true;
}

// On a server that takes validationLevel "constraint", a plan note names
// the validator steps whose existing documents all pass: the server could
// guarantee they stay so.
void noteConstraintOffer(Plan &plan, const QString &serverVersion)
{
    if (!takesConstraintLevel(serverVersion))
        return;
    QStringList clean;
    for (const PlanStep &step : plan.steps)
        if (step.checkedDocuments > 0 && check::constraintRefusal(step).isEmpty()
            && step.command.value("validationLevel", std::string()) != "constraint")
            clean << QString::fromStdString(step.collection);
    if (!clean.isEmpty())
        plan.notes << Cli::tr("every existing document of %1 passes the new validator: MongoDB %2 can guarantee it "
                              "stays so (--validation-level constraint).")
                          .arg(clean.join(QStringLiteral(", ")), serverVersion);
}

// The plan and what became of each step, as JSON or text; the text also
// names validators the server did not keep and documents that fail them.
void printApplied(LiveConnection &connection, const Model &model, const std::string &database, const Plan &plan,
    const ApplyReport &report, bool json)
{
    if (json) {
        out() << QString::fromStdString(
            nlohmann::ordered_json({ { "plan", planJson(plan) }, { "report", reportJson(plan, report) } }).dump(2))
              << '\n';
        return;
    }
    printReport(plan, report);
    if (const std::optional<DatabaseState> after = readServerState(connection, model, database))
        reportUnkeptValidators(plan, report, *after);
    reportFailingAfterApply(connection, plan, report);
}

// The options of `apply`.
struct ApplyOptionSet {
    const QCommandLineOption dbOption { 
        QStringLiteral("db"), Cli::tr("The database to change (default: the model's)."), QStringLiteral("name") };
    const QCommandLineOption dryRun { QStringLiteral("dry-run"), Cli::tr("Print the plan and change nothing.") };
    const QCommandLineOption allowDrop { 
        QStringLiteral("allow-drop"), Cli::tr("Also drop collections and indexes that are not in the model.") };
    const QCommandLineOption continueOnError { 
        QStringLiteral("continue-on-error"), Cli::tr("Go on with the next steps after a step fails.") };
    const QCommandLineOption shard { QStringLiteral("shard"),
        Cli::tr("Also shard the collections by the model's shard keys (on a mongos; an index on the key first).") };
    const QCommandLineOption skipValidators { QStringLiteral("skip-validators"),
        Cli::tr("Leave the validators of existing collections out (for a server that does not keep them).") };
    const QCommandLineOption allowInvalidData { QStringLiteral("allow-invalid-data"),
        Cli::tr("Also set validators that existing documents fail (writes to those documents then fail).") };
    const QCommandLineOption validationLevel { QStringLiteral("validation-level"),
        Cli::tr("For validators that existing documents fail: strict, or moderate (documents that already fail "
                "may still be updated); for those every document passes, constraint (MongoDB 9.0: the server "
                "guarantees every document matches); COLLECTION=LEVEL for one collection's. Repeatable."),
        QStringLiteral("level") };
    const QCommandLineOption validationAction { QStringLiteral("validation-action"),
        Cli::tr("For validators that existing documents fail: error, or warn (failing writes are logged, not "
                "refused); COLLECTION=ACTION for one collection's. Repeatable."),
        QStringLiteral("action") };
    const QCommandLineOption yes { QStringLiteral("yes"), Cli::tr("Apply without asking.") };
    const QCommandLineOption formatOption { 
        QStringLiteral("format"), Cli::tr("Output format: text or json."), QStringLiteral("format"), QStringLiteral("text") };

    void addTo(QCommandLineParser &parser) const
    {
        parser.addOptions({ dbOption, dryRun, allowDrop, continueOnError, shard, skipValidators, allowInvalidData,
            validationLevel, validationAction, yes, formatOption });
    }
};

} // namespace

int runApply(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("file"), Cli::tr("The model file."), QStringLiteral("FILE"));
    parser.addPositionalArgument(QStringLiteral("uri"), Cli::tr("The server, as a mongodb:// URI."), QStringLiteral("URI"));
    const ApplyOptionSet flags;
    flags.addTo(parser);
    const LiveOptions liveOptions;
    liveOptions.addTo(parser);
    int exitCode = Success;
    if (!parseCommandLine(parser, arguments,
            Cli::tr("Bring a server's database to the model: create collections, set validators, create and "
                    "change indexes. Exit 0 when applied, 1 when a step failed, 2 when the model or the server "
                    "cannot be read or reached."),
            exitCode))
        return exitCode;
    const QStringList positional = parser.positionalArguments();
    const QString format = parser.value(flags.formatOption);
    if (positional.size() != 2 || !isServerUri(positional[1])
        || (format != QLatin1String("text") && format != QLatin1String("json"))) {
        err() << Cli::tr("apply needs a model file and a mongodb:// URI; --format is text or json.") << Qt::endl;
        return Unusable;
    }
    const bool json = format == QLatin1String("json");
    const auto levels = parseModes(parser.values(flags.validationLevel),
        { QStringLiteral("strict"), QStringLiteral("moderate"), QStringLiteral("constraint") });
    const auto actions = parseModes(parser.values(flags.validationAction), { QStringLiteral("error"), QStringLiteral("warn") });
    if (!levels || !actions) {
        err() << Cli::tr("apply: --validation-level is strict, moderate or constraint, --validation-action error or "
                         "warn, each for all validators or as COLLECTION=VALUE for one.")
              << Qt::endl;
        return Unusable;
    }
    const std::optional<Model> model = loadForCli(positional[0]);
    if (!model)
        return Unusable;
    const std::string database = targetDatabase(*model, parser.value(flags.dbOption), positional[1]);
    LiveConnection connection;
    if (!liveOptions.open(parser, positional[1], connection, exitCode))
        return exitCode;
    const std::optional<DatabaseState> state = readServerState(connection, *model, database);
    if (!state)
        return Unusable;
    PlanOptions planOptions;
    planOptions.allowDrop = parser.isSet(flags.allowDrop);
    planOptions.shard = parser.isSet(flags.shard);
    planOptions.compareValidators = !parser.isSet(flags.skipValidators);
    Plan plan = planChanges(modelState(*model, database), *state, planOptions);
    // Never a validator set blind: each is checked against the documents
    // already there first.
    QString checkError;
    if (!checkStepsAgainstData(connection, plan, &checkError)) {
        err() << Cli::tr("apply: the existing documents could not be checked against the new validators: %1")
                     .arg(checkError)
              << Qt::endl;
        return Unusable;
    }
    ServerInfo server;
    LiveError serverError;
    if (!waitForResult(
            connection, connection.requestServerInfo(), &LiveConnection::serverInfoReceived, &server, &serverError))
        server.version.clear(); // a server whose version is unknown is not offered what needs 9.0
    if (!applyValidationModes(plan, *levels, *actions, parser.isSet(flags.allowInvalidData), server.version))
        return Unusable;
    noteConstraintOffer(plan, server.version);
    if (!json)
        printPlan(plan, false);
    if (parser.isSet(flags.dryRun)) {
        if (json)
            out() << QString::fromStdString(nlohmann::ordered_json({ { "plan", planJson(plan) } }).dump(2)) << '\n';
        return Success;
    }
    if (reportRefusedSteps(plan, json))
        return ProblemsFound;
    if (const std::optional<int> declined = confirmSteps(plan, parser.isSet(flags.yes)))
        return *declined;
    ApplyOptions applyOptions;
    applyOptions.continueOnError = parser.isSet(flags.continueOnError);
    ApplyReport report;
    LiveError error;
    if (!waitForResult(connection, connection.requestApply(plan, applyOptions), &LiveConnection::applyFinished, &report,
            &error)) {
        err() << error.message << Qt::endl;
        return Unusable;
    }
    printApplied(connection, *model, database, plan, report, json);
    out().flush();
    if (report.connectionLost)
        return Unusable;
    return report.succeeded() ? Success : ProblemsFound;
}

} // namespace docmodel::cli
