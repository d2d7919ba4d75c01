// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <QPointF>
#include <QSizeF>

#include <map>
#include <set>
#include <string>

namespace docmodel {

// A layered layout: parents left of the collections that reference them,
// embedded document types in a column right beside the entity that embeds
// them, nothing overlapping. Lays out the given entities only; the result
// starts at origin. Linear in entities plus relationships.
std::map<std::string, Position> autoLayout(const Model &model,
    const std::map<std::string, QSizeF> &sizes, const std::set<std::string> &entities,
    QPointF origin = { 0, 0 });

} // namespace docmodel
