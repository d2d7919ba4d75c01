// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules.h"

#include <QCoreApplication>

#include <algorithm>

namespace docmodel {

namespace {

// Codes: DM0xx relationship strategies, DM1xx anti-patterns (PATTERNS.md
// §5) and index/shard advice (§6), DM2xx pattern suggestions (§4). A code
// never changes meaning once released: files suppress rules by it.
constexpr Rule kRules[] = {
    { RuleId::StrategyMismatch, "DM001", "strategy-mismatch", Severity::Info,
        QT_TRANSLATE_NOOP("Advisor", "Strategy differs from the recommendation"),
        QT_TRANSLATE_NOOP("Advisor",
            "The relationship's cardinality, bounds, independence of the children and "
            "read/write ratio point to another strategy."),
        QT_TRANSLATE_NOOP(
            "Advisor", "Apply the recommended strategy, or suppress this with the reason.") },
    { RuleId::TreeEncodingMismatch, "DM002", "tree-encoding", Severity::Info,
        QT_TRANSLATE_NOOP("Advisor", "Tree encoding does not fit the declared queries"),
        QT_TRANSLATE_NOOP("Advisor",
            "The queries on the tree's own fields ask for descendants that another encoding "
            "answers with one indexed query, or its nodes move often in an encoding that "
            "rewrites the nodes below."),
        QT_TRANSLATE_NOOP(
            "Advisor", "Switch the tree to the recommended encoding and add its indexes.") },
    { RuleId::UnboundedArray, "DM101", "unbounded-array", Severity::Error,
        QT_TRANSLATE_NOOP("Advisor", "Unbounded array"),
        QT_TRANSLATE_NOOP("Advisor",
            "An embedded or id array in the parent has no maximum, so the parent "
            "document grows without limit."),
        QT_TRANSLATE_NOOP("Advisor",
            "Reference the parent from each child (parent-referencing), or set a "
            "maximum and embed a subset.") },
    { RuleId::DocumentTooLarge, "DM102", "document-too-large", Severity::Error,
        QT_TRANSLATE_NOOP("Advisor", "Document larger than 16 MiB"),
        QT_TRANSLATE_NOOP("Advisor",
            "The largest document this collection can hold passes MongoDB's 16 MiB "
            "limit; the server will refuse it."),
        QT_TRANSLATE_NOOP("Advisor", "Move the largest arrays into their own collection.") },
    { RuleId::LargeDocument, "DM103", "large-document", Severity::Warning,
        QT_TRANSLATE_NOOP("Advisor", "Large document"),
        QT_TRANSLATE_NOOP("Advisor",
            "Documents of this collection can pass 100 KB, which makes every read and "
            "update move a lot of data."),
        QT_TRANSLATE_NOOP("Advisor", "Embed a subset or reference the large children.") },
    { RuleId::DeepNesting, "DM104", "deep-nesting", Severity::Warning,
        QT_TRANSLATE_NOOP("Advisor", "Deep nesting"),
        QT_TRANSLATE_NOOP("Advisor",
            "Documents nest more than three levels deep, which makes queries, "
            "indexes and updates on the inner fields awkward."),
        QT_TRANSLATE_NOOP("Advisor", "Flatten the inner levels or reference them.") },
    { RuleId::MotleyTypes, "DM105", "motley-types", Severity::Warning,
        QT_TRANSLATE_NOOP("Advisor", "Field with several types"),
        QT_TRANSLATE_NOOP("Advisor",
            "One field path holds values of more than one BSON type, so queries and "
            "sorts on it behave differently per document."),
        QT_TRANSLATE_NOOP("Advisor", "Settle on one type and convert the others.") },
    { RuleId::BucketCollection, "DM106", "bucket-collection", Severity::Warning,
        QT_TRANSLATE_NOOP("Advisor", "Several kinds without a discriminator"),
        QT_TRANSLATE_NOOP("Advisor",
            "A polymorphic collection holds several kinds of documents but names no "
            "field that tells them apart."),
        QT_TRANSLATE_NOOP("Advisor", "Name the discriminator field (for example \"type\").") },
    { RuleId::CollectionPerTenant, "DM107", "collection-per-tenant", Severity::Warning,
        QT_TRANSLATE_NOOP("Advisor", "One collection per user or tenant"),
        QT_TRANSLATE_NOOP("Advisor",
            "Collections share one shape or carry a variable part in their name; "
            "thousands of collections strain the server."),
        QT_TRANSLATE_NOOP("Advisor", "Use one collection with a tenant field and index it.") },
    { RuleId::UnusedIndex, "DM108", "unused-index", Severity::Warning,
        QT_TRANSLATE_NOOP("Advisor", "Index no query uses"),
        QT_TRANSLATE_NOOP(
            "Advisor", "No declared query uses this index, yet every write pays for it."),
        QT_TRANSLATE_NOOP("Advisor", "Drop the index, or declare the query that needs it.") },
    { RuleId::RedundantIndex, "DM109", "redundant-prefix-index", Severity::Warning,
        QT_TRANSLATE_NOOP("Advisor", "Index is a prefix of another"),
        QT_TRANSLATE_NOOP("Advisor",
            "Every query this index serves is served by a longer index that starts "
            "with the same keys."),
        QT_TRANSLATE_NOOP("Advisor", "Drop the shorter index.") },
    { RuleId::TooManyIndexes, "DM110", "too-many-indexes", Severity::Warning,
        QT_TRANSLATE_NOOP("Advisor", "Many indexes on a write-heavy collection"),
        QT_TRANSLATE_NOOP("Advisor",
            "The collection is written more often than read and has more than four "
            "indexes; each write updates all of them."),
        QT_TRANSLATE_NOOP("Advisor", "Drop the indexes the frequent queries do not need.") },
    { RuleId::UnindexedQuery, "DM111", "unindexed-query", Severity::Warning,
        QT_TRANSLATE_NOOP("Advisor", "Query without an index"),
        QT_TRANSLATE_NOOP("Advisor",
            "No index supports this query, neither a declared one nor one the "
            "scripts create for references, so it scans the whole collection."),
        QT_TRANSLATE_NOOP(
            "Advisor", "Add the suggested index (equality, then sort, then range fields).") },
    { RuleId::InMemorySort, "DM112", "in-memory-sort", Severity::Info,
        QT_TRANSLATE_NOOP("Advisor", "Sort in memory"),
        QT_TRANSLATE_NOOP("Advisor",
            "The index serving this query does not give its sort order, so the server "
            "sorts the results in memory."),
        QT_TRANSLATE_NOOP("Advisor", "Add the suggested index, whose keys give the sort order.") },
    { RuleId::DenormalizedWriteHeavy, "DM113", "denormalized-write-heavy", Severity::Warning,
        QT_TRANSLATE_NOOP("Advisor", "Copied fields change more often than they are read"),
        QT_TRANSLATE_NOOP("Advisor",
            "Copies must be rewritten whenever their source changes; with fewer reads "
            "than writes they cost more than they save."),
        QT_TRANSLATE_NOOP("Advisor", "Keep only the reference and read the source when needed.") },
    { RuleId::UnshardableCollection, "DM114", "unshardable-collection", Severity::Warning,
        QT_TRANSLATE_NOOP("Advisor", "Large collection without a good shard key"),
        QT_TRANSLATE_NOOP("Advisor",
            "The collection is expected to grow large and declares no shard key. A good one "
            "is in every document, never changes, has many values, spreads inserts and "
            "sends the declared queries to one shard."),
        QT_TRANSLATE_NOOP("Advisor", "Declare the suggested shard key.") },
    { RuleId::MonotonicShardKey, "DM115", "monotonic-shard-key", Severity::Warning,
        QT_TRANSLATE_NOOP("Advisor", "Monotonically increasing shard key"),
        QT_TRANSLATE_NOOP("Advisor",
            "The shard key is an ObjectId, a date or a counter alone: every insert goes "
            "to the last chunk, on one shard."),
        QT_TRANSLATE_NOOP("Advisor", "Hash the key, or put a well-spread field in front of it.") },
    { RuleId::NormalizingEverything, "DM116", "normalizing-everything", Severity::Info,
        QT_TRANSLATE_NOOP("Advisor", "Small child stored by reference"),
        QT_TRANSLATE_NOOP("Advisor",
            "A one-to-one or one-to-few child that is not used on its own is stored by "
            "reference, so every read needs a second query."),
        QT_TRANSLATE_NOOP("Advisor", "Embed the child in its parent.") },
    { RuleId::UnindexedReference, "DM117", "unindexed-reference", Severity::Warning,
        QT_TRANSLATE_NOOP("Advisor", "Reference without an index"),
        QT_TRANSLATE_NOOP("Advisor",
            "The relationship's reference index is turned off and no declared index has "
            "its keys, so following the reference from the other side scans the whole "
            "collection."),
        QT_TRANSLATE_NOOP("Advisor",
            "Turn the relationship's reference index back on, or declare an index with "
            "those keys.") },
    { RuleId::ChangeableReferenceKey, "DM118", "changeable-reference-key", Severity::Info,
        QT_TRANSLATE_NOOP("Advisor", "Reference by a key that can change"),
        QT_TRANSLATE_NOOP("Advisor",
            "References hold a natural key people change, such as an e-mail address or a "
            "name; every change must be copied into each referring document."),
        QT_TRANSLATE_NOOP("Advisor",
            "Refer by _id or another key that never changes, and keep the changeable "
            "value as a copy (an extended reference).") },
    { RuleId::ReferenceTypeMismatch, "DM119", "reference-type-mismatch", Severity::Warning,
        QT_TRANSLATE_NOOP("Advisor", "Reference field of another type than its key"),
        QT_TRANSLATE_NOOP("Advisor",
            "The reference field is declared with a type its key does not have; the "
            "validator follows the key, so documents of the declared type fail it."),
        QT_TRANSLATE_NOOP("Advisor",
            "Give the field the key's type, or choose the key the references really hold.") },
    { RuleId::UndecidedQueriedAlone, "DM120", "queried-alone-undecided", Severity::Info,
        QT_TRANSLATE_NOOP("Advisor", "Are the children read on their own?"),
        QT_TRANSLATE_NOOP("Advisor",
            "Embedding or referencing depends on whether the children are queried, listed "
            "or sorted without their parent, and that is not decided."),
        QT_TRANSLATE_NOOP("Advisor",
            "Answer it in the relationship's inspector (Children are queried on their "
            "own); the advice follows the answer.") },
    { RuleId::StoredTwice, "DM121", "stored-twice", Severity::Warning,
        QT_TRANSLATE_NOOP("Advisor", "Documents stored twice"),
        QT_TRANSLATE_NOOP("Advisor",
            "A collection's documents are also embedded whole in another collection: every "
            "insert, change and delete must be made in both places, and the two drift apart "
            "when one write fails."),
        QT_TRANSLATE_NOOP("Advisor",
            "Embed only (the child stops being a collection), reference the documents, or embed "
            "the few fields the parent shows (an extended reference or a subset).") },
    { RuleId::CollectionScanObserved, "DM122", "collection-scan-observed", Severity::Warning,
        QT_TRANSLATE_NOOP("Advisor", "The server scans the whole collection for a query"),
        QT_TRANSLATE_NOOP("Advisor",
            "Imported traffic shows operations of this shape planned as a collection scan "
            "(COLLSCAN): each reads every document to return a few, and the cost grows with "
            "the collection."),
        QT_TRANSLATE_NOOP("Advisor",
            "Add the suggested index (equality, sort, range), or create the model's index "
            "that serves the query on the server.") },
    { RuleId::IndexUnusedOnServer, "DM123", "index-unused-on-server", Severity::Warning,
        QT_TRANSLATE_NOOP("Advisor", "Index the server does not use"),
        QT_TRANSLATE_NOOP("Advisor",
            "Imported traffic shows no use of the index: $indexStats counted no access since "
            "the server began counting, or none of many logged operations on its collection "
            "used it. Every write still updates it."),
        QT_TRANSLATE_NOOP("Advisor",
            "Drop it after checking $indexStats on every member over a full business cycle, "
            "or hide it first.") },
    { RuleId::BucketPattern, "DM201", "bucket-pattern", Severity::Info,
        QT_TRANSLATE_NOOP("Advisor", "One document per event"),
        QT_TRANSLATE_NOOP("Advisor",
            "A large collection that is only inserted into and read by time stores one "
            "small document per event or reading."),
        QT_TRANSLATE_NOOP("Advisor",
            "Group events per series and time window (bucket pattern), or make it a "
            "time-series collection.") },
    { RuleId::SubsetPattern, "DM202", "subset-pattern", Severity::Info,
        QT_TRANSLATE_NOOP("Advisor", "Large embedded array"),
        QT_TRANSLATE_NOOP("Advisor",
            "The parent embeds up to hundreds of children, while usually only the "
            "most recent few are shown."),
        QT_TRANSLATE_NOOP("Advisor",
            "Embed only the K most recent children and keep all of them in their own "
            "collection (subset pattern).") },
    { RuleId::ExtendedReferencePattern, "DM203", "extended-reference", Severity::Info,
        QT_TRANSLATE_NOOP("Advisor", "Frequent reads across a reference"),
        QT_TRANSLATE_NOOP("Advisor",
            "The referenced data is read far more often than it is written, so each "
            "read pays for a second query."),
        QT_TRANSLATE_NOOP("Advisor",
            "Copy the few fields shown with the reference next to the id (extended "
            "reference).") },
    { RuleId::PolymorphicPattern, "DM204", "polymorphic-fields", Severity::Info,
        QT_TRANSLATE_NOOP("Advisor", "Many optional fields"),
        QT_TRANSLATE_NOOP("Advisor",
            "Most fields are optional, which suggests documents of several types or "
            "open-ended attributes."),
        QT_TRANSLATE_NOOP("Advisor",
            "Use a type discriminator with partial indexes per type, or an attribute "
            "array with the index {\"attrs.n\": 1, \"attrs.v\": 1}.") },
    { RuleId::MoneyAsDouble, "DM205", "money-as-double", Severity::Warning,
        QT_TRANSLATE_NOOP("Advisor", "Money stored as a double"),
        QT_TRANSLATE_NOOP(
            "Advisor", "Binary floating point cannot hold most decimal amounts exactly."),
        QT_TRANSLATE_NOOP("Advisor",
            "Store a scaled integer, or a Decimal128 (or string) with a double "
            "approximation for sorting.") },
    { RuleId::LocalTime, "DM206", "local-time", Severity::Info,
        QT_TRANSLATE_NOOP("Advisor", "Local time without its offset"),
        QT_TRANSLATE_NOOP("Advisor",
            "BSON dates are UTC; the local time of the client is lost unless its "
            "offset is stored."),
        QT_TRANSLATE_NOOP(
            "Advisor", "Store the client's UTC offset in minutes next to the date.") },
    { RuleId::AttributeIndex, "DM207", "attribute-index", Severity::Warning,
        QT_TRANSLATE_NOOP("Advisor", "Attribute array without its compound index"),
        QT_TRANSLATE_NOOP("Advisor",
            "An array of name/value pairs is searched by name and value; only a "
            "compound index on both serves those queries."),
        QT_TRANSLATE_NOOP("Advisor", "Add the compound index on the name and value fields.") },
    { RuleId::CompensationPattern, "DM208", "compensation-pattern", Severity::Info,
        QT_TRANSLATE_NOOP("Advisor", "State field of a compensation (saga)"),
        QT_TRANSLATE_NOOP("Advisor",
            "Documents move through the values of a state field by updates guarded by "
            "the previous state, so a change spanning several documents can be finished "
            "or reverted step by step."),
        QT_TRANSLATE_NOOP("Advisor",
            "Keep a query that finds documents stuck in a state past a cutoff, served by "
            "an index on the state field and that date.") },
    { RuleId::RecoveryIndex, "DM209", "recovery-index", Severity::Warning,
        QT_TRANSLATE_NOOP("Advisor", "Stuck documents cannot be found by an index"),
        QT_TRANSLATE_NOOP("Advisor",
            "No index on the state field serves the query that finds documents stuck "
            "in a state, so recovery scans the whole collection, or is not declared."),
        QT_TRANSLATE_NOOP("Advisor",
            "Add an index on the state field followed by the date the cutoff compares.") },
    { RuleId::JunctionCollection, "DM210", "junction-collection", Severity::Info,
        QT_TRANSLATE_NOOP("Advisor", "Many-to-many through a junction collection"),
        QT_TRANSLATE_NOOP("Advisor",
            "A collection holds only pairs of references, as a relational link table: "
            "reading one side with the other takes a query on the pairs and another on "
            "the other side."),
        QT_TRANSLATE_NOOP("Advisor",
            "Where one side has few partners, keep their ids in an array on that side "
            "with a multikey index, and drop the junction collection.") },
    { RuleId::DateAsString, "DM211", "date-as-string", Severity::Info,
        QT_TRANSLATE_NOOP("Advisor", "Dates kept as strings"),
        QT_TRANSLATE_NOOP("Advisor",
            "A string field holds dates: they sort and compare as dates only in a "
            "year-first format, take no date operators, TTL index or time-series, and "
            "are larger than the 8 bytes of a BSON date."),
        QT_TRANSLATE_NOOP("Advisor",
            "Store them as BSON dates (a migration converts the existing ones with "
            "$dateFromString), and format them where they are shown.") },
};

QString translate(const char *text)
{
    return QCoreApplication::translate("Advisor", text);
}

} // namespace

std::span<const Rule> ruleCatalogue()
{
    return kRules;
}

const Rule &rule(RuleId id)
{
    return *std::find_if(
        std::begin(kRules), std::end(kRules), [id](const Rule &r) { return r.id == id; });
}

const Rule *findRule(std::string_view codeOrSlug)
{
    const auto it = std::find_if(std::begin(kRules), std::end(kRules),
        [&](const Rule &r) { return r.code == codeOrSlug || r.slug == codeOrSlug; });
    return it == std::end(kRules) ? nullptr : it;
}

std::string ruleLabel(const Rule &rule)
{
    return std::string(rule.code) + ' ' + std::string(rule.slug);
}

QString ruleTitle(const Rule &rule)
{
    return translate(rule.title);
}

QString ruleDescription(const Rule &rule)
{
    return translate(rule.description);
}

QString ruleFix(const Rule &rule)
{
    return translate(rule.fix);
}

QString severityDisplayName(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return QCoreApplication::translate("Advisor", "error");
    case Severity::Warning:
        return QCoreApplication::translate("Advisor", "warning");
    case Severity::Info:
        return QCoreApplication::translate("Advisor", "info");
    }
    return {};
}

} // namespace docmodel
