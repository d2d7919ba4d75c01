// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommand.h"

#include "io/modelreader.h"

#include <unistd.h>

#include <iostream>

namespace docmodel::cli {

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

Confirmation confirm(const QString &question, bool assumeYes)
{
    if (assumeYes)
        return Confirmation::Yes;
    if (!isatty(STDIN_FILENO))
        return Confirmation::NoTerminal;
    out() << question << QLatin1Char(' ') << Qt::flush;
    std::string answer;
    std::getline(std::cin, answer);
    return answer == "y" || answer == "Y" || answer == "yes" ? Confirmation::Yes : Confirmation::No;
}

QTextStream &err()
{
    static QTextStream stream(stderr);
    return stream;
}

QString languageOptionText()
{
    return Cli::tr("User interface language (de, en).");
}

QString colorOptionText()
{
    return Cli::tr("When to colour diagnostics (auto, always or never); auto colours a terminal unless NO_COLOR is set.");
}

QCommandLineOption outputOption()
{
    return { { QStringLiteral("o"), QStringLiteral("output") },
        Cli::tr("Write the changed model to this file instead of rewriting MODEL."), QStringLiteral("OUT") };
}

bool parseCommandLine(QCommandLineParser &parser, const QStringList &arguments,
    const QString &description, int &exitCode)
{
    parser.setApplicationDescription(description);
    const QCommandLineOption help(
        { QStringLiteral("h"), QStringLiteral("help") }, Cli::tr("Show this help."));
    parser.addOption(help);
    parser.addOption({ QStringLiteral("lang"), languageOptionText(), QStringLiteral("code") });
    // Read by main() before the command runs; declared so the parser accepts it.
    parser.addOption({ QStringLiteral("color"), colorOptionText(), QStringLiteral("when"), QStringLiteral("auto") });
    if (!parser.parse(arguments)) {
        err() << parser.errorText() << Qt::endl;
        exitCode = Unusable;
        return false;
    }
    if (parser.isSet(help)) {
        // QCommandLineParser names the program by its path; name the command too.
        QString text = parser.helpText();
        const QString program = QCoreApplication::arguments().constFirst();
        const qsizetype at = text.indexOf(program);
        if (at >= 0)
            text.replace(at, program.size(),
                QStringLiteral("docmodeler-cli ") + arguments.first().section(QLatin1Char(' '), -1));
        out() << text;
        exitCode = Success;
        return false;
    }
    return true;
}

std::optional<Model> loadForCli(const QString &path)
{
    LoadResult loaded = loadModelFile(path);
    if (!loaded.ok()) {
        err() << loaded.error.toString() << Qt::endl;
        return std::nullopt;
    }
    return std::move(*loaded.model);
}

} // namespace docmodel::cli
