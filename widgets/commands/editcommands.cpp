// SPDX-License-Identifier: GPL-3.0-or-later
#include "editcommands.h"

#include <QCoreApplication>

namespace docmodel {

EditModelPropertiesCommand::EditModelPropertiesCommand(
    ModelDocument *document, ModelProperties after, QString property)
    : QUndoCommand(QCoreApplication::translate("Commands", "Edit Model Properties"))
    , mDocument(document)
    , mBefore { document->model().name, document->model().database, document->model().serverVersion,
        document->model().notes }
    , mAfter(std::move(after))
    , mProperty(std::move(property))
{ }

void EditModelPropertiesCommand::undo()
{
    apply(mBefore);
}

void EditModelPropertiesCommand::redo()
{
    apply(mAfter);
}

bool EditModelPropertiesCommand::mergeWith(const QUndoCommand *other)
{
    // QUndoStack merges only commands with the same id(), so the cast is safe.
    Q_ASSERT(other->id() == id());
    const auto *edit = static_cast<const EditModelPropertiesCommand *>(other);
    if (mProperty.isEmpty() || edit->mProperty != mProperty)
        return false;
    mAfter = edit->mAfter;
    setObsolete(mAfter == mBefore);
    return true;
}

void EditModelPropertiesCommand::apply(const ModelProperties &p)
{
    mDocument->setModelProperties(p.name, p.database, p.serverVersion, p.notes);
}

} // namespace docmodel
