// SPDX-License-Identifier: GPL-3.0-or-later
#include "migrationfixtures.h"
#include "testsupport.h"
#include "windowsupport.h"

#include "canvas/canvaseditor.h"
#include "canvas/diagramscene.h"
#include "canvas/diagramview.h"
#include "canvas/entityitem.h"
#include "canvas/layoutrunner.h"
#include "canvas/relationshipitem.h"
#include "commands/structurecommands.h"
#include "diagram/diagrampainter.h"
#include "diagram/graphvizlayout.h"
#include "document/modeldocument.h"
#include "io/modelwriter.h"
#include "panels/inspector.h"
#include "panels/relationshipinspector.h"
#include "schema/validation.h"
#include "translations/translator.h"
#include "window/mainwindow.h"

#include <QAbstractButton>
#include <QButtonGroup>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <set>

using namespace docmodel;
using namespace docmodel::test;

namespace {

std::string serialized(MainWindow &window)
{
    return serializeModel(window.document()->model());
}

QPoint viewPoint(MainWindow &window, const QPointF &scenePos)
{
    return window.view()->mapFromScene(scenePos);
}

QPoint entityCenter(MainWindow &window, const QString &id)
{
    return viewPoint(window, window.scene()->entityItem(id)->sceneBoxRect().center());
}

} // namespace

class TestCanvas : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { installTranslations(QStringLiteral("en")); }

    void init()
    {
        QStandardPaths::setTestModeEnabled(true);
        mWindow = std::make_unique<MainWindow>();
        QVERIFY(showWindow(*mWindow, QSize(1200, 800)));
        mWindow->view()->resetZoom();
        mWindow->view()->centerOn(QPointF(300, 150));
    }

    void cleanup() { mWindow.reset(); }

    // Draw two entities, connect them, flip the strategy through every value
    // with the inspector, then undo everything and redo everything.
    void drawConnectFlipUndoRedo()
    {
        MainWindow &w = *mWindow;
        QWidget *viewport = w.view()->viewport();
        const std::string start = serialized(w);

        QTest::mouseDClick(viewport, Qt::LeftButton, {}, viewPoint(w, QPointF(60, 60)));
        QTest::mouseDClick(viewport, Qt::LeftButton, {}, viewPoint(w, QPointF(500, 60)));
        const Model &model = w.document()->model();
        QCOMPARE(model.entities.size(), size_t(2));
        const QString a = QString::fromStdString(model.entities[0].id);
        const QString b = QString::fromStdString(model.entities[1].id);
        QVERIFY(w.scene()->entityItem(a) && w.scene()->entityItem(b));

        // Connect with the connect tool: press on one entity, release on the other.
        w.action(QStringLiteral("connect"))->trigger();
        QVERIFY(w.scene()->tool() == DiagramScene::Tool::Connect);
        QTest::mousePress(viewport, Qt::LeftButton, {}, entityCenter(w, a));
        QTest::mouseMove(viewport, entityCenter(w, b));
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, entityCenter(w, b));
        QCOMPARE(model.relationships.size(), size_t(1));
        const Relationship &rel = model.relationships[0];
        QCOMPARE(rel.oneId, a.toStdString());
        QCOMPARE(rel.manyId, b.toStdString());
        const QString relId = QString::fromStdString(rel.id);
        QVERIFY(w.scene()->relationshipItem(relId));
        // One connection ends the connect tool.
        QVERIFY(w.scene()->tool() == DiagramScene::Tool::Select);

        // The new edge is selected and the inspector shows it.
        QCOMPARE(w.scene()->selectedRelationshipIds(), QStringList { relId });
        QCOMPARE(w.inspector()->shownId(), relId);
        auto *group = w.inspector()->relationshipPage()->findChild<QButtonGroup *>();
        QVERIFY(group);
        const std::vector<Strategy> order = { Strategy::Embed, Strategy::EmbedSubset,
            Strategy::ChildReferencing, Strategy::TwoWay, Strategy::ExtendedReference,
            Strategy::ParentReferencing, Strategy::Embed };
        for (Strategy strategy : order) {
            QAbstractButton *button = group->button(int(strategy));
            QVERIFY(button && button->isVisible());
            QTest::mouseClick(button, Qt::LeftButton);
            QCOMPARE(w.document()->model().relationships[0].strategy, strategy);
            // The canvas follows at once: the edge's label names the strategy.
            QVERIFY(w.scene()->relationshipItem(relId)->edge().label.startsWith(
                strategyDisplayName(strategy)));
            // The N side is a collection exactly when the strategy needs one.
            const Entity *child = w.document()->model().findEntity(b.toStdString());
            QCOMPARE(child->isCollection(), strategy != Strategy::Embed);
        }
        // The edge's context menu offers the same switch.
        w.action(QStringLiteral("strategy-parent-referencing"))->trigger();
        QCOMPARE(w.document()->model().relationships[0].strategy, Strategy::ParentReferencing);

        const std::string end = serialized(w);
        QUndoStack *stack = w.document()->undoStack();
        QVERIFY(stack->count() >= 10);
        while (stack->canUndo())
            stack->undo();
        QCOMPARE(serialized(w), start);
        QCOMPARE(w.scene()->entityItems().size(), 0);
        while (stack->canRedo())
            stack->redo();
        QCOMPARE(serialized(w), end);
        QVERIFY(w.scene()->relationshipItem(relId));
    }

    void aDragIsOneCommand()
    {
        MainWindow &w = *mWindow;
        const QString id = w.editor()->addEntity(QPointF(100, 100), EntityKind::Collection);
        QUndoStack *stack = w.document()->undoStack();
        const int before = stack->count();
        QWidget *viewport = w.view()->viewport();
        const QPoint from = viewPoint(w, w.scene()->entityItem(id)->sceneTitleRect().center());
        QTest::mousePress(viewport, Qt::LeftButton, {}, from);
        for (int step = 1; step <= 10; ++step) {
            QMouseEvent move(QEvent::MouseMove, from + QPoint(step * 10, step * 5),
                viewport->mapToGlobal(from + QPoint(step * 10, step * 5)), Qt::NoButton,
                Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(viewport, &move);
        }
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, from + QPoint(100, 50));
        QCOMPARE(stack->count(), before + 1);
        QCOMPARE(stack->undoText(), QStringLiteral("Move 1 Entity"));
        const Position moved = w.document()->model().layout.at(id.toStdString());
        QCOMPARE(moved.x, 200.0);
        QCOMPARE(moved.y, 150.0);
        stack->undo();
        QCOMPARE(w.document()->model().layout.at(id.toStdString()).x, 100.0);
        QCOMPARE(w.scene()->entityItem(id)->pos(), QPointF(100, 100));
    }

    void snapToGridWhileDragging()
    {
        MainWindow &w = *mWindow;
        w.action(QStringLiteral("snap"))->trigger();
        const QString id = w.editor()->addEntity(QPointF(100, 100), EntityKind::Collection);
        w.scene()->entityItem(id)->setPos(113, 127);
        QCOMPARE(w.scene()->entityItem(id)->pos(), QPointF(120, 120));
    }

    void renameInlineWithF2()
    {
        MainWindow &w = *mWindow;
        const QString id = w.editor()->addEntity(QPointF(100, 100), EntityKind::Collection);
        w.scene()->selectOnly({ id });
        w.view()->setFocus();
        QTest::keyClick(w.view(), Qt::Key_F2);
        auto *edit = w.view()->viewport()->findChild<QLineEdit *>();
        QVERIFY(edit && edit->isVisible());
        const int before = w.document()->undoStack()->count();
        QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(edit, QStringLiteral("orders"));
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(w.document()->model().findEntity(id.toStdString())->name, std::string("orders"));
        QCOMPARE(w.document()->undoStack()->count(), before + 1);
        QCOMPARE(w.document()->undoStack()->undoText(), QStringLiteral("Rename collection to orders"));
    }

    // Typing a name letter by letter in the inspector is one undo step.
    void consecutiveEditsMerge()
    {
        MainWindow &w = *mWindow;
        const QString id = w.editor()->addEntity(QPointF(100, 100), EntityKind::Collection);
        w.scene()->selectOnly({ id });
        QCOMPARE(w.inspector()->shownId(), id);
        QLineEdit *name = nullptr;
        for (QLineEdit *edit : w.inspector()->findChildren<QLineEdit *>())
            if (edit->isVisible() && edit->text() == QStringLiteral("collection"))
                name = edit;
        QVERIFY(name);
        const int before = w.document()->undoStack()->count();
        name->setFocus();
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("people"));
        QCOMPARE(w.document()->model().findEntity(id.toStdString())->name, std::string("people"));
        QCOMPARE(w.document()->undoStack()->count(), before + 1);
        w.document()->undoStack()->undo();
        QCOMPARE(
            w.document()->model().findEntity(id.toStdString())->name, std::string("collection"));
    }

    void deleteCascadesAndUndoRestores()
    {
        MainWindow &w = *mWindow;
        const QString a = w.editor()->addEntity(QPointF(0, 0), EntityKind::Collection);
        const QString b = w.editor()->addEntity(QPointF(400, 0), EntityKind::Collection);
        w.editor()->connectEntities(a, b);
        const std::string before = serialized(w);
        w.scene()->selectOnly({ a });
        w.view()->setFocus();
        QTest::keySequence(w.view(), QKeySequence::Delete);
        QCOMPARE(w.document()->model().entities.size(), size_t(1));
        QVERIFY(w.document()->model().relationships.empty());
        w.document()->undoStack()->undo();
        QCOMPARE(serialized(w), before);
        QCOMPARE(w.scene()->entityItems().size(), 2);
    }

    void copyPasteAndDuplicate()
    {
        MainWindow &w = *mWindow;
        const QString a = w.editor()->addEntity(QPointF(0, 0), EntityKind::Collection);
        const QString b = w.editor()->addEntity(QPointF(400, 0), EntityKind::Collection);
        w.editor()->connectEntities(a, b);
        w.scene()->selectOnly({ a, b });
        w.view()->setFocus();
        QTest::keySequence(w.view(), QKeySequence::Copy);
        QTest::keySequence(w.view(), QKeySequence::Paste);
        const Model &model = w.document()->model();
        QCOMPARE(model.entities.size(), size_t(4));
        QCOMPARE(model.relationships.size(), size_t(2));
        QCOMPARE(model.entities[2].name, std::string("collection_3"));
        QCOMPARE(w.scene()->selectedEntityIds().size(), 2);
        QCOMPARE(w.document()->undoStack()->undoText(), QStringLiteral("Paste 2 Entities"));
        QTest::keySequence(w.view(), QKeySequence(QStringLiteral("Ctrl+D")));
        QCOMPARE(model.entities.size(), size_t(6));
        QVERIFY(!hasDuplicateIds(model));
    }

    void findSelectsAndCentres()
    {
        MainWindow &w = *mWindow;
        w.editor()->addEntity(QPointF(0, 0), EntityKind::Collection);
        const QString far = w.editor()->addEntity(QPointF(5000, 3000), EntityKind::Collection);
        w.editor()->renameEntity(far, QStringLiteral("invoices"));
        QTest::keySequence(&w, QKeySequence::Find);
        auto *find = w.findChild<QLineEdit *>(QStringLiteral("findEntity"));
        QVERIFY(find);
        QTRY_VERIFY(find->hasFocus());
        QTest::keyClicks(find, QStringLiteral("INVO"));
        QTest::keyClick(find, Qt::Key_Return);
        QCOMPARE(w.scene()->selectedEntityIds(), QStringList { far });
        const QPointF center = w.view()->mapToScene(w.view()->viewport()->rect().center());
        QVERIFY(w.scene()->entityItem(far)->sceneBoxRect().adjusted(-5, -5, 5, 5).contains(center));
    }

    void zoomAndFit()
    {
        MainWindow &w = *mWindow;
        w.editor()->addEntity(QPointF(0, 0), EntityKind::Collection);
        w.editor()->addEntity(QPointF(4000, 2000), EntityKind::Collection);
        w.view()->setFocus();
        QTest::keySequence(w.view(), QKeySequence::ZoomIn);
        QVERIFY(w.view()->zoom() > 1.1);
        w.action(QStringLiteral("actualSize"))->trigger();
        QCOMPARE(w.view()->zoom(), 1.0);
        w.action(QStringLiteral("fit"))->trigger();
        // 4,000 by 2,000 does not fit with names readable: the overview's
        // zoom, from the top left, the rest a scroll away.
        QCOMPARE(w.view()->zoom(), 0.2);
        QRectF visible = w.view()->mapToScene(w.view()->viewport()->rect()).boundingRect();
        const QList<EntityItem *> items = w.scene()->entityItems();
        QCOMPARE(items.size(), 2);
        const auto first = std::ranges::min_element(items, {}, [](EntityItem *item) { return item->sceneBoxRect().left(); });
        QVERIFY(visible.contains((*first)->sceneBoxRect()));
        QVERIFY(w.view()->horizontalScrollBar()->maximum() > 0);
        saveScreenshotIfAsked(&w, QStringLiteral("fit-names-readable.png"));

        // A diagram that fits with names readable is shown whole.
        w.document()->undoStack()->undo();
        w.editor()->addEntity(QPointF(1200, 500), EntityKind::Collection);
        w.action(QStringLiteral("fit"))->trigger();
        QVERIFY(w.view()->zoom() >= 0.2 && w.view()->zoom() < 1.0);
        visible = w.view()->mapToScene(w.view()->viewport()->rect()).boundingRect();
        for (EntityItem *item : w.scene()->entityItems())
            QVERIFY(visible.contains(item->sceneBoxRect()));
    }

    void selfRelationshipIsATree()
    {
        MainWindow &w = *mWindow;
        const QString id = w.editor()->addEntity(QPointF(0, 0), EntityKind::Collection);
        w.scene()->selectOnly({ id });
        w.action(QStringLiteral("addTree"))->trigger();
        const Relationship &rel = w.document()->model().relationships.at(0);
        QVERIFY(rel.isSelf());
        QVERIFY(rel.tree.has_value());
        QVERIFY(w.scene()->relationshipItem(QString::fromStdString(rel.id))->edge().self);
        QVERIFY(!hasErrors(validateModel(w.document()->model())));
    }

    // Imported models have no positions: they are laid out without overlaps,
    // embedded types beside their parent.
    void layoutOfAModelWithoutPositions()
    {
        Model model = fullModel();
        model.layout.clear();
        mWindow->document()->reset(model, QString());
        QList<EntityItem *> items = mWindow->scene()->entityItems();
        QCOMPARE(items.size(), int(model.entities.size()));
        for (EntityItem *a : items)
            for (EntityItem *b : items)
                QVERIFY(a == b || !a->sceneBoxRect().intersects(b->sceneBoxRect()));
        const QRectF orders
            = mWindow->scene()->entityItem(QStringLiteral("orders"))->sceneBoxRect();
        const QRectF line = mWindow->scene()->entityItem(QStringLiteral("line"))->sceneBoxRect();
        QVERIFY(line.left() > orders.right());
        // Beside it: no farther than the edge's label needs (tst_roomylayout).
        QVERIFY(line.left() - orders.right() < 250);
        QVERIFY(
            mWindow->document()->model().layout.empty()); // nothing changed until the user moves
        QSignalSpy finished(mWindow->editor(), &CanvasEditor::layoutFinished);
        mWindow->editor()->layOut({});
        QVERIFY(mWindow->editor()->layingOut()); // on the worker
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.first().at(0).toBool(), true);
        QCOMPARE(mWindow->document()->undoStack()->undoText(), QStringLiteral("Lay Out All"));
        QCOMPARE(mWindow->document()->model().layout.size(), model.entities.size());
    }

    // A window closing during a layout does not wait for Graphviz: the
    // runner goes at once, the layout ends on its own, its result dropped.
    void aRunningLayoutDoesNotHoldUpItsRunner()
    {
        Model model;
        for (int i = 0; i < 240; ++i) {
            Entity entity;
            entity.id = entity.name = "c" + std::to_string(i);
            entity.fields = { makeField("_id", { BsonType::ObjectId }, true) };
            model.entities.push_back(entity);
            for (const int parent : { i / 2, i / 3 })
                if (parent != i) {
                    Relationship rel;
                    rel.id = "r" + std::to_string(model.relationships.size());
                    rel.oneId = "c" + std::to_string(parent);
                    rel.manyId = entity.id;
                    model.relationships.push_back(rel);
                }
        }
        ModelDocument document;
        document.reset(model, QString());
        const LayoutInput input = layoutInputFor(model);
        QElapsedTimer clock;
        clock.start();
        auto runner = std::make_unique<LayoutRunner>(&document);
        QSignalSpy finished(runner.get(), &LayoutRunner::finished);
        QVERIFY(runner->start(input.boxes, {}, LayoutEngine::Dot, QStringLiteral("Lay Out All")));
        runner.reset();
        const qint64 closed = clock.elapsed();
        // The same layout here waits for the one left running, then runs.
        clock.restart();
        const DiagramLayout layout = graphvizLayout(model, input);
        const qint64 laidOut = clock.elapsed();
        QVERIFY(layout.error.isEmpty());
        QVERIFY2(closed * 4 < laidOut, // waiting for the layout would make them equal
            qPrintable(
                QStringLiteral("%1 ms to close, %2 ms to lay out").arg(closed).arg(laidOut)));
        QCoreApplication::processEvents();
        QCOMPARE(finished.size(), 0);
        QVERIFY(document.undoStack()->count() == 0);
    }

    // Lay Out All is one undo step for positions and routes; moving a box
    // drops the routes of its edges, and undo brings them back.
    void layOutAllUndoRedoAndMove()
    {
        Model model = fullModel();
        model.layout.clear();
        ModelDocument *document = mWindow->document();
        document->reset(model, QString());
        QSignalSpy finished(mWindow->editor(), &CanvasEditor::layoutFinished);
        mWindow->action(QStringLiteral("layOutAll"))->trigger();
        QVERIFY(!mWindow->action(QStringLiteral("layOutAll"))->isEnabled()); // while it runs
        QVERIFY(finished.wait(20000));
        QVERIFY(mWindow->action(QStringLiteral("layOutAll"))->isEnabled());
        const Model laidOut = document->model();
        QCOMPARE(laidOut.layout.size(), model.entities.size());
        QVERIFY(!laidOut.routes.empty());
        const Relationship &rel = *std::find_if(laidOut.relationships.begin(), laidOut.relationships.end(),
            [&](const Relationship &r) { return laidOut.routes.count(r.id) > 0; });
        RelationshipItem *edge = mWindow->scene()->relationshipItem(QString::fromStdString(rel.id));
        QVERIFY(edge->edge().path.elementCount() > 2); // the route, not a straight line

        document->undoStack()->undo();
        QVERIFY(document->model().layout.empty());
        QVERIFY(document->model().routes.empty());
        document->undoStack()->redo();
        QCOMPARE(document->model().layout, laidOut.layout);
        QCOMPARE(document->model().routes, laidOut.routes);
        QVERIFY(edge->edge().path.elementCount() > 2);

        const Position at = laidOut.layout.at(rel.manyId);
        document->undoStack()->push(new MoveEntitiesCommand(document, { { rel.manyId, at } },
            { { rel.manyId, Position { at.x + 200, at.y + 90 } } }, QStringLiteral("Move")));
        QVERIFY(!document->model().routes.count(rel.id));
        QCOMPARE(edge->edge().path.elementCount(), 2);
        document->undoStack()->undo();
        QCOMPARE(document->model().routes, laidOut.routes);
        QVERIFY(edge->edge().path.elementCount() > 2);
    }

    // The music store as reverse-engineering reads it, after Lay Out All:
    // with DOCMODELER_SCREENSHOT_LAYOUT=FILE the window is saved there.
    void musicStoreAfterLayOutAll()
    {
        Model model = test::musicStore();
        mWindow->document()->reset(model, QString());
        QSignalSpy finished(mWindow->editor(), &CanvasEditor::layoutFinished);
        mWindow->action(QStringLiteral("layOutAll"))->trigger();
        QVERIFY(finished.wait(20000));
        QCOMPARE(mWindow->document()->model().routes.size(), model.relationships.size());
        const QString file = qEnvironmentVariable("DOCMODELER_SCREENSHOT_LAYOUT");
        if (!file.isEmpty()) {
            // The whole map, then at 100 % around Track: labels and cardinalities.
            QApplication::processEvents();
            QVERIFY(mWindow->grab().save(file));
            mWindow->view()->resetZoom();
            mWindow->view()->centerOn(mWindow->scene()->entityItem(QStringLiteral("Track")));
            QApplication::processEvents();
            QVERIFY(mWindow->grab().save(QString(file).replace(QStringLiteral(".png"), QStringLiteral("-100.png"))));
        }
    }

    // Cancel drops the result: nothing changes, nothing to undo.
    void layOutCancelled()
    {
        Model model = fullModel();
        model.layout.clear();
        mWindow->document()->reset(model, QString());
        QSignalSpy finished(mWindow->editor(), &CanvasEditor::layoutFinished);
        mWindow->editor()->layOut({});
        mWindow->editor()->cancelLayout();
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.first().at(0).toBool(), false);
        QVERIFY(mWindow->document()->model().layout.empty());
        QCOMPARE(mWindow->document()->undoStack()->count(), 0);
    }

private:
    static bool hasDuplicateIds(const Model &model)
    {
        std::set<std::string> ids;
        for (const Entity &e : model.entities)
            if (!ids.insert(e.id).second)
                return true;
        for (const Relationship &r : model.relationships)
            if (!ids.insert(r.id).second)
                return true;
        return false;
    }

    std::unique_ptr<MainWindow> mWindow;
};

QTEST_MAIN(TestCanvas)
#include "tst_canvas.moc"
