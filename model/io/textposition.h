// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace docmodel {

// A place in a text: 1-based line and column. Whoever gives one says what a
// column counts (bytes or code points).
struct TextPosition {
    int line = 1;
    int column = 1;
};

} // namespace docmodel
