// SPDX-License-Identifier: GPL-3.0-or-later
#include "entityitem.h"

#include "diagram/diagrampainter.h"
#include "diagram/diagramstyle.h"
#include "diagramscene.h"
#include "document/modeldocument.h"
#include "severitybadge.h"

#include <QCoreApplication>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace docmodel {

EntityItem::EntityItem(DiagramScene *scene, const QString &id)
    : mScene(scene)
    , mId(id)
{
    setFlags(ItemIsMovable | ItemIsSelectable | ItemSendsGeometryChanges);
    setAcceptHoverEvents(true);
    setZValue(kZ);
    // Boxes are text-heavy and change rarely: repaints while edges move or
    // the view scrolls blit the cached picture instead of drawing the text.
    setCacheMode(DeviceCoordinateCache);
    syncFromModel();
}

QRectF EntityItem::sceneTitleRect() const
{
    return QRectF(pos(), QSizeF(mBox.size.width(), diagramstyle::kHeaderHeight));
}

void EntityItem::syncFromModel()
{
    const Model &model = mScene->document()->model();
    const Entity *entity = model.findEntity(mId.toStdString());
    if (!entity)
        return;
    prepareGeometryChange();
    mBox = buildEntityBox(model, *entity);
    setToolTip(QString::fromStdString(entity->description));
    update();
    mScene->noteContentChanged();
}

QRectF EntityItem::boundingRect() const
{
    // Room for the selection outline.
    return boxRect().adjusted(-2, -2, 2, 2);
}

void EntityItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const Detail detail
        = detailForScale(option->levelOfDetailFromTransform(painter->worldTransform()));
    painter->setRenderHint(QPainter::Antialiasing, detail != Detail::Minimal);
    paintEntityBox(*painter, mBox, boxRect(), isSelected(), detail);
    if (mBadge && detail != Detail::Minimal)
        paintSeverityBadge(*painter, badgeCenter(), *mBadge);
}

QPointF EntityItem::badgeCenter() const
{
    // In the header's right corner, inside the box so the bounds stay put.
    return QPointF(mBox.size.width() - 11, diagramstyle::kHeaderHeight / 2);
}

void EntityItem::setBadge(std::optional<Severity> severity)
{
    if (mBadge == severity)
        return;
    mBadge = severity;
    update();
    mScene->noteContentChanged();
}

QVariant EntityItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    if (change == ItemPositionChange && mScene->snapToGrid()) {
        const QPointF p = value.toPointF();
        const double grid = diagramstyle::kGrid;
        return QPointF(std::round(p.x() / grid) * grid, std::round(p.y() / grid) * grid);
    }
    if (change == ItemPositionHasChanged) {
        mScene->noteItemMoved();
        mScene->entityItemMoved(this);
    }
    return QGraphicsItem::itemChange(change, value);
}

void EntityItem::hoverEnterEvent(QGraphicsSceneHoverEvent *event)
{
    const QString kind = mBox.embedded
        ? QCoreApplication::translate("Canvas", "Embedded document type")
        : QCoreApplication::translate("Canvas", "Collection");
    // Outside the translate() call: a ">" in its arguments hangs lupdate.
    const qsizetype shown = mBox.hiddenRows ? mBox.rows.size() - 1 : mBox.rows.size();
    const int rowCount = int(shown + mBox.hiddenRows);
    mScene->setHoverText(
        QCoreApplication::translate("Canvas", "%1 \"%2\": %n field(s)", nullptr, rowCount)
            .arg(kind, mBox.title));
    QGraphicsItem::hoverEnterEvent(event);
}

void EntityItem::hoverLeaveEvent(QGraphicsSceneHoverEvent *event)
{
    mScene->setHoverText(QString());
    QGraphicsItem::hoverLeaveEvent(event);
}

} // namespace docmodel
