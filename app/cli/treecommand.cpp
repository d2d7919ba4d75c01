// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommand.h"

#include "io/modelreader.h"
#include "preview/shellformat.h"
#include "preview/treepreview.h"

namespace docmodel::cli {

int runTree(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("file"), Cli::tr("The model file."), QStringLiteral("FILE"));
    const QCommandLineOption entityOption(QStringLiteral("entity"), Cli::tr("The entity that relates to itself."),
                                          QStringLiteral("NAME"));
    const QCommandLineOption encodingOption(
        QStringLiteral("encoding"),
        Cli::tr("parent-refs, child-refs, ancestors, materialized-path, nested-sets, threaded-comments or all (default)."),
        QStringLiteral("ENCODING"), QStringLiteral("all"));
    parser.addOption(entityOption);
    parser.addOption(encodingOption);
    int exitCode = Success;
    if (!parseCommandLine(parser, arguments,
                          Cli::tr("Show a tree stored in each encoding: documents, indexes, and the mongosh queries "
                                  "for children, descendants, ancestors, display order and moving a subtree."),
                          exitCode))
        return exitCode;
    if (parser.positionalArguments().size() != 1 || !parser.isSet(entityOption)) {
        err() << Cli::tr("tree: name one model file and --entity.") << Qt::endl;
        return Unusable;
    }
    const std::optional<Model> loaded = loadForCli(parser.positionalArguments().first());
    if (!loaded)
        return Unusable;
    const std::string name = parser.value(entityOption).toStdString();
    const Entity *entity = loaded->findEntityByName(name);
    if (!entity)
        entity = loaded->findEntity(name);
    if (!entity) {
        err() << Cli::tr("tree: the model has no entity \"%1\".").arg(parser.value(entityOption)) << Qt::endl;
        return Unusable;
    }
    const std::vector<EncodingPreview> encodings = previewTreeEncodings(*loaded, *entity);
    if (encodings.empty()) {
        err() << Cli::tr("tree: \"%1\" has no relationship with itself, so it is not a tree.")
                     .arg(parser.value(entityOption))
              << Qt::endl;
        return ProblemsFound;
    }
    const QString wanted = parser.value(encodingOption);
    bool shown = false;
    QTextStream &s = out();
    for (const EncodingPreview &encoding : encodings) {
        if (wanted != QLatin1String("all") && wanted != QString::fromStdString(encoding.name))
            continue;
        shown = true;
        s << QString::fromStdString(formatTreeEncoding(encoding)) << '\n';
    }
    s.flush();
    if (!shown) {
        err() << Cli::tr("tree: unknown encoding \"%1\".").arg(wanted) << Qt::endl;
        return Unusable;
    }
    return Success;
}

} // namespace docmodel::cli
