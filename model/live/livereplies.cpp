// SPDX-License-Identifier: GPL-3.0-or-later
#include "livereplies.h"

#include "mongocsupport.h"
#include "preview/bsonptr.h"

#include <QTimeZone>

#include <algorithm>
#include <limits>

namespace docmodel::live {

namespace {

// The document or array an iterator is at, as a view; false for any other value.
bool viewAt(const bson_iter_t *it, bson_t *view)
{
    uint32_t length = 0;
    const uint8_t *data = nullptr;
    if (BSON_ITER_HOLDS_DOCUMENT(it))
        bson_iter_document(it, &length, &data);
    else if (BSON_ITER_HOLDS_ARRAY(it))
        bson_iter_array(it, &length, &data);
    return data && bson_init_static(view, data, length);
}

// A wire version as an int, whatever number the server wrote.
int wireVersionAt(const bson_t *reply, const char *key)
{
    const qint64 value = int64At(reply, key).value_or(0);
    return int(std::clamp<qint64>(value, 0, std::numeric_limits<int>::max()));
}

} // namespace

void readHello(const bson_t *reply, ServerInfo &info)
{
    info.hello = toBytes(reply);
    info.minWireVersion = wireVersionAt(reply, "minWireVersion");
    info.maxWireVersion = wireVersionAt(reply, "maxWireVersion");
    info.setName = stringAt(reply, "setName");
    info.primary = stringAt(reply, "primary");
    if (stringAt(reply, "msg") == QLatin1String("isdbgrid"))
        info.topology = Topology::Sharded;
    else if (!info.setName.isEmpty())
        info.topology = Topology::ReplicaSet;
    else
        info.topology = Topology::Standalone;
    for (const char *list : { "hosts", "passives", "arbiters" }) {
        bson_iter_t it;
        bson_iter_t member;
        if (bson_iter_init_find(&it, reply, list) && BSON_ITER_HOLDS_ARRAY(&it)
            && bson_iter_recurse(&it, &member)) {
            while (bson_iter_next(&member)) {
                uint32_t length = 0;
                if (BSON_ITER_HOLDS_UTF8(&member)) {
                    const char *host = bson_iter_utf8(&member, &length);
                    info.members << QString::fromUtf8(host, qsizetype(length));
                }
            }
        }
    }
}

void readDatabases(const bson_t *reply, DatabaseList &list)
{
    list.totalSize = int64At(reply, "totalSize");
    bson_iter_t it;
    bson_iter_t entry;
    if (!bson_iter_init_find(&it, reply, "databases") || !BSON_ITER_HOLDS_ARRAY(&it)
        || !bson_iter_recurse(&it, &entry))
        return;
    while (bson_iter_next(&entry)) {
        bson_t database;
        if (!BSON_ITER_HOLDS_DOCUMENT(&entry) || !viewAt(&entry, &database))
            continue;
        DatabaseInfo info;
        info.name = stringAt(&database, "name");
        info.sizeOnDisk = int64At(&database, "sizeOnDisk");
        info.empty = boolAt(&database, "empty");
        list.databases << info;
    }
}

CollectionInfo collectionFrom(const bson_t *entry)
{
    CollectionInfo info;
    info.name = stringAt(entry, "name");
    const QString type = stringAt(entry, "type");
    if (type == QLatin1String("view"))
        info.kind = CollectionKind::View;
    else if (type == QLatin1String("timeseries"))
        info.kind = CollectionKind::TimeSeries;
    info.options = documentAt(entry, "options");
    bson_t options;
    if (!viewOf(info.options, &options))
        return info;
    info.capped = boolAt(&options, "capped");
    info.cappedSize = int64At(&options, "size");
    info.cappedMax = int64At(&options, "max");
    info.collation = documentAt(&options, "collation");
    info.validator = documentAt(&options, "validator");
    info.validationLevel = stringAt(&options, "validationLevel");
    info.validationAction = stringAt(&options, "validationAction");
    info.timeseries = documentAt(&options, "timeseries");
    if (!info.timeseries.isEmpty())
        info.kind = CollectionKind::TimeSeries;
    info.viewOn = stringAt(&options, "viewOn");
    info.pipeline = documentAt(&options, "pipeline");
    if (!info.viewOn.isEmpty())
        info.kind = CollectionKind::View;
    return info;
}

std::optional<CollectionInfo> namespaceEntryFrom(const bson_t *entry, const QString &database)
{
    const QString prefix = database + QLatin1Char('.');
    const QString name = stringAt(entry, "name");
    if (!name.startsWith(prefix) || name.contains(QLatin1Char('$')))
        return std::nullopt; // another database's, or an index's namespace
    CollectionInfo info;
    info.name = name.mid(prefix.size());
    info.options = documentAt(entry, "options");
    bson_t options;
    if (viewOf(info.options, &options)) {
        info.capped = boolAt(&options, "capped");
        info.cappedSize = int64At(&options, "size");
        info.cappedMax = int64At(&options, "max");
    }
    return info;
}

IndexInfo indexFrom(const bson_t *spec)
{
    IndexInfo index;
    index.name = stringAt(spec, "name");
    index.key = documentAt(spec, "key");
    index.spec = toBytes(spec);
    return index;
}

void readIndexSizes(const bson_t *collStats, QList<IndexInfo> &indexes)
{
    // Iterated, not looked up by a dotted path: "address.city_1" is one name.
    bson_iter_t it;
    bson_iter_t size;
    if (!bson_iter_init_find(&it, collStats, "indexSizes") || !BSON_ITER_HOLDS_DOCUMENT(&it)
        || !bson_iter_recurse(&it, &size))
        return;
    while (bson_iter_next(&size)) {
        const QString name = QString::fromUtf8(bson_iter_key(&size));
        for (IndexInfo &index : indexes) {
            if (index.name == name)
                index.size = int64Of(&size);
        }
    }
}

void readIndexUsage(const bson_t *entry, QList<IndexInfo> &indexes)
{
    const QString name = stringAt(entry, "name");
    for (IndexInfo &index : indexes) {
        if (index.name != name)
            continue;
        index.accesses = int64At(entry, "accesses.ops");
        bson_iter_t it;
        bson_iter_t root;
        if (bson_iter_init(&root, entry) && bson_iter_find_descendant(&root, "accesses.since", &it)
            && BSON_ITER_HOLDS_DATE_TIME(&it))
            index.accessesSince
                = QDateTime::fromMSecsSinceEpoch(bson_iter_date_time(&it), QTimeZone::utc());
    }
}

void readStats(const bson_t *stats, CollectionStats &out)
{
    out.count = int64At(stats, "count");
    out.size = int64At(stats, "size");
    out.averageObjectSize = int64At(stats, "avgObjSize");
    out.storageSize = int64At(stats, "storageSize");
    out.totalIndexSize = int64At(stats, "totalIndexSize");
    out.indexCount = int64At(stats, "nindexes");
}

void readPlan(const bson_t *explain, ExplainResult &result)
{
    bson_t stage;
    QByteArray bytes = documentAt(explain, "queryPlanner.winningPlan");
    if (viewOf(bytes, &stage) && !documentAt(&stage, "queryPlan").isEmpty())
        bytes = documentAt(&stage, "queryPlan"); // the slot-based engine nests it
    for (int depth = 0; depth < 64 && viewOf(bytes, &stage); ++depth) {
        result.winningStage = stringAt(&stage, "stage");
        if (!stringAt(&stage, "indexName").isEmpty())
            result.indexName = stringAt(&stage, "indexName");
        QByteArray input = documentAt(&stage, "inputStage");
        if (input.isEmpty())
            input = documentAt(&stage, "inputStages.0");
        if (input.isEmpty())
            break;
        bytes = input;
    }
}

void readShardKey(const bson_t *entry, const QString &database, DatabaseState &state)
{
    const QString prefix = database + QLatin1Char('.');
    const QString id = stringAt(entry, "_id");
    if (boolAt(entry, "dropped") || !id.startsWith(prefix))
        return;
    const std::string name = id.mid(prefix.size()).toStdString();
    for (CollectionState &collection : state.collections) {
        if (collection.name == name) {
            const JsonValue key = jsonOf(documentAt(entry, "key"));
            collection.shardKey = key.is_object() ? key : JsonValue();
            collection.shardUnique = boolAt(entry, "unique");
        }
    }
}

CollectionState stateOf(
    const CollectionInfo &info, bool optionsKnown, std::vector<std::string> &notes)
{
    CollectionState state;
    state.name = info.name.toStdString();
    state.type = info.kind == CollectionKind::View ? "view"
        : info.kind == CollectionKind::TimeSeries  ? "timeseries"
                                                   : "collection";
    state.optionsKnown = optionsKnown;
    const JsonValue options = jsonOf(info.options);
    if (options.is_object()) {
        for (const char *key :
            { "capped", "size", "max", "timeseries", "collation", "expireAfterSeconds" }) {
            if (options.contains(key))
                state.options[key] = options.at(key);
        }
        // Capped as the model says it (true), whatever value the server chose.
        if (info.capped) {
            state.options["capped"] = true;
        } else {
            state.options.erase("capped");
            state.options.erase("size");
            state.options.erase("max");
        }
    }
    state.validator = jsonOf(info.validator);
    if (!info.validator.isEmpty() && state.validator.is_null()) {
        notes.push_back(Live::tr(
            "The validator of %1 cannot be read (its text is not UTF-8); it counts as none.")
                            .arg(info.name)
                            .toStdString());
    }
    state.validationLevel = info.validationLevel.toStdString();
    state.validationAction = info.validationAction.toStdString();
    return state;
}

void addIndexes(
    CollectionState &collection, const QList<IndexInfo> &indexes, std::vector<std::string> &notes)
{
    for (const IndexInfo &index : indexes) {
        if (index.name == QLatin1String("_id_"))
            continue;
        JsonValue spec = jsonOf(index.spec);
        const auto key = spec.find("key");
        const auto name = spec.find("name");
        if (key == spec.end() || !key->is_object() || name == spec.end() || !name->is_string()) {
            notes.push_back(
                Live::tr("The index \"%1\" of %2 cannot be read; it is left out of the comparison.")
                    .arg(index.name, QString::fromStdString(collection.name))
                    .toStdString());
            continue;
        }
        collection.indexes.push_back(std::move(spec));
    }
}

JsonValue jsonOf(const QByteArray &bytes)
{
    bson_t view;
    if (!viewOf(bytes, &view))
        return nullptr;
    // Relaxed Extended JSON: plain numbers where they are safe, so they
    // compare with the model's. libbson writes nothing for text that is not UTF-8.
    JsonValue value = JsonValue::parse(relaxedJson(&view), nullptr, false);
    return value.is_discarded() ? JsonValue() : value;
}

} // namespace docmodel::live
