// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommand.h"
#include "liveoptions.h"

#include "inference/collectioninference.h"
#include "inference/filekeylookup.h"
#include "inference/relationshipdetection.h"
#include "live/livewait.h"
#include "inference/modelfrominference.h"
#include "inference/parallelanalyzer.h"
#include "inference/schemareport.h"
#include "io/modelwriter.h"

#include <QElapsedTimer>
#include <QLocale>

namespace docmodel::cli {

using namespace docmodel::inference;

namespace {

enum class RelationshipChoice { Strong, All, None };

// The relationships found, on standard error with their evidence; those
// chosen added to the model.
void addRelationships(Model &model, const std::vector<DetectedRelationship> &found, RelationshipChoice choice)
{
    std::vector<DetectedRelationship> added;
    for (const DetectedRelationship &detected : found) {
        const bool add = choice == RelationshipChoice::All || (choice == RelationshipChoice::Strong && detected.strong);
        const Relationship &rel = detected.relationship;
        const Entity *one = model.findEntity(rel.oneId);
        const Entity *many = model.findEntity(rel.manyId);
        const QString what = rel.tree
            ? Cli::tr("tree of %1 (%2)").arg(QString::fromStdString(one->name), QString::fromUtf8(toString(rel.tree->encoding).data()))
            : Cli::tr("%1 → %2, %3, %4")
                  .arg(QString::fromStdString(one->name), QString::fromStdString(many->name),
                      QString::fromUtf8(toString(rel.strategy).data()), QString::fromUtf8(toString(rel.cardinality).data()));
        err() << (add ? Cli::tr("relationship: %1: %2") : Cli::tr("not added (weak; --relationships all adds it): %1: %2"))
                         .arg(what, QString::fromStdString(detected.evidence))
              << '\n';
        if (add)
            added.push_back(detected);
    }
    addDetectedRelationships(model, added);
}

bool parseSample(const QString &text, qint64 &size)
{
    if (text == QLatin1String("all")) {
        size = 0;
        return true;
    }
    bool ok = false;
    size = text.toLongLong(&ok);
    return ok && size > 0;
}

// From a server: each collection sampled there, values looked up there.
int inferFromServer(const QCommandLineParser &parser, const LiveOptions &live, const QString &uri,
    LiveInferenceRequest request, Model &model, RelationshipChoice choice)
{
    LiveConnection connection;
    int exitCode = Success;
    if (!live.open(parser, uri, connection, exitCode))
        return exitCode;
    connection.setRequestTimeout(0x7fffffff); // a large sample takes its time; each driver call has its own
    QObject::connect(&connection, &LiveConnection::inferenceProgressed,
        [](LiveConnection::RequestId, const QString &collection, int index, int total) {
            err() << Cli::tr("%1 (%2 of %3)…").arg(collection).arg(index + 1).arg(total) << Qt::endl;
        });
    LiveInference result;
    LiveError error;
    if (!waitForResult(connection, connection.requestInference(request), &LiveConnection::inferenceFinished, &result, &error)) {
        err() << Cli::tr("infer: %1").arg(error.message) << Qt::endl;
        return Unusable;
    }
    for (const QString &notice : result.outcome->notices)
        err() << Cli::tr("note: %1").arg(notice) << '\n';
    for (const InferredCollection &collection : result.outcome->collections)
        err() << Cli::tr("%1: %2 of %3 documents read")
                     .arg(QString::fromStdString(collection.name), QLocale().toString(qulonglong(collection.schema.documents())),
                         QLocale().toString(qulonglong(std::max(collection.collectionCount, collection.schema.documents()))))
              << '\n';
    model = result.outcome->model;
    addRelationships(model, result.outcome->relationships, choice);
    return Success;
}

} // namespace

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
    const QCommandLineOption sample(QStringLiteral("sample"),
        Cli::tr("Documents per collection: from a server, taken at random there (default 1000); from files, kept "
                "to find relationships in (default 10000). \"all\" for every one."),
        QStringLiteral("N|all"));
    const QCommandLineOption relationships(QStringLiteral("relationships"),
        Cli::tr("Which relationships found in the documents to add: strong (default), all (also the weak "
                "candidates) or none. Each is listed with its evidence."),
        QStringLiteral("WHICH"));
    const QCommandLineOption keyUniqueness(QStringLiteral("key-uniqueness"),
        Cli::tr("How many of a field's sampled values must differ for it to count as a key others refer to, in "
                "percent (default 99: real keys have the odd duplicate)."),
        QStringLiteral("PERCENT"));
    for (const QCommandLineOption &option :
        { output, database, collection, threads, skipBad, report, sample, relationships, keyUniqueness })
        parser.addOption(option);
    const LiveOptions live;
    live.addTo(parser);
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
    RelationshipChoice choice = RelationshipChoice::Strong;
    if (parser.isSet(relationships)) {
        const QString which = parser.value(relationships);
        if (which == QLatin1String("all"))
            choice = RelationshipChoice::All;
        else if (which == QLatin1String("none"))
            choice = RelationshipChoice::None;
        else if (which != QLatin1String("strong")) {
            err() << Cli::tr("infer: --relationships takes strong, all or none.") << Qt::endl;
            return Unusable;
        }
    }
    double keyShare = kKeyUniqueShare;
    if (parser.isSet(keyUniqueness)) {
        bool ok = false;
        const double percent = parser.value(keyUniqueness).toDouble(&ok);
        if (!ok || percent < 50 || percent > 100) {
            err() << Cli::tr("infer: --key-uniqueness takes a percentage from 50 to 100, not \"%1\".")
                         .arg(parser.value(keyUniqueness))
                  << Qt::endl;
            return Unusable;
        }
        keyShare = percent / 100;
    }
    qint64 sampleSize = -1;
    if (parser.isSet(sample) && !parseSample(parser.value(sample), sampleSize)) {
        err() << Cli::tr("infer: --sample takes a positive number or \"all\".") << Qt::endl;
        return Unusable;
    }
    if (std::any_of(inputs.begin(), inputs.end(), isServerUri)) {
        if (inputs.size() != 1 || !parser.isSet(database) || !parser.isSet(output) || parser.isSet(report)) {
            err() << Cli::tr("infer: from a server, give its URI alone, the database with --db, and the model file "
                             "with -o (--report is for files).")
                  << Qt::endl;
            return Unusable;
        }
        LiveInferenceRequest request;
        request.database = parser.value(database);
        request.collections = parser.values(collection);
        request.sampleSize = sampleSize < 0 ? 1000 : sampleSize;
        Model model;
        if (const int code = inferFromServer(parser, live, inputs.front(), request, model, choice); code != Success)
            return code;
        if (const QString failure = saveModelFile(model, parser.value(output)); !failure.isEmpty()) {
            err() << failure << Qt::endl;
            return Unusable;
        }
        return Success;
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
    if (sampleSize >= 0)
        options.sampleSize = sampleSize == 0 ? size_t(-1) : size_t(sampleSize);

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

    options.sampleBytes = sampleBytesPerCollection(chosen.size());
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
        Model model = modelFromInference(collections);
        addRelationships(model, detectRelationships(model, collections, fileKeyLookup(chosen), keyShare), choice);
        const QString failure = saveModelFile(model, parser.value(output));
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
