// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommand.h"
#include "liveoptions.h"

#include "inference/collectioninference.h"
#include "inference/modelfrominference.h"
#include "inference/parallelanalyzer.h"
#include "inference/schemareport.h"
#include "io/modelwriter.h"

#include <QElapsedTimer>
#include <QLocale>

namespace docmodel::cli {

using namespace docmodel::inference;

int runInfer(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("inputs"),
        Cli::tr("mongoexport files (JSON lines or a JSON array, Extended JSON), mongodump .bson or .bson.gz "
                "files, or mongodump folders."),
        QStringLiteral("FILE|DUMP_DIR..."));
    const QCommandLineOption output({ QStringLiteral("o"), QStringLiteral("output") },
        Cli::tr("The model file to write."), QStringLiteral("OUT"));
    const QCommandLineOption database(QStringLiteral("db"),
        Cli::tr("Only this database of a dump; the database of collections read from JSON files."),
        QStringLiteral("NAME"));
    const QCommandLineOption collection(QStringLiteral("collection"),
        Cli::tr("Only this collection (repeat for more)."), QStringLiteral("NAME"));
    const QCommandLineOption threads(QStringLiteral("threads"),
        Cli::tr("Threads to analyse documents on (default: one per core)."), QStringLiteral("N"));
    const QCommandLineOption skipBad(QStringLiteral("skip-bad"),
        Cli::tr("Count and skip documents that cannot be read instead of stopping at the first."));
    const QCommandLineOption report(QStringLiteral("report"),
        Cli::tr("Also print the schema of each collection to standard output (json: the shape "
                "@mongodb-js/mongodb-schema's parseSchema returns)."),
        QStringLiteral("FORMAT"));
    for (const QCommandLineOption &option : { output, database, collection, threads, skipBad, report })
        parser.addOption(option);
    int exitCode = Success;
    if (!parseCommandLine(parser, arguments,
            Cli::tr("Infer a model from documents: their fields with types and how often they occur, nested "
                    "documents and arrays, and, from a dump's metadata, indexes and collection options."),
            exitCode))
        return exitCode;
    const QStringList inputs = parser.positionalArguments();
    if (inputs.isEmpty() || (!parser.isSet(output) && !parser.isSet(report))) {
        err() << Cli::tr("infer: name the files or dump folders, and the model file with -o (or --report json).")
              << Qt::endl;
        return Unusable;
    }
    for (const QString &input : inputs) {
        if (isServerUri(input)) {
            err() << Cli::tr("infer: %1: inferring from a live server is not available in this version; "
                             "run mongodump and infer from its folder.")
                         .arg(input)
                  << Qt::endl;
            return Unusable;
        }
    }
    if (parser.isSet(report) && parser.value(report) != QLatin1String("json")) {
        err() << Cli::tr("infer: unknown report format \"%1\"; expected json.").arg(parser.value(report)) << Qt::endl;
        return Unusable;
    }
    InferOptions options;
    options.threads = ParallelAnalyzer::allCores();
    if (parser.isSet(threads)) {
        bool ok = false;
        options.threads = parser.value(threads).toInt(&ok);
        if (!ok || options.threads < 1) {
            err() << Cli::tr("infer: --threads needs a positive number.") << Qt::endl;
            return Unusable;
        }
    }
    options.skipBad = parser.isSet(skipBad);

    std::vector<std::string> paths;
    for (const QString &input : inputs)
        paths.push_back(input.toStdString());
    std::string problem;
    std::vector<CollectionSource> sources = findCollectionSources(paths, &problem);
    if (!problem.empty()) {
        err() << Cli::tr("infer: %1").arg(QString::fromStdString(problem)) << Qt::endl;
        return Unusable;
    }
    const QStringList wanted = parser.values(collection);
    const std::string onlyDatabase = parser.value(database).toStdString();
    std::vector<CollectionSource> chosen;
    for (CollectionSource &source : sources) {
        if (!wanted.isEmpty() && !wanted.contains(QString::fromStdString(source.name)))
            continue;
        if (!onlyDatabase.empty()) {
            if (source.fromDumpFolder && source.database != onlyDatabase)
                continue;
            source.database = onlyDatabase;
        }
        chosen.push_back(std::move(source));
    }
    if (chosen.empty()) {
        err() << Cli::tr("infer: none of the inputs holds a collection to infer (check --db and --collection).")
              << Qt::endl;
        return Unusable;
    }

    std::vector<InferredCollection> collections;
    nlohmann::ordered_json reports = nlohmann::ordered_json::object();
    for (const CollectionSource &source : chosen) {
        QElapsedTimer timer;
        timer.start();
        InferredCollection inferred;
        ReadError error;
        if (!inferCollection(source, options, inferred, error)) {
            err() << QString::fromStdString(error.toString()) << Qt::endl;
            return Unusable;
        }
        for (const ReadError &skipped : inferred.skippedErrors)
            err() << Cli::tr("%1 (skipped)").arg(QString::fromStdString(skipped.toString())) << '\n';
        if (inferred.skipped > 0)
            err() << Cli::tr("%1: skipped %Ln documents that cannot be read", nullptr, int(inferred.skipped))
                         .arg(QString::fromStdString(source.name))
                  << '\n';
        err() << Cli::tr("%1: %2 documents, %3 in %4 s")
                     .arg(QString::fromStdString(source.name), QLocale().toString(qulonglong(inferred.schema.documents())),
                         QLocale().formattedDataSize(qint64(inferred.bytes)),
                         QLocale().toString(double(timer.elapsed()) / 1000.0, 'f', 2))
              << Qt::endl;
        if (parser.isSet(report))
            reports[source.name] = schemaReport(inferred.schema);
        collections.push_back(std::move(inferred));
    }
    if (parser.isSet(output)) {
        const QString failure = saveModelFile(modelFromInference(collections), parser.value(output));
        if (!failure.isEmpty()) {
            err() << failure << Qt::endl;
            return Unusable;
        }
    }
    if (parser.isSet(report))
        out() << QString::fromStdString(reports.dump(1, ' ', false, nlohmann::ordered_json::error_handler_t::replace))
              << Qt::endl;
    return Success;
}

} // namespace docmodel::cli
