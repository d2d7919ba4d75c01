// SPDX-License-Identifier: GPL-3.0-or-later
#include "mongocsupport.h"

#include <mutex>

namespace docmodel::live {

void ensureDriverInitialized()
{
    static std::once_flag once;
    std::call_once(once, [] {
        // The driver's own log would print to stderr from its threads; our
        // errors reach the person as values instead. (Debian's libmongoc
        // also runs mongoc_init() from its library constructor, before
        // main(); what that prints cannot be silenced from here.)
        mongoc_log_set_handler(nullptr, nullptr);
        mongoc_init();
    });
}

namespace {

QString driverText(const char *text)
{
    return QString::fromUtf8(text).trimmed();
}

bool setText(mongoc_uri_t *uri, const char *option, const QString &value)
{
    return value.isEmpty() || mongoc_uri_set_option_as_utf8(uri, option, value.toUtf8().constData());
}

} // namespace

mongoc_uri_t *buildUri(const ConnectionSettings &settings, const QString &password, LiveError *error)
{
    ensureDriverInitialized();
    const auto invalid = [&](const QString &why) {
        error->kind = LiveError::Kind::InvalidUri;
        error->message = Live::tr("The connection string %1 is not valid: %2. Use the form "
                                  "mongodb://host:port/database or mongodb+srv://cluster.")
                             .arg(maskedUri(settings.uri), why);
        return nullptr;
    };
    if (settings.uri.trimmed().isEmpty())
        return invalid(Live::tr("it is empty"));
    bson_error_t parseError;
    mongoc_uri_t *uri = mongoc_uri_new_with_error(settings.uri.trimmed().toUtf8().constData(), &parseError);
    if (!uri)
        return invalid(driverText(parseError.message));

    bool ok = true;
    if (!settings.userName.isEmpty())
        ok = ok && mongoc_uri_set_username(uri, settings.userName.toUtf8().constData());
    if (!password.isEmpty())
        ok = ok && mongoc_uri_set_password(uri, password.toUtf8().constData());
    if (!settings.authSource.isEmpty())
        ok = ok && mongoc_uri_set_auth_source(uri, settings.authSource.toUtf8().constData());
    if (settings.mechanism != AuthMechanism::Default)
        ok = ok && mongoc_uri_set_auth_mechanism(uri, authMechanismName(settings.mechanism).toLatin1().constData());
    // TLS may also come from the URI (mongodb+srv turns it on by default):
    // the files and the host-name choice apply then too.
    if (settings.tls || mongoc_uri_get_tls(uri)) {
        ok = ok && mongoc_uri_set_option_as_bool(uri, MONGOC_URI_TLS, true);
        ok = ok && setText(uri, MONGOC_URI_TLSCAFILE, settings.caFile);
        ok = ok && setText(uri, MONGOC_URI_TLSCERTIFICATEKEYFILE, settings.certificateKeyFile);
        if (settings.allowInvalidHostnames)
            ok = ok && mongoc_uri_set_option_as_bool(uri, MONGOC_URI_TLSALLOWINVALIDHOSTNAMES, true);
    }
    if (!settings.appName.isEmpty())
        ok = ok && mongoc_uri_set_appname(uri, settings.appName.left(128).toUtf8().constData());
    ok = ok && mongoc_uri_set_option_as_int32(uri, MONGOC_URI_SERVERSELECTIONTIMEOUTMS, settings.serverSelectionTimeoutMs);
    ok = ok && mongoc_uri_set_option_as_int32(uri, MONGOC_URI_CONNECTTIMEOUTMS, settings.connectTimeoutMs);
    ok = ok && mongoc_uri_set_option_as_int32(uri, MONGOC_URI_SOCKETTIMEOUTMS, settings.socketTimeoutMs);
    if (!ok) {
        mongoc_uri_destroy(uri);
        return invalid(Live::tr("an option was refused by the driver (check the user name, "
                                "authentication database, files and timeouts)"));
    }
    static const mongoc_read_mode_t kModes[] = { MONGOC_READ_PRIMARY, MONGOC_READ_PRIMARY_PREFERRED,
        MONGOC_READ_SECONDARY, MONGOC_READ_SECONDARY_PREFERRED, MONGOC_READ_NEAREST };
    mongoc_read_prefs_t *prefs = mongoc_read_prefs_new(kModes[int(settings.readPreference)]);
    mongoc_uri_set_read_prefs_t(uri, prefs);
    mongoc_read_prefs_destroy(prefs);
    return uri;
}

LiveError errorFrom(const bson_error_t &error, const QString &command)
{
    LiveError result;
    result.command = command;
    result.code = int(error.code);
    const QString why = driverText(error.message);
    switch (error.domain) {
    case MONGOC_ERROR_SERVER_SELECTION:
        result.kind = LiveError::Kind::Unreachable;
        result.message = Live::tr("No server could be reached for %1: %2. Check the host and port, "
                                  "that the server is running, and the network.")
                             .arg(command, why);
        return result;
    case MONGOC_ERROR_STREAM:
        result.kind = LiveError::Kind::ConnectionLost;
        result.message = Live::tr("The connection to the server was lost during %1: %2. Reconnect "
                                  "when the server is back.")
                             .arg(command, why);
        return result;
    case MONGOC_ERROR_CLIENT:
        if (error.code == MONGOC_ERROR_CLIENT_AUTHENTICATE) {
            result.kind = LiveError::Kind::Unauthorized;
            result.message = Live::tr("Authentication failed for %1: %2. Check the user name, password, "
                                      "authentication database and mechanism.")
                                 .arg(command, why);
            return result;
        }
        break;
    default:
        break;
    }
    if (error.domain == MONGOC_ERROR_SERVER || error.domain == MONGOC_ERROR_QUERY
        || error.domain == MONGOC_ERROR_WRITE_CONCERN) {
        switch (error.code) {
        case 13: // Unauthorized
            result.kind = LiveError::Kind::Unauthorized;
            result.message = Live::tr("The server refused %1: %2 (code %3). Connect as a user with "
                                      "the rights to run it.")
                                 .arg(command, why)
                                 .arg(error.code);
            return result;
        case 59: // CommandNotFound
        case 115: // CommandNotSupported
        case 238: // NotImplemented
        case 40324: // Unrecognized pipeline stage name
        case 168: // InvalidPipelineOperator
            result.kind = LiveError::Kind::NotSupported;
            result.message = Live::tr("%1 is not supported by this server: %2 (code %3).")
                                 .arg(command, why)
                                 .arg(error.code);
            return result;
        case 43: // CursorNotFound: the server's idle timeout, or a restart
        case 237: // CursorKilled
            result.kind = LiveError::Kind::CursorLost;
            result.message = Live::tr("The server closed the query's cursor during %1: %2 (code %3).")
                                 .arg(command, why)
                                 .arg(error.code);
            return result;
        case 50: // MaxTimeMSExpired
            result.kind = LiveError::Kind::Timeout;
            result.message = Live::tr("%1 took longer than its time limit: %2.").arg(command, why);
            return result;
        default:
            break;
        }
    }
    result.kind = LiveError::Kind::Server;
    result.message = Live::tr("%1 failed: %2 (code %3).").arg(command, why).arg(error.code);
    return result;
}

bool isNotSupported(const LiveError &error)
{
    return error.kind == LiveError::Kind::NotSupported;
}

BsonPtr bsonOf(const JsonValue &value, QString *error)
{
    return bsonOfText(value.dump(), error);
}

BsonPtr bsonOfText(const std::string &json, QString *error)
{
    bson_error_t failure;
    bson_t *parsed = bson_new_from_json(reinterpret_cast<const uint8_t *>(json.data()), ssize_t(json.size()), &failure);
    if (!parsed && error)
        *error = QString::fromUtf8(failure.message);
    return BsonPtr(parsed);
}

QByteArray toBytes(const bson_t *document)
{
    if (!document)
        return {};
    return QByteArray(reinterpret_cast<const char *>(bson_get_data(document)), qsizetype(document->len));
}

bool viewOf(const QByteArray &bytes, bson_t *view)
{
    return !bytes.isEmpty()
        && bson_init_static(view, reinterpret_cast<const uint8_t *>(bytes.constData()), size_t(bytes.size()));
}

namespace {

bool find(const bson_t *document, const char *dottedPath, bson_iter_t *it)
{
    bson_iter_t root;
    return document && bson_iter_init(&root, document) && bson_iter_find_descendant(&root, dottedPath, it);
}

} // namespace

std::optional<qint64> int64Of(const bson_iter_t *it)
{
    if (BSON_ITER_HOLDS_DOUBLE(it)) {
        // A double past int64's range (or NaN) has no integer value: casting
        // it is undefined, so it counts as not told.
        const double value = bson_iter_double(it);
        if (!(value >= -0x1p63 && value < 0x1p63))
            return std::nullopt;
        return qint64(value);
    }
    if (!BSON_ITER_HOLDS_NUMBER(it))
        return std::nullopt;
    return qint64(bson_iter_as_int64(it));
}

std::optional<qint64> int64At(const bson_t *document, const char *dottedPath)
{
    bson_iter_t it;
    if (!find(document, dottedPath, &it))
        return std::nullopt;
    return int64Of(&it);
}

QString stringAt(const bson_t *document, const char *dottedPath)
{
    bson_iter_t it;
    if (!find(document, dottedPath, &it) || !BSON_ITER_HOLDS_UTF8(&it))
        return {};
    uint32_t length = 0;
    const char *text = bson_iter_utf8(&it, &length);
    return QString::fromUtf8(text, qsizetype(length));
}

bool boolAt(const bson_t *document, const char *dottedPath)
{
    bson_iter_t it;
    return find(document, dottedPath, &it) && bson_iter_as_bool(&it);
}

QByteArray documentAt(const bson_t *document, const char *dottedPath)
{
    bson_iter_t it;
    if (!find(document, dottedPath, &it) || !(BSON_ITER_HOLDS_DOCUMENT(&it) || BSON_ITER_HOLDS_ARRAY(&it)))
        return {};
    uint32_t length = 0;
    const uint8_t *data = nullptr;
    if (BSON_ITER_HOLDS_DOCUMENT(&it))
        bson_iter_document(&it, &length, &data);
    else
        bson_iter_array(&it, &length, &data);
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(length));
}

} // namespace docmodel::live
