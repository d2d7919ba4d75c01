// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "exportoptions.h"
#include "schema/model.h"

#include <string>

namespace docmodel {

// Target "mongosh": a script that creates each collection with its options
// and $jsonSchema validator and every index with all its options (those
// relationships need on their references too: CollectionIndexes),
// and (when asked) shards collections. Only the helpers it calls are defined. Names only ever appear as JSON strings through
// db.getCollection("..."). Running it twice changes nothing the second time.
std::string exportMongoshScript(const Model &model, const ExportOptions &options = {});

// Target "mongosh-legacy": the same for the legacy mongo shell and servers
// older than 3.0 (ensureIndex; options those servers lack are listed, not sent).
std::string exportLegacyScript(const Model &model, const ExportOptions &options = {});

} // namespace docmodel
