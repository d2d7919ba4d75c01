// SPDX-License-Identifier: GPL-3.0-or-later
// docmodeler-cli aggregate: a pipeline's first documents, as the explorer's
// Aggregation tab previews them, and the pipeline kept in a model file as
// an access pattern.
#include "bsontext.h"
#include "clicommand.h"
#include "liveoptions.h"

#include "io/modelwriter.h"
#include "live/liveconnection.h"
#include "preview/bsonptr.h"
#include "preview/collectionpreview.h"
#include "query/explorerquery.h"
#include "query/pipelinetext.h"
#include "schema/model.h"

namespace docmodel::cli {

namespace {

// A pipeline's answer is a glance, as in the explorer; a longer run belongs
// in mongosh.
constexpr int kTimeLimitMs = 60000;
constexpr int kMostDocuments = 100000;

// The pipeline as an access pattern of the model's collection, saved to
// `target`; false with the reason printed.
bool addToModel(const QString &modelPath, const QString &target, const QString &database, const QString &collection,
    const std::vector<PipelineStage> &stages, const QString &name)
{
    std::optional<Model> model = loadForCli(modelPath);
    if (!model)
        return false;
    QString why;
    std::optional<AccessPattern> pattern = accessPatternOfPipeline(stages, &why);
    if (pattern)
        pattern = patternOfCollection(*model, database, collection, std::move(*pattern), &why);
    if (!pattern) {
        err() << modelPath << ": " << why << Qt::endl;
        return false;
    }
    pattern->name = name.toStdString();
    pattern->description = Cli::tr("From docmodeler-cli aggregate: %1").arg(aggregateCommand(collection, stages)).toStdString();
    model->accessPatterns.push_back(*pattern);
    if (const QString failure = saveModelFile(*model, target); !failure.isEmpty()) {
        err() << failure << Qt::endl;
        return false;
    }
    err() << Cli::tr("Added to %1 as the access pattern \"%2\" of %3.").arg(target, name, collection) << Qt::endl;
    return true;
}

} // namespace

int runAggregate(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("uri"), Cli::tr("mongodb:// or mongodb+srv:// connection string."));
    const QCommandLineOption dbOption(QStringLiteral("db"), Cli::tr("The database (default: the URI's)."), QStringLiteral("name"));
    const QCommandLineOption collectionOption(QStringLiteral("collection"), Cli::tr("The collection to read."), QStringLiteral("name"));
    const QCommandLineOption stageOption(QStringLiteral("stage"),
        Cli::tr("One stage in the shell's syntax, e.g. \"{$match: {status: 'A'}}\"; repeat it for each stage, in order."),
        QStringLiteral("stage"));
    const QCommandLineOption limitOption(QStringLiteral("limit"),
        Cli::tr("Documents to print at most (default: 20, up to %1).").arg(kMostDocuments), QStringLiteral("n"),
        QStringLiteral("20"));
    const QCommandLineOption formatOption(QStringLiteral("format"),
        Cli::tr("mongosh, relaxed or canonical (Extended JSON)."), QStringLiteral("format"), QStringLiteral("mongosh"));
    const QCommandLineOption addToOption(QStringLiteral("add-to"),
        Cli::tr("Once the server has run it, add the pipeline to this model file as an access pattern of the "
                "collection (its leading $match, $sort and $project)."),
        QStringLiteral("model"));
    const QCommandLineOption nameOption(
        QStringLiteral("name"), Cli::tr("The access pattern's name (with --add-to)."), QStringLiteral("name"));
    const QCommandLineOption output = outputOption();
    const LiveOptions liveOptions;
    parser.addOptions({ dbOption, collectionOption, stageOption, limitOption, formatOption, addToOption, nameOption, output });
    liveOptions.addTo(parser);
    int exitCode = Success;
    if (!parseCommandLine(parser, arguments,
            Cli::tr("Print the first documents of an aggregation pipeline, as the explorer previews it; $out and "
                    "$merge are refused: nothing is written to the server."),
            exitCode))
        return exitCode;
    if (parser.positionalArguments().size() != 1 || !parser.isSet(collectionOption) || !parser.isSet(stageOption)) {
        err() << Cli::tr("aggregate needs a connection string, --collection and at least one --stage, e.g. "
                         "aggregate mongodb://127.0.0.1:27017 --db shop --collection orders --stage \"{$match: {}}\"")
              << Qt::endl;
        return Unusable;
    }
    const std::optional<PreviewFormat> format = documentFormat(parser.value(formatOption));
    if (!format)
        return Unusable;
    bool limitOk = false;
    const int limit = parser.value(limitOption).toInt(&limitOk);
    if (!limitOk || limit < 1 || limit > kMostDocuments) {
        err() << Cli::tr("--limit needs a number from 1 to %1.").arg(kMostDocuments) << Qt::endl;
        return Unusable;
    }
    if ((parser.isSet(nameOption) || parser.isSet(output)) && !parser.isSet(addToOption)) {
        err() << Cli::tr("--name and -o go with --add-to.") << Qt::endl;
        return Unusable;
    }
    std::vector<PipelineStage> stages;
    for (const QString &text : parser.values(stageOption))
        stages.push_back({ text, true });
    const PipelineReading reading = readPipeline(stages, int(stages.size()) - 1);
    if (reading.failedStage >= 0) {
        err() << Cli::tr("Stage %1 does not read at line %2, column %3: %4.")
                     .arg(reading.failedStage + 1)
                     .arg(reading.failure.line)
                     .arg(reading.failure.column)
                     .arg(reading.failure.error)
              << Qt::endl;
        return Unusable;
    }
    if (reading.writingStage >= 0) {
        const QByteArray text = stages[size_t(reading.writingStage)].text.toUtf8();
        err() << Cli::tr("Stage %1 is %2, which writes to a collection; aggregate only reads. Run the pipeline "
                         "in mongosh to write.")
                     .arg(reading.writingStage + 1)
                     .arg(readStage(std::string_view(text.constData(), size_t(text.size()))).op)
              << Qt::endl;
        return Unusable;
    }
    const QString uri = parser.positionalArguments().constFirst();
    AggregateQuery query;
    query.database = serverDatabase(parser.value(dbOption), uri);
    if (query.database.isEmpty()) {
        err() << Cli::tr("Name the database with --db or in the URI (mongodb://host/shop).") << Qt::endl;
        return Unusable;
    }
    query.collection = parser.value(collectionOption);
    query.pipeline = reading.json;
    query.limit = limit;
    query.maxTimeMs = kTimeLimitMs;

    LiveConnection connection;
    if (!liveOptions.open(parser, uri, connection, exitCode))
        return exitCode;
    DocumentPage page;
    if (!askServer(connection, connection.requestAggregate(query), &LiveConnection::aggregateReceived, &page))
        return Unusable;
    std::vector<BsonPtr> documents;
    appendDocuments(page, documents);
    err() << (page.exhausted ? Cli::tr("%n document(s): all the pipeline gives.", nullptr, page.count)
                             : Cli::tr("The first %n document(s) of the pipeline (--limit).", nullptr, page.count))
          << Qt::endl;
    out() << QString::fromStdString(formatDocuments(documents, *format));
    out().flush();
    if (parser.isSet(addToOption)) {
        const QString modelPath = parser.value(addToOption);
        const QString name = parser.isSet(nameOption)
            ? parser.value(nameOption)
            : Cli::tr("aggregate in %1").arg(query.collection);
        if (!addToModel(modelPath, parser.isSet(output) ? parser.value(output) : modelPath, query.database,
                query.collection, stages, name))
            return Unusable;
    }
    return Success;
}

} // namespace docmodel::cli
