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
// The model of a database on a server, with its relationships, written to `output`.
int inferFromServer(const QCommandLineParser &parser, const LiveOptions &live, const QString &uri,
    LiveInferenceRequest request, RelationshipChoice choice, const QString &output)
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
    Model model = result.outcome->model;
    addRelationships(model, result.outcome->relationships, choice);
    if (const QString failure = saveModelFile(model, output); !failure.isEmpty()) {
        err() << failure << Qt::endl;
        return Unusable;
    }
    return Success;
}


// --relationships: strong, all or none.
std::optional<RelationshipChoice> relationshipChoice(const QString &which)
{
    if (which == QLatin1String("strong"))
        return RelationshipChoice::Strong;
    if (which == QLatin1String("all"))
        return RelationshipChoice::All;
    if (which == QLatin1String("none"))
        return RelationshipChoice::None;
    return std::nullopt;
}

// --key-uniqueness: a percentage from 50 to 100, as a share.
std::optional<double> keyUniqueShare(const QString &text)
{
    bool ok = false;
    const double percent = text.toDouble(&ok);
    if (!ok || percent < 50 || percent > 100)
        return std::nullopt;
    return percent / 100;
}

// The collections of the inputs that --collection and --db choose (--db
// names the database of collections read from JSON files); false, with the
// reason printed, when there is none.
bool chooseSources(const QStringList &inputs, const QStringList &wanted, const std::string &onlyDatabase,
    std::vector<CollectionSource> &chosen)
{
    std::vector<std::string> paths;
    for (const QString &input : inputs)
        paths.push_back(input.toStdString());
    std::string problem;
    std::vector<CollectionSource> sources = findCollectionSources(paths, &problem);
    if (!problem.empty()) {
        err() << Cli::tr("infer: %1").arg(QString::fromStdString(problem)) << Qt::endl;
        return false;
    }
    for (CollectionSource &source : sources) {
        if (!wanted.isEmpty() && !wanted.contains(QString::fromStdString(source.name)))
            continue;
        if (!source.mappedFrom.empty())
            err() << Cli::tr("infer: %1 read as collection %2")
                         .arg(QString::fromStdString(source.mappedFrom), QString::fromStdString(source.name))
                  << Qt::endl;
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
        return false;
    }
    return true;
}

// Each collection read and analysed, with what was skipped and how long it
// took on standard error; its schema report too when `reports` is given.
bool inferSources(const std::vector<CollectionSource> &chosen, const InferOptions &options,
    nlohmann::ordered_json *reports, std::vector<InferredCollection> &collections)
{
    for (const CollectionSource &source : chosen) {
        QElapsedTimer timer;
        timer.start();
        InferredCollection inferred;
        ReadError error;
        if (!inferCollection(source, options, inferred, error)) {
            err() << QString::fromStdString(error.toString()) << Qt::endl;
            return false;
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
        if (reports)
            (*reports)[source.name] = schemaReport(inferred.schema);
        collections.push_back(std::move(inferred));
    }
    return true;
}

// The options of `infer`.
struct InferOptionSet {
    const QCommandLineOption output { { QStringLiteral("o"), QStringLiteral("output") },
        Cli::tr("The model file to write."), QStringLiteral("OUT") };
    const QCommandLineOption database { QStringLiteral("db"),
        Cli::tr("Only this database of a dump; the database of collections read from JSON files."),
        QStringLiteral("NAME") };
    const QCommandLineOption collection { QStringLiteral("collection"),
        Cli::tr("Only this collection (repeat for more)."), QStringLiteral("NAME") };
    const QCommandLineOption threads { QStringLiteral("threads"),
        Cli::tr("Threads to analyse documents on (default: one per core)."), QStringLiteral("N") };
    const QCommandLineOption skipBad { QStringLiteral("skip-bad"),
        Cli::tr("Count and skip documents that cannot be read instead of stopping at the first.") };
    const QCommandLineOption report { QStringLiteral("report"),
        Cli::tr("Also print the schema of each collection to standard output (json: the shape "
                "@mongodb-js/mongodb-schema's parseSchema returns)."),
        QStringLiteral("FORMAT") };
    const QCommandLineOption sample { QStringLiteral("sample"),
        Cli::tr("Documents per collection: from a server, taken at random there (default 1000); from files, kept "
                "to find relationships in (default 10000). \"all\" for every one."),
        QStringLiteral("N|all") };
    const QCommandLineOption relationships { QStringLiteral("relationships"),
        Cli::tr("Which relationships found in the documents to add: strong (default), all (also the weak "
                "candidates) or none. Each is listed with its evidence."),
        QStringLiteral("WHICH") };
    const QCommandLineOption keyUniqueness { QStringLiteral("key-uniqueness"),
        Cli::tr("How many of a field's sampled values must differ for it to count as a key others refer to, in "
                "percent (default 99: real keys have the odd duplicate)."),
        QStringLiteral("PERCENT") };
    const QCommandLineOption bounds { QStringLiteral("bounds"),
        Cli::tr("allowed (default): the validators allow arrays and strings longer, and numbers other, than the "
                "documents read hold; the ranges seen are kept as information. observed: the sample's extremes "
                "become maxItems, maxLength, minimum and maximum."),
        QStringLiteral("allowed|observed") };

    void addTo(QCommandLineParser &parser) const
    {
        for (const QCommandLineOption &option :
            { output, database, collection, threads, skipBad, report, sample, relationships, keyUniqueness, bounds })
            parser.addOption(option);
    }
};

// How files are read: threads, bad documents, sample size; nullopt (said
// why) when --threads is not a positive number.
std::optional<InferOptions> fileInferOptions(const QCommandLineParser &parser, const InferOptionSet &flags, qint64 sampleSize)
{
    InferOptions options;
    options.threads = ParallelAnalyzer::allCores();
    if (parser.isSet(flags.threads)) {
        bool ok = false;
        options.threads = parser.value(flags.threads).toInt(&ok);
        if (!ok || options.threads < 1) {
            err() << Cli::tr("infer: --threads needs a positive number.") << Qt::endl;
            return std::nullopt;
        }
    }
    options.skipBad = parser.isSet(flags.skipBad);
    if (sampleSize >= 0)
        options.sampleSize = sampleSize == 0 ? size_t(-1) : size_t(sampleSize);
    return options;
}

} // namespace

int runInfer(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("inputs"),
        Cli::tr("mongoexport files (JSON lines or a JSON array, Extended JSON), mongodump .bson or .bson.gz "
                "files, or mongodump folders; or a mongodb:// URI. NAME=FILE reads FILE as collection NAME; "
                "NAME.data.json and DATABASE.NAME.json (Compass's export) are read as NAME."),
        QStringLiteral("[NAME=]FILE|DUMP_DIR...|URI"));
    const InferOptionSet flags;
    flags.addTo(parser);
    const LiveOptions live;
    live.addTo(parser);
    int exitCode = Success;
    if (!parseCommandLine(parser, arguments,
            Cli::tr("Infer a model from documents: their fields with types and how often they occur, nested "
                    "documents and arrays, and, from a dump's metadata, indexes and collection options."),
            exitCode))
        return exitCode;
    const QStringList inputs = parser.positionalArguments();
    if (inputs.isEmpty() || (!parser.isSet(flags.output) && !parser.isSet(flags.report))) {
        err() << Cli::tr("infer: name the files or dump folders, and the model file with -o (or --report json).")
              << Qt::endl;
        return Unusable;
    }
    const std::optional<RelationshipChoice> choice
        = relationshipChoice(parser.isSet(flags.relationships) ? parser.value(flags.relationships) : QStringLiteral("strong"));
    if (!choice) {
        err() << Cli::tr("infer: --relationships takes strong, all or none.") << Qt::endl;
        return Unusable;
    }
    const std::optional<double> keyShare
        = parser.isSet(flags.keyUniqueness) ? keyUniqueShare(parser.value(flags.keyUniqueness)) : kKeyUniqueShare;
    if (!keyShare) {
        err() << Cli::tr("infer: --key-uniqueness takes a percentage from 50 to 100, not \"%1\".")
                     .arg(parser.value(flags.keyUniqueness))
              << Qt::endl;
        return Unusable;
    }
    const QString boundsName = parser.value(flags.bounds);
    if (!boundsName.isEmpty() && boundsName != QLatin1String("allowed") && boundsName != QLatin1String("observed")) {
        err() << Cli::tr("infer: --bounds takes allowed or observed, not \"%1\".").arg(boundsName) << Qt::endl;
        return Unusable;
    }
    const Bounds bounds = boundsName == QLatin1String("observed") ? Bounds::Observed : Bounds::Allowed;
    qint64 sampleSize = -1;
    if (parser.isSet(flags.sample) && !parseSample(parser.value(flags.sample), sampleSize)) {
        err() << Cli::tr("infer: --sample takes a positive number or \"all\".") << Qt::endl;
        return Unusable;
    }
    if (std::any_of(inputs.begin(), inputs.end(), isServerUri)) {
        const QString database = serverDatabase(parser.value(flags.database), inputs.front());
        if (inputs.size() != 1 || database.isEmpty() || !parser.isSet(flags.output) || parser.isSet(flags.report)) {
            err() << Cli::tr("infer: from a server, give its URI alone, the database in it (mongodb://host/shop) or "
                             "with --db, and the model file with -o (--report is for files).")
                  << Qt::endl;
            return Unusable;
        }
        LiveInferenceRequest request;
        request.database = database;
        request.collections = parser.values(flags.collection);
        request.sampleSize = sampleSize < 0 ? 1000 : sampleSize;
        request.bounds = bounds;
        return inferFromServer(parser, live, inputs.front(), request, *choice, parser.value(flags.output));
    }
    if (parser.isSet(flags.report) && parser.value(flags.report) != QLatin1String("json")) {
        err() << Cli::tr("infer: unknown report format \"%1\"; expected json.").arg(parser.value(flags.report)) << Qt::endl;
        return Unusable;
    }
    std::optional<InferOptions> read = fileInferOptions(parser, flags, sampleSize);
    if (!read)
        return Unusable;
    InferOptions &options = *read;

    std::vector<CollectionSource> chosen;
    if (!chooseSources(inputs, parser.values(flags.collection), parser.value(flags.database).toStdString(), chosen))
        return Unusable;
    options.sampleBytes = sampleBytesPerCollection(chosen.size());
    std::vector<InferredCollection> collections;
    nlohmann::ordered_json reports = nlohmann::ordered_json::object();
    if (!inferSources(chosen, options, parser.isSet(flags.report) ? &reports : nullptr, collections))
        return Unusable;
    if (parser.isSet(flags.output)) {
        Model model = modelFromInference(collections, bounds);
        addRelationships(model, detectRelationships(model, collections, fileKeyLookup(chosen), *keyShare), *choice);
        const QString failure = saveModelFile(model, parser.value(flags.output));
        if (!failure.isEmpty()) {
            err() << failure << Qt::endl;
            return Unusable;
        }
    }
    if (parser.isSet(flags.report))
        out() << QString::fromStdString(reports.dump(1, ' ', false, nlohmann::ordered_json::error_handler_t::replace))
              << Qt::endl;
    return Success;
}

} // namespace docmodel::cli
