// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/modeldocument.h"

#include <QUndoCommand>

namespace docmodel {

// Any change to the subject areas (a new one, a rename, a deletion, entities
// added): the areas before and after, and the diagram to show after it
// (and, on undo, the one shown before).
class EditDiagramsCommand : public QUndoCommand
{
public:
    EditDiagramsCommand(
        ModelDocument *document, std::vector<SubjectArea> after, const QString &text, std::string showAfter = {});
    void redo() override;
    void undo() override;

private:
    ModelDocument *mDocument;
    std::vector<SubjectArea> mBefore;
    std::vector<SubjectArea> mAfter;
    std::string mShownBefore;
    std::string mShowAfter;
};

} // namespace docmodel
