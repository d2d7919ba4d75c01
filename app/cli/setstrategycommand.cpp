// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommand.h"

#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "schema/enumnames.h"
#include "schema/qtstring.h"
#include "schema/strategychange.h"
#include "shape/droppedfields.h"

namespace docmodel::cli {

namespace {

QString strategyNames()
{
    QStringList names;
    for (const auto &entry : enumNames<Strategy>())
        names << QString::fromLatin1(entry.name.data(), qsizetype(entry.name.size()));
    return names.join(QStringLiteral(", "));
}

} // namespace

// The strategy refactoring the canvas makes, headless: the model file is
// rewritten (or written to -o) with the relationship, its N side, and the
// indexes and queries that move with it changed together.
int runSetStrategy(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("model"), Cli::tr("The model file."), QStringLiteral("MODEL"));
    parser.addPositionalArgument(QStringLiteral("relationship"),
        Cli::tr("The relationship: its id, or ONE->MANY by entity names."), QStringLiteral("RELATIONSHIP"));
    parser.addPositionalArgument(
        QStringLiteral("strategy"), Cli::tr("The new strategy: %1.").arg(strategyNames()), QStringLiteral("STRATEGY"));
    const QCommandLineOption output = outputOption();
    const QCommandLineOption embedOnly(QStringLiteral("embed-only"),
        Cli::tr("A collection that becomes embedded stops being one; its indexes and queries move into "
                "the parent. Refused while other relationships need the collection."));
    const QCommandLineOption keepCollection(QStringLiteral("keep-collection"),
        Cli::tr("A collection that becomes embedded stays a collection too: its documents are stored twice."));
    parser.addOption(output);
    parser.addOption(embedOnly);
    parser.addOption(keepCollection);
    int exitCode = Success;
    if (!parseCommandLine(parser, arguments,
            Cli::tr("Change a relationship's strategy as the canvas does: one consistent refactoring. "
                    "By default a collection that becomes embedded stops being one unless something "
                    "else needs it."),
            exitCode))
        return exitCode;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 3 || (parser.isSet(embedOnly) && parser.isSet(keepCollection))) {
        err() << Cli::tr("set-strategy: name MODEL, RELATIONSHIP and STRATEGY, and at most one of "
                         "--embed-only and --keep-collection.")
              << Qt::endl;
        return Unusable;
    }
    const std::optional<Strategy> strategy = fromString<Strategy>(positional[2].toStdString());
    if (!strategy) {
        err() << Cli::tr("set-strategy: \"%1\" is no strategy; use one of %2.")
                     .arg(positional[2], strategyNames())
              << Qt::endl;
        return Unusable;
    }
    const std::optional<Model> loaded = loadForCli(positional[0]);
    if (!loaded)
        return Unusable;
    QString error;
    const Relationship *rel = findRelationshipNamed(*loaded, positional[1].toStdString(), &error);
    if (!rel) {
        err() << Cli::tr("set-strategy: %1").arg(error) << Qt::endl;
        return Unusable;
    }
    const EmbeddedPlacement placement = parser.isSet(embedOnly) ? EmbeddedPlacement::EmbeddedOnly
        : parser.isSet(keepCollection)                          ? EmbeddedPlacement::AlsoCollection
                                                                : EmbeddedPlacement::Automatic;
    const StrategyChange change = changeStrategy(*loaded, rel->id, *strategy, placement);
    if (!change.error.isEmpty()) {
        err() << Cli::tr("set-strategy: %1").arg(change.error) << Qt::endl;
        return ProblemsFound;
    }
    if (change.changes.isEmpty()) {
        out() << Cli::tr("%1 is already %2; nothing changed.")
                     .arg(positional[1], positional[2])
              << Qt::endl;
        return Success;
    }
    for (const QString &line : change.changes)
        out() << line << '\n';
    for (const std::string &field : droppedDocumentFields(*loaded, change.model))
        out() << Cli::tr("%1 leaves the documents").arg(toQString(field)) << '\n';
    if (change.storedTwice && collectionNeeds(*loaded, *rel).needed.isEmpty())
        out() << Cli::tr("(--embed-only makes it embedded only, where nothing else needs the collection)")
              << '\n';
    out().flush();
    const QString target = parser.isSet(output) ? parser.value(output) : positional[0];
    if (const QString failure = saveModelFile(change.model, target); !failure.isEmpty()) {
        err() << failure << Qt::endl;
        return Unusable;
    }
    return Success;
}

} // namespace docmodel::cli
