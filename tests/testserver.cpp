// SPDX-License-Identifier: GPL-3.0-or-later
#include "testserver.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryFile>
#include <QUrl>

namespace docmodel::test {

namespace {

const QString kToolsDir = QStringLiteral(DOCMODELER_SOURCE_DIR "/tests/tools");
// mockupdb is the Debian package python3-mockupdb: it is importable by the
// system interpreter only, not by another Python on the PATH.
const QString kSystemPython = QStringLiteral("/usr/bin/python3");
const QString kMockupdbModule
    = QStringLiteral("/usr/lib/python3/dist-packages/mockupdb/__init__.py");

QString jongodbBinary()
{
    return kToolsDir
        + QStringLiteral("/node_modules/@jongodb/memory-server-bin-linux-x64-gnu/bin/jongodb");
}

QString congoEntry()
{
    return kToolsDir
        + QStringLiteral("/congodb/node_modules/@push.rocks/smartmongo/dist_ts/congodb/index.js");
}

QString uriPrefix(ServerKind kind)
{
    switch (kind) {
    case ServerKind::Jongodb:
        return QStringLiteral("JONGODB_URI=");
    case ServerKind::Congo:
        return QStringLiteral("CONGODB_URI=");
    case ServerKind::Mock:
        return QStringLiteral("MOCKUPDB_URI=");
    }
    return {};
}

} // namespace

QString testToolsDir()
{
    const QString dir = kToolsDir + QStringLiteral("/node_modules");
    return QFileInfo::exists(dir) ? dir : QString();
}

bool haveNodePackage(const QString &package)
{
    return !QStandardPaths::findExecutable(QStringLiteral("node")).isEmpty() && !testToolsDir().isEmpty()
        && QFileInfo::exists(testToolsDir() + QLatin1Char('/') + package + QStringLiteral("/package.json"));
}

QString mongoshPath()
{
    const QString path = testToolsDir() + QStringLiteral("/.bin/mongosh");
    return QFileInfo::exists(path) ? path : QString();
}

TestServer::TestServer(ServerKind kind, const QString &scenario, QStringList extraArgs)
    : mKind(kind)
    , mScenario(scenario.isEmpty() && kind == ServerKind::Mock ? QStringLiteral("full") : scenario)
    , mExtraArgs(std::move(extraArgs))
{ }

TestServer::~TestServer()
{
    stop();
}

QString TestServer::name() const
{
    switch (mKind) {
    case ServerKind::Jongodb:
        return QStringLiteral("jongodb");
    case ServerKind::Congo:
        return QStringLiteral("CongoDB");
    case ServerKind::Mock:
        return QStringLiteral("mockupdb (%1)").arg(mScenario);
    }
    return {};
}

QString TestServer::missingTool(ServerKind kind)
{
    switch (kind) {
    case ServerKind::Jongodb:
        if (!QFileInfo(jongodbBinary()).isExecutable())
            return QStringLiteral("jongodb is not installed (%1); scripts/test installs it")
                .arg(jongodbBinary());
        return {};
    case ServerKind::Congo:
        if (QStandardPaths::findExecutable(QStringLiteral("node")).isEmpty())
            return QStringLiteral(
                "CongoDB needs node, which is not installed; scripts/test installs it");
        if (!QFileInfo::exists(congoEntry()))
            return QStringLiteral(
                "CongoDB (@push.rocks/smartmongo) is not installed (%1); scripts/test installs it")
                .arg(congoEntry());
        return {};
    case ServerKind::Mock:
        if (!QFileInfo(kSystemPython).isExecutable() || !QFileInfo::exists(kMockupdbModule))
            return QStringLiteral(
                "mockupdb is not installed (Debian package python3-mockupdb for %1); "
                "scripts/test installs it")
                .arg(kSystemPython);
        return {};
    }
    return {};
}

bool TestServer::start(QString *error)
{
    stop();
    if (const QString missing = missingTool(mKind); !missing.isEmpty()) {
        *error = missing;
        return false;
    }
    // Port 0 lets the server pick a free one and print it: no probe, no race.
    const QString port = QString::number(mPort);
    QString program;
    QStringList args;
    switch (mKind) {
    case ServerKind::Jongodb:
        program = jongodbBinary();
        args = { QStringLiteral("--host=127.0.0.1"), QStringLiteral("--port=") + port };
        break;
    case ServerKind::Congo:
        program = QStandardPaths::findExecutable(QStringLiteral("node"));
        args = { kToolsDir + QStringLiteral("/congodb-server.mjs"), QStringLiteral("--port"), port,
            QStringLiteral("--exit-on-stdin-close") };
        break;
    case ServerKind::Mock:
        program = kSystemPython;
        args = { kToolsDir + QStringLiteral("/mockserver.py"), mScenario, QStringLiteral("--port"),
            port, QStringLiteral("--exit-on-stdin-close") };
        break;
    }
    args += mExtraArgs;

    const QString prefix = uriPrefix(mKind);
    mProcess.setProcessChannelMode(QProcess::MergedChannels);
    mProcess.start(program, args);
    QElapsedTimer timer;
    timer.start();
    QString output;
    while (timer.elapsed() < 30000) {
        mProcess.waitForReadyRead(200);
        output += QString::fromUtf8(mProcess.readAll());
        const qsizetype at = output.indexOf(prefix);
        const qsizetype end = at >= 0 ? output.indexOf(QLatin1Char('\n'), at) : -1;
        if (end > at) {
            QUrl printed(output.mid(at + prefix.size(), end - at - prefix.size()).trimmed());
            // Without the database some servers print (jongodb's "/test"): a
            // URI's database is the one commands work on, as --db.
            printed.setPath(QStringLiteral("/"));
            mUri = printed.toString();
            const int uriPort = printed.port();
            if (uriPort > 0) {
                mPort = quint16(uriPort);
                return true;
            }
            break;
        }
        if (mProcess.state() == QProcess::NotRunning)
            break;
    }
    *error = QStringLiteral("%1 did not start (%2 %3): %4")
                 .arg(name(), program, args.join(QLatin1Char(' ')),
                     mProcess.error() == QProcess::FailedToStart ? mProcess.errorString()
                                                                 : output.trimmed());
    stop();
    mUri.clear();
    return false;
}

void TestServer::stop()
{
    if (mProcess.state() == QProcess::NotRunning)
        return;
    mProcess.terminate();
    if (!mProcess.waitForFinished(3000)) {
        mProcess.kill();
        mProcess.waitForFinished(5000);
    }
}

QString environmentOrStarted(TestServer &server, QString *error)
{
    const QString uri = qEnvironmentVariable("DOCMODELER_TEST_URI");
    if (!uri.isEmpty())
        return uri;
    return server.start(error) ? server.uri() : QString();
}

ShellRun runMongosh(const QString &uri, const QString &script, int timeoutMs)
{
    ShellRun run;
    QTemporaryFile file(QDir::tempPath() + QStringLiteral("/docmodeler-XXXXXX.js"));
    if (!file.open())
        return run;
    file.write(script.toUtf8());
    file.flush();
    QProcess process;
    process.start(mongoshPath(),
        { QStringLiteral("--quiet"), QStringLiteral("--norc"), uri.isEmpty() ? QStringLiteral("--nodb") : uri,
            QStringLiteral("--file"), file.fileName() },
        QIODevice::ReadOnly);
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        run.err = QStringLiteral("mongosh timed out");
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

} // namespace docmodel::test

namespace docmodel::test {

bool loadSampleData(const QString &uri, QString *output, const QString &then)
{
    const QString datasets = qEnvironmentVariable("DOCMODELER_DATASETS",
        QDir::cleanPath(sourcePath(QStringLiteral("../shared/datasets"))));
    const QString script = QStringLiteral(R"(
const fs = require('fs');
function load(database, name, file) {
  const docs = fs.readFileSync(file, 'utf8').split(/\r?\n/).filter(l => l.trim()).map(l => EJSON.parse(l));
  db.getSiblingDB(database)[name].insertMany(docs);
}
load('sample_analytics', 'accounts', '%1/sample_analytics/accounts.json');
load('sample_mflix', 'theaters', '%1/sample_mflix/theaters.json');
load('sample_mflix', 'users', '%1/sample_mflix/users.json');
%2
print('loaded');
)")
                               .arg(datasets, then);
    const ShellRun loaded = runMongosh(uri, script);
    if (output)
        *output = loaded.out + loaded.err;
    return loaded.out.contains(QLatin1String("loaded"));
}

} // namespace docmodel::test
