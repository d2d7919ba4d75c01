// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentsizes.h"

#include "schema/derivedfields.h"
#include "treesizes.h"

#include <algorithm>
#include <limits>

namespace docmodel {

namespace {

// Sizes saturate here: ten thousand children at each of eight levels of
// embedding would overflow 64 bits, and anything near this is just "too big".
constexpr int64_t kHuge = std::numeric_limits<int64_t>::max() / 4;

int64_t add(int64_t a, int64_t b)
{
    return std::min(a + b, kHuge); // both at most kHuge: no overflow
}

int64_t times(int64_t count, int64_t each)
{
    return count > 0 && each > kHuge / count ? kHuge : count * each;
}

constexpr int64_t kObjectIdBytes = 12;
constexpr int64_t kDocumentFraming = 5; // length and terminator
constexpr int64_t kInt64Bytes = 8;
constexpr int64_t kCopiedFieldBytes = 24; // a copied value beside its key, on average
constexpr int kMaxSizedDepth = 8; // embedding cycles are reported by validation

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
    return add(*a, *b);
}

int64_t copies(const Relationship &rel, CopyDirection direction)
{
    return std::ranges::count_if(writtenCopies(rel), [&](const DenormalizedField &f) { return f.direction == direction; });
}

// What the generator writes for `count` children under `field`: one value, or
// an array with a key per element.
int64_t childrenBytes(
    const Relationship &rel, const std::string &field, int64_t count, int64_t each)
{
    if (rel.cardinality == Cardinality::OneToOne)
        return count > 0 ? add(elementHeader(field), each) : 0;
    return add(
        elementHeader(field) + kDocumentFraming + count * 2 + keyDigits(count), times(count, each));
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
                return f.name == field || f.name == subsetCountField(rel);
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

std::vector<SizeEstimator::Part> SizeEstimator::parts(const Entity &entity, int depth)
{
    std::vector<Part> out;
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
        Part part { &rel, &field, clampCount(rel.counts.typical), std::nullopt, {} };
        if (rel.counts.max)
            part.maxCount = std::max(part.typicalCount, clampCount(*rel.counts.max));
        else if (rel.strategy == Strategy::EmbedSubset)
            part.maxCount = std::max(part.typicalCount, clampCount(rel.counts.typical));

        if (strategyEmbeds(rel.strategy)) {
            const Entity *child = mModel.findEntity(rel.manyId);
            if (!child || rel.isSelf())
                continue;
            part.each = sizes(*child, depth + 1);
        } else {
            // An id per child, or a small document of the id and its copies.
            const int64_t copied = copies(rel, CopyDirection::IntoOne);
            const int64_t bytes = copied > 0 ? kDocumentFraming + elementHeader("id")
                    + kObjectIdBytes + copied * kCopiedFieldBytes
                                             : kObjectIdBytes;
            part.each = { bytes, bytes };
        }
        out.push_back(part);
    }
    return out;
}

int64_t SizeEstimator::counterBytes(const Relationship &rel)
{
    const std::string count = subsetCountField(rel);
    return count.empty() ? 0 : elementHeader(count) + kInt64Bytes;
}

SizeEstimator::Sizes SizeEstimator::sizes(const Entity &entity, int depth)
{
    if (const auto it = mMemo.find(entity.id); it != mMemo.end())
        return it->second;
    const int64_t own = ownBytes(entity);
    Sizes out { own, own };
    if (depth > kMaxSizedDepth)
        return out;
    for (const Part &part : parts(entity, depth)) {
        const Relationship &rel = *part.rel;
        out.typical = add(
            out.typical, childrenBytes(rel, *part.field, part.typicalCount, part.each.typical));
        if (part.maxCount && part.each.worst)
            out.worst = plus(
                out.worst, childrenBytes(rel, *part.field, *part.maxCount, *part.each.worst));
        else
            out.worst = std::nullopt;
        out.typical = add(out.typical, counterBytes(rel));
        out.worst = plus(out.worst, counterBytes(rel));
    }
    // A tree's node at the deepest level, or with the most children.
    if (const Entity *bare = mBare.findEntity(entity.id); bare && depth == 0)
        for (const Relationship &rel : mModel.relationships)
            if (rel.tree && rel.oneId == entity.id) {
                const BsonPtr root = mGenerator->document(*bare, 0);
                out.worst = plus(out.worst, treeNodeGrowth(rel, *root.get()));
            }
    const auto [cbegin, cend] = mByChild.equal_range(entity.id);
    for (auto it = cbegin; it != cend; ++it) {
        const int64_t added = copies(*it->second, CopyDirection::IntoMany) * kCopiedFieldBytes;
        out.typical = add(out.typical, added);
        out.worst = plus(out.worst, added);
    }
    if (out.worst)
        out.worst = std::max(*out.worst, out.typical);
    mMemo.emplace(entity.id, out);
    return out;
}

// Walks the top level as the generator writes it (own fields, then each
// relationship's children in model order) to the child that passes the limit.
std::optional<LimitCrossing> SizeEstimator::crossing(const Entity &entity, bool atMaximum)
{
    int64_t bytes = ownBytes(entity);
    for (const Part &part : parts(entity, 0)) {
        const Relationship &rel = *part.rel;
        const int64_t count
            = atMaximum ? part.maxCount.value_or(part.typicalCount) : part.typicalCount;
        const int64_t each
            = atMaximum ? part.each.worst.value_or(part.each.typical) : part.each.typical;
        const auto with
            = [&](int64_t n) { return add(bytes, childrenBytes(rel, *part.field, n, each)); };
        if (count > 0 && with(count) > kMaxDocumentBytes) {
            int64_t low = 1;
            int64_t high = count;
            while (low < high) { // the fewest children that pass it
                const int64_t middle = low + (high - low) / 2;
                if (with(middle) > kMaxDocumentBytes)
                    high = middle;
                else
                    low = middle + 1;
            }
            return LimitCrossing { *part.field, low, count };
        }
        bytes = add(with(count), counterBytes(rel));
    }
    return std::nullopt; // passed by the few bytes of copies written after the arrays
}

SizeEstimate SizeEstimator::estimate(const Entity &entity)
{
    const Sizes s = sizes(entity, 0);
    SizeEstimate out { s.typical, s.worst,
        times(std::max<int64_t>(entity.estimatedCount, 0), s.typical), std::nullopt, std::nullopt };
    if (s.typical > kMaxDocumentBytes)
        out.typicalCrossing = crossing(entity, false);
    if (s.worst && *s.worst > kMaxDocumentBytes)
        out.worstCrossing = crossing(entity, true);
    return out;
}

} // namespace docmodel
