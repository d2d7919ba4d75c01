// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "liveconnection.h"

#include <QEventLoop>

namespace docmodel {

// For the command line and tests, which have no window to keep alive: runs
// an event loop until the request ends. Returns true with the result, or
// false with the error (Cancelled when it was cancelled).
template<typename Result>
bool waitForResult(LiveConnection &connection, LiveConnection::RequestId id,
    void (LiveConnection::*received)(LiveConnection::RequestId, const Result &), Result *result, LiveError *error)
{
    QEventLoop loop;
    bool answered = false;
    bool ok = false;
    const auto end = [&](bool success) {
        answered = true;
        ok = success;
        loop.quit();
    };
    const QMetaObject::Connection onResult
        = QObject::connect(&connection, received, &loop, [&](LiveConnection::RequestId done, const Result &value) {
              if (done != id)
                  return;
              *result = value;
              end(true);
          });
    const QMetaObject::Connection onFailure = QObject::connect(&connection, &LiveConnection::requestFailed, &loop,
        [&](LiveConnection::RequestId done, const LiveError &failure) {
            if (done != id)
                return;
            *error = failure;
            end(false);
        });
    const QMetaObject::Connection onCancel
        = QObject::connect(&connection, &LiveConnection::requestCancelled, &loop, [&](LiveConnection::RequestId done) {
              if (done != id)
                  return;
              error->kind = LiveError::Kind::Cancelled;
              end(false);
          });
    if (!answered)
        loop.exec();
    QObject::disconnect(onResult);
    QObject::disconnect(onFailure);
    QObject::disconnect(onCancel);
    return ok;
}

} // namespace docmodel
