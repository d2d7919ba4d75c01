// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "namedactions.h"
#include "schema/model.h"

#include <QFutureWatcher>
#include <QObject>

class QProgressDialog;

namespace docmodel {

class DiagramScene;
class DiagramTabs;
class DiagramView;
class ModelDocument;

// The model's diagrams: subject areas made from the selection or found in
// the relationship graph, neighbours added, renamed, deleted, switched
// between (the tabs, Next/Previous, a stub's double-click). Owns their
// actions; every change of the areas is one undo step.
class DiagramController : public QObject
{
    Q_OBJECT

public:
    DiagramController(QWidget *window, ModelDocument *document, DiagramScene *scene, DiagramView *view,
        DiagramTabs *tabs, NamedActions &actions);
    ~DiagramController() override;

    // A new subject area of the selected entities, at their places now.
    void newDiagramFromSelection(const QString &name = {});
    // The entities one relationship away from the selected ones (or from
    // the whole area) join the area shown.
    void addNeighbours();
    void renameDiagram(const QString &from, const QString &to = {});
    void deleteDiagram(const QString &name);
    // Areas found from the relationship graph, each laid out, on a worker
    // with progress and Cancel; added as one undo step.
    void findSubjectAreas();
    bool isFindingAreas() const { return mFinding.isRunning(); }
    // Shows a diagram with the entity (the first subject area that has it,
    // else All) and selects it.
    void openEntity(QString entityId); // by value: a stub that asks is gone once the diagram changes
    void showInDiagram();
    void showNext(int step);

signals:
    void areasFound(int count);

private:
    void updateActions();
    void applyFoundAreas();
    // Shows the diagram with the entity chosen and in view.
    void showEntity(const std::string &diagram, const QString &entityId);

    QWidget *mWindow;
    ModelDocument *mDocument;
    DiagramScene *mScene;
    DiagramView *mView;
    NamedActions &mActions;
    QFutureWatcher<std::vector<SubjectArea>> mFinding;
    QProgressDialog *mProgress = nullptr;
    std::vector<std::string> mFindingGraph; // what the areas being found are of
};

} // namespace docmodel
