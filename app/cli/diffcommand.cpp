// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkserver.h"
#include "clicommand.h"
#include "liveoptions.h"
#include "plantext.h"

#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "live/livewait.h"

#include <QFile>
#include <QSaveFile>

namespace docmodel::cli {

// The server's state of the model's database; nullopt with the reason
// printed when the server cannot be reached.
std::optional<DatabaseState> readServerState(LiveConnection &connection, const Model &model, const std::string &database)
{
    QStringList names;
    for (const Entity &entity : model.entities) {
        if (entity.isCollection())
            names << QString::fromStdString(entity.name);
    }
    DatabaseState state;
    LiveError error;
    if (!waitForResult(connection, connection.requestState(QString::fromStdString(database), names),
            &LiveConnection::stateReceived, &state, &error)) {
        err() << error.message << Qt::endl;
        return std::nullopt;
    }
    return state;
}

std::string targetDatabase(const Model &model, const QString &option, const QString &uri)
{
    const QString named = serverDatabase(option, uri, model.database);
    return named.isEmpty() ? std::string("test") : named.toStdString();
}

int runDiff(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("file"), Cli::tr("The model file."), QStringLiteral("FILE"));
    parser.addPositionalArgument(QStringLiteral("other"),
        Cli::tr("A mongodb:// URI to compare with the server's database, or a second model file."),
        QStringLiteral("URI|OTHER.dmodel"));
    const QCommandLineOption dbOption(
        QStringLiteral("db"), Cli::tr("The database to compare (default: the model's)."), QStringLiteral("name"));
    const QCommandLineOption formatOption(
        QStringLiteral("format"), Cli::tr("Output format: text or json."), QStringLiteral("format"), QStringLiteral("text"));
    const QCommandLineOption scriptOption(QStringLiteral("script"),
        Cli::tr("Between two models: print the mongosh migration script instead of the change list."));
    const QCommandLineOption commandsOption(
        QStringLiteral("commands"), Cli::tr("Print the command each step sends."));
    const QCommandLineOption skipValidators(QStringLiteral("skip-validators"),
        Cli::tr("Leave the validators of existing collections out (for a server that does not keep them)."));
    parser.addOptions({ dbOption, formatOption, scriptOption, commandsOption, skipValidators });
    const LiveOptions liveOptions;
    liveOptions.addTo(parser);
    int exitCode = Success;
    if (!parseCommandLine(parser, arguments,
            Cli::tr("Compare a model with a server's database, or with another model. Exit 0 when they are "
                    "equal, 1 when they differ, 2 when a side cannot be read or reached."),
            exitCode))
        return exitCode;
    const QStringList positional = parser.positionalArguments();
    const QString format = parser.value(formatOption);
    if (positional.size() != 2 || (format != QLatin1String("text") && format != QLatin1String("json"))) {
        err() << Cli::tr("diff needs a model file and a URI or a second model file; --format is text or json.")
              << Qt::endl;
        return Unusable;
    }
    const std::optional<Model> model = loadForCli(positional[0]);
    if (!model)
        return Unusable;
    const std::string database
        = targetDatabase(*model, parser.value(dbOption), isServerUri(positional[1]) ? positional[1] : QString());
    Plan plan;
    std::vector<ModelChange> changes;
    if (isServerUri(positional[1])) {
        LiveConnection connection;
        if (!liveOptions.open(parser, positional[1], connection, exitCode))
            return exitCode;
        const std::optional<DatabaseState> state = readServerState(connection, *model, database);
        if (!state)
            return Unusable;
        PlanOptions planOptions;
        planOptions.compareValidators = !parser.isSet(skipValidators);
        plan = planChanges(modelState(*model, database), *state, planOptions);
        // What each new validator would say of the documents already there.
        QString checkError;
        if (!checkStepsAgainstData(connection, plan, &checkError))
            plan.notes << Cli::tr("The existing documents could not be checked against the new validators: %1").arg(checkError);
    } else {
        const std::optional<Model> other = loadForCli(positional[1]);
        if (!other)
            return Unusable;
        changes = compareModels(*model, *other);
        plan = migrationPlan(*model, *other, database);
        if (parser.isSet(scriptOption)) {
            out() << QString::fromStdString(migrationScript(plan, changes));
            out().flush();
            return changes.empty() && !plan.hasDifferences() ? Success : ProblemsFound;
        }
    }
    if (format == QLatin1String("json")) {
        nlohmann::ordered_json report = { { "plan", planJson(plan) } };
        if (!isServerUri(positional[1]))
            report["changes"] = changesJson(changes);
        out() << QString::fromStdString(report.dump(2)) << '\n';
    } else {
        if (!isServerUri(positional[1]))
            printChanges(changes);
        printPlan(plan, parser.isSet(commandsOption));
    }
    out().flush();
    return changes.empty() && !plan.hasDifferences() ? Success : ProblemsFound;
}

} // namespace docmodel::cli
