// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <string>
#include <vector>

namespace docmodel {

// Target "prisma": schema.prisma for Prisma's MongoDB connector. A model per
// collection (@@map to its name) and a composite type per embedded type and
// per nested object; _id as `id ... @id @map("_id")` (@default(auto()) and
// @db.ObjectId for an ObjectId); native types (@db.ObjectId, @db.Int,
// @db.Long, @db.Double, @db.Date); references by their key as @relation
// (fields/references, the key made @unique where it is a natural one) with
// the back-relation on the other side, a tree's parent references as a
// self-relation; string enums as Prisma enums (a value that is no
// identifier mapped to its text with @map); the indexes Prisma can state as
// @@index/@@unique. What
// Prisma cannot express (maps, unions, decimals, lists of ids in the parent,
// tree encodings other than parent references, indexes it has no syntax
// for) is named in a comment and typed Json or left a plain scalar, never
// dropped; names that are no Prisma identifiers are mapped with @map.
std::string exportPrisma(const Model &model);
// What Prisma cannot express of the model (an index on a composite type's
// fields, a field name with a dot…), one line each: the comments the schema
// carries, for the export to show as warnings.
std::vector<std::string> prismaLimits(const Model &model);

} // namespace docmodel
