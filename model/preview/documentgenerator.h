// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bsonptr.h"
#include "schema/model.h"

#include <functional>
#include <optional>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace docmodel {

inline constexpr int64_t kMaxDocumentBytes = 16 * 1024 * 1024; // MongoDB refuses larger documents

// Where a document passes kMaxDocumentBytes: the field a relationship fills at
// the top of the document, and how many of its children it holds by then
// (the one that crossed included).
struct LimitCrossing {
    std::string field;
    int64_t count = 0;
    int64_t of = 0; // the children it would hold
    bool operator==(const LimitCrossing &) const = default;
};

struct PreviewOptions {
    int count = 3; // documents per collection
    uint64_t seed = 1;
    int64_t maxEmbedded = 10000; // a ceiling on embedded children per array
};

// How many children relationships put into a document.
enum class CountMode { Typical, Maximum };

// Makes the documents a model would store. Document n of a collection is a
// pure function of (model, seed, collection, n): references resolve (a
// comment's post id is the _id of post n / typical) and copies equal their
// source, without generating the source first.
class DocumentGenerator
{
public:
    DocumentGenerator(const Model &model, PreviewOptions options);

    // Stops adding children once the document passes kMaxDocumentBytes, so a
    // design whose documents would be gigabytes costs no more than 16 MiB;
    // `crossing` (when given) then says where it passed.
    BsonPtr document(const Entity &collection, int64_t index, CountMode mode = CountMode::Typical,
        std::optional<LimitCrossing> *crossing = nullptr) const;

    // Whether a relationship adds an unbounded array to this entity's documents.
    std::vector<const Relationship *> unboundedArrays(const Entity &entity) const;

private:
    // One document under construction: the lengths of its containers open
    // from the root down (they add up to its size so far) and whether it
    // passed the limit. Kept per call, so one generator serves several threads.
    struct Build {
        std::vector<const uint32_t *> open;
        bool over = false;
        std::optional<LimitCrossing> crossing;
        bool passedLimit();
    };
    // The relationship that embeds a document, and its parent's index: the
    // embedded document's reference to that parent names its own parent.
    struct EmbeddedIn {
        const Relationship *rel;
        int64_t parentIndex;
    };
    void writeEntity(bson_t *out, const Entity &entity, int64_t index, CountMode mode, int depth,
        Build &build, EmbeddedIn in = { nullptr, 0 }) const;
    // `position`: the document's place (1, 2, …) in the array it is an item
    // of, 0 when it is none.
    void writeFields(bson_t *out, const Entity &entity, const std::vector<Field> &fields,
        int64_t index, const std::string &prefix, int64_t position = 0) const;
    void writeField(bson_t *out, const Entity &entity, const Field &field, int64_t index,
        const std::string &path) const;
    void writeAsParent(bson_t *out, const Entity &entity, const Relationship &rel, int64_t index,
        CountMode mode, int depth, Build &build) const;
    void writeAsChild(bson_t *out, const Relationship &rel, int64_t parentIndex,
        std::set<std::string> &written) const;
    void writeTree(bson_t *out, const Entity &entity, const Relationship &rel, int64_t index) const;
    void appendId(bson_t *out, const char *key, const Entity &entity, int64_t index) const;
    // A key's value: an _id, or a field references hold (unique by index).
    void appendKeyValue(bson_t *out, const char *key, const Entity &entity, const Field *field,
        const std::string &path, int64_t index) const;
    // What a reference to document `index` of entity by keyPath holds.
    void appendKeyOf(bson_t *out, const char *key, const Entity &entity,
        const std::string &keyPath, int64_t index) const;
    void appendReference(bson_t *out, const char *key, const Relationship &rel,
        const Entity &target, const std::string &keyPath, int64_t index) const;
    // The value a field path of entity document `index` has, e.g. for a copy.
    void appendFieldValue(bson_t *out, const char *key, const Entity &entity,
        const std::string &path, int64_t index, int hops = 0) const;
    // A value a relationship writes into the entity's documents (a parent
    // reference, a copy): what a copy of it repeats. False when none does.
    bool appendWrittenValue(bson_t *out, const char *key, const Entity &entity,
        const std::string &path, int64_t index, int hops) const;
    int64_t childCount(const Relationship &rel, CountMode mode) const;
    // The dates a date field of document `index` may take when more than its
    // hint bounds them: within a TTL or time series' retention, and after
    // the document's start (updatedAt after createdAt). nullopt otherwise.
    std::optional<std::pair<int64_t, int64_t>> dateSpan(
        const Entity &entity, const Field &field, const std::string &path, int64_t index) const;
    // The date a declared order (the hint's after or before) points to, as
    // drawn for document `index`; nullopt when it points to none.
    std::optional<int64_t> anchorDate(
        const Entity &entity, const std::string &anchor, int64_t index) const;
    // The whole number a field of entity document `index` holds, as drawn.
    std::optional<int64_t> wholeValue(const Entity &entity, const std::string &path, int64_t index) const;
    // Whether document `index` meets a condition on one of its fields, as drawn.
    bool conditionHolds(const Entity &entity, const PresenceCondition &condition, int64_t index) const;
    // Calls `read` with the value appendFieldValue draws for `path` of
    // document `index`; not at all when it draws none.
    void readDrawnValue(const Entity &entity, const std::string &path, int64_t index,
        const std::function<void(const bson_iter_t &)> &read) const;

    // What the generator looks up for every (sub)document, indexed once so a
    // document costs its own relationships, not the whole model's.
    struct EntityLinks {
        std::vector<const Relationship *> relationships; // either side, in model order
        std::unordered_set<std::string> producedFields; // top-level fields relationships write
        std::unordered_set<std::string> keys; // paths other than _id that references hold
        bool isTreeNode = false;
        // Values that belong with others (relatedvalues.h): the fields that
        // number an array's items, the one that caps the entity's arrays.
        std::unordered_set<const Field *> numbering;
        const Field *capacity = nullptr;
    };
    // The names a relationship writes, derived once: in a styled model each
    // derivation reads the fields around it.
    struct WrittenNames {
        std::string parent; // parentFieldName
        std::string child; // childFieldName
    };
    const WrittenNames &namesOf(const Relationship &rel) const;
    const EntityLinks &links(const std::string &entityId) const;
    const Entity *entityById(const std::string &id) const;

    const Model &mModel;
    PreviewOptions mOptions;
    std::unordered_map<std::string, EntityLinks> mLinks;
    std::unordered_map<std::string, const Entity *> mEntities;
    std::unordered_map<const Relationship *, WrittenNames> mNames;
};

} // namespace docmodel
