// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <map>
#include <set>
#include <string>
#include <vector>

namespace docmodel {

// Graphviz's layout engines, run in-process through libgvc: dot for
// hierarchies (parents left of their children), neato and fdp for meshes.
enum class LayoutEngine { Dot, Neato, Fdp };

// What Graphviz needs to know of the drawing: each box's size and each
// relationship's mid-edge label size, in scene units (one unit, one point).
struct LayoutInput {
    std::map<std::string, QSizeF> boxes; // by entity id: the entities to lay out
    std::map<std::string, QSizeF> labels; // by relationship id
    std::map<std::string, std::pair<QSizeF, QSizeF>> endLabels; // the cardinalities, by relationship id
    LayoutEngine engine = LayoutEngine::Dot;
    QPointF origin; // where the top-left of the result goes
};

// The result, in scene coordinates (y down): each box's top-left, and for
// each relationship between two laid-out entities the route Graphviz drew
// around the boxes with the centre of its label.
struct DiagramLayout {
    std::map<std::string, Position> positions;
    std::map<std::string, EdgeRoute> routes;
    QString error; // empty when Graphviz laid the graph out
};

// The boxes and labels of the given entities (all when `ids` is empty) as
// the diagram draws them.
LayoutInput layoutInputFor(const Model &model, const std::set<std::string> &ids = {});
// The same for boxes whose sizes the caller has (the canvas's items).
LayoutInput layoutInputFor(const Model &model, std::map<std::string, QSizeF> boxes);

// Lays out the given entities and the relationships among them. Graphviz's
// library is not re-entrant: calls are serialised, so any thread may call.
DiagramLayout graphvizLayout(const Model &model, const LayoutInput &input);

} // namespace docmodel
