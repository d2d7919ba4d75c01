// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diagnostic.h"

#include <optional>

namespace docmodel {

// The edits a recommendation makes, as replacement objects, so the GUI can
// push them as undo commands and the CLI or a test can apply them at once.
struct RecommendationEdit {
    std::optional<Relationship> relationship; // replaces the one with its id
    std::optional<Entity> entity; // replaces the one with its id
    std::optional<Index> newIndex; // appended
    std::string removedIndexId;
};

// Empty (no member set) when the recommendation no longer applies.
RecommendationEdit planRecommendation(const Model &model, const Recommendation &recommendation);

// Makes a planned edit (the objects it replaces must be in the model).
void applyRecommendationEdit(Model &model, const RecommendationEdit &edit);

// The model with the edit made.
Model applyRecommendation(Model model, const Recommendation &recommendation);

// The change in a few words, as an instruction: "set customers → orders to
// parent-referencing", "add the index {status: 1} on orders".
QString recommendationText(const Model &model, const Recommendation &recommendation);

} // namespace docmodel
