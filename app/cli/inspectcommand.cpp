// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommand.h"
#include "bsontext.h"
#include "liveoptions.h"

#include "live/liveconnection.h"
#include "live/livewait.h"
#include "preview/bsonptr.h"

#include <nlohmann/json.hpp>

#include <QLocale>

namespace docmodel::cli {

namespace {

using json = nlohmann::ordered_json;

// A view's pipeline is a BSON array kept as its bytes: shown as "[ ... ]",
// not as a document keyed "0", "1"...
std::string relaxedArray(const QByteArray &bytes)
{
    bson_t view;
    if (bytes.isEmpty()
        || !bson_init_static(
            &view, reinterpret_cast<const uint8_t *>(bytes.constData()), size_t(bytes.size())))
        return {};
    bson_t wrapper = BSON_INITIALIZER;
    bson_append_array(&wrapper, "a", 1, &view);
    std::string text = relaxedJson(&wrapper); // { "a" : [ ... ] }
    bson_destroy(&wrapper);
    const std::string prefix = "{ \"a\" : ";
    if (text.rfind(prefix, 0) != 0 || text.size() < prefix.size() + 2)
        return {};
    return text.substr(prefix.size(), text.size() - prefix.size() - 2);
}

QString sizeText(std::optional<qint64> bytes)
{
    return bytes ? QLocale().formattedDataSize(*bytes) : Cli::tr("size unknown");
}

// Runs one request to its end; a lost server ends the whole command.
class Inspector
{
public:
    Inspector(LiveConnection &connection)
        : mConnection(connection)
    { }

    template <typename Result>
    bool ask(LiveConnection::RequestId id,
        void (LiveConnection::*received)(LiveConnection::RequestId, const Result &), Result *result)
    {
        LiveError error;
        if (askServer(mConnection, id, received, result, &error))
            return true;
        if (error.isConnectionProblem() || error.kind == LiveError::Kind::InvalidUri)
            mFatal = true;
        return false;
    }
    bool fatal() const { return mFatal; }

private:
    LiveConnection &mConnection;
    bool mFatal = false;
};

void printNotices(const QStringList &notices, const QString &indent)
{
    for (const QString &notice : notices)
        out() << indent << Cli::tr("note: %1").arg(notice) << '\n';
}

json noticesJson(const QStringList &notices)
{
    json list = json::array();
    for (const QString &notice : notices)
        list.push_back(notice.toStdString());
    return list;
}

void optional(json &object, const char *key, std::optional<qint64> value)
{
    if (value)
        object[key] = *value;
}

} // namespace

namespace {

// One run of `inspect`: the server, then each database and collection, as
// text or as one JSON report. A lost server ends the run (fatal).
class InspectRun
{
public:
    InspectRun(LiveConnection &connection, bool text, int documentCount)
        : mConnection(connection)
        , mInspector(connection)
        , mText(text)
        , mDocumentCount(documentCount)
    { }

    bool fatal() const { return mInspector.fatal(); }
    json &report() { return mReport; }

    bool server()
    {
        ServerInfo server;
        if (!mInspector.ask(
                mConnection.requestServerInfo(), &LiveConnection::serverInfoReceived, &server))
            return false;
        const bool text = mText;
        json &report = mReport;
        if (text) {
            out() << Cli::tr("Server %1: MongoDB %2, %3, wire version %4")
                         .arg(server.address,
                             server.version.isEmpty() ? Cli::tr("(version unknown)")
                                                      : server.version,
                             topologyName(server.topology))
                         .arg(server.maxWireVersion)
                  << '\n';
            if (!server.setName.isEmpty())
                out() << "  "
                      << Cli::tr("replica set %1: %2")
                             .arg(server.setName, server.members.join(QStringLiteral(", ")))
                      << '\n';
            printNotices(server.notices, QStringLiteral("  "));
        } else {
            report["server"] = { { "address", server.address.toStdString() },
                { "version", server.version.toStdString() },
                { "topology", topologyName(server.topology).toStdString() },
                { "maxWireVersion", server.maxWireVersion },
                { "setName", server.setName.toStdString() },
                { "notices", noticesJson(server.notices) } };
            json members = json::array();
            for (const QString &member : server.members)
                members.push_back(member.toStdString());
            report["server"]["members"] = members;
        }
        return true;
    }

    // False when the run must end.
    bool database(const DatabaseInfo &database, const QString &onlyCollection, json &databasesJson)
    {
        json databaseJson
            = { { "name", database.name.toStdString() }, { "confirmed", database.confirmed } };
        optional(databaseJson, "sizeOnDisk", database.sizeOnDisk);
        if (mText)
            out() << '\n'
                  << Cli::tr("Database %1 (%2)").arg(database.name, sizeText(database.sizeOnDisk))
                  << (database.confirmed
                             ? QString()
                             : QStringLiteral(" ") + Cli::tr("[not confirmed by the server]"))
                  << '\n';
        CollectionList collections;
        const QStringList wanted
            = onlyCollection.isEmpty() ? QStringList() : QStringList { onlyCollection };
        if (!mInspector.ask(mConnection.requestCollections(database.name, wanted),
                &LiveConnection::collectionsReceived, &collections))
            return !fatal();
        if (mText)
            printNotices(collections.notices, QStringLiteral("  "));
        else
            databaseJson["notices"] = noticesJson(collections.notices);
        json collectionsJson = json::array();
        for (const CollectionInfo &collection : std::as_const(collections.collections)) {
            if (!onlyCollection.isEmpty() && collection.name != onlyCollection)
                continue;
            if (!this->collection(database, collection, collectionsJson))
                return false;
        }
        databaseJson["collections"] = collectionsJson;
        databasesJson.push_back(databaseJson);
        return true;
    }

private:
    bool collection(
        const DatabaseInfo &database, const CollectionInfo &collection, json &collectionsJson)
    {
        const bool text = mText;
        json collectionJson = { { "name", collection.name.toStdString() },
            { "kind", collectionKindName(collection.kind).toStdString() },
            { "confirmed", collection.confirmed }, { "options", jsonOf(collection.options) } };
        if (text) {
            out() << "  "
                  << Cli::tr("Collection %1 (%2)")
                         .arg(collection.name, collectionKindName(collection.kind))
                  << (collection.confirmed ? QString()
                                           : QStringLiteral(" ")
                                 + Cli::tr("[in the model; not confirmed by the server]"))
                  << '\n';
            if (collection.capped)
                out() << "    "
                      << Cli::tr("capped: %1, at most %2 documents")
                             .arg(sizeText(collection.cappedSize))
                             .arg(collection.cappedMax ? QString::number(*collection.cappedMax)
                                                       : QStringLiteral("-"))
                      << '\n';
            if (!collection.viewOn.isEmpty())
                out() << "    "
                      << Cli::tr("view on %1: %2")
                             .arg(collection.viewOn,
                                 QString::fromStdString(relaxedArray(collection.pipeline)))
                      << '\n';
            if (!collection.timeseries.isEmpty())
                out() << "    "
                      << Cli::tr("time series: %1")
                             .arg(QString::fromStdString(relaxed(collection.timeseries)))
                      << '\n';
            if (!collection.collation.isEmpty())
                out() << "    "
                      << Cli::tr("collation: %1")
                             .arg(QString::fromStdString(relaxed(collection.collation)))
                      << '\n';
            if (!collection.validator.isEmpty())
                out() << "    "
                      << Cli::tr("validator (level %1, action %2): %3")
                             .arg(collection.validationLevel.isEmpty() ? QStringLiteral("strict")
                                                                       : collection.validationLevel,
                                 collection.validationAction.isEmpty()
                                     ? QStringLiteral("error")
                                     : collection.validationAction,
                                 QString::fromStdString(relaxed(collection.validator)))
                      << '\n';
        }
        if (collection.kind != CollectionKind::View
            && !(stats(database, collection, collectionJson)
                && indexes(database, collection, collectionJson)))
            return false;
        if (mDocumentCount > 0 && !documents(database, collection, collectionJson))
            return false;
        collectionsJson.push_back(collectionJson);
        return true;
    }

    bool stats(const DatabaseInfo &database, const CollectionInfo &collection, json &collectionJson)
    {
        const bool text = mText;
        CollectionStats stats;
        if (mInspector.ask(mConnection.requestStats(database.name, collection.name),
                &LiveConnection::statsReceived, &stats)) {
            if (text) {
                out() << "    "
                      << Cli::tr("%1 documents, average %2, data %3, storage %4, indexes %5")
                             .arg(stats.count ? QLocale().toString(*stats.count)
                                              : QStringLiteral("?"),
                                 sizeText(stats.averageObjectSize), sizeText(stats.size),
                                 sizeText(stats.storageSize), sizeText(stats.totalIndexSize))
                      << '\n';
                printNotices(stats.notices, QStringLiteral("    "));
            } else {
                json statsJson = json::object();
                optional(statsJson, "count", stats.count);
                optional(statsJson, "size", stats.size);
                optional(statsJson, "avgObjSize", stats.averageObjectSize);
                optional(statsJson, "storageSize", stats.storageSize);
                optional(statsJson, "totalIndexSize", stats.totalIndexSize);
                statsJson["notices"] = noticesJson(stats.notices);
                collectionJson["stats"] = statsJson;
            }
        }
        return !fatal();
    }

    bool indexes(
        const DatabaseInfo &database, const CollectionInfo &collection, json &collectionJson)
    {
        const bool text = mText;
        IndexList indexes;
        if (mInspector.ask(mConnection.requestIndexes(database.name, collection.name),
                &LiveConnection::indexesReceived, &indexes)) {
            json indexesJson = json::array();
            for (const IndexInfo &index : std::as_const(indexes.indexes)) {
                if (text) {
                    out() << "    "
                          << Cli::tr("index %1: %2")
                                 .arg(index.name, QString::fromStdString(relaxed(index.spec)));
                    if (index.size)
                        out() << "  " << sizeText(index.size);
                    if (index.accesses)
                        out() << "  " << Cli::tr("%1 uses").arg(*index.accesses);
                    out() << '\n';
                } else {
                    json indexJson
                        = { { "name", index.name.toStdString() }, { "spec", jsonOf(index.spec) } };
                    optional(indexJson, "size", index.size);
                    optional(indexJson, "accesses", index.accesses);
                    indexesJson.push_back(indexJson);
                }
            }
            if (text)
                printNotices(indexes.notices, QStringLiteral("    "));
            collectionJson["indexes"] = indexesJson;
            collectionJson["indexNotices"] = noticesJson(indexes.notices);
        }
        return !fatal();
    }

    bool documents(
        const DatabaseInfo &database, const CollectionInfo &collection, json &collectionJson)
    {
        const bool text = mText;
        DocumentQuery query;
        query.database = database.name;
        query.collection = collection.name;
        query.limit = mDocumentCount;
        query.pageSize = mDocumentCount;
        DocumentPage page;
        if (mInspector.ask(
                mConnection.requestDocuments(query), &LiveConnection::documentsReceived, &page)) {
            json documentsJson = json::array();
            for (const QByteArray &document : pageDocuments(page)) {
                if (text)
                    out() << "    " << QString::fromStdString(relaxed(document)) << '\n';
                else
                    documentsJson.push_back(jsonOf(document));
            }
            collectionJson["documents"] = documentsJson;
        }
        return !fatal();
    }

    LiveConnection &mConnection;
    Inspector mInspector;
    bool mText;
    int mDocumentCount;
    json mReport;
};

} // namespace

int runInspect(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(
        QStringLiteral("uri"), Cli::tr("mongodb:// or mongodb+srv:// connection string."));
    const QCommandLineOption dbOption(
        QStringLiteral("db"), Cli::tr("Only this database (default: the URI's, if it names one)."), QStringLiteral("name"));
    const QCommandLineOption collectionOption(
        QStringLiteral("collection"), Cli::tr("Only this collection."), QStringLiteral("name"));
    const QCommandLineOption documentsOption(QStringLiteral("documents"),
        Cli::tr("Print the first N documents of each collection (relaxed Extended JSON)."),
        QStringLiteral("n"), QStringLiteral("0"));
    const QCommandLineOption formatOption(QStringLiteral("format"),
        Cli::tr("Output format: text or json."), QStringLiteral("format"), QStringLiteral("text"));
    const LiveOptions liveOptions;
    parser.addOptions({ dbOption, collectionOption, documentsOption, formatOption });
    liveOptions.addTo(parser);
    int exitCode = Success;
    if (!parseCommandLine(parser, arguments,
            Cli::tr(
                "Inspect a live server: databases, collections with their options and validators, "
                "indexes, statistics and documents."),
            exitCode))
        return exitCode;
    if (parser.positionalArguments().size() != 1) {
        err() << Cli::tr(
            "inspect needs exactly one connection string, e.g. mongodb://127.0.0.1:27017")
              << Qt::endl;
        return Unusable;
    }
    const QString format = parser.value(formatOption);
    if (format != QLatin1String("text") && format != QLatin1String("json")) {
        err() << Cli::tr("Unknown format \"%1\"; use text or json.").arg(format) << Qt::endl;
        return Unusable;
    }
    bool numbersOk = true;
    const int documentCount = parser.value(documentsOption).toInt(&numbersOk);
    if (!numbersOk || documentCount < 0) {
        err() << Cli::tr("--documents needs a number of 0 or more.") << Qt::endl;
        return Unusable;
    }
    LiveConnection connection;
    if (!liveOptions.open(parser, parser.positionalArguments().constFirst(), connection, exitCode))
        return exitCode;
    InspectRun run(connection, format == QLatin1String("text"), documentCount);
    if (!run.server())
        return Unusable;
    DatabaseList databases;
    // Only one database when --db or the URI names it.
    const QString only = serverDatabase(parser.value(dbOption), parser.positionalArguments().constFirst());
    const QStringList wantedDatabases = only.isEmpty() ? QStringList() : QStringList { only };
    Inspector inspector(connection);
    if (!inspector.ask(connection.requestDatabases(wantedDatabases),
            &LiveConnection::databasesReceived, &databases))
        return inspector.fatal() ? Unusable : ProblemsFound;
    const bool text = format == QLatin1String("text");
    if (text)
        printNotices(databases.notices, QString());
    else
        run.report()["notices"] = noticesJson(databases.notices);
    json databasesJson = json::array();
    for (const DatabaseInfo &database : std::as_const(databases.databases)) {
        if (!only.isEmpty() && database.name != only)
            continue;
        if (!run.database(database, parser.value(collectionOption), databasesJson))
            return Unusable;
    }
    if (!text) {
        run.report()["databases"] = databasesJson;
        out() << QString::fromStdString(run.report().dump(2)) << '\n';
    }
    out().flush();
    return Success;
}

} // namespace docmodel::cli
