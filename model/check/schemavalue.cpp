// SPDX-License-Identifier: GPL-3.0-or-later
#include "schemavalue.h"

#include "bsoncompare.h"
#include "typebits.h"

#include <cmath>
#include <limits>

namespace docmodel::check {

// minimum and maximum as the server's comparisons: NaN is below every
// number and equal only to NaN.
double printable(long double bound)
{
    if (std::isnan(bound) || std::fabs(bound) <= std::numeric_limits<double>::max())
        return double(bound);
    return bound > 0 ? std::numeric_limits<double>::infinity() : -std::numeric_limits<double>::infinity();
}

size_t codePoints(std::string_view text)
{
    size_t count = 0;
    for (const char c : text)
        count += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return count;
}

// A BSON value as relaxed Extended JSON, for "consideredValue".
JsonValue jsonOf(const Value &value)
{
    if (value.it)
        return valueJson(value.it);
    // The checked document itself: as an element of a wrapper.
    bson_t holder = BSON_INITIALIZER, document;
    JsonValue json;
    bson_iter_t it;
    if (bson_init_static(&document, value.data, value.length) && bson_append_document(&holder, "v", 1, &document)
        && bson_iter_init_find(&it, &holder, "v"))
        json = valueJson(&it);
    bson_destroy(&holder);
    return json;
}

// A keyword's value as the schema wrote it, for "specifiedAs".
JsonValue specOf(const std::vector<uint8_t> &spec, const char *keyword)
{
    bson_iter_t it;
    if (!bson_iter_init_from_data(&it, spec.data(), spec.size()) || !bson_iter_find(&it, keyword))
        return JsonValue::object();
    JsonValue specified = JsonValue::object();
    specified[keyword] = jsonOf(valueOf(&it));
    return specified;
}

std::string typeNames(uint32_t mask, bool json)
{
    static const std::pair<const char *, uint32_t> kJson[] = {{"object", typeBit(BSON_TYPE_DOCUMENT)},
        {"array", typeBit(BSON_TYPE_ARRAY)}, {"number", kNumberBits}, {"boolean", typeBit(BSON_TYPE_BOOL)},
        {"string", typeBit(BSON_TYPE_UTF8)}, {"null", typeBit(BSON_TYPE_NULL)}};
    std::string names;
    auto add = [&](std::string_view name) { names += (names.empty() ? "" : " or ") + std::string(name); };
    if (json || mask == kNumberBits) {
        for (const auto &[name, bits] : kJson)
            if ((mask & bits) == bits) {
                add(name);
                mask &= ~bits;
            }
    }
    for (unsigned number = 0; number < 256 && mask; ++number) {
        const bson_type_t type = bson_type_t(number);
        if (mask & typeBit(type)) {
            add(bsonTypeAlias(type));
            mask &= ~typeBit(type);
        }
    }
    return names;
}

} // namespace docmodel::check
