// SPDX-License-Identifier: GPL-3.0-or-later
#include "testsupport.h"

#include "document/modeldocument.h"
#include "translations/translator.h"
#include "window/mainwindow.h"

#include <QApplication>
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
