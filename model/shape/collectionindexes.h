// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <string>
#include <unordered_map>
#include <vector>

// The indexes a collection holds: what the scripts create, apply sends, the
// diff compares and the advisor counts as existing.
namespace docmodel {

// The key document of an index: {"field": 1, "other.$**": 1, "t": "text"}.
JsonValue indexKeys(const std::vector<IndexKey> &keys);

// What createIndexes takes: key, name (MongoDB's default when unset), then every option set.
JsonValue indexSpec(const Index &index);

// The model's indexes of a collection, the TTL index its options ask for
// (unless an index already has its key), and the reference indexes of
// relationships with indexReference on (unless an index already gives their
// keys). Built once per model, so a large model is grouped in one pass.
class CollectionIndexes
{
public:
    explicit CollectionIndexes(const Model &model);
    std::vector<Index> of(const Entity &collection) const;

private:
    std::unordered_map<std::string, std::vector<const Index *>> mByCollection;
    std::unordered_map<std::string, std::vector<Index>> mReferences;
};

std::vector<Index> collectionIndexes(const Model &model, const Entity &collection);

} // namespace docmodel
