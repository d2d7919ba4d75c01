// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "datamigration.h"

namespace docmodel {

// The documents' side of field changes in collections both models hold
// (fields that relationships write are the strategy steps' business):
// a top-level field whose one type changed is converted in place with
// $convert, a value that does not convert kept as it is (never nulled: the
// post-check counts and lists it); a removed field goes in a destructive
// step; a new required field, and a field removed where another was added
// (a rename the model cannot tell from a drop and an add), are named for
// the person to carry by hand.
void planFieldMigrations(const Model &from, const Model &to, DataMigration &out);

// Copies of a parent's fields that the children hold in their collection
// (copymigration.cpp): added or renamed ones filled in from the parent by
// $lookup, after the strategy steps have written the children's
// references; dropped ones removed in a destructive step.
void planCopyMigrations(const Model &from, const Model &to, DataMigration &out);

} // namespace docmodel
