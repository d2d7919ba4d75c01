// SPDX-License-Identifier: GPL-3.0-or-later
#include "connectdialog.h"

#include "credentialstore.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <utility>

namespace docmodel {

namespace {

const QString kRecentKey = QStringLiteral("live/recentConnections");
constexpr int kMaxRecent = 10;

QDoubleSpinBox *secondsBox(QWidget *parent)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setRange(0.1, 3600);
    box->setDecimals(1);
    box->setSuffix(ConnectDialog::tr(" s"));
    return box;
}

// A line edit with a Browse… button that picks a file into it.
QWidget *fileField(QLineEdit *edit, const QString &caption, const QString &filter, QWidget *parent)
{
    auto *row = new QWidget(parent);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *browse = new QToolButton(row);
    browse->setText(ConnectDialog::tr("Browse…"));
    layout->addWidget(edit, 1);
    layout->addWidget(browse);
    QObject::connect(browse, &QToolButton::clicked, row, [edit, caption, filter, row] {
        const QString path = QFileDialog::getOpenFileName(row, caption, edit->text(), filter);
        if (!path.isEmpty())
            edit->setText(path);
    });
    return row;
}

} // namespace

ConnectDialog::ConnectDialog(CredentialStore *credentials, QWidget *parent)
    : QDialog(parent)
    , mCredentials(credentials)
    , mRecent(new QComboBox(this))
    , mUri(new QLineEdit(this))
    , mUriNote(new QLabel(this))
    , mUser(new QLineEdit(this))
    , mPassword(new QLineEdit(this))
    , mRemember(new QCheckBox(tr("Remember password in the system keychain"), this))
    , mKeychainNote(new QLabel(this))
    , mShowAdvanced(new QToolButton(this))
    , mAdvanced(new QWidget(this))
    , mAuthSource(new QLineEdit(this))
    , mMechanism(new QComboBox(this))
    , mTls(new QCheckBox(tr("Use TLS"), this))
    , mCaFile(new QLineEdit(this))
    , mCertificate(new QLineEdit(this))
    , mAllowInvalid(new QCheckBox(tr("Allow invalid host names"), this))
    , mInvalidWarning(new QLabel(this))
    , mAppName(new QLineEdit(this))
    , mSelectionTimeout(secondsBox(this))
    , mConnectTimeout(secondsBox(this))
    , mSocketTimeout(secondsBox(this))
    , mReadPreference(new QComboBox(this))
    , mTestButton(new QPushButton(tr("&Test"), this))
    , mTestProgress(new QProgressBar(this))
    , mTestResult(new QLabel(this))
    , mButtons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Connect to a Server"));
    mRecent->setObjectName(QStringLiteral("recentConnections"));
    mUri->setObjectName(QStringLiteral("uri"));
    mUser->setObjectName(QStringLiteral("userName"));
    mPassword->setObjectName(QStringLiteral("password"));
    mRemember->setObjectName(QStringLiteral("rememberPassword"));
    mTestButton->setObjectName(QStringLiteral("testConnection"));
    mTestResult->setObjectName(QStringLiteral("testResult"));
    mAllowInvalid->setObjectName(QStringLiteral("allowInvalidHostnames"));
    mInvalidWarning->setObjectName(QStringLiteral("invalidHostnameWarning"));

    mRecent->addItem(tr("New connection"));
    for (const ConnectionSettings &recent : recentConnections())
        mRecent->addItem(recent.displayName(), recent.toJson());
    mRecent->setToolTip(tr("Connections used before; passwords are never stored in this list"));
    mUri->setPlaceholderText(QStringLiteral("mongodb://host:27017/?replicaSet=rs0"));
    mUri->setToolTip(tr("A mongodb:// or mongodb+srv:// connection string"));
    mUriNote->setWordWrap(true);
    mUriNote->hide();
    mUser->setPlaceholderText(tr("none"));
    mPassword->setEchoMode(QLineEdit::Password);
    mRemember->setToolTip(tr("Otherwise the password is kept in memory until DocModeler quits"));
    mKeychainNote->setWordWrap(true);
    mKeychainNote->hide();
    mShowAdvanced->setText(tr("Advanced options"));
    mShowAdvanced->setCheckable(true);
    mShowAdvanced->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    mShowAdvanced->setArrowType(Qt::RightArrow);
    mShowAdvanced->setAutoRaise(true);
    mShowAdvanced->setObjectName(QStringLiteral("showAdvanced"));
    mTestProgress->setRange(0, 0);
    mTestProgress->setMaximumWidth(120);
    mTestProgress->setTextVisible(false);
    mTestProgress->hide();
    mTestResult->setWordWrap(true);
    mTestResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mTestResult->hide();
    mButtons->button(QDialogButtonBox::Ok)->setText(tr("&Connect"));
    layOut();
    connectControls();
}

void ConnectDialog::layOut()
{
    auto *basic = new QFormLayout;
    basic->addRow(tr("&Recent:"), mRecent);
    basic->addRow(tr("&URI:"), mUri);
    basic->addRow(QString(), mUriNote);
    basic->addRow(tr("User &name:"), mUser);
    basic->addRow(tr("&Password:"), mPassword);
    basic->addRow(QString(), mRemember);
    basic->addRow(QString(), mKeychainNote);
    buildAdvanced(mAdvanced);
    mAdvanced->hide();
    auto *testRow = new QHBoxLayout;
    testRow->addWidget(mTestButton);
    testRow->addWidget(mTestProgress);
    testRow->addStretch(1);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(basic);
    layout->addWidget(mShowAdvanced);
    layout->addWidget(mAdvanced);
    layout->addLayout(testRow);
    layout->addWidget(mTestResult);
    layout->addStretch(1);
    layout->addWidget(mButtons);
    setMinimumWidth(560);
}

void ConnectDialog::connectControls()
{
    // The dialog grows and shrinks with what is shown, once the layout knows.
    const auto fit = [this] { QTimer::singleShot(0, this, [this] { adjustSize(); }); };
    connect(mShowAdvanced, &QToolButton::toggled, this, [this, fit](bool on) {
        mAdvanced->setVisible(on);
        mShowAdvanced->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
        fit();
    });
    connect(mAllowInvalid, &QCheckBox::toggled, this, [this, fit](bool on) {
        mInvalidWarning->setVisible(on);
        fit();
    });
    connect(mUri, &QLineEdit::editingFinished, this, &ConnectDialog::movePasswordOutOfUri);
    connect(mRecent, &QComboBox::activated, this, &ConnectDialog::chooseRecent);
    connect(mTestButton, &QPushButton::clicked, this, [this] {
        if (isTesting())
            cancelTest();
        else
            startTest();
    });
    connect(mButtons, &QDialogButtonBox::accepted, this, &ConnectDialog::accept);
    connect(mButtons, &QDialogButtonBox::rejected, this, &ConnectDialog::reject);
    connect(mRemember, &QCheckBox::toggled, this, [this](bool on) {
        // Whether a keychain answers is known only once it is asked; asking
        // for this connection's entry tells, before the person relies on it.
        if (on && mCredentials->keychain() == CredentialStore::Keychain::Unknown)
            mCredentials->read(CredentialStore::keyFor(settings()));
    });
    connect(
        mCredentials, &CredentialStore::keychainChanged, this, &ConnectDialog::updateKeychainNote);
    connect(mCredentials, &CredentialStore::passwordRead, this,
        [this](const QString &key, const QString &password, bool found) {
            // Only the answer for what is on screen now, and never over a
            // password the person has typed meanwhile.
            if (!found || key != CredentialStore::keyFor(settings())
                || !mPassword->text().isEmpty())
                return;
            mPassword->setText(password);
            mFromKeychain = mCredentials->sessionPassword(key).isEmpty();
            mRemember->setChecked(mFromKeychain);
        });

    setSettings(ConnectionSettings());
    updateKeychainNote();
}

ConnectDialog::~ConnectDialog()
{
    cancelTest();
}

void ConnectDialog::buildAdvanced(QWidget *page)
{
    mMechanism->addItem(tr("Chosen by the server"), int(AuthMechanism::Default));
    for (AuthMechanism mechanism :
        { AuthMechanism::ScramSha256, AuthMechanism::ScramSha1, AuthMechanism::X509 })
        mMechanism->addItem(authMechanismName(mechanism), int(mechanism));
    for (ReadPreferenceMode mode : { ReadPreferenceMode::Primary,
             ReadPreferenceMode::PrimaryPreferred, ReadPreferenceMode::Secondary,
             ReadPreferenceMode::SecondaryPreferred, ReadPreferenceMode::Nearest })
        mReadPreference->addItem(readPreferenceName(mode), int(mode));
    mAuthSource->setPlaceholderText(tr("admin, or the URI's database"));
    mInvalidWarning->setText(tr("⚠ The server's certificate is accepted whatever host name it "
                                "names: anyone between you and the server can pretend to be it. "
                                "Use this only to test."));
    mInvalidWarning->setWordWrap(true);
    mInvalidWarning->setStyleSheet(
        QStringLiteral("background: #fff3cd; color: #5c4300; border: 1px solid #e0b84d;"));
    mInvalidWarning->setMargin(4);
    mInvalidWarning->hide();
    mSelectionTimeout->setToolTip(tr("How long to look for a server that can answer"));
    mConnectTimeout->setToolTip(tr("How long to wait for a connection to open"));
    mSocketTimeout->setToolTip(tr("How long to wait for an answer once a request is sent"));

    auto *form = new QFormLayout(page);
    form->setContentsMargins(16, 0, 0, 0);
    form->addRow(tr("&Authentication database:"), mAuthSource);
    form->addRow(tr("&Mechanism:"), mMechanism);
    form->addRow(QString(), mTls);
    form->addRow(tr("CA &file:"),
        fileField(mCaFile, tr("Certificate Authority File"),
            tr("Certificates (*.pem *.crt *.cer);;All files (*)"), page));
    form->addRow(tr("Client &certificate:"),
        fileField(mCertificate, tr("Client Certificate and Key"),
            tr("PEM files (*.pem);;All files (*)"), page));
    form->addRow(QString(), mAllowInvalid);
    form->addRow(mInvalidWarning);
    form->addRow(tr("A&pp name:"), mAppName);
    form->addRow(tr("Server &selection timeout:"), mSelectionTimeout);
    form->addRow(tr("C&onnect timeout:"), mConnectTimeout);
    form->addRow(tr("S&ocket timeout:"), mSocketTimeout);
    form->addRow(tr("&Read preference:"), mReadPreference);
}

void ConnectDialog::setSettings(const ConnectionSettings &settings)
{
    mUri->setText(settings.uri);
    mUser->setText(settings.userName);
    mAuthSource->setText(settings.authSource);
    mMechanism->setCurrentIndex(mMechanism->findData(int(settings.mechanism)));
    mTls->setChecked(settings.tls);
    mCaFile->setText(settings.caFile);
    mCertificate->setText(settings.certificateKeyFile);
    mAllowInvalid->setChecked(settings.allowInvalidHostnames);
    mAppName->setText(settings.appName);
    mSelectionTimeout->setValue(settings.serverSelectionTimeoutMs / 1000.0);
    mConnectTimeout->setValue(settings.connectTimeoutMs / 1000.0);
    mSocketTimeout->setValue(settings.socketTimeoutMs / 1000.0);
    mReadPreference->setCurrentIndex(mReadPreference->findData(int(settings.readPreference)));
    // Open the advanced options when one of them is not at its default, so
    // nothing that matters is out of sight.
    ConnectionSettings basic;
    basic.uri = settings.uri;
    basic.userName = settings.userName;
    mShowAdvanced->setChecked(!(basic == settings));
    movePasswordOutOfUri();
}

ConnectionSettings ConnectDialog::settings() const
{
    ConnectionSettings settings;
    settings.uri = mUri->text().trimmed();
    settings.userName = mUser->text().trimmed();
    settings.authSource = mAuthSource->text().trimmed();
    settings.mechanism = AuthMechanism(mMechanism->currentData().toInt());
    settings.tls = mTls->isChecked();
    settings.caFile = mCaFile->text().trimmed();
    settings.certificateKeyFile = mCertificate->text().trimmed();
    settings.allowInvalidHostnames = mAllowInvalid->isChecked();
    settings.appName = mAppName->text().trimmed();
    settings.serverSelectionTimeoutMs = qRound(mSelectionTimeout->value() * 1000);
    settings.connectTimeoutMs = qRound(mConnectTimeout->value() * 1000);
    settings.socketTimeoutMs = qRound(mSocketTimeout->value() * 1000);
    settings.readPreference = ReadPreferenceMode(mReadPreference->currentData().toInt());
    return settings;
}

void ConnectDialog::setPassword(const QString &password)
{
    mPassword->setText(password);
}

QString ConnectDialog::password() const
{
    return mPassword->text();
}

bool ConnectDialog::rememberPassword() const
{
    return mRemember->isChecked();
}

void ConnectDialog::showError(const QString &message)
{
    mTestResult->setText(message);
    mTestResult->setStyleSheet(QStringLiteral("color: #a4161a;"));
    mTestResult->show();
}

bool ConnectDialog::movePasswordOutOfUri()
{
    const QString uri = mUri->text();
    const QString embedded = passwordInUri(uri);
    if (embedded.isEmpty())
        return false;
    mUri->setText(uriWithoutPassword(uri));
    mPassword->setText(embedded);
    mUriNote->setText(tr("The password was moved from the URI into the password field, so the "
                         "URI can be shown and remembered without it."));
    mUriNote->show();
    return true;
}

void ConnectDialog::chooseRecent(int index)
{
    const QJsonObject json = mRecent->itemData(index).toJsonObject();
    if (json.isEmpty())
        return;
    mPassword->clear();
    mFromKeychain = false;
    mRemember->setChecked(false);
    setSettings(ConnectionSettings::fromJson(json));
    if (!mUser->text().isEmpty())
        mCredentials->read(CredentialStore::keyFor(settings()));
}

void ConnectDialog::startTest()
{
    cancelTest();
    movePasswordOutOfUri();
    mTest = new LiveConnection(this);
    // A server that refuses or is not there fails within the connect
    // timeout, not after the driver's longer server selection.
    ConnectionSettings probe = settings();
    probe.serverSelectionTimeoutMs = qMin(probe.serverSelectionTimeoutMs, probe.connectTimeoutMs);
    LiveError error;
    if (!mTest->open(probe, password(), &error)) {
        finishTest(false, error.message);
        return;
    }
    mTestButton->setText(tr("Stop &Test"));
    mTestProgress->show();
    mTestResult->setStyleSheet(QString());
    mTestResult->setText(mConnecting ? tr("Connecting to %1…").arg(mTest->displayUri())
                                     : tr("Asking %1…").arg(mTest->displayUri()));
    mTestResult->show();
    connect(mTest, &LiveConnection::serverInfoReceived, this,
        [this](LiveConnection::RequestId, const ServerInfo &info) {
            QString text = tr("Connected to %1: MongoDB %2, %3, wire versions %4–%5.")
                               .arg(info.address, info.version, topologyName(info.topology))
                               .arg(info.minWireVersion)
                               .arg(info.maxWireVersion);
            if (!info.setName.isEmpty())
                text += QLatin1Char(' ')
                    + tr("Replica set %1 (%2).")
                          .arg(info.setName, info.members.join(QStringLiteral(", ")));
            for (const QString &notice : info.notices)
                text += QLatin1Char('\n') + notice;
            finishTest(true, text);
        });
    connect(mTest, &LiveConnection::requestFailed, this,
        [this](LiveConnection::RequestId, const LiveError &error) {
            finishTest(false, error.message);
        });
    mTestId = mTest->requestServerInfo();
}

void ConnectDialog::cancelTest()
{
    if (!mTest)
        return;
    // The connection's cancel ends the request for us at once; a driver
    // call still blocked on the network finishes in the background.
    finishTest(false, tr("Test cancelled."));
}

void ConnectDialog::finishTest(bool succeeded, const QString &text)
{
    if (LiveConnection *test = mTest.data()) {
        mTest = nullptr;
        test->disconnect(this);
        const bool blocked = test->pendingCount() > 0;
        test->cancelAll();
        if (blocked) {
            // Its driver call may still wait on a silent server, and closing
            // the connection now would wait for it on this thread. It is
            // dropped once the call has had its time (or when the
            // application quits), so nothing here ever waits.
            test->setParent(QCoreApplication::instance());
            QTimer::singleShot(test->requestTimeout(), test, &QObject::deleteLater);
        } else {
            test->deleteLater();
        }
    }
    mTestId = 0;
    mTestButton->setText(tr("&Test"));
    mTestProgress->hide();
    mTestResult->setText(text);
    mTestResult->setStyleSheet(
        succeeded ? QStringLiteral("color: #1b5e20;") : QStringLiteral("color: #a4161a;"));
    mTestResult->show();
    const bool connecting = std::exchange(mConnecting, false);
    emit testFinished(succeeded);
    if (connecting && succeeded)
        acceptSettings();
}

QString ConnectDialog::testResult() const
{
    return mTestResult->isVisible() ? mTestResult->text() : QString();
}

void ConnectDialog::updateKeychainNote()
{
    const bool unavailable = mCredentials->keychain() == CredentialStore::Keychain::Unavailable;
    mKeychainNote->setText(mCredentials->keychainMessage());
    mKeychainNote->setVisible(unavailable);
    mRemember->setEnabled(!unavailable);
    if (unavailable)
        mRemember->setChecked(false);
}

QList<ConnectionSettings> ConnectDialog::recentConnections()
{
    QList<ConnectionSettings> list;
    const QStringList stored = QSettings().value(kRecentKey).toStringList();
    for (const QString &entry : stored) {
        const QJsonDocument json = QJsonDocument::fromJson(entry.toUtf8());
        if (json.isObject())
            list.append(ConnectionSettings::fromJson(json.object()));
    }
    return list;
}

void ConnectDialog::addRecentConnection(const ConnectionSettings &settings)
{
    // toJson drops any password from the URI; the settings never hold one.
    const QString entry
        = QString::fromUtf8(QJsonDocument(settings.toJson()).toJson(QJsonDocument::Compact));
    QStringList stored = QSettings().value(kRecentKey).toStringList();
    for (qsizetype i = stored.size() - 1; i >= 0; --i) {
        const QJsonDocument json = QJsonDocument::fromJson(stored[i].toUtf8());
        if (!json.isObject()
            || ConnectionSettings::fromJson(json.object()).displayName() == settings.displayName())
            stored.removeAt(i);
    }
    stored.prepend(entry);
    while (stored.size() > kMaxRecent)
        stored.removeLast();
    QSettings().setValue(kRecentKey, stored);
}

void ConnectDialog::accept()
{
    cancelTest();
    movePasswordOutOfUri();
    if (settings().uri.isEmpty()) {
        showError(tr("Enter the URI of a server, such as mongodb://127.0.0.1:27017."));
        return;
    }
    // The server is asked first: a wrong address fails here, once, and is
    // neither remembered nor opened in the Live dock.
    mConnecting = true;
    startTest();
}

void ConnectDialog::acceptSettings()
{
    const ConnectionSettings chosen = settings();
    addRecentConnection(chosen);
    const QString key = CredentialStore::keyFor(chosen);
    if (mRemember->isChecked() && !password().isEmpty()) {
        mCredentials->remember(key, password());
    } else {
        if (mFromKeychain)
            mCredentials->forget(key);
        mCredentials->keepForSession(key, password());
    }
    QDialog::accept();
}

void ConnectDialog::reject()
{
    mConnecting = false;
    cancelTest();
    QDialog::reject();
}

} // namespace docmodel
