// SPDX-License-Identifier: GPL-3.0-or-later
// The window's file handling: the unsaved-changes prompt, recent files,
// reopening the last model, dropping a file, exporting the diagram.
#include "testsupport.h"
#include "windowsupport.h"

#include "canvas/canvaseditor.h"
#include "document/modeldocument.h"
#include "translations/translator.h"
#include "window/filecontroller.h"
#include "window/mainwindow.h"

#include <QAbstractButton>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <csignal>
#include <functional>
#include <sys/resource.h>

using namespace docmodel;
using namespace docmodel::test;

namespace {

QString example(const QString &name)
{
    return sourcePath(QStringLiteral("resources/examples/%1.dmodel").arg(name));
}

void pressButton(QWidget *modal, QMessageBox::StandardButton which, QString *text = nullptr)
{
    auto *box = qobject_cast<QMessageBox *>(modal);
    if (!box) {
        modal->close(); // never leave a test waiting on a dialog
        QFAIL("expected a message box");
    }
    if (text)
        *text = box->text();
    box->button(which)->click();
}

} // namespace

class TestWindowFiles : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        installTranslations(QStringLiteral("en"));
        QCoreApplication::setOrganizationName(QStringLiteral("DocModelerTests"));
    }

    void init() { QSettings().clear(); }

    void unsavedChangesAreNeverLostSilently()
    {
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(example(QStringLiteral("blog"))));
        window.editor()->renameEntity(QStringLiteral("posts"), QStringLiteral("articles"));
        QVERIFY(window.document()->isModified());
        QVERIFY(window.windowTitle().contains(QLatin1Char('*')));

        // Cancel keeps the edited model.
        QString asked;
        whenModal([&](QWidget *modal) { pressButton(modal, QMessageBox::Cancel, &asked); });
        window.action(QStringLiteral("new"))->trigger();
        QVERIFY(asked.contains(QStringLiteral("unsaved changes")));
        QVERIFY(window.document()->model().findEntityByName("articles"));

        // Discard starts the new model.
        whenModal([](QWidget *modal) { pressButton(modal, QMessageBox::Discard); });
        window.action(QStringLiteral("new"))->trigger();
        QVERIFY(window.document()->model().entities.empty());
        QVERIFY(!window.document()->isModified());
    }

    void closingAskedAndCancelledKeepsTheWindow()
    {
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(example(QStringLiteral("blog"))));
        window.editor()->renameEntity(QStringLiteral("posts"), QStringLiteral("articles"));
        whenModal([](QWidget *modal) { pressButton(modal, QMessageBox::Cancel); });
        QVERIFY(!window.close());
        QVERIFY(window.isVisible());
    }

    void recentFilesAndReopeningTheLast()
    {
        {
            MainWindow window;
            QVERIFY(window.openFile(example(QStringLiteral("blog"))));
            QVERIFY(window.openFile(example(QStringLiteral("howto"))));
            const QStringList recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
            QCOMPARE(recent.size(), 2);
            QVERIFY(recent.first().endsWith(QStringLiteral("howto.dmodel")));
            // The File menu lists them, newest first.
            QMenu *recentMenu = nullptr;
            for (QMenu *menu : window.findChildren<QMenu *>())
                if (menu->title() == QStringLiteral("Open &Recent"))
                    recentMenu = menu;
            QVERIFY(recentMenu);
            emit recentMenu->aboutToShow();
            QStringList listed;
            for (QAction *action : recentMenu->actions())
                if (!action->isSeparator())
                    listed << action->text();
            QVERIFY2(listed.size() >= 2 && listed.first().contains(QStringLiteral("howto")), qPrintable(listed.join(',')));
            // Choosing the older one opens it.
            for (QAction *action : recentMenu->actions())
                if (action->text().contains(QStringLiteral("blog")))
                    action->trigger();
            QTRY_VERIFY(window.document()->filePath().endsWith(QStringLiteral("blog.dmodel")));
        }
        // A new start reopens the last model.
        MainWindow again;
        again.startUp({});
        QTRY_VERIFY(again.document()->filePath().endsWith(QStringLiteral("blog.dmodel")));
        // Unless the setting is off.
        QSettings().setValue(QStringLiteral("reopenLastModel"), false);
        MainWindow fresh;
        fresh.startUp({});
        QVERIFY(!fresh.files()->isOpening());
        QVERIFY(fresh.document()->filePath().isEmpty());
    }

    void droppingAModelOpensIt()
    {
        MainWindow window;
        window.show();
        QMimeData mime;
        mime.setUrls({ QUrl::fromLocalFile(example(QStringLiteral("howto"))) });
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, {});
        QApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, {});
        QApplication::sendEvent(&window, &drop);
        QTRY_VERIFY(window.document()->filePath().endsWith(QStringLiteral("howto.dmodel")));
        QVERIFY(window.document()->model().findEntityByName("guides"));

        // Anything else is refused.
        QMimeData text;
        text.setText(QStringLiteral("not a model"));
        QDragEnterEvent other(QPoint(10, 10), Qt::CopyAction, &text, Qt::LeftButton, {});
        QApplication::sendEvent(&window, &other);
        QVERIFY(!other.isAccepted());
    }

    // A model asked for is read on a worker: the window keeps the model it
    // has until the file is read; a later request supersedes an earlier one;
    // a broken file says why and leaves the model as it was.
    void openingReadsInTheBackground()
    {
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(example(QStringLiteral("blog"))));
        QSignalSpy opened(window.files(), &FileController::fileOpened);
        window.files()->openFileInBackground(example(QStringLiteral("online-shop")));
        window.files()->openFileInBackground(example(QStringLiteral("howto")));
        QVERIFY(window.files()->isOpening());
        QVERIFY(window.document()->filePath().endsWith(QStringLiteral("blog.dmodel")));
        QTRY_COMPARE(opened.size(), 1);
        QTRY_VERIFY(!window.files()->isOpening());
        QVERIFY(opened.first().at(0).toString().endsWith(QStringLiteral("howto.dmodel")));
        QVERIFY(opened.first().at(1).toBool());
        QVERIFY(window.document()->filePath().endsWith(QStringLiteral("howto.dmodel")));
        QVERIFY(window.document()->model().findEntityByName("guides"));
        QCOMPARE(opened.size(), 1); // the superseded read changed nothing

        QTemporaryDir dir;
        const QString broken = dir.filePath(QStringLiteral("broken.dmodel"));
        QFile file(broken);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"formatVersion\": 7, \"entities\": [");
        file.close();
        QString message;
        whenModal([&](QWidget *modal) { pressButton(modal, QMessageBox::Ok, &message); });
        window.files()->openFileInBackground(broken);
        QTRY_COMPARE(opened.size(), 2);
        QVERIFY(!opened.last().at(1).toBool());
        QVERIFY2(message.contains(QStringLiteral("broken.dmodel")), qPrintable(message));
        QVERIFY(window.document()->filePath().endsWith(QStringLiteral("howto.dmodel")));
        QVERIFY(window.document()->model().findEntityByName("guides"));
    }

    // Save fails: the message names the file and the reason, the file on
    // disk keeps its bytes and the window still shows unsaved changes. A
    // read-only folder does it; root ignores the folder's mode, so then the
    // disk is made full for the save (a file size limit).
    void aSaveThatFailsKeepsTheFileAndTheModifiedMark()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("blog.dmodel"));
        QVERIFY(QFile::copy(example(QStringLiteral("blog")), path));
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner));
        const QByteArray before = readFile(path);
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(path));
        window.editor()->renameEntity(QStringLiteral("posts"), QStringLiteral("articles"));

        QVERIFY(QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner));
        const auto restore = qScopeGuard([&] {
            QFile::setPermissions(
                dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        });
        const bool folderRefuses
            = !QFile(dir.filePath(QStringLiteral("probe"))).open(QIODevice::WriteOnly);
        std::signal(SIGXFSZ, SIG_IGN);
        rlimit old {};
        getrlimit(RLIMIT_FSIZE, &old);
        if (!folderRefuses) {
            rlimit limit = old;
            limit.rlim_cur = 100;
            QCOMPARE(setrlimit(RLIMIT_FSIZE, &limit), 0);
            QFile::remove(dir.filePath(QStringLiteral("probe")));
        }
        QString message;
        whenModal([&](QWidget *modal) { pressButton(modal, QMessageBox::Ok, &message); });
        window.action(QStringLiteral("save"))->trigger();
        setrlimit(RLIMIT_FSIZE, &old);

        const QString reason = folderRefuses
            ? QStringLiteral("cannot write the file: the folder %1 is not writable").arg(dir.path())
            : QStringLiteral("saving failed, the previous file is unchanged: File too large");
        QVERIFY2(message.startsWith(path + QStringLiteral(": ") + reason), qPrintable(message));
        QCOMPARE(readFile(path), before);
        QCOMPARE(
            QDir(dir.path()).entryList(QDir::Files), QStringList { QStringLiteral("blog.dmodel") });
        QVERIFY(window.document()->isModified());
        QVERIFY(window.windowTitle().contains(QLatin1Char('*')));
        QCOMPARE(window.document()->filePath(), path);
    }

    // Save As into a path that cannot exist (under a file): the same clear
    // refusal, and the window keeps its file and its unsaved changes.
    void saveAsUnderAFileKeepsTheWindowAsItWas()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("blog.dmodel"));
        QVERIFY(QFile::copy(example(QStringLiteral("blog")), path));
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(path));
        window.editor()->renameEntity(QStringLiteral("posts"), QStringLiteral("articles"));
        const QString target = path + QStringLiteral("/copy.dmodel");
        QString message;
        whenModal([&](QWidget *modal) {
            auto *dialog = qobject_cast<QFileDialog *>(modal);
            auto *name
                = dialog ? dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit")) : nullptr;
            if (!name) {
                modal->close();
                QFAIL("expected the file dialog with its name field");
            }
            whenModal([&](QWidget *box) { pressButton(box, QMessageBox::Ok, &message); });
            name->setText(target);
            QMetaObject::invokeMethod(dialog, "accept");
        });
        window.action(QStringLiteral("saveAs"))->trigger();
        QVERIFY2(message == target + QStringLiteral(": cannot write the file: Not a directory"),
            qPrintable(message));
        QCOMPARE(window.document()->filePath(), path);
        QVERIFY(window.document()->isModified());
        QVERIFY(window.windowTitle().contains(QLatin1Char('*')));
    }

    void exportingTheDiagramFromTheWindow()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(example(QStringLiteral("blog"))));
        const QString pdf = dir.filePath(QStringLiteral("blog.pdf"));
        whenModal([&](QWidget *modal) {
            auto *dialog = qobject_cast<QFileDialog *>(modal);
            if (!dialog) {
                modal->close();
                QFAIL("expected the file dialog");
            }
            // Typed as a user would: the dialog may still be loading its first
            // directory, and selectFile() is not applied until it has.
            auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
            if (!name) {
                dialog->reject();
                QFAIL("the file dialog has no name field");
            }
            name->setText(pdf);
            QMetaObject::invokeMethod(dialog, "accept");
        });
        window.action(QStringLiteral("exportDiagram"))->trigger();
        QVERIFY(readFile(pdf).startsWith("%PDF-"));
    }
};

QTEST_MAIN(TestWindowFiles)
#include "tst_windowfiles.moc"
