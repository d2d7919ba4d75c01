// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "field.h"

namespace docmodel {

struct IndexKey {
    std::string field; // dotted path; for a wildcard key the path under which "$**" applies
    IndexKeyKind kind = IndexKeyKind::Asc;
    bool operator==(const IndexKey &) const = default;
};

struct CappedOptions {
    int64_t size = 0; // bytes
    std::optional<int64_t> max; // documents
    bool operator==(const CappedOptions &) const = default;
};

struct TimeSeriesOptions {
    std::string timeField;
    std::string metaField;
    Granularity granularity = Granularity::Seconds;
    std::optional<int64_t> expireAfterSeconds;
    bool operator==(const TimeSeriesOptions &) const = default;
};

struct TtlOptions {
    std::string field;
    int64_t expireAfterSeconds = 0;
    bool operator==(const TtlOptions &) const = default;
};

struct ShardKey {
    std::vector<IndexKey> keys;
    bool unique = false;
    bool operator==(const ShardKey &) const = default;
};

struct CollectionOptions {
    std::optional<CappedOptions> capped;
    std::optional<TimeSeriesOptions> timeSeries;
    std::optional<TtlOptions> ttl;
    ValidationLevel validationLevel = ValidationLevel::Strict;
    ValidationAction validationAction = ValidationAction::Error;
    std::optional<ShardKey> shardKey;
    JsonValue collation; // null when unset

    bool isDefault() const;
    bool operator==(const CollectionOptions &) const = default;
};

struct Entity {
    std::string id;
    std::string name;
    EntityKind kind = EntityKind::Collection;
    std::string description;
    std::vector<Field> fields;
    int64_t estimatedCount = 0;
    int64_t growthPerMonth = 0;
    CollectionOptions options;
    std::vector<PatternTag> patterns;
    std::string discriminator; // the polymorphic pattern's type field
    // The database holding the collection, in a model of several (one
    // inferred from a dump of several databases); empty: the model's.
    std::string database;

    bool isCollection() const { return kind == EntityKind::Collection; }
    bool hasPattern(PatternTag tag) const;
    bool operator==(const Entity &) const = default;
};

} // namespace docmodel
