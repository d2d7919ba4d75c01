// SPDX-License-Identifier: GPL-3.0-or-later
#include "testsupport.h"

#include "canvas/canvaseditor.h"
#include "canvas/diagramscene.h"
#include "canvas/diagramview.h"
#include "document/modeldocument.h"
#include "export/prisma.h"
#include "exportfixtures.h"
#include "inference/modelfrominference.h"
#include "inferfiles.h"
#include "panels/inspector.h"
#include "translations/translator.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeView>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {
const QString kModel = sourcePath(QStringLiteral("tests/data/format-v1/blog-v1.migrated.dmodel"));
} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Every action of the window, its docks and controllers included, has
    // a shortcut of its own: one bound twice triggers neither.
    void noShortcutIsBoundTwice()
    {
        MainWindow window;
        QHash<QString, QString> owners;
        QStringList clashes;
        int bound = 0;
        for (const QAction *action : window.findChildren<QAction *>()) {
            for (const QKeySequence &key : action->shortcuts()) {
                const QString text = key.toString(QKeySequence::PortableText);
                const QString name = action->text().remove(QLatin1Char('&'));
                if (owners.contains(text) && owners.value(text) != name)
                    clashes << QStringLiteral("%1: %2 and %3").arg(text, owners.value(text), name);
                owners.insert(text, name);
                ++bound;
            }
        }
        QVERIFY(bound > 20);
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1Char('\n'))));
    }

    void opensAModelAndListsItsEntities()
    {
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(kModel));
        auto *view = window.findChild<QTreeView *>(QStringLiteral("entityList"));
        QVERIFY(view);
        QCOMPARE(view->model()->rowCount(), 2);
        QCOMPARE(view->model()->index(0, 0).data().toString(), QStringLiteral("posts"));
        QCOMPARE(view->model()->index(1, 0).data().toString(), QStringLiteral("comments"));
        // Fields are listed under their entity, with their type, made when
        // it is first expanded (a large model opens with a row per entity).
        const QModelIndex posts = view->model()->index(0, 0);
        QVERIFY(view->model()->hasChildren(posts));
        QCOMPARE(view->model()->rowCount(posts), 0);
        view->expand(posts);
        QTRY_COMPARE(view->model()->rowCount(posts), 3);
        QCOMPARE(view->model()->index(1, 1, posts).data().toString(), QStringLiteral("string"));
        QVERIFY(window.windowTitle().contains(QStringLiteral("blog-v1.migrated.dmodel")));
        QVERIFY(window.windowTitle().contains(QStringLiteral("Blog (format 1)")));
    }

    // Indexes and queries are added from the Model menu (and the entity's
    // context menu) for the one selected collection, and open in the inspector.
    void indexesAndQueriesFromTheModelMenu()
    {
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(kModel));
        QAction *addIndex = window.action(QStringLiteral("addIndex"));
        QAction *addQuery = window.action(QStringLiteral("addAccessPattern"));
        QVERIFY(addIndex && addQuery);
        QVERIFY(!addIndex->isEnabled()); // nothing selected
        QMenu *model = nullptr;
        for (QAction *menu : window.menuBar()->actions())
            if (menu->menu() && menu->menu()->actions().contains(addIndex))
                model = menu->menu();
        QVERIFY(model && model->actions().contains(addQuery));
        window.scene()->selectOnly({ QStringLiteral("comments") });
        QVERIFY(addIndex->isEnabled() && addQuery->isEnabled());
        // DOCMODELER_SCREENSHOT_MODEL_MENU=FILE saves the open menu's picture.
        if (const QString target = qEnvironmentVariable("DOCMODELER_SCREENSHOT_MODEL_MENU"); !target.isEmpty()) {
            model->popup(window.mapToGlobal(QPoint(60, 30)));
            QVERIFY(QTest::qWaitForWindowExposed(model));
            QVERIFY(model->grab().save(target));
            model->close();
        }
        const size_t indexes = window.document()->model().indexes.size();
        addIndex->trigger();
        QCOMPARE(window.document()->model().indexes.size(), indexes + 1);
        const Index &index = window.document()->model().indexes.back();
        QCOMPARE(index.collectionId, std::string("comments"));
        QCOMPARE(window.inspector()->shownId(), QString::fromStdString(index.id));
        window.scene()->selectOnly({ QStringLiteral("comments") });
        addQuery->trigger();
        const AccessPattern &query = window.document()->model().accessPatterns.back();
        QCOMPARE(query.collectionId, std::string("comments"));
        QCOMPARE(window.inspector()->shownId(), QString::fromStdString(query.id));
        QCOMPARE(window.document()->undoStack()->undoText(), QStringLiteral("Add Access Pattern"));
        window.document()->undoStack()->undo();
        window.document()->undoStack()->undo();
        QCOMPARE(window.document()->model().indexes.size(), indexes);
    }

    void aBrokenFileIsExplainedAndChangesNothing()
    {
        QTemporaryDir dir;
        const QString broken = dir.filePath(QStringLiteral("broken.dmodel"));
        QVERIFY(writeFile(broken, "{\n  \"formatVersion\": 2,\n  oops\n}"));
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(kModel));

        QString shown;
        QTimer::singleShot(0, [&shown] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                shown = box->text();
                box->close();
            }
        });
        QVERIFY(!window.openFile(broken));
        QVERIFY2(shown.contains(broken + QStringLiteral(":3:3:")), qPrintable(shown));
        QVERIFY(shown.contains(QStringLiteral("Nothing was changed")));
        QCOMPARE(window.document()->filePath(), kModel);
        QCOMPARE(window.findChild<QTreeView *>(QStringLiteral("entityList"))->model()->rowCount(), 2);
    }

    // File ▸ Import ▸ Prisma Schema: the schema's model replaces the open
    // one, unsaved; a bad schema says where and changes nothing.
    void importsAPrismaSchema()
    {
        QTemporaryDir dir;
        const QString schema = dir.filePath(QStringLiteral("shop.prisma"));
        QVERIFY(writeFile(schema,
            "model Order {\n  id String @id @default(auto()) @map(\"_id\") @db.ObjectId\n"
            "  lines Line[]\n  status Status\n  @@map(\"orders\")\n}\n"
            "type Line {\n  sku String\n  qty Int\n}\nenum Status {\n  open\n  paid\n}\n"));
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(kModel));
        QVERIFY(window.action(QStringLiteral("importPrisma")));
        QVERIFY(window.importSchemaFile(schema, MainWindow::SchemaFormat::Prisma));
        const Model &model = window.document()->model();
        QCOMPARE(model.entities.size(), size_t(2));
        QCOMPARE(model.entities.front().name, std::string("orders"));
        QCOMPARE(model.relationships.size(), size_t(1));
        QVERIFY(window.document()->filePath().isEmpty());
        QVERIFY(window.isWindowModified());
        // Laid out by its relationships on the worker, as one undoable step.
        QTRY_VERIFY(!window.editor()->layingOut());
        QCOMPARE(window.document()->undoStack()->count(), 1);

        QVERIFY(writeFile(schema, "model Order {\n  id String @id\n  lines\n}\n"));
        QString shown;
        QTimer::singleShot(0, [&shown] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                shown = box->text();
                box->close();
            }
        });
        QVERIFY(!window.importSchemaFile(schema, MainWindow::SchemaFormat::Prisma));
        QVERIFY2(shown.contains(schema + QStringLiteral(":3:")), qPrintable(shown));
        QVERIFY(shown.contains(QStringLiteral("Nothing was changed")));
        QCOMPARE(window.document()->model().entities.size(), size_t(2));

        // DOCMODELER_SCREENSHOT_IMPORT=FILE: the online shop's Prisma schema
        // imported, as the window shows it.
        if (const QString shot = qEnvironmentVariable("DOCMODELER_SCREENSHOT_IMPORT");
            !shot.isEmpty()) {
            QVERIFY(writeFile(schema,
                QByteArray::fromStdString(exportPrisma(loadExample(QStringLiteral("online-shop"))))));
            MainWindow shop;
            shop.resize(1600, 1000);
            shop.show();
            QVERIFY(shop.importSchemaFile(schema, MainWindow::SchemaFormat::Prisma));
            QTRY_VERIFY(!shop.editor()->layingOut());
            shop.view()->zoomToFit();
            QCoreApplication::processEvents();
            QVERIFY(shop.grab().save(shot));
        }
    }

    // A reverse-engineered model (Atlas's sample_mflix and sample_analytics)
    // opens laid out by its relationships, as one undoable step, not on a grid.
    void opensAReverseEngineeredModelLaidOut()
    {
        const auto collections = inferInputs(
            { sourcePath(QStringLiteral("../shared/datasets/sample_mflix")).toStdString(),
                sourcePath(QStringLiteral("../shared/datasets/sample_analytics")).toStdString() });
        QVERIFY(collections);
        const Model inferred = inference::modelFromInference(*collections);
        QVERIFY(inferred.entities.size() >= 4);
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        window.openInferredModel(inferred);
        QVERIFY(window.document()->filePath().isEmpty());
        QVERIFY(window.isWindowModified());
        QTRY_VERIFY(!window.editor()->layingOut());
        QCOMPARE(window.document()->undoStack()->count(), 1);
        QCOMPARE(window.document()->undoStack()->undoText(), QStringLiteral("Lay Out All"));
        for (const Entity &entity : window.document()->model().entities)
            QVERIFY(window.document()->model().layout.contains(entity.id));
        // DOCMODELER_SCREENSHOT_INFERRED=FILE: the window as it opens the model.
        if (const QString shot = qEnvironmentVariable("DOCMODELER_SCREENSHOT_INFERRED");
            !shot.isEmpty()) {
            window.view()->zoomToFit();
            QCoreApplication::processEvents();
            QVERIFY(window.grab().save(shot));
        }
    }

    void saveAsWritesTheModel()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(window.openFile(kModel));
        const QString copy = dir.filePath(QStringLiteral("copy.dmodel"));
        QCOMPARE(window.document()->saveAs(copy), QString());
        QCOMPARE(readFile(copy), readFile(kModel));
        QVERIFY(window.windowTitle().contains(QStringLiteral("copy.dmodel")));
    }

    void germanUserInterface()
    {
        QVERIFY2(QFile::exists(translationsDirectory() + QStringLiteral("/docmodeler_de.qm")),
            qPrintable(translationsDirectory()));
        QCOMPARE(installTranslations(QStringLiteral("de")), QStringLiteral("de"));
        MainWindow window;
        const QList<QAction *> menus = window.menuBar()->actions();
        QVERIFY(!menus.isEmpty());
        QCOMPARE(menus.first()->text(), QStringLiteral("&Datei"));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
