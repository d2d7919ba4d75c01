// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QObject>
#include <QString>

namespace docmodel {

struct ConnectionSettings;

// Where passwords live: in memory for this session, and, only when the
// person asks to remember one, in the operating system's keychain through
// QtKeychain. Nothing here ever writes a password anywhere else; when no
// keychain answers, the password stays in memory and the store says so.
// Keychain jobs are asynchronous: results come back as signals.
class CredentialStore : public QObject
{
    Q_OBJECT

public:
    enum class Keychain { Unknown, Available, Unavailable };

    explicit CredentialStore(QObject *parent = nullptr);

    // The keychain entry of a connection: user, hosts and auth database,
    // never the password.
    static QString keyFor(const ConnectionSettings &settings);

    // Off: only the session memory is used (tests, or a person who does not
    // want the keychain touched).
    void setKeychainEnabled(bool enabled);
    Keychain keychain() const { return mKeychain; }
    QString keychainMessage() const { return mKeychainMessage; }

    // In memory until the process ends (or forget()).
    void keepForSession(const QString &key, const QString &password);
    QString sessionPassword(const QString &key) const { return mSession.value(key); }

    // Asks the keychain; answers with passwordRead (found or not).
    void read(const QString &key);
    // Keeps it for the session and asks the keychain to remember it; answers
    // with passwordWritten.
    void remember(const QString &key, const QString &password);
    // Drops it from the session and from the keychain.
    void forget(const QString &key);

signals:
    void passwordRead(const QString &key, const QString &password, bool found);
    void passwordWritten(const QString &key, bool stored);
    void keychainChanged(docmodel::CredentialStore::Keychain keychain, const QString &message);

private:
    void noteKeychain(bool answered, const QString &why);

    QHash<QString, QString> mSession;
    bool mEnabled = true;
    Keychain mKeychain = Keychain::Unknown;
    QString mKeychainMessage;
};

} // namespace docmodel
