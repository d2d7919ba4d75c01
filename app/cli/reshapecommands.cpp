// SPDX-License-Identifier: GPL-3.0-or-later
// merge-collections and split-collection: the canvas's collection
// refactorings, headless. migrate between the model before and after then
// moves the documents.
#include "clicommand.h"

#include "io/modelwriter.h"
#include "schema/collectionrefactor.h"

namespace docmodel::cli {

namespace {

// Prints what changed and writes the model, or says why nothing was.
int finish(const QString &command, const CollectionRefactoring &change, const QString &target)
{
    if (!change.error.isEmpty()) {
        err() << QStringLiteral("%1: %2").arg(command, change.error) << Qt::endl;
        return ProblemsFound;
    }
    for (const QString &line : change.changes)
        out() << line << '\n';
    out().flush();
    if (const QString failure = saveModelFile(change.model, target); !failure.isEmpty()) {
        err() << failure << Qt::endl;
        return Unusable;
    }
    return Success;
}

} // namespace

int runMergeCollections(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(
        QStringLiteral("model"), Cli::tr("The model file."), QStringLiteral("MODEL"));
    parser.addPositionalArgument(
        QStringLiteral("source"), Cli::tr("The collection that goes."), QStringLiteral("SOURCE"));
    parser.addPositionalArgument(
        QStringLiteral("target"), Cli::tr("The collection it joins."), QStringLiteral("TARGET"));
    const QCommandLineOption output = outputOption();
    const QCommandLineOption kind(QStringLiteral("kind-field"),
        Cli::tr("The field that tells the kinds apart, when TARGET names no discriminator "
                "(default: kind)."),
        QStringLiteral("FIELD"), QStringLiteral("kind"));
    parser.addOptions({ output, kind });
    int exitCode = Success;
    if (!parseCommandLine(parser, arguments,
            Cli::tr("Merge one collection into another as the canvas does. One-to-one partners by "
                    "a reference: "
                    "the source's fields join the target's documents. Otherwise the source's "
                    "documents join the "
                    "target's as a kind of their own."),
            exitCode))
        return exitCode;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 3) {
        err() << Cli::tr("merge-collections: name MODEL, SOURCE and TARGET.") << Qt::endl;
        return Unusable;
    }
    const std::optional<Model> model = loadForCli(positional[0]);
    if (!model)
        return Unusable;
    return finish(QStringLiteral("merge-collections"),
        mergeCollections(*model, positional[1].toStdString(), positional[2].toStdString(),
            parser.value(kind).toStdString()),
        parser.isSet(output) ? parser.value(output) : positional[0]);
}

int runSplitCollection(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(
        QStringLiteral("model"), Cli::tr("The model file."), QStringLiteral("MODEL"));
    parser.addPositionalArgument(
        QStringLiteral("source"), Cli::tr("The collection to split."), QStringLiteral("SOURCE"));
    parser.addPositionalArgument(QStringLiteral("name"),
        Cli::tr("The new collection: its name, or with --kind the kind that moves (the new "
                "collection takes its name)."),
        QStringLiteral("NAME"));
    const QCommandLineOption output = outputOption();
    const QCommandLineOption fields(QStringLiteral("fields"),
        Cli::tr("Move these fields (comma-separated) into the new collection, one document per "
                "source document."),
        QStringLiteral("FIELDS"));
    const QCommandLineOption kind(QStringLiteral("kind"),
        Cli::tr("Move the documents of the kind NAME (a value of SOURCE's discriminator) into a "
                "collection NAME."));
    parser.addOptions({ output, fields, kind });
    int exitCode = Success;
    if (!parseCommandLine(parser, arguments,
            Cli::tr("Split a collection as the canvas does: some of its fields into a new "
                    "collection (--fields), "
                    "or the documents of one kind (--kind)."),
            exitCode))
        return exitCode;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 3 || parser.isSet(fields) == parser.isSet(kind)) {
        err() << Cli::tr("split-collection: name MODEL, SOURCE and NAME, and exactly one of "
                         "--fields and --kind.")
              << Qt::endl;
        return Unusable;
    }
    const std::optional<Model> model = loadForCli(positional[0]);
    if (!model)
        return Unusable;
    std::vector<std::string> moved;
    for (const QString &field : parser.value(fields).split(QLatin1Char(','), Qt::SkipEmptyParts))
        moved.push_back(field.trimmed().toStdString());
    const std::string source = positional[1].toStdString();
    const std::string name = positional[2].toStdString();
    return finish(QStringLiteral("split-collection"),
        parser.isSet(kind) ? splitKind(*model, source, name)
                           : splitFields(*model, source, name, moved),
        parser.isSet(output) ? parser.value(output) : positional[0]);
}

} // namespace docmodel::cli
