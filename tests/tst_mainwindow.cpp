// SPDX-License-Identifier: GPL-3.0-or-later
#include "testsupport.h"

#include "canvas/diagramscene.h"
#include "document/modeldocument.h"
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
        // Fields are listed under their entity, with their type.
        const QModelIndex posts = view->model()->index(0, 0);
        QCOMPARE(view->model()->rowCount(posts), 3);
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
