#pragma once

#include "schema/model.h"

#include <map>
#include <memory>
#include <optional>

namespace docmodel {

class DocumentGenerator;

struct SizeEstimate {
    int64_t typicalBytes = 0;
    std::optional<int64_t> worstBytes; // none when an array in it is unbounded
    int64_t estimatedDataBytes = 0; // typical size times the estimated count
};

// Document sizes for the advisor's rules, fast enough for thousands of
// entities: each entity's own fields are measured once with the preview's
// generator (relationships left out), and what relationships add is summed
// per relationship with the same bounds, memoized per entity.
class SizeEstimator
{
public:
    explicit SizeEstimator(const Model &model);
    ~SizeEstimator();

    SizeEstimate estimate(const Entity &entity);

private:
    struct Sizes {
        int64_t typical = 0;
        std::optional<int64_t> worst;
    };
    Sizes sizes(const Entity &entity, int depth);
    int64_t ownBytes(const Entity &entity);

    const Model &mModel;
    Model mBare; // the model without relationships, for own sizes
    std::unique_ptr<DocumentGenerator> mGenerator;
    std::multimap<std::string, const Relationship *> mByParent;
    std::multimap<std::string, const Relationship *> mByChild;
    std::map<std::string, Sizes> mMemo;
};

} // namespace docmodel
