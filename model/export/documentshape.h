#pragma once

#include "schema/model.h"

#include <vector>

namespace docmodel {

// The fields an entity's documents hold, in the order the preview writes
// them: _id first (collections), the declared fields, then what each
// relationship adds (embedded documents, id arrays, parent references,
// copies, tree fields). Derived fields carry a description naming the
// relationship they come from. The exported validators, JSON Schemas and
// documentation all describe documents through this one function.
std::vector<Field> documentFields(const Model &model, const Entity &entity);

} // namespace docmodel
