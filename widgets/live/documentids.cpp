// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentids.h"

#include <string_view>

namespace docmodel {

bool viewOf(const QByteArray &bytes, bson_t *out)
{
    return !bytes.isEmpty()
        && bson_init_static(out, reinterpret_cast<const uint8_t *>(bytes.constData()), size_t(bytes.size()));
}

QByteArray bytesOf(const bson_t *document)
{
    return QByteArray(reinterpret_cast<const char *>(bson_get_data(document)), qsizetype(document->len));
}

QByteArray idOf(const QByteArray &document)
{
    bson_t view;
    bson_iter_t it;
    if (!viewOf(document, &view) || !bson_iter_init_find(&it, &view, "_id"))
        return {};
    bson_t id = BSON_INITIALIZER;
    bson_append_value(&id, "_id", 3, bson_iter_value(&it));
    const QByteArray out = bytesOf(&id);
    bson_destroy(&id);
    return out;
}

QByteArray withId(const QByteArray &document, const QByteArray &id)
{
    bson_t view;
    if (!viewOf(document, &view))
        return {};
    bson_t out = BSON_INITIALIZER;
    bson_t idView;
    bson_iter_t it;
    if (viewOf(id, &idView) && bson_iter_init_find(&it, &idView, "_id")) {
        bson_append_value(&out, "_id", 3, bson_iter_value(&it));
    } else {
        bson_oid_t oid;
        bson_oid_init(&oid, nullptr);
        BSON_APPEND_OID(&out, "_id", &oid);
    }
    if (bson_iter_init(&it, &view))
        while (bson_iter_next(&it))
            if (std::string_view(bson_iter_key(&it)) != "_id")
                bson_append_value(&out, bson_iter_key(&it), int(bson_iter_key_len(&it)), bson_iter_value(&it));
    const QByteArray bytes = bytesOf(&out);
    bson_destroy(&out);
    return bytes;
}

QByteArray withoutId(const QByteArray &document)
{
    bson_t view;
    if (!viewOf(document, &view))
        return {};
    bson_t out = BSON_INITIALIZER;
    bson_copy_to_excluding_noinit(&view, &out, "_id", nullptr);
    const QByteArray bytes = bytesOf(&out);
    bson_destroy(&out);
    return bytes;
}

} // namespace docmodel
