// SPDX-License-Identifier: GPL-3.0-or-later
#include "testsupport.h"

#include "canvas/canvaseditor.h"
#include "document/autosaver.h"
#include "document/modeldocument.h"
#include "io/modelwriter.h"
#include "window/mainwindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QMessageBox>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <csignal>
#include <cstring>
#include <unistd.h>

using namespace docmodel;
using namespace docmodel::test;

namespace {

void nameTheApplication()
{
    QApplication::setApplicationName(QStringLiteral("DocModeler"));
    QApplication::setOrganizationName(QStringLiteral("DocModeler"));
}

// The child: opens a model, edits it, lets the autosave run, then dies
// without any chance to clean up.
int editAndCrash(int argc, char **argv)
{
    QApplication app(argc, argv);
    nameTheApplication();
    MainWindow window;
    window.show();
    if (!window.openFile(QString::fromLocal8Bit(argv[2])))
        return 3;
    window.editor()->renameEntity(QStringLiteral("posts"), QStringLiteral("articles"));
    window.editor()->addEntity(QPointF(900, 40), EntityKind::Collection);
    QTimer::singleShot(1500, [] { ::kill(::getpid(), SIGKILL); });
    return QApplication::exec();
}

// Answers the next message box with the given button.
void answerNextMessageBox(QMessageBox::StandardButton button, QString *text)
{
    QTimer::singleShot(0, [button, text] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            *text = box->text();
            box->button(button)->click();
        }
    });
}

} // namespace

class TestAutosave : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(mData.isValid());
        qputenv("XDG_DATA_HOME", mData.path().toLocal8Bit());
        qputenv("XDG_CONFIG_HOME", mData.filePath(QStringLiteral("config")).toLocal8Bit());
        nameTheApplication();
    }

    void crashThenRecover()
    {
        const QString model = mData.filePath(QStringLiteral("blog.dmodel"));
        QVERIFY(writeFile(
            model, readFile(sourcePath(QStringLiteral("resources/examples/blog.dmodel")))));
        const QByteArray original = readFile(model);

        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("DOCMODELER_AUTOSAVE_MS"), QStringLiteral("200"));
        child.setProcessEnvironment(env);
        child.start(
            QCoreApplication::applicationFilePath(), { QStringLiteral("--edit-and-crash"), model });
        QVERIFY(child.waitForFinished(30000));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);

        // The model file itself was not written; the recovery file was.
        QCOMPARE(readFile(model), original);
        const QList<RecoveryFile> orphans = Autosaver::findOrphans(Autosaver::defaultDirectory());
        QCOMPARE(orphans.size(), 1);
        QCOMPARE(orphans.first().originalPath, model);

        MainWindow window;
        window.show();
        QString asked;
        answerNextMessageBox(QMessageBox::Yes, &asked);
        window.startUp({});
        QVERIFY2(asked.contains(model), qPrintable(asked));
        const Model &restored = window.document()->model();
        QVERIFY(restored.findEntity("posts"));
        QCOMPARE(restored.findEntity("posts")->name, std::string("articles"));
        QCOMPARE(restored.entities.size(), size_t(3));
        QCOMPARE(window.document()->filePath(), model);
        QVERIFY(window.document()->isModified());
        QVERIFY(window.windowTitle().contains(QStringLiteral("[*]")) || window.isWindowModified());
        // Offered once: the recovery files are gone.
        QVERIFY(Autosaver::findOrphans(Autosaver::defaultDirectory()).isEmpty());
        // Saving writes the restored model and clears the modified state.
        QCOMPARE(window.document()->saveAs(model), QString());
        QVERIFY(!window.document()->isModified());
        QVERIFY(readFile(model).contains("\"articles\""));
    }

    void declinedRecoveryIsDiscarded()
    {
        // A leftover from a dead session, made by hand.
        const QString dir = Autosaver::defaultDirectory();
        QDir().mkpath(dir);
        QVERIFY(writeFile(dir + QStringLiteral("/session-999999.dmodel"),
            QByteArray::fromStdString(serializeModel(fullModel()))));
        QVERIFY(writeFile(dir + QStringLiteral("/session-999999.json"),
            "{\"originalPath\": \"\", \"pid\": 999999, \"savedAt\": \"2026-01-01T00:00:00Z\"}"));
        MainWindow window;
        QString asked;
        answerNextMessageBox(QMessageBox::No, &asked);
        QVERIFY(!window.offerRecovery());
        QVERIFY(asked.contains(QStringLiteral("untitled")));
        QVERIFY(window.document()->model().entities.empty());
        QVERIFY(Autosaver::findOrphans(dir).isEmpty());
    }

    void autosaveOnlyWithUnsavedChanges()
    {
        ModelDocument document;
        Autosaver saver(&document, mData.filePath(QStringLiteral("only")));
        saver.saveNow();
        QVERIFY(!QFile::exists(saver.recoveryPath()));
        document.markUnsaved();
        saver.saveNow();
        QVERIFY(QFile::exists(saver.recoveryPath()));
        QCOMPARE(document.saveAs(mData.filePath(QStringLiteral("saved.dmodel"))), QString());
        QVERIFY(!QFile::exists(saver.recoveryPath()));
    }

private:
    QTemporaryDir mData;
};

int main(int argc, char **argv)
{
    if (argc >= 3 && std::strcmp(argv[1], "--edit-and-crash") == 0)
        return editAndCrash(argc, argv);
    QApplication app(argc, argv);
    TestAutosave test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_autosave.moc"
