// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The model's diagrams by name: "All" (the model's own layout) and its
// subject areas, and a diagram as a model of its own to draw or lay out.

#include "model.h"

#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace docmodel {

// The name of the diagram that holds every entity; translated where shown.
inline constexpr std::string_view kAllDiagram = "All";

// A subject area by name; nullptr for "All" and for a name the model lacks.
const SubjectArea *findDiagram(const Model &model, std::string_view name);
SubjectArea *findDiagram(Model &model, std::string_view name);

// "All" first, then the subject areas in the model's order.
std::vector<std::string> diagramNames(const Model &model);

// A name no diagram of the model has: `base`, else "base 2", "base 3"…
std::string freeDiagramName(const Model &model, const std::string &base);

// The ids of the entities a diagram draws (every entity for "All"), those
// the model still has, in the model's order.
std::vector<std::string> diagramEntities(const Model &model, std::string_view name);
// How many entities a diagram draws, without listing them.
size_t diagramEntityCount(const Model &model, const SubjectArea *diagram);

// The model with the named diagram's positions and routes as its own
// layout and routes (what a diagram draws, with diagramEntities); the
// model itself for "All".
Model withDiagramLayout(const Model &model, std::string_view name);

// Stores positions and routes into the named diagram: the model's own for
// "All". Those of entities and relationships it does not draw are left out.
void storeDiagramLayout(Model &model, std::string_view name, const std::map<std::string, Position> &layout,
    const std::map<std::string, EdgeRoute> &routes);

// The entities one relationship away from the given ones, not among them.
std::set<std::string> neighbourEntities(const Model &model, const std::set<std::string> &ids);

// The relationships with one end in the set and the other outside it: drawn
// in a subject area as stubs naming their target.
std::vector<const Relationship *> outgoingRelationships(const Model &model, const std::set<std::string> &ids);

} // namespace docmodel
