#include "sizeestimate.h"

#include "preview/documentgenerator.h"

#include <algorithm>

namespace docmodel {

namespace {

// Per array element or reference: type byte, key, terminator, and the
// 12-byte ObjectId most references hold.
constexpr int64_t kElementOverhead = 8;
constexpr int64_t kReferenceBytes = 12 + kElementOverhead;
constexpr int64_t kCopiedFieldBytes = 24;
constexpr int kMaxDepth = 8; // embedding cycles are reported by validation

std::optional<int64_t> times(std::optional<int64_t> count, std::optional<int64_t> each)
{
    if (!count || !each)
        return std::nullopt;
    return *count * *each;
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

} // namespace

SizeEstimator::SizeEstimator(const Model &model)
    : mModel(model)
{
    mBare.entities = model.entities;
    mGenerator = std::make_unique<DocumentGenerator>(mBare, PreviewOptions {});
    for (const Relationship &rel : model.relationships) {
        if (rel.isSelf())
            continue;
        mByParent.emplace(rel.oneId, &rel);
        mByChild.emplace(rel.manyId, &rel);
    }
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
        const Relationship &rel = *it->second;
        int64_t typicalCount = rel.cardinality == Cardinality::OneToOne ? 1 : rel.counts.typical;
        std::optional<int64_t> maxCount
            = rel.cardinality == Cardinality::OneToOne ? std::optional<int64_t>(1) : rel.counts.max;
        if (rel.strategy == Strategy::EmbedSubset && rel.subset) {
            typicalCount = std::min(typicalCount, rel.subset->k);
            maxCount = rel.subset->k;
        }
        if (strategyEmbeds(rel.strategy)) {
            const Entity *child = mModel.findEntity(rel.manyId);
            const Sizes each = child ? sizes(*child, depth + 1) : Sizes {};
            out.typical += typicalCount * (each.typical + kElementOverhead);
            out.worst = plus(out.worst,
                times(maxCount, plus(each.worst, std::optional<int64_t>(kElementOverhead))));
        } else if (strategyPutsIdsInParent(rel.strategy)
            || copies(rel, CopyDirection::IntoOne) > 0) {
            // An id per child, or a small document of the id and its copies.
            const int64_t copied = copies(rel, CopyDirection::IntoOne);
            const int64_t each = kReferenceBytes
                + (copied > 0 ? kElementOverhead + copied * kCopiedFieldBytes : 0);
            out.typical += typicalCount * each;
            out.worst = plus(out.worst, times(maxCount, std::optional<int64_t>(each)));
        }
    }
    const auto [cbegin, cend] = mByChild.equal_range(entity.id);
    for (auto it = cbegin; it != cend; ++it) {
        const Relationship &rel = *it->second;
        if (!strategyPutsIdInChild(rel.strategy))
            continue;
        const int64_t added
            = kReferenceBytes + copies(rel, CopyDirection::IntoMany) * kCopiedFieldBytes;
        out.typical += added;
        out.worst = plus(out.worst, std::optional<int64_t>(added));
    }
    mMemo.emplace(entity.id, out);
    return out;
}

SizeEstimate SizeEstimator::estimate(const Entity &entity)
{
    const Sizes s = sizes(entity, 0);
    return { s.typical, s.worst, s.typical * std::max<int64_t>(entity.estimatedCount, 0) };
}

} // namespace docmodel
