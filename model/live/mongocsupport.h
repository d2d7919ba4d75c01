// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers for the live layer's own .cpp files: the libmongoc headers stay
// out of every public header.

#include "connectionsettings.h"
#include "liveerror.h"
#include "preview/bsonptr.h"
#include "schema/field.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <mongoc/mongoc.h>

#include <optional>

namespace docmodel::live {

class Live
{
    Q_DECLARE_TR_FUNCTIONS(Live)
};

// mongoc_init() once per process, before the first URI or client.
void ensureDriverInitialized();

// A mongoc URI from the settings and the password (never logged). Null with
// an InvalidUri error when something does not parse.
mongoc_uri_t *buildUri(const ConnectionSettings &settings, const QString &password, LiveError *error);

// The error as a person reads it, classified: a server's refusal, a command
// it does not know, a lost or unreachable server.
LiveError errorFrom(const bson_error_t &error, const QString &command);
bool isNotSupported(const LiveError &error);

QByteArray toBytes(const bson_t *document);
// JSON (Extended JSON where it says so) as BSON; null, with the parser's
// words in `error` when asked, when it does not parse.
BsonPtr bsonOf(const JsonValue &value, QString *error = nullptr);
BsonPtr bsonOfText(const std::string &json, QString *error = nullptr);
// A view of bytes as a bson_t; false when they are not a valid document.
bool viewOf(const QByteArray &bytes, bson_t *view);

// Values of a reply, whatever numeric type the server chose.
std::optional<qint64> int64Of(const bson_iter_t *it);
std::optional<qint64> int64At(const bson_t *document, const char *dottedPath);
QString stringAt(const bson_t *document, const char *dottedPath);
bool boolAt(const bson_t *document, const char *dottedPath);
// A sub-document or array at a path, as bytes (empty when absent).
QByteArray documentAt(const bson_t *document, const char *dottedPath);

inline QByteArray utf8(const QString &text)
{
    return text.toUtf8();
}

// RAII for the bson_t replies every call fills, even on failure.
struct Reply {
    bson_t doc = BSON_INITIALIZER;
    Reply() = default;
    Reply(const Reply &) = delete;
    ~Reply() { bson_destroy(&doc); }
};

struct Cursor {
    mongoc_cursor_t *cursor;
    explicit Cursor(mongoc_cursor_t *c) : cursor(c) { }
    Cursor(const Cursor &) = delete;
    ~Cursor()
    {
        if (cursor)
            mongoc_cursor_destroy(cursor);
    }
    // Every document of the cursor; false with `error` set when it failed.
    template<typename Visit> bool forEach(const QString &command, LiveError &error, Visit visit)
    {
        const bson_t *document = nullptr;
        while (mongoc_cursor_next(cursor, &document))
            visit(document);
        bson_error_t failure;
        if (mongoc_cursor_error(cursor, &failure)) {
            error = errorFrom(failure, command);
            return false;
        }
        return true;
    }
};

struct Collection {
    mongoc_collection_t *collection;
    Collection(mongoc_client_t *client, const QString &database, const QString &name)
        : collection(mongoc_client_get_collection(client, utf8(database).constData(), utf8(name).constData()))
    {
    }
    ~Collection() { mongoc_collection_destroy(collection); }
};


} // namespace docmodel::live
