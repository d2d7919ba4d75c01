// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/modelreader.h"

namespace docmodel {

// Reads a Prisma schema for the MongoDB connector into a model:
// - a model per collection (named by @@map), a view too;
// - a composite type per embedded type, embedded by the fields that hold
//   it (one or a list); a composite type DocModeler wrote for a nested
//   document ("The field … of …") becomes that field's nested fields again;
// - a relation whose scalar field holds one key as a parent reference (a
//   self-relation as a tree of parent references), one whose field holds a
//   list of keys as child references, both sides holding lists as a two-way
//   reference; the key is the referenced field (_id or a natural key);
// - enums as string fields with their values (@map gives the stored text);
// - native types (@db.ObjectId, @db.Int, @db.Long, @db.Double, @db.Date,
//   @db.Timestamp), @@index and @@unique (with their names), @unique;
// - what DocModeler's own export put in comments: names, descriptions,
//   maps, unions, decimals, enums of other values, lists of keys.
// Errors name the line and column.
LoadResult parsePrismaSchema(
    std::string_view text, const QString &sourceName, const std::string &fallbackName);

LoadResult importPrismaFile(const QString &path);

} // namespace docmodel
