// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "slowquerylog.h"

#include <string_view>

namespace docmodel::traffic {

// Whether a line is one of the text log format of 2.2 to 4.2: an ISO 8601
// or ctime timestamp ("Wed Mar  5 17:14:57.407"), then the rest.
bool looksLikeLegacyLog(std::string_view line);

// One line of the text format. A slow operation is a line that ends in its
// duration ("… 118ms") and names query, command, update, remove, getmore or
// insert after its context ("[conn12]"); its documents are in the shell's
// syntax (unquoted keys, ObjectId('…'), new Date(…), /regex/). The 2.x
// wrapper { query: …, orderby: … }, 3.x getmore and update lines and 4.0
// command lines are read; a document the shell's syntax cannot read (3.0's
// "Timestamp 1443802199000|1") is counted as not understood.
void readLegacyLogLine(
    std::string_view line, LogReading &reading, const std::function<void(const Operation &)> &add);

// An operation of the older logs and profiles (query, getmore, update,
// remove) with its filter: its command (find, getMore, update, delete) and
// shape, the 2.x query wrapper { query: …, orderby: … } ($query, $orderby
// too) read as the filter and the sort inside it.
void readLegacyOperation(std::string_view name, JsonValue filter, Operation &op);

} // namespace docmodel::traffic
