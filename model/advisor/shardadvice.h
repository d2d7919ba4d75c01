// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <QStringList>

namespace docmodel {

// Beyond these a collection is worth sharding.
inline constexpr int64_t kShardingDocuments = 100'000'000;
inline constexpr int64_t kShardingBytes = 500'000'000'000; // 500 GB

struct ShardCandidate {
    ShardKey key;
    int cardinality = 0; // 0 (few values) .. 3 (unique per document)
    int writeSpread = 0; // 0 (monotonically increasing) .. 3 (hashed or well spread)
    int isolation = 0; // 0 (scatter-gather) .. 3 (most reads target one shard)
    bool monotonic = false;
    QStringList reasons;
    int score() const { return cardinality + writeSpread + isolation; }
};

struct ShardAdvice {
    std::string collectionId;
    bool merits = false; // large enough to shard
    std::vector<ShardCandidate> candidates; // best first
};

bool meritsSharding(const Entity &collection, int64_t estimatedDataBytes);

// Candidate keys from the declared queries' equality fields (alone, and
// followed by their sort field), _id, and hashed _id, scored on cardinality,
// write spread and query isolation.
ShardAdvice adviseShardKey(
    const Model &model, const Entity &collection, int64_t estimatedDataBytes);

// Scores one key, e.g. the one a collection declares.
ShardCandidate scoreShardKey(const Model &model, const Entity &collection, const ShardKey &key);

class AdvisorContext;
void checkSharding(AdvisorContext &context);

} // namespace docmodel
