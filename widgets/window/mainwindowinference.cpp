// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's way to a model reverse-engineered from data files or
// from the connected server.
#include "mainwindow.h"

#include "canvas/diagramview.h"
#include "commands/structurecommands.h"
#include "dialogs/inferdialog.h"
#include "document/modeldocument.h"
#include "inference/mergeinferred.h"
#include "live/livedock.h"

#include <QAction>

namespace docmodel {

void MainWindow::inferFromFiles(const QStringList &inputs)
{
    InferDialog dialog(this);
    auto *live = findChild<LiveDock *>();
    dialog.setConnection(live ? live->connection() : nullptr);
    connect(&dialog, &InferDialog::connectRequested, this, [this, &dialog, live] {
        mActions.value(QStringLiteral("connectServer"))->trigger();
        dialog.setConnection(live ? live->connection() : nullptr);
    });
    dialog.addInputs(inputs);
    if (inputs.isEmpty() && live && live->connection()->isOpen())
        dialog.setSource(InferDialog::Source::Server);
    if (!inputs.isEmpty())
        dialog.start();
    if (dialog.exec() != QDialog::Accepted)
        return;
    const std::optional<Model> inferred = dialog.model();
    if (!inferred)
        return;
    if (dialog.addsToCurrentModel()) {
        addInferredModel(*inferred);
        return;
    }
    if (!confirmDiscard())
        return;
    openInferredModel(*inferred);
}

void MainWindow::openInferredModel(const Model &inferred)
{
    mDocument->reset(inferred, QString());
    mDocument->markUnsaved();
    mActions.value(QStringLiteral("layOutAll"))->trigger();
    mView->zoomToFit();
}

void MainWindow::addInferredModel(const Model &inferred)
{
    const Model added = inference::apartFrom(inferred, mDocument->model());
    QUndoStack *stack = mDocument->undoStack();
    stack->beginMacro(tr("Add %n Inferred Entities", nullptr, int(added.entities.size())));
    for (const Entity &entity : added.entities)
        stack->push(new AddEntityCommand(mDocument, entity, QString()));
    for (const Relationship &rel : added.relationships)
        stack->push(new AddRelationshipCommand(mDocument, rel, QString()));
    for (const Index &index : added.indexes)
        stack->push(new AddIndexCommand(mDocument, index, QString()));
    stack->endMacro();
    if (!added.entities.empty())
        centerOn(QString::fromStdString(added.entities.front().id));
}

} // namespace docmodel
