// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommand.h"

#include "io/modelreader.h"
#include "preview/collectionpreview.h"

namespace docmodel::cli {

namespace {

const Entity *findByName(const Model &model, const QString &name)
{
    const Entity *entity = model.findEntityByName(name.toStdString());
    return entity ? entity : model.findEntity(name.toStdString());
}

bool parsePreviewFormat(const QString &text, PreviewFormat &format)
{
    if (text == QLatin1String("mongosh"))
        format = PreviewFormat::Mongosh;
    else if (text == QLatin1String("relaxed"))
        format = PreviewFormat::Relaxed;
    else if (text == QLatin1String("canonical"))
        format = PreviewFormat::Canonical;
    else
        return false;
    return true;
}

void printSizes(const Entity &entity, const CollectionPreview &preview)
{
    const SizeReport &size = preview.size;
    QTextStream &s = out();
    s << "collection: " << QString::fromStdString(entity.name) << '\n';
    // Past 16 MiB a size says where the document passed it (a sample
    // document is generated no further).
    const auto over = [](int64_t bytes, const std::optional<LimitCrossing> &crossing) {
        return bytes > kMaxDocumentBytes
            ? QStringLiteral(" (%1)").arg(reportedSize(bytes, crossing))
            : QString();
    };
    for (size_t i = 0; i < preview.sizes.size(); ++i)
        s << "document_" << i << ": " << preview.sizes[i] << " bytes"
          << over(preview.sizes[i], preview.crossings[i]) << '\n';
    s << "typical_size: " << size.typicalBytes << " bytes"
      << over(size.typicalBytes, size.typicalCrossing) << '\n';
    if (size.worstBytes)
        s << "worst_case_size: " << *size.worstBytes << " bytes"
          << over(*size.worstBytes, size.worstCrossing) << '\n';
    for (const std::string &field : size.unboundedFields)
        s << "unbounded_array: " << QString::fromStdString(field) << '\n';
    s << "estimated_data_size: " << size.estimatedDataBytes << " bytes\n";
    s << "limit: " << kMaxDocumentBytes << " bytes\n";
    s << "level: "
      << (size.level == SizeLevel::Error            ? "error"
                 : size.level == SizeLevel::Warning ? "warning"
                                                    : "ok")
      << '\n';
    s.flush();
}

} // namespace

int runPreview(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(
        QStringLiteral("file"), Cli::tr("The model file."), QStringLiteral("FILE"));
    const QCommandLineOption collection(
        QStringLiteral("collection"), Cli::tr("The collection to show."), QStringLiteral("NAME"));
    const QCommandLineOption count(QStringLiteral("count"),
        Cli::tr("How many documents (default 3)."), QStringLiteral("N"), QStringLiteral("3"));
    const QCommandLineOption seed(QStringLiteral("seed"),
        Cli::tr("Seed of the sample values (default 1)."), QStringLiteral("S"),
        QStringLiteral("1"));
    const QCommandLineOption format(QStringLiteral("format"),
        Cli::tr("mongosh (default), relaxed or canonical Extended JSON."), QStringLiteral("FORMAT"),
        QStringLiteral("mongosh"));
    const QCommandLineOption sizes(
        QStringLiteral("sizes"), Cli::tr("Print the BSON sizes instead of the documents."));
    for (const QCommandLineOption &option : { collection, count, seed, format, sizes })
        parser.addOption(option);
    int exitCode = Success;
    if (!parseCommandLine(parser, arguments,
            Cli::tr("Show sample documents a collection would store, and their BSON sizes."),
            exitCode))
        return exitCode;
    if (parser.positionalArguments().size() != 1 || !parser.isSet(collection)) {
        err() << Cli::tr("preview: name one model file and --collection.") << Qt::endl;
        return Unusable;
    }
    PreviewOptions options;
    bool countOk = false;
    bool seedOk = false;
    options.count = parser.value(count).toInt(&countOk);
    options.seed = parser.value(seed).toULongLong(&seedOk);
    PreviewFormat chosen = PreviewFormat::Mongosh;
    if (!countOk || options.count < 1 || options.count > 100000 || !seedOk
        || !parsePreviewFormat(parser.value(format), chosen)) {
        err() << Cli::tr("preview: --count takes 1 to 100000, --seed a number, --format mongosh, "
                         "relaxed or canonical.")
              << Qt::endl;
        return Unusable;
    }
    const std::optional<Model> loaded = loadForCli(parser.positionalArguments().first());
    if (!loaded)
        return Unusable;
    const Entity *entity = findByName(*loaded, parser.value(collection));
    if (!entity || !entity->isCollection()) {
        err()
            << Cli::tr("preview: the model has no collection \"%1\".").arg(parser.value(collection))
            << Qt::endl;
        return Unusable;
    }
    const CollectionPreview preview = previewCollection(*loaded, *entity, options);
    if (parser.isSet(sizes))
        printSizes(*entity, preview);
    else
        out() << QString::fromStdString(formatDocuments(preview.documents, chosen)) << Qt::flush;
    return Success;
}

} // namespace docmodel::cli
