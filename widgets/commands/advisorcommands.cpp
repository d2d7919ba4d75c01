// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisorcommands.h"

#include "document/modeldocument.h"

#include <QCoreApplication>

namespace docmodel {

ApplyRecommendationCommand::ApplyRecommendationCommand(
    ModelDocument *document, const Recommendation &recommendation)
    : QUndoCommand(QCoreApplication::translate("Advisor", "Apply Recommendation"))
    , mDocument(document)
    , mEdit(planRecommendation(document->model(), recommendation))
{
    const Model &model = document->model();
    if (mEdit.relationship)
        mRelationshipBefore = *model.findRelationship(mEdit.relationship->id);
    if (mEdit.entity)
        mEntityBefore = *model.findEntity(mEdit.entity->id);
    for (size_t i = 0; i < model.indexes.size(); ++i)
        if (model.indexes[i].id == mEdit.removedIndexId) {
            mRemovedIndex = model.indexes[i];
            mRemovedPosition = i;
        }
}

bool ApplyRecommendationCommand::changesModel() const
{
    return mEdit.relationship || mEdit.entity || mEdit.newIndex || mRemovedIndex;
}

void ApplyRecommendationCommand::redo()
{
    // A child that becomes a collection must exist as one before the
    // relationship references it; one that becomes embedded, after.
    const bool entityFirst = mEdit.entity && mEdit.entity->isCollection();
    if (entityFirst)
        mDocument->replaceEntity(*mEdit.entity);
    if (mEdit.relationship)
        mDocument->replaceRelationship(*mEdit.relationship);
    if (mEdit.entity && !entityFirst)
        mDocument->replaceEntity(*mEdit.entity);
    if (mEdit.newIndex)
        mDocument->insertIndex(mDocument->model().indexes.size(), *mEdit.newIndex);
    if (mRemovedIndex)
        mDocument->removeIndex(mRemovedIndex->id);
}

void ApplyRecommendationCommand::undo()
{
    if (mRemovedIndex)
        mDocument->insertIndex(mRemovedPosition, *mRemovedIndex);
    if (mEdit.newIndex)
        mDocument->removeIndex(mEdit.newIndex->id);
    const bool entityFirst = mEdit.entity && mEdit.entity->isCollection();
    if (mEntityBefore && !entityFirst)
        mDocument->replaceEntity(*mEntityBefore);
    if (mRelationshipBefore)
        mDocument->replaceRelationship(*mRelationshipBefore);
    if (mEntityBefore && entityFirst)
        mDocument->replaceEntity(*mEntityBefore);
}

EditAdvisorSettingsCommand::EditAdvisorSettingsCommand(
    ModelDocument *document, AdvisorSettings after, const QString &text)
    : QUndoCommand(text)
    , mDocument(document)
    , mBefore(document->model().advisor)
    , mAfter(std::move(after))
{ }

void EditAdvisorSettingsCommand::redo()
{
    mDocument->setAdvisorSettings(mAfter);
}

void EditAdvisorSettingsCommand::undo()
{
    mDocument->setAdvisorSettings(mBefore);
}

} // namespace docmodel
