// SPDX-License-Identifier: GPL-3.0-or-later
// The scene's mouse and keyboard: dragging boxes (stacked above the others
// while they move), the Add Relationship tool, hover texts and keys.
#include "diagramscene.h"

#include "commands/structurecommands.h"
#include "diagram/diagramstyle.h"
#include "document/modeldocument.h"
#include "entityitem.h"
#include "relationshipitem.h"
#include "schema/qtstring.h"
#include "stubitem.h"

#include <QGraphicsLineItem>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>

namespace docmodel {

QList<QGraphicsItem *> DiagramScene::draggedItems() const
{
    const QGraphicsItem *grabber = mouseGrabberItem();
    if (!grabber || grabber->type() != EntityItem::Type)
        return {};
    bool moved = false;
    QList<QGraphicsItem *> edges;
    QList<QGraphicsItem *> boxes;
    QSet<RelationshipItem *> seen;
    for (const auto &[id, start] : mDragStart) {
        EntityItem *box = entityItem(QString::fromStdString(id));
        if (!box)
            continue;
        moved = moved || box->pos() != QPointF(start.x, start.y);
        boxes << box;
        for (RelationshipItem *edge : mEdgesByEntity.values(box->id()))
            if (!seen.contains(edge)) {
                seen.insert(edge);
                edges << edge;
            }
    }
    return moved ? edges + boxes : QList<QGraphicsItem *>();
}

void DiagramScene::setHoverText(const QString &text)
{
    emit hoverTextChanged(text);
}

EntityItem *DiagramScene::entityAt(const QPointF &scenePos) const
{
    for (QGraphicsItem *item : items(scenePos))
        if (item->type() == EntityItem::Type)
            return static_cast<EntityItem *>(item);
    return nullptr;
}

void DiagramScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (mTool == Tool::Connect && event->button() == Qt::LeftButton) {
        mConnectFrom = entityAt(event->scenePos());
        mConnectLeftSource = false;
        if (mConnectFrom) {
            mConnectLine = addLine(QLineF(event->scenePos(), event->scenePos()),
                QPen(diagramstyle::selection(), 2, Qt::DashLine));
            mConnectLine->setZValue(10);
        }
        event->accept();
        return;
    }
    QGraphicsScene::mousePressEvent(event);
    mDragStart = drawnPositions(selectedEntityIds());
    // Boxes being dragged pass over the others, as the view paints them
    // during the drag; a box dropped stays where the stacking put it.
    raiseDragged(true);
}

void DiagramScene::raiseDragged(bool raised)
{
    for (const auto &[id, start] : mDragStart)
        if (EntityItem *box = entityItem(QString::fromStdString(id)))
            box->setZValue(raised ? EntityItem::kDraggedZ : EntityItem::kZ);
}

void DiagramScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    if (mConnectLine) {
        mConnectLine->setLine(QLineF(mConnectLine->line().p1(), event->scenePos()));
        if (entityAt(event->scenePos()) != mConnectFrom)
            mConnectLeftSource = true;
        return;
    }
    QGraphicsScene::mouseMoveEvent(event);
}

void DiagramScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    if (mTool == Tool::Connect && event->button() == Qt::LeftButton) {
        EntityItem *from = mConnectFrom;
        EntityItem *target = entityAt(event->scenePos());
        // A click on a box is no self-relationship: that takes a drag out of
        // the box and back onto it.
        const bool connects = from && target && (target != from || mConnectLeftSource);
        event->accept();
        if (!connects) {
            cancelConnection();
            return;
        }
        // One connection per use of the tool.
        setTool(Tool::Select);
        emit connectionRequested(from->id(), target->id());
        return;
    }
    QGraphicsScene::mouseReleaseEvent(event);
    raiseDragged(false);
    // A finished drag becomes one undo command.
    if (mDragStart.empty())
        return;
    std::map<std::string, std::optional<Position>> before;
    std::map<std::string, std::optional<Position>> after;
    const auto &layout = mDocument->positions();
    for (const auto &[id, start] : mDragStart) {
        const EntityItem *item = entityItem(QString::fromStdString(id));
        if (!item || (item->pos() == QPointF(start.x, start.y)))
            continue;
        const auto old = layout.find(id);
        before[id] = old == layout.end() ? std::nullopt : std::optional<Position>(old->second);
        after[id] = Position { item->pos().x(), item->pos().y() };
    }
    mDragStart.clear();
    if (!after.empty())
        mDocument->undoStack()->push(new MoveEntitiesCommand(
            mDocument, before, after, tr("Move %n Entity(s)", nullptr, int(after.size()))));
}

void DiagramScene::cancelConnection()
{
    if (mConnectLine) {
        removeItem(mConnectLine);
        delete mConnectLine;
        mConnectLine = nullptr;
    }
    mConnectFrom = nullptr;
    mConnectLeftSource = false;
}

void DiagramScene::keyPressEvent(QKeyEvent *event)
{
    if (mTool == Tool::Connect && event->key() == Qt::Key_Escape) {
        setTool(Tool::Select);
        event->accept();
        return;
    }
    QGraphicsScene::keyPressEvent(event);
}

void DiagramScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && !itemAt(event->scenePos(), QTransform())) {
        emit emptyAreaDoubleClicked(event->scenePos());
        event->accept();
        return;
    }
    QGraphicsScene::mouseDoubleClickEvent(event);
}

} // namespace docmodel
