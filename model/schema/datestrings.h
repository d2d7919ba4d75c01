// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "field.h" // JsonValue

#include <QString>

#include <string>
#include <vector>

namespace docmodel {

// The date format every one of the strings is written in ("YYYY-MM-DD",
// "ISO 8601", "DD.MM.YYYY", "DD/MM/YYYY or MM/DD/YYYY", "RFC 2822"), or an
// empty string when they are not all dates of one format (or there are none).
QString dateStringFormat(const std::vector<std::string> &texts);

// The strings among sample values, unquoted (the rest left out).
std::vector<std::string> stringValues(const std::vector<JsonValue> &values);

} // namespace docmodel
