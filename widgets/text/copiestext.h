// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <QString>

#include <optional>
#include <vector>

namespace docmodel {

// "name:into-many as ownerName, ipaddr:into-many" <-> denormalized fields:
// field, direction, and the copy's own name when it has one.
QString copiesText(const std::vector<DenormalizedField> &copies);

// Reads "field[:direction][ as name], ..." back; nullopt with the first
// problem (see checkCopy) when one is wrong, and nothing parsed.
std::optional<std::vector<DenormalizedField>> parseCopies(
    const QString &text, const Model &model, const Relationship &rel, QString *problem);

// A copy must name a field of its source (the parent for into-many, the
// child for into-one), and its name must be one a document can hold.
bool checkCopy(
    const Model &model, const Relationship &rel, const DenormalizedField &copy, QString *problem);

} // namespace docmodel
