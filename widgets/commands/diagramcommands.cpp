// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagramcommands.h"

namespace docmodel {

EditDiagramsCommand::EditDiagramsCommand(
    ModelDocument *document, std::vector<SubjectArea> after, const QString &text, std::string showAfter)
    : QUndoCommand(text)
    , mDocument(document)
    , mBefore(document->model().diagrams)
    , mAfter(std::move(after))
    , mShownBefore(document->currentDiagram())
    , mShowAfter(showAfter.empty() ? document->currentDiagram() : std::move(showAfter))
{ }

void EditDiagramsCommand::redo()
{
    mDocument->setDiagrams(mAfter);
    mDocument->showDiagram(mShowAfter);
}

void EditDiagramsCommand::undo()
{
    mDocument->setDiagrams(mBefore);
    mDocument->showDiagram(mShownBefore);
}

} // namespace docmodel
