#include "testserver.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTcpServer>
#include <QTemporaryFile>

namespace docmodel::test {

QString testToolsDir()
{
    const QString dir = QStringLiteral(DOCMODELER_SOURCE_DIR "/tests/tools/node_modules");
    return QFileInfo::exists(dir) ? dir : QString();
}

QString mongoshPath()
{
    const QString path = testToolsDir() + QStringLiteral("/.bin/mongosh");
    return QFileInfo::exists(path) ? path : QString();
}

TestServer::TestServer() = default;

TestServer::~TestServer()
{
    if (mProcess.state() != QProcess::NotRunning) {
        mProcess.kill();
        mProcess.waitForFinished(5000);
    }
}

bool TestServer::start(QString *error)
{
    const QString binary = testToolsDir() + QStringLiteral("/@jongodb/memory-server-bin-linux-x64-gnu/bin/jongodb");
    if (!QFileInfo(binary).isExecutable()) {
        *error = QStringLiteral("jongodb is not installed (%1); scripts/test installs it").arg(binary);
        return false;
    }
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    const quint16 port = probe.serverPort();
    probe.close();
    mProcess.setProcessChannelMode(QProcess::MergedChannels);
    mProcess.start(binary, {QStringLiteral("--host=127.0.0.1"), QStringLiteral("--port=%1").arg(port)});
    QElapsedTimer timer;
    timer.start();
    QString output;
    while (timer.elapsed() < 30000) {
        mProcess.waitForReadyRead(200);
        output += QString::fromUtf8(mProcess.readAll());
        const qsizetype at = output.indexOf(QLatin1String("JONGODB_URI="));
        if (at >= 0 && output.indexOf(QLatin1Char('\n'), at) > at) {
            mUri = output.mid(at + 12, output.indexOf(QLatin1Char('\n'), at) - at - 12).trimmed();
            return true;
        }
        if (mProcess.state() == QProcess::NotRunning)
            break;
    }
    *error = QStringLiteral("jongodb did not start: ") + output;
    return false;
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
    process.start(mongoshPath(), {QStringLiteral("--quiet"), QStringLiteral("--norc"), uri, QStringLiteral("--file"),
                                  file.fileName()},
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
