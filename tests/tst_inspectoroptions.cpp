// SPDX-License-Identifier: GPL-3.0-or-later
// What an experienced designer sets in the inspector and expects in the
// script: collection options (time series, capped, TTL, shard key,
// collation, validation), allowed values, quantities as typed, and copies
// edited as a table.
#include "testsupport.h"
#include "windowsupport.h"
#include "advisor/advisor.h"
#include "advisor/lintreport.h"
#include "canvas/diagramscene.h"
#include "canvas/diagramview.h"
#include "check/datacheck.h"
#include "dialogs/allowedvaluesdialog.h"
#include "dialogs/copiesdialog.h"
#include "document/modeldocument.h"
#include "export/mongoshscript.h"
#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "migrate/datamigration.h"
#include "panels/collectionoptionsform.h"
#include "panels/entityinspector.h"
#include "panels/inspector.h"
#include "panels/relationshipinspector.h"
#include "preview/collectionpreview.h"
#include "schema/qtstring.h"
#include "schema/referenceindexes.h"
#include "shape/documentshape.h"
#include "text/allowedvalues.h"
#include "text/quantitytext.h"
#include "translations/translator.h"
#include "window/mainwindow.h"
#include "workbenchhands.h"

#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

// tasks (status, priority) and an activity log with a date and a project.
Model tasksAndActivity()
{
    Model model;
    Entity tasks;
    tasks.id = "tasks";
    tasks.name = "tasks";
    tasks.fields = { makeField("_id", { BsonType::ObjectId }, true),
        makeField("status", { BsonType::String }, true), makeField("priority", { BsonType::Int }) };
    Entity activity;
    activity.id = "activity";
    activity.name = "activity";
    activity.fields = { makeField("_id", { BsonType::ObjectId }, true),
        makeField("at", { BsonType::Date }, true),
        makeField("projectId", { BsonType::ObjectId }, true),
        makeField("kind", { BsonType::String }, true) };
    Entity change;
    change.id = "change";
    change.name = "change";
    change.kind = EntityKind::Embedded;
    change.fields = { makeField("field", { BsonType::String }) };
    Entity users;
    users.id = "users";
    users.name = "users";
    users.fields = { makeField("_id", { BsonType::ObjectId }, true),
        makeField("name", { BsonType::String }, true),
        makeField("avatarUrl", { BsonType::String }) };
    model.entities = { tasks, activity, change, users };
    Relationship assignee;
    assignee.id = "assignee";
    assignee.oneId = "users";
    assignee.manyId = "tasks";
    assignee.strategy = Strategy::ExtendedReference;
    assignee.manyField = "assigneeId";
    assignee.optionalReference = true;
    assignee.denormalized = { { "name", CopyDirection::IntoMany, "assigneeName" } };
    model.relationships = { assignee };
    model.layout["users"] = Position { -400, 0 };
    model.layout["tasks"] = Position { 0, 0 };
    model.layout["activity"] = Position { 400, 0 };
    model.layout["change"] = Position { 400, 300 };
    return model;
}

template <typename W> W *named(QWidget *parent, const char *name)
{
    W *widget = parent->findChild<W *>(QLatin1String(name));
    if (!widget)
        qWarning("no widget named %s", name);
    return widget;
}

void typeInto(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, text);
}

} // namespace

class TestInspectorOptions : public QObject
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
        QVERIFY(showWindow(*mWindow, QSize(1280, 900)));
        mWindow->document()->reset(tasksAndActivity(), {});
    }

    void cleanup() { mWindow.reset(); }

    void quantitiesReadAsTyped()
    {
        QCOMPARE(parseDuration(QStringLiteral("90d")), int64_t(7776000));
        QCOMPARE(parseDuration(QStringLiteral(" 12 h ")), int64_t(43200));
        QCOMPARE(parseDuration(QStringLiteral("30min")), int64_t(1800));
        QCOMPARE(parseDuration(QStringLiteral("2w")), int64_t(1209600));
        QCOMPARE(parseDuration(QStringLiteral("45")), int64_t(45));
        QCOMPARE(parseDuration(QStringLiteral("1.5d")), std::nullopt);
        QCOMPARE(parseDuration(QStringLiteral("-3s")), std::nullopt);
        QCOMPARE(parseDuration(QStringLiteral("3 fortnights")), std::nullopt);
        QCOMPARE(parseDuration(QStringLiteral("99999999999999999999")), std::nullopt);
        QCOMPARE(durationText(7776000), QStringLiteral("90 d"));
        QCOMPARE(durationText(5400), QStringLiteral("90 min"));
        QCOMPARE(durationText(61), QStringLiteral("61 s"));
        QCOMPARE(parseByteSize(QStringLiteral("16MiB")), int64_t(16) << 20);
        QCOMPARE(parseByteSize(QStringLiteral("10 MB")), int64_t(10000000));
        QCOMPARE(parseByteSize(QStringLiteral("4096")), int64_t(4096));
        QCOMPARE(parseByteSize(QStringLiteral("lots")), std::nullopt);
        QCOMPARE(byteSizeText(int64_t(1) << 30), QStringLiteral("1 GiB"));
        QCOMPARE(byteSizeText(1000), QStringLiteral("1000 B"));

        QCOMPARE(parseCollation(QStringLiteral("de@collation=phonebook")),
            JsonValue({ { "locale", "de@collation=phonebook" } }));
        QCOMPARE(parseCollation(QStringLiteral(R"({"locale": "en", "strength": 2})")),
            JsonValue({ { "locale", "en" }, { "strength", 2 } }));
        QCOMPARE(parseCollation(QString()), JsonValue(nullptr));
        QCOMPARE(parseCollation(QStringLiteral("{\"strength\": 2}")), std::nullopt);
        QCOMPARE(parseCollation(QStringLiteral("not a locale")), std::nullopt);
        QCOMPARE(collationText(JsonValue({ { "locale", "fr" } })), QStringLiteral("fr"));
    }

    // The Options tab: each option typed or ticked is one undo step that
    // says what it did, the script creates the collection with it, and
    // text the server would refuse is refused, red, the model unchanged.
    void collectionOptionsInTheInspector()
    {
        MainWindow &w = *mWindow;
        w.scene()->selectOnly({ QStringLiteral("activity") });
        EntityInspector *page = w.inspector()->entityPage();
        QVERIFY(page->isVisible());
        auto *tabs = page->findChild<QTabWidget *>();
        QVERIFY(tabs);
        QCOMPARE(tabs->tabText(1), QStringLiteral("Options"));
        QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(1).center());
        QCOMPARE(tabs->currentIndex(), 1);
        auto *form = page->findChild<CollectionOptionsForm *>();
        QVERIFY(form && form->isVisible());
        QUndoStack *undo = w.document()->undoStack();
        const Model initial = w.document()->model();
        auto options = [&] { return w.document()->model().findEntity("activity")->options; };

        // Time series: ticked with Space, its time field the first date field.
        auto *series = named<QGroupBox>(form, "timeSeries");
        QVERIFY(series && !series->isChecked());
        series->setFocus();
        QTest::keyClick(series, Qt::Key_Space);
        QVERIFY(options().timeSeries.has_value());
        QCOMPARE(options().timeSeries->timeField, std::string("at"));
        QCOMPARE(undo->undoText(), QStringLiteral("Make activity a time series"));

        auto *meta = named<QComboBox>(form, "metaField");
        QVERIFY(meta->findText(QStringLiteral("projectId")) >= 0);
        meta->setFocus();
        QTest::keyClicks(meta->lineEdit(), QStringLiteral("projectId"));
        QCOMPARE(meta->currentText(), QStringLiteral("projectId"));
        QCOMPARE(options().timeSeries->metaField, std::string("projectId"));

        auto *expiry = named<QLineEdit>(form, "timeSeriesExpiry");
        typeInto(expiry, QStringLiteral("90d"));
        QCOMPARE(options().timeSeries->expireAfterSeconds, int64_t(90 * 86400));
        QCOMPARE(expiry->text(), QStringLiteral("90d")); // as typed while typing
        typeInto(expiry, QStringLiteral("ninety days"));
        QCOMPARE(options().timeSeries->expireAfterSeconds, int64_t(90 * 86400));
        QVERIFY(!expiry->styleSheet().isEmpty());
        // Empty is "keep them"; then 90 days again.
        typeInto(expiry, QString());
        QTest::keyClick(expiry, Qt::Key_Backspace);
        QCOMPARE(options().timeSeries->expireAfterSeconds, std::nullopt);
        QVERIFY(expiry->styleSheet().isEmpty());
        typeInto(expiry, QStringLiteral("90 d"));
        QVERIFY(expiry->styleSheet().isEmpty());

        // Shard key: asc and hashed only; a refused kind changes nothing.
        auto *shard = named<QLineEdit>(form, "shardKey");
        typeInto(shard, QStringLiteral("projectId:hashed"));
        QVERIFY(options().shardKey.has_value());
        QCOMPARE(options().shardKey->keys,
            std::vector<IndexKey>({ { "projectId", IndexKeyKind::Hashed } }));
        // hashed → text: every text on the way is refused as well.
        shard->setFocus();
        shard->end(false);
        for (int i = 0; i < 6; ++i)
            QTest::keyClick(shard, Qt::Key_Backspace);
        QTest::keyClicks(shard, QStringLiteral("text"));
        QCOMPARE(options().shardKey->keys,
            std::vector<IndexKey>({ { "projectId", IndexKeyKind::Hashed } }));
        QVERIFY(!shard->styleSheet().isEmpty());
        typeInto(shard, QStringLiteral("projectId:hashed"));

        auto *collation = named<QLineEdit>(form, "collation");
        typeInto(collation, QStringLiteral("en"));
        QCOMPARE(options().collation, JsonValue({ { "locale", "en" } }));

        // A time series takes no validator: its level and action are off.
        auto *level = named<QComboBox>(form, "validationLevel");
        QVERIFY(!level->isEnabled());
        QVERIFY(!named<QComboBox>(form, "validationAction")->isEnabled());

        // The script creates the collection with what was set.
        w.view()->setFocus();
        ExportOptions sharded;
        sharded.shard = true;
        const std::string script = exportMongoshScript(w.document()->model(), sharded);
        for (const char *expected : { R"("timeField": "at")", R"("metaField": "projectId")",
                 R"("expireAfterSeconds": 7776000)", R"("locale": "en")",
                 R"("projectId": "hashed")" })
            QVERIFY2(script.find(expected) != std::string::npos, expected);
        const Model seriesModel = w.document()->model();
        // The page shows the model's text once nobody types.
        QCOMPARE(expiry->text(), QStringLiteral("90 d"));
        QCOMPARE(shard->text(), QStringLiteral("projectId:hashed"));

        // DOCMODELER_SCREENSHOT_OPTIONS=FILE saves the window's picture.
        if (const QString target = qEnvironmentVariable("DOCMODELER_SCREENSHOT_OPTIONS");
            !target.isEmpty())
            QVERIFY(w.grab().save(target));

        // Capped replaces the time series (the server has no capped time
        // series) in one step; undo brings the series back.
        auto *capped = named<QGroupBox>(form, "capped");
        capped->setFocus();
        QTest::keyClick(capped, Qt::Key_Space);
        QVERIFY(options().capped.has_value());
        QVERIFY(!options().timeSeries.has_value());
        QVERIFY(!series->isChecked());
        QCOMPARE(undo->undoText(), QStringLiteral("Make activity capped"));
        typeInto(named<QLineEdit>(form, "cappedSize"), QStringLiteral("1GiB"));
        QCOMPARE(options().capped->size, int64_t(1) << 30);
        w.view()->setFocus();
        undo->undo();
        undo->undo();
        QCOMPARE(w.document()->model(), seriesModel);
        QVERIFY(series->isChecked());

        // Every step undone is the model as it was; redone, as it became.
        while (undo->canUndo())
            undo->undo();
        QCOMPARE(w.document()->model(), initial);
        QVERIFY(!series->isChecked());
        QVERIFY(shard->text().isEmpty());
        int steps = 0;
        while (undo->canRedo() && w.document()->model() != seriesModel) {
            undo->redo();
            ++steps;
        }
        QCOMPARE(w.document()->model(), seriesModel);
        QVERIFY(steps <= 8); // keystrokes merged into one step per text

        // TTL on another collection, from its date field.
        w.scene()->selectOnly({ QStringLiteral("tasks") });
        auto *ttl = named<QGroupBox>(form, "ttl");
        QVERIFY(!ttl->isChecked());
        ttl->setFocus();
        QTest::keyClick(ttl, Qt::Key_Space);
        const Entity *tasks = w.document()->model().findEntity("tasks");
        QVERIFY(tasks->options.ttl.has_value());
        QCOMPARE(undo->undoText(), QStringLiteral("Expire the documents of tasks"));
        QCOMPARE(
            tasks->options.ttl->field, std::string("createdAt")); // tasks has no date field yet
        typeInto(named<QLineEdit>(form, "ttlExpiry"), QStringLiteral("12h"));
        QCOMPARE(w.document()->model().findEntity("tasks")->options.ttl->expireAfterSeconds, 43200);
        QVERIFY(level->isEnabled());
        level->setFocus();
        QTest::keyClick(level, Qt::Key_Down);
        QCOMPARE(w.document()->model().findEntity("tasks")->options.validationLevel,
            ValidationLevel::Moderate);
        QVERIFY(exportMongoshScript(w.document()->model()).find(R"("validationLevel": "moderate")")
            != std::string::npos);

        // An embedded type has no collection options.
        w.scene()->selectOnly({ QStringLiteral("change") });
        QVERIFY(!tabs->isTabVisible(1));
        QVERIFY(!tabs->isTabVisible(2));
    }

    // Allowed values typed as a plain list, read by the field's type; a
    // value the field cannot hold is refused with the reason; the list
    // editor adds, reorders and removes values in one undo step.
    void allowedValuesAsAList()
    {
        MainWindow &w = *mWindow;
        w.scene()->selectOnly({ QStringLiteral("tasks") });
        EntityInspector *page = w.inspector()->entityPage();
        page->selectField({ 1 }); // status
        auto *values = named<QLineEdit>(page, "allowedValues");
        QVERIFY(values && values->isVisible());
        auto status
            = [&] { return w.document()->model().findEntity("tasks")->fields[1].enumValues; };

        typeInto(values, QStringLiteral("new, in progress, done"));
        QTest::keyClick(values, Qt::Key_Return);
        QCOMPARE(status(), std::vector<JsonValue>({ "new", "in progress", "done" }));
        QCOMPARE(w.document()->undoStack()->undoText(),
            QStringLiteral("Change the allowed values of tasks.status"));

        page->selectField({ 2 }); // priority, an int
        typeInto(values, QStringLiteral("1, 2, x"));
        QTest::keyClick(values, Qt::Key_Return);
        auto priority
            = [&] { return w.document()->model().findEntity("tasks")->fields[2].enumValues; };
        QVERIFY(priority().empty());
        QVERIFY(!values->styleSheet().isEmpty());
        QVERIFY2(values->toolTip().contains(QStringLiteral("x is not a number")),
            qPrintable(values->toolTip()));
        QCOMPARE(values->text(), QStringLiteral("1, 2, x")); // nothing typed is lost
        typeInto(values, QStringLiteral("1, 2, 3"));
        QTest::keyClick(values, Qt::Key_Return);
        QCOMPARE(priority(), std::vector<JsonValue>({ 1, 2, 3 }));
        QVERIFY(values->styleSheet().isEmpty());

        // The list editor on status: a value added, moved up, one removed.
        page->findChild<QTreeWidget *>()->setFocus();
        page->selectField({ 1 });
        QCOMPARE(values->text(), QStringLiteral("new, in progress, done"));
        const int stepsBefore = w.document()->undoStack()->count();
        bool sawDialog = false;
        QTimer::singleShot(0, this, [&] {
            auto *dialog = qobject_cast<AllowedValuesDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            sawDialog = true;
            const auto close = qScopeGuard([dialog] {
                if (dialog->isVisible())
                    dialog->reject();
            });
            QListWidget *list = dialog->list();
            QCOMPARE(list->count(), 3);
            QTest::mouseClick(named<QPushButton>(dialog, "add"), Qt::LeftButton);
            QCOMPARE(list->count(), 4);
            auto *editor = list->viewport()->findChild<QLineEdit *>();
            QVERIFY(editor); // the new row is open for typing
            QTest::keyClicks(editor, QStringLiteral("archived"));
            QTest::keyClick(editor, Qt::Key_Return);
            QTRY_COMPARE(list->item(3)->text(), QStringLiteral("archived")); // committed queued
            QTest::mouseClick(named<QPushButton>(dialog, "up"), Qt::LeftButton); // above done
            QCOMPARE(list->currentRow(), 2);
            list->setCurrentRow(0);
            QTest::mouseClick(named<QPushButton>(dialog, "remove"), Qt::LeftButton); // new
            dialog->accept();
        });
        QTest::mouseClick(named<QToolButton>(page, "allowedValuesList"), Qt::LeftButton);
        QVERIFY(sawDialog);
        QCOMPARE(status(), std::vector<JsonValue>({ "in progress", "archived", "done" }));
        QCOMPARE(w.document()->undoStack()->count(), stepsBefore + 1);
        QCOMPARE(values->text(), QStringLiteral("in progress, archived, done"));

        // Values that would not read back from a plain list show as JSON.
        QCOMPARE(allowedValuesText({ "a, b", "c" }, { BsonType::String }),
            QStringLiteral(R"(["a, b","c"])"));
        QCOMPARE(allowedValuesText({ 1, 2 }, { BsonType::Int }), QStringLiteral("1, 2"));
        QString why;
        QCOMPARE(parseAllowedValues(QStringLiteral(R"(["a, b", "c"])"), { BsonType::String }, &why),
            std::vector<JsonValue>({ "a, b", "c" }));
        QCOMPARE(
            parseAllowedValues(QStringLiteral("[1, 2"), { BsonType::Int }, &why), std::nullopt);
        QVERIFY(why.contains(QStringLiteral("JSON array")));
    }

    // A field renamed in the form keeps its identity, so the migration from
    // the saved model renames it on the server instead of dropping it; a
    // default is typed as the field's type reads it, and refused otherwise.
    // Each is one undo step.
    void renamedFieldKeepsItsIdentity()
    {
        MainWindow &w = *mWindow;
        const Model saved = w.document()->model();
        QUndoStack *stack = w.document()->undoStack();
        w.scene()->selectOnly({ QStringLiteral("tasks") });
        EntityInspector *page = w.inspector()->entityPage();
        page->selectField({ 1 }); // status
        auto field = [&](size_t i) { return w.document()->model().findEntity("tasks")->fields[i]; };
        const int before = stack->count();
        typeInto(named<QLineEdit>(page, "fieldName"), QStringLiteral("state"));
        QCOMPARE(field(1).name, std::string("state"));
        QCOMPARE(field(1).id, std::string("status"));
        QCOMPARE(stack->count(), before + 1); // the keystrokes are one step
        QStringList titles;
        for (const DataStep &step : planDataMigration(saved, w.document()->model()).steps)
            titles << step.title;
        QCOMPARE(titles,
            QStringList({ QStringLiteral("Rename tasks.status to state"),
                QStringLiteral("Remove tasks.status, renamed to state") }));

        // A default for the int priority: "x" refused with the reason, 3 taken.
        page->selectField({ 2 });
        auto *value = named<QLineEdit>(page, "defaultValue");
        QVERIFY(value && value->isVisible());
        typeInto(value, QStringLiteral("x"));
        QTest::keyClick(value, Qt::Key_Return);
        QVERIFY(!field(2).defaultValue);
        QVERIFY(!value->styleSheet().isEmpty());
        QVERIFY2(value->toolTip().contains(QStringLiteral("x is not a number")), qPrintable(value->toolTip()));
        typeInto(value, QStringLiteral("3"));
        QTest::keyClick(value, Qt::Key_Return);
        QCOMPARE(field(2).defaultValue, std::optional<JsonValue>(3));
        QVERIFY(value->styleSheet().isEmpty());
        if (const QString shot = qEnvironmentVariable("DOCMODELER_SCREENSHOT_FIELDFORM"); !shot.isEmpty())
            QVERIFY(value->parentWidget()->grab().save(shot));
        QCOMPARE(stack->count(), before + 2);
        stack->undo();
        QVERIFY(!field(2).defaultValue);
        QCOMPARE(value->text(), QString());
        stack->redo();
        QCOMPARE(value->text(), QStringLiteral("3"));
        stack->undo();
        stack->undo();
        QCOMPARE(field(1).name, std::string("status"));
        QVERIFY(field(1).id.empty());
    }

    // The copy editor: a table of source field, direction and name; a
    // wrong row is refused with its reason; OK is one undo step.
    void copiesEditedAsATable()
    {
        MainWindow &w = *mWindow;
        w.scene()->selectOnly({ QStringLiteral("assignee") });
        RelationshipInspector *page = w.inspector()->relationshipPage();
        QVERIFY(page->isVisible());
        auto *line = named<QLineEdit>(page, "copiedFields");
        QCOMPARE(line->text(), QStringLiteral("name:into-many as assigneeName"));
        auto copies = [&] { return w.document()->model().relationships[0].denormalized; };
        const auto before = copies();

        auto run = [&](const std::function<void(CopiesDialog *)> &steps) {
            bool saw = false;
            QTimer::singleShot(0, this, [&] {
                auto *dialog = qobject_cast<CopiesDialog *>(QApplication::activeModalWidget());
                QVERIFY(dialog);
                saw = true;
                // A failed check returns early: the dialog closes all the same.
                const auto close = qScopeGuard([dialog] {
                    if (dialog->isVisible())
                        dialog->reject();
                });
                steps(dialog);
            });
            QTest::mouseClick(named<QToolButton>(page, "copiedFieldsTable"), Qt::LeftButton);
            QVERIFY(saw);
        };
        auto cellCombo = [](QTableWidget *table, int row, int column) {
            return qobject_cast<QComboBox *>(table->cellWidget(row, column));
        };

        // A field users lack is refused, the dialog stays, the model too.
        run([&](CopiesDialog *dialog) {
            QTableWidget *table = dialog->table();
            QCOMPARE(table->rowCount(), 1);
            QCOMPARE(cellCombo(table, 0, 0)->currentText(), QStringLiteral("name"));
            QCOMPARE(table->item(0, 2)->text(), QStringLiteral("assigneeName"));
            // The source's fields to choose from, nested and written ones too.
            QVERIFY(cellCombo(table, 0, 0)->findText(QStringLiteral("avatarUrl")) >= 0);
            QTest::mouseClick(named<QPushButton>(dialog, "add"), Qt::LeftButton);
            QCOMPARE(table->rowCount(), 2);
            QComboBox *field = cellCombo(table, 1, 0);
            QTest::keyClicks(field->lineEdit(), QStringLiteral("avatarUrl"));
            table->item(1, 2)->setText(QStringLiteral("assigneeAvatar"));
            table->setCurrentCell(1, 0);
            QTest::mouseClick(named<QPushButton>(dialog, "up"), Qt::LeftButton);
            QCOMPARE(cellCombo(table, 0, 0)->currentText(), QStringLiteral("avatarUrl"));
            QCOMPARE(table->item(0, 2)->text(), QStringLiteral("assigneeAvatar"));
            cellCombo(table, 1, 0)->setEditText(QStringLiteral("nme"));
            dialog->accept();
            auto *message = dialog->findChild<QLabel *>(QStringLiteral("rowProblem"));
            QVERIFY(dialog->isVisible() && message->isVisible());
            QVERIFY2(message->text().contains(QStringLiteral("Row 2"))
                    && message->text().contains(QStringLiteral("nme")),
                qPrintable(message->text()));
            // DOCMODELER_SCREENSHOT_COPY_TABLE=FILE saves the dialog's picture.
            if (const QString target = qEnvironmentVariable("DOCMODELER_SCREENSHOT_COPY_TABLE");
                !target.isEmpty())
                QVERIFY(dialog->grab().save(target));
            dialog->reject();
        });
        QCOMPARE(copies(), before);

        // Right this time: one step, named, undone and redone.
        const int steps = w.document()->undoStack()->count();
        run([&](CopiesDialog *dialog) {
            QTableWidget *table = dialog->table();
            QTest::mouseClick(named<QPushButton>(dialog, "add"), Qt::LeftButton);
            QTest::keyClicks(cellCombo(table, 1, 0)->lineEdit(), QStringLiteral("avatarUrl"));
            table->item(1, 2)->setText(QStringLiteral("assigneeAvatar"));
            dialog->accept();
            QVERIFY(!dialog->isVisible());
        });
        const std::vector<DenormalizedField> both
            = { { "name", CopyDirection::IntoMany, "assigneeName" },
                  { "avatarUrl", CopyDirection::IntoMany, "assigneeAvatar" } };
        QCOMPARE(copies(), both);
        QCOMPARE(w.document()->undoStack()->count(), steps + 1);
        QCOMPARE(w.document()->undoStack()->undoText(),
            QStringLiteral("Edit the copies of users → tasks"));
        QCOMPARE(line->text(),
            QStringLiteral(
                "name:into-many as assigneeName, avatarUrl:into-many as assigneeAvatar"));
        w.document()->undoStack()->undo();
        QCOMPARE(copies(), before);
        w.document()->undoStack()->redo();
        QCOMPARE(copies(), both);
        // The copies are typed as their sources in the script's validator.
        const std::string script = exportMongoshScript(w.document()->model());
        QVERIFY(script.find("\"assigneeAvatar\": {") != std::string::npos);
    }

    // The extended reference people write: assignee: {_id, name, avatarUrl},
    // set in the inspector, undone, and carried through the validator, the
    // preview, the reference index, the file, the diff and the migration.
    void copiesGroupedUnderAnObject()
    {
        MainWindow &w = *mWindow;
        // As an inferred model declares it: the reference as a field of its own.
        Model declared = tasksAndActivity();
        declared.entities[0].fields.push_back(makeField("assigneeId", { BsonType::ObjectId }));
        w.document()->reset(declared, {});
        const Model before = w.document()->model();
        w.scene()->selectOnly({ QStringLiteral("assignee") });
        RelationshipInspector *page = w.inspector()->relationshipPage();
        auto *group = named<QLineEdit>(page, "referenceObject");
        QVERIFY(group && group->isEnabled());
        const int steps = w.document()->undoStack()->count();
        typeInto(group, QStringLiteral("assignee"));
        QTest::keyClick(group, Qt::Key_Return);
        const Model grouped = w.document()->model();
        QCOMPARE(grouped.relationships[0].referenceObject, std::string("assignee"));
        QCOMPARE(w.document()->undoStack()->count(), steps + 1);
        QCOMPARE(w.document()->undoStack()->undoText(),
            QStringLiteral("Group the reference of users → tasks under assignee"));
        // The declared top-level reference went in the same step.
        QVERIFY(!findFieldPath(grouped.findEntity("tasks")->fields, "assigneeId"));
        // The reference's own name no longer applies.
        QVERIFY(!named<QLineEdit>(page, "manyField")->isEnabled());
        // DOCMODELER_SCREENSHOT_GROUPED=FILE saves the window's picture.
        if (const QString target = qEnvironmentVariable("DOCMODELER_SCREENSHOT_GROUPED"); !target.isEmpty()) {
            w.action(QStringLiteral("fit"))->trigger();
            QVERIFY(w.grab().save(target));
        }

        // The validator: one optional object, the reference required in it,
        // the copy typed as its source; nothing left at the top level.
        const Entity &tasks = *grouped.findEntity("tasks");
        const std::vector<Field> fields = documentFields(grouped, tasks);
        for (const char *gone : { "assigneeId", "assigneeName", "name" })
            QVERIFY2(std::ranges::find(fields, std::string(gone), &Field::name) == fields.end(), gone);
        const auto assignee = std::ranges::find(fields, std::string("assignee"), &Field::name);
        QVERIFY(assignee != fields.end());
        QVERIFY(!assignee->required);
        QCOMPARE(assignee->types, (std::vector<BsonType> { BsonType::Object, BsonType::Null }));
        QCOMPARE(assignee->fields.size(), size_t(2));
        QCOMPARE(assignee->fields[0].name, std::string("_id"));
        QVERIFY(assignee->fields[0].required);
        QCOMPARE(assignee->fields[0].types, std::vector<BsonType> { BsonType::ObjectId });
        QCOMPARE(assignee->fields[1].name, std::string("assigneeName"));
        QCOMPARE(assignee->fields[1].types, std::vector<BsonType> { BsonType::String });

        // The preview writes each task its user's id and name, and every
        // previewed document passes the model's own validator.
        PreviewOptions options;
        options.count = 6;
        const CollectionPreview users = previewCollection(grouped, *grouped.findEntity("users"), options);
        const CollectionPreview taskDocs = previewCollection(grouped, tasks, options);
        const int64_t perUser = std::max<int64_t>(grouped.relationships[0].counts.typical, 1);
        for (size_t i = 0; i < taskDocs.documents.size(); ++i) {
            const bson_t *task = taskDocs.documents[i].get();
            const bson_t *user = users.documents[size_t(int64_t(i) / perUser) % users.documents.size()].get();
            QCOMPARE(valueJson(task, "assignee._id"), valueJson(user, "_id"));
            QCOMPARE(valueJson(task, "assignee.assigneeName"), valueJson(user, "name"));
            QVERIFY(!bson_has_field(task, "assigneeId"));
        }
        for (const Entity &entity : grouped.entities) {
            if (!entity.isCollection())
                continue;
            std::string error;
            const auto schema = check::collectionSchema(grouped, entity, &error);
            QVERIFY2(schema, error.c_str());
            const CollectionPreview preview = previewCollection(grouped, entity, options);
            QVERIFY2(check::checkDocuments(*schema, entity.name, preview.documents, 2).failing == 0,
                entity.name.c_str());
        }

        // The index that follows the reference is on the path inside.
        const std::vector<Index> indexes = referenceIndexes(grouped, grouped.relationships[0]);
        QCOMPARE(indexes.size(), size_t(1));
        QCOMPARE(indexes[0].keys.front().field, std::string("assignee._id"));

        // Saved and read back as it was.
        const LoadResult read = parseModel(serializeModel(grouped), QStringLiteral("grouped.dmm"));
        QVERIFY(read.model);
        QCOMPARE(read.model->relationships[0].referenceObject, std::string("assignee"));

        // The diff and the migration: tst_datamigration::copiesGroupUnderAnObject.
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->model(), before);
        QCOMPARE(group->text(), QString());
        w.document()->undoStack()->redo();
        QCOMPARE(w.document()->model(), grouped);
        QCOMPARE(group->text(), QStringLiteral("assignee"));
    }

private:
    std::unique_ptr<MainWindow> mWindow;
};

QTEST_MAIN(TestInspectorOptions)
#include "tst_inspectoroptions.moc"
