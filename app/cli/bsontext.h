// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <nlohmann/json.hpp>

#include <QByteArray>

#include <string>

namespace docmodel::cli {

// A document a server sent (its BSON bytes) as relaxed Extended JSON text;
// empty when the bytes are no document.
std::string relaxed(const QByteArray &bytes);
// The same as JSON; null when the bytes are no document.
nlohmann::ordered_json jsonOf(const QByteArray &bytes);

} // namespace docmodel::cli
