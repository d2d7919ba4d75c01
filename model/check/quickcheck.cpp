// SPDX-License-Identifier: GPL-3.0-or-later
// Why not bson_iter_t: bson_iter_next is a call into libbson per element
// and fills every field of the iterator; this walk reads only what the
// common keywords need, inline. It is no second parser of record: whatever
// it does not know or doubt goes to the full walk (schemawalker.cpp),
// which reads the document with libbson, so it can only say "passes"
// sooner, never decide a failure. tst_jsonschema and the fuzzer hold it
// to the full walk's verdicts.
#include "quickcheck.h"

#include "jsonschema.h"
#include "schemanode.h"
#include "schemavalue.h"
#include "typebits.h"

#include <cstring>

namespace docmodel::check {

namespace {

inline uint32_t le32(const uint8_t *at)
{
    uint32_t value;
    std::memcpy(&value, at, 4);
    return BSON_UINT32_FROM_LE(value);
}

// One element of a document: its type, key and value bytes.
struct Element {
    bson_type_t type;
    std::string_view key;
    const uint8_t *value;
    uint32_t size;
};

// The elements of a document whose length prefix and final NUL were
// checked; `broken` when an element does not fit or has a type left to
// the full walk.
class Elements
{
public:
    Elements(const uint8_t *data, uint32_t length)
        : mAt(data + 4)
        , mEnd(data + length - 1)
    { }

    // Per element, in every object and array loop: inlined, not called.
    [[gnu::always_inline]] bool next(Element &element)
    {
        if (mAt >= mEnd) // the document's final NUL
            return false;
        const uint8_t type = *mAt;
        const uint8_t *key = mAt + 1;
        const uint8_t *nul = key; // keys are short: a loop beats a call to memchr
        while (nul < mEnd && *nul)
            ++nul;
        if (type == 0 || nul == mEnd)
            return fail();
        const uint8_t *value = nul + 1;
        const size_t room = size_t(mEnd - value);
        uint32_t size = 0;
        switch (type) {
        case BSON_TYPE_NULL:
            break;
        case BSON_TYPE_BOOL:
            if (room < 1 || *value > 1)
                return fail();
            size = 1;
            break;
        case BSON_TYPE_INT32:
            size = 4;
            break;
        case BSON_TYPE_DOUBLE:
        case BSON_TYPE_DATE_TIME:
        case BSON_TYPE_TIMESTAMP:
        case BSON_TYPE_INT64:
            size = 8;
            break;
        case BSON_TYPE_OID:
            size = 12;
            break;
        case BSON_TYPE_DECIMAL128:
            size = 16;
            break;
        case BSON_TYPE_UTF8: {
            if (room < 4)
                return fail();
            const uint32_t length = le32(value);
            if (length < 1 || length > room - 4 || value[4 + length - 1] != 0)
                return fail();
            size = 4 + length;
            break;
        }
        case BSON_TYPE_DOCUMENT:
        case BSON_TYPE_ARRAY: {
            if (room < 5)
                return fail();
            const uint32_t length = le32(value);
            if (length < 5 || length > room || value[length - 1] != 0)
                return fail();
            size = length;
            break;
        }
        case BSON_TYPE_BINARY: {
            // The old binary subtype has a length of its own: the full walk's.
            if (room < 5 || value[4] == BSON_SUBTYPE_BINARY_DEPRECATED)
                return fail();
            const uint32_t length = le32(value);
            if (length > room - 5)
                return fail();
            size = 5 + length;
            break;
        }
        default:
            return fail();
        }
        if (size > room)
            return fail();
        element = { bson_type_t(type),
            std::string_view(reinterpret_cast<const char *>(key), size_t(nul - key)), value, size };
        mAt = value + size;
        return true;
    }

    bool broken() const { return mBroken; }

private:
    bool fail()
    {
        mBroken = true;
        return false;
    }

    const uint8_t *mAt;
    const uint8_t *mEnd;
    bool mBroken = false;
};

class QuickWalk
{
public:
    explicit QuickWalk(const JsonSchema &schema)
        : mNodes(schema.nodes())
    { }

    bool document(const uint8_t *data, size_t length)
    {
        if (length < 5 || length > INT32_MAX || le32(data) != length || data[length - 1] != 0)
            return false;
        return value(0, { BSON_TYPE_DOCUMENT, {}, data, uint32_t(length) });
    }

private:
    bool value(int index, const Element &element)
    {
        const SchemaNode &node = mNodes[size_t(index)];
        const uint32_t bit = typeBit(element.type);
        if (!(node.allowedTypes & bit))
            return false;
        if (!(node.checkedTypes & bit) && !node.checksEveryType)
            return true;
        if (!node.quick)
            return false;
        if (bit & kNumberBits && (node.minimum || node.maximum)) {
            long double x;
            if (element.type == BSON_TYPE_INT32)
                x = int32_t(le32(element.value));
            else if (element.type == BSON_TYPE_INT64)
                x = static_cast<long double>(int64_t(le64(element.value)));
            else if (element.type == BSON_TYPE_DOUBLE)
                x = doubleOf(element.value);
            else
                return false; // decimals: the full walk's
            if ((node.minimum && !withinBound(x, *node.minimum, node.exclusiveMinimum, 1))
                || (node.maximum && !withinBound(x, *node.maximum, node.exclusiveMaximum, -1)))
                return false;
        }
        if (node.hasEnum
            || (element.type == BSON_TYPE_UTF8 && (node.minLength || node.maxLength))) {
            if (element.type != BSON_TYPE_UTF8) // only string enums are this walk's
                return false;
            const std::string_view text(
                reinterpret_cast<const char *>(element.value) + 4, element.size - 5);
            if (node.minLength || node.maxLength) {
                const size_t count = codePoints(text);
                if ((node.minLength && count < *node.minLength)
                    || (node.maxLength && count > *node.maxLength))
                    return false;
            }
            if (node.hasEnum && !node.enumHasString(text))
                return false;
        }
        if (element.type == BSON_TYPE_DOCUMENT && node.hasObjectRules)
            return object(node, element);
        if (element.type == BSON_TYPE_ARRAY && node.hasArrayRules)
            return array(node, element);
        return true;
    }

    bool object(const SchemaNode &node, const Element &document)
    {
        if (node.requiredCount > 64)
            return false;
        Elements fields(document.value, document.size);
        Element field;
        uint64_t seen = 0;
        uint32_t count = 0;
        size_t nextName = 0;
        while (fields.next(field)) {
            ++count;
            const int found = node.findName(field.key, nextName);
            if (found < 0) {
                if (node.additionalProperties != SchemaNode::Extra::Allowed)
                    return false;
                continue;
            }
            nextName = size_t(found) + 1;
            const SchemaNode::Name &name = node.names[size_t(found)];
            if (name.requiredBit >= 0)
                seen |= uint64_t(1) << name.requiredBit;
            if (name.property >= 0) {
                if (!value(name.property, field))
                    return false;
            } else if (node.additionalProperties != SchemaNode::Extra::Allowed) {
                return false; // a required name without a property schema
            }
        }
        const uint64_t all
            = node.requiredCount == 64 ? ~uint64_t(0) : (uint64_t(1) << node.requiredCount) - 1;
        return !fields.broken() && seen == all
            && (!node.minProperties || count >= *node.minProperties)
            && (!node.maxProperties || count <= *node.maxProperties);
    }

    bool array(const SchemaNode &node, const Element &array)
    {
        Elements items(array.value, array.size);
        Element item;
        uint32_t count = 0;
        while (items.next(item)) {
            ++count;
            if (node.items >= 0 && !value(node.items, item))
                return false;
        }
        return !items.broken() && (!node.minItems || count >= *node.minItems)
            && (!node.maxItems || count <= *node.maxItems);
    }

    static uint64_t le64(const uint8_t *at)
    {
        uint64_t value;
        std::memcpy(&value, at, 8);
        return BSON_UINT64_FROM_LE(value);
    }

    static double doubleOf(const uint8_t *at)
    {
        const uint64_t bits = le64(at);
        double value;
        std::memcpy(&value, &bits, 8);
        return value;
    }

    const std::vector<SchemaNode> &mNodes;
};

} // namespace

bool quickPasses(const JsonSchema &schema, const uint8_t *data, size_t length)
{
    return QuickWalk(schema).document(data, length);
}

} // namespace docmodel::check
