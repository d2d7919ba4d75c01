// SPDX-License-Identifier: GPL-3.0-or-later
// The inspector driven as a person would: typing copied fields, the wheel,
// a strategy change that drops copies, the field type and map choices, and
// its scrolling on another selection.
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
#include "io/modelreader.h"
#include "panels/advisordock.h"
#include "panels/entityinspector.h"
#include "panels/inspector.h"
#include "panels/previewpanel.h"
#include "panels/queryinspectors.h"
#include "panels/relationshipinspector.h"
#include "schema/derivedfields.h"
#include "schema/qtstring.h"
#include "schema/validation.h"
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
#include <QHelpEvent>
#include <QScreen>
#include <QToolTip>
#include <QtTest>
#include <QAbstractButton>
#include <QPushButton>
#include <QStatusBar>
#include <QTreeWidget>
#include <QAbstractItemView>
#include <QCheckBox>
#include <QCompleter>
#include <QDockWidget>
#include <QFormLayout>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QTabBar>
#include <QTabWidget>

using namespace docmodel;
using namespace docmodel::test;

namespace {

bool sendWheel(QWidget *widget, int angle)
{
    const QPointF local = QRectF(widget->rect()).center();
    QWheelEvent event(local, widget->mapToGlobal(local), QPoint(), QPoint(0, angle), Qt::NoButton,
        Qt::NoModifier, Qt::NoScrollPhase, false);
    return QApplication::sendEvent(widget, &event);
}


// authors (name) -> books, positions far apart.
Model authorsAndBooks(Strategy strategy = Strategy::ExtendedReference, std::vector<DenormalizedField> copies = {})
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

// Every copy a relationship keeps names a field its source has, and goes
// into documents that hold the reference it rides on.
bool copiesAreConsistent(const Model &model)
{
    for (const Relationship &rel : model.relationships)
        for (const DenormalizedField &copy : writtenCopies(rel)) {
            if (copy.direction == CopyDirection::IntoMany && childFieldName(model, rel).empty())
                return false;
            if (copy.direction == CopyDirection::IntoOne && strategyEmbeds(rel.strategy))
                return false;
        }
    return !hasErrors(validateModel(model));
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

class TestInspectorEditing : public QObject
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
        mWindow->view()->resetZoom();
        mWindow->view()->centerOn(QPointF(300, 150));
    }

    void cleanup() { mWindow.reset(); }

    // Typing into "Copied fields" never rewrites the text; Enter commits;
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

    // The wheel over an unfocused combo box scrolls the inspector instead.
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

    // A strategy change stops writing the copies it has no place for, says
    // so, and keeps them on the relationship for a change back.
    void strategyChangeKeepsCopiesItCannotWrite()
    {
        MainWindow &w = *mWindow;
        // The author's name rides on each book's reference, which a subset's
        // books keep; the titles beside the author's references to books go.
        const Model original = authorsAndBooks(Strategy::ExtendedReference,
            { { "name", CopyDirection::IntoMany, {} }, { "title", CopyDirection::IntoOne, {} } });
        const std::vector<DenormalizedField> kept = original.relationships[0].denormalized;
        w.document()->reset(original, {});
        w.scene()->selectOnly({ QStringLiteral("author-books") });
        auto *page = w.inspector()->relationshipPage();
        QVERIFY(page->isVisible());
        QAbstractButton *subset = nullptr;
        for (auto *button : page->findChildren<QPushButton *>())
            if (button->text() == QStringLiteral("embed subset"))
                subset = button;
        QVERIFY(subset);

        // Before the change, the button's tooltip names what it takes out of documents.
        QHelpEvent hover(QEvent::ToolTip, QPoint(2, 2), subset->mapToGlobal(QPoint(2, 2)));
        QApplication::sendEvent(subset, &hover);
        // The ids listed beside the titles copied into the author go; the
        // embedded subset writes its books instead.
        QVERIFY2(subset->toolTip().endsWith(QStringLiteral("Takes out of the documents: authors.book_ids")),
            qPrintable(subset->toolTip()));
        QCOMPARE(w.document()->model(), original);
        if (const QString dir = qEnvironmentVariable("DOCMODELER_SCREENSHOT_DIR"); !dir.isEmpty()) {
            QTRY_VERIFY(QToolTip::isVisible()); // a window of its own: the screen shows it
            for (QWidget *top : QApplication::topLevelWidgets())
                if (top->isVisible())
                    QVERIFY(QTest::qWaitForWindowExposed(top));
            QCoreApplication::processEvents(); // painted before the screen is read
            QVERIFY(QGuiApplication::primaryScreen()->grabWindow(0).save(dir + QStringLiteral("/strategy-tooltip.png")));
        }

        QTest::mouseClick(subset, Qt::LeftButton);
        const Model &model = w.document()->model();
        QCOMPARE(model.relationships[0].strategy, Strategy::EmbedSubset);
        QCOMPARE(model.relationships[0].denormalized, kept);
        QVERIFY(copiesAreConsistent(model));
        QUndoStack *stack = w.document()->undoStack();
        QCOMPARE(stack->count(), 1);
        QVERIFY2(stack->undoText().contains(QStringLiteral("embed subset")),
            qPrintable(stack->undoText()));
        QVERIFY2(stack->undoText().contains(QStringLiteral("1 copied field no longer written")),
            qPrintable(stack->undoText()));

        stack->undo();
        QCOMPARE(w.document()->model(), original);
        stack->redo();
        QCOMPARE(w.document()->model().relationships[0].strategy, Strategy::EmbedSubset);
        QCOMPARE(w.document()->model().relationships[0].denormalized, kept);
        // Back from the subset to the extended reference writes the kept copy
        // again: nothing is said to be no longer written.
        stack->redo();
        for (auto *button : page->findChildren<QPushButton *>())
            if (button->text() == QStringLiteral("extended reference"))
                QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(w.document()->model(), original);
        QVERIFY2(!stack->undoText().contains(QStringLiteral("no longer written")), qPrintable(stack->undoText()));
        stack->undo();
        stack->undo();
        QCOMPARE(w.document()->model(), original);

        // A strategy that keeps the reference keeps the copies, and says nothing of them.
        for (auto *button : page->findChildren<QPushButton *>())
            if (button->text() == QStringLiteral("two-way references"))
                QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(w.document()->model().relationships[0].strategy, Strategy::TwoWay);
        QCOMPARE(w.document()->model().relationships[0].denormalized,
            original.relationships[0].denormalized);
        QVERIFY(!stack->undoText().contains(QStringLiteral("no longer written")));
        QVERIFY(copiesAreConsistent(w.document()->model()));
    }

    // The field type is chosen from the BSON types, completed while
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

        // A date's place before another, typed as one undo step.
        chooseItem(type, type->findText(QStringLiteral("date")));
        auto *beforeEdit = page->findChild<QLineEdit *>(QStringLiteral("sampleBefore"));
        QVERIFY(beforeEdit && beforeEdit->isVisible());
        QCOMPARE(beforeEdit->placeholderText(), QStringLiteral("e.g. events.startsAt"));
        const int typed = stack->count();
        beforeEdit->setFocus();
        QTest::keyClicks(beforeEdit, QStringLiteral("events.startsAt"));
        QCOMPARE(field().sample.before, std::string("events.startsAt"));
        QCOMPARE(stack->count(), typed + 1);
        stack->undo();
        QVERIFY(field().sample.before.empty());
        QVERIFY(beforeEdit->text().isEmpty());
        stack->redo();
        QCOMPARE(beforeEdit->text(), QStringLiteral("events.startsAt"));
        if (auto *scroll = w.findChild<QDockWidget *>(QStringLiteral("inspector"))->findChild<QScrollArea *>()) {
            scroll->ensureWidgetVisible(beforeEdit);
            saveScreenshotIfAsked(scroll->window(), QStringLiteral("inspector-date-order.png"));
            scroll->ensureWidgetVisible(page->findChild<QLineEdit *>(), 0, 0);
        }
        saveScreenshotIfAsked(w.findChild<QDockWidget *>(QStringLiteral("inspector")),
            QStringLiteral("inspector.png"));
    }

    // "Held only when": choosing a field of the child and typing its values
    // makes the reference conditional (and optional) in one undo step.
    void referenceHeldOnlyWhenAFieldHasCertainValues()
    {
        MainWindow &w = *mWindow;
        const LoadResult loaded = loadModelFile(sourcePath(QStringLiteral("tests/data/ticketing.dmodel")));
        QVERIFY(loaded.ok());
        Model model = *loaded.model;
        for (Relationship &rel : model.relationships)
            if (rel.id == "r5") {
                rel.presentWhen.reset();
                rel.optionalReference = false;
            }
        w.document()->reset(model, {});
        w.scene()->selectOnly({ QStringLiteral("r5") });
        auto *page = w.inspector()->relationshipPage();
        QTRY_VERIFY(page->isVisible());
        auto *field = page->findChild<QComboBox *>(QStringLiteral("presentWhenField"));
        auto *values = page->findChild<QLineEdit *>(QStringLiteral("presentWhenValues"));
        QVERIFY(field && values);
        QVERIFY(field->isEnabled() && values->isEnabled());
        QCOMPARE(field->currentData().toString(), QString());
        const auto rel = [&] { return *w.document()->model().findRelationship("r5"); };
        QUndoStack *stack = w.document()->undoStack();
        const int before = stack->count();

        // Choosing the field first changes nothing: the values come next.
        chooseItem(field, field->findData(QStringLiteral("status")));
        QCOMPARE(stack->count(), before);
        QTRY_VERIFY(values->hasFocus());
        QTest::keyClicks(values, QStringLiteral("sold"));
        QVERIFY(!rel().presentWhen);
        QTest::keyClick(values, Qt::Key_Return);
        QVERIFY(rel().presentWhen);
        QCOMPARE(rel().presentWhen->field, std::string("status"));
        QCOMPARE(rel().presentWhen->values, std::vector<JsonValue> { "sold" });
        QVERIFY(rel().optionalReference); // a conditional reference may be missing
        QCOMPARE(stack->count(), before + 1);
        QVERIFY(page->findChild<QCheckBox *>(QStringLiteral("optionalReference"))->isChecked());
        if (auto *scroll = w.findChild<QDockWidget *>(QStringLiteral("inspector"))->findChild<QScrollArea *>()) {
            scroll->ensureWidgetVisible(values);
            saveScreenshotIfAsked(scroll->window(), QStringLiteral("inspector-reference-condition.png"));
        }

        // Values typed as the field holds them: two enum values.
        values->selectAll();
        QTest::keyClicks(values, QStringLiteral("sold, available"));
        QTest::keyClick(values, Qt::Key_Return);
        QCOMPARE(rel().presentWhen->values, (std::vector<JsonValue> { "sold", "available" }));

        stack->undo();
        QCOMPARE(rel().presentWhen->values, std::vector<JsonValue> { "sold" });
        QTRY_COMPARE(values->text(), QStringLiteral("sold"));
        stack->undo();
        QVERIFY(!rel().presentWhen);
        QVERIFY(!rel().optionalReference);
        QTRY_COMPARE(field->currentData().toString(), QString());
        QVERIFY(values->text().isEmpty());
        stack->redo();
        QCOMPARE(rel().presentWhen->field, std::string("status"));
        QCOMPARE(field->currentData().toString(), QStringLiteral("status"));

        // Back to "always" drops the condition; the reference stays optional.
        chooseItem(field, 0);
        QVERIFY(!rel().presentWhen);
        QVERIFY(rel().optionalReference);
        // A field chosen and no values given: nothing changes, a message says what to type.
        chooseItem(field, field->findData(QStringLiteral("status")));
        values->clear();
        QTest::keyClick(values, Qt::Key_Return);
        QVERIFY(!rel().presentWhen);
        const QList<QLabel *> messages = page->findChildren<QLabel *>();
        QVERIFY(std::any_of(messages.begin(), messages.end(), [](QLabel *label) {
            return label->isVisible() && label->text().contains(QLatin1String("separated by commas"));
        }));
    }

    // An index the traffic's index set proposed shows the mark until a
    // person unticks it (one undo step); other indexes show none.
    void proposedIndexIsMarkedUntilReviewed()
    {
        MainWindow &w = *mWindow;
        Model model;
        model.entities = { entity("orders", { makeField("customer", { BsonType::String }) }) };
        Index proposed;
        proposed.id = "ix-orders-customer_1";
        proposed.collectionId = "orders";
        proposed.keys = { { "customer", IndexKeyKind::Asc } };
        proposed.proposed = true;
        Index declared = proposed;
        declared.id = "byId";
        declared.keys = { { "customer", IndexKeyKind::Desc } };
        declared.proposed = false;
        model.indexes = { proposed, declared };
        w.document()->reset(model, {});
        w.inspector()->showObject(QStringLiteral("ix-orders-customer_1"));
        QCheckBox *mark = nullptr;
        for (IndexInspector *page : w.inspector()->findChildren<IndexInspector *>())
            if (page->isVisible())
                mark = page->findChild<QCheckBox *>(QStringLiteral("indexProposed"));
        QVERIFY(mark);
        QTRY_VERIFY(mark->isVisible());
        QVERIFY(mark->isChecked());
        mark->click();
        QVERIFY(!w.document()->model().findIndex("ix-orders-customer_1")->proposed);
        w.document()->undoStack()->undo();
        QVERIFY(w.document()->model().findIndex("ix-orders-customer_1")->proposed);
        QTRY_VERIFY(mark->isChecked());
        w.inspector()->showObject(QStringLiteral("byId"));
        QTRY_VERIFY(!mark->isVisible());
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

    // Another selection starts at the top of the inspector.
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

private:
    std::unique_ptr<MainWindow> mWindow;
};

QTEST_MAIN(TestInspectorEditing)
#include "tst_inspectorediting.moc"
