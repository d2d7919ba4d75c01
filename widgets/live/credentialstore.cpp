// SPDX-License-Identifier: GPL-3.0-or-later
#include "credentialstore.h"

#include "live/connectionsettings.h"

#include <qt6keychain/keychain.h>

namespace docmodel {

namespace {

const QString kService = QStringLiteral("DocModeler");

// The errors that mean "there is no keychain to talk to" rather than "this
// entry is not there".
bool meansNoKeychain(QKeychain::Error error)
{
    return error == QKeychain::NoBackendAvailable || error == QKeychain::NotImplemented
        || error == QKeychain::OtherError || error == QKeychain::AccessDenied;
}

} // namespace

CredentialStore::CredentialStore(QObject *parent)
    : QObject(parent)
{ }

QString CredentialStore::keyFor(const ConnectionSettings &settings)
{
    return QStringLiteral("%1|%2|%3")
        .arg(settings.userName, uriWithoutPassword(settings.uri), settings.authSource);
}

void CredentialStore::setKeychainEnabled(bool enabled)
{
    mEnabled = enabled;
    if (!enabled)
        noteKeychain(false, tr("the keychain is switched off"));
}

void CredentialStore::keepForSession(const QString &key, const QString &password)
{
    if (password.isEmpty())
        mSession.remove(key);
    else
        mSession.insert(key, password);
}

void CredentialStore::read(const QString &key)
{
    if (mSession.contains(key)) {
        emit passwordRead(key, mSession.value(key), true);
        return;
    }
    if (!mEnabled || mKeychain == Keychain::Unavailable) {
        emit passwordRead(key, QString(), false);
        return;
    }
    auto *job = new QKeychain::ReadPasswordJob(kService, this);
    job->setInsecureFallback(false); // never a plain-text copy in a settings file
    job->setKey(key);
    connect(job, &QKeychain::Job::finished, this, [this, job, key] {
        const QKeychain::Error error = job->error();
        if (error == QKeychain::NoError || error == QKeychain::EntryNotFound)
            noteKeychain(true, {});
        else if (meansNoKeychain(error))
            noteKeychain(false, job->errorString());
        const bool found = error == QKeychain::NoError;
        emit passwordRead(key, found ? job->textData() : QString(), found);
    });
    job->start();
}

void CredentialStore::remember(const QString &key, const QString &password)
{
    keepForSession(key, password);
    if (!mEnabled || mKeychain == Keychain::Unavailable) {
        emit passwordWritten(key, false);
        return;
    }
    auto *job = new QKeychain::WritePasswordJob(kService, this);
    job->setInsecureFallback(false);
    job->setKey(key);
    job->setTextData(password);
    connect(job, &QKeychain::Job::finished, this, [this, job, key] {
        const bool stored = job->error() == QKeychain::NoError;
        if (stored)
            noteKeychain(true, {});
        else if (meansNoKeychain(job->error()))
            noteKeychain(false, job->errorString());
        emit passwordWritten(key, stored);
    });
    job->start();
}

void CredentialStore::forget(const QString &key)
{
    mSession.remove(key);
    if (!mEnabled || mKeychain == Keychain::Unavailable)
        return;
    auto *job = new QKeychain::DeletePasswordJob(kService, this);
    job->setInsecureFallback(false);
    job->setKey(key);
    job->start();
}

void CredentialStore::noteKeychain(bool answered, const QString &why)
{
    const Keychain now = answered ? Keychain::Available : Keychain::Unavailable;
    const QString message = answered
        ? tr("Remembered passwords are kept in the system keychain.")
        : tr("No system keychain is available (%1): passwords are kept in memory for this "
             "session only.")
              .arg(why);
    if (now == mKeychain && message == mKeychainMessage)
        return;
    mKeychain = now;
    mKeychainMessage = message;
    emit keychainChanged(now, message);
}

} // namespace docmodel
