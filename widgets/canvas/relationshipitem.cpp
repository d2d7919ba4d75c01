// SPDX-License-Identifier: GPL-3.0-or-later
#include "relationshipitem.h"

#include "diagram/edgerouting.h"
#include "diagramscene.h"
#include "document/modeldocument.h"
#include "entityitem.h"
#include "severitybadge.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPathStroker>
#include <QStyleOptionGraphicsItem>

namespace docmodel {

RelationshipItem::RelationshipItem(DiagramScene *scene, const QString &id)
    : mScene(scene)
    , mId(id)
{
    setFlags(ItemIsSelectable);
    setAcceptHoverEvents(true);
    setZValue(0);
    syncFromModel();
}

void RelationshipItem::syncFromModel()
{
    const Relationship *rel = mScene->document()->model().findRelationship(mId.toStdString());
    if (!rel)
        return;
    mOneId = QString::fromStdString(rel->oneId);
    mManyId = QString::fromStdString(rel->manyId);
    mOffset = mScene->edgeOffset(mId);
    adjust();
    mScene->noteContentChanged();
}

void RelationshipItem::adjust()
{
    const Model &model = mScene->document()->model();
    const Relationship *rel = model.findRelationship(mId.toStdString());
    EntityItem *one = mScene->entityItem(mOneId);
    EntityItem *many = mScene->entityItem(mManyId);
    if (!rel || !one || !many)
        return;
    // The boxes a detour may have to go round.
    std::vector<QRectF> others;
    if (mScene->entityCount() <= kMaxBoxesToDetour) {
        const QRectF area = routingArea(one->sceneBoxRect(), many->sceneBoxRect());
        for (QGraphicsItem *item : mScene->items(area, Qt::IntersectsItemBoundingRect))
            if (item->type() == EntityItem::Type && item != one && item != many)
                others.push_back(static_cast<EntityItem *>(item)->sceneBoxRect());
    }
    prepareGeometryChange();
    mEdge = routeEdge(model, *rel, one->sceneBoxRect(), many->sceneBoxRect(), mOffset, others,
        &mScene->document()->routes());
    mBounds = mEdge.bounds();
    update();
}

QRectF RelationshipItem::boundingRect() const
{
    return mBadge ? mBounds.united(severityBadgeRect(badgeCenter())) : mBounds;
}

QPainterPath RelationshipItem::shape() const
{
    // Easy to hit: a wide band along the line, and the labels.
    QPainterPathStroker stroker;
    stroker.setWidth(10);
    QPainterPath path = stroker.createStroke(mEdge.path);
    path.addRect(mEdge.labelRect);
    return path;
}

void RelationshipItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const Detail detail
        = detailForScale(option->levelOfDetailFromTransform(painter->worldTransform()));
    painter->setRenderHint(QPainter::Antialiasing, detail != Detail::Minimal);
    paintEdge(*painter, mEdge, isSelected(), detail);
    if (mBadge && detail != Detail::Minimal)
        paintSeverityBadge(*painter, badgeCenter(), *mBadge);
}

QPointF RelationshipItem::badgeCenter() const
{
    // Just left of the strategy label, or halfway along the edge.
    if (!mEdge.labelRect.isEmpty())
        return QPointF(mEdge.labelRect.left() - 9, mEdge.labelRect.top() + 8);
    return mEdge.path.pointAtPercent(0.5);
}

void RelationshipItem::setBadge(std::optional<Severity> severity)
{
    if (mBadge == severity)
        return;
    prepareGeometryChange();
    mBadge = severity;
    update();
    mScene->noteContentChanged();
}

void RelationshipItem::hoverEnterEvent(QGraphicsSceneHoverEvent *event)
{
    const EntityItem *one = mScene->entityItem(mOneId);
    const EntityItem *many = mScene->entityItem(mManyId);
    mScene->setHoverText(
        QCoreApplication::translate("Canvas", "Relationship %1 \u2192 %2: %3")
            .arg(one ? one->box().title : mOneId, many ? many->box().title : mManyId,
                QString(mEdge.label).replace(QLatin1Char('\n'), QLatin1String("; "))));
    QGraphicsItem::hoverEnterEvent(event);
}

void RelationshipItem::hoverLeaveEvent(QGraphicsSceneHoverEvent *event)
{
    mScene->setHoverText(QString());
    QGraphicsItem::hoverLeaveEvent(event);
}

} // namespace docmodel
