// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "clicommand.h"

#include "live/liveconnection.h"
#include "live/livewait.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

namespace docmodel::cli {

// The options every command that talks to a server shares: who to
// authenticate as, a password read from standard input (never from the
// command line), and the timeout.
struct LiveOptions {
    QCommandLineOption user;
    QCommandLineOption authDb;
    QCommandLineOption passwordStdin;
    QCommandLineOption timeout;

    LiveOptions();
    void addTo(QCommandLineParser &parser) const;
    // Opens the connection; false with the reason printed and exitCode set.
    bool open(const QCommandLineParser &parser, const QString &uri, LiveConnection &connection, int &exitCode) const;
};

bool isServerUri(const QString &text);

// The database a command reads or changes on a server, read the same way
// by every command: --db's, else the URI's (mongodb://host/shop), else the
// model's; empty when none names one.
QString serverDatabase(const QString &option, const QString &uri, const std::string &modelDatabase = {});

// Runs one request to its end; false with the server's reason printed on
// stderr (and given in `failure`, when asked for).
template <typename Result>
bool askServer(LiveConnection &connection, LiveConnection::RequestId id,
    void (LiveConnection::*received)(LiveConnection::RequestId, const Result &), Result *result,
    LiveError *failure = nullptr)
{
    LiveError error;
    if (waitForResult(connection, id, received, result, &error))
        return true;
    err() << error.message << Qt::endl;
    if (failure)
        *failure = error;
    return false;
}

} // namespace docmodel::cli
