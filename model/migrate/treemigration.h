// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "datamigration.h"

namespace docmodel {

// The steps that re-encode a tree stored one way (`before`) the way `after`
// stores it: each node's parent read off the old encoding, then the new
// encoding's fields computed on the server ($graphLookup for ancestors and
// paths, $lookup for child lists), the old fields removed in destructive steps.
void planTreeMigration(const Model &from, const Relationship &before, const Model &to, const Relationship &after,
    DataMigration &out);

} // namespace docmodel
