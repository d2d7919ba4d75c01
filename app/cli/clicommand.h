// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <optional>
#include <string>

namespace docmodel {
struct Model;
}

namespace docmodel::cli {

// Exit codes shared by the commands.
// Unchecked: a check saw nothing of something it was asked about (a model
// collection without documents, data without a model collection).
enum ExitCode { Success = 0, ProblemsFound = 1, Unusable = 2, Unchecked = 3 };

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

// -o/--output of the commands that change a model file: where to write it
// instead of rewriting the file read.
QCommandLineOption outputOption();

// Asks on the terminal before a command changes a server. Yes when the
// person (or --yes, `assumeYes`) agreed; NoTerminal when nobody can be asked.
enum class Confirmation { Yes, No, NoTerminal };
Confirmation confirm(const QString &question, bool assumeYes);

class Cli
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

// A model file, or nothing with the reason printed.
std::optional<Model> loadForCli(const QString &path);
// The database a command works on: --db's, else the URI's
// (mongodb://host/shop; empty when there is no server), else the model's,
// else "test".
std::string targetDatabase(const Model &model, const QString &option, const QString &uri);

} // namespace docmodel::cli
