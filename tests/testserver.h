#pragma once

#include <QProcess>
#include <QString>

namespace docmodel::test {

// The npm test tools (tests/tools/node_modules), or empty when not installed.
QString testToolsDir();
QString mongoshPath();

// A jongodb server on 127.0.0.1 and a free port, stopped when this goes out
// of scope, whatever happens in the test.
class TestServer
{
public:
    TestServer();
    ~TestServer();
    bool start(QString *error);
    QString uri() const { return mUri; }

private:
    QProcess mProcess;
    QString mUri;
};

struct ShellRun {
    int exitCode = -1;
    QString out;
    QString err;
};

// Runs a script through the real mongosh against a server.
ShellRun runMongosh(const QString &uri, const QString &script, int timeoutMs = 120000);

} // namespace docmodel::test
