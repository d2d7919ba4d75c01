// SPDX-License-Identifier: GPL-3.0-or-later
#include "datacontroller.h"

#include "canvas/diagramview.h"
#include "commands/structurecommands.h"
#include "commands/transformcommand.h"
#include "dialogs/checkdatadialog.h"
#include "dialogs/inferdialog.h"
#include "diagram/subjectareas.h"
#include "dialogs/trafficimportdialog.h"
#include "document/modeldocument.h"
#include "inference/mergeinferred.h"
#include "live/livedetails.h"
#include "live/livedock.h"
#include "mainwindow.h"
#include "panels/advisordock.h"

#include <QUndoStack>

namespace docmodel {

DataController::DataController(MainWindow *window, LiveDock *live, AdvisorDock *advisor, NamedActions &actions)
    : QObject(window)
    , mWindow(window)
    , mLive(live)
    , mAdvisor(advisor)
{
    addNamedAction(actions, window, this, QStringLiteral("inferFromFiles"), tr("&Reverse-Engineer..."),
        tr("Infer a model, with its relationships, from mongoexport files, a mongodump folder or the connected "
           "server"),
        QKeySequence(tr("Ctrl+Shift+I")), [this] { inferFromFiles(); });
    addNamedAction(actions, window, this, QStringLiteral("checkData"), tr("Check &Data..."),
        tr("Count the documents, in files or on the connected server, that the model's validators would "
           "refuse, and why"),
        QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C), [this] { checkData(); });
    addNamedAction(actions, window, this, QStringLiteral("importTraffic"), tr("Import &Traffic..."),
        tr("Read servers' logs, profiler output, $queryStats and $indexStats into access patterns "
           "with their observed frequencies, and the use of the indexes"),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T), [this] { importTraffic(); });
    // A failing document of a server's data check opens in the Live dock.
    connect(advisor, &AdvisorDock::documentRequested, this, &DataController::openLiveDocument);
}

void DataController::inferFromFiles(const QStringList &inputs)
{
    InferDialog dialog(mWindow);
    dialog.setConnection(mLive->connection());
    connect(&dialog, &InferDialog::connectRequested, this, [this, &dialog] {
        mWindow->action(QStringLiteral("connectServer"))->trigger();
        dialog.setConnection(mLive->connection());
    });
    dialog.addInputs(inputs);
    if (inputs.isEmpty() && mLive->connection()->isOpen())
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
    if (!mWindow->confirmDiscard())
        return;
    openInferredModel(*inferred);
}

void DataController::openInferredModel(const Model &inferred)
{
    ModelDocument *document = mWindow->document();
    document->reset(inferred, QString());
    document->markUnsaved();
    mWindow->action(QStringLiteral("layOutAll"))->trigger();
    mWindow->view()->zoomToFit();
    // Too large to read as one diagram: its subject areas too.
    if (inferred.entities.size() > AreaOptions {}.maxEntities)
        mWindow->action(QStringLiteral("findSubjectAreas"))->trigger();
}

void DataController::addInferredModel(const Model &inferred)
{
    ModelDocument *document = mWindow->document();
    const Model added = inference::apartFrom(inferred, document->model());
    QUndoStack *stack = document->undoStack();
    stack->beginMacro(tr("Add %n Inferred Entities", nullptr, int(added.entities.size())));
    for (const Entity &entity : added.entities)
        stack->push(new AddEntityCommand(document, entity, QString()));
    for (const Relationship &rel : added.relationships)
        stack->push(new AddRelationshipCommand(document, rel, QString()));
    for (const Index &index : added.indexes)
        stack->push(new AddIndexCommand(document, index, QString()));
    stack->endMacro();
    if (!added.entities.empty())
        mWindow->centerOn(QString::fromStdString(added.entities.front().id));
}

void DataController::checkData()
{
    CheckDataDialog dialog(mWindow->document()->model(), mLive->connection(), mWindow);
    connect(&dialog, &CheckDataDialog::documentRequested, this, &DataController::openLiveDocument);
    // What it found stays in the Advisor dock after the dialog closes.
    connect(&dialog, &CheckDataDialog::checked, this, [this, &dialog] { mAdvisor->setDataCheck(dialog.findings()); });
    dialog.exec();
}

void DataController::importTraffic()
{
    ModelDocument *document = mWindow->document();
    TrafficImportDialog dialog(document->model(), mLive->connection(), mWindow);
    if (dialog.exec() != QDialog::Accepted)
        return;
    // One undo step, and one for each accepted index; the Advisor dock follows the model.
    const Model imported = dialog.result();
    const std::vector<Index> indexes = dialog.acceptedIndexes(imported);
    document->undoStack()->push(new TransformModelCommand(document, imported, tr("Import Traffic")));
    for (const Index &index : indexes)
        document->undoStack()->push(new AddIndexCommand(
            document, index, tr("Add Index %1").arg(QString::fromStdString(indexKeysText(index.keys)))));
    // The whole set stays in the Advisor dock, those not accepted to apply later.
    mAdvisor->setIndexSet(dialog.indexSet());
}

void DataController::openLiveDocument(const QString &database, const QString &collection, const QString &filter)
{
    mLive->show();
    mLive->raise();
    if (mLive->chooseCollection(database, collection))
        mLive->details()->openDocuments(filter);
}

} // namespace docmodel
