// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>

namespace docmodel {

enum class AuthMechanism { Default, ScramSha256, ScramSha1, X509 };
enum class ReadPreferenceMode { Primary, PrimaryPreferred, Secondary, SecondaryPreferred, Nearest };

// What a person sets in the connection dialog. Never holds a password: the
// password travels separately (LiveConnection keeps it in memory only), so
// this value can be written to the recent-connections list as it is.
struct ConnectionSettings {
    QString uri = QStringLiteral("mongodb://127.0.0.1:27017");
    QString userName;
    QString authSource; // empty: the driver's default (admin, or the URI's database)
    AuthMechanism mechanism = AuthMechanism::Default;
    bool tls = false;
    QString caFile;
    QString certificateKeyFile;
    bool allowInvalidHostnames = false;
    QString appName = QStringLiteral("DocModeler");
    int serverSelectionTimeoutMs = 10000;
    int connectTimeoutMs = 10000;
    int socketTimeoutMs = 30000;
    ReadPreferenceMode readPreference = ReadPreferenceMode::Primary;

    bool operator==(const ConnectionSettings &) const = default;

    // For the recent-connections list: the URI with any password removed.
    QJsonObject toJson() const;
    static ConnectionSettings fromJson(const QJsonObject &object);
    // What the person sees in lists and titles: user@hosts/db, no password.
    QString displayName() const;
};

// The URI with its password (if any) replaced by "****". Safe for messages,
// logs and titles.
QString maskedUri(const QString &uri);
// The URI without its password (the user name stays), for storing.
QString uriWithoutPassword(const QString &uri);
// The password embedded in the URI, if any (moved out of it by the dialog).
QString passwordInUri(const QString &uri);

// The database the URI's path names ("shop" in mongodb://host/shop?…),
// or empty.
QString databaseInUri(const QString &uri);

QString authMechanismName(AuthMechanism mechanism);
QString readPreferenceName(ReadPreferenceMode mode);

} // namespace docmodel
