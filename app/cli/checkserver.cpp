// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkserver.h"

#include "clicommand.h"
#include "liveoptions.h"

#include "check/plancheck.h"
#include "shape/collectionoptions.h"
#include "live/livewait.h"

namespace docmodel::cli {

int checkServer(const QCommandLineParser &parser, const LiveOptions &live, const QString &uri, const QString &database,
    const Model &model, const check::CheckOptions &options, check::CheckReport &report)
{
    LiveCheckRequest request;
    request.database = database;
    request.sampleSize = qint64(options.sample);
    request.readHere = options.sample > 0; // a sample asks for the documents to be read
    request.examples = options.examples;
    request.threads = options.threads;
    for (const Entity &entity : model.entities) {
        if (!entity.isCollection())
            continue;
        if (!options.collections.empty()
            && std::find(options.collections.begin(), options.collections.end(), entity.name) == options.collections.end())
            continue;
        request.targets.push_back({QString::fromStdString(entity.name), collectionValidator(model, entity)});
    }
    for (const std::string &wanted : options.collections)
        if (!model.findEntityByName(wanted)) {
            err() << Cli::tr("check: the model has no collection \"%1\".").arg(QString::fromStdString(wanted)) << Qt::endl;
            return Unusable;
        }
    LiveConnection connection;
    int exitCode = Success;
    if (!live.open(parser, uri, connection, exitCode))
        return exitCode;
    QString error;
    std::optional<check::CheckReport> checked = runLiveCheck(connection, request, &error);
    if (!checked) {
        err() << Cli::tr("check: %1").arg(error) << Qt::endl;
        return Unusable;
    }
    report = std::move(*checked);
    return Success;
}

std::optional<check::CheckReport> runLiveCheck(LiveConnection &connection, const LiveCheckRequest &request, QString *error)
{
    connection.setRequestTimeout(0x7fffffff); // reading every document takes its time; each driver call has its own
    const QMetaObject::Connection progress = QObject::connect(&connection, &LiveConnection::checkProgressed,
        [](LiveConnection::RequestId, const QString &collection, int index, int total) {
            err() << Cli::tr("checking %1 (%2 of %3)…").arg(collection).arg(index + 1).arg(total) << Qt::endl;
        });
    LiveCheck result;
    LiveError failure;
    const bool ok = waitForResult(connection, connection.requestCheck(request), &LiveConnection::checkFinished, &result, &failure);
    QObject::disconnect(progress);
    if (!ok) {
        *error = failure.message;
        return std::nullopt;
    }
    return std::move(*result.report);
}

bool checkStepsAgainstData(LiveConnection &connection, Plan &plan, QString *error)
{
    const LiveCheckRequest request = planCheckRequest(plan);
    if (request.targets.empty() && request.uniqueKeys.empty())
        return true;
    const std::optional<check::CheckReport> report = runLiveCheck(connection, request, error);
    if (!report)
        return false;
    check::annotateCheckedSteps(plan, *report);
    return true;
}

} // namespace docmodel::cli
