// SPDX-License-Identifier: GPL-3.0-or-later
#include "stubitem.h"

#include "diagram/diagramstyle.h"
#include "diagramscene.h"
#include "entityitem.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>

namespace docmodel {

namespace {
constexpr double kLine = 26; // from the box to the label
constexpr double kFirstSlot = 48; // below the box's title
constexpr double kSlotHeight = 22;
} // namespace

StubItem::StubItem(DiagramScene *scene, QGraphicsItem *box, const QString &relationshipId, const QString &targetId,
    const QString &text, int slot)
    : QGraphicsItem(box)
    , mScene(scene)
    , mRelationshipId(relationshipId)
    , mTargetId(targetId)
    , mText(text)
{
    const QRectF rect = box->type() == EntityItem::Type ? static_cast<EntityItem *>(box)->boxRect() : box->boundingRect();
    mStart = QPointF(rect.right(), std::min(rect.top() + kFirstSlot + slot * kSlotHeight, rect.bottom() - 8));
    setAcceptedMouseButtons(Qt::LeftButton);
    setCursor(Qt::PointingHandCursor);
    setToolTip(QCoreApplication::translate("StubItem", "%1\nDouble-click to open a diagram that shows it.").arg(mText));
}

QRectF StubItem::labelRect() const
{
    const QFontMetricsF metrics(diagramstyle::labelFont());
    const QSizeF size(metrics.horizontalAdvance(mText) + 10, metrics.height() + 4);
    return QRectF(QPointF(mStart.x() + kLine, mStart.y() - size.height() / 2), size);
}

QRectF StubItem::boundingRect() const
{
    return QRectF(mStart - QPointF(0, 2), labelRect().bottomRight() + QPointF(1, 1)).normalized().united(labelRect());
}

void StubItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QRectF label = labelRect();
    QPen pen(diagramstyle::referenceEdge(), 1.2, Qt::DashLine);
    painter->setPen(pen);
    painter->drawLine(mStart, QPointF(label.left(), mStart.y()));
    painter->setPen(QPen(diagramstyle::referenceEdge(), 1));
    painter->setBrush(diagramstyle::labelBackground());
    painter->drawRoundedRect(label, 3, 3);
    painter->setFont(diagramstyle::labelFont());
    painter->setPen(diagramstyle::referenceText());
    painter->drawText(label, Qt::AlignCenter, mText);
}

void StubItem::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event)
{
    event->accept();
    emit mScene->stubActivated(mTargetId);
}

} // namespace docmodel
