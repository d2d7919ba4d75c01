// SPDX-License-Identifier: GPL-3.0-or-later
// The explorer's writes: one document inserted or replaced, documents
// deleted. A refusal keeps the server's errInfo, so the explorer can show
// which rule of the validator each field broke.
#include "liveworker.h"

#include "livereplies.h"
#include "mongocsupport.h"

#include "preview/bsonptr.h"

namespace docmodel {

using namespace live;

namespace {

// An {_id: value} of the request as BSON; false when the bytes are none.
bool idDocument(const QByteArray &bytes, bson_t *out)
{
    return !bytes.isEmpty()
        && bson_init_static(out, reinterpret_cast<const uint8_t *>(bytes.constData()), size_t(bytes.size()));
}

int64_t replyCount(const bson_t *reply, const char *key)
{
    bson_iter_t it;
    return bson_iter_init_find(&it, reply, key) && BSON_ITER_HOLDS_NUMBER(&it) ? bson_iter_as_int64(&it) : 0;
}

// The first write error's errInfo, as relaxed Extended JSON.
QString errInfoOf(const bson_t *reply)
{
    bson_iter_t it;
    bson_iter_t info;
    if (!bson_iter_init(&it, reply) || !bson_iter_find_descendant(&it, "writeErrors.0.errInfo", &info)
        || !BSON_ITER_HOLDS_DOCUMENT(&info))
        return {};
    uint32_t length = 0;
    const uint8_t *data = nullptr;
    bson_iter_document(&info, &length, &data);
    bson_t view;
    if (!bson_init_static(&view, data, length))
        return {};
    return QString::fromStdString(relaxedJson(&view));
}

} // namespace

WriteResult LiveWorker::write(const DocumentWrite &request, LiveError &error)
{
    WriteResult result;
    result.kind = request.kind;
    Collection coll(client(), request.database, request.collection);
    bson_t document;
    const bool hasDocument = request.kind != DocumentWrite::Kind::Delete && idDocument(request.document, &document);
    if (request.kind != DocumentWrite::Kind::Delete && !hasDocument) {
        error.kind = LiveError::Kind::Client;
        error.message = Live::tr("The document to write is empty.");
        return result;
    }
    bson_t reply = BSON_INITIALIZER;
    bson_error_t failure;
    bool ok = false;
    QString command;
    switch (request.kind) {
    case DocumentWrite::Kind::Insert:
        command = QStringLiteral("insert");
        ok = mongoc_collection_insert_one(coll.collection, &document, nullptr, &reply, &failure);
        result.count = ok ? replyCount(&reply, "insertedCount") : 0;
        break;
    case DocumentWrite::Kind::Replace: {
        command = QStringLiteral("update");
        bson_t selector;
        const QByteArray &found = request.expected.isEmpty() ? request.ids.value(0) : request.expected;
        if (request.ids.size() != 1 || !idDocument(found, &selector)) {
            error.kind = LiveError::Kind::Client;
            error.message = Live::tr("A replacement needs the _id of the document it replaces.");
            return result;
        }
        ok = mongoc_collection_replace_one(coll.collection, &selector, &document, nullptr, &reply, &failure);
        result.count = replyCount(&reply, "matchedCount");
        result.modified = replyCount(&reply, "modifiedCount");
        break;
    }
    case DocumentWrite::Kind::Delete: {
        command = QStringLiteral("delete");
        // {_id: {$in: [each value]}}
        bson_t selector = BSON_INITIALIZER;
        bson_t in;
        bson_t values;
        BSON_APPEND_DOCUMENT_BEGIN(&selector, "_id", &in);
        BSON_APPEND_ARRAY_BEGIN(&in, "$in", &values);
        int index = 0;
        for (const QByteArray &bytes : request.ids) {
            bson_t id;
            bson_iter_t it;
            if (!idDocument(bytes, &id) || !bson_iter_init_find(&it, &id, "_id"))
                continue;
            const std::string key = std::to_string(index++);
            bson_append_value(&values, key.c_str(), int(key.size()), bson_iter_value(&it));
        }
        bson_append_array_end(&in, &values);
        bson_append_document_end(&selector, &in);
        ok = index > 0 && mongoc_collection_delete_many(coll.collection, &selector, nullptr, &reply, &failure);
        bson_destroy(&selector);
        if (index == 0) {
            error.kind = LiveError::Kind::Client;
            error.message = Live::tr("No document to delete.");
            bson_destroy(&reply);
            return result;
        }
        result.count = replyCount(&reply, "deletedCount");
        break;
    }
    }
    if (!ok) {
        error = errorFrom(failure, command);
        error.details = errInfoOf(&reply);
    }
    bson_destroy(&reply);
    return result;
}

} // namespace docmodel
