// SPDX-License-Identifier: GPL-3.0-or-later
// The connect dialog: a password moved out of the URI and never stored in
// the settings, Test with its answer inline (a server's version and
// topology, a cancel), and Remember: the password kept in the system
// keychain and read back from it in a new session.
#include "testconnection.h"
#include "testserver.h"
#include "testsupport.h"

#include "live/connectdialog.h"
#include "live/credentialstore.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

// Where HOME and the XDG folders point for this whole run (set in main).
QString gHome;
// Whether this process has talked to a PrivateKeychain (see keychainAnswers).
bool gPrivateKeychainUsed = false;

// A session bus and a secret service (gnome-keyring) of this test's own,
// keeping its keyring in the temporary home: Remember is tested without
// touching the person's keychain. Both stop with this object.
class PrivateKeychain
{
public:
    ~PrivateKeychain()
    {
        for (QProcess *process : { &mKeyring, &mBus }) {
            if (process->state() != QProcess::NotRunning) {
                process->kill();
                process->waitForFinished(3000);
            }
        }
        qunsetenv("DBUS_SESSION_BUS_ADDRESS");
    }

    bool start(QString *why)
    {
        const QString busDaemon = QStandardPaths::findExecutable(QStringLiteral("dbus-daemon"));
        const QString send = QStandardPaths::findExecutable(QStringLiteral("dbus-send"));
        const QString keyring
            = QStandardPaths::findExecutable(QStringLiteral("gnome-keyring-daemon"));
        if (busDaemon.isEmpty() || send.isEmpty() || keyring.isEmpty()) {
            *why = QStringLiteral(
                "no secret service to remember a password in: dbus-daemon, dbus-send "
                "and gnome-keyring-daemon are needed (Debian packages dbus-daemon, "
                "dbus-bin, gnome-keyring); scripts/test installs them");
            return false;
        }
        mBus.start(busDaemon,
            { QStringLiteral("--session"), QStringLiteral("--nofork"),
                QStringLiteral("--print-address") });
        QByteArray address;
        QElapsedTimer timer;
        timer.start();
        while (address.isEmpty() && timer.elapsed() < 5000 && mBus.waitForReadyRead(500))
            address = mBus.readLine().trimmed();
        if (address.isEmpty()) {
            *why = QStringLiteral("dbus-daemon did not start: %1")
                       .arg(QString::fromUtf8(mBus.readAllStandardError()));
            return false;
        }
        qputenv("DBUS_SESSION_BUS_ADDRESS", address);
        mKeyring.start(keyring,
            { QStringLiteral("--foreground"), QStringLiteral("--components=secrets"),
                QStringLiteral("--unlock") });
        mKeyring.waitForStarted(5000);
        mKeyring.write("unlocks-the-test-keyring");
        mKeyring.waitForBytesWritten(5000);
        mKeyring.closeWriteChannel();
        // Ready once it owns the secret service's name: asking earlier would
        // have the bus start another, locked one.
        timer.restart();
        while (timer.elapsed() < 10000 && mKeyring.state() != QProcess::NotRunning) {
            QProcess ask;
            ask.start(send,
                { QStringLiteral("--session"), QStringLiteral("--print-reply"),
                    QStringLiteral("--dest=org.freedesktop.DBus"),
                    QStringLiteral("/org/freedesktop/DBus"),
                    QStringLiteral("org.freedesktop.DBus.NameHasOwner"),
                    QStringLiteral("string:org.freedesktop.secrets") });
            ask.waitForFinished(2000);
            if (ask.readAllStandardOutput().contains("boolean true")) {
                gPrivateKeychainUsed = true;
                return true;
            }
            QTest::qWait(50);
        }
        *why = QStringLiteral("gnome-keyring-daemon offered no secret service: %1")
                   .arg(QString::fromUtf8(mKeyring.readAllStandardError()));
        return false;
    }

private:
    QProcess mBus;
    QProcess mKeyring;
};

} // namespace

class TestConnectDialog : public QObject
{
    Q_OBJECT

private slots:
    // The dialog moves a password out of the URI and never stores one.
    void connectDialog()
    {
        CredentialStore store;
        store.setKeychainEnabled(false);
        ConnectDialog dialog(&store);
        auto *uri = dialog.findChild<QLineEdit *>(QStringLiteral("uri"));
        uri->setText(QStringLiteral("mongodb://bob:p%40ss%2Fw0rd@127.0.0.1:1/?appName=x"));
        emit uri->editingFinished();
        QCOMPARE(dialog.password(), QStringLiteral("p@ss/w0rd"));
        QCOMPARE(uri->text(), QStringLiteral("mongodb://bob@127.0.0.1:1/?appName=x"));
        QVERIFY(dialog.settings().uri.indexOf(QLatin1String("w0rd")) < 0);
        // No keychain here: the dialog says so and offers no Remember.
        QVERIFY(!dialog.findChild<QCheckBox *>(QStringLiteral("rememberPassword"))->isEnabled());

        auto *allow = dialog.findChild<QCheckBox *>(QStringLiteral("allowInvalidHostnames"));
        dialog.findChild<QAbstractButton *>(QStringLiteral("showAdvanced"))->click();
        dialog.show();
        allow->setChecked(true);
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("invalidHostnameWarning"))->isVisible());
        allow->setChecked(false);

        // Test against a closed port: an answer inline, never a frozen dialog.
        QSignalSpy tested(&dialog, &ConnectDialog::testFinished);
        ConnectionSettings closed = settingsFor(QStringLiteral("mongodb://127.0.0.1:1/"));
        closed.serverSelectionTimeoutMs = 500;
        dialog.setSettings(closed);
        dialog.findChild<QPushButton *>(QStringLiteral("testConnection"))->click();
        QVERIFY(dialog.isTesting());
        QVERIFY(tested.wait(10000));
        QCOMPARE(tested.first().first().toBool(), false);
        QVERIFY(!dialog.testResult().isEmpty());

        // Connect to a closed port: one failure, within the connect timeout;
        // the dialog stays open and nothing is remembered.
        QSettings().remove(QStringLiteral("live/recentConnections"));
        ConnectionSettings wrongPort = settingsFor(QStringLiteral("mongodb://127.0.0.1:1/"));
        wrongPort.serverSelectionTimeoutMs = 30000;
        wrongPort.connectTimeoutMs = 800;
        dialog.setSettings(wrongPort);
        tested.clear();
        QElapsedTimer clock;
        clock.start();
        dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        QVERIFY(tested.wait(10000));
        QVERIFY2(clock.elapsed() < 5000, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(tested.size(), 1);
        QCOMPARE(tested.first().first().toBool(), false);
        QVERIFY(!dialog.testResult().isEmpty());
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QVERIFY(dialog.isVisible());
        QVERIFY(ConnectDialog::recentConnections().isEmpty());
        // Failed once: no test is left running that could fail again.
        QVERIFY(!dialog.isTesting());
        QCOMPARE(tested.size(), 1);

        // What Connect does once a server has answered.
        dialog.setSettings(settingsFor(QStringLiteral("mongodb://bob@127.0.0.1:1/")));
        dialog.setPassword(QStringLiteral("p@ss/w0rd"));
        dialog.acceptSettings();
        const QList<ConnectionSettings> recent = ConnectDialog::recentConnections();
        QCOMPARE(recent.size(), 1);
        QCOMPARE(recent.first().userName, QString());
        QVERIFY(recent.first().uri.contains(QLatin1String("bob@127.0.0.1")));
        const QString stored = QSettings()
                                   .value(QStringLiteral("live/recentConnections"))
                                   .toStringList()
                                   .join(QLatin1Char('\n'));
        QVERIFY(!stored.contains(QLatin1String("w0rd")));
        // Kept for the session only.
        QCOMPARE(store.sessionPassword(CredentialStore::keyFor(dialog.settings())),
            QStringLiteral("p@ss/w0rd"));
    }

    // The dialog's Test against a server that never answers shows progress
    // and stops at once when asked, without waiting for the driver.
    void connectDialogTestCancels()
    {
        TestServer server(ServerKind::Mock, QStringLiteral("silent"));
        START_SERVER(server);
        CredentialStore store;
        store.setKeychainEnabled(false);
        ConnectDialog dialog(&store);
        dialog.setSettings(settingsFor(server.uri()));
        dialog.show();
        auto *test = dialog.findChild<QPushButton *>(QStringLiteral("testConnection"));
        test->click();
        QVERIFY(dialog.isTesting());
        QTRY_VERIFY(dialog.findChild<QProgressBar *>()->isVisible());
        QVERIFY(dialog.isTesting()); // the silent server has not answered
        QSignalSpy finished(&dialog, &ConnectDialog::testFinished);
        QElapsedTimer clock;
        clock.start();
        test->click();
        // Waiting for the driver would take its 5 s socket timeout.
        QVERIFY2(clock.elapsed() < 2500, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(finished.size(), 1);
        QVERIFY(!dialog.isTesting());
        QVERIFY(dialog.testResult().contains(QLatin1String("cancelled")));
    }

    // Asking the keychain ends either way; without one, the dialog says the
    // password stays in memory for the session.
    void keychainAnswers()
    {
        if (gPrivateKeychainUsed)
            QSKIP(
                "rememberedPassword ran first: libsecret keeps talking to its stopped private bus, "
                "and would never answer (run keychainAnswers first, as declared)");
        CredentialStore store;
        QSignalSpy read(&store, &CredentialStore::passwordRead);
        store.read(QStringLiteral("tst_connectdialog|mongodb://127.0.0.1:1/|"));
        QVERIFY(read.wait(20000));
        QCOMPARE(read.first().at(2).toBool(), false);
        QVERIFY(store.keychain() != CredentialStore::Keychain::Unknown);
        if (store.keychain() == CredentialStore::Keychain::Available)
            QSKIP("a system keychain answers here; the no-keychain message is not shown");
        ConnectDialog dialog(&store);
        dialog.show();
        QVERIFY(store.keychainMessage().contains(QLatin1String("memory for this session only")));
        bool shown = false;
        for (QLabel *label : dialog.findChildren<QLabel *>())
            shown = shown || (label->isVisible() && label->text() == store.keychainMessage());
        QVERIFY(shown);
        QVERIFY(!dialog.findChild<QCheckBox *>(QStringLiteral("rememberPassword"))->isEnabled());
    }

    // Test against a server that answers: its address, version, topology and
    // wire versions inline, and a replica set's name and members.
    void testSucceeds_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("expected");
        QTest::newRow("standalone")
            << QStringLiteral("full")
            << QStringLiteral(
                   "Connected to %1: MongoDB 6.0.99-mock, standalone, wire versions 0–17.");
        QTest::newRow("replica set")
            << QStringLiteral("replset")
            << QStringLiteral("Connected to %1: MongoDB 6.0.99-mock, replica set, wire versions "
                              "0–17. Replica set rs0 (%1, db2.rs0.invalid:27017, "
                              "db3.rs0.invalid:27017, arbiter.rs0.invalid:27017).");
    }

    void testSucceeds()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, expected);
        TestServer server(ServerKind::Mock, scenario);
        START_SERVER(server);
        CredentialStore store;
        store.setKeychainEnabled(false);
        ConnectDialog dialog(&store);
        dialog.setSettings(settingsFor(server.uri()));
        dialog.show();
        QSignalSpy tested(&dialog, &ConnectDialog::testFinished);
        auto *test = dialog.findChild<QPushButton *>(QStringLiteral("testConnection"));
        test->click();
        QVERIFY(tested.wait(10000));
        QCOMPARE(tested.first().first().toBool(), true);
        QCOMPARE(
            dialog.testResult(), expected.arg(QStringLiteral("127.0.0.1:%1").arg(server.port())));
        QVERIFY(!dialog.isTesting());
        QVERIFY(!dialog.findChild<QProgressBar *>()->isVisible());
        QCOMPARE(test->text(), QStringLiteral("&Test"));
    }

    // Connect asks the server before the dialog closes: a server that
    // answers is connected to and goes to the recent list.
    void connectAsksTheServerFirst()
    {
        TestServer server(ServerKind::Mock, QStringLiteral("full"));
        START_SERVER(server);
        QSettings().remove(QStringLiteral("live/recentConnections"));
        CredentialStore store;
        store.setKeychainEnabled(false);
        ConnectDialog dialog(&store);
        dialog.setSettings(settingsFor(server.uri()));
        dialog.show();
        QSignalSpy finished(&dialog, &QDialog::finished);
        dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        QVERIFY(dialog.isVisible()); // until the server has answered
        QVERIFY(dialog.testResult().startsWith(QLatin1String("Connecting to")));
        QVERIFY(finished.wait(10000));
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        const QList<ConnectionSettings> recent = ConnectDialog::recentConnections();
        QCOMPARE(recent.size(), 1);
        QCOMPARE(recent.first().uri, server.uri());
    }

    // Remember keeps the password in the system keychain: a new session
    // reads it back from there; unticking Remember removes it. QSettings,
    // and every other file of the run, never holds it.
    void rememberedPassword()
    {
        PrivateKeychain keychain;
        QString why;
        if (!keychain.start(&why))
            QSKIP(qPrintable(why));
        const QString password = QStringLiteral("Kept-in-the-keychain:7");
        QSettings().remove(QStringLiteral("live/recentConnections"));
        ConnectionSettings settings = settingsFor(QStringLiteral("mongodb://127.0.0.1:1/shop"));
        settings.userName = QStringLiteral("carol");
        const QString key = CredentialStore::keyFor(settings);

        CredentialStore first;
        {
            ConnectDialog dialog(&first);
            dialog.setSettings(settings);
            dialog.setPassword(password);
            auto *remember = dialog.findChild<QCheckBox *>(QStringLiteral("rememberPassword"));
            remember->setChecked(true); // asks the keychain whether it answers
            QTRY_VERIFY_WITH_TIMEOUT(first.keychain() != CredentialStore::Keychain::Unknown, 10000);
            QCOMPARE(first.keychain(), CredentialStore::Keychain::Available);
            QVERIFY(remember->isEnabled() && remember->isChecked());
            QSignalSpy written(&first, &CredentialStore::passwordWritten);
            dialog.acceptSettings();
            QVERIFY(written.size() == 1 || written.wait(10000));
            QCOMPARE(written.first().at(0).toString(), key);
            QCOMPARE(written.first().at(1).toBool(), true);
        }

        // A new session: nothing in memory, the keychain answers.
        CredentialStore second;
        QCOMPARE(second.sessionPassword(key), QString());
        {
            ConnectDialog dialog(&second);
            auto *recent = dialog.findChild<QComboBox *>(QStringLiteral("recentConnections"));
            QCOMPARE(recent->count(), 2);
            QSignalSpy read(&second, &CredentialStore::passwordRead);
            recent->setCurrentIndex(1);
            emit recent->activated(1);
            QVERIFY(read.size() == 1 || read.wait(10000));
            QCOMPARE(read.first().at(2).toBool(), true);
            QCOMPARE(dialog.password(), password);
            QVERIFY(dialog.rememberPassword());
            // Connecting without Remember takes it out of the keychain.
            dialog.findChild<QCheckBox *>(QStringLiteral("rememberPassword"))->setChecked(false);
            dialog.acceptSettings();
        }
        CredentialStore third;
        bool removed = false;
        for (int attempt = 0; attempt < 20 && !removed; ++attempt) {
            QSignalSpy answer(&third, &CredentialStore::passwordRead);
            third.read(key);
            QVERIFY(answer.size() == 1 || answer.wait(5000));
            removed = !answer.first().at(2).toBool();
            if (!removed)
                QTest::qWait(100); // the removal is asynchronous
        }
        QVERIFY2(removed, "the keychain still holds the password after Remember was unticked");

        QSettings().sync();
        const QByteArray needle = password.toUtf8();
        const QSettings stored;
        for (const QString &name : stored.allKeys())
            QVERIFY2(!stored.value(name).toStringList().join(QLatin1Char('\n')).contains(password)
                    && !stored.value(name).toString().contains(password),
                qPrintable(name));
        QVERIFY(!readFile(stored.fileName()).contains(needle));
        QVERIFY(readFile(stored.fileName()).contains("carol")); // the right file was searched
        // The keyring keeps it encrypted; no other file of the run has it.
        QDirIterator it(
            gHome, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QVERIFY2(!readFile(path).contains(needle), qPrintable(path));
        }
    }
};

int main(int argc, char **argv)
{
    // Settings and keyrings go below one temporary home, and the person's
    // own session bus (and so their keychain) is out of reach.
    QTemporaryDir home;
    gHome = home.path();
    qputenv("HOME", gHome.toUtf8());
    for (const char *name : { "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME",
             "XDG_STATE_HOME", "XDG_RUNTIME_DIR" }) {
        const QString dir = gHome + QLatin1Char('/') + QString::fromLatin1(name).toLower();
        QDir().mkpath(dir);
        QFile::setPermissions(
            dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        qputenv(name, dir.toUtf8());
    }
    qunsetenv("DBUS_SESSION_BUS_ADDRESS");
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("DocModelerTest"));
    QApplication::setApplicationName(QStringLiteral("tst_connectdialog"));
    TestConnectDialog test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_connectdialog.moc"
