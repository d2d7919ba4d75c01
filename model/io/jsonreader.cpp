// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonreader.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <iterator>
#include <limits>

namespace docmodel {

TextPosition textPositionOf(std::string_view text, size_t offset)
{
    TextPosition pos;
    offset = std::min(offset, text.size());
    for (size_t i = 0; i < offset; ++i) {
        if (text[i] == '\n') {
            ++pos.line;
            pos.column = 1;
        } else {
            ++pos.column;
        }
    }
    return pos;
}

namespace {

// Deeper JSON than this is no model; refusing it early keeps recursive code
// (copies of values, readers) far from the stack's end.
constexpr int kMaxJsonDepth = 512;

// The hashes of an object's keys in one flat table (open addressing): no
// copy of each key and no allocation each, which a wide object's thousands
// of keys would otherwise cost.
class KeyHashes
{
public:
    bool empty() const { return mCount == 0; }

    // False when the hash was there already.
    bool insert(const std::string &key)
    {
        if ((mCount + 1) * 2 > mTable.size())
            grow();
        if (!place(mTable, std::hash<std::string>()(key) | 1))
            return false;
        ++mCount;
        return true;
    }

private:
    // Zero marks a free slot; hashes are made odd, so none is zero (and
    // the bits above the lowest pick the slot).
    static bool place(std::vector<size_t> &table, size_t hash)
    {
        const size_t mask = table.size() - 1;
        for (size_t i = (hash >> 1) & mask;; i = (i + 1) & mask) {
            if (table[i] == hash)
                return false;
            if (table[i] == 0) {
                table[i] = hash;
                return true;
            }
        }
    }
    void grow()
    {
        std::vector<size_t> table(std::max<size_t>(64, mTable.size() * 2), 0);
        for (size_t hash : mTable)
            if (hash != 0)
                place(table, hash);
        mTable = std::move(table);
    }

    std::vector<size_t> mTable;
    size_t mCount = 0;
};

// Builds the value while the parser runs, rejecting duplicate keys and
// absurd nesting. (nlohmann's callback parser could check as much, but it
// rescans a container after each object in it and looks each key up in
// ordered_json's list: quadratic for a long array of objects or a wide
// object.) An object's members are gathered in a list of their own and
// moved into it whole when it ends: ordered_json's pairs have const keys,
// so an object growing member by member would copy its members each time.
class StrictBuilder
{
public:
    explicit StrictBuilder(JsonValue &root)
        : mRoot(root)
    { }

    bool null() { return scalar(nullptr); }
    bool boolean(bool value) { return scalar(value); }
    bool number_integer(JsonValue::number_integer_t value) { return scalar(value); }
    bool number_unsigned(JsonValue::number_unsigned_t value) { return scalar(value); }
    bool number_float(JsonValue::number_float_t value, const JsonValue::string_t &)
    {
        return scalar(value);
    }
    bool string(JsonValue::string_t &value) { return scalar(std::move(value)); }
    bool binary(JsonValue::binary_t &value) { return scalar(std::move(value)); }
    bool start_object(std::size_t) { return open(JsonValue::object(), false); }
    bool start_array(std::size_t) { return open(JsonValue::array(), true); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }

    bool key(JsonValue::string_t &key)
    {
        Frame &frame = mFrames.back();
        if (isRepeated(frame, key))
            throw ReadFailure { pointerAppend(pointerOf(mFrames.size() - 1), key),
                QCoreApplication::translate(
                    "ObjectReader", "the key \"%1\" appears twice in one object")
                    .arg(QString::fromStdString(key)) };
        frame.members.emplace_back(std::move(key), nullptr);
        return true;
    }

    template <typename Exception>
    bool parse_error(std::size_t, const std::string &, const Exception &error)
    {
        throw error;
    }

private:
    // Small objects are searched; past this many keys a set answers.
    static constexpr size_t kScannedKeys = 16;

    struct Frame {
        JsonValue *value;
        bool isArray;
        size_t index = 0; // arrays: the values completed
        std::vector<std::pair<std::string, JsonValue>> members; // objects
        KeyHashes hashes; // objects past kScannedKeys
    };

    static bool isRepeated(Frame &frame, const std::string &key)
    {
        const auto named = [&key](const auto &member) { return member.first == key; };
        if (frame.members.size() < kScannedKeys)
            return std::any_of(frame.members.begin(), frame.members.end(), named);
        if (frame.hashes.empty())
            for (const auto &member : frame.members)
                frame.hashes.insert(member.first);
        // A hash seen before is a repeated key, or rarely two keys alike.
        return !frame.hashes.insert(key)
            && std::any_of(frame.members.begin(), frame.members.end(), named);
    }

    // Where a new value goes: the root, the end of an array, or the member
    // the last key made.
    JsonValue *place(JsonValue &&value)
    {
        if (mFrames.empty()) {
            mRoot = std::move(value);
            return &mRoot;
        }
        Frame &frame = mFrames.back();
        if (frame.isArray) {
            auto &items = frame.value->get_ref<JsonValue::array_t &>();
            items.push_back(std::move(value));
            return &items.back();
        }
        JsonValue &member = frame.members.back().second;
        member = std::move(value);
        return &member;
    }

    bool scalar(JsonValue &&value)
    {
        place(std::move(value));
        leaveValue();
        return true;
    }

    bool open(JsonValue &&empty, bool isArray)
    {
        if (mFrames.size() >= size_t(kMaxJsonDepth))
            throw ReadFailure { pointerOf(mFrames.size()),
                QCoreApplication::translate(
                    "ObjectReader", "the JSON is nested more than %1 levels deep")
                    .arg(kMaxJsonDepth) };
        // A container's address stays put while it is open: its parent
        // grows only after it closes.
        mFrames.push_back({ place(std::move(empty)), isArray, 0, {}, {} });
        return true;
    }

    bool close()
    {
        Frame &frame = mFrames.back();
        if (!frame.isArray)
            *frame.value = JsonValue::object_t(std::make_move_iterator(frame.members.begin()),
                std::make_move_iterator(frame.members.end()));
        mFrames.pop_back();
        leaveValue();
        return true;
    }

    // The pointer of the value being parsed now, inside the outer `depth` containers.
    std::string pointerOf(size_t depth) const
    {
        std::string pointer;
        for (size_t i = 0; i < depth; ++i) {
            const Frame &frame = mFrames[i];
            pointer = frame.isArray
                ? pointerAppend(pointer, frame.index)
                : pointerAppend(pointer,
                    frame.members.empty() ? std::string() : frame.members.back().first);
        }
        return pointer;
    }
    void leaveValue()
    {
        if (!mFrames.empty() && mFrames.back().isArray)
            ++mFrames.back().index;
    }

    JsonValue &mRoot;
    std::vector<Frame> mFrames;
};

} // namespace

LoadError loadErrorOf(const QString &source, const ReadFailure &failure)
{
    // Without a line the failure is about a value, the root one when the pointer is empty.
    return { source, failure.line, failure.column, failure.pointer, failure.message,
        failure.line == 0 };
}

JsonValue parseJsonStrict(std::string_view text)
{
    try {
        JsonValue root;
        StrictBuilder builder(root);
        JsonValue::sax_parse(text.begin(), text.end(), &builder);
        return root;
    } catch (const JsonValue::parse_error &error) {
        // error.byte is one past the offending character.
        const TextPosition pos = textPositionOf(text, error.byte > 0 ? error.byte - 1 : 0);
        QString what = QString::fromUtf8(error.what());
        // Drop nlohmann's "[json.exception.parse_error.101] parse error at line 1, column 2: "
        const int colon = what.indexOf(QLatin1String(": "), what.indexOf(QLatin1String("column")));
        if (colon >= 0)
            what = what.mid(colon + 2);
        throw ReadFailure { {},
            QCoreApplication::translate("ObjectReader", "not valid JSON: %1").arg(what), pos.line,
            pos.column };
    } catch (const JsonValue::out_of_range &error) {
        // Only a number too large for a double gets here, named in quotes: find it to
        // give its position.
        const std::string what = error.what();
        const size_t open = what.find('\'');
        const size_t close = open == std::string::npos ? open : what.find('\'', open + 1);
        const std::string number
            = close == std::string::npos ? std::string() : what.substr(open + 1, close - open - 1);
        const size_t at = number.empty() ? std::string_view::npos : text.find(number);
        const TextPosition pos = textPositionOf(text, at == std::string_view::npos ? 0 : at);
        throw ReadFailure { {},
            QCoreApplication::translate("ObjectReader",
                "the number %1 is too large; write a number below 1.8e308")
                .arg(QString::fromStdString(number)),
            pos.line, pos.column };
    }
}

QString jsonKindName(const JsonValue &value)
{
    switch (value.type()) {
    case JsonValue::value_t::null:
        return ObjectReader::tr("null");
    case JsonValue::value_t::object:
        return ObjectReader::tr("an object");
    case JsonValue::value_t::array:
        return ObjectReader::tr("an array");
    case JsonValue::value_t::string:
        return ObjectReader::tr("a string");
    case JsonValue::value_t::boolean:
        return ObjectReader::tr("a boolean");
    case JsonValue::value_t::number_integer:
    case JsonValue::value_t::number_unsigned:
        return ObjectReader::tr("an integer");
    case JsonValue::value_t::number_float:
        return ObjectReader::tr("a number with a fraction");
    default:
        return ObjectReader::tr("an unsupported value");
    }
}

ObjectReader::ObjectReader(const JsonValue &value, std::string pointer,
    std::initializer_list<std::string_view> allowedKeys)
    : mValue(value)
    , mPointer(std::move(pointer))
{
    if (!mValue.is_object())
        fail(mPointer, tr("an object"), mValue);
    for (const auto &item : mValue.items()) {
        bool known = false;
        for (std::string_view allowed : allowedKeys)
            known = known || allowed == item.key();
        if (known)
            continue;
        QStringList names;
        for (std::string_view allowed : allowedKeys)
            names << QString::fromUtf8(allowed.data(), qsizetype(allowed.size()));
        throw ReadFailure { pointerOf(item.key()),
            tr("unknown key \"%1\"; this object allows: %2")
                .arg(QString::fromStdString(item.key()), names.join(QLatin1String(", "))) };
    }
}

void ObjectReader::fail(const std::string &pointer, const QString &expected, const JsonValue &found)
{
    throw ReadFailure { pointer, tr("expected %1, found %2").arg(expected, jsonKindName(found)) };
}

bool ObjectReader::has(std::string_view key) const
{
    return find(key) != nullptr;
}

const JsonValue *ObjectReader::find(std::string_view key) const
{
    const auto it = mValue.find(key);
    return it == mValue.end() ? nullptr : &*it;
}

const JsonValue &ObjectReader::required(std::string_view key) const
{
    if (const JsonValue *value = find(key))
        return *value;
    throw ReadFailure { mPointer,
        tr("the required key \"%1\" is missing")
            .arg(QString::fromUtf8(key.data(), qsizetype(key.size()))) };
}

std::string ObjectReader::stringFrom(const JsonValue &value, const std::string &pointer)
{
    if (!value.is_string())
        fail(pointer, tr("a string"), value);
    return value.get<std::string>();
}

int64_t ObjectReader::integerFrom(const JsonValue &value, const std::string &pointer)
{
    if (value.is_number_unsigned()) {
        if (value.get<uint64_t>() > uint64_t(std::numeric_limits<int64_t>::max()))
            throw ReadFailure { pointer, tr("the integer is too large (at most 2^63-1)") };
        return int64_t(value.get<uint64_t>());
    }
    if (value.is_number_integer())
        return value.get<int64_t>();
    fail(pointer, tr("an integer"), value);
}

std::string ObjectReader::requiredString(std::string_view key) const
{
    return stringFrom(required(key), pointerOf(key));
}

std::string ObjectReader::string(std::string_view key, const std::string &fallback) const
{
    const JsonValue *value = find(key);
    return value ? stringFrom(*value, pointerOf(key)) : fallback;
}

bool ObjectReader::boolean(std::string_view key, bool fallback) const
{
    const JsonValue *value = find(key);
    if (!value)
        return fallback;
    if (!value->is_boolean())
        fail(pointerOf(key), tr("true or false"), *value);
    return value->get<bool>();
}

int64_t ObjectReader::integer(std::string_view key, int64_t fallback) const
{
    return optionalInteger(key).value_or(fallback);
}

std::optional<int64_t> ObjectReader::optionalInteger(std::string_view key) const
{
    const JsonValue *value = find(key);
    if (!value)
        return std::nullopt;
    return integerFrom(*value, pointerOf(key));
}

double ObjectReader::number(std::string_view key, double fallback) const
{
    return optionalNumber(key).value_or(fallback);
}

std::optional<double> ObjectReader::optionalNumber(std::string_view key) const
{
    const JsonValue *value = find(key);
    if (!value)
        return std::nullopt;
    if (!value->is_number())
        fail(pointerOf(key), tr("a number"), *value);
    return value->get<double>();
}

std::vector<std::string> ObjectReader::stringArray(std::string_view key) const
{
    std::vector<std::string> out;
    const JsonValue &items = array(key);
    for (size_t i = 0; i < items.size(); ++i)
        out.push_back(stringFrom(items[i], pointerAppend(pointerOf(key), i)));
    return out;
}

JsonValue ObjectReader::object(std::string_view key) const
{
    const JsonValue *value = find(key);
    if (!value)
        return nullptr;
    if (!value->is_object())
        fail(pointerOf(key), tr("an object"), *value);
    return *value;
}

const JsonValue &ObjectReader::array(std::string_view key) const
{
    static const JsonValue kEmpty = JsonValue::array();
    const JsonValue *value = find(key);
    if (!value)
        return kEmpty;
    if (!value->is_array())
        fail(pointerOf(key), tr("an array"), *value);
    return *value;
}

} // namespace docmodel
