// SPDX-License-Identifier: GPL-3.0-or-later
#include "uniquekeycount.h"

#include "mongocsupport.h"

namespace docmodel::live {

namespace {

constexpr size_t kExamples = 3;

// [{$match: which documents the index holds}, {$group: {_id: key, n: {$sum:
// 1}}}, {$match: {n: {$gt: 1}}}, {$sort: {n: -1}}]. A compound key groups
// by {k0: "$a", k1: "$b"}: a $group key cannot hold a dotted name.
JsonValue duplicatesPipeline(const check::UniqueKey &key, std::vector<std::string> &fields)
{
    JsonValue pipeline = JsonValue::array();
    JsonValue held = key.partialFilter.is_object() ? key.partialFilter : JsonValue::object();
    if (key.sparse) {
        // A sparse index holds the documents with at least one key field.
        JsonValue any = JsonValue::array();
        for (const auto &field : key.key.items())
            any.push_back({ { field.key(), { { "$exists", true } } } });
        held = held.empty() ? JsonValue { { "$or", any } } : JsonValue { { "$and", { held, { { "$or", any } } } } };
    }
    if (!held.empty())
        pipeline.push_back({ { "$match", held } });
    JsonValue group;
    for (const auto &field : key.key.items())
        fields.push_back(field.key());
    if (fields.size() == 1) {
        group = "$" + fields.front();
    } else {
        group = JsonValue::object();
        for (size_t i = 0; i < fields.size(); ++i)
            group["k" + std::to_string(i)] = "$" + fields[i];
    }
    pipeline.push_back({ { "$group", { { "_id", group }, { "n", { { "$sum", 1 } } } } } });
    pipeline.push_back({ { "$match", { { "n", { { "$gt", 1 } } } } } });
    pipeline.push_back({ { "$sort", { { "n", -1 } } } });
    return pipeline;
}

// The group's key as the person knows it: the value, or {field: value, ...}.
JsonValue keyValue(const bson_t *group, const std::vector<std::string> &fields)
{
    char *text = bson_as_relaxed_extended_json(group, nullptr);
    JsonValue parsed = JsonValue::parse(text, nullptr, false);
    bson_free(text);
    const JsonValue id = parsed.is_object() ? parsed.value("_id", JsonValue()) : JsonValue();
    if (fields.size() == 1 || !id.is_object())
        return id;
    JsonValue named = JsonValue::object();
    for (size_t i = 0; i < fields.size(); ++i)
        named[fields[i]] = id.value("k" + std::to_string(i), JsonValue());
    return named;
}

} // namespace

check::DuplicateKeys countDuplicates(mongoc_collection_t *collection, const check::UniqueKey &key,
    const std::function<bool()> &cancelled, LiveError &fatal)
{
    check::DuplicateKeys out;
    out.collection = key.collection;
    out.index = key.index;
    const BsonPtr pipeline = bsonOf({ { "pipeline", duplicatesPipeline(key, out.fields) } });
    bson_t options = BSON_INITIALIZER;
    BSON_APPEND_BOOL(&options, "allowDiskUse", true);
    Cursor cursor(mongoc_collection_aggregate(collection, MONGOC_QUERY_NONE, pipeline.get(), &options, nullptr));
    bson_destroy(&options);
    LiveError failed;
    const bool read = cursor.forEach(QStringLiteral("aggregate $group"), failed, [&](const bson_t *group) {
        if (cancelled && cancelled())
            return;
        const std::optional<qint64> documents = int64At(group, "n");
        ++out.values;
        out.documents += uint64_t(documents.value_or(0));
        if (out.examples.size() < kExamples)
            out.examples.emplace_back(keyValue(group, out.fields), uint64_t(documents.value_or(0)));
    });
    if (!read) {
        // Not counted is said on the step; building the index stays safe
        // (the server refuses duplicates), so only a lost server ends here.
        if (failed.isConnectionProblem())
            fatal = failed;
        out.error = failed.message.toStdString();
    }
    return out;
}

} // namespace docmodel::live
