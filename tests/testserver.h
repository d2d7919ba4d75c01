// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "testsupport.h"

#include <QProcess>
#include <QString>
#include <QStringList>

// Starts a TestServer in a test function; when it cannot start (its tool
// is not installed, or it does not come up) the test skips with the reason,
// or fails where CI=true (DOCMODELER_PEER_MISSING).
#define START_SERVER(server)                                                                       \
    do {                                                                                           \
        QString startError;                                                                        \
        if (!(server).start(&startError))                                                          \
            DOCMODELER_PEER_MISSING(qPrintable(startError));                                       \
    } while (false)

namespace docmodel::test {

// The npm test tools (tests/tools/node_modules), or empty when not installed.
QString testToolsDir();
QString mongoshPath();
// Whether node and the test tools' package (its folder under node_modules,
// e.g. "mongoose" or "@prisma/prisma-schema-wasm") are installed.
bool haveNodePackage(const QString &package);

// The three local servers the live tests run against (TESTING.md, "Test
// servers"): jongodb for CRUD and indexes, CongoDB for listings, stats and
// drops, mockupdb for exact replies and faults.
enum class ServerKind { Jongodb, Congo, Mock };

// A test server on 127.0.0.1, stopped when this goes out of scope, whatever
// happens in the test.
//
// Mock runs tests/tools/mockserver.py with /usr/bin/python3; `scenario` is one
// of full, old, unauthorized, silent, closes, record, keeps, replset, validates (see the
// script), and extraArgs go to the script (e.g. {"--record", file},
// {"--close-after-writes", "2"}, {"--mongos"} or {"--scram", "user:password"}).
// Jongodb and Congo ignore the scenario and pass extraArgs to the server.
class TestServer
{
public:
    explicit TestServer(ServerKind kind = ServerKind::Jongodb, const QString &scenario = {},
        QStringList extraArgs = {});
    ~TestServer();
    TestServer(const TestServer &) = delete;
    TestServer &operator=(const TestServer &) = delete;

    // Starts on port() when one is set (a restart after stop(), or setPort()),
    // else on a free port. False with a readable message when the server's tool
    // is missing (see missingTool) or the server does not come up.
    bool start(QString *error);
    void stop();
    bool isRunning() const { return mProcess.state() != QProcess::NotRunning; }

    QString uri() const { return mUri; }
    quint16 port() const { return mPort; }
    void setPort(quint16 port) { mPort = port; }
    ServerKind kind() const { return mKind; }
    QString name() const; // "jongodb", "CongoDB", "mockupdb (full)"

    // Why this kind of server cannot start here (what is missing, and that
    // scripts/test installs it), or empty when it can. Tests QSKIP with it.
    static QString missingTool(ServerKind kind);

private:
    ServerKind mKind;
    QString mScenario;
    QStringList mExtraArgs;
    QProcess mProcess;
    QString mUri;
    quint16 mPort = 0;
};

// The server DOCMODELER_TEST_URI names, else `server` started: its URI, or
// empty with `error` set. For the benchmarks, which can run against either.
QString environmentOrStarted(TestServer &server, QString *error);

struct ShellRun {
    int exitCode = -1;
    QString out;
    QString err;
};

// Runs a script through the real mongosh against a server (none when the
// URI is empty: mongosh --nodb).
ShellRun runMongosh(const QString &uri, const QString &script, int timeoutMs = 120000);

// Loads ../shared/datasets (DOCMODELER_DATASETS) through mongosh:
// sample_analytics.accounts, sample_mflix.theaters and users; `then` runs
// after them. True when mongosh said it was done, else false with its output.
bool loadSampleData(const QString &uri, QString *output, const QString &then = {});

} // namespace docmodel::test
