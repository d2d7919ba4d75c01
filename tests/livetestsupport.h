// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the live-layer tests share: asking a connection and waiting, reading
// pages, finding listed items, and the rows that also run against the server
// DOCMODELER_TEST_URI names.
#include "testserver.h"

#include "live/connectionsettings.h"
#include "live/liveconnection.h"
#include "live/livewait.h"
#include "preview/bsonptr.h"

#include <QtTest>

namespace docmodel::test {

template <typename Result>
Result ask(LiveConnection &connection, LiveConnection::RequestId id,
    void (LiveConnection::*received)(LiveConnection::RequestId, const Result &),
    LiveError *error = nullptr)
{
    Result result;
    LiveError failure;
    waitForResult(connection, id, received, &result, &failure);
    if (error)
        *error = failure;
    else if (failure.isError())
        qWarning("unexpected failure: %s", qPrintable(failure.message));
    return result;
}

inline QString relaxedText(const QByteArray &bytes)
{
    bson_t view;
    if (bytes.isEmpty()
        || !bson_init_static(
            &view, reinterpret_cast<const uint8_t *>(bytes.constData()), size_t(bytes.size())))
        return {};
    return QString::fromStdString(relaxedJson(&view));
}

inline QStringList documentTexts(const DocumentPage &page)
{
    QStringList texts;
    for (const QByteArray &document : pageDocuments(page))
        texts << relaxedText(document);
    return texts;
}

inline ConnectionSettings quickSettings(const QString &uri, int socketTimeoutMs = 5000)
{
    ConnectionSettings settings;
    settings.uri = uri;
    settings.serverSelectionTimeoutMs = 2000;
    settings.connectTimeoutMs = 2000;
    settings.socketTimeoutMs = socketTimeoutMs;
    return settings;
}

#define OPEN(connection, uri)                                                                      \
    do {                                                                                           \
        LiveError openError;                                                                       \
        QVERIFY2((connection).open(quickSettings(uri), QString(), &openError),                     \
            qPrintable(openError.message));                                                        \
    } while (false)

// Rows of a test that runs against a local server and, when
// DOCMODELER_TEST_URI names one, against that server (a real mongod) too.
inline void serverRows(const char *local)
{
    QTest::addColumn<bool>("environment");
    QTest::newRow(local) << false;
    QTest::newRow("DOCMODELER_TEST_URI") << true;
}

// The row's server: `server` started, or the one DOCMODELER_TEST_URI names.
// Empty with `skip` saying what is missing.
inline QString rowServer(TestServer &server, bool environment, QString *skip)
{
    if (!environment)
        return server.start(skip) ? server.uri() : QString();
    if (qEnvironmentVariableIsEmpty("DOCMODELER_TEST_URI")) {
        *skip = QStringLiteral(
            "DOCMODELER_TEST_URI is not set: no real mongod to run this test against "
            "(set it to e.g. mongodb://127.0.0.1:27017)");
        return {};
    }
    return environmentOrStarted(server, skip);
}

// clang-format off
#define START_ROW_SERVER(server, uri)                                                              \
    QFETCH(bool, environment);                                                                     \
    QString skipReason;                                                                            \
    const QString uri = rowServer(server, environment, &skipReason);                               \
    if (uri.isEmpty())                                                                             \
        QSKIP(qPrintable(skipReason))
// clang-format on

inline const CollectionInfo *findCollection(const CollectionList &list, const QString &name)
{
    for (const CollectionInfo &info : list.collections) {
        if (info.name == name)
            return &info;
    }
    return nullptr;
}

inline const IndexInfo *findIndex(const IndexList &list, const QString &name)
{
    for (const IndexInfo &info : list.indexes) {
        if (info.name == name)
            return &info;
    }
    return nullptr;
}

} // namespace docmodel::test
