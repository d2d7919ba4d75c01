// SPDX-License-Identifier: GPL-3.0-or-later
#include "scriptparts.h"

#include "bsonschema.h"

#include "preview/shellformat.h"
#include "schema/jsonobject.h"
#include "schema/referenceindexes.h"

#include <algorithm>

namespace docmodel::scriptparts {

namespace {

// A // comment ends at any JavaScript line terminator: keep text on one line.
std::string oneLine(const std::string &text)
{
    std::string out;
    for (size_t i = 0; i < text.size(); ++i) {
        if (text.compare(i, 3, "\xe2\x80\xa8") == 0 || text.compare(i, 3, "\xe2\x80\xa9") == 0) {
            out += ' ';
            i += 2;
        } else {
            out += (text[i] == '\n' || text[i] == '\r') ? ' ' : text[i];
        }
    }
    return out;
}

// In an object literal, "__proto__": x sets the prototype instead of a key.
bool hasProtoKey(const JsonValue &value)
{
    if (value.is_object())
        for (auto it = value.begin(); it != value.end(); ++it)
            if (it.key() == "__proto__" || hasProtoKey(it.value()))
                return true;
    if (value.is_array())
        for (const JsonValue &element : value)
            if (hasProtoKey(element))
                return true;
    return false;
}

} // namespace

std::string literal(const JsonValue &value, int indent)
{
    // JSON.parse keeps "__proto__" as an ordinary key.
    if (hasProtoKey(value))
        return "JSON.parse("
            + quoted(value.dump(-1, ' ', false, JsonValue::error_handler_t::replace)) + ")";
    std::string text = value.dump(2, ' ', false, JsonValue::error_handler_t::replace);
    if (indent == 0 && text.find("\xe2\x80") == std::string::npos)
        return text; // the common case, without a copy
    std::string out;
    out.reserve(text.size() + text.size() / 8);
    const std::string pad(size_t(indent), ' ');
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\xe2' && i + 2 < text.size() && text[i + 1] == '\x80'
            && (text[i + 2] == '\xa8' || text[i + 2] == '\xa9')) {
            out += text[i + 2] == '\xa8' ? "\\u2028" : "\\u2029";
            i += 2;
            continue;
        }
        out += c;
        if (c == '\n')
            out += pad;
    }
    return out;
}

JsonValue indexKeys(const std::vector<IndexKey> &keys)
{
    JsonValue out = JsonValue::object();
    for (const IndexKey &key : keys) {
        switch (key.kind) {
        case IndexKeyKind::Asc:
            out[key.field] = 1;
            break;
        case IndexKeyKind::Desc:
            out[key.field] = -1;
            break;
        case IndexKeyKind::Wildcard:
            out[key.field.empty() ? "$**" : key.field + ".$**"] = 1;
            break;
        default:
            out[key.field] = toString(key.kind);
            break;
        }
    }
    return out;
}

JsonValue indexSpec(const Index &index)
{
    JsonValue spec = { { "key", indexKeys(index.keys) }, { "name", index.effectiveName() } };
    if (index.unique)
        spec["unique"] = true;
    if (index.sparse)
        spec["sparse"] = true;
    if (!index.partialFilter.is_null())
        spec["partialFilterExpression"] = index.partialFilter;
    if (index.expireAfterSeconds)
        spec["expireAfterSeconds"] = *index.expireAfterSeconds;
    if (!index.collation.is_null())
        spec["collation"] = index.collation;
    if (index.hidden)
        spec["hidden"] = true;
    if (!index.weights.is_null())
        spec["weights"] = index.weights;
    if (!index.defaultLanguage.empty())
        spec["default_language"] = index.defaultLanguage;
    if (index.sphereVersion)
        spec["2dsphereIndexVersion"] = *index.sphereVersion;
    if (!index.wildcardProjection.is_null())
        spec["wildcardProjection"] = index.wildcardProjection;
    return spec;
}

bool keysNeedOrder(const JsonValue &keys)
{
    // Canonical decimal integers only: "010" and "-1" keep their place.
    const auto integerLike = [](const std::string &key) {
        return !key.empty() && (key == "0" || (key[0] >= '1' && key[0] <= '9'))
            && std::ranges::all_of(key, [](char c) { return c >= '0' && c <= '9'; });
    };
    if (!keys.is_object() || keys.size() < 2)
        return false;
    for (auto it = keys.begin(); it != keys.end(); ++it)
        if (integerLike(it.key()))
            return true;
    return false;
}

std::string keyPairs(const JsonValue &keys)
{
    std::string out = "[";
    for (auto it = keys.begin(); it != keys.end(); ++it)
        out += (it == keys.begin() ? "[" : ", [") + literal(JsonValue(it.key())) + ", "
            + literal(it.value()) + "]";
    return out + "]";
}

std::string keysLiteral(const JsonValue &keys, int indent)
{
    return keysNeedOrder(keys) ? "new Map(" + keyPairs(keys) + ")" : literal(keys, indent);
}

std::string indexSpecLiteral(const Index &index)
{
    JsonValue spec = indexSpec(index);
    if (!keysNeedOrder(spec["key"]))
        return literal(spec);
    const std::string key = keysLiteral(spec["key"]);
    spec.erase("key");
    // "{\n  \"name\": ...}" (a spec always has a name) with the key put first.
    return "{\n  \"key\": " + key + "," + literal(spec).substr(1);
}

CollectionIndexes::CollectionIndexes(const Model &model)
{
    for (const Index &index : model.indexes)
        mByCollection[index.collectionId].push_back(&index);
    for (const Relationship &rel : model.relationships)
        if (rel.indexReference)
            for (Index &index : referenceIndexes(model, rel))
                mReferences[index.collectionId].push_back(std::move(index));
}

std::vector<Index> collectionIndexes(const Model &model, const Entity &collection)
{
    return CollectionIndexes(model).of(collection);
}

std::vector<Index> CollectionIndexes::of(const Entity &collection) const
{
    std::vector<Index> out;
    if (const auto it = mByCollection.find(collection.id); it != mByCollection.end())
        for (const Index *index : it->second)
            out.push_back(*index);
    if (const auto &ttl = collection.options.ttl) {
        const std::vector<IndexKey> keys = { { ttl->field, IndexKeyKind::Asc } };
        const bool declared
            = std::ranges::any_of(out, [&](const Index &index) { return index.keys == keys; });
        if (!declared) {
            Index index;
            index.collectionId = collection.id;
            index.keys = keys;
            index.expireAfterSeconds = ttl->expireAfterSeconds;
            out.push_back(index);
        }
    }
    if (const auto it = mReferences.find(collection.id); it != mReferences.end())
        for (const Index &index : it->second) {
            // Never a second index with the same keys or name: the server
            // refuses the name, and the keys are served already.
            const bool given = std::ranges::any_of(out, [&](const Index &other) {
                return indexGives(other, index)
                    || other.effectiveName() == index.effectiveName();
            });
            if (!given)
                out.push_back(index);
        }
    return out;
}

std::string databaseExpression(const Model &model, const ExportOptions &options)
{
    const std::string &name = options.database.empty() ? model.database : options.database;
    return name.empty() ? "db" : "db.getSiblingDB(" + quoted(name) + ")";
}

std::string header(const Model &model, const std::string &flavour, const std::string &note)
{
    std::string out = "// " + oneLine(model.name) + ": collections, validators and indexes.\n";
    out += "// Generated by DocModeler, " + flavour + " export version "
        + std::to_string(kExportGeneratorVersion) + ", for MongoDB " + oneLine(model.serverVersion)
        + ".\n";
    out += note;
    out += "// Safe to run again: collections and indexes that exist are left as they are;\n"
           "// any other error stops the script.\n\n";
    return out;
}

std::string usedHelpers(const std::string &body, std::initializer_list<const char *> helpers)
{
    std::string out;
    for (const char *helper : helpers) {
        // "function docmodelerX(" -> "\ndocmodelerX(": a call starts a line
        // (comments start with //, and literals hold no raw line breaks).
        const std::string_view text(helper);
        const size_t start = text.find(' ') + 1;
        const std::string call = '\n' + std::string(text.substr(start, text.find('(') + 1 - start));
        if (body.find(call) == std::string::npos)
            continue;
        if (!out.empty())
            out += '\n';
        out += helper;
    }
    return out;
}

std::string scriptStart(const Model &model, const ExportOptions &options,
    const std::string &flavour, const std::string &note, const char *helpers)
{
    return header(model, flavour, note) + helpers
        + "\nvar database = " + databaseExpression(model, options) + ";\n";
}

JsonValue cappedOptions(const Entity &collection)
{
    JsonValue out = JsonValue::object();
    if (const auto &capped = collection.options.capped) {
        out["capped"] = true;
        out["size"] = capped->size;
        if (capped->max)
            out["max"] = *capped->max;
    }
    return out;
}

JsonValue collectionCreateOptions(const DocumentShapes &shapes, const Entity &collection)
{
    const CollectionOptions &options = collection.options;
    JsonValue out = cappedOptions(collection);
    if (const auto &series = options.timeSeries) {
        JsonValue timeseries = { { "timeField", series->timeField } };
        if (!series->metaField.empty())
            timeseries["metaField"] = series->metaField;
        timeseries["granularity"] = toString(series->granularity);
        out["timeseries"] = timeseries;
        if (series->expireAfterSeconds)
            out["expireAfterSeconds"] = *series->expireAfterSeconds;
    }
    if (!options.collation.is_null())
        out["collation"] = options.collation;
    if (options.timeSeries)
        return out; // MongoDB takes no validator on a time series collection
    reserveMembers(out, out.size() + 3); // the validator is never copied
    JsonValue validator = JsonValue::object();
    validator["$jsonSchema"] = collectionValidator(shapes, collection);
    out["validator"] = std::move(validator);
    out["validationLevel"] = toString(options.validationLevel);
    out["validationAction"] = toString(options.validationAction);
    return out;
}

std::string collectionComment(const Entity &collection)
{
    std::string out = "\n// " + oneLine(collection.name);
    if (!collection.description.empty())
        out += ": " + oneLine(collection.description);
    return out + "\n";
}

} // namespace docmodel::scriptparts
