// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bsoncompare.h"

#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace docmodel::check {

// Field names are short: words compared inline beat a call to memcmp.
inline bool sameBytes(const char *a, const char *b, size_t length)
{
    for (; length >= 8; a += 8, b += 8, length -= 8) {
        uint64_t x, y;
        std::memcpy(&x, a, 8);
        std::memcpy(&y, b, 8);
        if (x != y)
            return false;
    }
    if (length >= 4) {
        uint32_t x, y;
        std::memcpy(&x, a, 4);
        std::memcpy(&y, b, 4);
        if (x != y)
            return false;
        a += 4, b += 4, length -= 4;
    }
    for (; length > 0; ++a, ++b, --length)
        if (*a != *b)
            return false;
    return true;
}

// One compiled (sub)schema of a JsonSchema. Sub-schemas are indexes into
// the schema's node list; -1 is none.
struct SchemaNode {
    // Types, as masks of bson_type_t bits: `bsonType` and `type` (0 = any).
    uint32_t bsonTypes = 0;
    uint32_t jsonTypes = 0;
    // Summaries for the quick walk: the types both allow, the types some
    // other keyword looks into, and whether enum or a combinator applies
    // to every value.
    uint32_t allowedTypes = ~0u;
    uint32_t checkedTypes = 0;
    bool checksEveryType = false;
    // Whether the quick walk (quickcheck.cpp) knows every keyword here.
    bool quick = false;

    // Numbers
    std::optional<long double> minimum, maximum, multipleOf;
    std::optional<DecimalNumber> multipleOfDecimal;
    bool exclusiveMinimum = false, exclusiveMaximum = false;
    // Strings (lengths in code points)
    std::optional<uint32_t> minLength, maxLength;
    int pattern = -1; // a regex of the schema
    // Any value: an array of the allowed values (bytes of a BSON array)
    std::vector<uint8_t> enumValues;
    bool hasEnum = false;
    // The strings among them, to compare a string value without a walk.
    std::vector<std::string> enumStrings;
    bool enumOnlyStrings = false;

    // Objects. Every name a keyword mentions is one entry, so a document's
    // field is looked up once: its property schema, its place among the
    // required names, the dependency it triggers.
    struct Name {
        std::string name;
        int property = -1;
        int requiredBit = -1;
        int dependency = -1;
    };
    std::vector<Name> names;
    std::unordered_map<std::string_view, int> nameIndex; // for long lists
    int requiredCount = 0;
    std::vector<std::pair<int, int>> patternProperties; // regex, node
    enum class Extra { Allowed, Forbidden, Schema };
    Extra additionalProperties = Extra::Allowed;
    int additionalPropertiesNode = -1;
    std::optional<uint32_t> minProperties, maxProperties;
    struct Dependency {
        std::string property;
        std::vector<std::string> required; // the list form
        int node = -1; // the schema form
    };
    std::vector<Dependency> dependencies;
    bool hasObjectRules = false;

    // Arrays
    int items = -1; // one schema for every item
    std::vector<int> tupleItems; // the list form
    bool itemsIsTuple = false;
    Extra additionalItems = Extra::Allowed;
    int additionalItemsNode = -1;
    std::optional<uint32_t> minItems, maxItems;
    bool uniqueItems = false;
    bool hasArrayRules = false;

    // Logic
    std::vector<int> allOf, anyOf, oneOf;
    int notNode = -1;

    bool enumHasString(std::string_view text) const
    {
        for (const std::string &allowed : enumStrings)
            if (allowed.size() == text.size() && sameBytes(allowed.data(), text.data(), text.size()))
                return true;
        return false;
    }

    // Documents mostly hold their fields in the schema's order: `hint`, the
    // entry after the last one found, is tried first.
    int findName(std::string_view name, size_t hint = 0) const
    {
        if (hint >= names.size())
            hint = 0;
        if (!nameIndex.empty()) {
            const auto found = nameIndex.find(name);
            return found == nameIndex.end() ? -1 : found->second;
        }
        // From the hint on, then from the start; sizes first: most names differ in length.
        for (size_t step = 0, count = names.size(); step < count; ++step) {
            const size_t i = hint + step < count ? hint + step : hint + step - count;
            const std::string &candidate = names[i].name;
            if (candidate.size() == name.size() && sameBytes(candidate.data(), name.data(), name.size()))
                return int(i);
        }
        return -1;
    }
};

} // namespace docmodel::check
