// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <string>
#include <vector>

namespace docmodel {

// The fields a change of the model takes out of documents, as
// "entity.field": each top-level field of an entity's documents (what
// DocumentShapes gives, relationships' fields included) that the entity's
// documents no longer have after it. A field that moves (a child's reference
// that becomes the parent's list of ids) is named where it leaves.
std::vector<std::string> droppedDocumentFields(const Model &before, const Model &after);

} // namespace docmodel
