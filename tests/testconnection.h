// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "live/connectionsettings.h"

namespace docmodel::test {

// Settings for a local test server: short timeouts, so a test that meets a
// dead server fails in seconds, not after the driver's 30 s.
inline ConnectionSettings settingsFor(const QString &uri)
{
    ConnectionSettings settings;
    settings.uri = uri;
    settings.serverSelectionTimeoutMs = 3000;
    settings.connectTimeoutMs = 3000;
    settings.socketTimeoutMs = 5000;
    return settings;
}

} // namespace docmodel::test
