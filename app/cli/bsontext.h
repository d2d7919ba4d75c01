// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "live/liveresults.h"
#include "preview/bsonptr.h"
#include "preview/collectionpreview.h"

#include <nlohmann/json.hpp>

#include <QByteArray>

#include <optional>
#include <string>
#include <vector>

namespace docmodel::cli {

// A document a server sent (its BSON bytes) as relaxed Extended JSON text;
// empty when the bytes are no document.
std::string relaxed(const QByteArray &bytes);
// The same as JSON; null when the bytes are no document.
nlohmann::ordered_json jsonOf(const QByteArray &bytes);
// The --format of commands that print documents: mongosh, relaxed or
// canonical; none, said on stderr, for any other name.
std::optional<PreviewFormat> documentFormat(const QString &name);
// A page's documents, each copied out of the page's bytes.
void appendDocuments(const DocumentPage &page, std::vector<BsonPtr> &documents);

} // namespace docmodel::cli
