// SPDX-License-Identifier: GPL-3.0-or-later
#include "liveoptions.h"

#include "clicommand.h"

#include "live/connectionsettings.h"

#include <iostream>
#include <string>

namespace docmodel::cli {

LiveOptions::LiveOptions()
    : user(QStringLiteral("user"), Cli::tr("User name to authenticate as."), QStringLiteral("name"))
    , authDb(QStringLiteral("auth-db"), Cli::tr("Authentication database (default: admin)."), QStringLiteral("name"))
    , passwordStdin(QStringLiteral("password-stdin"),
          Cli::tr("Read the password from the first line of standard input, so it never appears on the command "
                  "line."))
    , timeout(QStringLiteral("timeout"), Cli::tr("Server selection and connect timeout in seconds (default 10)."),
          QStringLiteral("s"), QStringLiteral("10"))
{
}

void LiveOptions::addTo(QCommandLineParser &parser) const
{
    parser.addOptions({ user, authDb, passwordStdin, timeout });
}

bool LiveOptions::open(
    const QCommandLineParser &parser, const QString &uri, LiveConnection &connection, int &exitCode) const
{
    bool timeoutOk = true;
    const double seconds = parser.value(timeout).toDouble(&timeoutOk);
    if (!timeoutOk || seconds <= 0) {
        err() << Cli::tr("--timeout needs a positive number of seconds.") << Qt::endl;
        exitCode = Unusable;
        return false;
    }
    ConnectionSettings settings;
    settings.uri = uri;
    settings.userName = parser.value(user);
    settings.authSource = parser.value(authDb);
    settings.serverSelectionTimeoutMs = int(seconds * 1000);
    settings.connectTimeoutMs = int(seconds * 1000);
    QString password;
    if (parser.isSet(passwordStdin)) {
        std::string line;
        std::getline(std::cin, line);
        password = QString::fromStdString(line);
    }
    LiveError error;
    if (!connection.open(settings, password, &error)) {
        err() << error.message << Qt::endl;
        exitCode = Unusable;
        return false;
    }
    return true;
}

bool isServerUri(const QString &text)
{
    return text.startsWith(QLatin1String("mongodb://")) || text.startsWith(QLatin1String("mongodb+srv://"));
}

QString serverDatabase(const QString &option, const QString &uri, const std::string &modelDatabase)
{
    if (!option.isEmpty())
        return option;
    if (const QString named = databaseInUri(uri); !named.isEmpty())
        return named;
    return QString::fromStdString(modelDatabase);
}

} // namespace docmodel::cli
