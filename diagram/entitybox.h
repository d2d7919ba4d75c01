// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <QRectF>
#include <QString>
#include <QVector>

namespace docmodel {

// What a row of an entity box shows.
enum class RowKind {
    Declared, // a field of the entity
    Embedded, // a field an embedding relationship adds
    Reference, // an id or id array a referencing relationship adds
    Copied, // a denormalized copy
    Tree, // a field of a tree encoding
    More, // "… and 120 more": the rows a box leaves out
};

struct EntityRow {
    QString name;
    QString type;
    int depth = 0;
    bool required = false;
    RowKind kind = RowKind::Declared;
};

// The content and size of an entity's box, computed from the model alone so
// the canvas and an exported image draw the same thing.
struct EntityBox {
    QString id;
    QString title;
    QString subtitle; // kind and pattern tags
    bool embedded = false;
    QVector<EntityRow> rows;
    qsizetype hiddenRows = 0; // counted by the last row, of kind More
    QSizeF size;
};

EntityBox buildEntityBox(const Model &model, const Entity &entity);

// "string", "[objectId]", "string | null": a field's type as shown to a person.
QString fieldTypeText(const Field &field);

} // namespace docmodel
