// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advisor/recommendation.h"

#include <QUndoCommand>

namespace docmodel {

class ModelDocument;

// Makes the change an advisor recommendation describes (a strategy, a tree
// encoding, an index added or dropped, a shard key) as one undo step.
class ApplyRecommendationCommand : public QUndoCommand
{
public:
    ApplyRecommendationCommand(ModelDocument *document, const Recommendation &recommendation);
    void redo() override;
    void undo() override;
    // False when the recommendation no longer changes anything.
    bool changesModel() const;

private:
    ModelDocument *mDocument;
    RecommendationEdit mEdit;
    std::optional<Relationship> mRelationshipBefore;
    std::optional<Entity> mEntityBefore;
    std::optional<Index> mRemovedIndex;
    size_t mRemovedPosition = 0;
};

// Switches rules off or suppresses occurrences; kept in the model file.
class EditAdvisorSettingsCommand : public QUndoCommand
{
public:
    EditAdvisorSettingsCommand(ModelDocument *document, AdvisorSettings after, const QString &text);
    void redo() override;
    void undo() override;

private:
    ModelDocument *mDocument;
    AdvisorSettings mBefore;
    AdvisorSettings mAfter;
};

} // namespace docmodel
