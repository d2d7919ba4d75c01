// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diagram/diagrampainter.h"

#include <QGraphicsItem>

#include <optional>

namespace docmodel {

class DiagramScene;

// A relationship's edge: notation for cardinality and strategy, rerouted
// whenever one of its ends moves.
class RelationshipItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 2 };

    RelationshipItem(DiagramScene *scene, const QString &id);

    int type() const override { return Type; }
    QString id() const { return mId; }
    QString oneId() const { return mOneId; }
    QString manyId() const { return mManyId; }
    const EdgeShape &edge() const { return mEdge; }

    // Rereads the relationship (ends, strategy, labels) and reroutes.
    void syncFromModel();
    // Reroutes after an end moved.
    void adjust();
    void setBadge(std::optional<Severity> severity);
    std::optional<Severity> badge() const { return mBadge; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent *event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent *event) override;

private:
    QPointF badgeCenter() const;

    DiagramScene *mScene;
    QString mId;
    QString mOneId;
    QString mManyId;
    double mOffset = 0;
    EdgeShape mEdge;
    QRectF mBounds;
    std::optional<Severity> mBadge;
};

} // namespace docmodel
