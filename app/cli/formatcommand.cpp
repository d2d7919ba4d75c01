// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommand.h"

#include "io/modelreader.h"
#include "io/modelwriter.h"

#include <QFile>

namespace docmodel::cli {

// Rewrites files in the current format version and canonical order, the way
// a code formatter does; --check only reports the files that would change.
int runFormat(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(
        QStringLiteral("files"), Cli::tr("Model files to rewrite."), QStringLiteral("FILE..."));
    const QCommandLineOption check(QStringLiteral("check"),
        Cli::tr("Change nothing; exit 1 when a file is not in canonical form."));
    const QCommandLineOption output({ QStringLiteral("o"), QStringLiteral("output") },
        Cli::tr("Write to this file instead (one input file only)."), QStringLiteral("OUT"));
    parser.addOption(check);
    parser.addOption(output);
    int exitCode = Success;
    if (!parseCommandLine(parser, arguments,
            Cli::tr("Rewrite model files in the current format version, with "
                    "DocModeler's stable key order. Older format versions are "
                    "migrated."),
            exitCode))
        return exitCode;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty() || (parser.isSet(output) && files.size() != 1)) {
        err() << Cli::tr("format: name one or more model files (exactly one with -o).") << Qt::endl;
        return Unusable;
    }
    bool unreadable = false;
    bool wouldChange = false;
    for (const QString &file : files) {
        QFile in(file);
        const QByteArray original = in.open(QIODevice::ReadOnly) ? in.readAll() : QByteArray();
        const std::optional<Model> loaded = loadForCli(file);
        if (!loaded) {
            unreadable = true;
            continue;
        }
        const QByteArray canonical = QByteArray::fromStdString(serializeModel(*loaded));
        if (parser.isSet(check)) {
            if (canonical != original) {
                err() << Cli::tr("%1: not in canonical form").arg(file) << Qt::endl;
                wouldChange = true;
            }
            continue;
        }
        const QString target = parser.isSet(output) ? parser.value(output) : file;
        if (target == file && canonical == original)
            continue;
        const QString failure = saveModelFile(*loaded, target);
        if (!failure.isEmpty()) {
            err() << failure << Qt::endl;
            unreadable = true;
        }
    }
    if (unreadable)
        return Unusable;
    return wouldChange ? ProblemsFound : Success;
}

} // namespace docmodel::cli
