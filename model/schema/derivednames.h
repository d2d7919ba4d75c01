// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model.h"

#include <string>

namespace docmodel {

// The words of the names a relationship writes when it has none of its own.

// A plural name made singular the simple English way: categories →
// category, orders → order, movies → movie (a name ending in "ss" stays).
std::string singular(std::string name);
// The rule names were derived with before format version 6 (every "-ies"
// a "-y": movies → movy), which files of legacy naming keep.
std::string legacySingular(std::string name);

// A singular name made plural the simple English way: section → sections,
// category → categories, address → addresses; a plural name stays.
std::string plural(const std::string &name);

enum class CaseStyle { Snake, Camel };

// The case style of the fields a written name sits among: camelCase when
// the holder's multi-word field names are mostly camelCase (firstName),
// else the other side's, else snake_case. `_id` and one-word names say
// nothing.
CaseStyle caseStyleOf(const Entity *holder, const Entity *other);

// A reference to `entityName` in a style: venue_id, venue_ids; venueId,
// venueIds.
std::string referenceName(const std::string &entityName, bool many, CaseStyle style);

} // namespace docmodel
