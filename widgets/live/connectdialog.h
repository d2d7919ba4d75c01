// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "live/connectionsettings.h"
#include "live/liveconnection.h"

#include <QDialog>
#include <QPointer>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QToolButton;
class QWidget;

namespace docmodel {

class CredentialStore;

// File ▸ Connect…: the URI and every option of ConnectionSettings, the
// simple ones first and the rest under "Advanced options". Test opens a
// temporary connection and shows the server's answer inline without ever
// blocking. A password typed into the URI is moved to the password field;
// recent connections are remembered without passwords.
class ConnectDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ConnectDialog(CredentialStore *credentials, QWidget *parent = nullptr);
    ~ConnectDialog() override;

    void setSettings(const ConnectionSettings &settings);
    ConnectionSettings settings() const;
    void setPassword(const QString &password);
    QString password() const;
    bool rememberPassword() const;
    // Shows why connecting failed, under the Test button.
    void showError(const QString &message);

    // Moves a password typed inside the URI into the password field; true
    // when there was one.
    bool movePasswordOutOfUri();

    void startTest();
    void cancelTest();
    bool isTesting() const { return mTest != nullptr; }
    QString testResult() const;

    // The recent-connections list (newest first), as stored: no passwords.
    static QList<ConnectionSettings> recentConnections();
    static void addRecentConnection(const ConnectionSettings &settings);

    // Connect: asks the server first (as Test does) and closes the dialog
    // only when it answers; a failure is shown under Test and nothing is
    // remembered.
    void accept() override;
    // What Connect does once the server answered: the connection goes to the
    // recent list, the password to the keychain or the session, and the
    // dialog closes.
    void acceptSettings();
    void reject() override;

signals:
    void testFinished(bool succeeded);

private:
    // The constructor's parts, in this order.
    void layOut();
    void connectControls();
    void buildAdvanced(QWidget *page);
    void chooseRecent(int index);
    void finishTest(bool succeeded, const QString &text);
    void updateKeychainNote();

    CredentialStore *mCredentials;
    QComboBox *mRecent;
    QLineEdit *mUri;
    QLabel *mUriNote;
    QLineEdit *mUser;
    QLineEdit *mPassword;
    QCheckBox *mRemember;
    QLabel *mKeychainNote;
    QToolButton *mShowAdvanced;
    QWidget *mAdvanced;
    QLineEdit *mAuthSource;
    QComboBox *mMechanism;
    QCheckBox *mTls;
    QLineEdit *mCaFile;
    QLineEdit *mCertificate;
    QCheckBox *mAllowInvalid;
    QLabel *mInvalidWarning;
    QLineEdit *mAppName;
    QDoubleSpinBox *mSelectionTimeout;
    QDoubleSpinBox *mConnectTimeout;
    QDoubleSpinBox *mSocketTimeout;
    QComboBox *mReadPreference;
    QPushButton *mTestButton;
    QProgressBar *mTestProgress;
    QLabel *mTestResult;
    QDialogButtonBox *mButtons;

    // The temporary connection of a running test; dropped when it ends.
    QPointer<LiveConnection> mTest;
    LiveConnection::RequestId mTestId = 0;
    // The chosen recent entry's password came from the keychain: unticking
    // Remember then removes it from there.
    bool mFromKeychain = false;
    // The running test is Connect's: its success accepts the dialog.
    bool mConnecting = false;
};

} // namespace docmodel
