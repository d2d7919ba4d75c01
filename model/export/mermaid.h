// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <string>

namespace docmodel {

// Target "mermaid": an erDiagram. Every entity with its fields (nested ones
// flattened to dotted paths, which Mermaid shows in the attribute comment as
// its names allow only letters, digits and _), and every relationship with
// its cardinality and strategy.
std::string exportMermaid(const Model &model);

} // namespace docmodel
