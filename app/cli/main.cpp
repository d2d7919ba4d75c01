// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommand.h"
#include "terminalcolor.h"
#include "translations/translator.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QGuiApplication>

#include <unistd.h>

#include <memory>

#include <iterator>

namespace docmodel::cli {
int runValidate(const QStringList &arguments);
int runInfo(const QStringList &arguments);
int runFormat(const QStringList &arguments);
int runExport(const QStringList &arguments);
int runLayout(const QStringList &arguments);
int runPreview(const QStringList &arguments);
int runTree(const QStringList &arguments);
int runImportJsonSchema(const QStringList &arguments);
int runImportPrisma(const QStringList &arguments);
int runTraffic(const QStringList &arguments);
int runLint(const QStringList &arguments);
int runAdvise(const QStringList &arguments);
int runInspect(const QStringList &arguments);
int runFind(const QStringList &arguments);
int runAggregate(const QStringList &arguments);
int runIndex(const QStringList &arguments);
int runDiff(const QStringList &arguments);
int runApply(const QStringList &arguments);
int runInfer(const QStringList &arguments);
int runCheck(const QStringList &arguments);
int runSetStrategy(const QStringList &arguments);
int runRenameField(const QStringList &arguments);
int runMergeCollections(const QStringList &arguments);
int runSplitCollection(const QStringList &arguments);
int runMigrate(const QStringList &arguments);
bool commandNeedsGui(const QString &command);
} // namespace docmodel::cli

using namespace docmodel::cli;

namespace {

const Command kCommands[] = {
    { "validate",
        QT_TRANSLATE_NOOP("Cli",
            "Check model files; exit 0 when valid, 1 when problems "
            "are found, 2 when a file cannot be read."),
        runValidate },
    { "info",
        QT_TRANSLATE_NOOP("Cli",
            "Summarize a model: entities, relationships with their "
            "strategies, indexes and access patterns."),
        runInfo },
    { "format",
        QT_TRANSLATE_NOOP("Cli",
            "Rewrite model files in the current format version and "
            "canonical key order; --check only reports."),
        runFormat },
    { "set-strategy",
        QT_TRANSLATE_NOOP("Cli",
            "Change a relationship's strategy as one consistent refactoring, as the canvas does: the N "
            "side's kind, the reference embedding makes implicit, the indexes and queries that move."),
        runSetStrategy },
    { "rename-field",
        QT_TRANSLATE_NOOP("Cli",
            "Rename a field as the inspector does, keeping its identity: migrate then moves its values to the "
            "new name."),
        runRenameField },
    { "merge-collections",
        QT_TRANSLATE_NOOP("Cli",
            "Merge a collection into another as the canvas does: a one-to-one partner's fields, or its documents "
            "as a kind of their own; migrate then moves the documents."),
        runMergeCollections },
    { "split-collection",
        QT_TRANSLATE_NOOP("Cli",
            "Split fields (--fields) or the documents of one kind (--kind) off a collection into a new one, as the "
            "canvas does; migrate then moves the documents."),
        runSplitCollection },
    { "export",
        QT_TRANSLATE_NOOP("Cli",
            "Export a model: a mongosh script, $jsonSchema validators, JSON Schema, Mermaid, "
            "TypeScript, Mongoose, Prisma or Pydantic types, Markdown or HTML documentation, or its "
            "diagram as png, svg or pdf."),
        runExport },
    { "layout",
        QT_TRANSLATE_NOOP("Cli",
            "Lay out a model's diagrams with Graphviz, as Lay Out All does (--diagram NAME, --all-diagrams), and "
            "store the positions in the file."),
        runLayout },
    { "import-json-schema",
        QT_TRANSLATE_NOOP("Cli", "Create a model from a JSON Schema file."),
        runImportJsonSchema },
    { "import-prisma",
        QT_TRANSLATE_NOOP("Cli",
            "Create a model from a Prisma schema for MongoDB: models, composite types, relations, enums, "
            "indexes."),
        runImportPrisma },
    { "traffic",
        QT_TRANSLATE_NOOP("Cli",
            "Read servers' slow-operation logs into query shapes per collection and set them against the "
            "model's access patterns."),
        runTraffic },
    { "preview",
        QT_TRANSLATE_NOOP("Cli", "Show sample documents of a collection in mongosh syntax or Extended JSON, with their sizes."),
        runPreview },
    { "tree",
        QT_TRANSLATE_NOOP("Cli", "Show a tree in all five encodings with their indexes and queries."),
        runTree },
    { "lint",
        QT_TRANSLATE_NOOP("Cli", "Run the advisor's rules; exit 1 when a diagnostic at or above --fail-on exists."),
        runLint },
    { "advise",
        QT_TRANSLATE_NOOP("Cli",
            "List the advisor's recommendations with their fixes, or apply them (--apply RULE[:OBJECT], "
            "--apply-all) as the advisor dock does."),
        runAdvise },
    { "inspect",
        QT_TRANSLATE_NOOP("Cli",
            "Inspect a live server: databases, collections, options, validators, indexes, "
            "statistics and documents; exit 2 when it cannot be reached."),
        runInspect },
    { "find",
        QT_TRANSLATE_NOOP("Cli",
            "Print a collection's documents as the explorer shows them (--follow: the documents a field "
            "references); exit 1 when a followed reference points at nothing."),
        runFind },
    { "aggregate",
        QT_TRANSLATE_NOOP("Cli",
            "Print the first documents of an aggregation pipeline, as the explorer previews it (never $out or "
            "$merge); --add-to keeps it in a model file as an access pattern."),
        runAggregate },
    { "index",
        QT_TRANSLATE_NOOP("Cli",
            "List a collection's indexes, or create, drop, hide or unhide one through a plan, as apply does "
            "(a unique index after its duplicate count)."),
        runIndex },
    { "diff",
        QT_TRANSLATE_NOOP("Cli",
            "Compare a model with a server's database or with another model; exit 1 when they differ."),
        runDiff },
    { "migrate",
        QT_TRANSLATE_NOOP("Cli",
            "Plan the data migration from one model to the next: aggregation steps the server runs, as a mongosh "
            "script with --script."),
        runMigrate },
    { "apply",
        QT_TRANSLATE_NOOP("Cli",
            "Bring a server's database to the model: collections, validators and indexes, step by step."),
        runApply },
    { "infer",
        QT_TRANSLATE_NOOP("Cli",
            "Infer a model from mongoexport files or a mongodump folder: fields, types and how often they "
            "occur, nested documents, arrays, indexes."),
        runInfer },
    { "check",
        QT_TRANSLATE_NOOP("Cli",
            "Check documents (files, a dump or a server) against the model's validators: how many fail and why, "
            "and where data and model differ; exit 1 when documents fail beyond --fail-on."),
        runCheck },
};

void printUsage(QTextStream &stream)
{
    stream << Cli::tr("Usage: docmodeler-cli COMMAND [options] [arguments]") << "\n\n"
           << Cli::tr("Commands:") << '\n';
    for (const Command &command : kCommands)
        stream << QStringLiteral("  %1  %2\n")
                      .arg(QString::fromLatin1(command.name).leftJustified(18),
                          QCoreApplication::translate("Cli", command.summary));
    stream << '\n' << Cli::tr("Options:") << '\n';
    const std::pair<QString, QString> options[] = {
        { QStringLiteral("--lang <code>"), languageOptionText() },
        { QStringLiteral("--color <when>"), colorOptionText() },
        { QStringLiteral("--version"), Cli::tr("Show the version.") },
        { QStringLiteral("-h, --help"), Cli::tr("Show this help.") },
    };
    for (const auto &[names, text] : options)
        stream << QStringLiteral("  %1  %2\n").arg(names.leftJustified(18), text);
    stream << '\n'
           << Cli::tr("Run \"docmodeler-cli COMMAND --help\" for a command's options.") << '\n';
}

} // namespace

int main(int argc, char *argv[])
{
    // Drawing needs a QGuiApplication; it runs on the offscreen platform,
    // so no display is needed. Other commands stay QtCore-only.
    bool gui = false;
    for (int i = 1; i < argc && !gui; ++i)
        gui = commandNeedsGui(QString::fromLocal8Bit(argv[i]));
    if (gui && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (gui && qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
        // What Qt would pick itself, without warning about it on stderr.
        const QByteArray runtime
            = QDir::tempPath().toLocal8Bit() + "/runtime-" + QByteArray::number(getuid());
        QDir().mkpath(QString::fromLocal8Bit(runtime));
        QFile::setPermissions(QString::fromLocal8Bit(runtime),
            QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        qputenv("XDG_RUNTIME_DIR", runtime);
    }
    std::unique_ptr<QCoreApplication> app = gui ? std::make_unique<QGuiApplication>(argc, argv)
                                                : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("docmodeler-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("DocModeler"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));
    const QStringList arguments = QCoreApplication::arguments();
    docmodel::installTranslations(docmodel::languageArgument(arguments));

    const std::optional<ColorWhen> color = colorArgument(arguments);
    if (!color) {
        err() << Cli::tr("--color takes auto, always or never.") << Qt::endl;
        return Unusable;
    }
    setColorWhen(*color);

    // The first argument that is not --lang, --color or their value is the command.
    QStringList rest = arguments.mid(1);
    for (qsizetype i = 0; i < rest.size();) {
        if ((rest[i] == QLatin1String("--lang") || rest[i] == QLatin1String("--color")) && i + 1 < rest.size())
            rest.remove(i, 2);
        else if (rest[i].startsWith(QLatin1String("--lang=")) || rest[i].startsWith(QLatin1String("--color=")))
            rest.remove(i);
        else
            break;
    }
    if (rest.isEmpty() || rest.first() == QLatin1String("--help")
        || rest.first() == QLatin1String("-h") || rest.first() == QLatin1String("help")) {
        printUsage(out());
        return rest.isEmpty() ? Unusable : Success;
    }
    if (rest.first() == QLatin1String("--version")) {
        out() << "docmodeler-cli " << QCoreApplication::applicationVersion() << Qt::endl;
        return Success;
    }
    for (const Command &command : kCommands) {
        if (rest.first() == QLatin1String(command.name)) {
            // The parser expects the program name first.
            QStringList commandArguments = rest;
            commandArguments[0] = arguments.first() + QLatin1Char(' ') + rest.first();
            return command.run(commandArguments);
        }
    }
    err() << Cli::tr("Unknown command \"%1\".").arg(rest.first()) << "\n\n";
    printUsage(err());
    return Unusable;
}
