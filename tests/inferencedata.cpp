// SPDX-License-Identifier: GPL-3.0-or-later
#include "inferencedata.h"

#include <QFile>

#include <bson/bson.h>

#include <cstring>
#include <random>
#include <string>

namespace docmodel::test {

namespace {

void append(BsonStream &stream, const bson_t *document)
{
    const uint8_t *data = bson_get_data(document);
    stream.insert(stream.end(), data, data + document->len);
}

template<typename Visit> void forEach(const BsonStream &stream, Visit visit)
{
    for (size_t at = 0; at + 4 <= stream.size();) {
        uint32_t length = 0;
        std::memcpy(&length, stream.data() + at, 4);
        bson_t view;
        if (bson_init_static(&view, stream.data() + at, length))
            visit(&view);
        at += length;
    }
}

const char *const kWords[] = { "alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta" };

} // namespace

BsonStream motleyDocuments(int count, unsigned seed)
{
    std::mt19937 random(seed);
    auto chance = [&](int percent) { return int(random() % 100) < percent; };
    BsonStream stream;
    for (int i = 0; i < count; ++i) {
        bson_t document = BSON_INITIALIZER;
        if (chance(90)) {
            bson_oid_t oid;
            bson_oid_init(&oid, nullptr);
            BSON_APPEND_OID(&document, "_id", &oid);
        } else {
            BSON_APPEND_INT32(&document, "_id", i);
        }
        // A number of every kind, sometimes a string, null or missing.
        switch (random() % 7) {
        case 0: BSON_APPEND_INT32(&document, "n", int32_t(random() % 1000)); break;
        case 1: BSON_APPEND_INT64(&document, "n", int64_t(random()) << 20); break;
        case 2: BSON_APPEND_DOUBLE(&document, "n", double(random() % 1000) / 7.0); break;
        case 3: bson_append_utf8(&document, "n", -1, kWords[random() % 8], -1); break;
        case 4: BSON_APPEND_NULL(&document, "n"); break;
        case 5: {
            bson_decimal128_t decimal;
            bson_decimal128_from_string("12.345", &decimal);
            BSON_APPEND_DECIMAL128(&document, "n", &decimal);
            break;
        }
        default: break; // missing
        }
        if (chance(70))
            bson_append_utf8(&document, "Name", -1, kWords[random() % 8], -1);
        if (chance(50))
            BSON_APPEND_BOOL(&document, "active", chance(50));
        if (chance(60))
            BSON_APPEND_DATE_TIME(&document, "when", int64_t(1500000000000LL + int64_t(random() % 100000) * 1000));
        // A nested document with its own optional fields and an array of documents.
        if (chance(80)) {
            bson_t nested;
            BSON_APPEND_DOCUMENT_BEGIN(&document, "address", &nested);
            bson_append_utf8(&nested, "city", -1, kWords[random() % 8], -1);
            if (chance(50))
                BSON_APPEND_INT32(&nested, "zip", int32_t(random() % 99999));
            if (chance(30)) {
                bson_t lines;
                BSON_APPEND_ARRAY_BEGIN(&nested, "lines", &lines);
                const int n = int(random() % 3);
                for (int k = 0; k < n; ++k) {
                    bson_t line;
                    const std::string key = std::to_string(k);
                    bson_append_document_begin(&lines, key.c_str(), -1, &line);
                    bson_append_utf8(&line, "text", -1, kWords[random() % 8], -1);
                    if (chance(50))
                        BSON_APPEND_INT32(&line, "no", k);
                    bson_append_document_end(&lines, &line);
                }
                bson_append_array_end(&nested, &lines);
            }
            bson_append_document_end(&document, &nested);
        } else if (chance(50)) {
            BSON_APPEND_UTF8(&document, "address", "unknown");
        }
        // Arrays: mixed elements, arrays of arrays, empty ones.
        if (chance(85)) {
            bson_t items;
            BSON_APPEND_ARRAY_BEGIN(&document, "items", &items);
            const int n = int(random() % 5);
            for (int k = 0; k < n; ++k) {
                const std::string key = std::to_string(k);
                switch (random() % 4) {
                case 0: bson_append_int32(&items, key.c_str(), -1, k); break;
                case 1: bson_append_utf8(&items, key.c_str(), -1, kWords[random() % 8], -1); break;
                case 2: {
                    bson_t item;
                    bson_append_document_begin(&items, key.c_str(), -1, &item);
                    bson_append_utf8(&item, "sku", -1, kWords[random() % 8], -1);
                    if (chance(50))
                        BSON_APPEND_DOUBLE(&item, "price", double(random() % 100) / 4.0);
                    bson_append_document_end(&items, &item);
                    break;
                }
                default: {
                    bson_t inner;
                    bson_append_array_begin(&items, key.c_str(), -1, &inner);
                    BSON_APPEND_INT64(&inner, "0", int64_t(k));
                    bson_append_array_end(&items, &inner);
                }
                }
            }
            bson_append_array_end(&document, &items);
        }
        // References: DBRefs, and documents that only look like one.
        if (chance(40)) {
            bson_t ref;
            BSON_APPEND_DOCUMENT_BEGIN(&document, "owner", &ref);
            switch (random() % 3) {
            case 0:
                BSON_APPEND_UTF8(&ref, "$ref", "people");
                BSON_APPEND_INT32(&ref, "$id", int32_t(random() % 50));
                break;
            case 1:
                BSON_APPEND_UTF8(&ref, "$ref", "people");
                BSON_APPEND_INT32(&ref, "$id", 1);
                BSON_APPEND_UTF8(&ref, "$db", "other");
                break;
            default:
                BSON_APPEND_UTF8(&ref, "$ref", "people");
                BSON_APPEND_NULL(&ref, "$id");
            }
            bson_append_document_end(&document, &ref);
        }
        // The rarer types, each in some documents.
        if (chance(20)) {
            const uint8_t bytes[16] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 };
            BSON_APPEND_BINARY(&document, "blob", chance(50) ? BSON_SUBTYPE_UUID : BSON_SUBTYPE_BINARY, bytes, 16);
        }
        if (chance(10))
            BSON_APPEND_REGEX(&document, "pattern", "^a.*", "i");
        if (chance(10))
            BSON_APPEND_TIMESTAMP(&document, "ts", uint32_t(1600000000 + i), 1);
        if (chance(10))
            chance(50) ? BSON_APPEND_MINKEY(&document, "bound") : BSON_APPEND_MAXKEY(&document, "bound");
        if (chance(10))
            BSON_APPEND_CODE(&document, "code", "function () { return 1; }");
        if (chance(5)) {
            bson_t scope = BSON_INITIALIZER;
            BSON_APPEND_INT32(&scope, "x", 1);
            BSON_APPEND_CODE_WITH_SCOPE(&document, "scoped", "function () { return x; }", &scope);
            bson_destroy(&scope);
        }
        if (chance(5))
            BSON_APPEND_SYMBOL(&document, "symbol", "sym");
        if (chance(5))
            BSON_APPEND_UNDEFINED(&document, "gone");
        if (chance(10)) {
            bson_t empty;
            BSON_APPEND_DOCUMENT_BEGIN(&document, "empty", &empty);
            bson_append_document_end(&document, &empty);
        }
        append(stream, &document);
        bson_destroy(&document);
    }
    return stream;
}

BsonStream benchmarkDocuments(int count, unsigned seed)
{
    std::mt19937 random(seed);
    BsonStream stream;
    stream.reserve(size_t(count) * 310);
    bson_oid_t oid;
    for (int i = 0; i < count; ++i) {
        bson_t document = BSON_INITIALIZER;
        bson_oid_init(&oid, nullptr);
        BSON_APPEND_OID(&document, "_id", &oid);
        bson_append_utf8(&document, "name", -1, kWords[random() % 8], -1);
        if (random() % 10 == 0)
            BSON_APPEND_INT64(&document, "score", int64_t(random()) << 8);
        else
            BSON_APPEND_INT32(&document, "score", int32_t(random() % 100000));
        BSON_APPEND_DATE_TIME(&document, "createdAt", int64_t(1600000000000LL + int64_t(random() % 1000000000)));
        BSON_APPEND_BOOL(&document, "active", random() % 2);
        bson_t address;
        BSON_APPEND_DOCUMENT_BEGIN(&document, "address", &address);
        BSON_APPEND_UTF8(&address, "street", "221B Baker Street");
        bson_append_utf8(&address, "city", -1, kWords[random() % 8], -1);
        BSON_APPEND_INT32(&address, "zip", int32_t(random() % 99999));
        bson_append_document_end(&document, &address);
        bson_t tags;
        BSON_APPEND_ARRAY_BEGIN(&document, "tags", &tags);
        for (int k = 0; k < 3; ++k) {
            const char key[2] = { char('0' + k), 0 };
            bson_append_utf8(&tags, key, 1, kWords[random() % 8], -1);
        }
        bson_append_array_end(&document, &tags);
        bson_t lines;
        BSON_APPEND_ARRAY_BEGIN(&document, "lines", &lines);
        for (int k = 0; k < 2; ++k) {
            const char key[2] = { char('0' + k), 0 };
            bson_t line;
            bson_append_document_begin(&lines, key, 1, &line);
            BSON_APPEND_OID(&line, "product", &oid);
            BSON_APPEND_INT32(&line, "quantity", int32_t(random() % 10));
            BSON_APPEND_DOUBLE(&line, "price", double(random() % 10000) / 100.0);
            bson_append_document_end(&lines, &line);
        }
        bson_append_array_end(&document, &lines);
        BSON_APPEND_DATE_TIME(&document, "updatedAt", int64_t(1700000000000LL + int64_t(random() % 1000000000)));
        append(stream, &document);
        bson_destroy(&document);
    }
    return stream;
}

bool writeBsonFile(const QString &path, const BsonStream &documents)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly)
        && file.write(reinterpret_cast<const char *>(documents.data()), qint64(documents.size())) == qint64(documents.size());
}

bool writeJsonLines(const QString &path, const BsonStream &documents)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    bool ok = true;
    forEach(documents, [&](const bson_t *document) {
        size_t length = 0;
        char *json = bson_as_canonical_extended_json(document, &length);
        ok = ok && file.write(json, qint64(length)) == qint64(length) && file.write("\n", 1) == 1;
        bson_free(json);
    });
    return ok;
}

} // namespace docmodel::test
