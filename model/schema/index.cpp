// SPDX-License-Identifier: GPL-3.0-or-later
#include "index.h"

namespace docmodel {

namespace {
std::string keyValueForName(IndexKeyKind kind)
{
    switch (kind) {
    case IndexKeyKind::Asc:
    case IndexKeyKind::Wildcard:
        return "1";
    case IndexKeyKind::Desc:
        return "-1";
    default:
        return std::string(toString(kind));
    }
}
// A key's direction or type: 1, -1 (also as canonical Extended JSON,
// {"$numberInt": "-1"}), "text", "hashed", "2d", "2dsphere".
IndexKeyKind keyKind(const JsonValue &direction)
{
    if (direction.is_number())
        return direction.get<double>() < 0 ? IndexKeyKind::Desc : IndexKeyKind::Asc;
    if (direction.is_object() && direction.size() == 1 && direction.begin()->is_string()) {
        const std::string &wrapper = direction.begin().key();
        if (wrapper == "$numberInt" || wrapper == "$numberLong" || wrapper == "$numberDouble")
            return direction.begin()->get<std::string>().starts_with('-') ? IndexKeyKind::Desc
                                                                          : IndexKeyKind::Asc;
    }
    const std::string text = direction.is_string() ? direction.get<std::string>() : std::string();
    if (text == "text")
        return IndexKeyKind::Text;
    if (text == "hashed")
        return IndexKeyKind::Hashed;
    if (text == "2d")
        return IndexKeyKind::Geo2d;
    if (text == "2dsphere")
        return IndexKeyKind::Geo2dSphere;
    return IndexKeyKind::Asc;
}

} // namespace

std::vector<IndexKey> indexKeysFromDocument(const JsonValue &key)
{
    std::vector<IndexKey> keys;
    if (!key.is_object())
        return keys;
    static const std::string wildcard = "$**";
    for (const auto &[path, direction] : key.items()) {
        IndexKey out;
        if (path.ends_with(wildcard)) {
            out.kind = IndexKeyKind::Wildcard;
            out.field = path.size() > wildcard.size()
                ? path.substr(0, path.size() - wildcard.size() - 1)
                : std::string();
        } else {
            out.field = path;
            out.kind = keyKind(direction);
        }
        keys.push_back(std::move(out));
    }
    return keys;
}

std::vector<IndexKey> indexKeysFromSpec(const JsonValue &spec)
{
    const JsonValue key = spec.is_object() ? spec.value("key", JsonValue::object()) : JsonValue::object();
    const JsonValue weights = spec.is_object() ? spec.value("weights", JsonValue()) : JsonValue();
    if (!key.is_object() || !key.contains("_fts") || !weights.is_object())
        return indexKeysFromDocument(key);
    std::vector<IndexKey> keys;
    for (const auto &[path, direction] : key.items()) {
        if (path == "_ftsx")
            continue;
        if (path != "_fts") {
            std::vector<IndexKey> one = indexKeysFromDocument(JsonValue { { path, direction } });
            keys.insert(keys.end(), one.begin(), one.end());
            continue;
        }
        for (const auto &[field, weight] : weights.items())
            keys.push_back(IndexKey { field, IndexKeyKind::Text });
    }
    return keys;
}

std::string Index::effectiveName() const
{
    if (!name.empty())
        return name;
    std::string out;
    for (const IndexKey &key : keys) {
        if (!out.empty())
            out += '_';
        if (key.kind == IndexKeyKind::Wildcard)
            out += key.field.empty() ? "$**" : key.field + ".$**";
        else
            out += key.field;
        out += '_' + keyValueForName(key.kind);
    }
    return out;
}

JsonValue indexKeysDocument(const std::vector<IndexKey> &keys)
{
    JsonValue out = JsonValue::object();
    for (const IndexKey &key : keys) {
        const std::string field = key.kind != IndexKeyKind::Wildcard ? key.field
            : key.field.empty()                                       ? std::string("$**")
                                                                      : key.field + ".$**";
        const std::string value = keyValueForName(key.kind);
        out[field] = value == "1" ? JsonValue(1) : value == "-1" ? JsonValue(-1) : JsonValue(value);
    }
    return out;
}

std::string indexKeysText(const std::vector<IndexKey> &keys)
{
    std::string out = "{";
    for (const IndexKey &key : keys) {
        std::string field = key.field;
        if (key.kind == IndexKeyKind::Wildcard)
            field = field.empty() ? "$**" : field + ".$**";
        const bool plain = !field.empty() && field.find_first_of(".$") == std::string::npos;
        out += out.size() > 1 ? ", " : "";
        out += plain ? field : '"' + field + '"';
        out += ": ";
        const std::string value = keyValueForName(key.kind);
        out += value == "1" || value == "-1" ? value : '"' + value + '"';
    }
    return out + '}';
}

} // namespace docmodel
