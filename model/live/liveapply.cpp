// SPDX-License-Identifier: GPL-3.0-or-later
#include "liveworker.h"

#include "liveconnection.h"

#include "livereplies.h"
#include "mongocsupport.h"
#include "preview/bsonptr.h"
#include "schema/qtstring.h"

namespace docmodel {

using namespace live;

namespace {

// Codes that mean "already as asked": the step had nothing to do.
bool alreadyDone(StepKind kind, int code)
{
    switch (kind) {
    case StepKind::CreateCollection:
        return code == 48; // NamespaceExists
    case StepKind::DropIndex:
        return code == 27 || code == 26; // IndexNotFound, NamespaceNotFound
    case StepKind::DropCollection:
        return code == 26;
    default:
        return false;
    }
}

// Whether the server knows a command, asked with an argument of the wrong
// type: a server that has it refuses it before doing anything, one that
// has not answers CommandNotFound. nullopt: the connection failed.
std::optional<bool> hasCommand(mongoc_client_t *client, const QString &database, const char *name, LiveError &error)
{
    bson_t *probe = BCON_NEW(name, BCON_INT32(1));
    Reply reply;
    bson_error_t failure;
    const bool ok = mongoc_client_command_simple(client, database.toUtf8().constData(), probe, nullptr, &reply.doc, &failure);
    bson_destroy(probe);
    if (ok)
        return true;
    const LiveError failed = errorFrom(failure, QString::fromLatin1(name));
    if (failed.isConnectionProblem()) {
        error = failed;
        return std::nullopt;
    }
    return !isNotSupported(failed);
}

bool isMongos(mongoc_client_t *client)
{
    bson_error_t failure;
    mongoc_server_description_t *server = mongoc_client_select_server(client, false, nullptr, &failure);
    if (!server)
        return false;
    const bool mongos = qstrcmp(mongoc_server_description_type(server), "Mongos") == 0;
    mongoc_server_description_destroy(server);
    return mongos;
}

// The shard keys of the database's sharded collections, from the config
// database a mongos serves; false with `error` set when it was refused.
bool readShardKeys(mongoc_client_t *client, const QString &database, DatabaseState &state, LiveError &error)
{
    Collection config(client, QStringLiteral("config"), QStringLiteral("collections"));
    // Namespaces of the database sort between "db." and "db/" ('/' follows '.').
    const QByteArray from = utf8(database + QLatin1Char('.'));
    const QByteArray to = utf8(database + QLatin1Char('/'));
    bson_t *filter = BCON_NEW("_id", "{", "$gte", BCON_UTF8(from.constData()), "$lt", BCON_UTF8(to.constData()), "}");
    Cursor cursor(mongoc_collection_find_with_opts(config.collection, filter, nullptr, nullptr));
    bson_destroy(filter);
    return cursor.forEach(QStringLiteral("find on config.collections"), error,
        [&](const bson_t *document) { readShardKey(document, database, state); });
}

} // namespace

DatabaseState LiveWorker::readState(const QString &database, const QStringList &expectedNames, LiveError &error)
{
    DatabaseState state;
    state.database = toStdString(database);
    const CollectionList list = collections(database, expectedNames, error);
    if (error.isError())
        return state;
    // Fallback listings (system.namespaces, probing) carry no options.
    state.listed = list.notices.isEmpty();
    for (const QString &notice : list.notices)
        state.notes.push_back(toStdString(notice));
    // A server that cannot list collections is a limited one: ask before
    // planning whether it can create collections and change them. Only
    // then, because some servers take the probe for a real create.
    if (!state.listed) {
        for (auto [name, has] : { std::pair { "create", &state.hasCreate }, std::pair { "collMod", &state.hasCollMod } }) {
            const std::optional<bool> known = hasCommand(client(), database, name, error);
            if (!known)
                return state;
            *has = *known;
        }
    }
    for (const CollectionInfo &info : list.collections) {
        if (info.name.startsWith(QLatin1String("system.")))
            continue;
        CollectionState collection = stateOf(info, state.listed, state.notes);
        if (info.kind != CollectionKind::View) {
            LiveError indexError;
            const IndexList indexes = this->indexes(database, info.name, indexError);
            if (indexError.isConnectionProblem()) {
                error = indexError;
                return state;
            }
            if (indexError.isError())
                state.notes.push_back(toStdString(indexError.message));
            addIndexes(collection, indexes.indexes, state.notes);
            // Without listCollections a collection counts as present when
            // it holds documents or indexes of its own; listIndexes alone
            // proves nothing (some servers answer [_id_] for any name).
            if (!info.confirmed && collection.indexes.empty()) {
                state.unconfirmed.push_back(collection.name);
                continue;
            }
        }
        state.collections.push_back(std::move(collection));
    }
    state.mongos = isMongos(client());
    if (state.mongos) {
        LiveError shardError;
        state.shardKeysKnown = readShardKeys(client(), database, state, shardError);
        if (shardError.isConnectionProblem())
            error = shardError;
        else if (shardError.isError())
            state.notes.push_back(toStdString(shardError.message));
    }
    return state;
}

namespace {

// Sends one of a step's commands (stepCommands) and reads its answer.
StepResult sendStepCommand(
    mongoc_client_t *client, const QString &database, const PlanStep &step, const JsonValue &json, LiveError &error)
{
    StepResult result;
    result.outcome = StepOutcome::Failed;
    QString parseError;
    const BsonPtr command = bsonOf(json, &parseError);
    if (!command) {
        result.message = Live::tr("The command could not be encoded: %1").arg(parseError);
        return result;
    }
    bson_iter_t first;
    bson_iter_init(&first, command.get());
    bson_iter_next(&first);
    const QString commandName = QString::fromUtf8(bson_iter_key(&first));

    mongoc_database_t *db
        = mongoc_client_get_database(client, step.onAdmin ? "admin" : database.toUtf8().constData());
    Reply reply;
    bson_error_t failure;
    const bool ok = mongoc_database_command_with_opts(db, command.get(), nullptr, nullptr, &reply.doc, &failure);
    if (ok) {
        result.outcome = StepOutcome::Done;
        const std::optional<qint64> before = int64At(&reply.doc, "numIndexesBefore");
        const std::optional<qint64> after = int64At(&reply.doc, "numIndexesAfter");
        // A mongos answers per shard (under "raw") without the counts: the
        // index is reported as created, as the server did the work.
        if (step.kind == StepKind::CreateIndex && before && after && *before == *after) {
            result.outcome = StepOutcome::Skipped;
            result.message = Live::tr("The index already exists.");
        }
    } else {
        const LiveError failed = errorFrom(failure, commandName);
        result.code = failed.code;
        result.message = failed.message;
        if (failed.isConnectionProblem()) {
            error = failed;
        } else if (alreadyDone(step.kind, failed.code)) {
            result.outcome = StepOutcome::Skipped;
            result.message = Live::tr("Already as the model asks.");
        } else if (step.kind == StepKind::CreateCollection && isNotSupported(failed)) {
            // As the exported script does: the collection comes with its _id
            // index, without the options and validator the server cannot take.
            Reply created;
            bson_t *fallback = BCON_NEW("createIndexes", BCON_UTF8(step.collection.c_str()), "indexes", "[", "{", "key",
                "{", "_id", BCON_INT32(1), "}", "name", BCON_UTF8("_id_"), "}", "]");
            if (mongoc_database_command_with_opts(db, fallback, nullptr, nullptr, &created.doc, &failure)) {
                const bool made = boolAt(&created.doc, "createdCollectionAutomatically");
                result.outcome = made ? StepOutcome::Done : StepOutcome::Skipped;
                result.message = made ? Live::tr("The server has no create command: the collection was created "
                                                 "through its _id index, WITHOUT its options and validator.")
                                      : Live::tr("The server has no create command; the collection exists and was "
                                                 "left as it is (its options and validator were not set).");
            } else {
                const LiveError fallbackFailed = errorFrom(failure, QStringLiteral("createIndexes"));
                if (fallbackFailed.isConnectionProblem())
                    error = fallbackFailed;
                result.message = failed.message + QLatin1Char(' ') + fallbackFailed.message;
            }
            bson_destroy(fallback);
        }
    }
    mongoc_database_destroy(db);
    return result;
}

} // namespace

StepResult LiveWorker::applyStep(const QString &database, const PlanStep &step, LiveError &error)
{
    const std::vector<JsonValue> commands = stepCommands(step);
    StepResult result;
    for (size_t i = 0; i < commands.size(); ++i) {
        result = sendStepCommand(client(), database, step, commands[i], error);
        if (result.outcome == StepOutcome::Failed || error.isError()) {
            if (commands.size() > 1)
                result.message = Live::tr("command %1 of %2 (%3): %4")
                                     .arg(i + 1)
                                     .arg(commands.size())
                                     .arg(QString::fromStdString(commands[i].dump()), result.message);
            return result;
        }
    }
    if (commands.size() > 1)
        result.message = Live::tr("The validator was set, the collection prepared, and the server now guarantees that "
                                  "every document matches (validationLevel constraint).");
    return result;
}

ApplyReport LiveWorker::apply(quint64 requestId, const Plan &plan, const ApplyOptions &options, LiveError &error)
{
    ApplyReport report;
    const QString database = QString::fromStdString(plan.database);
    for (int i = 0; i < int(plan.steps.size()); ++i) {
        const PlanStep &step = plan.steps[size_t(i)];
        if (!step.selected || step.command.is_null())
            continue;
        if (isCancelled(requestId)) {
            report.cancelled = true;
            break;
        }
        LiveError lost;
        StepResult result = applyStep(database, step, lost);
        result.step = i;
        report.results << result;
        emit progressed(requestId, [requestId, result](LiveConnection &connection) {
            emit connection.applyProgressed(requestId, result);
        });
        if (lost.isError()) {
            // The report of what was done is the answer; the loss is in it.
            report.connectionLost = true;
            Q_UNUSED(error)
            break;
        }
        if (result.outcome == StepOutcome::Failed && !options.continueOnError)
            break;
    }
    return report;
}

} // namespace docmodel
