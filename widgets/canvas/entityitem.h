// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diagram/entitybox.h"

#include <QGraphicsItem>

#include <optional>

namespace docmodel {

class DiagramScene;

// An entity's box. It keeps only the id and what it last drew; on a change
// signal the scene asks it to rebuild from the model.
class EntityItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 1 };
    // Stacking: boxes above edges (0); a box being dragged above the boxes.
    static constexpr double kZ = 1;
    static constexpr double kDraggedZ = 2;

    EntityItem(DiagramScene *scene, const QString &id);

    int type() const override { return Type; }
    QString id() const { return mId; }
    const EntityBox &box() const { return mBox; }
    QRectF boxRect() const { return QRectF(QPointF(0, 0), mBox.size); }
    QRectF sceneBoxRect() const { return boxRect().translated(pos()); }
    // The rectangle of the title, in scene coordinates (for inline renaming).
    QRectF sceneTitleRect() const;

    void syncFromModel();
    // The advisor's worst finding about this entity; none hides the badge.
    void setBadge(std::optional<Severity> severity);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override;
    void hoverEnterEvent(QGraphicsSceneHoverEvent *event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent *event) override;

private:
    QPointF badgeCenter() const;

    DiagramScene *mScene;
    QString mId;
    EntityBox mBox;
    std::optional<Severity> mBadge;
};

} // namespace docmodel
