// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <string>
#include <string_view>

namespace docmodel {

// A document written as in mongosh, the syntax the explorer shows results
// in: unquoted keys, single quotes, ObjectId("…"), ISODate("…"),
// new Date(…), NumberLong(…), NumberInt(…), NumberDecimal(…),
// Timestamp(t, i), UUID("…"), Binary.createFromBase64("…", n), BinData(n, "…"),
// MinKey(), MaxKey(),
// /regex/flags, and Extended JSON ({"$oid": "…"}) as well.
struct ShellDocument {
    // Canonical Extended JSON of the same document, for libbson to read;
    // empty when the text does not parse.
    std::string json;
    // Why not, and where: a 0-based offset into the text, and its 1-based
    // line and column (in code points).
    QString error;
    size_t offset = 0;
    int line = 0;
    int column = 0;

    bool ok() const { return error.isEmpty(); }
};

// Reads `text` as one document. A number is an int when it is whole and
// fits in 32 bits and a double otherwise, as mongosh sends JavaScript numbers.
ShellDocument parseShellDocument(std::string_view text);

// The 1-based line and column (in code points) of a byte offset into text.
void placeInText(std::string_view text, size_t offset, int &line, int &column);

} // namespace docmodel
