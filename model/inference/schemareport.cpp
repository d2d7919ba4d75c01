// SPDX-License-Identifier: GPL-3.0-or-later
#include "schemareport.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace docmodel::inference {

namespace {

using Json = nlohmann::ordered_json;

Json pathJson(const std::vector<std::string> &path)
{
    Json array = Json::array();
    for (const std::string &name : path)
        array.push_back(name);
    return array;
}

std::string lowered(std::string_view text)
{
    std::string result(text);
    for (char &c : result)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return result;
}

Json fieldsJson(const DocumentShape &shape, std::vector<std::string> &path);

Json valuesJson(const TypeStats &type)
{
    const ValueStats &values = type.values;
    Json extra = Json::object();
    if (values.distinct)
        extra["distinctEstimate"] = std::llround(values.distinct->estimate());
    if (values.minNumber <= values.maxNumber) {
        extra["min"] = values.minNumber;
        extra["max"] = values.maxNumber;
    }
    if (values.minMillis <= values.maxMillis) {
        extra["minDateMillis"] = values.minMillis;
        extra["maxDateMillis"] = values.maxMillis;
    }
    if (values.minLength <= values.maxLength) {
        extra["minLength"] = values.minLength;
        extra["maxLength"] = values.maxLength;
    }
    if (!values.samples.empty())
        extra["samples"] = values.samples;
    return extra;
}

// Types by count, most frequent first; ties in the order first seen.
std::vector<const TypeStats *> byCount(const TypeSet &set)
{
    std::vector<const TypeStats *> types;
    for (const auto &type : set.types)
        types.push_back(type.get());
    std::stable_sort(types.begin(), types.end(),
        [](const TypeStats *a, const TypeStats *b) { return a->count > b->count; });
    return types;
}

Json typesJson(const TypeSet &set, uint64_t parentCount, std::vector<std::string> &path)
{
    Json types = Json::array();
    for (const TypeStats *type : byCount(set)) {
        Json entry;
        entry["name"] = schemaTypeName(type->type);
        entry["bsonType"] = schemaTypeName(type->type);
        entry["path"] = pathJson(path);
        entry["count"] = type->count;
        entry["probability"] = double(type->count) / double(parentCount);
        if (type->array) {
            const ArrayStats &array = *type->array;
            entry["types"] = typesJson(array.elements, array.totalLength, path);
            entry["totalCount"] = array.totalLength;
            entry["averageLength"] = double(array.totalLength) / double(type->count);
            entry["docmodeler"] = { { "minLength", array.minLength }, { "maxLength", array.maxLength } };
        } else if (type->document) {
            entry["fields"] = fieldsJson(*type->document, path);
        } else {
            Json extra = valuesJson(*type);
            if (!extra.empty())
                entry["docmodeler"] = std::move(extra);
        }
        types.push_back(std::move(entry));
    }
    return types;
}

Json fieldsJson(const DocumentShape &shape, std::vector<std::string> &path)
{
    std::vector<const FieldStats *> fields;
    for (const auto &field : shape.fields)
        fields.push_back(field.get());
    std::stable_sort(fields.begin(), fields.end(), [](const FieldStats *a, const FieldStats *b) {
        if (a->name == "_id" || b->name == "_id")
            return a->name == "_id" && b->name != "_id";
        return lowered(a->name) < lowered(b->name);
    });
    Json result = Json::array();
    // A map the analyser collapsed: one field "*" for the values under all
    // its keys, counted per entry (a difference from mongodb-schema, which
    // lists every key).
    const bool map = shape.collapsed;
    for (const FieldStats *field : fields) {
        const uint64_t parentCount = map ? field->count : shape.count;
        path.push_back(map ? std::string("*") : field->name);
        Json types = typesJson(field->types, parentCount, path);
        const uint64_t missing = parentCount - field->count;
        if (missing > 0)
            types.push_back({ { "name", "Undefined" }, { "bsonType", "Undefined" }, { "path", pathJson(path) },
                { "count", missing }, { "probability", double(missing) / double(shape.count) } });
        Json entry;
        entry["name"] = path.back();
        entry["path"] = pathJson(path);
        entry["count"] = field->count;
        if (types.size() == 1) {
            entry["type"] = types[0]["name"];
        } else {
            Json names = Json::array();
            for (const Json &type : types)
                names.push_back(type["name"]);
            entry["type"] = std::move(names);
        }
        entry["probability"] = double(field->count) / double(parentCount);
        entry["types"] = std::move(types);
        if (map)
            entry["docmodeler"] = { { "mapEntries", field->count } };
        result.push_back(std::move(entry));
        path.pop_back();
    }
    return result;
}

} // namespace

nlohmann::ordered_json schemaReport(const SchemaAnalyzer &analyzer)
{
    std::vector<std::string> path;
    Json report;
    report["count"] = analyzer.documents();
    report["fields"] = fieldsJson(analyzer.root(), path);
    return report;
}

} // namespace docmodel::inference
