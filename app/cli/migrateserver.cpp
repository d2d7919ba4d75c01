// SPDX-License-Identifier: GPL-3.0-or-later
// `migrate OLD NEW URI`: the migration's steps run (or tried) on a server.
#include "migrateserver.h"

#include "clicommand.h"
#include "liveoptions.h"

#include "check/checkreport.h"
#include "shape/collectionoptions.h"
#include "live/connectionsettings.h"
#include "live/livewait.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QSaveFile>
#include <QStandardPaths>

namespace docmodel::cli {

namespace {

using ordered = nlohmann::ordered_json;

QString number(qint64 n)
{
    return QLocale().toString(n);
}

void printStep(const MigrationStepReport &step, bool withSamples)
{
    out() << QStringLiteral("%1. %2%3: %4\n")
                 .arg(step.index + 1)
                 .arg(step.title, step.destructive ? Cli::tr(" (destructive)") : QString(),
                     migrationStepStateName(step.state));
    if (step.sourceDocuments >= 0 && step.outputDocuments >= 0)
        out() << "   "
              << (step.deletes ? Cli::tr("reads %1 documents of %2, removes %3")
                               : Cli::tr("reads %1 documents of %2, writes %3"))
                     .arg(number(step.sourceDocuments), step.collection, number(step.outputDocuments))
              << '\n';
    if (step.batches > 0 || step.batchesBefore > 0)
        out() << "   " << Cli::tr("%n batch(es) in this run", nullptr, step.batches)
              << (step.batchesBefore > 0 ? Cli::tr(", %n before it", nullptr, step.batchesBefore) : QString()) << '\n';
    if (step.targetBefore >= 0 && step.targetAfter >= 0)
        out() << "   " << Cli::tr("%1: %2 documents before, %3 after").arg(step.target, number(step.targetBefore), number(step.targetAfter)) << '\n';
    if (!step.countProblem.isEmpty())
        out() << "   " << Cli::tr("counts do not add up: %1").arg(step.countProblem) << '\n';
    if (!step.message.isEmpty())
        out() << "   " << step.message << '\n';
    if (!withSamples)
        return;
    for (const QString &document : step.before)
        out() << "   " << Cli::tr("before: %1").arg(document) << '\n';
    for (const QString &document : step.after)
        out() << "   " << Cli::tr("after:  %1").arg(document) << '\n';
}

ordered stepJson(const MigrationStepReport &step)
{
    ordered out = { { "step", step.index + 1 }, { "title", step.title.toStdString() },
        { "collection", step.collection.toStdString() }, { "destructive", step.destructive },
        { "state", migrationStepStateName(step.state).toStdString() },
        { "command", ordered::parse(step.command.toStdString(), nullptr, false) } };
    if (step.command == QLatin1String("drop"))
        out["command"] = "drop";
    if (step.sourceDocuments >= 0)
        out["documentsRead"] = step.sourceDocuments;
    if (step.outputDocuments >= 0)
        out[step.deletes ? "documentsRemoved" : "documentsWritten"] = step.outputDocuments;
    out["batches"] = step.batches;
    out["batchesBefore"] = step.batchesBefore;
    if (step.targetBefore >= 0)
        out["target"] = { { "collection", step.target.toStdString() }, { "before", step.targetBefore }, { "after", step.targetAfter } };
    if (!step.countProblem.isEmpty())
        out["countProblem"] = step.countProblem.toStdString();
    if (step.orphans >= 0)
        out["orphans"] = { { "collection", step.orphansOf.toStdString() }, { "parents", step.parents.toStdString() },
            { "documents", step.orphans } };
    if (step.childless >= 0)
        out["parentsWithoutChildren"] = step.childless;
    if (step.reached >= 0)
        out["childrenReached"] = { { "children", step.children }, { "withoutParent", std::max<qint64>(0, step.orphans) },
            { "reached", step.reached } };
    if (!step.message.isEmpty())
        out["message"] = step.message.toStdString();
    for (const auto &[key, documents] : { std::pair { "before", &step.before }, std::pair { "after", &step.after } }) {
        if (documents->isEmpty())
            continue;
        ordered list = ordered::array();
        for (const QString &document : *documents)
            list.push_back(ordered::parse(document.toStdString(), nullptr, false));
        out[key] = list;
    }
    return out;
}

ordered migrationJson(const LiveMigration &result)
{
    ordered steps = ordered::array();
    for (const MigrationStepReport &step : result.steps)
        steps.push_back(stepJson(step));
    ordered out = { { "migration", result.id.toStdString() }, { "dryRun", result.dryRun }, { "steps", steps } };
    ordered checks = ordered::array();
    if (result.postCheck)
        for (const check::CollectionCheck &collection : result.postCheck->collections)
            checks.push_back({ { "collection", collection.collection }, { "checked", collection.checked },
                { "failing", collection.failing } });
    out["postCheck"] = checks;
    ordered notices = ordered::array();
    for (const QString &notice : result.notices)
        notices.push_back(notice.toStdString());
    out["notices"] = notices;
    if (!result.stopReason.isEmpty())
        out["stopped"] = result.stopReason.toStdString();
    out["cancelled"] = result.cancelled;
    out["succeeded"] = result.dryRun ? result.stopReason.isEmpty() : result.succeeded();
    return out;
}

void printMigration(const LiveMigration &result)
{
    for (const MigrationStepReport &step : result.steps)
        printStep(step, result.dryRun);
    if (result.postCheck)
        for (const check::CollectionCheck &collection : result.postCheck->collections)
            out() << Cli::tr("post-check of %1: %2")
                         .arg(QString::fromStdString(collection.collection), check::failingSummary(collection))
                  << '\n';
    for (const QString &notice : result.notices)
        out() << Cli::tr("note: %1").arg(notice) << '\n';
    if (!result.stopReason.isEmpty())
        out() << result.stopReason << '\n';
}

// Where a dry run's counts are kept for the run that follows: one file per
// migration and server, in the user's data folder (the dry run writes
// nothing on the server).
QString dryRunFile(const QString &migrationId, const QString &uri)
{
    const QByteArray key = (migrationId + QLatin1Char('|') + uriWithoutPassword(uri)).toUtf8();
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/dry-runs/")
        + QString::fromLatin1(QCryptographicHash::hash(key, QCryptographicHash::Sha1).toHex()) + QStringLiteral(".json");
}

bool keepDryRun(const LiveMigration &result, const QString &uri, QString *path)
{
    *path = dryRunFile(result.id, uri);
    ordered counts = ordered::object();
    for (const auto &[name, n] : result.counts)
        counts[name.toStdString()] = n;
    const ordered kept = { { "migration", result.id.toStdString() },
        { "atMs", QDateTime::currentMSecsSinceEpoch() }, { "counts", counts } };
    QDir().mkpath(QFileInfo(*path).path());
    QSaveFile file(*path);
    return file.open(QIODevice::WriteOnly) && file.write(QByteArray::fromStdString(kept.dump(2))) >= 0 && file.commit();
}

// The counts of the last dry run of this migration on this server, if any.
void readDryRun(LiveMigrationRequest &request, const QString &uri)
{
    const QString id = QString::fromStdString(migrationFingerprint(request.migration, request.database.toStdString()));
    QFile file(dryRunFile(id, uri));
    if (!file.open(QIODevice::ReadOnly))
        return;
    const nlohmann::json kept = nlohmann::json::parse(file.readAll().toStdString(), nullptr, false);
    if (!kept.is_object() || !kept.contains("counts") || !kept["counts"].is_object())
        return; // unreadable: the run goes on as without a dry run
    for (const auto &[name, n] : kept["counts"].items())
        if (n.is_number_integer())
            request.dryRunCounts[QString::fromStdString(name)] = n.get<qint64>();
    request.dryRunAt = QDateTime::fromMSecsSinceEpoch(kept.value("atMs", qint64(0)));
}

} // namespace

int migrateOnServer(const QCommandLineParser &parser, const LiveOptions &live, const MigrateOnServer &options,
    const Model &to, LiveMigrationRequest request)
{
    for (const Entity &entity : to.entities)
        if (entity.isCollection())
            request.validators.push_back({ QString::fromStdString(entity.name), collectionValidator(to, entity) });
    if (request.migration.steps.empty()) {
        out() << Cli::tr("No documents need to change.") << '\n';
        for (const QString &line : request.migration.manual)
            out() << Cli::tr("by hand: %1").arg(line) << '\n';
        return Success;
    }
    if (!request.dryRun) {
        if (!options.json)
            for (const DataStep &step : request.migration.steps)
                out() << QStringLiteral("- %1%2\n").arg(step.title, step.destructive ? Cli::tr(" (destructive)") : QString());
        switch (confirm(Cli::tr("Run these steps on %1? [y/N]").arg(request.database), options.yes)) {
        case Confirmation::Yes:
            break;
        case Confirmation::NoTerminal:
            err() << Cli::tr("Not migrated: standard input is not a terminal, so nobody can confirm. Use --yes.") << Qt::endl;
            return Unusable;
        case Confirmation::No:
            out() << Cli::tr("Nothing migrated.") << Qt::endl;
            return Success;
        }
    }
    if (!request.dryRun)
        readDryRun(request, options.uri);
    LiveConnection connection;
    int exitCode = Success;
    if (!live.open(parser, options.uri, connection, exitCode))
        return exitCode;
    if (!options.json)
        QObject::connect(&connection, &LiveConnection::migrationProgressed, &connection,
            [](LiveConnection::RequestId, const MigrationStepReport &step) {
                if (step.state == MigrationStepState::Done)
                    return;
                err() << Cli::tr("step %1: %n batch(es) done", nullptr, step.batches).arg(step.index + 1) << Qt::endl;
            });
    LiveMigration result;
    LiveError error;
    if (!waitForResult(connection, connection.requestMigration(request), &LiveConnection::migrationFinished, &result, &error)) {
        err() << error.message << Qt::endl;
        if (error.isConnectionProblem() && !request.dryRun)
            err() << Cli::tr("The batches done so far are recorded in %1: run the same command with --resume to go on.")
                         .arg(request.progressCollection)
                  << Qt::endl;
        return Unusable;
    }
    if (options.json) {
        out() << QString::fromStdString(migrationJson(result).dump(2)) << '\n';
    } else {
        printMigration(result);
        if (std::any_of(result.steps.begin(), result.steps.end(),
                [&](const MigrationStepReport &step) { return orphansKeptFromDrop(step, request.orphans); }))
            out() << Cli::tr("Choose what happens to the children without a parent: --orphans move-to=COLLECTION "
                             "or --orphans drop.")
                  << '\n';
    }
    out().flush();
    if (result.dryRun) {
        QString kept;
        if (!keepDryRun(result, options.uri, &kept))
            err() << Cli::tr("The dry run's counts could not be kept in %1: the run will not see whether the "
                             "documents change before it.")
                         .arg(kept)
                  << Qt::endl;
        else if (!options.json)
            err() << Cli::tr("Nothing was written to the server; the counts are kept in %1 for the run.").arg(kept)
                  << Qt::endl;
        return result.stopReason.isEmpty() ? Success : ProblemsFound;
    }
    return result.succeeded() ? Success : ProblemsFound;
}

} // namespace docmodel::cli
