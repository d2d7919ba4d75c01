// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "enumnames.h"

// The enumerations of the schema. Their file/CLI names live in kinds.cpp,
// and nowhere else.
namespace docmodel {

enum class EntityKind { Collection, Embedded };

enum class Cardinality { OneToOne, OneToFew, OneToMany, OneToSquillions, ManyToMany };

enum class Strategy {
    Embed,
    EmbedSubset,
    ChildReferencing,
    ParentReferencing,
    TwoWay,
    ExtendedReference,
};

enum class ReferenceStyle { Manual, DbRef };

// An answer the person may not have given yet.
enum class QueriedAlone { No, Yes, Undecided };

// Where a denormalized copy goes: from the "one" side into each N-side
// document, or from each N-side document into the "one" side's array.
enum class CopyDirection { IntoMany, IntoOne };

enum class TreeEncoding { ParentRefs, ChildRefs, Ancestors, MaterializedPath, NestedSets };

enum class IndexKeyKind { Asc, Desc, Text, Hashed, Geo2d, Geo2dSphere, Wildcard };

enum class FilterOp { Equality, Range, PrefixRegex, In, ElemMatch };

enum class SortDirection { Asc, Desc };

enum class AccessKind { Read, Write };

enum class ValidationLevel { Off, Strict, Moderate };

enum class ValidationAction { Error, Warn };

enum class Granularity { Seconds, Minutes, Hours };

enum class PatternTag {
    Bucket,
    Computed,
    Subset,
    Outlier,
    Polymorphic,
    Attribute,
    GridFsBucket,
    WorkerQueue,
    PreAggregated,
    Junction, // a collection of pairs of references: a many-to-many, as a relational link table
};

enum class SampleKind {
    Auto,
    ObjectId,
    Uuid,
    PersonName,
    FirstName,
    LastName,
    Username,
    Email,
    Phone,
    Url,
    Hostname,
    IpAddress,
    Street,
    City,
    Country,
    PostalCode,
    Word,
    Title,
    Sentence,
    Paragraph,
    Slug,
    Money,
    Date,
    TzOffset,
    IntRange,
    DoubleRange,
    Counter,
    Binary,
    GeoPoint, // a GeoJSON point: { type: "Point", coordinates: [longitude, latitude] }
    PasswordHash, // a bcrypt hash
};

enum class MoneyRepresentation { ScaledInteger, StringAndDouble, Decimal128 };

enum class Severity { Error, Warning, Info };

} // namespace docmodel
