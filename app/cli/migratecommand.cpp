// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommand.h"
#include "liveoptions.h"
#include "migrateserver.h"

#include "migrate/datamigration.h"
#include "io/modelreader.h"
#include "io/outputfile.h"

namespace docmodel::cli {

// The documents' side of a model change, run on a server or written as a
// mongosh script: the documents never pass through DocModeler.
namespace {

// --orphans: keep, drop or move-to=COLLECTION.
std::optional<OrphanPolicy> parseOrphanPolicy(const QString &text)
{
    if (text == QLatin1String("keep"))
        return OrphanPolicy{};
    if (text == QLatin1String("drop"))
        return OrphanPolicy{OrphanPolicy::Kind::Drop, {}};
    if (text.startsWith(QLatin1String("move-to=")) && text.size() > 8 && !text.contains(QLatin1Char('$')))
        return OrphanPolicy{OrphanPolicy::Kind::MoveTo, text.mid(8).toStdString()};
    return std::nullopt;
}

// Without a URI or --script: the steps, numbered, and what is left by hand.
void listSteps(const DataMigration &migration)
{
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
}

} // namespace

int runMigrate(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("old"), Cli::tr("The model the data follows now."), QStringLiteral("OLD.dmodel"));
    parser.addPositionalArgument(QStringLiteral("new"), Cli::tr("The model it is to follow."), QStringLiteral("NEW.dmodel"));
    parser.addPositionalArgument(QStringLiteral("uri"), Cli::tr("The server to migrate (a mongodb:// URI); without it, the steps are listed."),
        QStringLiteral("[URI]"));
    const QCommandLineOption script(QStringLiteral("script"), Cli::tr("Write the steps as a mongosh script."));
    const QCommandLineOption output({ QStringLiteral("o"), QStringLiteral("output") },
        Cli::tr("Write the script to this file instead of standard output."), QStringLiteral("FILE"));
    const QCommandLineOption database(QStringLiteral("db"), Cli::tr("The database (default: the new model's)."), QStringLiteral("NAME"));
    const QCommandLineOption allowDrop(QStringLiteral("allow-drop"),
        Cli::tr("Also remove old fields and collections (after the post-check passed; commented out in a script)."));
    const QCommandLineOption dryRun(QStringLiteral("dry-run"),
        Cli::tr("Count what each step would read and write and show a few documents before and after; change nothing."));
    const QCommandLineOption resume(QStringLiteral("resume"), Cli::tr("Go on where an interrupted run stopped."));
    const QCommandLineOption yes(QStringLiteral("yes"), Cli::tr("Migrate without asking."));
    const QCommandLineOption format(
        QStringLiteral("format"), Cli::tr("Output format: text or json."), QStringLiteral("format"), QStringLiteral("text"));
    const QCommandLineOption batchSize(QStringLiteral("batch-size"),
        Cli::tr("Documents per batch (default 1000)."), QStringLiteral("N"), QStringLiteral("1000"));
    const QCommandLineOption progress(QStringLiteral("progress-collection"),
        Cli::tr("The collection that records each run's batches (default docmodeler_migrations)."), QStringLiteral("NAME"),
        QStringLiteral("docmodeler_migrations"));
    const QCommandLineOption orphans(QStringLiteral("orphans"),
        Cli::tr("Children no parent takes in when they are embedded (their parent does not exist): keep (the "
                "default: the drop of their collection refuses while they are there), move-to=COLLECTION (moved "
                "there, then the drop) or drop (dropped with the collection)."),
        QStringLiteral("keep|move-to=COLLECTION|drop"), QStringLiteral("keep"));
    parser.addOptions({ script, output, database, allowDrop, dryRun, resume, yes, format, batchSize, progress, orphans });
    const LiveOptions liveOptions;
    liveOptions.addTo(parser);
    int exitCode = Success;
    if (!parseCommandLine(parser, arguments,
            Cli::tr("Migrate the documents from one model to the next: for each relationship whose strategy changed, "
                    "aggregation steps that run on the server ($lookup, $unwind, $merge) in batches recorded on the "
                    "server, old data removed in separate destructive steps. With a URI the steps run there (--dry-run "
                    "to try them); with --script they are written as a mongosh script; otherwise they are listed. "
                    "Exit 0 when migrated, 1 when a step failed or the post-check found documents that do not fit, "
                    "2 when a model or the server cannot be read or reached."),
            exitCode))
        return exitCode;
    const QStringList files = parser.positionalArguments();
    const bool onServer = files.size() == 3 && isServerUri(files[2]);
    bool sizeOk = false;
    const qint64 batch = parser.value(batchSize).toLongLong(&sizeOk);
    if ((files.size() != 2 && !onServer) || (onServer && parser.isSet(script)) || !sizeOk || batch < 1
        || (parser.value(format) != QLatin1String("text") && parser.value(format) != QLatin1String("json"))) {
        err() << Cli::tr("migrate: name the old and the new model file, then a mongodb:// URI or --script; "
                         "--batch-size is a positive number, --format text or json.")
              << Qt::endl;
        return Unusable;
    }
    const std::optional<Model> from = loadForCli(files[0]);
    const std::optional<Model> to = from ? loadForCli(files[1]) : std::nullopt;
    if (!to)
        return Unusable;
    const DataMigration migration = planDataMigration(*from, *to);
    if (onServer) {
        LiveMigrationRequest request;
        request.database = QString::fromStdString(targetDatabase(*to, parser.value(database), files[2]));
        request.migration = migration;
        request.progressCollection = parser.value(progress);
        request.batchSize = batch;
        request.dryRun = parser.isSet(dryRun);
        request.resume = parser.isSet(resume);
        request.allowDestructive = parser.isSet(allowDrop);
        const std::optional<OrphanPolicy> policy = parseOrphanPolicy(parser.value(orphans));
        if (!policy) {
            err() << Cli::tr("migrate: --orphans takes keep, drop or move-to=COLLECTION.") << Qt::endl;
            return Unusable;
        }
        request.orphans = *policy;
        const MigrateOnServer options { files[2], parser.value(format) == QLatin1String("json"), parser.isSet(yes) };
        return migrateOnServer(parser, liveOptions, options, *to, std::move(request));
    }
    if (parser.isSet(script)) {
        MigrationScriptOptions options;
        options.database = parser.isSet(database) ? parser.value(database).toStdString() : to->database;
        options.withDestructive = parser.isSet(allowDrop);
        options.batchSize = batch;
        options.progressCollection = parser.value(progress).toStdString();
        const std::string text = dataMigrationScript(migration, options);
        if (!parser.isSet(output)) {
            out() << QString::fromStdString(text);
            out().flush();
        } else if (const QString failure = writeOutputFile(parser.value(output), text); !failure.isEmpty()) {
            err() << failure << Qt::endl;
            return Unusable;
        }
        return Success;
    }
    listSteps(migration);
    return Success;
}

} // namespace docmodel::cli
