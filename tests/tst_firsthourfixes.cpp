// SPDX-License-Identifier: GPL-3.0-or-later
// The first six things that got in a new user's way (issue 12), each driven
// as a person would: keys, clicks, drags and the mouse wheel.
#include "testsupport.h"

#include "canvas/canvaseditor.h"
#include "canvas/diagramscene.h"
#include "canvas/diagramview.h"
#include "canvas/entityitem.h"
#include "document/modeldocument.h"
#include "panels/inspector.h"
#include "panels/relationshipinspector.h"
#include "schema/qtstring.h"
#include "translations/translator.h"
#include "window/mainwindow.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardPaths>
#include <QToolBar>
#include <QToolButton>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

QPoint entityCenter(MainWindow &window, const QString &id)
{
    return window.view()->mapFromScene(window.scene()->entityItem(id)->sceneBoxRect().center());
}

bool boxShows(MainWindow &window, const QString &id, const QString &row)
{
    for (const EntityRow &r : window.scene()->entityItem(id)->box().rows)
        if (r.name == row)
            return true;
    return false;
}

// authors (name) -> books by extended reference, with positions far apart.
Model authorsAndBooks()
{
    Model model;
    Entity authors;
    authors.id = "authors";
    authors.name = "authors";
    authors.fields = { makeField("_id", { BsonType::ObjectId }, true),
        makeField("name", { BsonType::String }, true) };
    Entity books;
    books.id = "books";
    books.name = "books";
    books.fields = { makeField("_id", { BsonType::ObjectId }, true),
        makeField("title", { BsonType::String }, true) };
    model.entities = { authors, books };
    Relationship rel;
    rel.id = "author-books";
    rel.oneId = "authors";
    rel.manyId = "books";
    rel.strategy = Strategy::ExtendedReference;
    model.relationships = { rel };
    model.layout["authors"] = Position { 0, 0 };
    model.layout["books"] = Position { 500, 0 };
    return model;
}

bool sendWheel(QWidget *widget, int angle)
{
    const QPointF local = QRectF(widget->rect()).center();
    QWheelEvent event(local, widget->mapToGlobal(local), QPoint(), QPoint(0, angle), Qt::NoButton,
        Qt::NoModifier, Qt::NoScrollPhase, false);
    return QApplication::sendEvent(widget, &event);
}

} // namespace

class TestFirstHourFixes : public QObject
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
        mWindow->resize(1280, 800);
        mWindow->show();
        QVERIFY(QTest::qWaitForWindowExposed(mWindow.get()));
        mWindow->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(mWindow.get()));
        mWindow->view()->resetZoom();
        mWindow->view()->centerOn(QPointF(300, 150));
    }

    void cleanup() { mWindow.reset(); }

    // 1. Typing into "Copied fields" never rewrites the text; Enter commits;
    // a copy must name a field of its source.
    void copiedFieldsCommitOnEnterAndNameExistingFields()
    {
        MainWindow &w = *mWindow;
        w.document()->reset(authorsAndBooks(), {});
        w.scene()->selectOnly({ QStringLiteral("author-books") });
        auto *page = w.inspector()->relationshipPage();
        QVERIFY(page->isVisible());
        auto *copies = page->findChild<QLineEdit *>(QStringLiteral("copiedFields"));
        QVERIFY(copies);
        const Model before = w.document()->model();

        copies->setFocus();
        QTest::keyClicks(copies, QStringLiteral("name"));
        // Nothing rewrote the text or moved the cursor; nothing committed yet.
        QCOMPARE(copies->text(), QStringLiteral("name"));
        QCOMPARE(copies->cursorPosition(), 4);
        QCOMPARE(w.document()->model(), before);

        QTest::keyClick(copies, Qt::Key_Return);
        auto *message = page->findChild<QLabel *>(QStringLiteral("copiedFieldsMessage"));
        QVERIFY(message);
        const std::vector<DenormalizedField> name = { { "name", CopyDirection::IntoMany, {} } };
        QCOMPARE(w.document()->model().relationships[0].denormalized, name);
        QVERIFY(!message->isVisible());
        QCOMPARE(w.document()->undoStack()->count(), 1);

        // A field authors does not have: a visible message, the model unchanged.
        copies->selectAll();
        QTest::keyClicks(copies, QStringLiteral("nme"));
        QCOMPARE(copies->text(), QStringLiteral("nme"));
        QTest::keyClick(copies, Qt::Key_Return);
        QCOMPARE(w.document()->model().relationships[0].denormalized, name);
        QCOMPARE(w.document()->undoStack()->count(), 1);
        QVERIFY(message->isVisible());
        QVERIFY2(message->text().contains(QStringLiteral("nme")), qPrintable(message->text()));
        QVERIFY(message->text().contains(QStringLiteral("authors")));
        QCOMPARE(copies->text(), QStringLiteral("nme"));

        // An unknown direction is refused the same way.
        copies->selectAll();
        QTest::keyClicks(copies, QStringLiteral("name:sideways"));
        QTest::keyClick(copies, Qt::Key_Return);
        QCOMPARE(w.document()->model().relationships[0].denormalized, name);
        QVERIFY(message->isVisible());

        // Focus-out commits as well; the message goes once the text is right.
        copies->selectAll();
        QTest::keyClicks(copies, QStringLiteral("name, title:into-one"));
        w.view()->setFocus();
        QTRY_VERIFY(!copies->hasFocus());
        const std::vector<DenormalizedField> both
            = { { "name", CopyDirection::IntoMany, {} }, { "title", CopyDirection::IntoOne, {} } };
        QCOMPARE(w.document()->model().relationships[0].denormalized, both);
        QVERIFY(!message->isVisible());

        // "as NAME" renames a copy (one undo step); the text shows the name.
        copies->setFocus();
        copies->selectAll();
        QTest::keyClicks(copies, QStringLiteral("name:into-many as authorName, title:into-one"));
        QTest::keyClick(copies, Qt::Key_Return);
        const std::vector<DenormalizedField> renamed = { { "name", CopyDirection::IntoMany, "authorName" },
            { "title", CopyDirection::IntoOne, {} } };
        QCOMPARE(w.document()->model().relationships[0].denormalized, renamed);
        QCOMPARE(copies->text(), QStringLiteral("name:into-many as authorName, title:into-one"));
        // DOCMODELER_SCREENSHOT_COPIES=FILE saves the window's picture.
        if (const QString target = qEnvironmentVariable("DOCMODELER_SCREENSHOT_COPIES"); !target.isEmpty())
            QVERIFY(w.grab().save(target));
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->model().relationships[0].denormalized, both);
        QTRY_COMPARE(copies->text(), QStringLiteral("name:into-many, title:into-one"));
        w.document()->undoStack()->redo();
        QCOMPARE(w.document()->model().relationships[0].denormalized, renamed);
        // A name no document can hold is refused.
        copies->selectAll();
        QTest::keyClicks(copies, QStringLiteral("name as author.name"));
        QTest::keyClick(copies, Qt::Key_Return);
        QCOMPARE(w.document()->model().relationships[0].denormalized, renamed);
        QVERIFY(message->isVisible());
        QVERIFY2(message->text().contains(QStringLiteral("author.name")), qPrintable(message->text()));
    }

    // 2. Add Collection (Ctrl+E) and double-click never cover an existing box.
    void newCollectionsLandInFreeSpace()
    {
        MainWindow &w = *mWindow;
        QWidget *viewport = w.view()->viewport();
        const QPointF centre = w.view()->mapToScene(viewport->rect().center());
        for (int i = 0; i < 3; ++i)
            QTest::keyClick(&w, Qt::Key_E, Qt::ControlModifier);
        QCOMPARE(w.document()->model().entities.size(), size_t(3));
        QList<QRectF> boxes;
        for (const Entity &e : w.document()->model().entities)
            boxes << w.scene()->entityItem(toQString(e.id))->sceneBoxRect();
        // The first is where the person looks; none covers another; all stay near.
        QVERIFY(boxes[0].contains(centre));
        for (int i = 0; i < boxes.size(); ++i) {
            QVERIFY(QLineF(boxes[i].center(), centre).length() < 400);
            for (int j = i + 1; j < boxes.size(); ++j)
                QVERIFY2(!boxes[i].intersects(boxes[j]),
                    qPrintable(QStringLiteral("box %1 overlaps box %2").arg(i).arg(j)));
        }

        // A double-click on empty canvas puts the box at the click...
        const QPointF free = boxes[0].topLeft() + QPointF(0, 600);
        QTest::mouseDClick(viewport, Qt::LeftButton, {}, w.view()->mapFromScene(free));
        QCOMPARE(w.document()->model().entities.size(), size_t(4));
        const QRectF atClick = w.scene()
                                   ->entityItem(toQString(w.document()->model().entities[3].id))
                                   ->sceneBoxRect();
        QVERIFY(QLineF(atClick.topLeft(), free).length() < 2);
        // ...and moved aside when it would cover a box (a click just beside
        // the first box's right edge, on empty canvas).
        const QPointF beside = boxes[0].topRight() + QPointF(10, 0);
        QVERIFY(!w.scene()->itemAt(beside, QTransform()));
        QTest::mouseDClick(viewport, Qt::LeftButton, {}, w.view()->mapFromScene(beside));
        QCOMPARE(w.document()->model().entities.size(), size_t(5));
        const QRectF aside = w.scene()
                                 ->entityItem(toQString(w.document()->model().entities[4].id))
                                 ->sceneBoxRect();
        for (const Entity &e : w.document()->model().entities)
            if (toQString(e.id) != toQString(w.document()->model().entities[4].id))
                QVERIFY(!aside.intersects(w.scene()->entityItem(toQString(e.id))->sceneBoxRect()));
        QVERIFY(QLineF(aside.topLeft(), beside).length() < 400);
    }

    // 3. Connect mode: a plain click connects nothing; one connection ends
    // the mode, so does Escape; a drag out and back in makes a tree.
    void connectModeEndsAndClickMakesNoSelfLoop()
    {
        MainWindow &w = *mWindow;
        QWidget *viewport = w.view()->viewport();
        const QString a = w.editor()->addEntity(QPointF(0, 0), EntityKind::Collection);
        const QString b = w.editor()->addEntity(QPointF(500, 0), EntityKind::Collection);
        const Model &model = w.document()->model();
        QAction *connectAction = w.action(QStringLiteral("connect"));

        connectAction->trigger();
        QVERIFY(w.scene()->tool() == DiagramScene::Tool::Connect);
        QTest::mouseClick(viewport, Qt::LeftButton, {}, entityCenter(w, a));
        QCOMPARE(model.relationships.size(), size_t(0));
        QVERIFY(w.scene()->tool() == DiagramScene::Tool::Connect);

        QTest::mousePress(viewport, Qt::LeftButton, {}, entityCenter(w, a));
        QTest::mouseMove(viewport, entityCenter(w, b));
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, entityCenter(w, b));
        QCOMPARE(model.relationships.size(), size_t(1));
        QVERIFY(w.scene()->tool() == DiagramScene::Tool::Select);
        QVERIFY(!connectAction->isChecked());

        connectAction->trigger();
        QVERIFY(w.scene()->tool() == DiagramScene::Tool::Connect);
        QTest::keyClick(w.view(), Qt::Key_Escape);
        QVERIFY(w.scene()->tool() == DiagramScene::Tool::Select);
        QVERIFY(!connectAction->isChecked());

        // A self-relationship on purpose: out of the box and back onto it.
        connectAction->trigger();
        const QPoint outside = w.view()->mapFromScene(
            w.scene()->entityItem(a)->sceneBoxRect().bottomLeft() + QPointF(0, 120));
        QTest::mousePress(viewport, Qt::LeftButton, {}, entityCenter(w, a));
        QTest::mouseMove(viewport, outside);
        QTest::mouseMove(viewport, entityCenter(w, a));
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, entityCenter(w, a));
        QCOMPARE(model.relationships.size(), size_t(2));
        QVERIFY(model.relationships[1].isSelf());
        QVERIFY(model.relationships[1].tree.has_value());
        QVERIFY(w.scene()->tool() == DiagramScene::Tool::Select);
    }

    // 4. No toolbar button moves when the undo text changes.
    void toolbarButtonsKeepTheirPlace()
    {
        MainWindow &w = *mWindow;
        auto *toolbar = w.findChild<QToolBar *>(QStringLiteral("main"));
        QVERIFY(toolbar);
        auto geometries = [toolbar] {
            QList<QRect> out;
            for (QToolButton *button : toolbar->findChildren<QToolButton *>())
                if (button->isVisible())
                    out << button->geometry();
            return out;
        };
        const QList<QRect> before = geometries();
        QVERIFY(before.size() >= 10);

        QTest::keyClick(&w, Qt::Key_E, Qt::ControlModifier);
        QCOMPARE(w.document()->model().entities.size(), size_t(1));
        QTest::qWait(0);
        QCOMPARE(geometries(), before);
        // The full name is still there, in the tooltip and in the Edit menu.
        QAction *undo = w.action(QStringLiteral("undo"));
        QVERIFY2(undo->toolTip().contains(QStringLiteral("Add Collection")),
            qPrintable(undo->toolTip()));
        QVERIFY(undo->text().contains(QStringLiteral("Add Collection")));
        auto *button = qobject_cast<QToolButton *>(toolbar->widgetForAction(undo));
        QVERIFY(button);
        QVERIFY(!button->text().contains(QStringLiteral("Add Collection")));

        w.document()->undoStack()->undo();
        QTest::qWait(0);
        QCOMPARE(geometries(), before);
        QAction *redo = w.action(QStringLiteral("redo"));
        QVERIFY(redo->toolTip().contains(QStringLiteral("Add Collection")));
    }

    // 5. The wheel over an unfocused combo box scrolls the inspector instead.
    void inspectorIgnoresTheWheelUnlessFocused()
    {
        MainWindow &w = *mWindow;
        w.document()->reset(authorsAndBooks(), {});
        w.scene()->selectOnly({ QStringLiteral("author-books") });
        auto *page = w.inspector()->relationshipPage();
        auto *combo = page->findChild<QComboBox *>(QStringLiteral("cardinality"));
        QVERIFY(combo && combo->isVisible());
        w.view()->setFocus();
        QTRY_VERIFY(w.view()->hasFocus());
        auto *scroll = w.inspector()->findChild<QScrollArea *>();
        QVERIFY(scroll);
        QScrollBar *bar = scroll->verticalScrollBar();
        QVERIFY(bar->maximum() > 0);
        bar->setValue(0);
        // Bring the combo into view and remember where the area stands.
        scroll->ensureWidgetVisible(combo);
        const int scrolled = bar->value();

        const Model before = w.document()->model();
        sendWheel(combo, -120);
        sendWheel(combo, -120);
        QCOMPARE(w.document()->model(), before);
        QCOMPARE(combo->currentData().toInt(), int(before.relationships[0].cardinality));
        QVERIFY2(bar->value() != scrolled, "the scroll area did not get the wheel");

        // Focused on purpose, the wheel does change it.
        combo->setFocus();
        QTRY_VERIFY(combo->hasFocus());
        QVERIFY(combo->focusPolicy() == Qt::StrongFocus);
        sendWheel(combo, -120);
        QVERIFY(w.document()->model().relationships[0].cardinality
            != before.relationships[0].cardinality);
    }

    // 6. The fields a relationship writes appear in both boxes at once.
    void relationshipFieldsAreDrawnAtOnce()
    {
        MainWindow &w = *mWindow;
        QWidget *viewport = w.view()->viewport();
        const QString authors = w.editor()->addEntity(QPointF(0, 0), EntityKind::Collection);
        const QString books = w.editor()->addEntity(QPointF(500, 0), EntityKind::Collection);
        w.editor()->renameEntity(authors, QStringLiteral("authors"));
        w.editor()->renameEntity(books, QStringLiteral("books"));

        w.action(QStringLiteral("connect"))->trigger();
        QTest::mousePress(viewport, Qt::LeftButton, {}, entityCenter(w, authors));
        QTest::mouseMove(viewport, entityCenter(w, books));
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, entityCenter(w, books));
        QCOMPARE(w.document()->model().relationships.size(), size_t(1));
        QCOMPARE(w.document()->model().relationships[0].strategy, Strategy::ParentReferencing);
        QVERIFY(boxShows(w, books, QStringLiteral("author_id")));

        // Renaming the parent renames the reference in the child's box.
        w.editor()->renameEntity(authors, QStringLiteral("writers"));
        QVERIFY(boxShows(w, books, QStringLiteral("writer_id")));

        // Undo and redo of the connection take the field away and back.
        QUndoStack *stack = w.document()->undoStack();
        stack->undo();
        stack->undo();
        QVERIFY(!boxShows(w, books, QStringLiteral("author_id")));
        stack->redo();
        QVERIFY(boxShows(w, books, QStringLiteral("author_id")));

        const QString categories = w.editor()->addEntity(QPointF(0, 400), EntityKind::Collection);
        w.scene()->selectOnly({ categories });
        w.action(QStringLiteral("addTree"))->trigger();
        QVERIFY(w.document()->model().relationships.back().tree.has_value());
        QVERIFY(boxShows(w, categories, QStringLiteral("parent")));
    }

private:
    std::unique_ptr<MainWindow> mWindow;
};

QTEST_MAIN(TestFirstHourFixes)
#include "tst_firsthourfixes.moc"
