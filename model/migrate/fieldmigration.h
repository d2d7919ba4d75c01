// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "datamigration.h"

#include <set>
#include <string>
#include <utility>

namespace docmodel {

// The documents' side of field changes in collections both models hold
// (fields that relationships write are the strategy steps' business),
// fields paired by identity (formerFields): a renamed top-level field is
// copied to its new name, and the old one removed in a destructive step; a
// field whose one type changed is converted with $convert, a value that does
// not convert kept as it is (never nulled: the post-check counts and lists
// it); a new field with a default gets it where it is missing; a removed
// field goes in a destructive step; a new required field without a default
// is named for the person to carry by hand. Fields in `carried` (collection,
// field) are a merge's or split's business (collectionreshape.h).
void planFieldMigrations(const Model &from, const Model &to, DataMigration &out,
    const std::set<std::pair<std::string, std::string>> &carried = {});

// Collections renamed in the model (the same entity id, a new name): their
// documents copied to the new name by $merge, before the field steps that
// work on the new name; the old collection dropped in a destructive step.
void planCollectionRenames(const Model &from, const Model &to, DataMigration &out);

// Copies of a parent's fields that the children hold in their collection
// (copymigration.cpp): added or renamed ones filled in from the parent by
// $lookup, after the strategy steps have written the children's
// references; dropped ones removed in a destructive step.
void planCopyMigrations(const Model &from, const Model &to, DataMigration &out);

} // namespace docmodel
