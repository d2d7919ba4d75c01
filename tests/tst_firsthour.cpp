// SPDX-License-Identifier: GPL-3.0-or-later
// The first hour of a new user, scripted: a new model, two collections with
// fields, a relationship taken through every strategy, a tree, undo of all
// of it and redo, save, reopen and export. At each step the canvas, the
// preview's collection and sizes, and the advisor are checked.

#include "testsupport.h"

#include "canvas/canvaseditor.h"
#include "canvas/diagramscene.h"
#include "canvas/entityitem.h"
#include "commands/editcommands.h"
#include "diagram/diagrampainter.h"
#include "document/modeldocument.h"
#include "export/mongoshscript.h"
#include "io/modelwriter.h"
#include "panels/advisordock.h"
#include "panels/inspector.h"
#include "panels/previewpanel.h"
#include "panels/relationshipinspector.h"
#include "schema/derivedfields.h"
#include "translations/translator.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

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

} // namespace

class TestFirstHour : public QObject
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
};

QTEST_MAIN(TestFirstHour)
#include "tst_firsthour.moc"
