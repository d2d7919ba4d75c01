// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommand.h"

#include "diagram/diagramrenderer.h"
#include "targets/exporttargets.h"
#include "io/modelreader.h"
#include "io/outputfile.h"
#include "schema/diagrams.h"
#include "schema/qtstring.h"
#include "translations/translator.h"

#include <QFileInfo>

namespace docmodel::cli {

namespace {

struct ImageTarget {
    const char *name;
    ImageFormat format;
};

constexpr ImageTarget kImageTargets[] = {
    { "png", ImageFormat::Png },
    { "svg", ImageFormat::Svg },
    { "pdf", ImageFormat::Pdf },
};

QStringList targetNames()
{
    QStringList names;
    for (const ExportTarget &target : exportTargets())
        names << QString::fromLatin1(target.name.data(), qsizetype(target.name.size()));
    for (const ImageTarget &image : kImageTargets)
        names << QString::fromLatin1(image.name);
    return names;
}

// Atomically: a failed export never leaves half a file behind.
bool writeText(const QString &path, const std::string &text)
{
    const QString failure = writeOutputFile(path, text);
    if (!failure.isEmpty()) {
        err() << Cli::tr("export: cannot write %1: %2").arg(path, failure) << Qt::endl;
        return false;
    }
    return true;
}

int exportText(const ExportTarget &target, const Model &model, const QCommandLineParser &parser,
    const QCommandLineOption &output, const QCommandLineOption &database,
    const QCommandLineOption &shard, const DiagramChoice &choice)
{
    ExportOptions options;
    options.database = parser.value(database).toStdString();
    options.shard = parser.isSet(shard);
    // --lang chose the language every text comes out in.
    options.language = interfaceLanguage().toStdString();
    if (target.name == "html")
        options.diagramSvg = diagramSvg(model, choice).toStdString();
    const std::string text = target.generate(model, options);
    if (target.limits)
        for (const std::string &limit : target.limits(model))
            err() << Cli::tr("warning: %1 cannot express %2").arg(toQString(target.name), QString::fromStdString(limit))
                  << '\n';
    err().flush();
    if (!parser.isSet(output)) {
        out() << QString::fromStdString(text) << Qt::flush;
        return Success;
    }
    return writeText(parser.value(output), text) ? Success : Unusable;
}

} // namespace

// Image export shares the canvas's painting code (the diagram library);
// it needs fonts, hence a QGuiApplication on the offscreen platform, but no
// display and no widgets. Text targets come from model/export.
int runExport(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(
        QStringLiteral("file"), Cli::tr("The model file."), QStringLiteral("FILE"));
    const QCommandLineOption to(QStringLiteral("to"),
        Cli::tr("What to produce: %1.").arg(targetNames().join(QStringLiteral(", "))),
        QStringLiteral("TARGET"));
    const QCommandLineOption output({ QStringLiteral("o"), QStringLiteral("output") },
        Cli::tr("The file to write (text targets: standard output when not given)."),
        QStringLiteral("OUT"));
    const QCommandLineOption database(QStringLiteral("db"),
        Cli::tr("Scripts: the database to use instead of the model's."), QStringLiteral("NAME"));
    const QCommandLineOption shard(
        QStringLiteral("shard"), Cli::tr("Scripts: shard the collections that have a shard key."));
    const QCommandLineOption diagram(QStringLiteral("diagram"),
        Cli::tr("Images and HTML: the diagram to draw (default: All, every entity)."), QStringLiteral("NAME"),
        QStringLiteral("All"));
    const QCommandLineOption relayout(QStringLiteral("relayout"),
        Cli::tr("Images and HTML: lay the diagram out anew with Graphviz, ignoring the stored positions."));
    for (const QCommandLineOption &option : { to, output, database, shard, diagram, relayout })
        parser.addOption(option);
    int exitCode = Success;
    if (!parseCommandLine(parser, arguments,
            Cli::tr("Export a model: scripts, schemas, documentation, or its diagram as an image."),
            exitCode))
        return exitCode;
    if (parser.positionalArguments().size() != 1) {
        err() << Cli::tr("export: name exactly one model file.") << Qt::endl;
        return Unusable;
    }
    const QString targetName = parser.value(to).toLower();
    const ExportTarget *text = findExportTarget(targetName.toStdString());
    const ImageTarget *image = nullptr;
    for (const ImageTarget &candidate : kImageTargets)
        if (targetName == QLatin1String(candidate.name))
            image = &candidate;
    if (!text && !image) {
        err() << Cli::tr("export: --to must be one of: %1")
                     .arg(targetNames().join(QStringLiteral(", ")))
              << Qt::endl;
        return Unusable;
    }
    if (image && !parser.isSet(output)) {
        err() << Cli::tr("export: name the output file with -o; %1 is binary.").arg(targetName)
              << Qt::endl;
        return Unusable;
    }
    const std::optional<Model> loaded = loadForCli(parser.positionalArguments().first());
    if (!loaded)
        return Unusable;
    DiagramChoice choice;
    choice.name = parser.value(diagram).toStdString();
    choice.relayout = parser.isSet(relayout);
    if (choice.name != kAllDiagram && !findDiagram(*loaded, choice.name)) {
        err() << Cli::tr("export: the model has no diagram \"%1\".").arg(parser.value(diagram)) << Qt::endl;
        return Unusable;
    }
    if (text)
        return exportText(*text, *loaded, parser, output, database, shard, choice);
    const QString failure = exportDiagramImage(*loaded, parser.value(output), image->format, choice);
    if (!failure.isEmpty()) {
        err() << failure << Qt::endl;
        return Unusable;
    }
    return Success;
}

// Whether a command needs QtGui (fonts, painting).
bool commandNeedsGui(const QString &command)
{
    return command == QLatin1String("export") || command == QLatin1String("layout");
}

} // namespace docmodel::cli
