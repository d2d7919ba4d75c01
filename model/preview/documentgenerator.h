#pragma once

#include "bsonptr.h"
#include "schema/model.h"

#include <unordered_map>
#include <unordered_set>

namespace docmodel {

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

    BsonPtr document(
        const Entity &collection, int64_t index, CountMode mode = CountMode::Typical) const;

    // Whether a relationship adds an unbounded array to this entity's documents.
    std::vector<const Relationship *> unboundedArrays(const Entity &entity) const;

private:
    void writeEntity(
        bson_t *out, const Entity &entity, int64_t index, CountMode mode, int depth) const;
    void writeFields(bson_t *out, const Entity &entity, const std::vector<Field> &fields,
        int64_t index, const std::string &prefix) const;
    void writeField(bson_t *out, const Entity &entity, const Field &field, int64_t index,
        const std::string &path) const;
    void writeAsParent(bson_t *out, const Entity &entity, const Relationship &rel, int64_t index,
        CountMode mode, int depth) const;
    void writeAsChild(
        bson_t *out, const Entity &entity, const Relationship &rel, int64_t index) const;
    void writeTree(bson_t *out, const Entity &entity, const Relationship &rel, int64_t index) const;
    void appendId(bson_t *out, const char *key, const Entity &entity, int64_t index) const;
    void appendReference(bson_t *out, const char *key, const Relationship &rel,
        const Entity &target, int64_t index) const;
    // The value a field path of entity document `index` has, e.g. for a copy.
    void appendFieldValue(bson_t *out, const char *key, const Entity &entity,
        const std::string &path, int64_t index) const;
    int64_t childCount(const Relationship &rel, CountMode mode) const;

    // What the generator looks up for every (sub)document, indexed once so a
    // document costs its own relationships, not the whole model's.
    struct EntityLinks {
        std::vector<const Relationship *> relationships; // either side, in model order
        std::unordered_set<std::string> producedFields; // top-level fields relationships write
        bool isTreeNode = false;
    };
    const EntityLinks &links(const std::string &entityId) const;
    const Entity *entityById(const std::string &id) const;

    const Model &mModel;
    PreviewOptions mOptions;
    std::unordered_map<std::string, EntityLinks> mLinks;
    std::unordered_map<std::string, const Entity *> mEntities;
};

} // namespace docmodel
