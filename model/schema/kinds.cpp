// SPDX-License-Identifier: GPL-3.0-or-later
#include "kinds.h"

#include <array>

namespace docmodel {

#define DOCMODEL_ENUM_NAMES(Type, ...)                                                             \
    template <> std::span<const EnumName<Type>> enumNames<Type>()                                  \
    {                                                                                              \
        static constexpr EnumName<Type> names[] = { __VA_ARGS__ };                                 \
        return names;                                                                              \
    }

DOCMODEL_ENUM_NAMES(
    EntityKind, { EntityKind::Collection, "collection" }, { EntityKind::Embedded, "embedded" })

DOCMODEL_ENUM_NAMES(Cardinality, { Cardinality::OneToOne, "one-to-one" },
    { Cardinality::OneToFew, "one-to-few" }, { Cardinality::OneToMany, "one-to-many" },
    { Cardinality::OneToSquillions, "one-to-squillions" },
    { Cardinality::ManyToMany, "many-to-many" })

DOCMODEL_ENUM_NAMES(Strategy, { Strategy::Embed, "embed" },
    { Strategy::EmbedSubset, "embed-subset" }, { Strategy::ChildReferencing, "child-referencing" },
    { Strategy::ParentReferencing, "parent-referencing" }, { Strategy::TwoWay, "two-way" },
    { Strategy::ExtendedReference, "extended-reference" })

DOCMODEL_ENUM_NAMES(
    ReferenceStyle, { ReferenceStyle::Manual, "manual" }, { ReferenceStyle::DbRef, "dbref" })

DOCMODEL_ENUM_NAMES(
    CopyDirection, { CopyDirection::IntoMany, "into-many" }, { CopyDirection::IntoOne, "into-one" })

DOCMODEL_ENUM_NAMES(TreeEncoding, { TreeEncoding::ParentRefs, "parent-refs" },
    { TreeEncoding::ChildRefs, "child-refs" }, { TreeEncoding::Ancestors, "ancestors" },
    { TreeEncoding::MaterializedPath, "materialized-path" },
    { TreeEncoding::NestedSets, "nested-sets" })

DOCMODEL_ENUM_NAMES(IndexKeyKind, { IndexKeyKind::Asc, "asc" }, { IndexKeyKind::Desc, "desc" },
    { IndexKeyKind::Text, "text" }, { IndexKeyKind::Hashed, "hashed" },
    { IndexKeyKind::Geo2d, "2d" }, { IndexKeyKind::Geo2dSphere, "2dsphere" },
    { IndexKeyKind::Wildcard, "wildcard" })

DOCMODEL_ENUM_NAMES(FilterOp, { FilterOp::Equality, "equality" }, { FilterOp::Range, "range" },
    { FilterOp::PrefixRegex, "prefix-regex" }, { FilterOp::In, "in" },
    { FilterOp::ElemMatch, "elem-match" })

DOCMODEL_ENUM_NAMES(SortDirection, { SortDirection::Asc, "asc" }, { SortDirection::Desc, "desc" })

DOCMODEL_ENUM_NAMES(AccessKind, { AccessKind::Read, "read" }, { AccessKind::Write, "write" })

DOCMODEL_ENUM_NAMES(ValidationLevel, { ValidationLevel::Off, "off" },
    { ValidationLevel::Strict, "strict" }, { ValidationLevel::Moderate, "moderate" })

DOCMODEL_ENUM_NAMES(
    ValidationAction, { ValidationAction::Error, "error" }, { ValidationAction::Warn, "warn" })

DOCMODEL_ENUM_NAMES(Granularity, { Granularity::Seconds, "seconds" },
    { Granularity::Minutes, "minutes" }, { Granularity::Hours, "hours" })

DOCMODEL_ENUM_NAMES(PatternTag, { PatternTag::Bucket, "bucket" },
    { PatternTag::Computed, "computed" }, { PatternTag::Subset, "subset" },
    { PatternTag::Outlier, "outlier" }, { PatternTag::Polymorphic, "polymorphic" },
    { PatternTag::Attribute, "attribute" }, { PatternTag::GridFsBucket, "gridfs-bucket" },
    { PatternTag::WorkerQueue, "worker-queue" }, { PatternTag::PreAggregated, "pre-aggregated" },
    { PatternTag::Junction, "junction" })

DOCMODEL_ENUM_NAMES(SampleKind, { SampleKind::Auto, "auto" }, { SampleKind::ObjectId, "object-id" },
    { SampleKind::Uuid, "uuid" }, { SampleKind::PersonName, "person-name" },
    { SampleKind::FirstName, "first-name" }, { SampleKind::LastName, "last-name" },
    { SampleKind::Username, "username" }, { SampleKind::Email, "email" },
    { SampleKind::Phone, "phone" }, { SampleKind::Url, "url" },
    { SampleKind::Hostname, "hostname" }, { SampleKind::IpAddress, "ip-address" },
    { SampleKind::Street, "street" }, { SampleKind::City, "city" },
    { SampleKind::Country, "country" }, { SampleKind::PostalCode, "postal-code" },
    { SampleKind::Word, "word" }, { SampleKind::Title, "title" },
    { SampleKind::Sentence, "sentence" }, { SampleKind::Paragraph, "paragraph" },
    { SampleKind::Slug, "slug" }, { SampleKind::Money, "money" }, { SampleKind::Date, "date" },
    { SampleKind::TzOffset, "tz-offset" }, { SampleKind::IntRange, "int-range" },
    { SampleKind::DoubleRange, "double-range" }, { SampleKind::Counter, "counter" },
    { SampleKind::Binary, "binary" }, { SampleKind::GeoPoint, "geo-point" },
    { SampleKind::PasswordHash, "password-hash" })

DOCMODEL_ENUM_NAMES(MoneyRepresentation, { MoneyRepresentation::ScaledInteger, "scaled-integer" },
    { MoneyRepresentation::StringAndDouble, "string-and-double" },
    { MoneyRepresentation::Decimal128, "decimal128" })

DOCMODEL_ENUM_NAMES(Severity, { Severity::Error, "error" }, { Severity::Warning, "warning" },
    { Severity::Info, "info" })

#undef DOCMODEL_ENUM_NAMES

} // namespace docmodel
