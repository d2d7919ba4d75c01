// SPDX-License-Identifier: GPL-3.0-or-later
#include "liveworker.h"

#include "liveconnection.h"
#include "liveinference.h"

#include "inference/modelfrominference.h"
#include "inference/valuekey.h"
#include "mongocsupport.h"
#include "preview/bsonptr.h"

#include <unordered_set>

namespace docmodel {

using namespace live;
using namespace inference;

namespace {

constexpr size_t kLookupChunk = 1000;

// A document's _id as bytes, to count a document the server sends twice once.
std::string idOf(const bson_t *document)
{
    bson_iter_t it;
    if (!bson_iter_init_find(&it, document, "_id"))
        return {};
    const uint8_t *raw = bson_get_data(document);
    // The element's value bytes run from the value to the next element.
    const uint32_t start = bson_iter_offset(&it);
    bson_iter_t next = it;
    const uint32_t end = bson_iter_next(&next) ? bson_iter_offset(&next) : document->len - 1;
    return std::string(1, char(bson_iter_type(&it))) + std::string(reinterpret_cast<const char *>(raw) + start, end - start);
}

nlohmann::ordered_json relaxed(const QByteArray &bytes)
{
    bson_t view;
    if (!viewOf(bytes, &view))
        return {};
    return nlohmann::ordered_json::parse(relaxedJson(&view), nullptr, false);
}

// The indexes and options of a collection in the shape of mongodump's
// metadata, which modelFromInference reads.
nlohmann::ordered_json metadataOf(const CollectionInfo *info, const IndexList &indexes)
{
    nlohmann::ordered_json metadata = nlohmann::ordered_json::object();
    nlohmann::ordered_json options = info ? relaxed(info->options) : nlohmann::ordered_json();
    metadata["options"] = options.is_object() ? options : nlohmann::ordered_json::object();
    metadata["indexes"] = nlohmann::ordered_json::array();
    for (const IndexInfo &index : indexes.indexes) {
        nlohmann::ordered_json spec = relaxed(index.spec);
        if (spec.is_object())
            metadata["indexes"].push_back(spec);
    }
    return metadata;
}

} // namespace

// Reads a collection's sample: $sample on the server, or, where it has no
// $sample, the first documents in natural order with a notice that the
// sample is not random. A document sent twice counts once.
bool LiveWorker::sampleCollection(quint64 requestId, const QString &database, const QString &name, qint64 size,
    size_t sampleBytes, InferredCollection &inferred, QStringList &notices, LiveError &error)
{
    Collection collection(client(), database, name);
    bson_error_t failure;
    const int64_t count = mongoc_collection_estimated_document_count(collection.collection, nullptr, nullptr, nullptr, &failure);
    inferred.collectionCount = count > 0 ? uint64_t(count) : 0;
    const auto open = [&](bool random) {
        if (random) {
            bson_t *pipeline = BCON_NEW("pipeline", "[", "{", "$sample", "{", "size", BCON_INT64(size), "}", "}", "]");
            mongoc_cursor_t *cursor = mongoc_collection_aggregate(collection.collection, MONGOC_QUERY_NONE, pipeline, nullptr, nullptr);
            bson_destroy(pipeline);
            return cursor;
        }
        bson_t filter = BSON_INITIALIZER;
        bson_t *options = size > 0 ? BCON_NEW("limit", BCON_INT64(size)) : bson_new();
        mongoc_cursor_t *cursor = mongoc_collection_find_with_opts(collection.collection, &filter, options, nullptr);
        bson_destroy(options);
        return cursor;
    };
    const auto read = [&](bool random, LiveError &failed) {
        inferred.schema = SchemaAnalyzer();
        inferred.sample = DocumentSample(size > 0 ? size_t(size) : size_t(-1), sampleBytes);
        inferred.skipped = 0;
        std::unordered_set<std::string> seen;
        uint64_t repeated = 0;
        inferred.bytes = 0;
        Cursor cursor(open(random));
        const bson_t *document = nullptr;
        while (!isCancelled(requestId) && mongoc_cursor_next(cursor.cursor, &document)) {
            // Only a random sample may repeat a document (and only it is
            // small enough to remember every id of).
            if (random) {
                const std::string id = idOf(document);
                if (!id.empty() && !seen.insert(id).second) {
                    ++repeated;
                    continue;
                }
            }
            const uint8_t *data = bson_get_data(document);
            inferred.bytes += document->len;
            if (!SchemaAnalyzer::validate(data, document->len)) {
                ++inferred.skipped;
                continue;
            }
            inferred.schema.addValid(data, document->len);
            inferred.sample.offer(data, document->len);
        }
        bson_error_t cursorFailure;
        const bool ok = !mongoc_cursor_error(cursor.cursor, &cursorFailure);
        if (!ok)
            failed = errorFrom(cursorFailure, random ? QStringLiteral("aggregate $sample") : QStringLiteral("find"));
        if (ok && repeated > 0)
            notices << Live::tr("%1: the server sent %Ln documents of its sample more than once; each was counted once.",
                nullptr, int(repeated))
                           .arg(name);
        if (ok && inferred.skipped > 0)
            notices << Live::tr("%1: %Ln documents that are not valid BSON were left out.", nullptr, int(inferred.skipped))
                           .arg(name);
        return ok;
    };
    // Every document, or a sample as large as the collection: read it all.
    const bool random = size > 0 && (count < 0 || size < count);
    LiveError failed;
    if (read(random, failed))
        return !isCancelled(requestId);
    if (!random || failed.isConnectionProblem() || failed.kind == LiveError::Kind::Unauthorized) {
        error = failed;
        return false;
    }
    notices << Live::tr("%1: the server cannot take a random sample (%2); the first %3 documents in natural order "
                        "were read instead, so the sample is not random.")
                   .arg(name, failed.message)
                   .arg(size);
    failed = LiveError();
    if (!read(false, failed)) {
        error = failed;
        return false;
    }
    return !isCancelled(requestId);
}

LiveInference LiveWorker::infer(quint64 requestId, const LiveInferenceRequest &request, LiveError &error)
{
    auto outcome = std::make_shared<LiveInferenceOutcome>();
    const CollectionList listed = collections(request.database, request.collections, error);
    if (error.isError())
        return {};
    outcome->notices << listed.notices;
    QStringList names = request.collections;
    if (names.isEmpty())
        for (const CollectionInfo &info : listed.collections)
            if (info.kind == CollectionKind::Collection && info.confirmed && !info.name.startsWith(QLatin1String("system.")))
                names << info.name;
    if (names.isEmpty()) {
        error.kind = LiveError::Kind::Client;
        error.message = Live::tr("The database \"%1\" lists no collections to infer a model from; name them.")
                            .arg(request.database);
        return {};
    }
    for (int index = 0; index < names.size(); ++index) {
        const QString name = names[index];
        emit progressed(requestId, [requestId, name, index, total = int(names.size())](LiveConnection &connection) {
            emit connection.inferenceProgressed(requestId, name, index, total);
        });
        InferredCollection inferred;
        inferred.database = request.database.toStdString();
        inferred.name = name.toStdString();
        if (!sampleCollection(requestId, request.database, name, request.sampleSize,
                sampleBytesPerCollection(size_t(names.size())), inferred, outcome->notices, error)) {
            if (!error.isError())
                error.kind = LiveError::Kind::Cancelled;
            return {};
        }
        LiveError indexError;
        const IndexList indexes = this->indexes(request.database, name, indexError);
        if (indexError.isConnectionProblem()) {
            error = indexError;
            return {};
        }
        if (indexError.isError())
            outcome->notices << indexError.message;
        const CollectionInfo *info = nullptr;
        for (const CollectionInfo &candidate : listed.collections)
            if (candidate.name == name)
                info = &candidate;
        inferred.metadata = metadataOf(info, indexes);
        outcome->collections.push_back(std::move(inferred));
    }
    outcome->model = modelFromInference(outcome->collections, request.bounds);
    // Values the samples do not hold are looked up on the server with $in.
    const KeyLookup lookup = [&](size_t collection, const std::string &field,
                                 const std::vector<ValueKey> &values) -> std::optional<std::unordered_set<ValueKey>> {
        if (isCancelled(requestId))
            return std::nullopt;
        Collection target(client(), request.database, names[int(collection)]);
        std::unordered_set<ValueKey> found;
        for (size_t start = 0; start < values.size(); start += kLookupChunk) {
            bson_t filter = BSON_INITIALIZER;
            bson_t condition;
            bson_t list;
            bson_append_document_begin(&filter, field.c_str(), -1, &condition);
            bson_append_array_begin(&condition, "$in", -1, &list);
            const size_t end = std::min(values.size(), start + kLookupChunk);
            for (size_t i = start; i < end; ++i)
                appendValueKey(&list, std::to_string(i - start).c_str(), values[i]);
            bson_append_array_end(&condition, &list);
            bson_append_document_end(&filter, &condition);
            bson_t *options = BCON_NEW("projection", "{", field.c_str(), BCON_INT32(1), "}");
            Cursor cursor(mongoc_collection_find_with_opts(target.collection, &filter, options, nullptr));
            bson_destroy(options);
            bson_destroy(&filter);
            LiveError failed;
            const bool ok = cursor.forEach(QStringLiteral("find $in"), failed, [&](const bson_t *document) {
                bson_iter_t it;
                if (bson_iter_init_find(&it, document, field.c_str()))
                    if (auto key = valueKeyOf(it))
                        found.insert(std::move(*key));
            });
            if (!ok)
                return std::nullopt;
        }
        return found;
    };
    outcome->relationships = detectRelationships(outcome->model, outcome->collections, lookup, request.keyUniqueShare);
    if (isCancelled(requestId)) {
        error.kind = LiveError::Kind::Cancelled;
        return {};
    }
    return { outcome };
}

} // namespace docmodel
