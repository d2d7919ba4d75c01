// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"
#include "advisorcanvas.h"
#include "datacontroller.h"
#include "diagramcontroller.h"
#include "exportcontroller.h"

#include "canvas/canvaseditor.h"
#include "canvas/diagramscene.h"
#include "canvas/diagramtabs.h"
#include "canvas/diagramview.h"
#include "canvas/entityitem.h"
#include "canvas/inlinerenamer.h"
#include "canvas/minimap.h"
#include "diagram/subjectareas.h"
#include "dialogs/embedplacement.h"
#include "document/autosaver.h"
#include "document/modeldocument.h"
#include "entitytreemodel.h"
#include "io/modelreader.h"
#include "panels/advisordock.h"
#include "panels/entityinspector.h"
#include "panels/inspector.h"
#include "live/livedock.h"
#include "panels/previewpanel.h"
#include "schema/diagrams.h"
#include "schema/validation.h"

#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace docmodel {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , mDocument(new ModelDocument(this))
    , mScene(new DiagramScene(mDocument, this))
    , mView(new DiagramView(mScene, this))
    , mDiagramTabs(new DiagramTabs(mDocument, this))
    , mEditor(new CanvasEditor(mDocument, mScene, this))
    , mRenamer(new InlineRenamer(mView, mEditor, this))
    , mInspector(new Inspector(mDocument, mEditor, this))
    , mPreview(new PreviewPanel(mDocument, this))
    , mMinimap(new Minimap(mView, this))
    , mAutosaver(new Autosaver(mDocument, Autosaver::defaultDirectory(), this))
    , mOutline(new EntityTreeModel(this))
    , mOutlineView(new QTreeView(this))
    , mHoverLabel(new QLabel(this))
    , mZoomLabel(new QLabel(this))
    , mValidationStatus(new QToolButton(this))
    , mFind(new QLineEdit(this))
{
    // The diagram list over the canvas.
    auto *central = new QWidget(this);
    auto *centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    centralLayout->addWidget(mDiagramTabs);
    centralLayout->addWidget(mView, 1);
    setCentralWidget(central);
    setAcceptDrops(true);
    mEditor->setPlacementChooser(
        [this](const QString &child, const QString &parent, const CollectionNeeds &needs) {
            return askEmbeddedPlacement(this, child, parent, needs);
        });
    mView->setAccessibleName(tr("Diagram"));
    statusBar()->addWidget(mHoverLabel, 1);
    mValidationStatus->setObjectName(QStringLiteral("validationStatus"));
    mValidationStatus->setAutoRaise(true);
    // Wide enough for any count from the start: the status bar does not
    // make room when the text grows, and cut it off at its left.
    mValidationStatus->setText(tr("%1 error(s), %2 warning(s)").arg(999).arg(999));
    mValidationStatus->setMinimumWidth(mValidationStatus->sizeHint().width());
    statusBar()->addPermanentWidget(mValidationStatus);
    statusBar()->addPermanentWidget(mZoomLabel);
    createDocks();
    createControllers();
    createActions();
    createMenus();

    connect(mDocument, &ModelDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(mDocument, &ModelDocument::modelPropertiesChanged, this, &MainWindow::updateTitle);
    connect(mDocument, &ModelDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(mDocument, &ModelDocument::modelReset, this, [this] {
        mView->zoomToOpen();
        mPasteCount = 0;
    });
    // Another diagram: its boxes in view, not the last one's place.
    connect(mDocument, &ModelDocument::diagramShown, mView, &DiagramView::zoomToOpen);
    connect(mScene, &DiagramScene::selectionChanged, this, &MainWindow::syncSelectionToInspector);
    connect(mScene, &DiagramScene::selectionChanged, this, &MainWindow::updateActions);
    connect(mScene, &DiagramScene::hoverTextChanged, mHoverLabel, &QLabel::setText);
    connect(mScene, &DiagramScene::emptyAreaDoubleClicked, this,
        [this](const QPointF &pos) { addEntityToName(pos, EntityKind::Collection); });
    connect(mScene, &DiagramScene::connectionRequested, this,
        [this](const QString &one, const QString &many) {
            const QString id = mEditor->connectEntities(one, many);
            if (id.isEmpty())
                return;
            mScene->selectOnly({ id });
            mInspector->focusName();
        });
    connect(mView, &DiagramView::zoomChanged, this,
        [this](double zoom) { mZoomLabel->setText(tr("Zoom %1 %").arg(qRound(zoom * 100))); });
    mView->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(mView, &QWidget::customContextMenuRequested, this, &MainWindow::showContextMenu);
    connect(mInspector, &Inspector::objectShown, this, [this](const QString &id) {
        // Showing an entity from the inspector selects it on the canvas.
        if (mScene->entityItem(id) && !mScene->selectedEntityIds().contains(id))
            mScene->selectOnly({ id });
    });

    const QSize screenRoom = screen() ? screen()->availableGeometry().size() : QSize(1280, 800);
    applyDefaultLayout(screenRoom.width() >= 1600 && screenRoom.height() >= 1000 ? QSize(1600, 1000)
                                                                                  : QSize(1280, 800));
    mZoomLabel->setText(tr("Zoom %1 %").arg(100));
    updateStatus();
    updateTitle();
    updateActions();
}

MainWindow::~MainWindow()
{
    // The scene clears its items while it is destroyed and reports the lost
    // selection; this window must not hear it half-destroyed.
    disconnect(mScene, nullptr, this, nullptr);
    disconnect(mDocument, nullptr, this, nullptr);
    disconnect(mScene, nullptr, mDiagrams, nullptr);
    disconnect(mDocument, nullptr, mDiagrams, nullptr);
}

void MainWindow::createDocks()
{
    auto *inspectorDock = new QDockWidget(tr("Inspector"), this);
    inspectorDock->setObjectName(QStringLiteral("inspector"));
    inspectorDock->setWidget(mInspector);
    inspectorDock->setMinimumWidth(380);
    addDockWidget(Qt::RightDockWidgetArea, inspectorDock);

    mOutlineView->setModel(mOutline);
    mOutlineView->setHeaderHidden(false);
    mOutlineView->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    // The width of the first names: measuring every row of a model of
    // thousands of entities holds the window up at each change.
    mOutlineView->header()->setResizeContentsPrecision(200);
    mOutlineView->setUniformRowHeights(true);
    mOutlineView->setAccessibleName(tr("Entities"));
    mOutlineView->setObjectName(QStringLiteral("entityList"));
    auto *outlineDock = new QDockWidget(tr("Entities"), this);
    outlineDock->setObjectName(QStringLiteral("outline"));
    outlineDock->setWidget(mOutlineView);
    addDockWidget(Qt::LeftDockWidgetArea, outlineDock);
    connect(mDocument, &ModelDocument::modelChanged, this, [this](const ModelChange &change) {
        if (change.kind != ModelChange::Kind::Positions)
            mOutline->rebuild(mDocument->model());
    });
    connect(mOutlineView, &QTreeView::clicked, this, [this](const QModelIndex &index) {
        QModelIndex top = index;
        while (top.parent().isValid())
            top = top.parent();
        const QString id = top.siblingAtColumn(0).data(Qt::UserRole).toString();
        revealEntity(id);
        mScene->selectOnly({ id });
        centerOn(id);
    });

    auto *minimapDock = new QDockWidget(tr("Overview"), this);
    minimapDock->setObjectName(QStringLiteral("overview"));
    minimapDock->setWidget(mMinimap);
    addDockWidget(Qt::LeftDockWidgetArea, minimapDock);

    auto *previewDock = new QDockWidget(tr("Preview"), this);
    previewDock->setObjectName(QStringLiteral("preview"));
    previewDock->setWidget(mPreview);
    addDockWidget(Qt::RightDockWidgetArea, previewDock);
    QAction *showPreview = previewDock->toggleViewAction();
    showPreview->setShortcut(QKeySequence(tr("Ctrl+Shift+P")));
    showPreview->setToolTip(tr("Show or hide the sample documents of the selection"));
    mActions.insert(QStringLiteral("showPreview"), showPreview);
    auto *advisorDock = new AdvisorDock(mDocument, this);
    mAdvisor = advisorDock;
    connectAdvisorToCanvas(advisorDock, mScene, mView);
    connect(mValidationStatus, &QToolButton::clicked, advisorDock, &AdvisorDock::showProblems);
    // The advisor validates each version of the model on its worker: the
    // status counts its problems rather than validating again here.
    connect(advisorDock, &AdvisorDock::reportChanged, this, &MainWindow::updateStatus);
    // The side columns run the full height; the advisor sits under the canvas.
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    addDockWidget(Qt::BottomDockWidgetArea, advisorDock);
    QAction *showAdvisor = advisorDock->toggleViewAction();
    showAdvisor->setShortcut(QKeySequence(tr("Ctrl+Shift+D")));
    showAdvisor->setToolTip(tr("Show or hide the advisor's findings"));
    mActions.insert(QStringLiteral("showAdvisor"), showAdvisor);
    // Hidden until connected; beside the advisor, where the tree and the
    // details get the window's width.
    auto *liveDock = new LiveDock(mDocument, this);
    mLive = liveDock;
    addDockWidget(Qt::BottomDockWidgetArea, liveDock);
    tabifyDockWidget(advisorDock, liveDock);
    liveDock->hide();
    mActions.insert(QStringLiteral("showLive"), liveDock->toggleViewAction());
    mActions.insert(QStringLiteral("connectServer"), liveDock->connectAction());
    mActions.insert(QStringLiteral("disconnectServer"), liveDock->disconnectAction());
}

void MainWindow::createControllers()
{
    mFiles = new FileController(this, mDocument, mActions);
    connect(mFiles, &FileController::schemaImported, this, [this] {
        // Laid out by its relationships (one undoable step), not on a grid.
        mActions.value(QStringLiteral("layOutAll"))->trigger();
        mView->zoomToFit();
        if (mDocument->model().entities.size() > AreaOptions {}.maxEntities)
            mActions.value(QStringLiteral("findSubjectAreas"))->trigger();
    });
    new ExportController(this, mDocument, mLive, mActions);
    mData = new DataController(this, mLive, mAdvisor, mActions);
    mDiagrams = new DiagramController(this, mDocument, mScene, mView, mDiagramTabs, mActions);
}

void MainWindow::addInferredModel(const Model &inferred)
{
    mData->addInferredModel(inferred);
}

void MainWindow::openInferredModel(const Model &inferred)
{
    mData->openInferredModel(inferred);
}

void MainWindow::applyDefaultLayout(const QSize &size)
{
    resize(size);
    mCompactDocks = size.width() < 1600 || size.height() < 1000;
    const auto dock = [this](const char *name) { return findChild<QDockWidget *>(QLatin1String(name)); };
    QDockWidget *inspector = dock("inspector");
    QDockWidget *preview = dock("preview");
    QDockWidget *outline = dock("outline");
    QDockWidget *overview = dock("overview");
    if (mCompactDocks) {
        // Short of room: one dock of each column shows at a time.
        tabifyDockWidget(inspector, preview);
        tabifyDockWidget(outline, overview);
        inspector->raise();
        outline->raise();
    } else {
        // Out of a tab first: splitting a tabbed dock only adds another tab.
        for (auto [first, second] : { std::pair { inspector, preview }, std::pair { outline, overview } }) {
            const bool shown = !second->isHidden();
            removeDockWidget(second);
            addDockWidget(dockWidgetArea(first), second);
            splitDockWidget(first, second, Qt::Vertical);
            second->setVisible(shown);
        }
    }
    mDocksSized = false;
    if (isVisible())
        sizeDocks();
}

void MainWindow::sizeDocks()
{
    // Sizes given before the first show are overridden by the docks' size
    // hints; so they are given (again) once the window shows.
    mDocksSized = true;
    const auto dock = [this](const char *name) { return findChild<QDockWidget *>(QLatin1String(name)); };
    if (mCompactDocks) {
        // The canvas keeps about 680×530 px at 1280×800.
        resizeDocks({ dock("outline"), dock("inspector") }, { 200, 400 }, Qt::Horizontal);
        // Room for four findings and the chosen one's details.
        resizeDocks({ dock("advisor") }, { 170 }, Qt::Vertical);
        return;
    }
    resizeDocks({ dock("outline"), dock("inspector") }, { 240, 460 }, Qt::Horizontal);
    // The documents need the room more than the inspector, which scrolls.
    resizeDocks({ dock("inspector"), dock("preview") }, { 420, 480 }, Qt::Vertical);
    resizeDocks({ dock("outline"), dock("overview") }, { 560, 300 }, Qt::Vertical);
    resizeDocks({ dock("advisor") }, { 220 }, Qt::Vertical);
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (!mDocksSized)
        sizeDocks();
}

QAction *MainWindow::action(const QString &name) const
{
    return mActions.value(name);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!confirmDiscard()) {
        event->ignore();
        return;
    }
    mAutosaver->discard();
    QSettings settings;
    settings.setValue(QStringLiteral("lastFile"), mDocument->filePath());
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    for (const QUrl &url : event->mimeData()->urls())
        if (url.isLocalFile() && FileController::isModelFile(url.toLocalFile())) {
            event->acceptProposedAction();
            return;
        }
}

void MainWindow::dropEvent(QDropEvent *event)
{
    for (const QUrl &url : event->mimeData()->urls()) {
        if (url.isLocalFile() && FileController::isModelFile(url.toLocalFile())) {
            event->acceptProposedAction();
            if (confirmDiscard())
                mFiles->openFileInBackground(url.toLocalFile());
            return;
        }
    }
}

void MainWindow::updateTitle()
{
    const QString name = QString::fromStdString(mDocument->model().name);
    setWindowTitle(
        QStringLiteral("%1[*] - %2 - DocModeler")
            .arg(mDocument->displayName(), name.isEmpty() ? tr("Untitled model") : name));
    setWindowModified(mDocument->isModified());
}

void MainWindow::updateStatus()
{
    const std::vector<Problem> &problems = mAdvisor->problems();
    int errors = 0;
    for (const Problem &problem : problems)
        errors += problem.severity == Severity::Error ? 1 : 0;
    const int warnings = int(problems.size()) - errors;
    mValidationStatus->setText(problems.empty()
            ? tr("Model is valid")
            : tr("%1 error(s), %2 warning(s)").arg(errors).arg(warnings));
    mValidationStatus->setToolTip(problems.empty()
            ? tr("Show the advisor's findings")
            : problems.front().message + QLatin1Char('\n')
                + tr("Click to list every problem in the advisor"));
}

void MainWindow::syncSelectionToInspector()
{
    const QList<QGraphicsItem *> selected = mScene->selectedItems();
    if (selected.isEmpty()) {
        // Keep showing an index or access pattern the user opened.
        const std::string shown = mInspector->shownId().toStdString();
        if (!mDocument->model().findIndex(shown) && !mDocument->model().findAccessPattern(shown))
            mInspector->showObject({});
        return;
    }
    const QStringList entities = mScene->selectedEntityIds();
    const QStringList edges = mScene->selectedRelationshipIds();
    mInspector->showObject(!entities.isEmpty() ? entities.first() : edges.first());
    mPreview->showObject(!entities.isEmpty() ? entities.first() : edges.first());
}

void MainWindow::revealEntity(const QString &entityId)
{
    // Found in the outline or by name but not in the subject area shown.
    if (!mScene->entityItem(entityId) && mDocument->model().findEntity(entityId.toStdString()))
        mDocument->showDiagram(std::string(kAllDiagram));
}

void MainWindow::centerOn(const QString &entityId)
{
    if (EntityItem *item = mScene->entityItem(entityId))
        mView->centerOnItems(item->sceneBoxRect());
}

bool MainWindow::selectEntityNamed(const QString &name)
{
    const QStringList matches = mEditor->findEntities(name);
    if (matches.isEmpty())
        return false;
    revealEntity(matches.first());
    mScene->selectOnly({ matches.first() });
    return true;
}

void MainWindow::findNext()
{
    const QStringList matches = mEditor->findEntities(mFind->text());
    if (matches.isEmpty()) {
        statusBar()->showMessage(tr("No entity matches \"%1\"").arg(mFind->text()), 3000);
        return;
    }
    const QStringList selected = mScene->selectedEntityIds();
    qsizetype next = 0;
    if (selected.size() == 1 && matches.contains(selected.first()))
        next = (matches.indexOf(selected.first()) + 1) % matches.size();
    mScene->selectOnly({ matches[next] });
    centerOn(matches[next]);
    statusBar()->showMessage(tr("Match %1 of %2").arg(next + 1).arg(matches.size()), 3000);
}

void MainWindow::copySelection()
{
    const QStringList ids = mScene->selectedEntityIds();
    if (ids.isEmpty())
        return;
    auto *mime = new QMimeData;
    const QByteArray fragment = mEditor->copy(ids);
    mime->setData(CanvasEditor::clipboardMimeType(), fragment);
    mime->setText(QString::fromUtf8(fragment));
    QApplication::clipboard()->setMimeData(mime);
    mPasteCount = 0;
}

void MainWindow::paste()
{
    const QMimeData *mime = QApplication::clipboard()->mimeData();
    if (!mime || !mime->hasFormat(CanvasEditor::clipboardMimeType()))
        return;
    ++mPasteCount;
    QString error;
    const QStringList added = mEditor->paste(mime->data(CanvasEditor::clipboardMimeType()),
        QPointF(40.0 * mPasteCount, 40.0 * mPasteCount), &error);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Cannot paste"), error);
    mScene->selectOnly(added);
}

void MainWindow::deleteSelection()
{
    QStringList ids = mScene->selectedEntityIds();
    ids += mScene->selectedRelationshipIds();
    mEditor->deleteObjects(ids);
}

void MainWindow::addEntityToName(const QPointF &scenePos, EntityKind kind, CanvasEditor::Anchor anchor)
{
    const QString id = mEditor->addEntity(scenePos, kind, anchor);
    mScene->selectOnly({ id });
    if (EntityItem *item = mScene->entityItem(id))
        mRenamer->start(item);
}

void MainWindow::renameSelection()
{
    if (mInspector->entityPage()->isVisible() && mInspector->entityPage()->renameChosenField())
        return;
    const QStringList ids = mScene->selectedEntityIds();
    if (ids.size() == 1)
        mRenamer->start(mScene->entityItem(ids.first()));
}

} // namespace docmodel
