// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "entity.h"

namespace docmodel {

struct Index {
    std::string id;
    std::string collectionId;
    std::vector<IndexKey> keys;
    std::string name; // empty: MongoDB's default name
    bool unique = false;
    bool sparse = false;
    JsonValue partialFilter; // null when unset
    std::optional<int64_t> expireAfterSeconds;
    JsonValue collation;
    bool hidden = false;
    JsonValue weights; // text indexes
    std::string defaultLanguage;
    std::optional<int> sphereVersion; // 2dsphere index version
    JsonValue wildcardProjection;

    // The name MongoDB gives when none is set: "a_1_b_-1".
    std::string effectiveName() const;
    bool operator==(const Index &) const = default;
};

// `{state: 1, "attrs.n": 1, "$**": 1}`: keys as mongosh writes them.
std::string indexKeysText(const std::vector<IndexKey> &keys);

} // namespace docmodel
