// SPDX-License-Identifier: GPL-3.0-or-later
// The menus, toolbar, shortcuts and context menus of the main window.
#include "mainwindow.h"
#include "namedactions.h"

#include "canvas/canvaseditor.h"
#include "canvas/diagramscene.h"
#include "canvas/diagramview.h"
#include "canvas/entityitem.h"
#include "canvas/relationshipitem.h"
#include "commands/structurecommands.h"
#include "diagram/diagrampainter.h"
#include "document/modeldocument.h"
#include "live/liveconnection.h"
#include "panels/inspector.h"
#include "schema/qtstring.h"

#include <QActionGroup>
#include <QApplication>
#include <QFileInfo>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QToolBar>

namespace docmodel {

// An action of the window's own, named in mActions.
template<typename Slot>
QAction *MainWindow::newAction(
    const QString &name, const QString &text, const QString &tip, const QKeySequence &shortcut, Slot slot)
{
    return addNamedAction(mActions, this, this, name, text, tip, shortcut, slot);
}

void MainWindow::createActions()
{
    newAction(QStringLiteral("quit"), tr("&Quit"), tr("Close DocModeler"), QKeySequence::Quit, [this] { close(); });
    createEditActions();
    createModelActions();
    createViewActions();
    createFindField();
    connect(mDocument, &ModelDocument::modelChanged, this, &MainWindow::updateActions);
}

void MainWindow::createEditActions()
{
    // The menu names the edit ("Undo Add Field"); the toolbar button keeps a
    // short fixed text, so no button after it moves, and names it in its tooltip.
    QUndoStack *stack = mDocument->undoStack();
    QAction *undo = stack->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setIconText(tr("Undo"));
    mActions.insert(QStringLiteral("undo"), undo);
    QAction *redo = stack->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    redo->setIconText(tr("Redo"));
    mActions.insert(QStringLiteral("redo"), redo);
    auto undoTips = [undo, redo, stack] {
        undo->setToolTip(
            stack->canUndo() ? tr("Undo %1").arg(stack->undoText()) : tr("Undo the last edit"));
        redo->setToolTip(stack->canRedo() ? tr("Redo %1").arg(stack->redoText())
                                          : tr("Redo the edit undone last"));
    };
    connect(stack, &QUndoStack::undoTextChanged, this, undoTips);
    connect(stack, &QUndoStack::redoTextChanged, this, undoTips);
    undoTips();
    newAction(QStringLiteral("copy"), tr("&Copy"), tr("Copy the selected entities"), QKeySequence::Copy,
        [this] { copySelection(); });
    newAction(QStringLiteral("paste"), tr("&Paste"), tr("Paste copied entities"), QKeySequence::Paste,
        [this] { paste(); });
    newAction(QStringLiteral("duplicate"), tr("D&uplicate"),
        tr("Copy the selected entities and paste them at once"), QKeySequence(tr("Ctrl+D")),
        [this] { mScene->selectOnly(mEditor->duplicate(mScene->selectedEntityIds())); });
    newAction(QStringLiteral("delete"), tr("&Delete"),
        tr("Delete the selection with everything that depends on it"), QKeySequence::Delete,
        [this] { deleteSelection(); });
    newAction(QStringLiteral("selectAll"), tr("Select &All"), tr("Select every entity and relationship"),
        QKeySequence::SelectAll, [this] {
            for (QGraphicsItem *item : mScene->items())
                item->setSelected(true);
        });
    newAction(QStringLiteral("rename"), tr("Re&name"), tr("Rename the selected entity on the canvas"),
        QKeySequence(Qt::Key_F2), [this] { renameSelection(); });
    newAction(QStringLiteral("find"), tr("&Find..."), tr("Find an entity by name"), QKeySequence::Find,
        [this] {
            mFind->setFocus();
            mFind->selectAll();
        });
}

void MainWindow::createModelActions()
{
    newAction(QStringLiteral("addCollection"), tr("Add &Collection"),
        tr("Add a collection to the diagram"), QKeySequence(tr("Ctrl+E")), [this] {
            addEntityToName(mView->mapToScene(mView->viewport()->rect().center()), EntityKind::Collection,
                CanvasEditor::Anchor::Centre);
        });
    newAction(QStringLiteral("addEmbedded"), tr("Add &Embedded Type"),
        tr("Add an embedded document type to the diagram"), QKeySequence(tr("Ctrl+Shift+B")),
        [this] {
            addEntityToName(mView->mapToScene(mView->viewport()->rect().center()), EntityKind::Embedded,
                CanvasEditor::Anchor::Centre);
        });
    QAction *connectTool = newAction(QStringLiteral("connect"), tr("Add &Relationship"),
        tr("Drag from one entity to another to add a relationship between them (not a connection "
           "to a server)"), QKeySequence(tr("Ctrl+K")),
        [this](bool on) {
            mScene->setTool(on ? DiagramScene::Tool::Connect : DiagramScene::Tool::Select);
        });
    connectTool->setCheckable(true);
    connect(
        mScene, &DiagramScene::toolChanged, connectTool, [connectTool](DiagramScene::Tool tool) {
            connectTool->setChecked(tool == DiagramScene::Tool::Connect);
        });
    newAction(QStringLiteral("addTree"), tr("Add &Tree Relationship"),
        tr("Relate the selected entity to itself: a tree"), {}, [this] {
            const QStringList ids = mScene->selectedEntityIds();
            if (ids.size() == 1)
                mScene->selectOnly({ mEditor->connectEntities(ids.first(), ids.first()) });
        });
    // Indexes and queries of the one selected collection, also from the
    // entity's context menu: opened in the inspector to be filled in.
    newAction(QStringLiteral("addIndex"), tr("Add &Index"), tr("Add an index to the selected collection"),
        QKeySequence(tr("Ctrl+Alt+I")), [this] {
            if (const QString id = selectedCollection(); !id.isEmpty()) {
                mInspector->showObject(toQString(addNewIndex(mDocument, id.toStdString())));
                mInspector->focusName();
            }
        });
    newAction(QStringLiteral("addAccessPattern"), tr("Add &Access Pattern"),
        tr("Declare a query or write on the selected collection"), QKeySequence(tr("Ctrl+Alt+Q")),
        [this] {
            if (const QString id = selectedCollection(); !id.isEmpty()) {
                mInspector->showObject(toQString(addNewAccessPattern(mDocument, id.toStdString())));
                mInspector->focusName();
            }
        });
    auto *strategies = new QActionGroup(this);
    for (const auto &entry : enumNames<Strategy>()) {
        const Strategy strategy = entry.value;
        QAction *action = newAction(QStringLiteral("strategy-") + QString::fromLatin1(entry.name.data()),
            strategyDisplayName(strategy),
            tr("Store the selected relationship as: %1").arg(strategyDisplayName(strategy)), {},
            [this, strategy] {
                for (const QString &id : mScene->selectedRelationshipIds())
                    mEditor->setStrategy(id, strategy);
            });
        action->setCheckable(true);
        strategies->addAction(action);
    }
}

void MainWindow::createViewActions()
{
    newAction(QStringLiteral("zoomIn"), tr("Zoom &In"), tr("Show the diagram larger"),
        QKeySequence::ZoomIn, [this] { mView->zoomIn(); });
    newAction(QStringLiteral("zoomOut"), tr("Zoom &Out"), tr("Show more of the diagram"),
        QKeySequence::ZoomOut, [this] { mView->zoomOut(); });
    newAction(QStringLiteral("fit"), tr("&Fit to Window"), tr("Show the whole diagram"),
        QKeySequence(tr("Ctrl+Shift+F")), [this] { mView->zoomToFit(); });
    newAction(QStringLiteral("actualSize"), tr("&Actual Size"), tr("Zoom to 100 %"),
        QKeySequence(tr("Ctrl+0")), [this] { mView->resetZoom(); });
    QAction *grid = newAction(QStringLiteral("grid"), tr("Show &Grid"),
        tr("Draw a grid behind the diagram"), {}, [this](bool on) { mScene->setGridVisible(on); });
    grid->setCheckable(true);
    grid->setChecked(true);
    QAction *snap = newAction(QStringLiteral("snap"), tr("&Snap to Grid"),
        tr("Moved entities snap to the grid"), {}, [this](bool on) { mScene->setSnapToGrid(on); });
    snap->setCheckable(true);
    newAction(QStringLiteral("layOutSelection"), tr("&Lay Out Selection"),
        tr("Arrange the selected entities again"), QKeySequence(tr("Ctrl+Shift+L")),
        [this] { layOut(false); });
    newAction(QStringLiteral("layOutAll"), tr("Lay Out A&ll"),
        tr("Arrange the whole diagram by its relationships (Graphviz)"), {}, [this] { layOut(true); });
    newAction(QStringLiteral("about"), tr("&About DocModeler"), tr("Version and licence"), {}, [this] {
        // QMessageBox::about shows the application's icon.
        QMessageBox::about(this, tr("About DocModeler"),
            tr("<h3>DocModeler %1</h3><p>A workbench for designing MongoDB schemas.</p>"
               "<p>Free software under the GNU General Public License, version 3 or later.</p>"
               "<p>Built with Qt %2 and the MongoDB C driver %3.</p><p><a href=\"%4\">%4</a></p>")
                .arg(QApplication::applicationVersion(), QString::fromLatin1(qVersion()), driverVersion(),
                    QStringLiteral(PROJECT_HOMEPAGE_URL)));
    });
}

void MainWindow::createFindField()
{
    mFind->setObjectName(QStringLiteral("findEntity"));
    mFind->setPlaceholderText(tr("Find entity (Ctrl+F)"));
    mFind->setToolTip(tr("Type a name and press Enter; Enter again finds the next match"));
    mFind->setClearButtonEnabled(true);
    mFind->setMaximumWidth(220);
    connect(mFind, &QLineEdit::returnPressed, this, &MainWindow::findNext);
}

void MainWindow::createMenus()
{
    auto addAll = [this](QMenu *menu, const QStringList &names) {
        for (const QString &name : names) {
            if (name.isEmpty())
                menu->addSeparator();
            else
                menu->addAction(mActions.value(name));
        }
    };
    QMenu *file = menuBar()->addMenu(tr("&File"));
    addAll(file, { QStringLiteral("new"), QStringLiteral("open"), QStringLiteral("inferFromFiles") });
    file->addMenu(mFiles->recentMenu());
    QMenu *import = file->addMenu(tr("&Import"));
    addAll(import, { QStringLiteral("importJsonSchema"), QStringLiteral("importPrisma") });
    addAll(file,
        { QStringLiteral("save"), QStringLiteral("saveAs"), {}, QStringLiteral("export"),
            QStringLiteral("exportDiagram"), {}, QStringLiteral("connectServer"),
            QStringLiteral("disconnectServer"), {}, QStringLiteral("reopenLast"), {},
            QStringLiteral("quit") });
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    addAll(edit,
        { QStringLiteral("undo"), QStringLiteral("redo"), {}, QStringLiteral("copy"),
            QStringLiteral("paste"), QStringLiteral("duplicate"), QStringLiteral("delete"), {},
            QStringLiteral("selectAll"), QStringLiteral("rename"), QStringLiteral("find") });
    QMenu *model = menuBar()->addMenu(tr("&Model"));
    addAll(model,
        { QStringLiteral("addCollection"), QStringLiteral("addEmbedded"), QStringLiteral("connect"),
            QStringLiteral("addTree"), {}, QStringLiteral("addIndex"),
            QStringLiteral("addAccessPattern") });
    QMenu *strategy = model->addMenu(tr("Relationship &Strategy"));
    for (const auto &entry : enumNames<Strategy>())
        strategy->addAction(
            mActions.value(QStringLiteral("strategy-") + QString::fromLatin1(entry.name.data())));
    model->addSeparator();
    model->addAction(mActions.value(QStringLiteral("checkData")));
    model->addAction(mActions.value(QStringLiteral("importTraffic")));
    model->addAction(mActions.value(QStringLiteral("applyToServer")));
    QMenu *view = menuBar()->addMenu(tr("&View"));
    addAll(view,
        { QStringLiteral("zoomIn"), QStringLiteral("zoomOut"), QStringLiteral("fit"),
            QStringLiteral("actualSize"), {}, QStringLiteral("grid"), QStringLiteral("snap"), {},
            QStringLiteral("layOutSelection"), QStringLiteral("layOutAll") });
    view->addMenu(createLayoutEngineMenu());
    view->addSeparator();
    addAll(view, { QStringLiteral("showPreview"), QStringLiteral("showAdvisor"), QStringLiteral("showLive") });
    QMenu *diagram = menuBar()->addMenu(tr("&Diagram"));
    addAll(diagram,
        { QStringLiteral("newDiagram"), QStringLiteral("addNeighbours"), QStringLiteral("showInDiagram"), {},
            QStringLiteral("renameDiagram"), QStringLiteral("deleteDiagram"), {}, QStringLiteral("findSubjectAreas"),
            QStringLiteral("showAllEntities"),
            {}, QStringLiteral("nextDiagram"), QStringLiteral("previousDiagram") });
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(mActions.value(QStringLiteral("about")));

    QToolBar *toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("main"));
    toolbar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    for (const QString &name : { QStringLiteral("new"), QStringLiteral("open"),
             QStringLiteral("save"), QString(), QStringLiteral("undo"), QStringLiteral("redo"),
             QString(), QStringLiteral("addCollection"), QStringLiteral("addEmbedded"),
             QStringLiteral("connect"), QString(), QStringLiteral("fit"),
             QStringLiteral("layOutAll") }) {
        if (name.isEmpty())
            toolbar->addSeparator();
        else
            toolbar->addAction(mActions.value(name));
    }
    toolbar->addSeparator();
    toolbar->addWidget(mFind);
}

void MainWindow::updateActions()
{
    const QStringList entities = mScene->selectedEntityIds();
    const QStringList edges = mScene->selectedRelationshipIds();
    mActions.value(QStringLiteral("copy"))->setEnabled(!entities.isEmpty());
    mActions.value(QStringLiteral("duplicate"))->setEnabled(!entities.isEmpty());
    mActions.value(QStringLiteral("delete"))->setEnabled(!entities.isEmpty() || !edges.isEmpty());
    mActions.value(QStringLiteral("rename"))->setEnabled(entities.size() == 1);
    mActions.value(QStringLiteral("addTree"))->setEnabled(entities.size() == 1);
    const bool collection = !selectedCollection().isEmpty();
    mActions.value(QStringLiteral("addIndex"))->setEnabled(collection);
    mActions.value(QStringLiteral("addAccessPattern"))->setEnabled(collection);
    mActions.value(QStringLiteral("layOutSelection"))->setEnabled(!entities.isEmpty() && !mEditor->layingOut());
    mActions.value(QStringLiteral("layOutAll"))->setEnabled(!mEditor->layingOut());
    const Relationship *rel = edges.size() == 1
        ? mDocument->model().findRelationship(edges.first().toStdString())
        : nullptr;
    for (const auto &entry : enumNames<Strategy>()) {
        QAction *action
            = mActions.value(QStringLiteral("strategy-") + QString::fromLatin1(entry.name.data()));
        action->setEnabled(rel && !rel->tree);
        action->setChecked(rel && rel->strategy == entry.value);
    }
}

QString MainWindow::selectedCollection() const
{
    const QStringList ids = mScene->selectedEntityIds();
    const Entity *entity = ids.size() == 1 ? mDocument->model().findEntity(ids.first().toStdString()) : nullptr;
    return entity && entity->isCollection() ? ids.first() : QString();
}

void MainWindow::showContextMenu(const QPoint &viewPos)
{
    const QPointF scenePos = mView->mapToScene(viewPos);
    QGraphicsItem *item = mView->itemAt(viewPos);
    QMenu menu(this);
    if (item && !item->isSelected()) {
        mScene->clearSelection();
        item->setSelected(true);
    }
    if (item && item->type() == RelationshipItem::Type) {
        const QString id = static_cast<RelationshipItem *>(item)->id();
        const Relationship *rel = mDocument->model().findRelationship(id.toStdString());
        QMenu *strategy = menu.addMenu(tr("Strategy"));
        for (const auto &entry : enumNames<Strategy>())
            strategy->addAction(mActions.value(
                QStringLiteral("strategy-") + QString::fromLatin1(entry.name.data())));
        QMenu *cardinality = menu.addMenu(tr("Cardinality"));
        for (const auto &entry : enumNames<Cardinality>()) {
            QAction *action = cardinality->addAction(cardinalityDisplayName(entry.value));
            action->setCheckable(true);
            action->setChecked(rel && rel->cardinality == entry.value);
            const Cardinality value = entry.value;
            connect(action, &QAction::triggered, this,
                [this, id, value] { mEditor->setCardinality(id, value); });
        }
        menu.addSeparator();
        menu.addAction(mActions.value(QStringLiteral("delete")));
    } else if (item && item->type() == EntityItem::Type) {
        for (const QString &name : { QStringLiteral("rename"), QStringLiteral("addTree"),
                 QStringLiteral("addIndex"), QStringLiteral("addAccessPattern"), QString(),
                 QStringLiteral("duplicate"), QStringLiteral("copy"), QString(),
                 QStringLiteral("layOutSelection"), QString(), QStringLiteral("delete") }) {
            if (name.isEmpty())
                menu.addSeparator();
            else
                menu.addAction(mActions.value(name));
        }
        menu.addSeparator();
        addReshapeMenus(&menu, static_cast<EntityItem *>(item)->id());
    } else {
        menu.addAction(tr("Add Collection Here"), this, [this, scenePos] {
            addEntityToName(scenePos, EntityKind::Collection);
        });
        menu.addAction(tr("Add Embedded Type Here"), this, [this, scenePos] {
            addEntityToName(scenePos, EntityKind::Embedded);
        });
        menu.addAction(mActions.value(QStringLiteral("paste")));
        menu.addSeparator();
        menu.addAction(mActions.value(QStringLiteral("layOutAll")));
    }
    menu.exec(mView->viewport()->mapToGlobal(viewPos));
}

} // namespace docmodel
