// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagramcontroller.h"

#include "canvas/diagramscene.h"
#include "canvas/diagramtabs.h"
#include "canvas/diagramview.h"
#include "canvas/entityitem.h"
#include "commands/diagramcommands.h"
#include "diagram/diagramlayout.h"
#include "diagram/subjectareas.h"
#include "document/modeldocument.h"
#include "schema/diagrams.h"

#include <QInputDialog>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPromise>
#include <QUndoStack>
#include <QtConcurrent>

#include <algorithm>
#include <set>

namespace docmodel {

namespace {

// The areas of the model, each laid out with Graphviz; a progress step per area.
void findAndLayOut(QPromise<std::vector<SubjectArea>> &promise, Model model)
{
    FoundAreas found = findSubjectAreas(model);
    promise.setProgressRange(0, int(found.areas.size()));
    model.diagrams.insert(model.diagrams.end(), found.areas.begin(), found.areas.end());
    for (size_t i = 0; i < found.areas.size(); ++i) {
        if (promise.isCanceled())
            return;
        if (layOutDiagram(model, found.areas[i].name, LayoutEngine::Dot).isEmpty())
            found.areas[i] = *findDiagram(model, found.areas[i].name);
        promise.setProgressValue(int(i + 1));
    }
    promise.addResult(std::move(found.areas));
}

QString name(const std::string &text)
{
    return QString::fromStdString(text);
}

// What the areas are found from: the entities and which are related. A
// layout or any other edit since leaves them as good as they were.
std::vector<std::string> relationshipGraph(const Model &model)
{
    std::vector<std::string> out;
    for (const Entity &entity : model.entities)
        out.push_back(entity.id);
    for (const Relationship &rel : model.relationships)
        out.push_back(rel.oneId + "\n" + rel.manyId);
    return out;
}

} // namespace

DiagramController::DiagramController(QWidget *window, ModelDocument *document, DiagramScene *scene,
    DiagramView *view, DiagramTabs *tabs, NamedActions &actions)
    : QObject(window)
    , mWindow(window)
    , mDocument(document)
    , mScene(scene)
    , mView(view)
    , mActions(actions)
{
    addNamedAction(actions, window, this, QStringLiteral("newDiagram"), tr("&New Diagram from Selection…"),
        tr("A subject area of the selected entities: a diagram of its own, the model unchanged"),
        QKeySequence(tr("Ctrl+Alt+N")), [this] { newDiagramFromSelection(); });
    addNamedAction(actions, window, this, QStringLiteral("addNeighbours"), tr("Add &Neighbours"),
        tr("Add the entities one relationship away from the selection (or from the whole diagram) to this diagram"),
        QKeySequence(tr("Ctrl+Alt+G")), [this] { addNeighbours(); });
    addNamedAction(actions, window, this, QStringLiteral("showInDiagram"), tr("&Show in Diagram…"),
        tr("Open another diagram that shows the selected entity"), QKeySequence(tr("Ctrl+Alt+J")),
        [this] { showInDiagram(); });
    addNamedAction(actions, window, this, QStringLiteral("renameDiagram"), tr("&Rename Diagram…"),
        tr("Rename the subject area shown"), QKeySequence(),
        [this] { renameDiagram(name(mDocument->currentDiagram())); });
    addNamedAction(actions, window, this, QStringLiteral("deleteDiagram"), tr("&Delete Diagram"),
        tr("Delete the subject area shown; its entities stay in the model"), QKeySequence(),
        [this] { deleteDiagram(name(mDocument->currentDiagram())); });
    addNamedAction(actions, window, this, QStringLiteral("findSubjectAreas"), tr("&Find Subject Areas"),
        tr("Divide the model into subject areas by its relationships (or its names), each laid out on its own"),
        QKeySequence(), [this] { findSubjectAreas(); });
    addNamedAction(actions, window, this, QStringLiteral("showAllEntities"), tr("Show &Every Entity"),
        tr("Draw every entity of a very large model in All, instead of the overview of its subject areas"),
        QKeySequence(), [this] {
            mScene->showAllEntities();
            updateActions();
        });
    addNamedAction(actions, window, this, QStringLiteral("nextDiagram"), tr("Ne&xt Diagram"),
        tr("Show the next diagram"), QKeySequence(tr("Ctrl+Alt+PgDown")), [this] { showNext(1); });
    addNamedAction(actions, window, this, QStringLiteral("previousDiagram"), tr("&Previous Diagram"),
        tr("Show the previous diagram"), QKeySequence(tr("Ctrl+Alt+PgUp")), [this] { showNext(-1); });
    connect(tabs, &DiagramTabs::renameRequested, this, [this](const QString &area) { renameDiagram(area); });
    connect(tabs, &DiagramTabs::deleteRequested, this, &DiagramController::deleteDiagram);
    connect(scene, &DiagramScene::stubActivated, this, &DiagramController::openEntity);
    connect(scene, &DiagramScene::areaActivated, this, [this](const QString &area) {
        if (area.isEmpty())
            mScene->showAllEntities();
        else
            mDocument->showDiagram(area.toStdString());
    });
    connect(scene, &QGraphicsScene::selectionChanged, this, &DiagramController::updateActions);
    connect(document, &ModelDocument::diagramShown, this, &DiagramController::updateActions);
    connect(document, &ModelDocument::diagramsChanged, this, &DiagramController::updateActions);
    connect(document, &ModelDocument::modelReset, this, &DiagramController::updateActions);
    connect(&mFinding, &QFutureWatcher<std::vector<SubjectArea>>::finished, this,
        &DiagramController::applyFoundAreas);
    updateActions();
}

DiagramController::~DiagramController()
{
    // The worker holds its own copy of the model: it stops at the next area.
    mFinding.disconnect(this);
    mFinding.cancel();
    mFinding.waitForFinished();
}

void DiagramController::updateActions()
{
    const bool area = mDocument->currentDiagram() != kAllDiagram;
    const bool selected = !mScene->selectedEntityIds().isEmpty();
    mActions.value(QStringLiteral("newDiagram"))->setEnabled(selected);
    mActions.value(QStringLiteral("addNeighbours"))->setEnabled(area);
    mActions.value(QStringLiteral("showInDiagram"))->setEnabled(mScene->selectedEntityIds().size() == 1);
    mActions.value(QStringLiteral("renameDiagram"))->setEnabled(area);
    mActions.value(QStringLiteral("deleteDiagram"))->setEnabled(area);
    mActions.value(QStringLiteral("findSubjectAreas"))->setEnabled(!mFinding.isRunning());
    mActions.value(QStringLiteral("showAllEntities"))->setEnabled(mScene->isOverview());
    const bool several = !mDocument->model().diagrams.empty();
    mActions.value(QStringLiteral("nextDiagram"))->setEnabled(several);
    mActions.value(QStringLiteral("previousDiagram"))->setEnabled(several);
}

void DiagramController::newDiagramFromSelection(const QString &chosen)
{
    const QStringList ids = mScene->selectedEntityIds();
    if (ids.isEmpty())
        return;
    const Model &model = mDocument->model();
    // Named after the first selected entity, as found areas are.
    const Entity *first = model.findEntity(ids.first().toStdString());
    QString areaName = chosen;
    if (areaName.isEmpty()) {
        bool ok = false;
        areaName = QInputDialog::getText(mWindow, tr("New Diagram"), tr("Name of the new diagram:"), QLineEdit::Normal,
            name(freeDiagramName(model, first ? first->name : "Diagram")), &ok)
                       .trimmed();
        if (!ok || areaName.isEmpty())
            return;
    }
    if (areaName == QLatin1String("All") || findDiagram(model, areaName.toStdString())) {
        QMessageBox::warning(mWindow, tr("New Diagram"), tr("A diagram named \"%1\" exists; choose another name.").arg(areaName));
        return;
    }
    SubjectArea area { areaName.toStdString(), {}, {}, {} };
    const std::map<std::string, Position> drawn = mScene->drawnPositions(ids);
    for (const Entity &entity : model.entities)
        if (ids.contains(name(entity.id))) {
            area.entities.push_back(entity.id);
            if (const auto at = drawn.find(entity.id); at != drawn.end())
                area.layout[entity.id] = at->second;
        }
    std::vector<SubjectArea> after = model.diagrams;
    after.push_back(area);
    mDocument->undoStack()->push(
        new EditDiagramsCommand(mDocument, after, tr("New Diagram %1").arg(areaName), area.name));
    mScene->selectOnly(ids); // still chosen in their new diagram
}

void DiagramController::addNeighbours()
{
    const Model &model = mDocument->model();
    const SubjectArea *area = findDiagram(model, mDocument->currentDiagram());
    if (!area)
        return;
    std::set<std::string> from;
    for (const QString &id : mScene->selectedEntityIds())
        from.insert(id.toStdString());
    if (from.empty())
        from.insert(area->entities.begin(), area->entities.end());
    const std::set<std::string> inArea(area->entities.begin(), area->entities.end());
    std::vector<SubjectArea> after = model.diagrams;
    SubjectArea *target = &*std::ranges::find(after, area->name, &SubjectArea::name);
    int added = 0;
    for (const std::string &id : neighbourEntities(model, from))
        if (!inArea.contains(id)) {
            target->entities.push_back(id);
            ++added;
        }
    if (added == 0) {
        QMessageBox::information(mWindow, tr("Add Neighbours"), tr("No entity one relationship away is missing here."));
        return;
    }
    mDocument->undoStack()->push(new EditDiagramsCommand(mDocument, after, tr("Add %n Neighbour(s)", nullptr, added)));
}

void DiagramController::renameDiagram(const QString &from, const QString &to)
{
    const Model &model = mDocument->model();
    if (!findDiagram(model, from.toStdString()))
        return;
    QString newName = to;
    if (newName.isEmpty()) {
        bool ok = false;
        newName = QInputDialog::getText(mWindow, tr("Rename Diagram"), tr("New name of \"%1\":").arg(from),
            QLineEdit::Normal, from, &ok)
                      .trimmed();
        if (!ok || newName.isEmpty() || newName == from)
            return;
    }
    if (newName == QLatin1String("All") || findDiagram(model, newName.toStdString())) {
        QMessageBox::warning(mWindow, tr("Rename Diagram"), tr("A diagram named \"%1\" exists; choose another name.").arg(newName));
        return;
    }
    std::vector<SubjectArea> after = model.diagrams;
    for (SubjectArea &area : after)
        if (area.name == from.toStdString())
            area.name = newName.toStdString();
    const bool shown = mDocument->currentDiagram() == from.toStdString();
    mDocument->undoStack()->push(new EditDiagramsCommand(mDocument, after,
        tr("Rename Diagram %1").arg(newName), shown ? newName.toStdString() : mDocument->currentDiagram()));
}

void DiagramController::deleteDiagram(const QString &areaName)
{
    std::vector<SubjectArea> after = mDocument->model().diagrams;
    if (std::erase_if(after, [&](const SubjectArea &area) { return area.name == areaName.toStdString(); }) == 0)
        return;
    const std::string show
        = mDocument->currentDiagram() == areaName.toStdString() ? std::string(kAllDiagram) : mDocument->currentDiagram();
    mDocument->undoStack()->push(new EditDiagramsCommand(mDocument, after, tr("Delete Diagram %1").arg(areaName), show));
}

void DiagramController::findSubjectAreas()
{
    if (mFinding.isRunning() || mDocument->model().entities.empty())
        return;
    mFindingGraph = relationshipGraph(mDocument->model());
    mProgress = new QProgressDialog(tr("Finding subject areas and laying each out…"), tr("Cancel"), 0, 0, mWindow);
    mProgress->setWindowTitle(tr("Find Subject Areas"));
    mProgress->setMinimumDuration(300);
    mProgress->setAttribute(Qt::WA_DeleteOnClose);
    connect(mProgress, &QProgressDialog::canceled, &mFinding, &QFutureWatcher<std::vector<SubjectArea>>::cancel);
    connect(&mFinding, &QFutureWatcher<std::vector<SubjectArea>>::progressRangeChanged, mProgress,
        &QProgressDialog::setRange);
    connect(&mFinding, &QFutureWatcher<std::vector<SubjectArea>>::progressValueChanged, mProgress,
        &QProgressDialog::setValue);
    mFinding.setFuture(QtConcurrent::run(findAndLayOut, mDocument->model()));
    updateActions();
}

void DiagramController::applyFoundAreas()
{
    if (mProgress) {
        mProgress->disconnect();
        mProgress->close();
        mProgress = nullptr;
    }
    updateActions();
    if (mFinding.isCanceled() || mFinding.future().resultCount() == 0)
        return;
    if (relationshipGraph(mDocument->model()) != mFindingGraph) {
        QMessageBox::information(mWindow, tr("Find Subject Areas"),
            tr("Entities or relationships changed while the subject areas were being found; find them again."));
        return;
    }
    std::vector<SubjectArea> found = mFinding.result();
    if (found.empty())
        return;
    std::vector<SubjectArea> after = mDocument->model().diagrams;
    after.insert(after.end(), found.begin(), found.end());
    mDocument->undoStack()->push(new EditDiagramsCommand(mDocument, after,
        tr("Find %n Subject Area(s)", nullptr, int(found.size())), found.front().name));
    emit areasFound(int(found.size()));
}

void DiagramController::openEntity(QString entityId)
{
    const Model &model = mDocument->model();
    const std::string id = entityId.toStdString();
    if (!model.findEntity(id))
        return;
    std::string target(kAllDiagram);
    for (const SubjectArea &area : model.diagrams)
        if (area.name != mDocument->currentDiagram() && std::ranges::count(area.entities, id)) {
            target = area.name;
            break;
        }
    showEntity(target, entityId);
}

void DiagramController::showEntity(const std::string &diagram, const QString &entityId)
{
    mDocument->showDiagram(diagram);
    mScene->selectOnly({ entityId });
    if (const EntityItem *item = mScene->entityItem(entityId))
        mView->centerOnItems(item->sceneBoxRect());
}

void DiagramController::showInDiagram()
{
    const QStringList ids = mScene->selectedEntityIds();
    if (ids.size() != 1)
        return;
    const Model &model = mDocument->model();
    const std::string id = ids.first().toStdString();
    QStringList choices;
    for (const std::string &diagram : diagramNames(model))
        if (diagram != mDocument->currentDiagram() && std::ranges::count(diagramEntities(model, diagram), id))
            choices << name(diagram);
    if (choices.isEmpty()) {
        QMessageBox::information(mWindow, tr("Show in Diagram"), tr("No other diagram shows this entity."));
        return;
    }
    bool ok = false;
    const QString chosen = QInputDialog::getItem(
        mWindow, tr("Show in Diagram"), tr("Diagrams that show it:"), choices, 0, false, &ok);
    if (!ok)
        return;
    showEntity(chosen.toStdString(), ids.first());
}

void DiagramController::showNext(int step)
{
    const std::vector<std::string> names = diagramNames(mDocument->model());
    const auto at = std::ranges::find(names, mDocument->currentDiagram());
    const int index = at == names.end() ? 0 : int(at - names.begin());
    const int count = int(names.size());
    mDocument->showDiagram(names[size_t(((index + step) % count + count) % count)]);
}

} // namespace docmodel
