// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QTextStream>

namespace docmodel::cli {

// Exit codes shared by the commands.
enum ExitCode { Success = 0, ProblemsFound = 1, Unusable = 2 };

struct Command {
    const char *name;
    const char *summary; // translated in the "Cli" context
    int (*run)(const QStringList &arguments);
};

QTextStream &out();
QTextStream &err();

// The global options' descriptions, in the usage and in every command's help.
QString languageOptionText();
QString colorOptionText();

// Sets up a command's parser with --help and the global --lang, processes the
// arguments, and prints help or a usage error. Returns false when the caller
// should exit with exitCode.
bool parseCommandLine(QCommandLineParser &parser, const QStringList &arguments,
    const QString &description, int &exitCode);

class Cli
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

} // namespace docmodel::cli
