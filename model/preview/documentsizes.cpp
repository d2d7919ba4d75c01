#include "documentsizes.h"

#include "schema/derivedfields.h"

#include <algorithm>

namespace docmodel {

namespace {

constexpr int64_t kObjectIdBytes = 12;
constexpr int64_t kDocumentFraming = 5; // length and terminator
constexpr int64_t kInt64Bytes = 8;
constexpr int64_t kCopiedFieldBytes = 24; // a copied value beside its key, on average
constexpr int kMaxDepth = 8; // embedding cycles are reported by validation

// An element's type byte, key and the key's terminator.
int64_t elementHeader(const std::string &key)
{
    return 1 + int64_t(key.size()) + 1;
}

// The digits of the keys "0", "1", ... "n-1" of an array of n elements.
int64_t keyDigits(int64_t n)
{
    int64_t digits = 0;
    for (int64_t width = 1, low = 0, high = 10; low < n; ++width, low = high, high *= 10)
        digits += (std::min(n, high) - low) * width;
    return digits;
}

std::optional<int64_t> plus(std::optional<int64_t> a, std::optional<int64_t> b)
{
    if (!a || !b)
        return std::nullopt;
    return *a + *b;
}

int64_t copies(const Relationship &rel, CopyDirection direction)
{
    return std::count_if(rel.denormalized.begin(), rel.denormalized.end(),
        [&](const DenormalizedField &f) { return f.direction == direction; });
}

// What the generator writes for `count` children under `field`: one value, or
// an array with a key per element.
int64_t childrenBytes(
    const Relationship &rel, const std::string &field, int64_t count, int64_t each)
{
    if (rel.cardinality == Cardinality::OneToOne)
        return count > 0 ? elementHeader(field) + each : 0;
    return elementHeader(field) + kDocumentFraming + count * 2 + keyDigits(count) + count * each;
}

} // namespace

SizeEstimator::SizeEstimator(const Model &model, const PreviewOptions &options)
    : mModel(model)
{
    // Only the ceiling on children matters: sizes do not change with the
    // seed or the number of documents a person asked to see.
    mOptions.maxEmbedded = options.maxEmbedded;
    mBare.name = model.name;
    mBare.database = model.database;
    mBare.entities = model.entities;
    for (const Relationship &rel : model.relationships) {
        std::string field = parentFieldName(model, rel);
        if (field.empty()) {
            // Only the child's side, or a tree: the generator measures it exactly.
            mBare.relationships.push_back(rel);
            continue;
        }
        // A declared field of that name is written once, by the relationship.
        if (Entity *parent = mBare.findEntity(rel.oneId))
            std::erase_if(parent->fields, [&](const Field &f) {
                return f.name == field || (rel.subset && f.name == rel.subset->countField);
            });
        mByParent.emplace(rel.oneId, std::pair { &rel, field });
        if (strategyPutsIdInChild(rel.strategy)) {
            // The child's side alone is a parent reference with the same field.
            Relationship childSide = rel;
            childSide.strategy = Strategy::ParentReferencing;
            childSide.manyField = childFieldName(model, rel);
            std::erase_if(childSide.denormalized,
                [](const DenormalizedField &f) { return f.direction == CopyDirection::IntoOne; });
            mBare.relationships.push_back(std::move(childSide));
        } else if (copies(rel, CopyDirection::IntoMany) > 0) {
            mByChild.emplace(rel.manyId, &rel);
        }
    }
    mGenerator = std::make_unique<DocumentGenerator>(mBare, mOptions);
}

SizeEstimator::~SizeEstimator() = default;

int64_t SizeEstimator::ownBytes(const Entity &entity)
{
    const Entity *bare = mBare.findEntity(entity.id);
    return bare ? int64_t(mGenerator->document(*bare, 0)->len) : 0;
}

SizeEstimator::Sizes SizeEstimator::sizes(const Entity &entity, int depth)
{
    if (const auto it = mMemo.find(entity.id); it != mMemo.end())
        return it->second;
    const int64_t own = ownBytes(entity);
    Sizes out { own, own };
    if (depth > kMaxDepth)
        return out;
    const auto [begin, end] = mByParent.equal_range(entity.id);
    for (auto it = begin; it != end; ++it) {
        const auto &[relPtr, field] = it->second;
        const Relationship &rel = *relPtr;
        // The generator's counts (DocumentGenerator::childCount).
        auto clampCount = [&](int64_t count) {
            if (rel.cardinality == Cardinality::OneToOne)
                count = std::min<int64_t>(count, 1);
            count = std::clamp<int64_t>(count, 0, mOptions.maxEmbedded);
            if (rel.strategy == Strategy::EmbedSubset && rel.subset)
                count = std::min(count, rel.subset->k);
            return count;
        };
        const int64_t typicalCount = clampCount(rel.counts.typical);
        std::optional<int64_t> maxCount;
        if (rel.counts.max)
            maxCount = std::max(typicalCount, clampCount(*rel.counts.max));
        else if (rel.strategy == Strategy::EmbedSubset)
            maxCount = std::max(typicalCount, clampCount(rel.counts.typical));

        Sizes each;
        if (strategyEmbeds(rel.strategy)) {
            const Entity *child = mModel.findEntity(rel.manyId);
            if (!child || rel.isSelf())
                continue;
            each = sizes(*child, depth + 1);
        } else {
            // An id per child, or a small document of the id and its copies.
            const int64_t copied = copies(rel, CopyDirection::IntoOne);
            const int64_t bytes = copied > 0 ? kDocumentFraming + elementHeader("id")
                    + kObjectIdBytes + copied * kCopiedFieldBytes
                                             : kObjectIdBytes;
            each = { bytes, bytes };
        }
        out.typical += childrenBytes(rel, field, typicalCount, each.typical);
        if (maxCount && each.worst)
            out.worst = plus(out.worst, childrenBytes(rel, field, *maxCount, *each.worst));
        else
            out.worst = std::nullopt;
        if (rel.subset && !rel.subset->countField.empty()) {
            const int64_t counter = elementHeader(rel.subset->countField) + kInt64Bytes;
            out.typical += counter;
            out.worst = plus(out.worst, counter);
        }
    }
    const auto [cbegin, cend] = mByChild.equal_range(entity.id);
    for (auto it = cbegin; it != cend; ++it) {
        const int64_t added = copies(*it->second, CopyDirection::IntoMany) * kCopiedFieldBytes;
        out.typical += added;
        out.worst = plus(out.worst, added);
    }
    if (out.worst)
        out.worst = std::max(*out.worst, out.typical);
    mMemo.emplace(entity.id, out);
    return out;
}

SizeEstimate SizeEstimator::estimate(const Entity &entity)
{
    const Sizes s = sizes(entity, 0);
    return { s.typical, s.worst, s.typical * std::max<int64_t>(entity.estimatedCount, 0) };
}

} // namespace docmodel
