// SPDX-License-Identifier: GPL-3.0-or-later
#include "semanticcompare.h"

#include "schema/jsonobject.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <unordered_map>

namespace docmodel {

namespace {

// Keys of an object are distinct, so the sorted copy appends them without
// a lookup (ordered_json's are linear: a wide validator would take n²).
JsonValue sortedObject(const JsonValue &value, const auto &mapChild)
{
    const auto &members = value.get_ref<const JsonValue::object_t &>();
    std::vector<const JsonValue::object_t::value_type *> sorted;
    sorted.reserve(members.size());
    for (const auto &member : members)
        sorted.push_back(&member);
    std::sort(sorted.begin(), sorted.end(), [](const auto *a, const auto *b) { return a->first < b->first; });
    JsonValue out = JsonValue::object();
    reserveMembers(out, sorted.size());
    for (const auto *member : sorted)
        appendMember(out, member->first, mapChild(member->first, member->second));
    return out;
}

// Each element's text is made once, not at every comparison.
JsonValue sortedArray(JsonValue array)
{
    std::vector<std::pair<std::string, JsonValue>> keyed;
    keyed.reserve(array.size());
    for (JsonValue &element : array)
        keyed.emplace_back(element.dump(), std::move(element));
    std::stable_sort(keyed.begin(), keyed.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    JsonValue out = JsonValue::array();
    for (auto &[text, element] : keyed)
        out.push_back(std::move(element));
    return out;
}

// Numbers as the server may have turned them: 1, 1.0 and NumberLong(1)
// compare equal once integral doubles are integers.
JsonValue normalizedNumber(const JsonValue &value)
{
    if (value.is_number_float()) {
        // Outside int64's range the conversion is undefined; such a double stays one.
        const double number = value.get<double>();
        if (number >= -0x1p63 && number < 0x1p63 && number == std::trunc(number))
            return int64_t(number);
    }
    if (value.is_number_unsigned() && value.get<uint64_t>() <= uint64_t(std::numeric_limits<int64_t>::max()))
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

bool isTypeKey(std::string_view key)
{
    return key == "bsonType" || key == "type";
}

// The members of an object by key: a wide validator's properties are
// thousands, each looked up once.
class MemberIndex
{
public:
    explicit MemberIndex(const JsonValue &object)
        : mObject(object)
    {
        if (object.size() > kScanned)
            for (auto it = object.begin(); it != object.end(); ++it)
                mByKey.emplace(it.key(), &it.value());
    }
    const JsonValue *find(const std::string &key) const
    {
        if (mObject.size() <= kScanned) {
            const auto it = mObject.find(key);
            return it == mObject.end() ? nullptr : &*it;
        }
        const auto it = mByKey.find(key);
        return it == mByKey.end() ? nullptr : it->second;
    }

private:
    static constexpr size_t kScanned = 16;
    const JsonValue &mObject;
    std::unordered_map<std::string_view, const JsonValue *> mByKey;
};

// normalizedSchemaValue(key, a) == normalizedSchemaValue(key, b), without
// building either: comparing two wide validators copies neither.
bool sameSchemaValue(const std::string &key, const JsonValue &a, const JsonValue &b)
{
    if (isTypeKey(key) && a.is_array() && a.size() == 1)
        return sameSchemaValue(key, a.front(), b);
    if (isTypeKey(key) && b.is_array() && b.size() == 1)
        return sameSchemaValue(key, a, b.front());
    if (a.is_object() && b.is_object()) {
        if (a.size() != b.size())
            return false;
        const MemberIndex other(b);
        for (auto it = a.begin(); it != a.end(); ++it) {
            const JsonValue *match = other.find(it.key());
            if (!match || !sameSchemaValue(it.key(), it.value(), *match))
                return false;
        }
        return true;
    }
    if (a.is_array() && b.is_array()) {
        if (a.size() != b.size())
            return false;
        if (isTypeKey(key) || key == "required") {
            // Sets: compared in the order of their text, as normalized.
            const auto texts = [](const JsonValue &array) {
                std::vector<std::string> out;
                out.reserve(array.size());
                for (const JsonValue &item : array)
                    out.push_back(normalizedSchemaValue(std::string(), item).dump());
                std::sort(out.begin(), out.end());
                return out;
            };
            return texts(a) == texts(b);
        }
        for (size_t i = 0; i < a.size(); ++i)
            if (!sameSchemaValue(std::string(), a[i], b[i]))
                return false;
        return true;
    }
    if (a.is_structured() || b.is_structured())
        return false;
    return normalizedNumber(a) == normalizedNumber(b);
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
    return sameSchemaValue(std::string(), wanted, actual);
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
