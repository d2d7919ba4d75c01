// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommand.h"

#include "diff/datamigration.h"
#include "io/modelreader.h"
#include "io/outputfile.h"

namespace docmodel::cli {

// The documents' side of a model change, as a mongosh script the server
// runs: the documents never pass through DocModeler.
int runMigrate(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("old"), Cli::tr("The model the data follows now."), QStringLiteral("OLD.dmodel"));
    parser.addPositionalArgument(QStringLiteral("new"), Cli::tr("The model it is to follow."), QStringLiteral("NEW.dmodel"));
    const QCommandLineOption script(QStringLiteral("script"), Cli::tr("Write the steps as a mongosh script."));
    const QCommandLineOption output({ QStringLiteral("o"), QStringLiteral("output") },
        Cli::tr("Write the script to this file instead of standard output."), QStringLiteral("FILE"));
    const QCommandLineOption database(QStringLiteral("db"), Cli::tr("The database (default: the new model's)."), QStringLiteral("NAME"));
    const QCommandLineOption allowDrop(QStringLiteral("allow-drop"),
        Cli::tr("Let the script remove old fields and collections too (commented out otherwise)."));
    parser.addOption(script);
    parser.addOption(output);
    parser.addOption(database);
    parser.addOption(allowDrop);
    int exitCode = Success;
    if (!parseCommandLine(parser, arguments,
            Cli::tr("Plan the migration of the documents from one model to the next: for each relationship whose "
                    "strategy changed, aggregation steps that run on the server ($lookup, $unwind, $merge), old data "
                    "removed in separate destructive steps. Without --script, the steps are listed."),
            exitCode))
        return exitCode;
    const QStringList files = parser.positionalArguments();
    if (files.size() != 2) {
        err() << Cli::tr("migrate: name the old and the new model file.") << Qt::endl;
        return Unusable;
    }
    const LoadResult from = loadModelFile(files[0]);
    const LoadResult to = loadModelFile(files[1]);
    for (const LoadResult *loaded : { &from, &to })
        if (!loaded->ok()) {
            err() << loaded->error.toString() << Qt::endl;
            return Unusable;
        }
    const DataMigration migration = planDataMigration(*from.model, *to.model);
    if (parser.isSet(script)) {
        const std::string db = parser.isSet(database) ? parser.value(database).toStdString() : to.model->database;
        const std::string text = dataMigrationScript(migration, db, parser.isSet(allowDrop));
        if (!parser.isSet(output)) {
            out() << QString::fromStdString(text);
            out().flush();
        } else if (const QString failure = writeOutputFile(parser.value(output), text); !failure.isEmpty()) {
            err() << failure << Qt::endl;
            return Unusable;
        }
        return Success;
    }
    if (migration.steps.empty() && migration.manual.isEmpty())
        out() << Cli::tr("No documents need to change.") << '\n';
    int number = 0;
    for (const DataStep &step : migration.steps)
        out() << QStringLiteral("%1. %2%3\n")
                     .arg(++number)
                     .arg(step.title, step.destructive ? Cli::tr(" (destructive)") : QString());
    for (const QString &line : migration.manual)
        out() << Cli::tr("by hand: %1").arg(line) << '\n';
    out().flush();
    return Success;
}

} // namespace docmodel::cli
