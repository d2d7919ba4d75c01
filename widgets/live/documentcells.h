// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <bson/bson.h>

#include <QString>

namespace docmodel {

// How one value of a server's document reads in a cell of the explorer's
// tree or table: on one line, in mongosh's syntax, never longer than a
// cell can show. A long string or binary is cut (the tree unfolds it);
// documents and arrays say how many members they hold.
namespace cells {

// Strings longer than this many characters are cut in a cell.
constexpr int kFoldedLength = 120;
// Documents and arrays larger than this say their size, not their count.
constexpr uint32_t kCountedBytes = 64 * 1024;
// A document's one-line summary stops after about this many characters.
constexpr int kSummaryLength = 240;

QString valueText(const bson_iter_t *it);
// "{ _id: ObjectId("…"), name: "Ada", address: {…}, … }"
QString summaryText(const uint8_t *data, uint32_t length);
// The type as $type names it ("string", "objectId", "array", ...).
QString typeText(bson_type_t type);
// True when the value is a string longer than kFoldedLength characters.
bool isFoldedString(const bson_iter_t *it);
// Members of a document or array (the number of its keys).
int memberCount(const uint8_t *data, uint32_t length);

// A value of a document as a reference would be read from it: its dotted
// path (array positions left out, as the model's paths are), its BSON type
// and its text in mongosh's syntax.
struct FieldValue {
    QString path;
    bson_type_t type = BSON_TYPE_EOD;
    QString text;
};

} // namespace cells

} // namespace docmodel
