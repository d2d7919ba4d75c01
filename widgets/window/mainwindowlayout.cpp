// SPDX-License-Identifier: GPL-3.0-or-later
// Lay Out All and Lay Out Selection: Graphviz runs on a worker; a progress
// dialog with Cancel shows when it takes longer than a moment.
#include "canvas/canvaseditor.h"
#include "canvas/diagramscene.h"
#include "canvas/diagramview.h"
#include "mainwindow.h"

#include <QActionGroup>
#include <QMenu>
#include <QProgressDialog>
#include <QSettings>
#include <QStatusBar>

#include <algorithm>

namespace docmodel {

namespace {

const char *const kEngineKey = "diagram/layoutEngine";

} // namespace

QMenu *MainWindow::createLayoutEngineMenu()
{
    auto *menu = new QMenu(tr("Layout &Engine"), this);
    auto *group = new QActionGroup(menu);
    const int saved = QSettings().value(QLatin1String(kEngineKey), int(LayoutEngine::Dot)).toInt();
    const struct {
        LayoutEngine engine;
        QString name;
        QString text;
        QString tip;
    } engines[] = {
        { LayoutEngine::Dot, QStringLiteral("layoutDot"), tr("&Hierarchy (dot)"),
            tr("Parents left of their children, edges routed around the boxes") },
        { LayoutEngine::Neato, QStringLiteral("layoutNeato"), tr("&Network (neato)"),
            tr("Related entities close together, for models without a clear hierarchy") },
        { LayoutEngine::Fdp, QStringLiteral("layoutFdp"), tr("&Force-Directed (fdp)"),
            tr("Clusters of related entities pulled apart from each other") },
    };
    for (const auto &entry : engines) {
        QAction *action = menu->addAction(entry.text);
        action->setObjectName(entry.name);
        action->setStatusTip(entry.tip);
        action->setToolTip(entry.tip);
        action->setCheckable(true);
        action->setChecked(int(entry.engine) == saved);
        group->addAction(action);
        mActions.insert(entry.name, action);
        const LayoutEngine engine = entry.engine;
        connect(action, &QAction::triggered, this, [this, engine] {
            mEditor->setLayoutEngine(engine);
            QSettings().setValue(QLatin1String(kEngineKey), int(engine));
        });
        if (int(entry.engine) == saved)
            mEditor->setLayoutEngine(entry.engine);
    }
    connect(mEditor, &CanvasEditor::layoutStarted, this, &MainWindow::showLayoutProgress);
    connect(mEditor, &CanvasEditor::layoutFinished, this, &MainWindow::layoutFinished);
    connect(mEditor, &CanvasEditor::layoutProgress, this, [this](int done, int total) {
        if (!mLayoutProgress)
            return;
        mLayoutProgress->setLabelText(tr("Laying out part %1 of %2 with Graphviz…").arg(std::min(done + 1, total)).arg(total));
        mLayoutProgress->setRange(0, total);
        mLayoutProgress->setValue(done);
    });
    return menu;
}

void MainWindow::layOut(bool all)
{
    mFitAfterLayout = all;
    mEditor->layOut(all ? QStringList() : mScene->selectedEntityIds());
}

void MainWindow::showLayoutProgress()
{
    updateActions();
    statusBar()->showMessage(tr("Laying out the diagram…"));
    if (!mLayoutProgress) {
        mLayoutProgress = new QProgressDialog(
            tr("Laying out the diagram with Graphviz…"), tr("Cancel"), 0, 0, this);
        mLayoutProgress->setObjectName(QStringLiteral("layoutProgress"));
        mLayoutProgress->setWindowTitle(tr("Lay Out"));
        mLayoutProgress->setWindowModality(Qt::WindowModal);
        mLayoutProgress->setMinimumDuration(400);
        // Cancel hides it at once; the worker's result is dropped when it comes.
        mLayoutProgress->setAutoReset(false);
        connect(mLayoutProgress, &QProgressDialog::canceled, mEditor, &CanvasEditor::cancelLayout);
    }
    // Range 0..0: a busy indicator until a layout in parts reports its first
    // part; Graphviz itself does not report progress.
    mLayoutProgress->setLabelText(tr("Laying out the diagram with Graphviz…"));
    mLayoutProgress->setRange(0, 0);
    mLayoutProgress->setValue(0);
}

void MainWindow::layoutFinished(bool applied, const QString &message)
{
    if (mLayoutProgress) {
        mLayoutProgress->reset();
        mLayoutProgress->hide();
    }
    updateActions();
    if (applied && mFitAfterLayout)
        mView->zoomToFit();
    if (!message.isEmpty())
        statusBar()->showMessage(message, 10000);
    else
        statusBar()->showMessage(applied ? tr("Laid out.") : tr("Layout cancelled."), 4000);
}

} // namespace docmodel
