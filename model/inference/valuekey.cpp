// SPDX-License-Identifier: GPL-3.0-or-later
#include "valuekey.h"

#include <cstring>

namespace docmodel::inference {

namespace {

ValueKey tagged(KeyKind kind, const void *data, size_t length)
{
    ValueKey key(1, char(kind));
    key.append(static_cast<const char *>(data), length);
    return key;
}

ValueKey integerKey(int64_t value)
{
    // Big-endian so that the bytes compare as the numbers do.
    unsigned char bytes[8];
    const uint64_t bits = uint64_t(value) ^ (uint64_t(1) << 63);
    for (int i = 0; i < 8; ++i)
        bytes[i] = static_cast<unsigned char>(bits >> (56 - 8 * i));
    return tagged(KeyKind::Integer, bytes, sizeof bytes);
}

int64_t integerOfKey(const ValueKey &key)
{
    uint64_t bits = 0;
    for (int i = 0; i < 8; ++i)
        bits = (bits << 8) | static_cast<unsigned char>(key[size_t(1 + i)]);
    return int64_t(bits ^ (uint64_t(1) << 63));
}

} // namespace

std::optional<ValueKey> valueKeyOf(const bson_iter_t &element)
{
    switch (bson_iter_type(&element)) {
    case BSON_TYPE_OID:
        return tagged(KeyKind::ObjectId, bson_iter_oid(&element)->bytes, 12);
    case BSON_TYPE_INT32:
        return integerKey(bson_iter_int32(&element));
    case BSON_TYPE_INT64:
        return integerKey(bson_iter_int64(&element));
    case BSON_TYPE_UTF8: {
        uint32_t length = 0;
        const char *text = bson_iter_utf8(&element, &length);
        return tagged(KeyKind::String, text, length);
    }
    case BSON_TYPE_BINARY: {
        bson_subtype_t subtype;
        uint32_t length = 0;
        const uint8_t *data = nullptr;
        bson_iter_binary(&element, &subtype, &length, &data);
        if (subtype == BSON_SUBTYPE_UUID && length == 16)
            return tagged(KeyKind::Uuid, data, length);
        return std::nullopt;
    }
    default:
        return std::nullopt;
    }
}

KeyKind keyKindOf(const ValueKey &key)
{
    return KeyKind(key.front());
}

void appendValueKey(bson_t *document, const char *name, const ValueKey &key)
{
    const auto *payload = reinterpret_cast<const uint8_t *>(key.data() + 1);
    switch (keyKindOf(key)) {
    case KeyKind::ObjectId: {
        bson_oid_t oid;
        std::memcpy(oid.bytes, payload, 12);
        bson_append_oid(document, name, -1, &oid);
        break;
    }
    case KeyKind::Integer:
        bson_append_int64(document, name, -1, integerOfKey(key));
        break;
    case KeyKind::String:
        bson_append_utf8(document, name, -1, key.data() + 1, int(key.size() - 1));
        break;
    case KeyKind::Uuid:
        bson_append_binary(document, name, -1, BSON_SUBTYPE_UUID, payload, uint32_t(key.size() - 1));
        break;
    }
}

std::string keyText(const ValueKey &key)
{
    bson_t wrapper = BSON_INITIALIZER;
    appendValueKey(&wrapper, "v", key);
    bson_iter_t it;
    std::string text;
    if (bson_iter_init_find(&it, &wrapper, "v")) {
        bson_t one = BSON_INITIALIZER;
        bson_append_iter(&one, "v", 1, &it);
        size_t length = 0;
        char *json = bson_as_relaxed_extended_json(&one, &length);
        // {"v" : VALUE } -> VALUE
        const std::string whole = json ? std::string(json, length) : std::string();
        bson_free(json);
        bson_destroy(&one);
        const size_t start = whole.find(" : ");
        if (start != std::string::npos && whole.size() >= start + 5)
            text = whole.substr(start + 3, whole.size() - start - 5);
    }
    bson_destroy(&wrapper);
    return text;
}

std::string stringOfKey(const ValueKey &key)
{
    return keyKindOf(key) == KeyKind::String ? key.substr(1) : std::string();
}

ValueKey stringKey(std::string_view text)
{
    return tagged(KeyKind::String, text.data(), text.size());
}

} // namespace docmodel::inference
