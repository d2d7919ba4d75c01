// SPDX-License-Identifier: GPL-3.0-or-later
#include "pipelinestages.h"

#include <utility>

namespace docmodel {

using json = nlohmann::json;

json withoutMerge(const json &pipeline)
{
    json out = json::array();
    for (const json &stage : pipeline)
        if (!stage.contains("$merge") && !stage.contains("$out"))
            out.push_back(stage);
    return out;
}

std::string mergeTarget(const DataStep &step)
{
    for (const json &stage : step.pipeline)
        if (const auto merge = stage.find("$merge"); merge != stage.end())
            return merge->is_string() ? merge->get<std::string>()
                                      : merge->value("into", step.collection);
    return step.collection;
}

bool mergeInserts(const DataStep &step)
{
    for (const json &stage : step.pipeline)
        if (const auto merge = stage.find("$merge"); merge != stage.end())
            return !merge->is_object() || merge->value("whenNotMatched", "insert") == "insert";
    return false;
}

int idTypeClass(bson_type_t type)
{
    switch (type) {
    case BSON_TYPE_INT32:
    case BSON_TYPE_INT64:
    case BSON_TYPE_DOUBLE:
    case BSON_TYPE_DECIMAL128:
        return 1;
    default:
        return 100 + int(type);
    }
}

BsonPtr keptValue(const bson_iter_t *value)
{
    BsonPtr out(bson_new());
    bson_append_iter(out.get(), "v", 1, value);
    return out;
}

bool keptValueOf(const BsonPtr &kept, bson_iter_t *value)
{
    return kept && bson_iter_init(value, kept.get()) && bson_iter_next(value);
}

BsonPtr idRangeFilter(const BsonPtr &lower, const BsonPtr &upper, bool mixed)
{
    BsonPtr filter(bson_new());
    bson_iter_t it;
    if (!lower && !upper)
        return filter; // every document: one batch holds them all
    if (!mixed) {
        bson_t range;
        BSON_APPEND_DOCUMENT_BEGIN(filter.get(), "_id", &range);
        if (keptValueOf(lower, &it))
            bson_append_iter(&range, "$gt", 3, &it);
        if (keptValueOf(upper, &it))
            bson_append_iter(&range, "$lte", 4, &it);
        bson_append_document_end(filter.get(), &range);
        return filter;
    }
    bson_t expr, all, comparison, operands, literal;
    BSON_APPEND_DOCUMENT_BEGIN(filter.get(), "$expr", &expr);
    BSON_APPEND_ARRAY_BEGIN(&expr, "$and", &all);
    int n = 0;
    for (const auto &[bound, op] : { std::pair { &lower, "$gt" }, std::pair { &upper, "$lte" } }) {
        if (!keptValueOf(*bound, &it))
            continue;
        const std::string key = std::to_string(n++);
        BSON_APPEND_DOCUMENT_BEGIN(&all, key.c_str(), &comparison);
        BSON_APPEND_ARRAY_BEGIN(&comparison, op, &operands);
        BSON_APPEND_UTF8(&operands, "0", "$_id");
        BSON_APPEND_DOCUMENT_BEGIN(&operands, "1", &literal);
        bson_append_iter(&literal, "$literal", 8, &it);
        bson_append_document_end(&operands, &literal);
        bson_append_array_end(&comparison, &operands);
        bson_append_document_end(&all, &comparison);
    }
    bson_append_array_end(&expr, &all);
    bson_append_document_end(filter.get(), &expr);
    return filter;
}

BsonPtr batchPipeline(
    const std::vector<BsonPtr> &stages, const BsonPtr &lower, const BsonPtr &upper, bool mixed)
{
    BsonPtr out(bson_new());
    bson_t array, match;
    BSON_APPEND_ARRAY_BEGIN(out.get(), "pipeline", &array);
    BSON_APPEND_DOCUMENT_BEGIN(&array, "0", &match);
    const BsonPtr filter = idRangeFilter(lower, upper, mixed);
    BSON_APPEND_DOCUMENT(&match, "$match", filter.get());
    bson_append_document_end(&array, &match);
    int n = 1;
    for (const BsonPtr &stage : stages) {
        const std::string key = std::to_string(n++);
        BSON_APPEND_DOCUMENT(&array, key.c_str(), stage.get());
    }
    bson_append_array_end(out.get(), &array);
    return out;
}

} // namespace docmodel
