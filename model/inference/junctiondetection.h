// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "relationshipdetection.h"
#include "sampledvalues.h"

namespace docmodel::inference {

// Marks the two references of each junction collection (a relational
// database's link table, such as PlaylistTrack: besides _id only a reference
// to each of two other collections, and no pair of them twice): together
// they store a many-to-many between the two. Their evidence says so.
void markJunctions(const Model &model, const std::vector<SampledCollection> &sampled,
    const std::vector<std::string> &names, std::vector<DetectedRelationship> &found);

// Tags each collection both of whose junction references were accepted as a
// junction (PatternTag::Junction).
void tagJunctions(Model &model, const std::vector<DetectedRelationship> &accepted);

} // namespace docmodel::inference
