// SPDX-License-Identifier: GPL-3.0-or-later
// docmodeler-cli find: a query's documents as the explorer shows them, or
// the documents a field of them references (--follow).
#include "bsontext.h"
#include "clicommand.h"
#include "liveoptions.h"

#include "live/liveconnection.h"
#include "live/livewait.h"
#include "preview/bsonptr.h"
#include "preview/collectionpreview.h"
#include "preview/shellformat.h"
#include "schema/model.h"
#include "schema/referencepaths.h"

#include <QLocale>

#include <algorithm>
#include <set>

namespace docmodel::cli {

namespace {

// Documents read per round trip; a page of the explorer is 20.
constexpr int kBatch = 500;

// Every document the query finds, read a batch at a time; false when the
// server failed (said on stderr).
bool readAll(LiveConnection &connection, DocumentQuery query, std::vector<BsonPtr> &documents)
{
    query.pageSize = query.limit > 0 ? int(std::min<qint64>(query.limit, kBatch)) : kBatch;
    DocumentPage page;
    if (!askServer(connection, connection.requestDocuments(query), &LiveConnection::documentsReceived, &page))
        return false;
    while (true) {
        appendDocuments(page, documents);
        if (page.exhausted || !page.cursorId)
            return true;
        if (!askServer(connection, connection.requestNextPage(page.cursorId, query.pageSize),
                &LiveConnection::documentsReceived, &page))
            return false;
    }
}

// The values at a dotted path (array elements each), as one-line shell text
// and BSON values appended to `values` ({"0": …, "1": …}).
void collectValues(const bson_t *document, const std::string &path, bson_t *values, std::set<std::string> &seen)
{
    const auto dot = path.find('.');
    const std::string head = path.substr(0, dot);
    bson_iter_t it;
    if (!bson_iter_init_find(&it, document, head.c_str()))
        return;
    const auto add = [&](const bson_iter_t *value) {
        if (BSON_ITER_HOLDS_DOCUMENT(value) || BSON_ITER_HOLDS_ARRAY(value) || BSON_ITER_HOLDS_NULL(value))
            return;
        if (!seen.insert(shellValue(value)).second)
            return;
        const std::string key = std::to_string(seen.size() - 1);
        bson_append_iter(values, key.c_str(), int(key.size()), value);
    };
    const auto descend = [&](const bson_iter_t *value) {
        uint32_t length = 0;
        const uint8_t *data = nullptr;
        bson_iter_document(value, &length, &data);
        bson_t inner;
        if (bson_init_static(&inner, data, length))
            collectValues(&inner, path.substr(dot + 1), values, seen);
    };
    const auto visit = [&](const bson_iter_t *value) {
        if (dot == std::string::npos)
            add(value);
        else if (BSON_ITER_HOLDS_DOCUMENT(value))
            descend(value);
    };
    if (BSON_ITER_HOLDS_ARRAY(&it)) {
        bson_iter_t element;
        if (bson_iter_recurse(&it, &element))
            while (bson_iter_next(&element))
                visit(&element);
    } else {
        visit(&it);
    }
}

// Where a field's references point: the model's declaration, else a guess
// from its name among the database's collections.
std::optional<ReferencePath> followedReference(const std::string &field, const std::string &collection,
    const std::optional<Model> &model, const std::vector<std::string> &collections, bool objectIds)
{
    if (model) {
        for (const Entity &entity : model->entities)
            if (entity.isCollection() && entity.name == collection)
                for (const ReferencePath &reference : referencePaths(*model, entity))
                    if (reference.path == field)
                        return reference;
    }
    return detectedReference(field, objectIds, collections);
}

QString rangeText(qint64 shown, qint64 skip, const DocumentCount &count)
{
    const QLocale locale;
    if (shown == 0)
        return Cli::tr("No documents match.");
    const QString first = locale.toString(skip + 1);
    const QString last = locale.toString(skip + shown);
    if (!count.count)
        return Cli::tr("%1–%2 (the server did not count the rest)").arg(first, last);
    const qint64 total = std::max(*count.count + skip, skip + shown);
    return count.estimated ? Cli::tr("%1–%2 of about %3").arg(first, last, locale.toString(total))
                           : Cli::tr("%1–%2 of %3").arg(first, last, locale.toString(total));
}

} // namespace

int runFind(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("uri"), Cli::tr("mongodb:// or mongodb+srv:// connection string."));
    const QCommandLineOption dbOption(QStringLiteral("db"),
        Cli::tr("The database (default: the URI's, else the model's)."), QStringLiteral("name"));
    const QCommandLineOption collectionOption(QStringLiteral("collection"), Cli::tr("The collection to read."), QStringLiteral("name"));
    const QCommandLineOption filterOption(QStringLiteral("filter"),
        Cli::tr("Filter, in the shell's syntax or as Extended JSON."), QStringLiteral("document"));
    const QCommandLineOption sortOption(QStringLiteral("sort"), Cli::tr("Sort, e.g. {_id: -1}."), QStringLiteral("document"));
    const QCommandLineOption projectOption(QStringLiteral("project"), Cli::tr("Projection, e.g. {name: 1}."), QStringLiteral("document"));
    const QCommandLineOption skipOption(QStringLiteral("skip"), Cli::tr("Documents to skip."), QStringLiteral("n"), QStringLiteral("0"));
    const QCommandLineOption limitOption(QStringLiteral("limit"),
        Cli::tr("Documents to print at most; 0 prints every one (default: 20, a page of the explorer)."),
        QStringLiteral("n"), QStringLiteral("20"));
    const QCommandLineOption followOption(QStringLiteral("follow"),
        Cli::tr("Print the documents this field of the found ones references instead."), QStringLiteral("field"));
    const QCommandLineOption modelOption(QStringLiteral("model"),
        Cli::tr("The model whose references --follow uses (else a field's name says where it points)."),
        QStringLiteral("file"));
    const QCommandLineOption formatOption(QStringLiteral("format"),
        Cli::tr("mongosh, relaxed or canonical (Extended JSON)."), QStringLiteral("format"), QStringLiteral("mongosh"));
    const LiveOptions liveOptions;
    parser.addOptions({ dbOption, collectionOption, filterOption, sortOption, projectOption, skipOption, limitOption,
        followOption, modelOption, formatOption });
    liveOptions.addTo(parser);
    int exitCode = Success;
    if (!parseCommandLine(parser, arguments,
            Cli::tr("Print a collection's documents as the explorer shows them, with \"1–N of TOTAL\" on stderr."),
            exitCode))
        return exitCode;
    if (parser.positionalArguments().size() != 1 || !parser.isSet(collectionOption)) {
        err() << Cli::tr("find needs a connection string and --collection, e.g. "
                         "find mongodb://127.0.0.1:27017 --db shop --collection orders")
              << Qt::endl;
        return Unusable;
    }
    const std::optional<PreviewFormat> format = documentFormat(parser.value(formatOption));
    if (!format)
        return Unusable;
    bool skipOk = false;
    bool limitOk = false;
    const qint64 skip = parser.value(skipOption).toLongLong(&skipOk);
    const qint64 limit = parser.value(limitOption).toLongLong(&limitOk);
    if (!skipOk || !limitOk || skip < 0 || limit < 0) {
        err() << Cli::tr("--skip and --limit need a number of 0 or more.") << Qt::endl;
        return Unusable;
    }
    std::optional<Model> model;
    if (parser.isSet(modelOption) && !(model = loadForCli(parser.value(modelOption))))
        return Unusable;
    const QString uri = parser.positionalArguments().constFirst();
    DocumentQuery query;
    query.database = serverDatabase(parser.value(dbOption), uri, model ? model->database : std::string());
    if (query.database.isEmpty()) {
        err() << Cli::tr("Name the database with --db or in the URI (mongodb://host/shop).") << Qt::endl;
        return Unusable;
    }
    query.collection = parser.value(collectionOption);
    query.filter = parser.value(filterOption);
    query.sort = parser.value(sortOption);
    query.projection = parser.value(projectOption);
    query.skip = skip;
    query.limit = limit;

    LiveConnection connection;
    if (!liveOptions.open(parser, uri, connection, exitCode))
        return exitCode;
    std::vector<BsonPtr> documents;
    if (!readAll(connection, query, documents))
        return Unusable;
    // The total is the query's without --limit: the limit is how many to print.
    DocumentQuery counted = query;
    counted.limit = 0;
    DocumentCount count;
    if (!askServer(connection, connection.requestCount(counted), &LiveConnection::countReceived, &count))
        return Unusable;
    for (const QString &notice : std::as_const(count.notices))
        err() << notice << Qt::endl;
    err() << rangeText(qint64(documents.size()), skip, count) << Qt::endl;

    if (parser.isSet(followOption)) {
        const std::string field = parser.value(followOption).toStdString();
        bson_t values = BSON_INITIALIZER;
        std::set<std::string> seen;
        for (const BsonPtr &document : documents)
            collectValues(document.get(), field, &values, seen);
        bson_iter_t first;
        const bool objectIds = bson_iter_init(&first, &values) && bson_iter_next(&first) && BSON_ITER_HOLDS_OID(&first);
        std::vector<std::string> collections;
        CollectionList listed;
        if (!model && askServer(connection, connection.requestCollections(query.database), &LiveConnection::collectionsReceived, &listed))
            for (const CollectionInfo &info : std::as_const(listed.collections))
                collections.push_back(info.name.toStdString());
        const std::optional<ReferencePath> reference
            = followedReference(field, query.collection.toStdString(), model, collections, objectIds);
        if (!reference) {
            bson_destroy(&values);
            err() << Cli::tr("%1 is no reference: the model declares none there and its name names no collection of %2.")
                         .arg(parser.value(followOption), query.database)
                  << Qt::endl;
            return Unusable;
        }
        // {key: {$in: [values]}} in canonical Extended JSON, the text the
        // explorer's queries accept.
        bson_t in = BSON_INITIALIZER;
        bson_t inner;
        BSON_APPEND_DOCUMENT_BEGIN(&in, reference->key.c_str(), &inner);
        BSON_APPEND_ARRAY(&inner, "$in", &values);
        bson_append_document_end(&in, &inner);
        size_t length = 0;
        char *json = bson_as_canonical_extended_json(&in, &length);
        DocumentQuery target;
        target.database = query.database;
        target.collection = QString::fromStdString(reference->target);
        target.filter = QString::fromUtf8(json, qsizetype(length));
        bson_free(json);
        bson_destroy(&in);
        bson_destroy(&values);
        std::vector<BsonPtr> referenced;
        if (!readAll(connection, target, referenced))
            return Unusable;
        err() << Cli::tr("%1 of %2 referenced documents found in %3 (by %4).")
                     .arg(referenced.size())
                     .arg(seen.size())
                     .arg(target.collection, QString::fromStdString(reference->key))
              << Qt::endl;
        out() << QString::fromStdString(formatDocuments(referenced, *format));
        out().flush();
        // A reference to a document that is not there is a finding.
        return referenced.size() < seen.size() ? ProblemsFound : Success;
    }
    out() << QString::fromStdString(formatDocuments(documents, *format));
    out().flush();
    return Success;
}

} // namespace docmodel::cli
