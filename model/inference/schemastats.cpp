// SPDX-License-Identifier: GPL-3.0-or-later
#include "schemastats.h"
#include "inferencetr.h"

#include <QCoreApplication>

#include <algorithm>
#include <bit>
#include <cstring>

namespace docmodel::inference {

namespace {

// Sample values are looked for among the first few values only: a field
// with two distinct values would otherwise be converted forever.
constexpr uint64_t kSampleAttempts = 64;

constexpr uint64_t kHighBits = 0x8080808080808080ULL;

// Code points in valid UTF-8: the bytes that are not continuation bytes
// (10xxxxxx), counted eight at a time.
uint64_t codePoints(const char *text, uint32_t length)
{
    uint64_t continuations = 0;
    uint32_t i = 0;
    for (; i + 8 <= length; i += 8) {
        uint64_t word;
        std::memcpy(&word, text + i, 8);
        continuations += uint64_t(std::popcount(word & ~(word << 1) & kHighBits));
    }
    for (; i < length; ++i)
        continuations += (static_cast<unsigned char>(text[i]) & 0xC0) == 0x80;
    return length - continuations;
}

// ASCII is valid UTF-8: only strings with other bytes go to libbson's check.
bool validUtf8(const char *text, uint32_t length)
{
    uint64_t high = 0;
    uint32_t i = 0;
    for (; i + 8 <= length; i += 8) {
        uint64_t word;
        std::memcpy(&word, text + i, 8);
        high |= word;
    }
    for (; i < length; ++i)
        high |= static_cast<unsigned char>(text[i]);
    return (high & kHighBits) == 0 || bson_utf8_validate(text, length, true);
}

std::string relaxedJson(const bson_iter_t &element)
{
    bson_t wrapper = BSON_INITIALIZER;
    bson_append_iter(&wrapper, "v", 1, &element);
    size_t length = 0;
    char *json = bson_as_relaxed_extended_json(&wrapper, &length);
    bson_destroy(&wrapper);
    std::string text = json ? std::string(json, length) : std::string();
    bson_free(json);
    // {"v" : VALUE } -> VALUE
    const size_t start = text.find(':');
    const size_t end = text.rfind('}');
    if (start == std::string::npos || end == std::string::npos || end <= start)
        return text;
    std::string value = text.substr(start + 1, end - start - 1);
    value.erase(0, value.find_first_not_of(' '));
    value.erase(value.find_last_not_of(' ') + 1);
    return value;
}

// Structure, UTF-8 and depth, before anything is counted.
bool check(const uint8_t *data, size_t length, int depth, WalkError *error)
{
    if (depth > SchemaAnalyzer::kMaxDepth) {
        if (error)
            error->message = Inference::tr("nested more than %1 levels deep")
                                 .arg(SchemaAnalyzer::kMaxDepth)
                                 .toStdString();
        return false;
    }
    bson_iter_t it;
    if (!bson_iter_init_from_data(&it, data, length)) {
        if (error)
            error->message = Inference::tr("not a valid BSON document").toStdString();
        return false;
    }
    while (bson_iter_next(&it)) {
        if (!validUtf8(bson_iter_key(&it), bson_iter_key_len(&it))) {
            if (error)
                error->message = Inference::tr("a field name is not valid UTF-8").toStdString();
            return false;
        }
        const bson_type_t type = bson_iter_type(&it);
        if (type == BSON_TYPE_UTF8) {
            uint32_t textLength = 0;
            const char *text = bson_iter_utf8(&it, &textLength);
            if (!validUtf8(text, textLength)) {
                if (error)
                    error->message = Inference::tr("the string of \"%1\" is not valid UTF-8")
                                         .arg(QString::fromUtf8(bson_iter_key(&it)))
                                         .toStdString();
                return false;
            }
        } else if (type == BSON_TYPE_DOCUMENT || type == BSON_TYPE_ARRAY) {
            uint32_t childLength = 0;
            const uint8_t *child = nullptr;
            if (type == BSON_TYPE_DOCUMENT)
                bson_iter_document(&it, &childLength, &child);
            else
                bson_iter_array(&it, &childLength, &child);
            if (!check(child, childLength, depth + 1, error))
                return false;
        }
    }
    if (it.err_off != 0) {
        if (error)
            error->message = Inference::tr("corrupt BSON at byte %1 of the document")
                                 .arg(it.err_off)
                                 .toStdString();
        return false;
    }
    return true;
}

// The element's value as stored: from its first byte after the key to the
// next element.
void addRaw(ValueStats &values, const bson_iter_t &it)
{
    values.distinct->add(it.raw + it.d1, it.next_off - it.d1);
}

// Walks a document into the statistics. With an error to report to it also
// checks what check() does, in the same pass: for input that is not known
// to be valid, where a bad document ends the whole inference anyway.
class Walker
{
public:
    explicit Walker(WalkError *checking = nullptr) : mError(checking) { }

    bool failed() const { return mFailed; }

    void document(DocumentShape &shape, const uint8_t *data, uint32_t length)
    {
        bson_iter_t it;
        if (mError) {
            if (mDepth > SchemaAnalyzer::kMaxDepth)
                return fail(Inference::tr("nested more than %1 levels deep")
                                .arg(SchemaAnalyzer::kMaxDepth));
            if (!bson_iter_init_from_data(&it, data, length))
                return fail(Inference::tr("not a valid BSON document"));
        } else {
            bson_iter_init_from_data(&it, data, length);
        }
        ++shape.count;
        uint32_t hint = 0;
        ++mDepth;
        while (bson_iter_next(&it)) {
            const std::string_view name(bson_iter_key_unsafe(&it), bson_iter_key_len(&it));
            if (mError && !validUtf8(name.data(), uint32_t(name.size())))
                return fail(Inference::tr("a field name is not valid UTF-8"));
            FieldStats &field = shape.field(name, hint);
            ++field.count;
            value(field.types, it);
            if (mFailed)
                return;
        }
        --mDepth;
        if (mError && it.err_off != 0)
            fail(Inference::tr("corrupt BSON at byte %1 of the document").arg(it.err_off));
    }

    void value(TypeSet &types, const bson_iter_t &it)
    {
        const SchemaType type = schemaTypeOf(it);
        TypeStats &stats = types.get(type);
        ++stats.count;
        uint32_t length = 0;
        const uint8_t *data = nullptr;
        switch (type) {
        case SchemaType::Document:
        case SchemaType::DBRef:
            if (bson_iter_type_unsafe(&it) != BSON_TYPE_DOCUMENT)
                return; // a DBPointer: nothing inside to look at
            bson_iter_document(&it, &length, &data);
            if (!stats.document)
                stats.document = std::make_unique<DocumentShape>();
            document(*stats.document, data, length);
            return;
        case SchemaType::Array:
            bson_iter_array(&it, &length, &data);
            array(stats, data, length);
            return;
        default:
            scalar(stats, it);
        }
    }

    void array(TypeStats &stats, const uint8_t *data, uint32_t length)
    {
        if (!stats.array)
            stats.array = std::make_unique<ArrayStats>();
        ArrayStats &array = *stats.array;
        bson_iter_t it;
        if (mError) {
            if (mDepth > SchemaAnalyzer::kMaxDepth)
                return fail(Inference::tr("nested more than %1 levels deep")
                                .arg(SchemaAnalyzer::kMaxDepth));
            if (!bson_iter_init_from_data(&it, data, length))
                return fail(Inference::tr("not a valid BSON array"));
        } else {
            bson_iter_init_from_data(&it, data, length);
        }
        uint64_t elements = 0;
        ++mDepth;
        while (bson_iter_next(&it)) {
            // Unused, but check() refuses a bad one anywhere: so does this.
            if (mError && !validUtf8(bson_iter_key_unsafe(&it), bson_iter_key_len(&it)))
                return fail(Inference::tr("a field name is not valid UTF-8"));
            ++elements;
            value(array.elements, it);
            if (mFailed)
                return;
        }
        --mDepth;
        if (mError && it.err_off != 0)
            return fail(Inference::tr("corrupt BSON at byte %1 of an array").arg(it.err_off));
        array.minLength = std::min(array.minLength, elements);
        array.maxLength = std::max(array.maxLength, elements);
        array.totalLength += elements;
    }

    void scalar(TypeStats &stats, const bson_iter_t &it)
    {
        ValueStats &values = stats.values;
        if (!values.distinct)
            values.distinct = std::make_unique<DistinctCounter>();
        switch (stats.type) {
        case SchemaType::String: {
            uint32_t length = 0;
            const char *text = bson_iter_utf8(&it, &length);
            if (mError && !validUtf8(text, length))
                return fail(Inference::tr("the string of \"%1\" is not valid UTF-8")
                                .arg(QString::fromUtf8(bson_iter_key(&it))));
            const uint64_t points = codePoints(text, length);
            values.minLength = std::min(values.minLength, points);
            values.maxLength = std::max(values.maxLength, points);
            values.distinct->add(text, length);
            break;
        }
        case SchemaType::Int32:
        case SchemaType::Long:
        case SchemaType::Double: {
            const double number = stats.type == SchemaType::Double ? bson_iter_double(&it)
                : stats.type == SchemaType::Int32                  ? double(bson_iter_int32(&it))
                                                                   : double(bson_iter_int64(&it));
            values.minNumber = std::min(values.minNumber, number);
            values.maxNumber = std::max(values.maxNumber, number);
            addRaw(values, it);
            break;
        }
        case SchemaType::Date: {
            const int64_t millis = bson_iter_date_time(&it);
            values.minMillis = std::min(values.minMillis, millis);
            values.maxMillis = std::max(values.maxMillis, millis);
            values.distinct->add(&millis, sizeof millis);
            break;
        }
        case SchemaType::ObjectId: {
            const bson_oid_t *oid = bson_iter_oid(&it);
            const int64_t millis = int64_t(bson_oid_get_time_t(oid)) * 1000;
            values.minMillis = std::min(values.minMillis, millis);
            values.maxMillis = std::max(values.maxMillis, millis);
            values.distinct->add(oid->bytes, sizeof oid->bytes);
            break;
        }
        default:
            addRaw(values, it);
            break;
        }
        if (values.samples.size() < ValueStats::kSamples && stats.count <= kSampleAttempts) {
            std::string sample = relaxedJson(it);
            if (std::find(values.samples.begin(), values.samples.end(), sample) == values.samples.end())
                values.samples.push_back(std::move(sample));
        }
    }

private:
    void fail(const QString &message)
    {
        mFailed = true;
        mError->message = message.toStdString();
    }

    WalkError *mError;
    int mDepth = 0;
    bool mFailed = false;
};

} // namespace

void ValueStats::merge(const ValueStats &other)
{
    minNumber = std::min(minNumber, other.minNumber);
    maxNumber = std::max(maxNumber, other.maxNumber);
    minMillis = std::min(minMillis, other.minMillis);
    maxMillis = std::max(maxMillis, other.maxMillis);
    minLength = std::min(minLength, other.minLength);
    maxLength = std::max(maxLength, other.maxLength);
    if (other.distinct) {
        if (!distinct)
            distinct = std::make_unique<DistinctCounter>();
        distinct->merge(*other.distinct);
    }
    for (const std::string &sample : other.samples) {
        if (samples.size() >= kSamples)
            break;
        if (std::find(samples.begin(), samples.end(), sample) == samples.end())
            samples.push_back(sample);
    }
}

void TypeStats::merge(const TypeStats &other)
{
    count += other.count;
    if (other.document) {
        if (!document)
            document = std::make_unique<DocumentShape>();
        document->merge(*other.document);
    }
    if (other.array) {
        if (!array)
            array = std::make_unique<ArrayStats>();
        array->merge(*other.array);
    }
    values.merge(other.values);
}

TypeStats &TypeSet::get(SchemaType type)
{
    uint8_t &index = slot[size_t(type)];
    if (index == 0) {
        types.push_back(std::make_unique<TypeStats>(type));
        index = uint8_t(types.size());
    }
    return *types[index - 1];
}

const TypeStats *TypeSet::find(SchemaType type) const
{
    const uint8_t index = slot[size_t(type)];
    return index ? types[index - 1].get() : nullptr;
}

uint64_t TypeSet::total() const
{
    uint64_t sum = 0;
    for (const auto &type : types)
        sum += type->count;
    return sum;
}

void TypeSet::merge(const TypeSet &other)
{
    for (const auto &type : other.types)
        get(type->type).merge(*type);
}

void ArrayStats::merge(const ArrayStats &other)
{
    minLength = std::min(minLength, other.minLength);
    maxLength = std::max(maxLength, other.maxLength);
    totalLength += other.totalLength;
    elements.merge(other.elements);
}

KeyShape keyShapeOf(std::string_view key)
{
    const auto all = [&key](auto test) { return !key.empty() && std::all_of(key.begin(), key.end(), test); };
    const auto isHex = [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); };
    const auto isDigit = [](char c) { return c >= '0' && c <= '9'; };
    if (key.size() == 24 && all(isHex))
        return KeyShape::ObjectId;
    if (key.size() <= 19 && all(isDigit))
        return KeyShape::Integer;
    if (key.size() >= 10 && isDigit(key[0]) && isDigit(key[1]) && isDigit(key[2]) && isDigit(key[3]) && key[4] == '-'
        && isDigit(key[5]) && isDigit(key[6]) && key[7] == '-' && isDigit(key[8]) && isDigit(key[9]))
        return KeyShape::Date;
    if (key.size() == 36 && key[8] == '-' && key[13] == '-' && key[18] == '-' && key[23] == '-')
        return KeyShape::Uuid;
    if (key.size() >= 8 && all(isHex))
        return KeyShape::Hex;
    return KeyShape::Name;
}

// Every field's values into one, the map's value.
void DocumentShape::collapse()
{
    auto value = std::make_unique<FieldStats>();
    for (const auto &field : fields) {
        value->count += field->count;
        value->types.merge(field->types);
        ++keyShapes[size_t(keyShapeOf(field->name))];
    }
    fields.clear();
    byName.clear();
    fields.push_back(std::move(value));
    collapsed = true;
}

FieldStats &DocumentShape::field(std::string_view name, uint32_t &hint)
{
    if (collapsed) {
        ++keyShapes[size_t(keyShapeOf(name))];
        return *fields.front();
    }
    // Documents of a collection mostly list their fields in the same order:
    // the field after the previous one is tried before the map.
    if (hint < fields.size()) {
        const std::string &expected = fields[hint]->name;
        if (expected.size() == name.size() && (name.empty() || expected[0] == name[0])
            && std::memcmp(expected.data(), name.data(), name.size()) == 0)
            return *fields[hint++];
    }
    const auto found = byName.find(name);
    if (found != byName.end()) {
        hint = found->second + 1;
        return *fields[found->second];
    }
    if (fields.size() >= kMapFields) {
        collapse();
        return field(name, hint);
    }
    auto created = std::make_unique<FieldStats>();
    created->name = std::string(name);
    fields.push_back(std::move(created));
    const uint32_t index = uint32_t(fields.size() - 1);
    byName.emplace(fields.back()->name, index);
    hint = index + 1;
    return *fields.back();
}

const FieldStats *DocumentShape::find(std::string_view name) const
{
    const auto found = byName.find(name);
    return found == byName.end() ? nullptr : fields[found->second].get();
}

void DocumentShape::merge(const DocumentShape &other)
{
    count += other.count;
    if (other.collapsed && !collapsed)
        collapse();
    if (collapsed) {
        FieldStats &value = *fields.front();
        for (const auto &theirs : other.fields) {
            value.count += theirs->count;
            value.types.merge(theirs->types);
            if (!other.collapsed)
                ++keyShapes[size_t(keyShapeOf(theirs->name))];
        }
        for (int shape = 0; shape < kKeyShapeCount; ++shape)
            keyShapes[size_t(shape)] += other.keyShapes[size_t(shape)];
        return;
    }
    uint32_t hint = 0;
    for (const auto &theirs : other.fields) {
        FieldStats &mine = field(theirs->name, hint);
        mine.count += theirs->count;
        mine.types.merge(theirs->types);
    }
}

bool SchemaAnalyzer::validate(const uint8_t *data, size_t length, WalkError *error)
{
    return check(data, length, 0, error);
}

void SchemaAnalyzer::addValid(const uint8_t *data, size_t length)
{
    Walker().document(mRoot, data, uint32_t(length));
}

bool SchemaAnalyzer::add(const uint8_t *data, size_t length, WalkError *error)
{
    WalkError ignored;
    Walker walker(error ? error : &ignored);
    walker.document(mRoot, data, uint32_t(length));
    return !walker.failed();
}

void SchemaAnalyzer::merge(const SchemaAnalyzer &other)
{
    mRoot.merge(other.mRoot);
}

} // namespace docmodel::inference
