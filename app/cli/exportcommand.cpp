#include "clicommand.h"

#include "diagramrenderer.h"
#include "io/modelreader.h"

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

} // namespace

// Image export shares the canvas's painting code (the diagram library);
// it needs fonts, hence a QGuiApplication on the offscreen platform, but no
// display and no widgets.
int runExport(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(
        QStringLiteral("file"), Cli::tr("The model file."), QStringLiteral("FILE"));
    const QCommandLineOption to(QStringLiteral("to"),
        Cli::tr("What to produce: png, svg or pdf (the diagram)."), QStringLiteral("TARGET"));
    const QCommandLineOption output({ QStringLiteral("o"), QStringLiteral("output") },
        Cli::tr("The file to write."), QStringLiteral("OUT"));
    parser.addOption(to);
    parser.addOption(output);
    int exitCode = Success;
    if (!parseCommandLine(parser, arguments,
            Cli::tr("Export a model: its diagram as an image or a document."), exitCode))
        return exitCode;
    if (parser.positionalArguments().size() != 1) {
        err() << Cli::tr("export: name exactly one model file.") << Qt::endl;
        return Unusable;
    }
    const QString target = parser.value(to).toLower();
    const ImageTarget *image = nullptr;
    QStringList names;
    for (const ImageTarget &candidate : kImageTargets) {
        names << QString::fromLatin1(candidate.name);
        if (target == QLatin1String(candidate.name))
            image = &candidate;
    }
    if (!image) {
        err() << Cli::tr("export: --to must be one of: %1").arg(names.join(QStringLiteral(", ")))
              << Qt::endl;
        return Unusable;
    }
    if (!parser.isSet(output)) {
        err() << Cli::tr("export: name the output file with -o; %1 is binary.").arg(target)
              << Qt::endl;
        return Unusable;
    }
    const LoadResult loaded = loadModelFile(parser.positionalArguments().first());
    if (!loaded.ok()) {
        err() << loaded.error.toString() << Qt::endl;
        return Unusable;
    }
    const QString failure = exportDiagramImage(*loaded.model, parser.value(output), image->format);
    if (!failure.isEmpty()) {
        err() << failure << Qt::endl;
        return Unusable;
    }
    return Success;
}

// Whether a command needs QtGui (fonts, painting).
bool commandNeedsGui(const QString &command)
{
    return command == QLatin1String("export");
}

} // namespace docmodel::cli
