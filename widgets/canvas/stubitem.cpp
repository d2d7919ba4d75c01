// SPDX-License-Identifier: GPL-3.0-or-later
#include "stubitem.h"

#include "diagram/diagramstyle.h"
#include "diagramscene.h"
#include "entityitem.h"

#include <QCoreApplication>
#include <QCursor>
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
    const QString &text, int slot, bool left)
    : QGraphicsItem(box)
    , mScene(scene)
    , mRelationshipId(relationshipId)
    , mTargetId(targetId)
    , mText(text)
    , mLeft(left)
{
    const QRectF rect = box->type() == EntityItem::Type ? static_cast<EntityItem *>(box)->boxRect() : box->boundingRect();
    mStart = QPointF(left ? rect.left() : rect.right(),
        std::min(rect.top() + kFirstSlot + slot * kSlotHeight, rect.bottom() - 8));
    setAcceptedMouseButtons(Qt::LeftButton);
    setCursor(Qt::PointingHandCursor);
    setToolTip(QCoreApplication::translate("StubItem", "%1\nDouble-click to open a diagram that shows it.").arg(mText));
}

QRectF StubItem::labelRect() const
{
    const QFontMetricsF metrics(diagramstyle::labelFont());
    const QSizeF size(metrics.horizontalAdvance(mText) + 10, metrics.height() + 4);
    const double x = mLeft ? mStart.x() - kLine - size.width() : mStart.x() + kLine;
    return QRectF(QPointF(x, mStart.y() - size.height() / 2), size);
}

QRectF StubItem::boundingRect() const
{
    return QRectF(mStart - QPointF(0, 2), mStart + QPointF(0, 2)).united(labelRect()).adjusted(-1, -1, 1, 1);
}

void StubItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QRectF label = labelRect();
    QPen pen(diagramstyle::referenceEdge(), 1.2, Qt::DashLine);
    painter->setPen(pen);
    painter->drawLine(mStart, QPointF(mLeft ? label.right() : label.left(), mStart.y()));
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
    // After the event: the scene drawing another diagram deletes this stub.
    QMetaObject::invokeMethod(
        mScene, [scene = mScene, target = mTargetId] { emit scene->stubActivated(target); }, Qt::QueuedConnection);
}

} // namespace docmodel
