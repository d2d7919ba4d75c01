// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <bson/bson.h>

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace docmodel {

// A document as mongosh 2 shows and accepts it: ObjectId('...'),
// ISODate('...'), Decimal128('...'), Long('...'), UUID('...'),
// Binary.createFromBase64('...', 0), strings in single quotes, indented.
std::string shellSyntax(const bson_t *document, int indent = 0);

// Where a value is in shellSyntax's text: bytes [begin, end), and its
// dotted path in the document with array positions left out (tags,
// items.sku), so every element of an array has the array's path.
struct ShellSpan {
    size_t begin = 0;
    size_t end = 0;
    std::string path;
};
// Which values (never documents or arrays) to note, by path and type.
using ShellSpanWanted = std::function<bool(std::string_view path, bson_type_t type)>;

// The same text, and where the wanted values are in it.
std::string shellSyntax(
    const bson_t *document, const ShellSpanWanted &wanted, std::vector<ShellSpan> &spans, int indent = 0);

// A key as the shell reads it: bare when it is an identifier, else quoted.
std::string shellKey(const std::string &key);

// One value (the one an iterator is at) in mongosh syntax, on one line.
std::string shellValue(const bson_iter_t *it);

// A string as a double-quoted JavaScript/JSON literal that cannot break out:
// for the scripts DocModeler writes.
std::string quoted(const std::string &text);

// A string as mongosh 2 prints it: in single quotes (double ones when it
// holds a single quote), control characters escaped.
std::string shellString(std::string_view text);

} // namespace docmodel
