#include "semanticcompare.h"

#include <algorithm>

namespace docmodel {

namespace {

JsonValue sortedObject(const JsonValue &value, const auto &mapChild)
{
    std::vector<std::string> keys;
    for (auto it = value.begin(); it != value.end(); ++it)
        keys.push_back(it.key());
    std::sort(keys.begin(), keys.end());
    JsonValue out = JsonValue::object();
    for (const std::string &key : keys)
        out[key] = mapChild(key, value.at(key));
    return out;
}

JsonValue sortedArray(JsonValue array)
{
    std::sort(array.begin(), array.end(), [](const JsonValue &a, const JsonValue &b) { return a.dump() < b.dump(); });
    return array;
}

// Numbers as the server may have turned them: 1, 1.0 and NumberLong(1)
// compare equal once integral doubles are integers.
JsonValue normalizedNumber(const JsonValue &value)
{
    if (value.is_number_float()) {
        const double number = value.get<double>();
        if (number == double(int64_t(number)))
            return int64_t(number);
    }
    if (value.is_number_unsigned())
        return int64_t(value.get<uint64_t>());
    return value;
}

JsonValue normalizedSchemaValue(const std::string &key, const JsonValue &value)
{
    if (value.is_object())
        return sortedObject(value, normalizedSchemaValue);
    if (value.is_array()) {
        if ((key == "bsonType" || key == "type") && value.size() == 1)
            return normalizedSchemaValue(key, value.front());
        JsonValue out = JsonValue::array();
        for (const JsonValue &item : value)
            out.push_back(normalizedSchemaValue(std::string(), item));
        if (key == "bsonType" || key == "type" || key == "required")
            return sortedArray(std::move(out));
        return out;
    }
    return normalizedNumber(value);
}

bool isTextKey(const JsonValue &direction)
{
    return direction.is_string() && direction.get<std::string>() == "text";
}

// Text fields in one place, in name order: a server lists them from its
// weights (by name), the model in the order they were declared.
JsonValue normalizedKey(const JsonValue &spec)
{
    const JsonValue &key = spec.contains("key") ? spec.at("key") : JsonValue::object();
    std::vector<std::string> textFields;
    const bool serverText = key.contains("_fts");
    if (serverText && spec.contains("weights") && spec.at("weights").is_object()) {
        for (auto it = spec.at("weights").begin(); it != spec.at("weights").end(); ++it)
            textFields.push_back(it.key());
    }
    for (auto it = key.begin(); it != key.end(); ++it) {
        if (isTextKey(it.value()) && it.key() != "_fts")
            textFields.push_back(it.key());
    }
    std::sort(textFields.begin(), textFields.end());
    JsonValue out = JsonValue::object();
    bool textPlaced = false;
    for (auto it = key.begin(); it != key.end(); ++it) {
        if (it.key() == "_ftsx")
            continue;
        if (it.key() == "_fts" || isTextKey(it.value())) {
            if (!textPlaced) {
                for (const std::string &field : textFields)
                    out[field] = "text";
                textPlaced = true;
            }
            continue;
        }
        out[it.key()] = normalizedNumber(it.value());
    }
    return out;
}

bool allWeightsOne(const JsonValue &weights)
{
    if (!weights.is_object())
        return false;
    return std::all_of(weights.begin(), weights.end(), [](const JsonValue &w) { return normalizedNumber(w) == JsonValue(1); });
}

// Every field the wanted collation sets has the same value on the server,
// which also lists the defaults of the locale.
bool collationMatches(const JsonValue &wanted, const JsonValue &actual)
{
    if (wanted.is_null() || actual.is_null())
        return wanted.is_null() && actual.is_null();
    for (auto it = wanted.begin(); it != wanted.end(); ++it) {
        if (!actual.contains(it.key()) || normalizedNumber(actual.at(it.key())) != normalizedNumber(it.value()))
            return false;
    }
    return true;
}

JsonValue valueOr(const JsonValue &object, const char *key)
{
    return object.contains(key) ? normalizedSchemaValue(key, object.at(key)) : JsonValue();
}

} // namespace

JsonValue normalizedValidator(const JsonValue &validator)
{
    return normalizedSchemaValue(std::string(), validator);
}

bool sameValidator(const JsonValue &wanted, const JsonValue &actual)
{
    return normalizedValidator(wanted) == normalizedValidator(actual);
}

JsonValue normalizedIndexSpec(const JsonValue &spec)
{
    JsonValue out = JsonValue::object();
    out["key"] = normalizedKey(spec);
    for (auto it = spec.begin(); it != spec.end(); ++it) {
        const std::string &key = it.key();
        if (key == "key" || key == "v" || key == "ns" || key == "background" || key == "textIndexVersion"
            || key == "2dsphereIndexVersion" || key == "2dIndexVersion")
            continue;
        if (key == "language_override" && it.value() == JsonValue("language"))
            continue;
        if (key == "default_language" && it.value() == JsonValue("english"))
            continue;
        if (key == "weights" && allWeightsOne(it.value()))
            continue;
        if ((key == "unique" || key == "sparse" || key == "hidden") && it.value() == JsonValue(false))
            continue;
        out[key] = normalizedSchemaValue(key, it.value());
    }
    // The sphere version is compared only when the model asks for one.
    if (spec.contains("2dsphereIndexVersion"))
        out["2dsphereIndexVersion"] = normalizedNumber(spec.at("2dsphereIndexVersion"));
    return out;
}

std::vector<std::string> indexDifferences(const JsonValue &wantedSpec, const JsonValue &actualSpec)
{
    const JsonValue wanted = normalizedIndexSpec(wantedSpec);
    JsonValue actual = normalizedIndexSpec(actualSpec);
    if (!wanted.contains("2dsphereIndexVersion"))
        actual.erase("2dsphereIndexVersion");
    std::vector<std::string> differences;
    std::vector<std::string> keys;
    for (auto it = wanted.begin(); it != wanted.end(); ++it)
        keys.push_back(it.key());
    for (auto it = actual.begin(); it != actual.end(); ++it) {
        if (!wanted.contains(it.key()))
            keys.push_back(it.key());
    }
    for (const std::string &key : keys) {
        if (key == "key")
            continue;
        const JsonValue mine = wanted.contains(key) ? wanted.at(key) : JsonValue();
        const JsonValue theirs = actual.contains(key) ? actual.at(key) : JsonValue();
        const bool same = key == "collation" ? collationMatches(mine, theirs) : mine == theirs;
        if (!same)
            differences.push_back(key);
    }
    return differences;
}

std::vector<std::string> optionDifferences(const JsonValue &wanted, const JsonValue &actual)
{
    std::vector<std::string> differences;
    for (const char *key : { "capped", "size", "max", "timeseries", "expireAfterSeconds" }) {
        JsonValue mine = valueOr(wanted, key);
        JsonValue theirs = valueOr(actual, key);
        if (std::string(key) == "capped") {
            mine = mine.is_null() ? JsonValue(false) : mine;
            theirs = theirs.is_null() ? JsonValue(false) : theirs;
        }
        if (std::string(key) == "timeseries" && mine.is_object() && theirs.is_object()) {
            // The server adds bucket settings of its own; compare what the model sets.
            bool same = true;
            for (auto it = mine.begin(); it != mine.end(); ++it)
                same = same && theirs.contains(it.key()) && theirs.at(it.key()) == it.value();
            if (same)
                continue;
        }
        if (mine != theirs)
            differences.push_back(key);
    }
    const JsonValue noCollation;
    if (!collationMatches(wanted.contains("collation") ? wanted.at("collation") : noCollation,
            actual.contains("collation") ? actual.at("collation") : noCollation))
        differences.push_back("collation");
    return differences;
}

} // namespace docmodel
