// SPDX-License-Identifier: GPL-3.0-or-later
// More things that got in a new user's way (issue 12, items 10 and 14), each
// driven as a person would: typing, clicking, choosing and scrolling.
#include "testsupport.h"

#include "canvas/diagramscene.h"
#include "canvas/diagramview.h"
#include "canvas/entityitem.h"
#include "canvas/minimap.h"
#include "diagram/diagramstyle.h"
#include "diagram/entitybox.h"
#include "document/modeldocument.h"
#include "panels/entityinspector.h"
#include "panels/inspector.h"
#include "panels/previewpanel.h"
#include "translations/translator.h"
#include "window/mainwindow.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDockWidget>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTreeWidget>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

// The widget a form label names, as a person finds it: by its label.
QWidget *fieldLabelled(QWidget *page, const QString &label)
{
    for (QLabel *l : page->findChildren<QLabel *>())
        if (l->text() == label && l->buddy())
            return l->buddy();
    return nullptr;
}

bool similar(QRgb pixel, const QColor &color, int tolerance = 40)
{
    return std::abs(qRed(pixel) - color.red()) + std::abs(qGreen(pixel) - color.green())
        + std::abs(qBlue(pixel) - color.blue())
        < tolerance;
}

int pixelsLike(const QImage &image, const QColor &color)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            n += similar(image.pixel(x, y), color) ? 1 : 0;
    return n;
}

void chooseItem(QComboBox *combo, int index)
{
    combo->showPopup();
    QAbstractItemView *list = combo->view();
    QTRY_VERIFY(list->isVisible());
    const QRect rect = list->visualRect(combo->model()->index(index, 0));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rect.center());
    QTRY_VERIFY(!list->isVisible());
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

void saveScreenshot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("DOCMODELER_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        QVERIFY(widget->grab().save(dir + QLatin1Char('/') + name));
}

} // namespace

class TestFirstHourFixes3 : public QObject
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

    // 10. The overview shows each edit (not the one before), embedded types
    // in their colour, and the whole of every box.
    void overviewFollowsEditsAndStyles()
    {
        MainWindow &w = *mWindow;
        Model model;
        model.entities = { entity("authors", { makeField("name", { BsonType::String }) }),
            entity("addresses", { makeField("city", { BsonType::String }) }) };
        model.layout["authors"] = Position { 0, 0 };
        model.layout["addresses"] = Position { 600, 300 };
        w.document()->reset(model, {});
        w.findChild<QDockWidget *>(QStringLiteral("overview"))->raise();
        auto *minimap = w.findChild<Minimap *>();
        QVERIFY(minimap);
        QTRY_VERIFY(minimap->isVisible());
        QTest::qWait(400);
        const QColor collection = diagramstyle::collectionHeader();
        const QColor embedded = diagramstyle::embeddedHeader();
        QImage before = minimap->grab().toImage();
        QVERIFY(pixelsLike(before, collection) > 20);
        QCOMPARE(pixelsLike(before, embedded), 0);

        // Make addresses an embedded type in the inspector.
        w.scene()->selectOnly({ QStringLiteral("addresses") });
        auto *page = w.inspector()->entityPage();
        QTRY_VERIFY(page->isVisible());
        auto *kind = qobject_cast<QComboBox *>(fieldLabelled(page, tr("Kind:")));
        QVERIFY(kind);
        chooseItem(kind, kind->findData(int(EntityKind::Embedded)));
        QVERIFY(!w.document()->model().findEntity("addresses")->isCollection());
        QTest::qWait(400);
        const QImage afterKind = minimap->grab().toImage();
        QVERIFY2(pixelsLike(afterKind, embedded) > 20, "the embedded type is drawn in its colour");

        // Rename authors to a long name: its box widens, at once in the overview.
        w.scene()->selectOnly({ QStringLiteral("authors") });
        auto *name = qobject_cast<QLineEdit *>(fieldLabelled(page, tr("Name:")));
        QVERIFY(name);
        name->setFocus();
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("authors_and_their_many_pen_names_over_the_years"));
        QCOMPARE(w.scene()->entityItem(QStringLiteral("authors"))->box().title,
            QStringLiteral("authors_and_their_many_pen_names_over_the_years"));
        QTest::qWait(400);
        const QImage afterRename = minimap->grab().toImage();
        // Same scene extent (addresses still bounds it), wider header band.
        QVERIFY2(pixelsLike(afterRename, collection) > pixelsLike(afterKind, collection) * 3 / 2,
            qPrintable(QStringLiteral("collection pixels %1 -> %2")
                           .arg(pixelsLike(afterKind, collection))
                           .arg(pixelsLike(afterRename, collection))));

        // Nothing touches the right or bottom edge: every box is whole.
        const QColor background = afterRename.pixelColor(1, 1);
        for (int y = 0; y < afterRename.height(); ++y)
            for (int x = afterRename.width() - 3; x < afterRename.width(); ++x)
                QVERIFY2(similar(afterRename.pixel(x, y), background, 12),
                    qPrintable(QStringLiteral("pixel %1,%2 at the right edge").arg(x).arg(y)));
        saveScreenshot(minimap, QStringLiteral("overview.png"));
    }

    // 14a. The field type is chosen from the BSON types, completed while
    // typing, committed on Enter, focus-out or choosing; unions and arrays work.
    void fieldTypeIsAComboOfBsonTypes()
    {
        MainWindow &w = *mWindow;
        Model model;
        model.entities = { entity("people", { makeField("nickname", { BsonType::String }) }) };
        w.document()->reset(model, {});
        w.scene()->selectOnly({ QStringLiteral("people") });
        auto *page = w.inspector()->entityPage();
        QTRY_VERIFY(page->isVisible());
        page->selectField({ 1 });
        auto *type = qobject_cast<QComboBox *>(fieldLabelled(page, tr("Type:")));
        QVERIFY2(type, "the Type box is a combo box");
        QVERIFY(type->isEditable());
        QVERIFY(type->findText(QStringLiteral("objectId")) >= 0);
        QVERIFY(type->findText(QStringLiteral("decimal")) >= 0);
        QCOMPARE(type->currentText(), QStringLiteral("string"));
        const auto field = [&] { return w.document()->model().findEntity("people")->fields[1]; };
        QUndoStack *stack = w.document()->undoStack();
        const int before = stack->count();
        const int items = type->count();

        // Typing a union does nothing until Enter.
        type->lineEdit()->setFocus();
        type->lineEdit()->selectAll();
        QTest::keyClicks(type->lineEdit(), QStringLiteral("string|nu"));
        QCOMPARE(field().types, std::vector<BsonType> { BsonType::String });
        // The completer offers the type being typed after the bar.
        QCompleter *completer = type->lineEdit()->completer();
        QVERIFY(completer);
        QCOMPARE(completer->completionPrefix(), QStringLiteral("string|nu"));
        QCOMPARE(completer->currentCompletion(), QStringLiteral("null"));
        QTest::keyClicks(type->lineEdit(), QStringLiteral("ll"));
        QTest::keyClick(type->lineEdit(), Qt::Key_Return);
        QCOMPARE(field().types, (std::vector<BsonType> { BsonType::String, BsonType::Null }));
        QCOMPARE(type->count(), items); // nothing was added to the list
        QCOMPARE(stack->count(), before + 1);

        // An array of a type, written as the model's syntax allows.
        type->lineEdit()->selectAll();
        QTest::keyClicks(type->lineEdit(), QStringLiteral("array<int>"));
        QTest::keyClick(type->lineEdit(), Qt::Key_Enter);
        QCOMPARE(field().types, std::vector<BsonType> { BsonType::Int });
        QVERIFY(field().array);
        QCOMPARE(type->currentText(), QStringLiteral("int"));

        // Focus-out commits; a bad name is refused and shown as such.
        type->lineEdit()->selectAll();
        QTest::keyClicks(type->lineEdit(), QStringLiteral("strnig"));
        auto *fieldName = qobject_cast<QLineEdit *>(fieldLabelled(page, tr("Field name:")));
        fieldName->setFocus();
        QTRY_VERIFY(!type->lineEdit()->hasFocus());
        QCOMPARE(field().types, std::vector<BsonType> { BsonType::Int });
        QVERIFY(!type->styleSheet().isEmpty());
        type->lineEdit()->setFocus();
        type->lineEdit()->selectAll();
        QTest::keyClicks(type->lineEdit(), QStringLiteral("double"));
        if (completer->popup()->isVisible()) // a first click outside only closes it
            QTest::keyClick(completer->popup(), Qt::Key_Escape);
        fieldName->setFocus();
        QTRY_COMPARE(field().types, std::vector<BsonType> { BsonType::Double });
        QVERIFY(type->styleSheet().isEmpty());

        // Choosing from the list commits at once; undo takes it back.
        chooseItem(type, type->findText(QStringLiteral("date")));
        QCOMPARE(field().types, std::vector<BsonType> { BsonType::Date });
        stack->undo();
        QCOMPARE(field().types, std::vector<BsonType> { BsonType::Double });
        QCOMPARE(type->currentText(), QStringLiteral("double"));
        saveScreenshot(w.findChild<QDockWidget *>(QStringLiteral("inspector")),
            QStringLiteral("inspector.png"));
    }

    // A field becomes a map whose keys are data, with a key pattern; each
    // change one undo step; the canvas shows {key: T}.
    void fieldCanBeAMap()
    {
        MainWindow &w = *mWindow;
        Model model;
        model.entities = { entity("players", { makeField("scores", { BsonType::Int }) }) };
        w.document()->reset(model, {});
        w.scene()->selectOnly({ QStringLiteral("players") });
        auto *page = w.inspector()->entityPage();
        QTRY_VERIFY(page->isVisible());
        page->selectField({ 1 });
        const auto field = [&] { return w.document()->model().findEntity("players")->fields[1]; };
        QCheckBox *map = nullptr;
        for (QCheckBox *box : page->findChildren<QCheckBox *>())
            if (box->text().startsWith(QStringLiteral("Map")))
                map = box;
        QVERIFY(map);
        auto *keyPattern = qobject_cast<QLineEdit *>(fieldLabelled(page, tr("Key pattern:")));
        QVERIFY(keyPattern && !keyPattern->isEnabled());
        map->click();
        QVERIFY(field().map);
        QTRY_VERIFY(keyPattern->isEnabled());
        QTest::keyClicks(keyPattern, QStringLiteral("^[0-9]+$"));
        QCOMPARE(field().keyPattern, std::string("^[0-9]+$"));
        QCOMPARE(fieldTypeText(field()), QStringLiteral("{key: int}"));
        QUndoStack *stack = w.document()->undoStack();
        stack->undo(); // the pattern, typed as one step
        QCOMPARE(field().keyPattern, std::string());
        QVERIFY(field().map);
        stack->undo();
        QVERIFY(!field().map);
        QVERIFY(!map->isChecked());
        stack->redo();
        QVERIFY(field().map && map->isChecked());
    }

    // 14b. Another selection starts at the top of the inspector.
    void inspectorScrollsToTopOnAnotherSelection()
    {
        MainWindow &w = *mWindow;
        Model model;
        std::vector<Field> many;
        for (int i = 0; i < 30; ++i)
            many.push_back(makeField("field" + std::to_string(i), { BsonType::String }));
        model.entities = { entity("first", many), entity("second", many) };
        model.layout["second"] = Position { 400, 0 };
        w.document()->reset(model, {});
        w.scene()->selectOnly({ QStringLiteral("first") });
        auto *scroll = w.inspector()->findChild<QScrollArea *>();
        QVERIFY(scroll);
        QTRY_VERIFY(scroll->verticalScrollBar()->maximum() > 0);
        scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum());
        QVERIFY(scroll->verticalScrollBar()->value() > 0);
        // Another object starts at the top.
        QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {},
            w.view()->mapFromScene(
                w.scene()->entityItem(QStringLiteral("second"))->sceneTitleRect().center()));
        QCOMPARE(w.inspector()->shownId(), QStringLiteral("second"));
        QTRY_COMPARE(scroll->verticalScrollBar()->value(), 0);
    }

    // 14c. Sample values follow the field and entity names.
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

    // 14d. Tree encodings: long queries wrap, the encodings' tabs fit.
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
        saveScreenshot(previewDock, QStringLiteral("tree-encodings.png"));
        saveScreenshot(&w, QStringLiteral("window-tree-tab.png"));
    }

private:
    std::unique_ptr<MainWindow> mWindow;
};

QTEST_MAIN(TestFirstHourFixes3)
#include "tst_firsthourfixes3.moc"
