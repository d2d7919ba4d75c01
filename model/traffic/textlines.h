// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <functional>
#include <string_view>

namespace docmodel::traffic {

// Calls `line` with each line of a text file, plain or gzip, streaming in
// chunks of a megabyte; a line ending in "\r\n" comes without its "\r".
// `line` returns false to stop. Returns the reason the file could not be
// read to its end (it cannot be opened, a truncated .gz, `cancelled` said
// so), or an empty string.
QString forEachLine(const QString &path, const std::function<bool(std::string_view)> &line,
    const std::function<bool()> &cancelled = {});

} // namespace docmodel::traffic
