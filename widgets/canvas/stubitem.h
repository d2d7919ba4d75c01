// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsItem>

namespace docmodel {

class DiagramScene;

// A relationship whose other end this diagram does not show: a short line
// out of the box it leaves, naming the entity it leads to and a diagram
// that shows it. A child of that box, so it moves with it; a double-click
// asks the scene to open the other end (stubActivated).
class StubItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 3 };

    // `slot` stacks the stubs of one box down its side: the right one, or
    // the left one when `left`.
    StubItem(DiagramScene *scene, QGraphicsItem *box, const QString &relationshipId, const QString &targetId,
        const QString &text, int slot, bool left = false);

    int type() const override { return Type; }
    QString relationshipId() const { return mRelationshipId; }
    QString targetId() const { return mTargetId; }
    QString text() const { return mText; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event) override;

private:
    QRectF labelRect() const;

    DiagramScene *mScene;
    QString mRelationshipId;
    QString mTargetId;
    QString mText;
    QPointF mStart; // on the box's side
    bool mLeft = false;
};

} // namespace docmodel
