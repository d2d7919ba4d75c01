// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/strategychange.h"

#include <optional>

class QWidget;

namespace docmodel {

// Asks where a collection that a relationship starts to embed lives: only in
// its parent (when nothing requires the collection), or in both. nullopt
// when the person cancels.
std::optional<EmbeddedPlacement> askEmbeddedPlacement(
    QWidget *parent, const QString &child, const QString &parentName, const CollectionNeeds &needs);

} // namespace docmodel
