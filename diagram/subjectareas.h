// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Subject areas found automatically: for a model too large to read as one
// diagram, the communities of its relationship graph (igraph's multilevel
// modularity, seeded), or the groups of a common name prefix when those
// separate better; no area above a size a person reads.

#include "schema/model.h"

#include <QString>

#include <vector>

namespace docmodel {

struct AreaOptions {
    size_t maxEntities = 60; // no area larger
    // Areas smaller than this (lone entities, pairs) are packed together.
    size_t minEntities = 4;
};

struct FoundAreas {
    std::vector<SubjectArea> areas; // without positions: each is laid out on its own
    // How well they separate: the modularity of the partition (-0.5..1).
    double modularity = 0;
    // Database: the model's entities are in several databases, and no area
    // holds two (a $lookup never crosses databases); communities within each.
    enum class Method { Communities, NamePrefix, Database } method = Method::Communities;
};

// Every entity lands in exactly one area, named after its most central
// entity (the most relationships inside the area; collections first), or
// after its database when that database is one area.
// Names avoid those of the model's diagrams. Deterministic.
FoundAreas findSubjectAreas(const Model &model, const AreaOptions &options = {});

} // namespace docmodel
