// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model.h"

#include <QStringList>

#include <string>
#include <string_view>

namespace docmodel {

// Where the N side's documents live once a relationship embeds them.
enum class EmbeddedPlacement {
    // Embedded only when nothing else needs the collection; else both.
    Automatic,
    // Embedded only: the collection's indexes and queries move into the
    // parent; refused while other relationships need the collection.
    EmbeddedOnly,
    // Embedded and kept as a collection: every child is stored twice.
    AlsoCollection,
};

// Why a relationship's N side is wanted as a collection of its own besides
// the relationship itself. `needed` cannot move with it (other relationships
// refer to its documents, a tree, collection options, a TTL index);
// `movable` can (indexes and queries, into the parent).
struct CollectionNeeds {
    QStringList needed;
    QStringList movable;
    bool empty() const { return needed.isEmpty() && movable.isEmpty(); }
};
CollectionNeeds collectionNeeds(const Model &model, const Relationship &rel);

// A strategy change as one consistent refactoring: the relationship under
// its new strategy, the N side an embedded type or a collection as the
// strategy and `placement` need, the reference embedding makes implicit
// removed, indexes and queries moved with an embedded collection.
struct StrategyChange {
    Model model; // the model after the change; the old one when error is set
    QString error; // why the change cannot be made
    QStringList changes; // what changed, one line each, the strategy first
    size_t unwrittenCopies = 0; // copies the new strategy has no place for (kept for a change back)
    bool storedTwice = false; // the N side is a collection and embedded
};
StrategyChange changeStrategy(const Model &model, const std::string &relationshipId,
    Strategy strategy, EmbeddedPlacement placement = EmbeddedPlacement::Automatic);

// A relationship named by its id or as "one->many" (entity names); nullptr
// with *error saying why when there is none or more than one.
const Relationship *findRelationshipNamed(const Model &model, std::string_view name, QString *error);

} // namespace docmodel
