// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace docmodel {

// An error of the live layer as a person reads it: what failed (the command),
// why (the server's or the driver's message, never a password), and a kind
// the GUI acts on (a lost server offers Reconnect, a refusal does not).
struct LiveError {
    enum class Kind {
        None,
        InvalidUri, // the URI or an option does not parse; nothing was sent
        Unreachable, // no server could be selected within the timeout
        Timeout, // the request took longer than its timeout
        ConnectionLost, // the server went away during the request
        Unauthorized, // the server refused (code 13)
        NotSupported, // the server does not know the command (code 59 and kin)
        Cancelled,
        Server, // any other error the server answered
        Client, // a bad filter, sort or projection typed by the person
        CursorLost, // the server (or a reconnect) closed the query's cursor
    };
    Kind kind = Kind::None;
    QString command; // e.g. "listCollections"; empty when not about one
    int code = 0; // the server's or the driver's error code
    QString message; // the full sentence, translated
    // A refused write's errInfo (why a validator refused it), as relaxed
    // Extended JSON; empty when the server gave none.
    QString details;

    bool isError() const { return kind != Kind::None; }
    // True when the connection itself is gone (Reconnect may help). A
    // request that took too long is not: the next one may well be quick.
    bool isConnectionProblem() const { return kind == Kind::Unreachable || kind == Kind::ConnectionLost; }
};

} // namespace docmodel
