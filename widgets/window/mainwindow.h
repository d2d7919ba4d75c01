// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "canvas/canvaseditor.h"
#include "filecontroller.h"

#include <QMainWindow>

class QAction;
class QKeySequence;
class QLabel;
class QProgressDialog;
class QLineEdit;
class QMenu;
class QToolButton;
class QTreeView;

namespace docmodel {

class AdvisorDock;
class Autosaver;
class CanvasEditor;
class DataController;
class DiagramController;
class DiagramTabs;
class DiagramScene;
class DiagramView;
class EntityTreeModel;
class InlineRenamer;
class LiveDock;
class Inspector;
class Minimap;
struct Model;
class ModelDocument;
class PreviewPanel;

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    ModelDocument *document() const { return mDocument; }
    DiagramScene *scene() const { return mScene; }
    DiagramView *view() const { return mView; }
    DiagramTabs *diagramTabs() const { return mDiagramTabs; }
    DiagramController *diagrams() const { return mDiagrams; }
    CanvasEditor *editor() const { return mEditor; }
    Inspector *inspector() const { return mInspector; }
    PreviewPanel *preview() const { return mPreview; }
    Autosaver *autosaver() const { return mAutosaver; }
    QAction *action(const QString &name) const;

    // The model's file (FileController): open, import, start up, recover.
    bool openFile(const QString &path) { return mFiles->openFile(path); }
    FileController *files() const { return mFiles; }
    using SchemaFormat = FileController::SchemaFormat;
    // File ▸ Import, laid out by its relationships once imported.
    bool importSchemaFile(const QString &path, SchemaFormat format) { return mFiles->importSchemaFile(path, format); }
    void startUp(const QStringList &files) { mFiles->startUp(files); }
    bool offerRecovery() { return mFiles->offerRecovery(); }
    // Selects the first entity whose name matches; false when none does.
    bool selectEntityNamed(const QString &name);
    void centerOn(const QString &entityId);
    // Shows All when the subject area shown does not draw the entity.
    void revealEntity(const QString &entityId);
    // Asks whether to save unsaved changes; false when the person cancels.
    bool confirmDiscard() { return mFiles->confirmDiscard(); }
    // Reverse-engineered models (DataController).
    void addInferredModel(const Model &inferred);
    void openInferredModel(const Model &inferred);
    // The window at `size` with its docks arranged for it: below 1600×1000
    // the side docks are tabbed (Inspector with Preview, Entities with
    // Overview) so the canvas keeps most of the room; above, split.
    void applyDefaultLayout(const QSize &size);

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    // mainwindowactions.cpp: the actions by menu, each named in mActions.
    void createActions();
    template<typename Slot>
    QAction *newAction(const QString &name, const QString &text, const QString &tip, const QKeySequence &shortcut, Slot slot);
    // The feature areas that own their actions and dialogs.
    void createControllers();
    void createEditActions();
    void createModelActions(); // entities, relationships, strategies
    void createViewActions();
    void createFindField();
    void createMenus();
    void updateActions();
    void showContextMenu(const QPoint &viewPos);
    // mainwindowreshape.cpp: Merge Into, Split Off Fields…, Split Off Kind.
    void addReshapeMenus(QMenu *menu, const QString &entityId);
    // The id of the one selected collection; empty otherwise.
    QString selectedCollection() const;

    void createDocks();
    // The dock sizes of the default layout (applyDefaultLayout).
    void sizeDocks();
    void updateTitle();
    void updateStatus();
    void syncSelectionToInspector();
    void findNext();
    void copySelection();
    void paste();
    void deleteSelection();
    void renameSelection();
    // Adds an entity, selects it and opens its name on the canvas for typing.
    void addEntityToName(const QPointF &scenePos, EntityKind kind,
        CanvasEditor::Anchor anchor = CanvasEditor::Anchor::TopLeft);
    // Lay Out All and Selection: the engine menu, progress and the result
    // (mainwindowlayout.cpp).
    QMenu *createLayoutEngineMenu();
    void layOut(bool all);
    void showLayoutProgress();
    void layoutFinished(bool applied, const QString &message);

    ModelDocument *mDocument;
    DiagramScene *mScene;
    DiagramView *mView;
    DiagramTabs *mDiagramTabs;
    CanvasEditor *mEditor;
    InlineRenamer *mRenamer;
    Inspector *mInspector;
    PreviewPanel *mPreview;
    Minimap *mMinimap;
    Autosaver *mAutosaver;
    EntityTreeModel *mOutline;
    QTreeView *mOutlineView;
    QLabel *mHoverLabel;
    QLabel *mZoomLabel;
    QToolButton *mValidationStatus; // the problem count; a click lists them
    AdvisorDock *mAdvisor = nullptr;
    LiveDock *mLive = nullptr;
    DataController *mData = nullptr;
    DiagramController *mDiagrams = nullptr;
    FileController *mFiles = nullptr;
    QLineEdit *mFind;
    QHash<QString, QAction *> mActions;
    QProgressDialog *mLayoutProgress = nullptr;
    bool mFitAfterLayout = false;
    int mPasteCount = 0;
    bool mCompactDocks = true; // the default layout tabs the side docks
    bool mDocksSized = false; // the default layout's dock sizes were applied after showing
};

} // namespace docmodel
