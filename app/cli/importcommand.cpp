// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommand.h"

#include "import/jsonschemaimport.h"
#include "import/prismaimport.h"
#include "io/modelwriter.h"

#include <functional>

namespace docmodel::cli {

namespace {

// An import command: one input file, the model written with -o.
int runImport(const QStringList &arguments, const QString &inputHelp, const QString &description,
    const QString &usage, const std::function<LoadResult(const QString &)> &import)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("schema"), inputHelp, QStringLiteral("SCHEMA"));
    const QCommandLineOption output({ QStringLiteral("o"), QStringLiteral("output") },
        Cli::tr("The model file to write."), QStringLiteral("FILE"));
    parser.addOption(output);
    int exitCode = Success;
    if (!parseCommandLine(parser, arguments, description, exitCode))
        return exitCode;
    if (parser.positionalArguments().size() != 1 || !parser.isSet(output)) {
        err() << usage << Qt::endl;
        return Unusable;
    }
    const LoadResult imported = import(parser.positionalArguments().first());
    if (!imported.ok()) {
        err() << imported.error.toString() << Qt::endl;
        return Unusable;
    }
    const QString failure = saveModelFile(*imported.model, parser.value(output));
    if (!failure.isEmpty()) {
        err() << failure << Qt::endl;
        return Unusable;
    }
    return Success;
}

} // namespace

int runImportJsonSchema(const QStringList &arguments)
{
    return runImport(arguments, Cli::tr("The JSON Schema (draft 2020-12) or $jsonSchema file."),
        Cli::tr("Create a model from a JSON Schema: its collections and their fields."),
        Cli::tr("import-json-schema: name one schema file and the model file with -o."),
        importJsonSchemaFile);
}

int runImportPrisma(const QStringList &arguments)
{
    return runImport(arguments, Cli::tr("The Prisma schema (schema.prisma) for MongoDB."),
        Cli::tr("Create a model from a Prisma schema: models as collections, composite types as "
                "embedded types, relations as references, enums, indexes."),
        Cli::tr("import-prisma: name one schema file and the model file with -o."),
        importPrismaFile);
}

} // namespace docmodel::cli
