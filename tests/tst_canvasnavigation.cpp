// SPDX-License-Identifier: GPL-3.0-or-later
// Selecting, zooming, panning and the overview, driven by mouse and keyboard.
#include "testsupport.h"

#include "canvas/diagramscene.h"
#include "canvas/diagramview.h"
#include "canvas/entityitem.h"
#include "canvas/minimap.h"
#include "diagram/diagramstyle.h"
#include "document/modeldocument.h"
#include "translations/translator.h"
#include "window/mainwindow.h"

#include <QLabel>
#include <QStandardPaths>
#include <QStatusBar>
#include <QDockWidget>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

QPoint entityCenter(MainWindow &window, const QString &id)
{
    return window.view()->mapFromScene(window.scene()->entityItem(id)->sceneBoxRect().center());
}

QPointF viewCenter(MainWindow &window)
{
    return window.view()->mapToScene(window.view()->viewport()->rect().center());
}

void wheel(QWidget *viewport, const QPoint &at, int delta, Qt::KeyboardModifiers modifiers = {})
{
    QWheelEvent event(at, viewport->mapToGlobal(at), QPoint(), QPoint(0, delta), Qt::NoButton, modifiers,
        Qt::NoScrollPhase, false);
    QApplication::sendEvent(viewport, &event);
}

// A drag with real mouse events: press, a few moves, release.
void drag(QWidget *widget, Qt::MouseButton button, const QPoint &from, const QPoint &to,
    Qt::KeyboardModifiers modifiers = {})
{
    QTest::mousePress(widget, button, modifiers, from);
    for (int step = 1; step <= 4; ++step) {
        const QPoint at = from + (to - from) * step / 4;
        QMouseEvent move(QEvent::MouseMove, at, widget->mapToGlobal(at), Qt::NoButton, button, modifiers);
        QApplication::sendEvent(widget, &move);
    }
    QTest::mouseRelease(widget, button, modifiers, to);
}

} // namespace

class TestCanvasNavigation : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { installTranslations(QStringLiteral("en")); }

    void init()
    {
        QStandardPaths::setTestModeEnabled(true);
        mWindow = std::make_unique<MainWindow>();
        mWindow->resize(1400, 900);
        mWindow->show();
        QVERIFY(QTest::qWaitForWindowExposed(mWindow.get()));
        QVERIFY(mWindow->openFile(sourcePath(QStringLiteral("resources/examples/blog.dmodel"))));
        mWindow->view()->resetZoom();
        mWindow->view()->centerOn(mWindow->scene()->itemsBoundingRect().center());
    }

    void cleanup() { mWindow.reset(); }

    void rubberBandSelectsWhatItCovers()
    {
        MainWindow &w = *mWindow;
        const QRectF all = w.scene()->itemsBoundingRect();
        const QPoint from = w.view()->mapFromScene(all.topLeft() - QPointF(20, 20));
        const QPoint to = w.view()->mapFromScene(all.bottomRight() + QPointF(20, 20));
        drag(w.view()->viewport(), Qt::LeftButton, from, to);
        QStringList selected = w.scene()->selectedEntityIds();
        selected.sort();
        QCOMPARE(selected, QStringList({ QStringLiteral("comments"), QStringLiteral("posts") }));
    }

    void ctrlClickAddsAndRemoves()
    {
        MainWindow &w = *mWindow;
        QWidget *viewport = w.view()->viewport();
        QTest::mouseClick(viewport, Qt::LeftButton, {}, entityCenter(w, QStringLiteral("posts")));
        QCOMPARE(w.scene()->selectedEntityIds(), QStringList { QStringLiteral("posts") });
        QTest::mouseClick(viewport, Qt::LeftButton, Qt::ControlModifier, entityCenter(w, QStringLiteral("comments")));
        QCOMPARE(w.scene()->selectedEntityIds().size(), 2);
        QTest::mouseClick(viewport, Qt::LeftButton, Qt::ControlModifier, entityCenter(w, QStringLiteral("posts")));
        QCOMPARE(w.scene()->selectedEntityIds(), QStringList { QStringLiteral("comments") });
    }

    void wheelZoomsAroundTheCursor()
    {
        MainWindow &w = *mWindow;
        QWidget *viewport = w.view()->viewport();
        const QPoint at = entityCenter(w, QStringLiteral("posts"));
        const QPointF under = w.view()->mapToScene(at);
        wheel(viewport, at, 120);
        QVERIFY(w.view()->zoom() > 1.1);
        // The point under the cursor stays under it.
        QVERIFY((w.view()->mapToScene(at) - under).manhattanLength() < 3);
        wheel(viewport, at, -240);
        QVERIFY(w.view()->zoom() < 1.0);
        // Ctrl++ and Ctrl+- step, Ctrl+0 is 100 %.
        w.action(QStringLiteral("actualSize"))->trigger();
        QCOMPARE(w.view()->zoom(), 1.0);
        QTest::keyClick(w.view(), Qt::Key_Plus, Qt::ControlModifier);
        QVERIFY(w.view()->zoom() > 1.0);
    }

    void spaceDragAndMiddleButtonPan()
    {
        MainWindow &w = *mWindow;
        QWidget *viewport = w.view()->viewport();
        w.view()->setFocus();
        const QPointF before = viewCenter(w);
        const QPoint empty(20, 20);
        QTest::keyPress(w.view(), Qt::Key_Space);
        drag(viewport, Qt::LeftButton, empty, empty + QPoint(120, 80));
        QTest::keyRelease(w.view(), Qt::Key_Space);
        const QPointF afterSpace = viewCenter(w);
        QVERIFY2((afterSpace - (before - QPointF(120, 80))).manhattanLength() < 4, "space-drag pans");
        QVERIFY(w.scene()->selectedEntityIds().isEmpty()); // no rubber band while panning
        drag(viewport, Qt::MiddleButton, empty, empty + QPoint(-60, 0));
        QVERIFY((viewCenter(w) - (afterSpace + QPointF(60, 0))).manhattanLength() < 4);
    }

    void clickingTheOverviewMovesTheView()
    {
        MainWindow &w = *mWindow;
        auto *minimap = w.findChild<Minimap *>();
        QVERIFY(minimap);
        // At this size the Overview is a tab beside Entities: a click on its tab.
        w.findChild<QDockWidget *>(QStringLiteral("overview"))->raise();
        QTRY_VERIFY(!minimap->visibleRegion().isEmpty());
        // Zoomed in, so the view has somewhere to go on the wide canvas.
        w.view()->setZoom(2.0);
        const QPointF before = viewCenter(w);
        QTest::mouseClick(minimap, Qt::LeftButton, {}, QPoint(4, 4));
        QVERIFY((viewCenter(w) - before).manhattanLength() > 50);
        const QPointF topLeft = viewCenter(w);
        QTest::mouseClick(minimap, Qt::LeftButton, {}, minimap->rect().bottomRight() - QPoint(4, 4));
        const QPointF bottomRight = viewCenter(w);
        QVERIFY(bottomRight.x() > topLeft.x() + 50 && bottomRight.y() > topLeft.y() + 20);
    }

    void aDragSnapsToTheGrid()
    {
        MainWindow &w = *mWindow;
        w.action(QStringLiteral("snap"))->trigger();
        QVERIFY(w.scene()->snapToGrid());
        const Position before = w.document()->model().layout.at("posts");
        const QPoint from = entityCenter(w, QStringLiteral("posts"));
        drag(w.view()->viewport(), Qt::LeftButton, from, from + QPoint(33, 47));
        const Position p = w.document()->model().layout.at("posts");
        QVERIFY(std::abs(p.x - before.x - 33) <= diagramstyle::kGrid && std::abs(p.y - before.y - 47) <= diagramstyle::kGrid);
        const double grid = diagramstyle::kGrid;
        QCOMPARE(std::fmod(p.x, grid), 0.0);
        QCOMPARE(std::fmod(p.y, grid), 0.0);
        // One undo step for the whole drag.
        QVERIFY(w.document()->undoStack()->undoText().startsWith(QStringLiteral("Move")));
    }

    void theStatusBarSaysWhatTheMouseIsOver()
    {
        MainWindow &w = *mWindow;
        const QPoint at = entityCenter(w, QStringLiteral("comments"));
        QMouseEvent move(QEvent::MouseMove, at, w.view()->viewport()->mapToGlobal(at), Qt::NoButton,
            Qt::NoButton, {});
        QApplication::sendEvent(w.view()->viewport(), &move);
        QTRY_VERIFY(w.statusBar()->findChildren<QLabel *>().size() > 0);
        bool mentioned = false;
        for (QLabel *label : w.statusBar()->findChildren<QLabel *>())
            mentioned = mentioned || label->text().contains(QStringLiteral("comments"));
        QVERIFY(mentioned);
    }

private:
    std::unique_ptr<MainWindow> mWindow;
};

QTEST_MAIN(TestCanvasNavigation)
#include "tst_canvasnavigation.moc"
