// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <QUndoCommand>

namespace docmodel {

class ModelDocument;

// Turns the document's model into another one object by object (entities,
// relationships, indexes, queries, positions and routes added, changed or
// removed), and back on undo: for refactorings that reshape several objects
// at once, such as a merge of two collections.
class TransformModelCommand : public QUndoCommand
{
public:
    TransformModelCommand(ModelDocument *document, Model after, const QString &text);
    void redo() override;
    void undo() override;

private:
    ModelDocument *mDocument;
    Model mBefore;
    Model mAfter;
};

} // namespace docmodel
