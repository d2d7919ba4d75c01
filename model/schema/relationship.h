// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "field.h"
#include "kinds.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace docmodel {

// Children per parent. An empty max means unbounded.
struct Counts {
    int64_t min = 0;
    int64_t typical = 1;
    std::optional<int64_t> max;
    // Measured on a sample: typical is an estimate and max the most seen, a
    // lower bound and no limit (it never becomes maxItems).
    bool estimated = false;
    bool operator==(const Counts &) const = default;
};

// The bounds PATTERNS.md gives each cardinality, used when a user picks one.
Counts defaultCounts(Cardinality cardinality);

struct SubsetOptions {
    int64_t k = 10;
    std::string sortField;
    bool descending = true;
    std::string countField; // the parent's total count of children; empty for none
    bool operator==(const SubsetOptions &) const = default;
};

struct DenormalizedField {
    std::string field; // path in the source entity
    CopyDirection direction = CopyDirection::IntoMany;
    std::string as; // name of the copy; empty means the source name
    bool operator==(const DenormalizedField &) const = default;

    const std::string &name() const { return as.empty() ? field : as; }
};

struct TreeOptions {
    TreeEncoding encoding = TreeEncoding::ParentRefs;
    std::string delimiter = ","; // materialized paths
    std::string depthField; // optional: the node's depth
    std::string threadField; // optional: the root id every node of a thread carries
    // The names of the parent reference and of the child array; empty for
    // "parent" and "children" (an inferred tree keeps its data's: ReportsTo).
    std::string parentField;
    std::string childrenField;
    // The deepest level a node can be at (the root is level 0); none when
    // unbounded. Worst-case sizes count ancestors and paths this deep.
    std::optional<int64_t> maxDepth;
    bool operator==(const TreeOptions &) const = default;

    std::string parent() const { return parentField.empty() ? "parent" : parentField; }
    std::string children() const { return childrenField.empty() ? "children" : childrenField; }
};

struct Relationship {
    std::string id;
    std::string name;
    std::string oneId; // the "one" side (the parent)
    std::string manyId; // the "N" side (the children); equal to oneId for a tree or a graph
    Cardinality cardinality = Cardinality::OneToMany;
    Counts counts = defaultCounts(Cardinality::OneToMany);
    Strategy strategy = Strategy::ParentReferencing;
    std::string oneField; // field in the parent: embedded array, child ids, subset
    std::string manyField; // field in the child: the parent reference
    // The field of the parent ("one") document the children's references
    // hold, and of the child documents the parent's references hold: _id,
    // or a natural key such as AlbumId (a dotted path for a nested one).
    std::string oneKey = "_id";
    std::string manyKey = "_id";
    std::optional<SubsetOptions> subset;
    std::vector<DenormalizedField> denormalized;
    // The sub-document each child holds its parent reference and the
    // into-many copies in: assignee: {_id, name, avatarUrl}. Empty: both are
    // top-level fields (manyField and each copy's name).
    std::string referenceObject;
    ReferenceStyle referenceStyle = ReferenceStyle::Manual;
    // A child may have no parent (a task not yet assigned, a tree's root):
    // its reference may be missing, and null too unless referenceMayBeNull
    // is false (data whose children without a parent lack the field).
    bool optionalReference = false;
    bool referenceMayBeNull = true;
    // Strings children hold instead of a reference ("NULL", "", "N/A"):
    // real data's way of saying "none". The validator allows exactly these
    // beside the key's values; none of them is a parent.
    std::vector<std::string> placeholders;
    // Set: the reference is there only under this condition (needs
    // optionalReference). Unset: whenever the child has a parent.
    std::optional<PresenceCondition> presentWhen;
    // Whether the N side's documents are queried, listed or sorted on their
    // own. Undecided where nobody said and the data is no evidence either
    // way: the advisor then asks instead of assuming.
    QueriedAlone manyStandsAlone = QueriedAlone::No;
    double readWriteRatio = 1.0; // reads per write of the related data
    bool atomic = false; // parent and children must change together
    std::optional<TreeOptions> tree;
    // Create the index the strategy needs to follow the reference from the
    // other side (see referenceIndexes); turned off on purpose only.
    bool indexReference = true;

    bool isSelf() const { return oneId == manyId; }
    // A self-relationship without a tree encoding: each document holds an
    // array of other documents' keys (countries and their borders).
    bool isGraph() const { return isSelf() && !tree; }
    bool isUnbounded() const { return !counts.max.has_value(); }
    bool operator==(const Relationship &) const = default;
};

// Which documents a strategy writes fields into.
bool strategyEmbeds(Strategy strategy);
bool strategyPutsIdsInParent(Strategy strategy);
bool strategyPutsIdInChild(Strategy strategy);
// Whether a child's reference may hold null: it is optional, and null is
// one of the ways a child says it has no parent.
bool referenceAllowsNull(const Relationship &rel);
// The condition a child's reference is held under, when the strategy
// writes one into the child; null otherwise (kept for a change back).
const PresenceCondition *referenceCondition(const Relationship &rel);
// "only when status is "sold" or "reserved"": the condition in the words of
// descriptions and diffs (values as JSON).
std::string presenceText(const PresenceCondition &condition);

// The parent's count of its children an embedded subset keeps; empty for
// every other strategy (a subset's options outlive a change of strategy).
std::string subsetCountField(const Relationship &rel);

// A self-relationship made a graph (many-to-many, child-referencing), or a
// tree stored in `encoding` (one-to-many, the parent's key in each node);
// counts go back to the cardinality's defaults.
Relationship selfAsGraph(Relationship rel);
Relationship selfAsTree(Relationship rel, TreeEncoding encoding);

// "AlbumId → Album.AlbumId": a reference field and the key it holds, for labels.
std::string keyLabel(const std::string &field, const std::string &entityName, const std::string &key);

} // namespace docmodel
