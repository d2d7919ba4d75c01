// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "documentgenerator.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace docmodel {

struct SizeEstimate {
    int64_t typicalBytes = 0;
    std::optional<int64_t> worstBytes; // none when an array in it is unbounded; never below typical
    int64_t estimatedDataBytes = 0; // typical size times the estimated count
    // Where the document passes 16 MiB, when it does: a person reads "over
    // 16 MiB at 5,120 of 10,000 comments" rather than a size MongoDB never stores.
    std::optional<LimitCrossing> typicalCrossing;
    std::optional<LimitCrossing> worstCrossing;
};

// The one computation of document sizes: the preview's size report, the
// advisor's size rules and the CLI all read it, so they never disagree. Fast
// enough for thousands of entities: each entity's own fields (and what
// relationships write into it as the child) are measured once with the
// preview's generator, and the arrays relationships add to a parent are
// summed per relationship with the generator's counts and BSON's framing,
// memoized per entity.
class SizeEstimator
{
public:
    // Of the options only maxEmbedded counts.
    explicit SizeEstimator(const Model &model, const PreviewOptions &options = {});
    ~SizeEstimator();

    SizeEstimate estimate(const Entity &entity);

private:
    struct Sizes {
        int64_t typical = 0;
        std::optional<int64_t> worst;
    };
    // What one relationship writes into a parent: counts and each child's size.
    struct Part {
        const Relationship *rel = nullptr;
        const std::string *field = nullptr;
        int64_t typicalCount = 0;
        std::optional<int64_t> maxCount;
        Sizes each;
    };
    Sizes sizes(const Entity &entity, int depth);
    std::vector<Part> parts(const Entity &entity, int depth);
    std::optional<LimitCrossing> crossing(const Entity &entity, bool atMaximum);
    static int64_t counterBytes(const Relationship &rel);
    int64_t ownBytes(const Entity &entity);

    const Model &mModel;
    PreviewOptions mOptions;
    Model mBare; // the model without what relationships add to parents
    std::unique_ptr<DocumentGenerator> mGenerator;
    // Relationships that write into a parent, with the field they write.
    std::multimap<std::string, std::pair<const Relationship *, std::string>> mByParent;
    std::multimap<std::string, const Relationship *> mByChild;
    std::map<std::string, Sizes> mMemo;
};

} // namespace docmodel
