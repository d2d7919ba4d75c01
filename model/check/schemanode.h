// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bsoncompare.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace docmodel::check {

// One compiled (sub)schema of a JsonSchema. Sub-schemas are indexes into
// the schema's node list; -1 is none.
struct SchemaNode {
    // Types, as masks of bson_type_t bits: `bsonType` and `type` (0 = any).
    uint32_t bsonTypes = 0;
    uint32_t jsonTypes = 0;

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

    int findName(std::string_view name) const
    {
        if (!nameIndex.empty()) {
            const auto found = nameIndex.find(name);
            return found == nameIndex.end() ? -1 : found->second;
        }
        for (size_t i = 0; i < names.size(); ++i)
            if (names[i].name == name)
                return int(i);
        return -1;
    }
};

} // namespace docmodel::check
