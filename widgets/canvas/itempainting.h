// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diagram/diagrampainter.h"

#include <QList>
#include <QRectF>

class QGraphicsItem;
class QPainter;
class QTransform;

namespace docmodel {

// Paints the diagram's boxes and edges from what the items hold now, in the
// given order, without QGraphicsScene's per-item work (index lookups, item
// caches, painter state): for pictures of the whole diagram. Items of other
// kinds are skipped.
void paintDiagramItems(QPainter &painter, const QList<QGraphicsItem *> &items,
    const QTransform &sceneToDevice, Detail boxDetail, Detail edgeDetail);
// Has each item paint itself as the view would have it, but straight onto
// painter (sceneToDevice maps the scene onto it): for pictures of parts of
// the diagram that must look exactly like the canvas.
void paintItemsAsThemselves(
    QPainter &painter, const QList<QGraphicsItem *> &items, const QTransform &sceneToDevice);
// The scene rectangle the boxes and edges among items cover.
QRectF diagramItemsBounds(const QList<QGraphicsItem *> &items);

} // namespace docmodel
