// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMetaType>
#include <QStringList>

namespace docmodel {

// What one mutation of a ModelDocument changed, so that a view can skip
// changes it does not show.
struct ModelChange {
    enum class Kind {
        Reset, // a new model: everything changed
        ModelProperties,
        Entity,
        Relationship,
        Index,
        AccessPattern,
        Positions,
        AdvisorSettings,
    };

    Kind kind = Kind::Reset;
    // The objects changed, added or removed, and those linked to them that
    // show something of theirs: an entity's relationships, a relationship's
    // ends, an index's or access pattern's collection.
    QStringList ids;

    bool touches(const QString &id) const { return ids.contains(id); }
};

} // namespace docmodel

Q_DECLARE_METATYPE(docmodel::ModelChange)
