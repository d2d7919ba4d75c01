// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model.h"

#include <optional>
#include <string>

namespace docmodel {

// The date a date field is declared to follow or precede (its sample hint's
// `after` or `before`): another field of the same document ("createdAt"),
// or a field of the document it refers to, named by that entity
// ("events.startsAt": an order is placed before its event starts).
struct DateAnchor {
    const Entity *entity = nullptr; // whose document holds the date
    const Relationship *reference = nullptr; // by which the field's document refers to it; null: the same document
    std::string path; // of the date in that document
};

// Where `anchor`, written on a field of `entity`, points; nullopt when it
// names no date field there.
std::optional<DateAnchor> resolveDateAnchor(
    const Model &model, const Entity &entity, const std::string &anchor);

} // namespace docmodel
