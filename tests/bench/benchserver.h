// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the benches that read a server share: the server, and its data put
// in with the time that took reported.
#include "benchutil.h"
#include "testserver.h"

#include <QElapsedTimer>

#include <cstdio>
#include <functional>

namespace docmodel::bench {

// The server DOCMODELER_TEST_URI names, else `server` started, then filled
// by `populate`, its time reported as populate_ms. The URI, or empty with
// the reason printed.
inline QString populatedServer(test::TestServer &server, const std::function<bool(const QString &)> &populate)
{
    QString startError;
    const QString uri = test::environmentOrStarted(server, &startError);
    if (uri.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(startError));
        return {};
    }
    QElapsedTimer timer;
    timer.start();
    if (!populate(uri))
        return {};
    report("populate_ms", double(timer.elapsed()), "ms");
    return uri;
}

} // namespace docmodel::bench
