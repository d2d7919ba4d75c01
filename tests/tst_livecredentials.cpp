// SPDX-License-Identifier: GPL-3.0-or-later
// A password given to the workbench is never written anywhere: connect with
// a user and password, use the explorer, save, autosave and close, then
// search every file the run wrote, the log and the commands the server
// received.
#include "livedocksupport.h"
#include "testconnection.h"
#include "testserver.h"
#include "testsupport.h"
#include "windowsupport.h"

#include "canvas/canvaseditor.h"
#include "document/autosaver.h"
#include "document/modeldocument.h"
#include "live/connectdialog.h"
#include "live/livedetails.h"
#include "live/livedock.h"
#include "live/livequery.h"
#include "live/livetree.h"
#include "window/mainwindow.h"

#include <QDialogButtonBox>
#include <QDirIterator>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QUrl>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

// Where HOME and the XDG folders point for this whole run (set in main).
QString gHome;
// Everything Qt logged, to prove no password reached a log.
QStringList gLog;
QtMessageHandler gPreviousHandler = nullptr;

void recordMessage(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    gLog << message;
    if (gPreviousHandler)
        gPreviousHandler(type, context, message);
}

} // namespace

class TestLiveCredentials : public QObject
{
    Q_OBJECT

private slots:
    // Connect with a user and password, use the explorer, save, autosave,
    // close: no file the run wrote, no log line and no command the server
    // received holds the password.
    void noCredentialWritten()
    {
        const QString password = QStringLiteral("S3cret:Pa55@word/");
        const QString encoded = QString::fromLatin1(QUrl::toPercentEncoding(password));
        QTemporaryDir recordDir;
        const QString recordFile = recordDir.filePath(QStringLiteral("commands.jsonl"));
        TestServer server(
            ServerKind::Mock, QStringLiteral("record"),
            { QStringLiteral("--record"), recordFile, QStringLiteral("--scram"), QStringLiteral("alice:") + password });
        START_SERVER(server);
        QTemporaryDir modelDir(gHome + QStringLiteral("/models-XXXXXX"));
        gLog.clear();

        auto *window = new MainWindow;
        window->show();
        window->autosaver()->setInterval(100);
        window->document()->reset(modelOfOneCollection("shop", "orders"), QString());
        window->editor()->addEntity(QPointF(300, 300), EntityKind::Collection);
        auto *dock = window->findChild<LiveDock *>();
        QVERIFY(dock);
        QVERIFY(dock->isHidden());

        // File ▸ Connect…, the password typed into the URI.
        const QString withPassword = server.uri().replace(
            QLatin1String("mongodb://"), QStringLiteral("mongodb://alice:%1@").arg(encoded));
        bool answered = false;
        whenModal([&](QWidget *modal) {
            auto *dialog = qobject_cast<ConnectDialog *>(modal);
            if (!dialog) {
                modal->close();
                return;
            }
            auto *uri = dialog->findChild<QLineEdit *>(QStringLiteral("uri"));
            uri->setText(withPassword);
            emit uri->editingFinished();
            dialog->findChild<QLineEdit *>(QStringLiteral("userName"))
                ->setText(QStringLiteral("alice"));
            answered = dialog->password() == password;
            // Connect asks the server first; the password is right.
            dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        });
        window->action(QStringLiteral("connectServer"))->trigger();
        QVERIFY2(answered, "the password was not moved out of the URI");
        QVERIFY(dock->isConnected());
        QVERIFY(dock->isVisible());
        QCOMPARE(dock->connection()->settings().uri.indexOf(QLatin1String("Pa55")), -1);
        QTRY_VERIFY_WITH_TIMEOUT(dock->connection()->pendingCount() == 0, 20000);

        // Use the explorer on the same server without credentials.
        LiveError error;
        QVERIFY(dock->connectTo(settingsFor(server.uri()), QString(), &error));
        QTRY_VERIFY_WITH_TIMEOUT(dock->tree()->databaseItem(QStringLiteral("shop")), 10000);
        dock->tree()->choose(QStringLiteral("shop"));
        QTRY_VERIFY_WITH_TIMEOUT(
            dock->chooseCollection(QStringLiteral("shop"), QStringLiteral("orders")), 10000);
        dock->details()->tabs()->setCurrentIndex(LiveDetails::Documents);
        QTRY_COMPARE_WITH_TIMEOUT(dock->details()->query()->pageCount(), 1, 10000);
        dock->details()->tabs()->setCurrentIndex(LiveDetails::Compare);
        QTRY_VERIFY_WITH_TIMEOUT(dock->connection()->pendingCount() == 0, 10000);

        // Save, edit again, let the autosaver write its recovery file.
        const QString modelPath = modelDir.filePath(QStringLiteral("shop.dmodel"));
        QCOMPARE(window->document()->saveAs(modelPath), QString());
        window->editor()->addEntity(QPointF(500, 300), EntityKind::Collection);
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(window->autosaver()->recoveryPath()), 5000);
        QVERIFY(window->autosaver()->recoveryPath().startsWith(gHome));
        QVERIFY(QSettings().fileName().startsWith(gHome));
        const QByteArray recovery = readFile(window->autosaver()->recoveryPath());
        QVERIFY(!recovery.isEmpty());

        // Close: the unsaved edit is discarded when asked.
        whenModal([](QWidget *modal) {
            if (auto *box = qobject_cast<QMessageBox *>(modal))
                box->button(QMessageBox::Discard)->click();
            else
                modal->close();
        });
        window->close();
        delete window;
        QSettings().sync();

        const QList<QByteArray> needles = { password.toUtf8(), encoded.toUtf8(),
            encoded.toLower().toUtf8(), password.toUtf8().toBase64() };
        const auto check = [&](const QString &what, const QByteArray &bytes) {
            for (const QByteArray &needle : needles)
                if (bytes.contains(needle))
                    return QStringLiteral("%1 holds the password (%2)")
                        .arg(what, QString::fromUtf8(needle));
            return QString();
        };
        QString found = check(QStringLiteral("the recovery file"), recovery);
        QVERIFY2(found.isEmpty(), qPrintable(found));
        int files = 0;
        bool sawSettings = false;
        QDirIterator it(
            gHome, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            const QByteArray bytes = readFile(path);
            ++files;
            sawSettings = sawSettings || bytes.contains("recentConnections");
            found = check(path, bytes);
            QVERIFY2(found.isEmpty(), qPrintable(found));
        }
        QVERIFY2(sawSettings, "the settings file was not among the files searched");
        QVERIFY(QFileInfo::exists(modelPath));
        QVERIFY(files >= 2);
        found = check(QStringLiteral("the settings file"), readFile(QSettings().fileName()));
        QVERIFY2(found.isEmpty(), qPrintable(found));
        found = check(QStringLiteral("the log"), gLog.join(QLatin1Char('\n')).toUtf8());
        QVERIFY2(found.isEmpty(), qPrintable(found));
        // The server saw the user's SCRAM exchange (hashed by the driver), never the text.
        const QByteArray commands = readFile(recordFile);
        QVERIFY(commands.contains("listDatabases"));
        QVERIFY2(
            commands.contains("saslStart"), "the connection did not try to authenticate as alice");
        found = check(QStringLiteral("the commands the server received"), commands);
        QVERIFY2(found.isEmpty(), qPrintable(found));
    }
};

int main(int argc, char **argv)
{
    // Every file this run writes (settings, recovery files, models) goes
    // below one temporary home, so the credential test can search it all.
    QTemporaryDir home;
    gHome = home.path();
    qputenv("HOME", gHome.toUtf8());
    for (const char *name :
        { "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME" }) {
        const QString dir = gHome + QLatin1Char('/') + QString::fromLatin1(name).toLower();
        QDir().mkpath(dir);
        qputenv(name, dir.toUtf8());
    }
    QStandardPaths::setTestModeEnabled(true);
    gPreviousHandler = qInstallMessageHandler(recordMessage);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("DocModelerTest"));
    QApplication::setApplicationName(QStringLiteral("tst_livecredentials"));
    TestLiveCredentials test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_livecredentials.moc"
