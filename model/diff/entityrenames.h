// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <map>
#include <string>

namespace docmodel {

// The entities `to` renamed: the same id under a new name, where `from` has
// no entity of the new name and `to` none of the old. Old name → new name.
// Models made apart (a file and the model inferred from a server) share no
// ids, and their entities pair by name alone.
std::map<std::string, std::string> renamedEntities(const Model &from, const Model &to);

// The entity of `from` that `to`'s `entity` continues: the one of its name,
// or the one it was renamed from; null for a new entity.
const Entity *formerEntity(const Model &from, const Model &to, const Entity &entity);

} // namespace docmodel
