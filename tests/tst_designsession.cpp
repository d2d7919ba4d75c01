// SPDX-License-Identifier: GPL-3.0-or-later
// Whole design sessions in the window, scripted: a new model, collections with
// fields, a relationship taken through every strategy, a tree, undo and redo
// of all of it, save, reopen and export; and a SaaS schema typed in by hand.
// At each step the canvas, the preview and the advisor are checked.
#include "testsupport.h"
#include "windowsupport.h"
#include "advisor/advisor.h"
#include "advisor/lintreport.h"
#include "canvas/canvaseditor.h"
#include "canvas/diagramscene.h"
#include "canvas/diagramview.h"
#include "canvas/entityitem.h"
#include "check/datacheck.h"
#include "commands/editcommands.h"
#include "diagram/diagrampainter.h"
#include "dialogs/allowedvaluesdialog.h"
#include "dialogs/copiesdialog.h"
#include "document/modeldocument.h"
#include "export/mongoshscript.h"
#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "migrate/datamigration.h"
#include "panels/advisordock.h"
#include "panels/collectionoptionsform.h"
#include "panels/entityinspector.h"
#include "panels/inspector.h"
#include "panels/previewpanel.h"
#include "panels/relationshipinspector.h"
#include "preview/collectionpreview.h"
#include "schema/derivedfields.h"
#include "schema/qtstring.h"
#include "schema/referenceindexes.h"
#include "shape/documentshape.h"
#include "text/allowedvalues.h"
#include "text/quantitytext.h"
#include "translations/translator.h"
#include "window/mainwindow.h"
#include "workbenchhands.h"

#include <QAction>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>

using namespace docmodel;
using namespace docmodel::test;

namespace {

constexpr int kWaitMs = 10000;

bool boxShows(MainWindow &window, const std::string &id, const QString &row)
{
    EntityItem *item = window.scene()->entityItem(QString::fromStdString(id));
    if (!item)
        return false;
    for (const EntityRow &r : item->box().rows)
        if (r.name == row)
            return true;
    return false;
}

QString selectedId(MainWindow &window)
{
    const QStringList ids = window.scene()->selectedEntityIds();
    return ids.size() == 1 ? ids.first() : QString();
}

int advisorErrors(MainWindow &window)
{
    auto *advisor = window.findChild<AdvisorDock *>();
    int errors = 0;
    for (const Diagnostic &d : advisor->report().diagnostics)
        errors += d.severity == Severity::Error ? 1 : 0;
    return errors;
}


template <typename W> W *named(QWidget *parent, const char *name)
{
    W *widget = parent->findChild<W *>(QLatin1String(name));
    if (!widget)
        qWarning("no widget named %s", name);
    return widget;
}

} // namespace

class TestDesignSession : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        installTranslations(QStringLiteral("en"));
    }

    void firstHour()
    {
        MainWindow window;
        window.applyDefaultLayout(QSize(1280, 800));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ModelDocument *document = window.document();
        PreviewPanel *preview = window.preview();
        const auto previewSettled = [&] {
            return QTest::qWaitFor([&] { return !preview->isRefreshing(); }, kWaitMs);
        };

        // New model, two collections (Ctrl+E), named and given fields.
        window.action(QStringLiteral("new"))->trigger();
        QVERIFY(document->model().entities.empty());
        const Model empty = document->model();
        QStringList ids;
        for (const char *name : { "authors", "books" }) {
            window.action(QStringLiteral("addCollection"))->trigger();
            const QString id = selectedId(window);
            QVERIFY(!id.isEmpty());
            window.editor()->renameEntity(id, QLatin1String(name));
            ids << id;
        }
        const std::string authors = ids[0].toStdString();
        const std::string books = ids[1].toStdString();
        for (const auto &[id, field] : { std::pair { authors, "name" }, std::pair { books, "title" } }) {
            Entity entity = *document->model().findEntity(id);
            entity.fields.push_back(makeField(field, { BsonType::String }, true));
            document->undoStack()->push(new EditEntityCommand(document, entity, QStringLiteral("Add field")));
        }
        QVERIFY(boxShows(window, authors, QStringLiteral("name")));
        QVERIFY(boxShows(window, books, QStringLiteral("title")));
        // The two boxes do not cover each other.
        QVERIFY(!window.scene()->entityItem(ids[0])->sceneBoxRect().intersects(
            window.scene()->entityItem(ids[1])->sceneBoxRect()));
        window.scene()->selectOnly({ ids[1] });
        QVERIFY(previewSettled());
        QCOMPARE(preview->entityIds(), QStringList({ ids[1] }));
        QVERIFY(preview->documentsText().contains(QLatin1String("title")));
        QVERIFY(preview->sizeText().contains(QLatin1String("B")));

        // Connect authors → books and take it through every strategy, by
        // the inspector's buttons.
        const QString rel = window.editor()->connectEntities(ids[0], ids[1]);
        QVERIFY(!rel.isEmpty());
        window.scene()->selectOnly({ rel });
        RelationshipInspector *inspector = window.inspector()->relationshipPage();
        QTRY_VERIFY(inspector->isVisible());
        struct Expected {
            Strategy strategy;
            QStringList written; // the collections the preview shows
            std::string where; // a box that shows the written field
        };
        const QList<Expected> strategies = {
            { Strategy::Embed, { ids[0] }, authors },
            { Strategy::EmbedSubset, { ids[0], ids[1] }, authors }, // all books stay, each with its author
            { Strategy::ChildReferencing, { ids[0] }, authors },
            { Strategy::ParentReferencing, { ids[1] }, books },
            { Strategy::TwoWay, { ids[0], ids[1] }, books },
            { Strategy::ExtendedReference, { ids[1] }, books },
        };
        for (const Expected &expected : strategies) {
            const QString name = strategyDisplayName(expected.strategy);
            QPushButton *button = nullptr;
            for (QPushButton *candidate : inspector->findChildren<QPushButton *>())
                if (candidate->text() == name && candidate->isCheckable())
                    button = candidate;
            QVERIFY2(button, qPrintable(name));
            QTest::mouseClick(button, Qt::LeftButton);
            const Relationship *now = document->model().findRelationship(rel.toStdString());
            QVERIFY(now);
            QCOMPARE(now->strategy, expected.strategy);
            // What the strategy writes is drawn at once.
            for (const WrittenField &written : fieldsWrittenBy(document->model(), *now)) {
                if (written.entityId == expected.where)
                    QVERIFY2(boxShows(window, expected.where, QString::fromStdString(written.name)),
                        qPrintable(name + QStringLiteral(": ") + QString::fromStdString(written.name)));
            }
            QVERIFY(previewSettled());
            QCOMPARE(preview->entityIds(), expected.written);
            QVERIFY2(!preview->sizeText().isEmpty(), qPrintable(name));
            QTRY_COMPARE_WITH_TIMEOUT(advisorErrors(window), 0, kWaitMs);
        }

        // A tree: categories with parent references.
        window.action(QStringLiteral("addCollection"))->trigger();
        const QString categories = selectedId(window);
        window.editor()->renameEntity(categories, QStringLiteral("categories"));
        window.scene()->selectOnly({ categories });
        window.action(QStringLiteral("addTree"))->trigger();
        const auto tree = std::find_if(document->model().relationships.begin(),
            document->model().relationships.end(), [](const Relationship &r) { return r.tree.has_value(); });
        QVERIFY(tree != document->model().relationships.end());
        QVERIFY(boxShows(window, categories.toStdString(), QStringLiteral("parent")));
        window.scene()->selectOnly({ categories });
        QVERIFY(previewSettled());
        QTRY_VERIFY_WITH_TIMEOUT(!preview->treeEncodings().isEmpty(), kWaitMs);

        // Undo all, redo all.
        const Model built = document->model();
        QUndoStack *undo = document->undoStack();
        const int steps = undo->index();
        QVERIFY(steps >= 12);
        while (undo->canUndo())
            undo->undo();
        QCOMPARE(document->model(), empty);
        QVERIFY(window.scene()->entityItem(ids[0]) == nullptr);
        while (undo->canRedo())
            undo->redo();
        QCOMPARE(document->model(), built);
        QVERIFY(boxShows(window, categories.toStdString(), QStringLiteral("parent")));

        // Save, reopen, export.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("library.dmodel"));
        QCOMPARE(document->saveAs(path), QString());
        QVERIFY(!document->isModified());
        window.action(QStringLiteral("new"))->trigger();
        QVERIFY(window.openFile(path));
        // As saved: what the file holds (values in memory only, such as
        // caches, are not part of it).
        QCOMPARE(serializeModel(document->model()), serializeModel(built));
        const std::string script = exportMongoshScript(document->model());
        for (const char *name : { "\"authors\"", "\"books\"", "\"categories\"" })
            QVERIFY2(script.find(name) != std::string::npos, name);
    }

    // A project-management SaaS, designed through the workbench's own
    // menus, canvas and inspector: what it exports is what an expert would
    // write, what it previews passes its own validators, and the advisor
    // says what was reviewed, none of the advice that once misled on it.
    void saasDesignedInTheWorkbench()
    {
        MainWindow w;
        QVERIFY(showWindow(w, QSize(1280, 900)));
        w.action(QStringLiteral("new"))->trigger();
        WorkbenchHands hands(w);
        auto text = [](const char *t) { return QString::fromUtf8(t); };

        const QString orgs = hands.addCollection(text("organizations"));
        hands.addField(orgs, text("name"), text("string"), true);
        hands.addField(orgs, text("plan"), text("string"), true, text("free, team, enterprise"));
        hands.addField(orgs, text("createdAt"), text("date"), true);

        const QString users = hands.addCollection(text("users"));
        hands.addField(users, text("email"), text("string"), true);
        hands.addField(users, text("name"), text("string"), true);
        hands.addField(users, text("avatarUrl"), text("string"));
        const QString members = hands.connect(orgs, users);
        hands.setStrategy(members, Strategy::ParentReferencing);
        hands.setRelationshipText(members, text("Field in child:"), text("orgId"));
        hands.setRelationshipText(members, text("Maximum children:"), text("5000"));
        hands.addIndex(users, text("email:asc"), true);

        // Projects: folders in a tree, each with the ids of its ancestors.
        const QString projects = hands.addCollection(text("projects"));
        hands.addField(projects, text("name"), text("string"), true);
        const QString orgProjects = hands.connect(orgs, projects);
        hands.setStrategy(orgProjects, Strategy::ParentReferencing);
        hands.setRelationshipText(orgProjects, text("Field in child:"), text("orgId"));
        const QString folders = hands.addTree(projects);
        hands.setRelationshipCombo(folders, text("Stored as:"), text("Tree: array of ancestors"));
        hands.setRelationshipText(folders, text("Deepest level:"), text("8"));
        hands.setRelationshipCheck(folders, text("A child may have no parent"), true);

        // Tasks: up to 50,000 a project; the assignee shown without a lookup.
        const QString tasks = hands.addCollection(text("tasks"));
        hands.addField(tasks, text("title"), text("string"), true);
        hands.addField(tasks, text("status"), text("string"), true, text("todo, doing, done"));
        hands.addField(tasks, text("labels"), text("[string]"));
        hands.addField(tasks, text("dueDate"), text("date"));
        hands.addField(tasks, text("createdAt"), text("date"), true);
        hands.addField(tasks, text("updatedAt"), text("date"), true);
        hands.setEntityText(tasks, text("Estimated documents:"), text("20000000"));
        const QString projectTasks = hands.connect(projects, tasks);
        hands.setStrategy(projectTasks, Strategy::ParentReferencing);
        hands.setRelationshipText(projectTasks, text("Field in child:"), text("projectId"));
        hands.setRelationshipText(projectTasks, text("Typical children:"), text("400"));
        hands.setRelationshipText(projectTasks, text("Maximum children:"), text("50000"));
        const QString assignee = hands.connect(users, tasks);
        hands.setStrategy(assignee, Strategy::ExtendedReference);
        hands.setRelationshipText(assignee, text("Copied fields:"),
            text("name:into-many, avatarUrl:into-many"));
        hands.setRelationshipText(assignee, text("Group under:"), text("assignee"));
        hands.setRelationshipCheck(assignee, text("A child may have no parent"), true);

        const QString comments = hands.addCollection(text("comments"));
        hands.addField(comments, text("body"), text("string"), true);
        hands.addField(comments, text("createdAt"), text("date"), true);
        const QString taskComments = hands.connect(tasks, comments);
        hands.setStrategy(taskComments, Strategy::ParentReferencing);
        hands.setRelationshipText(taskComments, text("Field in child:"), text("taskId"));

        // The activity log: a time series kept 90 days.
        const QString activity = hands.addCollection(text("activity"));
        hands.addField(activity, text("at"), text("date"), true);
        hands.addField(activity, text("projectId"), text("objectId"), true);
        hands.addField(activity, text("kind"), text("string"), true);
        hands.checkOption(activity, "timeSeries", true);
        hands.setOption(activity, "timeField", text("at"));
        hands.setOption(activity, "metaField", text("projectId"));
        hands.setOption(activity, "granularity", text("minutes"));
        hands.setOption(activity, "timeSeriesExpiry", text("90d"));

        // What the application asks, and the indexes that serve it.
        hands.addAccessPattern(tasks, text("Tasks of a project by status"),
            text("projectId:equality, status:equality"), text("dueDate:asc"), 20);
        hands.addAccessPattern(tasks, text("Open tasks of a user"),
            text("assignee._id:equality, status:in"), text("dueDate:asc"), 10);
        hands.addAccessPattern(tasks, text("Move a task on"), text("_id:equality"), {}, 5, true,
            text("status, updatedAt"));
        hands.addAccessPattern(users, text("Members of an organization"), text("orgId:equality"),
            text("name:asc"), 2);
        hands.addAccessPattern(projects, text("Folders under a folder"),
            text("ancestors:equality"), {}, 1);
        hands.addAccessPattern(projects, text("Projects of an organization by name"),
            text("orgId:equality, name:prefix-regex"), {}, 0.5);
        hands.addAccessPattern(comments, text("Comments of a task"), text("taskId:equality"),
            text("createdAt:asc"), 5);
        hands.addAccessPattern(activity, text("Activity of a project"),
            text("projectId:equality, at:range"), text("at:desc"), 1);
        hands.addIndex(tasks, text("projectId:asc, status:asc, dueDate:asc"));
        // $in on status with a sort: the sort's key before it (ESR).
        hands.addIndex(tasks, text("assignee._id:asc, dueDate:asc, status:asc"));
        hands.addIndex(projects, text("orgId:asc, name:asc"));
        hands.addIndex(users, text("orgId:asc, name:asc"));
        hands.addIndex(comments, text("taskId:asc, createdAt:asc"));
        hands.addIndex(activity, text("projectId:asc, at:desc"));
        QVERIFY2(hands.errors().isEmpty(), qPrintable(hands.errors()));

        Model model = w.document()->model();
        model.name = "saas";
        model.database = "saas";
        const QString golden = QStringLiteral("tests/data/golden/saas/");
        // The script: reviewed by hand against MongoDB's documentation.
        const std::string script = exportMongoshScript(model);
        QVERIFY(matchesGolden(golden + QStringLiteral("saas.mongosh.js"), script));

        // Every previewed document passes the model's own validator.
        const check::CheckReport previewed = check::checkPreview(model, 25, {});
        for (const check::CollectionCheck &collection : previewed.collections)
            QVERIFY2(collection.error.empty() && collection.failing == 0
                    && (collection.checked > 0 || collection.collection == "activity"),
                (collection.collection + ": " + collection.error + " "
                    + std::to_string(collection.failing) + " failing")
                    .c_str());

        // The advisor's findings: a reviewed list, by names.
        const AdvisorReport advice = runAdvisor(model);
        const std::string findings
            = formatLintReport(model, advice, QStringLiteral("saas.dmodel"), LintFormat::Text);
        QVERIFY(matchesGolden(golden + QStringLiteral("saas.findings.txt"), findings));
        for (const char *id : { "rel-", "ix-", "ap-", "collection-" })
            QVERIFY2(findings.find(id) == std::string::npos, id);
    }

};

QTEST_MAIN(TestDesignSession)
#include "tst_designsession.moc"
