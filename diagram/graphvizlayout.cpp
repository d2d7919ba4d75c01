// SPDX-License-Identifier: GPL-3.0-or-later
#include "graphvizlayout.h"

#include "diagrampainter.h"
#include "entitybox.h"

#include <graphviz/gvc.h>

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <unordered_map>

namespace docmodel {

namespace {

// Graphviz keeps global state (its symbol tables, the layout in progress).
std::mutex gGraphvizMutex;

// One context for the process: making one loads every plugin's
// configuration, and each leaks a block in Graphviz 2.42. Held under
// gGraphvizMutex; never freed, like the plugins it loaded.
GVC_t *sharedContext()
{
    static GVC_t *context = gvContext();
    return context;
}

constexpr double kPointsPerInch = 72;

const char *engineName(LayoutEngine engine)
{
    switch (engine) {
    case LayoutEngine::Dot:
        return "dot";
    case LayoutEngine::Neato:
        return "neato";
    case LayoutEngine::Fdp:
        return "fdp";
    }
    return "dot";
}

// cgraph takes char * for names and values it only reads.
char *text(const char *value)
{
    return const_cast<char *>(value);
}

std::string inches(double points)
{
    return std::to_string(points / kPointsPerInch);
}

// A label of exactly this size: an empty fixed-size HTML table.
std::string sizedLabel(const QSizeF &size)
{
    return "<TABLE BORDER=\"0\" CELLPADDING=\"0\" FIXEDSIZE=\"TRUE\" WIDTH=\""
        + std::to_string(int(size.width() + 0.5)) + "\" HEIGHT=\""
        + std::to_string(int(size.height() + 0.5)) + "\"><TR><TD></TD></TR></TABLE>";
}

// An edge of neato or fdp: its three labels as nodes, and the four pieces
// between its boxes and them.
struct LabelChain {
    std::string id;
    std::array<Agnode_t *, 3> labels;
    std::array<Agedge_t *, 4> parts;
};

struct GraphDeleter {
    GVC_t *context;
    void operator()(Agraph_t *graph) const
    {
        gvFreeLayout(context, graph);
        agclose(graph);
    }
};

} // namespace

LayoutInput layoutInputFor(const Model &model, const std::set<std::string> &ids)
{
    std::map<std::string, QSizeF> boxes;
    for (const Entity &entity : model.entities)
        if (ids.empty() || ids.count(entity.id))
            boxes[entity.id] = buildEntityBox(model, entity).size;
    return layoutInputFor(model, std::move(boxes));
}

LayoutInput layoutInputFor(const Model &model, std::map<std::string, QSizeF> boxes)
{
    LayoutInput input;
    input.boxes = std::move(boxes);
    for (const Relationship &rel : model.relationships) {
        if (input.boxes.count(rel.oneId) && input.boxes.count(rel.manyId)) {
            input.labels[rel.id] = edgeLabelSize(model, rel);
            input.endLabels[rel.id] = edgeEndLabelSizes(rel);
        }
    }
    return input;
}

namespace {

// Lays out boxes that relationships link, with Graphviz.
// How every graph, node and edge starts: left to right, boxes of a fixed
// size without Graphviz's own labels.
void setGraphDefaults(Agraph_t *g)
{
    agattr(g, AGRAPH, text("rankdir"), text("LR"));
    agattr(g, AGRAPH, text("splines"), text("spline"));
    agattr(g, AGRAPH, text("nodesep"), text("0.5"));
    agattr(g, AGRAPH, text("ranksep"), text("0.9"));
    agattr(g, AGRAPH, text("overlap"), text("false")); // neato, fdp: boxes apart
    agattr(g, AGNODE, text("shape"), text("box"));
    agattr(g, AGNODE, text("fixedsize"), text("true"));
    agattr(g, AGNODE, text("label"), text(""));
    agattr(g, AGNODE, text("width"), text("1"));
    agattr(g, AGNODE, text("height"), text("1"));
    agattr(g, AGEDGE, text("label"), text(""));
    agattr(g, AGEDGE, text("dir"), text("none"));
    agattr(g, AGEDGE, text("len"), text("1.0")); // neato's preferred length, in inches
}

// A relationship's route through its label nodes (neato, fdp): the pieces
// joined by straight Béziers under the labels, and the labels' centres.
// Nothing when Graphviz routed a piece of it not at all.
std::optional<EdgeRoute> chainRoute(const LabelChain &chain, const std::function<QPointF(pointf)> &scene)
{
    EdgeRoute route;
    for (Agedge_t *part : chain.parts) {
        const splines *spl = ED_spl(part);
        if (!spl || spl->size == 0 || spl->list[0].size < 4) {
            route.points.clear();
            break;
        }
        const bezier &piece = spl->list[0];
        size_t first = 0;
        if (!route.points.empty()) {
            // Under the label, from one piece to the next: a straight Bézier.
            const QPointF from(route.points.back().x, route.points.back().y);
            const QPointF to = scene(piece.list[0]);
            for (const QPointF &point : { from + (to - from) / 3, from + (to - from) * 2 / 3, to })
                route.points.push_back({ point.x(), point.y() });
            first = 1;
        }
        for (size_t i = first; i < size_t(piece.size); ++i) {
            const QPointF point = scene(piece.list[i]);
            route.points.push_back({ point.x(), point.y() });
        }
    }
    if (route.points.empty())
        return std::nullopt;
    const auto centre = [&](Agnode_t *node) {
        const QPointF at = scene(ND_coord(node));
        return Position { at.x(), at.y() };
    };
    route.oneLabel = centre(chain.labels[0]);
    route.label = centre(chain.labels[1]);
    route.manyLabel = centre(chain.labels[2]);
    return route;
}

QPointF unitVector(QPointF v)
{
    const double length = std::hypot(v.x(), v.y());
    return length > 0 ? v / length : QPointF(1, 0);
}

// dot places the strategy's label clear of boxes and other labels but
// knows nothing of the cardinalities: each goes to the first place beside
// its end that meets no box, no label and no cardinality placed before.
void placeEndLabels(const Model &model, const LayoutInput &input, DiagramLayout &out)
{
    std::vector<QRectF> taken;
    for (const auto &[id, at] : out.positions)
        taken.emplace_back(QPointF(at.x, at.y), input.boxes.at(id));
    for (const auto &[id, route] : out.routes)
        if (const auto size = input.labels.find(id); size != input.labels.end()) {
            QRectF label(QPointF(), size->second);
            label.moveCenter(QPointF(route.label.x, route.label.y));
            taken.push_back(label);
        }
    for (auto &entry : out.routes) {
        // A named reference: lambdas may not capture structured bindings (clang 14).
        const std::string &id = entry.first;
        EdgeRoute &route = entry.second;
        const Relationship *rel = model.findRelationship(id);
        const auto sizes = input.endLabels.find(id);
        if (!rel || sizes == input.endLabels.end() || route.points.size() < 4)
            continue;
        const auto point = [&](size_t i) { return QPointF(route.points[i].x, route.points[i].y); };
        const size_t last = route.points.size() - 1;
        // The route runs from the "one" box unless dot turned it round.
        const Position &oneAt = out.positions.at(rel->oneId);
        const QRectF oneBox(QPointF(oneAt.x, oneAt.y), input.boxes.at(rel->oneId));
        const bool forward = oneBox.adjusted(-2, -2, 2, 2).contains(point(0));
        const QPointF oneEnd = forward ? point(0) : point(last);
        const QPointF oneOut = forward ? point(1) - point(0) : point(last - 1) - point(last);
        const QPointF manyEnd = forward ? point(last) : point(0);
        const QPointF manyOut = forward ? point(last - 1) - point(last) : point(1) - point(0);
        const QRectF one = endLabelPlace(sizes->second.first, oneEnd, unitVector(oneOut), taken);
        taken.push_back(one);
        const QRectF many = endLabelPlace(sizes->second.second, manyEnd, unitVector(manyOut), taken);
        taken.push_back(many);
        route.oneLabel = Position { one.center().x(), one.center().y() };
        route.manyLabel = Position { many.center().x(), many.center().y() };
    }
}

DiagramLayout graphvizDrawing(const Model &model, const LayoutInput &input)
{
    DiagramLayout out;
    if (input.boxes.empty())
        return out;
    const std::lock_guard<std::mutex> lock(gGraphvizMutex);
    GVC_t *context = sharedContext();
    if (!context) {
        out.error = QCoreApplication::translate("Layout", "Graphviz could not start.");
        return out;
    }
    std::unique_ptr<Agraph_t, GraphDeleter> graph(
        agopen(text("model"), Agdirected, nullptr), GraphDeleter { context });
    Agraph_t *g = graph.get();
    setGraphDefaults(g);

    const auto sizedNode = [&](const std::string &name, const QSizeF &size) {
        Agnode_t *node = agnode(g, text(name.c_str()), 1);
        agset(node, text("width"), text(inches(size.width()).c_str()));
        agset(node, text("height"), text(inches(size.height()).c_str()));
        return node;
    };
    // Ids go to Graphviz as node names; the map keeps ours.
    std::unordered_map<Agnode_t *, std::string> ids;
    std::map<std::string, Agnode_t *> nodes;
    for (const auto &[id, size] : input.boxes) {
        Agnode_t *node = sizedNode(id, size);
        nodes[id] = node;
        ids[node] = id;
    }
    // dot places edge labels itself, clear of boxes and of each other.
    // neato and fdp do not: there each label (the strategy's and the two
    // cardinalities) is a node of its own on the edge's way, so that
    // removing overlaps keeps it apart from boxes and other labels.
    const bool labelNodes = input.engine != LayoutEngine::Dot;
    std::unordered_map<Agedge_t *, std::string> edges;
    std::vector<LabelChain> chains;
    for (const Relationship &rel : model.relationships) {
        const auto one = nodes.find(rel.oneId);
        const auto many = nodes.find(rel.manyId);
        if (one == nodes.end() || many == nodes.end())
            continue;
        const auto label = input.labels.find(rel.id);
        if (!labelNodes) {
            Agedge_t *edge = agedge(g, one->second, many->second, text(rel.id.c_str()), 1);
            if (label != input.labels.end())
                agset(edge, text("label"), agstrdup_html(g, text(sizedLabel(label->second).c_str())));
            edges[edge] = rel.id;
            continue;
        }
        const auto ends = input.endLabels.find(rel.id);
        const QSizeF small(12, 12);
        LabelChain chain { rel.id, {}, {} };
        // Names no entity id has: a control character first.
        chain.labels = { sizedNode("\x1f" "1" + rel.id, ends != input.endLabels.end() ? ends->second.first : small),
            sizedNode("\x1f" "m" + rel.id, label != input.labels.end() ? label->second : small),
            sizedNode("\x1f" "n" + rel.id, ends != input.endLabels.end() ? ends->second.second : small) };
        Agnode_t *const way[5] = { one->second, chain.labels[0], chain.labels[1], chain.labels[2], many->second };
        for (size_t i = 0; i < 4; ++i) {
            chain.parts[i] = agedge(g, way[i], way[i + 1], text(rel.id.c_str()), 1);
            // The cardinalities stay near their boxes.
            agset(chain.parts[i], text("len"), text(i == 0 || i == 3 ? "0.3" : "0.8"));
        }
        chains.push_back(chain);
    }
    if (gvLayout(context, g, engineName(input.engine)) != 0) {
        out.error
            = QCoreApplication::translate("Layout", "Graphviz could not lay the diagram out.");
        return out;
    }
    // Graphviz's y grows upwards from the bounding box's bottom: flipped,
    // and moved so the top-left of the drawing is at the origin.
    const boxf bounds = GD_bb(g);
    const auto scene = [&](pointf p) {
        return QPointF(input.origin.x() + p.x - bounds.LL.x, input.origin.y() + bounds.UR.y - p.y);
    };
    for (const auto &[node, id] : ids) {
        const QSizeF &size = input.boxes.at(id);
        const QPointF centre = scene(ND_coord(node));
        out.positions[id] = { centre.x() - size.width() / 2, centre.y() - size.height() / 2 };
    }
    for (const auto &[edge, id] : edges) {
        const splines *spl = ED_spl(edge);
        if (!spl || spl->size == 0 || spl->list[0].size < 4)
            continue;
        EdgeRoute &route = out.routes[id];
        for (int i = 0; i < int(spl->list[0].size); ++i) {
            const QPointF point = scene(spl->list[0].list[i]);
            route.points.push_back({ point.x(), point.y() });
        }
        const textlabel_t *label = ED_label(edge);
        const QPointF centre = label && label->set ? scene(label->pos)
                                                   : scene(spl->list[0].list[spl->list[0].size / 2]);
        route.label = { centre.x(), centre.y() };
    }
    for (const LabelChain &chain : chains)
        if (std::optional<EdgeRoute> route = chainRoute(chain, scene))
            out.routes[chain.id] = std::move(*route);
    if (!labelNodes)
        placeEndLabels(model, input, out);
    return out;
}

// The boxes no relationship links to another box being laid out, in the
// model's order.
std::vector<std::string> unlinkedBoxes(const Model &model, const LayoutInput &input)
{
    std::set<std::string> linked;
    for (const Relationship &rel : model.relationships)
        if (input.boxes.contains(rel.oneId) && input.boxes.contains(rel.manyId)) {
            linked.insert(rel.oneId);
            linked.insert(rel.manyId);
        }
    std::vector<std::string> out;
    std::set<std::string> listed;
    for (const Entity &entity : model.entities)
        if (input.boxes.contains(entity.id) && !linked.contains(entity.id)
            && listed.insert(entity.id).second)
            out.push_back(entity.id);
    for (const auto &[id, size] : input.boxes)
        if (!linked.contains(id) && !listed.contains(id))
            out.push_back(id);
    return out;
}

constexpr double kGridGap = 48; // between boxes of the grid, in points

// Rows of boxes from `at`, each no wider than `width` unless one box is.
void placeInRows(const std::vector<std::string> &ids, const std::map<std::string, QSizeF> &boxes,
    QPointF at, double width, std::map<std::string, Position> &positions)
{
    double x = at.x();
    double y = at.y();
    double rowHeight = 0;
    for (const std::string &id : ids) {
        const QSizeF &size = boxes.at(id);
        if (x > at.x() && x + size.width() > at.x() + width) {
            x = at.x();
            y += rowHeight + kGridGap;
            rowHeight = 0;
        }
        positions[id] = { x, y };
        x += size.width() + kGridGap;
        rowHeight = std::max(rowHeight, size.height());
    }
}

} // namespace

DiagramLayout graphvizLayout(const Model &model, const LayoutInput &input)
{
    // dot would stack the boxes nothing links in one tall column beside
    // the drawing: they go in rows under it instead, as wide as it is (or
    // about square when there is little else).
    const std::vector<std::string> unlinked = unlinkedBoxes(model, input);
    LayoutInput linked = input;
    for (const std::string &id : unlinked)
        linked.boxes.erase(id);
    DiagramLayout out = graphvizDrawing(model, linked);
    if (!out.error.isEmpty() || unlinked.empty())
        return out;
    double right = input.origin.x();
    double bottom = input.origin.y();
    for (const auto &[id, at] : out.positions) {
        right = std::max(right, at.x + linked.boxes.at(id).width());
        bottom = std::max(bottom, at.y + linked.boxes.at(id).height());
    }
    for (const auto &[id, route] : out.routes) {
        for (const Position &point : route.points)
            bottom = std::max(bottom, point.y);
        bottom = std::max(bottom, route.label.y + kGridGap / 2);
        for (const std::optional<Position> &end : { route.oneLabel, route.manyLabel })
            if (end)
                bottom = std::max(bottom, end->y + kGridGap / 2);
    }
    double area = 0;
    for (const std::string &id : unlinked) {
        const QSizeF &size = input.boxes.at(id);
        area += (size.width() + kGridGap) * (size.height() + kGridGap);
    }
    const double width = std::max(right - input.origin.x(), std::sqrt(area) * 1.6);
    const QPointF at(
        input.origin.x(), out.positions.empty() ? input.origin.y() : bottom + 2 * kGridGap);
    placeInRows(unlinked, input.boxes, at, width, out.positions);
    return out;
}

} // namespace docmodel
