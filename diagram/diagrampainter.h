// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "entitybox.h"

#include <QPainterPath>

class QPainter;

namespace docmodel {

// How much to draw: everything, boxes with titles only, or bare shapes. Far
// zoomed out, text is unreadable and costs most of the frame.
enum class Detail { Full, Outline, Minimal };

Detail detailForScale(double scale);

// The drawn form of a relationship, computed from its ends' rectangles.
struct EdgeShape {
    QPainterPath path;
    QPointF oneEnd; // where the line meets the parent's box
    QPointF manyEnd;
    QPointF oneDirection; // unit vector pointing into the parent's box
    QPointF manyDirection;
    bool self = false;
    bool embeds = false;
    bool subset = false;
    bool arrowAtOne = false; // the child holds a reference to the parent
    bool arrowAtMany = false; // the parent holds references to the children
    bool dashed = false; // copies are kept: an extended reference
    bool detoured = false; // bent around boxes between its ends
    QString label; // strategy and the field it produces
    QString oneLabel; // cardinality at the parent end
    QString manyLabel; // at the child end
    QRectF labelRect;
    QRectF oneLabelRect;
    QRectF manyLabelRect;

    QRectF bounds() const;
};

// Along the layout's route where the diagram has one (`routes`: those of
// a subject area; the model's own when null) that still joins the two
// boxes; otherwise a straight line, which offset shifts sideways to keep
// parallel edges apart, bent around the `others` (the boxes near it) where
// it would cross one, its label where no box covers it.
EdgeShape routeEdge(const Model &model, const Relationship &rel, const QRectF &oneRect,
    const QRectF &manyRect, double offset = 0, const std::vector<QRectF> &others = {},
    const std::map<std::string, EdgeRoute> *routes = nullptr);

// The width the relationship's mid-edge label takes (its widest line).
double edgeLabelWidth(const Model &model, const Relationship &rel);
QSizeF edgeLabelSize(const Model &model, const Relationship &rel);
// The sizes of the cardinalities at the "one" and the "many" end.
std::pair<QSizeF, QSizeF> edgeEndLabelSizes(const Relationship &rel);
// Where a cardinality of this size goes beside the line leaving its box at
// `end` (`out` points along the line, away from the box): the nearest place
// on either side that meets none of `avoid`.
QRectF endLabelPlace(const QSizeF &size, QPointF end, QPointF out, const std::vector<QRectF> &avoid);

void paintEntityBox(
    QPainter &painter, const EntityBox &box, const QRectF &rect, bool selected, Detail detail);
void paintEdge(QPainter &painter, const EdgeShape &edge, bool selected, Detail detail);

// Translated display names, for labels, menus and the inspector.
QString strategyDisplayName(Strategy strategy);
QString cardinalityDisplayName(Cardinality cardinality);
QString treeEncodingDisplayName(TreeEncoding encoding);

} // namespace docmodel
