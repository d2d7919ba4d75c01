#include "jsonreader.h"

#include <cmath>
#include <limits>
#include <set>

namespace docmodel {

namespace {

struct Position {
    int line = 1;
    int column = 1;
};

// Line and column (1-based, columns in bytes) of a byte offset.
Position positionOf(std::string_view text, size_t offset)
{
    Position pos;
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

// Deeper JSON than this is no model; refusing it early keeps recursive code
// (copies of values, readers) far from the stack's end.
constexpr int kMaxJsonDepth = 512;

// Rejects duplicate keys and absurd nesting while the parser runs. It keeps
// only the key or index of each level and builds a pointer when it reports.
class StructureCheck
{
public:
    bool operator()(int depth, JsonValue::parse_event_t event, JsonValue &parsed)
    {
        using Event = JsonValue::parse_event_t;
        switch (event) {
        case Event::object_start:
        case Event::array_start:
            if (depth >= kMaxJsonDepth)
                throw ReadFailure { pointerHere(),
                    QCoreApplication::translate(
                        "ObjectReader", "the JSON is nested more than %1 levels deep")
                        .arg(kMaxJsonDepth) };
            mFrames.push_back({ event == Event::array_start, 0, {}, {} });
            break;
        case Event::object_end:
        case Event::array_end:
            mFrames.pop_back();
            leaveValue();
            break;
        case Event::key: {
            Frame &frame = mFrames.back();
            frame.key = parsed.get<std::string>();
            if (!frame.keys.insert(frame.key).second)
                throw ReadFailure { pointerHere(),
                    QCoreApplication::translate(
                        "ObjectReader", "the key \"%1\" appears twice in one object")
                        .arg(QString::fromStdString(frame.key)) };
            break;
        }
        case Event::value:
            leaveValue();
            break;
        }
        return true;
    }

private:
    struct Frame {
        bool isArray;
        size_t index;
        std::set<std::string> keys;
        std::string key;
    };

    // The pointer of the value being parsed now.
    std::string pointerHere() const
    {
        std::string pointer;
        for (const Frame &frame : mFrames)
            pointer = frame.isArray ? pointerAppend(pointer, frame.index)
                                    : pointerAppend(pointer, frame.key);
        return pointer;
    }
    void leaveValue()
    {
        if (!mFrames.empty() && mFrames.back().isArray)
            ++mFrames.back().index;
    }

    std::vector<Frame> mFrames;
};

} // namespace

JsonValue parseJsonStrict(std::string_view text)
{
    try {
        return JsonValue::parse(text.begin(), text.end(), StructureCheck {});
    } catch (const JsonValue::parse_error &error) {
        // error.byte is one past the offending character.
        const Position pos = positionOf(text, error.byte > 0 ? error.byte - 1 : 0);
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
        const Position pos = positionOf(text, at == std::string_view::npos ? 0 : at);
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
