// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommand.h"

#include "io/modelreader.h"
#include "schema/derivedfields.h"
#include "schema/qtstring.h"

namespace docmodel::cli {

namespace {

template <typename E> QString name(E value)
{
    return QString::fromLatin1(toString(value).data(), qsizetype(toString(value).size()));
}

QString countsText(const Counts &counts)
{
    return QStringLiteral("%1..%2 (~%3)")
        .arg(counts.min)
        .arg(counts.max ? QString::number(*counts.max) : Cli::tr("unbounded"))
        .arg(counts.typical);
}

QString entityName(const Model &model, const std::string &id)
{
    const Entity *entity = model.findEntity(id);
    return entity ? toQString(entity->name) : toQString(id);
}

void printModel(const Model &model)
{
    QTextStream &s = out();
    s << Cli::tr("Model: %1").arg(toQString(model.name)) << '\n'
      << Cli::tr("Database: %1, MongoDB %2")
             .arg(toQString(model.database), toQString(model.serverVersion))
      << "\n\n";

    s << Cli::tr("Entities (%1):").arg(model.entities.size()) << '\n';
    for (const Entity &entity : model.entities)
        s << QStringLiteral("  %1  %2  ").arg(toQString(entity.name), name(entity.kind))
          << Cli::tr("%n field(s)", nullptr, int(entity.fields.size()))
          << (entity.estimatedCount > 0
                     ? QStringLiteral("  ") + Cli::tr("~%1 documents").arg(entity.estimatedCount)
                     : QString())
          << '\n';

    s << '\n' << Cli::tr("Relationships (%1):").arg(model.relationships.size()) << '\n';
    for (const Relationship &rel : model.relationships) {
        s << QStringLiteral("  %1 -> %2  %3 %4  %5")
                 .arg(entityName(model, rel.oneId), entityName(model, rel.manyId),
                     name(rel.cardinality), countsText(rel.counts), name(rel.strategy));
        if (rel.tree)
            s << QStringLiteral("  ") << Cli::tr("tree: %1").arg(name(rel.tree->encoding));
        const std::string parentField = parentFieldName(model, rel);
        const std::string childField = childFieldName(model, rel);
        if (!parentField.empty())
            s << QStringLiteral("  %1.%2").arg(
                entityName(model, rel.oneId), toQString(parentField));
        if (!childField.empty())
            s << QStringLiteral("  %1.%2").arg(
                entityName(model, rel.manyId), toQString(childField));
        if (const std::string keys = referenceKeysText(model, rel); !keys.empty())
            s << QStringLiteral("  ") << Cli::tr("keys: %1").arg(toQString(keys));
        s << '\n';
    }

    s << '\n' << Cli::tr("Indexes (%1):").arg(model.indexes.size()) << '\n';
    for (const Index &index : model.indexes) {
        s << QStringLiteral("  %1  %2  %3")
                 .arg(entityName(model, index.collectionId), toQString(index.effectiveName()),
                     toQString(indexKeysText(index.keys)));
        QStringList flags;
        if (index.unique)
            flags << QStringLiteral("unique");
        if (index.sparse)
            flags << QStringLiteral("sparse");
        if (!index.partialFilter.is_null())
            flags << QStringLiteral("partial");
        if (index.expireAfterSeconds)
            flags << QStringLiteral("ttl=%1s").arg(*index.expireAfterSeconds);
        if (index.hidden)
            flags << QStringLiteral("hidden");
        if (!flags.isEmpty())
            s << QStringLiteral("  ") << flags.join(QLatin1Char(' '));
        s << '\n';
    }

    s << '\n' << Cli::tr("Access patterns (%1):").arg(model.accessPatterns.size()) << '\n';
    for (const AccessPattern &ap : model.accessPatterns)
        s << QStringLiteral("  %1  %2  %3  %4/s\n")
                 .arg(toQString(ap.name), entityName(model, ap.collectionId), name(ap.kind))
                 .arg(ap.frequency);
    s.flush();
}

} // namespace

int runInfo(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(
        QStringLiteral("file"), Cli::tr("The model file."), QStringLiteral("FILE"));
    int exitCode = Success;
    if (!parseCommandLine(parser, arguments,
            Cli::tr("Print a summary of a model: entities, relationships with "
                    "their strategies, indexes and access patterns."),
            exitCode))
        return exitCode;
    if (parser.positionalArguments().size() != 1) {
        err() << Cli::tr("info: name exactly one model file.") << Qt::endl;
        return Unusable;
    }
    const std::optional<Model> loaded = loadForCli(parser.positionalArguments().first());
    if (!loaded)
        return Unusable;
    printModel(*loaded);
    return Success;
}

} // namespace docmodel::cli
