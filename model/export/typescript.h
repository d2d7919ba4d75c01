// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <string>

namespace docmodel {

// Target "typescript": an interface per collection and per embedded type,
// describing the documents as the validators do (documentshape.h), with
// the MongoDB Node.js driver's BSON classes (ObjectId, Long, Decimal128, …);
// optional fields for the ones not required, enums as literal unions, maps
// as Record<string, T>, references typed by the key they hold, embedded
// documents by their type's interface; and a Collections interface from
// collection name to document type, for db.collection<Collections["x"]>("x").
// Names that are no TypeScript identifiers are quoted (fields) or made into
// identifiers (types), the entity's own name stated in the type's comment.
std::string exportTypeScript(const Model &model);

} // namespace docmodel
