// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "live/livemigration.h"

#include <QCommandLineParser>

namespace docmodel::cli {

struct LiveOptions;

struct MigrateOnServer {
    QString uri;
    bool json = false;
    bool yes = false; // run without asking
};

// Runs (or, with request.dryRun, tries) the request's steps on the server,
// checking the migrated collections against `to`'s validators; prints the
// report. Returns an exit code: Success, ProblemsFound when a step failed,
// counts did not add up or the post-check found failing documents,
// Unusable when the server could not be reached or went away.
int migrateOnServer(const QCommandLineParser &parser, const LiveOptions &live, const MigrateOnServer &options,
    const Model &to, LiveMigrationRequest request);

} // namespace docmodel::cli
