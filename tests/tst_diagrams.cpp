// SPDX-License-Identifier: GPL-3.0-or-later
// Subject areas in the window: a diagram made from the selection, shown in
// its tab with only its entities and stubs to the others, moved on its own,
// grown by its neighbours, renamed and deleted, found automatically; each
// edit one undo step; a stub's double-click opens its target.
#include "benchmodel.h"
#include "exportfixtures.h"
#include "testsupport.h"
#include "windowsupport.h"

#include "canvas/areaitem.h"
#include "canvas/canvaseditor.h"
#include "canvas/diagramscene.h"
#include "canvas/diagramtabs.h"
#include "canvas/diagramview.h"
#include "canvas/entityitem.h"
#include "canvas/stubitem.h"
#include "diagram/subjectareas.h"
#include "document/modeldocument.h"
#include "io/modelreader.h"
#include "panels/advisordock.h"
#include "schema/diagrams.h"
#include "translations/translator.h"
#include "window/diagramcontroller.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QElapsedTimer>
#include <QProgressDialog>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

Model onlineShop()
{
    return loadExample(QStringLiteral("online-shop"));
}

QString idOf(const Model &model, const char *name)
{
    const Entity *entity = model.findEntityByName(name);
    return entity ? QString::fromStdString(entity->id) : QString();
}

QStringList tabTexts(const DiagramTabs *tabs)
{
    QStringList out;
    for (int i = 0; i < tabs->count(); ++i)
        out << tabs->tabText(i);
    return out;
}

} // namespace

class TestDiagrams : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        installTranslations(QStringLiteral("en"));
    }

    void init()
    {
        mWindow = std::make_unique<MainWindow>();
        mWindow->document()->reset(onlineShop(), {});
        QVERIFY(showWindow(*mWindow));
    }

    void cleanup() { mWindow.reset(); }

    // Orders, order items and payments as a diagram of their own: its tab
    // is shown, only they are drawn, their other relationships are stubs.
    void newDiagramFromSelection()
    {
        MainWindow &w = *mWindow;
        const Model model = w.document()->model();
        const QStringList chosen { idOf(model, "orders"), idOf(model, "shipments"), idOf(model, "payments") };
        QVERIFY(!chosen.contains(QString()));
        const auto allPositions = w.scene()->drawnPositions(chosen);
        w.scene()->selectOnly(chosen);
        QVERIFY(w.action(QStringLiteral("newDiagram"))->isEnabled());
        QUndoStack *stack = w.document()->undoStack();
        const int before = stack->count();
        w.diagrams()->newDiagramFromSelection(QStringLiteral("Ordering"));
        QCOMPARE(stack->count(), before + 1);
        QCOMPARE(w.document()->currentDiagram(), std::string("Ordering"));
        QCOMPARE(w.diagramTabs()->count(), 2);
        QCOMPARE(w.diagramTabs()->tabText(1), QStringLiteral("Ordering (3)"));
        QCOMPARE(w.diagramTabs()->currentIndex(), 1);
        QCOMPARE(w.scene()->entityCount(), size_t(3));
        // Where they were drawn in All.
        QCOMPARE(w.scene()->drawnPositions(chosen), allPositions);
        // Each relationship to an entity outside is a stub naming it.
        const std::set<std::string> inside { chosen[0].toStdString(), chosen[1].toStdString(), chosen[2].toStdString() };
        QCOMPARE(size_t(w.scene()->stubItems().size()), outgoingRelationships(model, inside).size());
        QVERIFY(!w.scene()->stubItems().isEmpty());
        QVERIFY(std::ranges::all_of(w.scene()->stubItems(),
            [](const StubItem *stub) { return stub->text().startsWith(QStringLiteral("→ ")); }));
        saveScreenshotIfAsked(&w, QStringLiteral("diagram-subject-area.png"));

        stack->undo();
        QCOMPARE(w.diagramTabs()->count(), 1);
        QCOMPARE(w.document()->currentDiagram(), std::string("All"));
        QCOMPARE(w.scene()->entityCount(), model.entities.size());
        QVERIFY(w.scene()->stubItems().isEmpty());
        stack->redo();
        QCOMPARE(w.document()->currentDiagram(), std::string("Ordering"));
        QCOMPARE(w.scene()->entityCount(), size_t(3));
    }

    // A box dragged in an area moves there only; undo, from All, shows
    // the area again and puts it back.
    void movesStayInTheirDiagram()
    {
        MainWindow &w = *mWindow;
        const Model model = w.document()->model();
        const QString orders = idOf(model, "orders");
        w.scene()->selectOnly({ orders, idOf(model, "payments") });
        w.diagrams()->newDiagramFromSelection(QStringLiteral("Payments"));
        const Position allBefore = model.layout.at(orders.toStdString());
        QWidget *viewport = w.view()->viewport();
        const QPoint from = w.view()->mapFromScene(w.scene()->entityItem(orders)->sceneTitleRect().center());
        QTest::mousePress(viewport, Qt::LeftButton, {}, from);
        QTest::mouseMove(viewport, from + QPoint(40, 30));
        QTest::mouseMove(viewport, from + QPoint(80, 60));
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, from + QPoint(80, 60));
        const SubjectArea *area = findDiagram(w.document()->model(), "Payments");
        QVERIFY(area);
        const Position moved = area->layout.at(orders.toStdString());
        QVERIFY2(moved.x > allBefore.x + 20, qPrintable(QString::number(moved.x - allBefore.x)));
        QCOMPARE(w.document()->model().layout.at(orders.toStdString()), allBefore);
        // To All by its tab, as a person clicks it.
        QTabBar *tabs = w.diagramTabs();
        QTest::mouseClick(tabs, Qt::LeftButton, {}, tabs->tabRect(0).center());
        QCOMPARE(w.document()->currentDiagram(), std::string("All"));
        QCOMPARE(w.scene()->entityItem(orders)->pos(), QPointF(allBefore.x, allBefore.y));
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->currentDiagram(), std::string("Payments"));
        QCOMPARE(findDiagram(w.document()->model(), "Payments")->layout.at(orders.toStdString()), allBefore);
    }

    // A stub's double-click opens a diagram that shows its target, with
    // the target chosen.
    void stubOpensItsTarget()
    {
        MainWindow &w = *mWindow;
        const Model model = w.document()->model();
        w.scene()->selectOnly({ idOf(model, "orders") });
        w.diagrams()->newDiagramFromSelection(QStringLiteral("Orders alone"));
        QVERIFY(!w.scene()->stubItems().isEmpty());
        StubItem *stub = w.scene()->stubItems().first();
        const QString target = stub->targetId();
        const QPoint at = w.view()->mapFromScene(stub->mapToScene(stub->boundingRect().center()));
        QTest::mouseDClick(w.view()->viewport(), Qt::LeftButton, {}, at);
        QTRY_COMPARE(w.document()->currentDiagram(), std::string("All"));
        QCOMPARE(w.scene()->selectedEntityIds(), QStringList { target });
    }

    void addNeighboursRenameDelete()
    {
        MainWindow &w = *mWindow;
        const Model model = w.document()->model();
        const QString orders = idOf(model, "orders");
        w.scene()->selectOnly({ orders });
        w.diagrams()->newDiagramFromSelection(QStringLiteral("Core"));
        w.scene()->clearSelection();
        QUndoStack *stack = w.document()->undoStack();
        w.action(QStringLiteral("addNeighbours"))->trigger();
        const std::set<std::string> expected = neighbourEntities(model, { orders.toStdString() });
        QCOMPARE(w.scene()->entityCount(), expected.size() + 1);
        QCOMPARE(stack->undoText(), QStringLiteral("Add %1 Neighbours").arg(expected.size()));
        for (const std::string &id : expected)
            QVERIFY(w.scene()->entityItem(QString::fromStdString(id)));
        w.diagrams()->renameDiagram(QStringLiteral("Core"), QStringLiteral("Order core"));
        QCOMPARE(w.document()->currentDiagram(), std::string("Order core"));
        QVERIFY(tabTexts(w.diagramTabs()).last().startsWith(QLatin1String("Order core (")));
        w.diagrams()->deleteDiagram(QStringLiteral("Order core"));
        QCOMPARE(w.diagramTabs()->count(), 1);
        QCOMPARE(w.document()->currentDiagram(), std::string("All"));
        QCOMPARE(w.document()->model().entities.size(), model.entities.size());
        stack->undo();
        QCOMPARE(w.document()->currentDiagram(), std::string("Order core"));
        stack->undo();
        QCOMPARE(w.document()->currentDiagram(), std::string("Core"));
        stack->undo();
        QCOMPARE(w.scene()->entityCount(), size_t(1));
    }

    // Deleting an entity takes it out of its areas; undo brings it back there.
    void deletedEntitiesLeaveAndReturn()
    {
        MainWindow &w = *mWindow;
        const Model model = w.document()->model();
        const QString orders = idOf(model, "orders");
        const QString payments = idOf(model, "payments");
        w.scene()->selectOnly({ orders, payments });
        w.diagrams()->newDiagramFromSelection(QStringLiteral("Two"));
        w.scene()->selectOnly({ payments });
        w.action(QStringLiteral("delete"))->trigger();
        QCOMPARE(findDiagram(w.document()->model(), "Two")->entities, std::vector<std::string> { orders.toStdString() });
        QCOMPARE(w.scene()->entityCount(), size_t(1));
        w.document()->undoStack()->undo();
        QCOMPARE(findDiagram(w.document()->model(), "Two")->entities.size(), size_t(2));
        QVERIFY(w.scene()->entityItem(payments));
    }

    // Lay Out All of a diagram too large for Graphviz at once: in parts on
    // the worker, the progress dialog counting them, one undo step; Cancel
    // stops it with nothing changed.
    void largeLayOutAllRunsInPartsAndCancels()
    {
        MainWindow &w = *mWindow;
        Model large = bench::makeBenchModel({ 400, 6, 600, 0, 0 });
        large.layout.clear();
        w.document()->reset(large, {});
        QSignalSpy progress(w.editor(), &CanvasEditor::layoutProgress);
        QSignalSpy finished(w.editor(), &CanvasEditor::layoutFinished);
        w.action(QStringLiteral("layOutAll"))->trigger();
        QVERIFY(finished.wait(60000));
        QVERIFY(finished.first().first().toBool());
        // Parts counted as they are laid out (Qt reports progress at most
        // 25 times a second, so not necessarily each one).
        QVERIFY(!progress.isEmpty());
        for (const QList<QVariant> &step : std::as_const(progress))
            QVERIFY(step.at(1).toInt() > 1 && step.at(0).toInt() >= 0 && step.at(0).toInt() <= step.at(1).toInt());
        QCOMPARE(w.document()->undoStack()->count(), 1);
        QCOMPARE(w.document()->model().layout.size(), large.entities.size());
        QTRY_VERIFY(!w.findChild<AdvisorDock *>()->isRefreshing());
        saveScreenshotIfAsked(&w, QStringLiteral("layout-in-parts.png"));

        const std::map<std::string, Position> before = w.document()->model().layout;
        w.action(QStringLiteral("layOutAll"))->trigger();
        auto *dialog = w.findChild<QProgressDialog *>(QStringLiteral("layoutProgress"));
        QVERIFY(dialog);
        emit dialog->canceled();
        QVERIFY(finished.wait(60000));
        QVERIFY(!finished.last().first().toBool());
        QVERIFY(finished.last().at(1).toString().isEmpty()); // cancelled, not failed
        QCOMPARE(w.document()->undoStack()->count(), 1);
        QCOMPARE(w.document()->model().layout, before);
    }

    // A 300-entity model divided on the worker, each area laid out; one
    // undo step; the areas survive saving and opening.
    void findsSubjectAreas()
    {
        MainWindow &w = *mWindow;
        Model large = bench::makeBenchModel({ 300, 6, 450, 0, 0 });
        large.layout.clear();
        w.document()->reset(large, {});
        QSignalSpy found(w.diagrams(), &DiagramController::areasFound);
        w.action(QStringLiteral("findSubjectAreas"))->trigger();
        QVERIFY(found.wait(60000));
        const std::vector<SubjectArea> &areas = w.document()->model().diagrams;
        QCOMPARE(found.first().first().toInt(), int(areas.size()));
        QVERIFY(areas.size() >= 5);
        QCOMPARE(w.diagramTabs()->count(), int(areas.size()) + 1);
        for (const SubjectArea &area : areas) {
            QVERIFY(area.entities.size() <= 60);
            QCOMPARE(area.layout.size(), area.entities.size());
        }
        QCOMPARE(w.document()->currentDiagram(), areas.front().name);
        QCOMPARE(w.scene()->entityCount(), areas.front().entities.size());
        QCOMPARE(w.document()->undoStack()->count(), 1);
        w.action(QStringLiteral("nextDiagram"))->trigger();
        QCOMPARE(w.document()->currentDiagram(), areas[1].name);
        w.action(QStringLiteral("previousDiagram"))->trigger();
        w.action(QStringLiteral("previousDiagram"))->trigger();
        QCOMPARE(w.document()->currentDiagram(), std::string("All"));

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("areas.dmodel"));
        QVERIFY(w.document()->saveAs(path).isEmpty());
        MainWindow reopened;
        QVERIFY(reopened.document()->load(path, nullptr));
        QCOMPARE(reopened.document()->model().diagrams, w.document()->model().diagrams);
        QCOMPARE(reopened.diagramTabs()->count(), w.diagramTabs()->count());
        w.document()->undoStack()->undo();
        QVERIFY(w.document()->model().diagrams.empty());
        QCOMPARE(w.diagramTabs()->count(), 1);
    }

    // The advisor, the outline and Find name entities a subject area may
    // not draw: All is shown with the entity chosen.
    void objectsOutsideTheAreaAreRevealed()
    {
        MainWindow &w = *mWindow;
        const Model model = w.document()->model();
        w.scene()->selectOnly({ idOf(model, "orders") });
        w.diagrams()->newDiagramFromSelection(QStringLiteral("Orders"));
        const QString coupons = idOf(model, "coupons");
        QVERIFY(!w.scene()->entityItem(coupons));
        auto *advisor = w.findChild<AdvisorDock *>();
        QVERIFY(advisor);
        emit advisor->objectActivated(coupons);
        QCOMPARE(w.document()->currentDiagram(), std::string("All"));
        QCOMPARE(w.scene()->selectedEntityIds(), QStringList { coupons });
        w.document()->showDiagram("Orders");
        QVERIFY(w.selectEntityNamed(QStringLiteral("wishlists")));
        QCOMPARE(w.document()->currentDiagram(), std::string("All"));
        QCOMPARE(w.scene()->selectedEntityIds(), QStringList { idOf(model, "wishlists") });
    }

    // A reverse-engineered model too large for one diagram opens with its
    // subject areas found.
    void largeInferredModelsGetAreas()
    {
        MainWindow &w = *mWindow;
        Model inferred = bench::makeBenchModel({ 120, 4, 180, 0, 0 });
        inferred.layout.clear();
        QSignalSpy found(w.diagrams(), &DiagramController::areasFound);
        w.openInferredModel(inferred);
        QVERIFY(found.wait(60000));
        QVERIFY(w.document()->model().diagrams.size() >= 2);
        QVERIFY(w.diagramTabs()->count() >= 3);
    }

    // The 2,000-entity model with its subject areas opens on the overview:
    // one box per area; a double-click opens one; Show Every Entity draws
    // them all.
    void largeModelsOpenOnTheirOverview()
    {
        MainWindow &w = *mWindow;
        Model large = bench::makeBenchModel();
        large.diagrams = findSubjectAreas(large).areas;
        QElapsedTimer timer;
        timer.start();
        w.document()->reset(large, {});
        qInfo("overview of %zu areas shown in %lld ms", large.diagrams.size(), timer.elapsed());
        QVERIFY(w.scene()->isOverview());
        QCOMPARE(w.scene()->entityCount(), size_t(0));
        QList<AreaItem *> areas;
        for (QGraphicsItem *item : w.scene()->items())
            if (item->type() == AreaItem::Type)
                areas << static_cast<AreaItem *>(item);
        QCOMPARE(areas.size(), qsizetype(large.diagrams.size()));
        QVERIFY(w.action(QStringLiteral("showAllEntities"))->isEnabled());
        saveScreenshotIfAsked(&w, QStringLiteral("diagram-overview.png"));
        AreaItem *first = areas.first();
        const std::string name = first->area().toStdString();
        QTest::mouseDClick(w.view()->viewport(), Qt::LeftButton, {},
            w.view()->mapFromScene(first->mapToScene(first->boundingRect().center())));
        QTRY_COMPARE(w.document()->currentDiagram(), name);
        QCOMPARE(w.scene()->entityCount(), findDiagram(large, name)->entities.size());
        w.document()->showDiagram("All");
        QVERIFY(w.scene()->isOverview());
        w.action(QStringLiteral("showAllEntities"))->trigger();
        QVERIFY(!w.scene()->isOverview());
        QCOMPARE(w.scene()->entityCount(), large.entities.size());
        QVERIFY(!w.action(QStringLiteral("showAllEntities"))->isEnabled());
    }

private:
    std::unique_ptr<MainWindow> mWindow;
};

QTEST_MAIN(TestDiagrams)
#include "tst_diagrams.moc"
