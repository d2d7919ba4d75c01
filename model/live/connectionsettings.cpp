// SPDX-License-Identifier: GPL-3.0-or-later
#include "connectionsettings.h"

#include <QJsonValue>
#include <QUrl>

namespace docmodel {

namespace {

struct UriParts {
    qsizetype userInfoStart = -1; // after "://"
    qsizetype at = -1; // the '@' ending the user info, or -1
    qsizetype colon = -1; // the ':' before the password, or -1
};

// Where the user info of "scheme://user:password@hosts/db?options" is. The
// connection string spec requires '@', ':' and '/' inside a user name or
// password to be percent-encoded, so the last '@' before the options ends it.
UriParts splitUri(const QString &uri)
{
    UriParts parts;
    const qsizetype scheme = uri.indexOf(QLatin1String("://"));
    if (scheme < 0)
        return parts;
    parts.userInfoStart = scheme + 3;
    qsizetype end = uri.indexOf(QLatin1Char('?'), parts.userInfoStart);
    if (end < 0)
        end = uri.size();
    parts.at = uri.lastIndexOf(QLatin1Char('@'), end - 1);
    if (parts.at < parts.userInfoStart)
        parts.at = -1;
    if (parts.at >= 0) {
        parts.colon = uri.indexOf(QLatin1Char(':'), parts.userInfoStart);
        if (parts.colon > parts.at)
            parts.colon = -1;
    }
    return parts;
}

const char *const kMechanisms[] = { "", "SCRAM-SHA-256", "SCRAM-SHA-1", "MONGODB-X509" };
const char *const kReadPreferences[]
    = { "primary", "primaryPreferred", "secondary", "secondaryPreferred", "nearest" };

template<typename Enum, size_t N> Enum enumFromName(const char *const (&names)[N], const QString &name)
{
    for (size_t i = 0; i < N; ++i) {
        if (name == QLatin1String(names[i]))
            return Enum(i);
    }
    return Enum(0);
}

} // namespace

QString maskedUri(const QString &uri)
{
    const UriParts parts = splitUri(uri);
    if (parts.colon < 0)
        return uri;
    return uri.left(parts.colon + 1) + QStringLiteral("****") + uri.mid(parts.at);
}

QString uriWithoutPassword(const QString &uri)
{
    const UriParts parts = splitUri(uri);
    if (parts.colon < 0)
        return uri;
    return uri.left(parts.colon) + uri.mid(parts.at);
}

QString passwordInUri(const QString &uri)
{
    const UriParts parts = splitUri(uri);
    if (parts.colon < 0)
        return {};
    return QUrl::fromPercentEncoding(uri.mid(parts.colon + 1, parts.at - parts.colon - 1).toUtf8());
}

QString databaseInUri(const QString &uri)
{
    const UriParts parts = splitUri(uri);
    if (parts.userInfoStart < 0)
        return {};
    qsizetype end = uri.indexOf(QLatin1Char('?'), parts.userInfoStart);
    if (end < 0)
        end = uri.size();
    const qsizetype slash
        = uri.indexOf(QLatin1Char('/'), parts.at >= 0 ? parts.at : parts.userInfoStart);
    if (slash < 0 || slash >= end)
        return {};
    return QUrl::fromPercentEncoding(uri.mid(slash + 1, end - slash - 1).toUtf8());
}

QString authMechanismName(AuthMechanism mechanism)
{
    return QString::fromLatin1(kMechanisms[int(mechanism)]);
}

QString readPreferenceName(ReadPreferenceMode mode)
{
    return QString::fromLatin1(kReadPreferences[int(mode)]);
}

QJsonObject ConnectionSettings::toJson() const
{
    QJsonObject object;
    object.insert(QStringLiteral("uri"), uriWithoutPassword(uri));
    object.insert(QStringLiteral("userName"), userName);
    object.insert(QStringLiteral("authSource"), authSource);
    object.insert(QStringLiteral("mechanism"), authMechanismName(mechanism));
    object.insert(QStringLiteral("tls"), tls);
    object.insert(QStringLiteral("caFile"), caFile);
    object.insert(QStringLiteral("certificateKeyFile"), certificateKeyFile);
    object.insert(QStringLiteral("allowInvalidHostnames"), allowInvalidHostnames);
    object.insert(QStringLiteral("appName"), appName);
    object.insert(QStringLiteral("serverSelectionTimeoutMs"), serverSelectionTimeoutMs);
    object.insert(QStringLiteral("connectTimeoutMs"), connectTimeoutMs);
    object.insert(QStringLiteral("socketTimeoutMs"), socketTimeoutMs);
    object.insert(QStringLiteral("readPreference"), readPreferenceName(readPreference));
    return object;
}

ConnectionSettings ConnectionSettings::fromJson(const QJsonObject &object)
{
    ConnectionSettings settings;
    const auto text = [&](const char *key, const QString &fallback) {
        return object.value(QLatin1String(key)).toString(fallback);
    };
    const auto number = [&](const char *key, int fallback) {
        const int value = object.value(QLatin1String(key)).toInt(fallback);
        return value > 0 ? value : fallback;
    };
    settings.uri = uriWithoutPassword(text("uri", settings.uri));
    settings.userName = text("userName", {});
    settings.authSource = text("authSource", {});
    settings.mechanism = enumFromName<AuthMechanism>(kMechanisms, text("mechanism", {}));
    settings.tls = object.value(QLatin1String("tls")).toBool();
    settings.caFile = text("caFile", {});
    settings.certificateKeyFile = text("certificateKeyFile", {});
    settings.allowInvalidHostnames = object.value(QLatin1String("allowInvalidHostnames")).toBool();
    settings.appName = text("appName", settings.appName);
    settings.serverSelectionTimeoutMs = number("serverSelectionTimeoutMs", settings.serverSelectionTimeoutMs);
    settings.connectTimeoutMs = number("connectTimeoutMs", settings.connectTimeoutMs);
    settings.socketTimeoutMs = number("socketTimeoutMs", settings.socketTimeoutMs);
    settings.readPreference
        = enumFromName<ReadPreferenceMode>(kReadPreferences, text("readPreference", {}));
    return settings;
}

QString ConnectionSettings::displayName() const
{
    QString shown = uriWithoutPassword(uri);
    const qsizetype scheme = shown.indexOf(QLatin1String("://"));
    if (scheme >= 0)
        shown = shown.mid(scheme + 3);
    const qsizetype query = shown.indexOf(QLatin1Char('?'));
    if (query >= 0)
        shown = shown.left(query);
    if (shown.endsWith(QLatin1Char('/')))
        shown.chop(1);
    if (!userName.isEmpty() && !shown.contains(QLatin1Char('@')))
        shown = userName + QLatin1Char('@') + shown;
    return shown;
}

} // namespace docmodel
