// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <cstdint>
#include <vector>

namespace docmodel::test {

// Documents one after another as a .bson file holds them.
using BsonStream = std::vector<uint8_t>;

// Documents of every BSON type, fields that come and go and change type,
// nested documents, arrays of documents and of arrays, empty arrays,
// DBRefs (and documents that only look like them): what inference must count
// as @mongodb-js/mongodb-schema does. The same seed gives the same bytes.
BsonStream motleyDocuments(int count, unsigned seed);

// About 300 bytes each: a nested document, an array of strings, an array of
// documents, an int that is sometimes a long, dates and ObjectIds.
BsonStream benchmarkDocuments(int count, unsigned seed);

bool writeBsonFile(const QString &path, const BsonStream &documents);
// One canonical Extended JSON document a line, as mongoexport writes them.
bool writeJsonLines(const QString &path, const BsonStream &documents);

} // namespace docmodel::test
