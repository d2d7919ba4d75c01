// SPDX-License-Identifier: GPL-3.0-or-later
// The window's preview and advisor docks driven by clicks: a relationship
// previews the documents it writes, validation errors are listed with the
// advice, and sample values look like real ones.
#include "testsupport.h"
#include "windowsupport.h"
#include "canvas/canvaseditor.h"
#include "canvas/diagramscene.h"
#include "canvas/diagramview.h"
#include "canvas/entityitem.h"
#include "canvas/minimap.h"
#include "canvas/relationshipitem.h"
#include "diagram/diagramstyle.h"
#include "diagram/entitybox.h"
#include "document/modeldocument.h"
#include "panels/advisordock.h"
#include "panels/entityinspector.h"
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
#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDockWidget>
#include <QFormLayout>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabBar>
#include <QTabWidget>

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


Entity entity(const std::string &name, std::vector<Field> fields,
    EntityKind kind = EntityKind::Collection)
{
    Entity e;
    e.id = name;
    e.name = name;
    e.kind = kind;
    e.fields = { makeField("_id", { BsonType::ObjectId }, true) };
    for (Field &f : fields)
        e.fields.push_back(std::move(f));
    return e;
}

} // namespace

class TestWindowDocks : public QObject
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
        QVERIFY(showWindow(*mWindow, QSize(1280, 800)));
    }

    void cleanup() { mWindow.reset(); }

    // A selected relationship previews the documents it writes into.
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

    // Validation errors are findings; the status bar count opens them.
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
        // Counted from the advisor's run on its worker.
        QTRY_VERIFY2(status->text().contains(QStringLiteral("1 error(s)")), qPrintable(status->text()));
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
        QTRY_COMPARE(status->text(), QStringLiteral("Model is valid"));
    }

    // Sample values follow the field and entity names.
    void sampleValuesArePlausible()
    {
        MainWindow &w = *mWindow;
        Model model;
        model.entities = {
            entity("categories", { makeField("name", { BsonType::String }, true) }),
            entity("customers",
                { makeField("name", { BsonType::String }, true),
                    makeField("age", { BsonType::Int }), makeField("email", { BsonType::String }),
                    makeField("rating", { BsonType::Int }), makeField("year", { BsonType::Int }),
                    makeField("quantity", { BsonType::Int }),
                    makeField("total", { BsonType::Double }) }),
            entity("products",
                { makeField("name", { BsonType::String }, true),
                    makeField("price", { BsonType::Double }) }),
        };
        w.document()->reset(model, {});
        w.preview()->setFormat(PreviewFormat::Relaxed);
        const auto documentsOf = [&](const QString &id) {
            w.scene()->selectOnly({ id });
            QTest::qWait(100);
            const bool ready = QTest::qWaitFor([&] {
                return !w.preview()->isRefreshing()
                    && w.preview()->documentsText().contains(QStringLiteral("\"name\""));
            });
            return ready ? w.preview()->documentsText() : QString();
        };
        const auto values = [](const QString &text, const QString &key) {
            QStringList found;
            QRegularExpression re(QStringLiteral("\"%1\"\\s*:\\s*\"?([^\",\\n}]*)").arg(key));
            for (auto it = re.globalMatch(text); it.hasNext();)
                found << it.next().captured(1).trimmed();
            return found;
        };
        const QStringList people = { QStringLiteral("Ada"), QStringLiteral("Alan"),
            QStringLiteral("Grace"), QStringLiteral("Linus"), QStringLiteral("Margaret"),
            QStringLiteral("Ken"), QStringLiteral("Barbara"), QStringLiteral("Dennis"),
            QStringLiteral("Frances"), QStringLiteral("Edsger"), QStringLiteral("Radia"),
            QStringLiteral("Niklaus"), QStringLiteral("Hedy"), QStringLiteral("Tim"),
            QStringLiteral("Katherine"), QStringLiteral("Donald") };
        const auto isPerson = [&](const QString &name) {
            return people.contains(name.section(QLatin1Char(' '), 0, 0));
        };

        const QString customers = documentsOf(QStringLiteral("customers"));
        QVERIFY(!values(customers, QStringLiteral("age")).isEmpty());
        for (const QString &age : values(customers, QStringLiteral("age")))
            QVERIFY2(age.toInt() >= 0 && age.toInt() <= 100, qPrintable(age));
        for (const QString &name : values(customers, QStringLiteral("name")))
            QVERIFY2(isPerson(name), qPrintable(name));
        for (const QString &email : values(customers, QStringLiteral("email")))
            QVERIFY2(email.contains(QLatin1Char('@')), qPrintable(email));
        for (const QString &rating : values(customers, QStringLiteral("rating")))
            QVERIFY2(rating.toInt() >= 1 && rating.toInt() <= 5, qPrintable(rating));
        for (const QString &year : values(customers, QStringLiteral("year")))
            QVERIFY2(year.toInt() >= 1950 && year.toInt() <= 2030, qPrintable(year));
        for (const QString &quantity : values(customers, QStringLiteral("quantity")))
            QVERIFY2(quantity.toInt() >= 0 && quantity.toInt() <= 20, qPrintable(quantity));
        for (const QString &total : values(customers, QStringLiteral("total"))) {
            QVERIFY2(total.toDouble() > 0, qPrintable(total));
            // Whole cents (printed as a double, so compared as one).
            QVERIFY2(std::abs(total.toDouble() * 100 - std::round(total.toDouble() * 100)) < 1e-6,
                qPrintable(total));
        }

        const QString categories = documentsOf(QStringLiteral("categories"));
        QVERIFY(!values(categories, QStringLiteral("name")).isEmpty());
        for (const QString &name : values(categories, QStringLiteral("name")))
            QVERIFY2(!isPerson(name), qPrintable(name));

        const QString products = documentsOf(QStringLiteral("products"));
        for (const QString &name : values(products, QStringLiteral("name")))
            QVERIFY2(!isPerson(name), qPrintable(name));

        // The same model gives the same samples.
        const QString again = documentsOf(QStringLiteral("customers"));
        QCOMPARE(again, customers);
    }

    // Tree encodings: long queries wrap, the encodings' tabs fit.
    void treeEncodingsFitAt1280x800()
    {
        MainWindow &w = *mWindow;
        Model model;
        model.entities = { entity("product_categories_of_the_catalogue",
            { makeField("name", { BsonType::String }, true) }) };
        w.document()->reset(model, {});
        const QString id = QStringLiteral("product_categories_of_the_catalogue");
        w.scene()->selectOnly({ id });
        w.action(QStringLiteral("addTree"))->trigger();
        w.scene()->selectOnly({ id });
        auto *previewDock = w.findChild<QDockWidget *>(QStringLiteral("preview"));
        previewDock->raise();
        QTRY_VERIFY(!w.preview()->isRefreshing());
        QTRY_VERIFY(w.preview()->treeEncodings().size() >= 4);
        auto *outer = w.preview()->findChild<QTabWidget *>();
        QVERIFY(outer);
        outer->setCurrentIndex(1);
        QTabWidget *trees = nullptr;
        for (QTabWidget *tabs : w.preview()->findChildren<QTabWidget *>())
            if (tabs != outer)
                trees = tabs;
        QVERIFY(trees);
        QTRY_VERIFY(trees->isVisible());
        QTest::qWait(50);

        // The panel is not wider than its dock: nothing is cut at the right.
        QVERIFY2(w.preview()->minimumSizeHint().width() <= w.preview()->width(),
            qPrintable(QStringLiteral("needs %1, has %2")
                           .arg(w.preview()->minimumSizeHint().width())
                           .arg(w.preview()->width())));
        // Every encoding's tab can be reached: it fits or the bar scrolls.
        QTabBar *bar = trees->tabBar();
        const bool fits = bar->tabRect(bar->count() - 1).right() <= bar->width();
        QVERIFY(fits || trees->usesScrollButtons());
        // No line of a query runs past the view's right edge.
        for (int i = 0; i < trees->count(); ++i) {
            trees->setCurrentIndex(i);
            auto *view = qobject_cast<QPlainTextEdit *>(trees->currentWidget());
            QVERIFY(view);
            QTest::qWait(20);
            const bool wraps = view->lineWrapMode() != QPlainTextEdit::NoWrap;
            const bool scrolls = view->horizontalScrollBar()->maximum() > 0
                && view->horizontalScrollBar()->isVisible();
            QVERIFY2(wraps || scrolls, qPrintable(trees->tabText(i)));
            QVERIFY2(wraps, "long queries wrap rather than hide behind a scroll bar");
        }
        trees->setCurrentIndex(0);
        QTest::qWait(50);
        saveScreenshotIfAsked(previewDock, QStringLiteral("tree-encodings.png"));
        saveScreenshotIfAsked(&w, QStringLiteral("window-tree-tab.png"));
    }

private:
    std::unique_ptr<MainWindow> mWindow;
};

QTEST_MAIN(TestWindowDocks)
#include "tst_windowdocks.moc"
