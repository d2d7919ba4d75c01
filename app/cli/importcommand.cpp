// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommand.h"

#include "export/jsonschemaimport.h"
#include "io/modelwriter.h"

namespace docmodel::cli {

int runImportJsonSchema(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("schema"),
        Cli::tr("The JSON Schema (draft 2020-12) or $jsonSchema file."), QStringLiteral("SCHEMA"));
    const QCommandLineOption output({ QStringLiteral("o"), QStringLiteral("output") },
        Cli::tr("The model file to write."), QStringLiteral("FILE"));
    parser.addOption(output);
    int exitCode = Success;
    if (!parseCommandLine(parser, arguments,
            Cli::tr("Create a model from a JSON Schema: its collections and their fields."),
            exitCode))
        return exitCode;
    if (parser.positionalArguments().size() != 1 || !parser.isSet(output)) {
        err() << Cli::tr("import-json-schema: name one schema file and the model file with -o.")
              << Qt::endl;
        return Unusable;
    }
    const LoadResult imported = importJsonSchemaFile(parser.positionalArguments().first());
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

} // namespace docmodel::cli
