// SPDX-License-Identifier: GPL-3.0-or-later
// Editing where the person types: after each Add (collection, embedded
// type, field, index, access pattern, relationship) the keyboard is in the
// new item's name with all of it selected, so what is typed next names it.
// Real key events on a shown main window.
#include "testsupport.h"
#include "windowsupport.h"

#include "canvas/diagramscene.h"
#include "document/modeldocument.h"
#include "panels/inspector.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTreeWidget>
#include <QUndoStack>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

QLineEdit *focusedEdit()
{
    return qobject_cast<QLineEdit *>(QApplication::focusWidget());
}

// Types a name into the focused line edit, replacing its selected text, and
// presses Enter; the text it held before.
QString typeName(const QString &name)
{
    QLineEdit *edit = focusedEdit();
    if (!edit)
        return {};
    const QString before = edit->text();
    if (edit->selectedText() != before)
        return QStringLiteral("(not all selected: \"%1\" of \"%2\")").arg(edit->selectedText(), before);
    QTest::keyClicks(edit, name);
    QTest::keyClick(edit, Qt::Key_Return);
    return before;
}

const Entity *entityNamed(const Model &model, const std::string &name)
{
    return model.findEntityByName(name);
}

} // namespace

class TestEditFocus : public QObject
{
    Q_OBJECT

private slots:
    void eachAddPutsTheKeyboardInTheNewName();
    void filterAndSortTakeShortFormsAndShowErrorsInPlace();
    void f2AndDoubleClickRenameTheChosenField();
    void fieldsRelationshipsWriteAreListedAndRenamedThere();
};

void TestEditFocus::eachAddPutsTheKeyboardInTheNewName()
{
    MainWindow window;
    QVERIFY(showWindow(window));
    const Model &model = window.document()->model();

    // Ctrl+E: a collection, named on the canvas.
    QTest::keyClick(&window, Qt::Key_E, Qt::ControlModifier);
    QVERIFY(focusedEdit());
    QCOMPARE(typeName(QStringLiteral("venues")), QStringLiteral("collection"));
    QTRY_VERIFY(entityNamed(model, "venues"));

    // Ctrl+Shift+B: an embedded type.
    QTest::keyClick(&window, Qt::Key_B, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(focusedEdit());
    QCOMPARE(typeName(QStringLiteral("section")), QStringLiteral("document"));
    QTRY_VERIFY(entityNamed(model, "section"));

    // A field of venues: the field's name, selected.
    const QString venues = QString::fromStdString(entityNamed(model, "venues")->id);
    window.scene()->selectOnly({ venues });
    QPushButton *addField = nullptr;
    for (QPushButton *button : window.inspector()->findChildren<QPushButton *>())
        if (button->text() == QCoreApplication::translate("EntityInspector", "Add") && button->isVisible())
            addField = button;
    QVERIFY(addField);
    QTest::mouseClick(addField, Qt::LeftButton);
    QVERIFY(focusedEdit());
    QVERIFY(typeName(QStringLiteral("city")).startsWith(QLatin1String("field_")));
    QTRY_VERIFY(findFieldPath(entityNamed(model, "venues")->fields, "city"));

    // Ctrl+Alt+I and Ctrl+Alt+Q on the selected collection: the index's and
    // the access pattern's names in the inspector.
    window.scene()->selectOnly({ venues });
    const size_t indexes = model.indexes.size();
    QTest::keyClick(&window, Qt::Key_I, Qt::ControlModifier | Qt::AltModifier);
    QCOMPARE(model.indexes.size(), indexes + 1);
    QVERIFY(focusedEdit());
    QVERIFY(focusedEdit()->window() == &window);
    typeName(QStringLiteral("by_city"));
    QTRY_COMPARE(model.indexes.back().name, std::string("by_city"));

    window.scene()->selectOnly({ venues });
    QTest::keyClick(&window, Qt::Key_Q, Qt::ControlModifier | Qt::AltModifier);
    QCOMPARE(model.accessPatterns.size(), size_t(1));
    QVERIFY(focusedEdit());
    typeName(QStringLiteral("venues by city"));
    QTRY_COMPARE(model.accessPatterns.back().name, std::string("venues by city"));

    // A relationship drawn from venues to section: its name.
    const QString section = QString::fromStdString(entityNamed(model, "section")->id);
    emit window.scene()->connectionRequested(venues, section);
    QCOMPARE(model.relationships.size(), size_t(1));
    QVERIFY(focusedEdit());
    typeName(QStringLiteral("sections of a venue"));
    QTRY_COMPARE(model.relationships.back().name, std::string("sections of a venue"));
    saveScreenshotIfAsked(&window, QStringLiteral("drawing-venues.png"));
}

// "eventId:eq, status:eq" is read; "status:equ" stays as typed, red, with
// the place it stops and the words that would do; the model keeps the last
// good filter. The sort takes 1 and -1 and replaces what it held.
void TestEditFocus::filterAndSortTakeShortFormsAndShowErrorsInPlace()
{
    MainWindow window;
    QVERIFY(showWindow(window));
    const Model &model = window.document()->model();
    QTest::keyClick(&window, Qt::Key_E, Qt::ControlModifier);
    typeName(QStringLiteral("seats"));
    QTRY_VERIFY(entityNamed(model, "seats"));
    window.scene()->selectOnly({ QString::fromStdString(entityNamed(model, "seats")->id) });
    QTest::keyClick(&window, Qt::Key_Q, Qt::ControlModifier | Qt::AltModifier);
    QCOMPARE(model.accessPatterns.size(), size_t(1));
    auto *filter = window.inspector()->findChild<QLineEdit *>(QStringLiteral("filter"));
    auto *sort = window.inspector()->findChild<QLineEdit *>(QStringLiteral("sort"));
    QVERIFY(filter && sort);
    QVERIFY(!filter->placeholderText().isEmpty());
    QVERIFY(!sort->placeholderText().isEmpty());

    filter->setFocus();
    QTest::keyClicks(filter, QStringLiteral("eventId:eq, status:eq, name:prefix, tags:elem"));
    const std::vector<FilterField> expected { { "eventId", FilterOp::Equality }, { "status", FilterOp::Equality },
        { "name", FilterOp::PrefixRegex }, { "tags", FilterOp::ElemMatch } };
    QCOMPARE(model.accessPatterns[0].filter, expected);

    filter->selectAll();
    QTest::keyClicks(filter, QStringLiteral("eventId:eq, status:equ"));
    QCOMPARE(filter->text(), QStringLiteral("eventId:eq, status:equ"));
    // The last good filter: "eventId:eq, status:eq", one key before the "u".
    QCOMPARE(model.accessPatterns[0].filter,
        (std::vector<FilterField> { { "eventId", FilterOp::Equality }, { "status", FilterOp::Equality } }));
    QLabel *error = nullptr;
    for (QLabel *label : window.inspector()->findChildren<QLabel *>())
        if (label->isVisible() && label->text().startsWith(QLatin1String("Character")))
            error = label;
    QVERIFY2(error, "the error shows under the filter");
    QVERIFY2(error->text().contains(QLatin1String("Character 20: \"equ\"")), qPrintable(error->text()));
    QVERIFY2(error->text().contains(QLatin1String("eq, in, range, prefix or elem")), qPrintable(error->text()));
    saveScreenshotIfAsked(&window, QStringLiteral("filter-error.png"));
    QTest::keyClick(filter, Qt::Key_Backspace);
    QCOMPARE(model.accessPatterns[0].filter.size(), size_t(2));
    QTRY_VERIFY(!error->isVisible());

    sort->setFocus();
    QTest::keyClicks(sort, QStringLiteral("date:-1"));
    QCOMPARE(model.accessPatterns[0].sort, (std::vector<SortField> { { "date", SortDirection::Desc } }));
    sort->selectAll();
    QTest::keyClicks(sort, QStringLiteral("row:1"));
    QCOMPARE(sort->text(), QStringLiteral("row:1"));
    QCOMPARE(model.accessPatterns[0].sort, (std::vector<SortField> { { "row", SortDirection::Asc } }));
}

// In the Fields tab, F2 renames the chosen field (not the entity) and a
// double-click on a field's row opens its name the same way.
void TestEditFocus::f2AndDoubleClickRenameTheChosenField()
{
    MainWindow window;
    QVERIFY(showWindow(window));
    const Model &model = window.document()->model();
    QTest::keyClick(&window, Qt::Key_E, Qt::ControlModifier);
    typeName(QStringLiteral("events"));
    QTRY_VERIFY(entityNamed(model, "events"));
    const std::string events = entityNamed(model, "events")->id;
    window.scene()->selectOnly({ QString::fromStdString(events) });
    auto *fields = window.inspector()->findChild<QTreeWidget *>();
    QVERIFY(fields);
    QTRY_VERIFY(fields->topLevelItemCount() >= 1); // _id
    const QRect idRow = fields->visualItemRect(fields->topLevelItem(0));
    QTest::mouseClick(fields->viewport(), Qt::LeftButton, {}, idRow.center());
    QVERIFY(fields->hasFocus());

    QTest::keyClick(fields, Qt::Key_F2);
    QVERIFY(focusedEdit());
    QCOMPARE(typeName(QStringLiteral("eventId")), QStringLiteral("_id"));
    QTRY_VERIFY(findFieldPath(model.findEntity(events)->fields, "eventId"));
    QVERIFY(entityNamed(model, "events")); // the entity kept its name

    const QRect row = fields->visualItemRect(fields->topLevelItem(0));
    // A double-click as the mouse makes it: a click, then the second one.
    QSignalSpy doubleClicks(fields, &QTreeWidget::itemDoubleClicked);
    QTest::mouseClick(fields->viewport(), Qt::LeftButton, {}, row.center());
    QTest::mouseDClick(fields->viewport(), Qt::LeftButton, {}, row.center());
    QCOMPARE(doubleClicks.count(), 1);
    QTRY_VERIFY(focusedEdit());
    QCOMPARE(typeName(QStringLiteral("code")), QStringLiteral("eventId"));
    QTRY_VERIFY(findFieldPath(model.findEntity(events)->fields, "code"));
}

// The Fields tab lists what relationships write into the entity's
// documents after its declared fields, marked with the relationship; F2 on
// one renames it there (a copy's name, the reference), undoable.
void TestEditFocus::fieldsRelationshipsWriteAreListedAndRenamedThere()
{
    MainWindow window;
    QVERIFY(showWindow(window));
    Model start;
    for (const char *name : { "authors", "books" }) {
        Entity entity;
        entity.id = entity.name = name;
        entity.fields = { makeField("_id", { BsonType::ObjectId }, true),
            makeField(name == std::string("authors") ? "name" : "title", { BsonType::String }, true) };
        start.entities.push_back(entity);
    }
    Relationship rel;
    rel.id = "author-books";
    rel.oneId = "authors";
    rel.manyId = "books";
    rel.strategy = Strategy::ExtendedReference;
    rel.denormalized = { { "name", CopyDirection::IntoMany, {} } };
    start.relationships = { rel };
    window.document()->reset(start, {});
    const Model &model = window.document()->model();
    window.scene()->selectOnly({ QStringLiteral("books") });
    auto *fields = window.inspector()->findChild<QTreeWidget *>();
    QVERIFY(fields);
    QTRY_COMPARE(fields->topLevelItemCount(), 4); // _id, title, then author_id and name
    QTreeWidgetItem *copy = fields->topLevelItem(3);
    QCOMPARE(copy->text(0), QStringLiteral("name"));
    QVERIFY(copy->font(0).italic());
    QCOMPARE(copy->text(1), QStringLiteral("string · authors → books"));
    QVERIFY2(copy->toolTip(0).startsWith(QStringLiteral("Written by authors → books (extended reference)")),
        qPrintable(copy->toolTip(0)));
    QCOMPARE(fields->topLevelItem(2)->text(0), QStringLiteral("author_id"));
    saveScreenshotIfAsked(&window, QStringLiteral("fields-written-by-relationships.png"));

    QTest::mouseClick(fields->viewport(), Qt::LeftButton, {}, fields->visualItemRect(copy).center());
    QVERIFY(fields->hasFocus());
    QTest::keyClick(fields, Qt::Key_F2);
    QTRY_VERIFY(focusedEdit());
    QCOMPARE(typeName(QStringLiteral("authorName")), QStringLiteral("name"));
    QTRY_COMPARE(model.relationships[0].denormalized[0].as, std::string("authorName"));
    QVERIFY(model.entities[1].fields.size() == 2); // nothing declared in books

    // The reference, renamed the same way, is the relationship's field in the child.
    QTreeWidgetItem *reference = fields->topLevelItem(2);
    QTest::mouseClick(fields->viewport(), Qt::LeftButton, {}, fields->visualItemRect(reference).center());
    QTest::keyClick(fields, Qt::Key_F2);
    QTRY_VERIFY(focusedEdit());
    QCOMPARE(typeName(QStringLiteral("writer_id")), QStringLiteral("author_id"));
    QTRY_COMPARE(model.relationships[0].manyField, std::string("writer_id"));

    QUndoStack *stack = window.document()->undoStack();
    stack->undo();
    QCOMPARE(model.relationships[0].manyField, std::string());
    stack->undo();
    QCOMPARE(model, start);
    stack->redo();
    QCOMPARE(model.relationships[0].denormalized[0].as, std::string("authorName"));
}

QTEST_MAIN(TestEditFocus)
#include "tst_editfocus.moc"
