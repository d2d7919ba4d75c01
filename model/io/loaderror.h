// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <string>

namespace docmodel {

// Where a file went wrong and what to do about it. Either a line/column (the
// JSON itself is malformed) or a JSON pointer (a value has the wrong shape).
struct LoadError {
    QString file;
    int line = 0; // 1-based; 0 when the error has a pointer instead
    int column = 0;
    std::string pointer; // "" with atValue set is the root value
    QString message;
    bool atValue = false; // about the value at pointer, not the file as a whole

    // "FILE:LINE:COL: message", "FILE:/json/pointer: message" (the root value
    // is "/"), or "FILE: message" when the file itself cannot be read.
    QString toString() const;
};

} // namespace docmodel
