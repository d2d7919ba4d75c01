// SPDX-License-Identifier: GPL-3.0-or-later
#include "itempainting.h"

#include "entityitem.h"
#include "relationshipitem.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace docmodel {

void paintDiagramItems(QPainter &painter, const QList<QGraphicsItem *> &items,
    const QTransform &sceneToDevice, Detail boxDetail, Detail edgeDetail)
{
    for (QGraphicsItem *item : items) {
        if (item->type() == RelationshipItem::Type) {
            const auto *edge = static_cast<RelationshipItem *>(item);
            painter.setTransform(item->sceneTransform() * sceneToDevice);
            paintEdge(painter, edge->edge(), edge->isSelected(), edgeDetail);
        } else if (item->type() == EntityItem::Type) {
            const auto *box = static_cast<EntityItem *>(item);
            painter.setTransform(item->sceneTransform() * sceneToDevice);
            paintEntityBox(painter, box->box(), box->boxRect(), box->isSelected(), boxDetail);
        }
    }
}

void paintItemsAsThemselves(
    QPainter &painter, const QList<QGraphicsItem *> &items, const QTransform &sceneToDevice)
{
    QStyleOptionGraphicsItem option;
    for (QGraphicsItem *item : items) {
        option.state = item->isSelected() ? QStyle::State_Selected : QStyle::State_None;
        option.exposedRect = item->boundingRect();
        painter.setTransform(item->sceneTransform() * sceneToDevice);
        item->paint(&painter, &option, nullptr);
    }
}

QRectF diagramItemsBounds(const QList<QGraphicsItem *> &items)
{
    QRectF bounds;
    for (QGraphicsItem *item : items)
        if (item->type() == EntityItem::Type || item->type() == RelationshipItem::Type)
            bounds |= item->sceneBoundingRect();
    return bounds;
}

} // namespace docmodel
