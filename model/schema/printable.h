// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <string_view>

namespace docmodel {

// A name as people read it in messages and drawings: control characters are
// shown as escapes (\n, \t, \u0007), so one problem stays on one line, a
// terminal never obeys what a name holds, and SVG stays valid XML.
QString printableText(std::string_view text);

bool hasControlCharacter(std::string_view text);

} // namespace docmodel
