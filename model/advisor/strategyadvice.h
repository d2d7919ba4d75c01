// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <QStringList>

namespace docmodel {

// Children per parent beyond which an array in the parent is a risk, and
// up to which embedding is the default (PATTERNS.md §1).
inline constexpr int64_t kFewChildren = 50;
inline constexpr int64_t kManyChildren = 1000;

struct StrategyAdvice {
    Strategy strategy = Strategy::ParentReferencing;
    QStringList reasons;
};

// The strategy PATTERNS.md §1 gives a relationship, from its cardinality and
// bounds, whether the children stand alone, the read/write ratio and the
// need for atomic changes.
StrategyAdvice recommendStrategy(const Model &model, const Relationship &rel);

// Whether the current strategy already follows the advice (an extended
// reference is a parent reference with copies, two-way includes both).
bool strategyFollows(const Relationship &rel, Strategy recommended);

struct TreeAdvice {
    TreeEncoding encoding = TreeEncoding::ParentRefs;
    QStringList reasons;
};

// The tree encoding (PATTERNS.md §3) that answers the declared queries on
// the tree's collection; the current one when the queries do not decide.
TreeAdvice recommendTreeEncoding(const Model &model, const Relationship &tree);

class AdvisorContext;
void checkStrategies(AdvisorContext &context);

} // namespace docmodel
