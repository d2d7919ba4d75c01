// SPDX-License-Identifier: GPL-3.0-or-later
// More of what got in a new user's way (issue 12, items 8, 11 and 12), each
// driven as a person would: clicks on the canvas, the status bar, the
// advisor's list and the inspector.
#include "testsupport.h"

#include "canvas/canvaseditor.h"
#include "canvas/diagramscene.h"
#include "canvas/diagramview.h"
#include "canvas/relationshipitem.h"
#include "document/modeldocument.h"
#include "panels/advisordock.h"
#include "panels/inspector.h"
#include "panels/previewpanel.h"
#include "panels/relationshipinspector.h"
#include "schema/derivedfields.h"
#include "schema/validation.h"
#include "translations/translator.h"
#include "window/mainwindow.h"

#include <QAbstractButton>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTreeWidget>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

// authors (name) -> books, positions far apart.
Model authorsAndBooks(Strategy strategy, std::vector<DenormalizedField> copies = {})
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
    rel.strategy = strategy;
    rel.denormalized = std::move(copies);
    model.relationships = { rel };
    model.layout["authors"] = Position { 0, 0 };
    model.layout["books"] = Position { 500, 0 };
    return model;
}

bool settled(PreviewPanel *panel)
{
    return QTest::qWaitFor([panel] { return !panel->isRefreshing(); }, 5000);
}

// The panel's heading: the label above the documents.
QString titleOf(PreviewPanel *panel)
{
    for (QLabel *label : panel->findChildren<QLabel *>())
        if (label->text().startsWith(QStringLiteral("Documents of")))
            return label->text();
    return {};
}

// Clicks the relationship's line on the canvas.
void clickEdge(MainWindow &w, const QString &id)
{
    RelationshipItem *edge = w.scene()->relationshipItem(id);
    QVERIFY(edge);
    const QPoint at = w.view()->mapFromScene(edge->edge().path.pointAtPercent(0.3));
    QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, at);
    QCOMPARE(w.scene()->selectedRelationshipIds(), QStringList { id });
}

QTreeWidgetItem *findRow(QTreeWidget *tree, const QString &text)
{
    for (QTreeWidgetItemIterator it(tree); *it; ++it)
        if ((*it)->text(0).contains(text))
            return *it;
    return nullptr;
}

// Every copy a relationship keeps names a field its source has, and goes
// into documents that hold the reference it rides on.
bool copiesAreConsistent(const Model &model)
{
    for (const Relationship &rel : model.relationships)
        for (const DenormalizedField &copy : rel.denormalized) {
            if (copy.direction == CopyDirection::IntoMany && childFieldName(model, rel).empty())
                return false;
            if (copy.direction == CopyDirection::IntoOne && strategyEmbeds(rel.strategy))
                return false;
        }
    return !hasErrors(validateModel(model));
}

} // namespace

class TestFirstHourFixes2 : public QObject
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
    }

    void cleanup() { mWindow.reset(); }

    // 8. A selected relationship previews the documents it writes into.
    void previewShowsTheCollectionsARelationshipWrites_data()
    {
        QTest::addColumn<int>("strategy");
        QTest::addColumn<QStringList>("shown");
        QTest::addColumn<QString>("field");
        QTest::newRow("parent reference")
            << int(Strategy::ParentReferencing) << QStringList { QStringLiteral("books") }
            << QStringLiteral("author_id: ObjectId(");
        QTest::newRow("extended reference")
            << int(Strategy::ExtendedReference) << QStringList { QStringLiteral("books") }
            << QStringLiteral("author_id: ObjectId(");
        QTest::newRow("child references")
            << int(Strategy::ChildReferencing) << QStringList { QStringLiteral("authors") }
            << QStringLiteral("book_ids: [");
        QTest::newRow("embed") << int(Strategy::Embed) << QStringList { QStringLiteral("authors") }
                               << QStringLiteral("books: [");
        QTest::newRow("two-way") << int(
            Strategy::TwoWay) << QStringList { QStringLiteral("authors"), QStringLiteral("books") }
                                 << QStringLiteral("book_ids: [");
    }

    void previewShowsTheCollectionsARelationshipWrites()
    {
        QFETCH(int, strategy);
        QFETCH(QStringList, shown);
        QFETCH(QString, field);
        MainWindow &w = *mWindow;
        const std::vector<DenormalizedField> copies
            = Strategy(strategy) == Strategy::ExtendedReference
            ? std::vector<DenormalizedField> { { "name", CopyDirection::IntoMany, {} } }
            : std::vector<DenormalizedField> {};
        w.document()->reset(authorsAndBooks(Strategy(strategy), copies), {});
        w.view()->resetZoom();
        w.view()->centerOn(QPointF(300, 100));
        PreviewPanel *panel = w.preview();

        clickEdge(w, QStringLiteral("author-books"));
        QVERIFY(settled(panel));
        QCOMPARE(panel->entityId(), shown.first());
        const QString text = panel->documentsText();
        QVERIFY2(text.contains(field), qPrintable(text));
        const QString title = titleOf(panel);
        for (const QString &collection : shown)
            QVERIFY2(title.contains(collection), qPrintable(title));
        if (Strategy(strategy) == Strategy::ExtendedReference)
            QVERIFY2(text.contains(QStringLiteral("name: ")), qPrintable(text));
        if (shown.size() == 2) {
            // Both collections' documents, each titled, the parent's first.
            const qsizetype authors
                = text.indexOf(QStringLiteral("// Documents of the collection authors"));
            const qsizetype books
                = text.indexOf(QStringLiteral("// Documents of the collection books"));
            QVERIFY2(authors >= 0 && books > authors, qPrintable(text));
            QVERIFY(text.indexOf(QStringLiteral("book_ids: [")) < books);
            QVERIFY(text.indexOf(QStringLiteral("author_id: ObjectId(")) > books);
            QVERIFY(panel->sizeText().contains(QStringLiteral("authors")));
            QVERIFY(panel->sizeText().contains(QStringLiteral("books")));
        }

        // The preview follows a strategy change of the selected relationship.
        w.editor()->setStrategy(QStringLiteral("author-books"), Strategy::Embed);
        QVERIFY(settled(panel));
        QCOMPARE(panel->entityId(), QStringLiteral("authors"));
        QVERIFY(!panel->documentsText().contains(
            QStringLiteral("// Documents of the collection books")));
    }

    // 11. Validation errors are findings; the status bar count opens them.
    void validationErrorsAreListedInTheAdvisor()
    {
        MainWindow &w = *mWindow;
        w.document()->reset(authorsAndBooks(Strategy::ExtendedReference,
                                { { "nme", CopyDirection::IntoMany, {} } }),
            {});
        auto *dock = w.findChild<AdvisorDock *>();
        QVERIFY(dock);
        dock->hide();
        QVERIFY(!dock->isVisible());

        auto *status
            = w.statusBar()->findChild<QAbstractButton *>(QStringLiteral("validationStatus"));
        QVERIFY(status);
        QVERIFY2(status->text().contains(QStringLiteral("1 error(s)")), qPrintable(status->text()));
        QTest::mouseClick(status, Qt::LeftButton);
        QTRY_VERIFY(dock->isVisible());

        QTreeWidget *list = dock->list();
        QTRY_VERIFY(findRow(list, QStringLiteral("nme")));
        QTreeWidgetItem *row = findRow(list, QStringLiteral("nme"));
        // Under the errors, under its relationship, and chosen.
        QVERIFY(row->parent() && row->parent()->parent());
        QVERIFY2(row->parent()->parent()->text(0).startsWith(QStringLiteral("Errors")),
            qPrintable(row->parent()->parent()->text(0)));
        QVERIFY2(row->parent()->text(0).contains(QStringLiteral("authors")),
            qPrintable(row->parent()->text(0)));
        QCOMPARE(list->currentItem(), row);

        // Choosing it selects the relationship, like any finding.
        w.scene()->selectOnly({});
        const QRect rect = list->visualItemRect(row);
        QVERIFY(rect.isValid());
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rect.center());
        QCOMPARE(
            w.scene()->selectedRelationshipIds(), QStringList { QStringLiteral("author-books") });

        // Fixed, it is gone, and the status says so.
        w.document()->reset(authorsAndBooks(Strategy::ExtendedReference,
                                { { "name", CopyDirection::IntoMany, {} } }),
            {});
        dock->refresh();
        QVERIFY(!findRow(list, QStringLiteral("nme")));
        QCOMPARE(status->text(), QStringLiteral("Model is valid"));
    }

    // 12. A strategy change takes the copies it cannot keep with it, says so,
    // and undo brings them back.
    void strategyChangeDropsCopiesItCannotKeep()
    {
        MainWindow &w = *mWindow;
        // The author's name rides on each book's reference, which a subset's
        // books keep; the titles beside the author's references to books go.
        const Model original = authorsAndBooks(Strategy::ExtendedReference,
            { { "name", CopyDirection::IntoMany, {} }, { "title", CopyDirection::IntoOne, {} } });
        const std::vector<DenormalizedField> kept = { original.relationships[0].denormalized[0] };
        w.document()->reset(original, {});
        w.scene()->selectOnly({ QStringLiteral("author-books") });
        auto *page = w.inspector()->relationshipPage();
        QVERIFY(page->isVisible());
        QAbstractButton *subset = nullptr;
        for (auto *button : page->findChildren<QPushButton *>())
            if (button->text() == QStringLiteral("embed subset"))
                subset = button;
        QVERIFY(subset);

        QTest::mouseClick(subset, Qt::LeftButton);
        const Model &model = w.document()->model();
        QCOMPARE(model.relationships[0].strategy, Strategy::EmbedSubset);
        QCOMPARE(model.relationships[0].denormalized, kept);
        QVERIFY(copiesAreConsistent(model));
        QUndoStack *stack = w.document()->undoStack();
        QCOMPARE(stack->count(), 1);
        QVERIFY2(stack->undoText().contains(QStringLiteral("embed subset")),
            qPrintable(stack->undoText()));
        QVERIFY2(stack->undoText().contains(QStringLiteral("drops 1 copied field")),
            qPrintable(stack->undoText()));

        stack->undo();
        QCOMPARE(w.document()->model(), original);
        stack->redo();
        QCOMPARE(w.document()->model().relationships[0].strategy, Strategy::EmbedSubset);
        QCOMPARE(w.document()->model().relationships[0].denormalized, kept);
        stack->undo();
        QCOMPARE(w.document()->model(), original);

        // A strategy that keeps the reference keeps the copies, and says nothing of them.
        for (auto *button : page->findChildren<QPushButton *>())
            if (button->text() == QStringLiteral("two-way references"))
                QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(w.document()->model().relationships[0].strategy, Strategy::TwoWay);
        QCOMPARE(w.document()->model().relationships[0].denormalized,
            original.relationships[0].denormalized);
        QVERIFY(!stack->undoText().contains(QStringLiteral("drops")));
        QVERIFY(copiesAreConsistent(w.document()->model()));
    }

private:
    std::unique_ptr<MainWindow> mWindow;
};

QTEST_MAIN(TestFirstHourFixes2)
#include "tst_firsthourfixes2.moc"
