// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommand.h"
#include "terminalcolor.h"

#include "io/modelreader.h"
#include "schema/validation.h"

#include <unistd.h>

namespace docmodel::cli {

namespace {
QString severityName(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return Cli::tr("error");
    case Severity::Warning:
        return Cli::tr("warning");
    case Severity::Info:
        return Cli::tr("info");
    }
    return {};
}
} // namespace

int runValidate(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(
        QStringLiteral("files"), Cli::tr("Model files to check."), QStringLiteral("FILE..."));
    const QCommandLineOption strict(
        QStringLiteral("strict"), Cli::tr("Treat warnings as problems too (exit 1)."));
    parser.addOption(strict);
    int exitCode = Success;
    if (!parseCommandLine(parser, arguments,
            Cli::tr("Check DocModeler model files. Problems are printed to stderr, "
                    "one a line, as FILE:/json/pointer: or FILE:LINE:COL:."),
            exitCode))
        return exitCode;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty()) {
        err() << Cli::tr("validate: name at least one model file.") << Qt::endl;
        return Unusable;
    }
    bool unreadable = false;
    bool problemsFound = false;
    for (const QString &file : files) {
        const std::optional<Model> loaded = loadForCli(file);
        if (!loaded) {
            unreadable = true;
            continue;
        }
        for (const Problem &problem : validateModel(*loaded)) {
            const QString location = file + QLatin1Char(':') + QString::fromStdString(problem.pointer) + QLatin1Char(':');
            err() << paintLocation(location, STDERR_FILENO) << ' '
                  << paintSeverity(severityName(problem.severity), problem.severity, STDERR_FILENO) << ": "
                  << problem.message << '\n';
            if (problem.severity == Severity::Error || parser.isSet(strict))
                problemsFound = true;
        }
    }
    err().flush();
    if (unreadable)
        return Unusable;
    return problemsFound ? ProblemsFound : Success;
}

} // namespace docmodel::cli
