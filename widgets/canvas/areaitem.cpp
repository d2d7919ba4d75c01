// SPDX-License-Identifier: GPL-3.0-or-later
#include "areaitem.h"

#include "diagram/diagramstyle.h"
#include "diagramscene.h"

#include <QCoreApplication>
#include <QCursor>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>

namespace docmodel {

AreaItem::AreaItem(DiagramScene *scene, const QString &area, const QString &title, int entities)
    : mScene(scene)
    , mArea(area)
    , mTitle(title)
    , mCount(QCoreApplication::translate("AreaItem", "%n entity(ies)", nullptr, entities))
{
    setCursor(Qt::PointingHandCursor);
    setToolTip(area.isEmpty()
            ? QCoreApplication::translate("AreaItem", "Double-click to show every entity of the model")
            : QCoreApplication::translate("AreaItem", "Subject area %1: double-click to open it").arg(area));
}

QRectF AreaItem::boundingRect() const
{
    return QRectF(QPointF(0, 0), boxSize()).adjusted(-1, -1, 1, 1);
}

void AreaItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QRectF box(QPointF(0, 0), boxSize());
    painter->setPen(QPen(diagramstyle::boxBorder(), 1, mArea.isEmpty() ? Qt::DashLine : Qt::SolidLine));
    painter->setBrush(diagramstyle::boxFill());
    painter->drawRoundedRect(box, 6, 6);
    QRectF header = box;
    header.setHeight(30);
    painter->setPen(Qt::NoPen);
    painter->setBrush(mArea.isEmpty() ? diagramstyle::embeddedHeader() : diagramstyle::collectionHeader());
    painter->drawRoundedRect(header, 6, 6);
    painter->drawRect(header.adjusted(0, 20, 0, 0));
    QFont font = painter->font();
    font.setBold(true);
    painter->setFont(font);
    painter->setPen(diagramstyle::headerText());
    painter->drawText(header.adjusted(8, 0, -8, 0), Qt::AlignVCenter | Qt::AlignLeft,
        painter->fontMetrics().elidedText(mTitle, Qt::ElideRight, int(header.width()) - 16));
    font.setBold(false);
    painter->setFont(font);
    painter->setPen(diagramstyle::typeText());
    painter->drawText(box.adjusted(8, 30, -8, 0), Qt::AlignVCenter | Qt::AlignLeft, mCount);
}

void AreaItem::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event)
{
    event->accept();
    // After the event: opening the area deletes this item.
    QMetaObject::invokeMethod(
        mScene, [scene = mScene, area = mArea] { emit scene->areaActivated(area); }, Qt::QueuedConnection);
}

} // namespace docmodel
