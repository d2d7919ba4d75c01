// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "check/datacheck.h"
#include "diff/plan.h"
#include "live/liveconnection.h"

#include <QCommandLineParser>

namespace docmodel::cli {

struct LiveOptions;

// `check MODEL URI --db NAME`: each collection of the model (or of
// options.collections) checked on the server; the outcome in `report`.
// Returns an exit code; Success when the check ran.
int checkServer(const QCommandLineParser &parser, const LiveOptions &live, const QString &uri, const QString &database,
    const Model &model, const check::CheckOptions &options, check::CheckReport &report);

// Runs a check on an open connection, printing each collection as it
// starts; nothing and `error` when it failed.
std::optional<check::CheckReport> runLiveCheck(LiveConnection &connection, const LiveCheckRequest &request, QString *error);

// Checks the documents of the collections whose validators the plan sets,
// and counts the values its new unique indexes' keys repeat, and writes
// the outcome into those steps (check::annotateCheckedSteps). False, with
// `error`, when the documents could not be checked.
bool checkStepsAgainstData(LiveConnection &connection, Plan &plan, QString *error);

} // namespace docmodel::cli
