// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diagnostic.h"

namespace docmodel {

// The first validation error that applying the recommendation would add to
// the model (a child made a collection that still references an embedded
// type), or an empty text when it applies cleanly. Only the objects the
// change touches and their neighbours are validated, before and after, so
// a large model is not validated whole for each recommendation.
QString errorAddedBy(const Model &model, const Recommendation &recommendation);

// Each recommendation that would add a validation error is not made: the
// diagnostic keeps its finding and says, in its reasons, why no change is
// offered.
void keepCleanRecommendations(const Model &model, std::vector<Diagnostic> &diagnostics);

} // namespace docmodel
