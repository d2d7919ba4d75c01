// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bsonptr.h"
#include "schema/model.h"

#include <optional>
#include <string>
#include <vector>

namespace docmodel {

// A question asked of a tree, answered by a mongosh expression. Reads
// evaluate to an array of node ids.
struct TreeQuery {
    std::string key; // children, descendants, ancestors, display-order, move-subtree
    std::string question;
    std::string code;
};

// One way of storing the same tree: its documents, indexes and queries.
struct EncodingPreview {
    std::string name; // an encoding name, or "threaded-comments"
    std::vector<BsonPtr> documents;
    std::vector<std::string> indexes; // createIndex calls
    std::vector<TreeQuery> queries;
};

// The entity's tree (the sample Books tree when its ids are strings) stored
// in each of the five encodings and the threaded-comments variant. The
// entity needs a relationship with itself; otherwise the result is empty.
// The questions, in order: children, descendants and ancestors of node 1
// ("Programming") or of queryNode, the whole tree, and moving node 3
// ("Databases") under node 2 ("Languages").
inline constexpr int64_t kTreeQueryNode = 1;
std::vector<EncodingPreview> previewTreeEncodings(const Model &model, const Entity &entity, uint64_t seed = 1,
                                                  int64_t queryNode = kTreeQueryNode);

// One encoding as a mongosh script: documents, indexes, and each question with its query.
std::string formatTreeEncoding(const EncodingPreview &encoding);

inline constexpr int64_t kTreeMovedNode = 3;
inline constexpr int64_t kTreeNewParent = 2;

} // namespace docmodel
