// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsItem>

namespace docmodel {

class DiagramScene;

// A subject area in the overview of a very large model: its name and how
// many entities it holds; a double-click opens it (areaActivated). The
// overview's "other entities" box opens the full All diagram instead.
class AreaItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 4 };

    // An empty `area` stands for the entities of no area.
    AreaItem(DiagramScene *scene, const QString &area, const QString &title, int entities);

    int type() const override { return Type; }
    QString area() const { return mArea; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    static QSizeF boxSize() { return { 220, 64 }; }

protected:
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event) override;

private:
    DiagramScene *mScene;
    QString mArea;
    QString mTitle;
    QString mCount;
};

} // namespace docmodel
