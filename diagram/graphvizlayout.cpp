// SPDX-License-Identifier: GPL-3.0-or-later
#include "graphvizlayout.h"

#include <graphviz/gvc.h>

#include <QCoreApplication>

#include <memory>
#include <mutex>
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

struct GraphDeleter {
    GVC_t *context;
    void operator()(Agraph_t *graph) const
    {
        gvFreeLayout(context, graph);
        agclose(graph);
    }
};

} // namespace

DiagramLayout graphvizLayout(const Model &model, const LayoutInput &input)
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

    // Ids go to Graphviz as node names; the map keeps ours.
    std::unordered_map<Agnode_t *, std::string> ids;
    std::map<std::string, Agnode_t *> nodes;
    for (const auto &[id, size] : input.boxes) {
        Agnode_t *node = agnode(g, text(id.c_str()), 1);
        agset(node, text("width"), text(inches(size.width()).c_str()));
        agset(node, text("height"), text(inches(size.height()).c_str()));
        nodes[id] = node;
        ids[node] = id;
    }
    std::unordered_map<Agedge_t *, std::string> edges;
    for (const Relationship &rel : model.relationships) {
        const auto one = nodes.find(rel.oneId);
        const auto many = nodes.find(rel.manyId);
        if (one == nodes.end() || many == nodes.end() || rel.isSelf())
            continue; // a self-relationship is drawn as a loop beside its box
        Agedge_t *edge = agedge(g, one->second, many->second, text(rel.id.c_str()), 1);
        if (const auto label = input.labels.find(rel.id); label != input.labels.end())
            agset(edge, text("label"), agstrdup_html(g, text(sizedLabel(label->second).c_str())));
        edges[edge] = rel.id;
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
        if (const splines *spl = ED_spl(edge); spl && spl->size > 0) {
            std::vector<QPointF> &route = out.routes[id];
            for (int i = 0; i < int(spl->list[0].size); ++i)
                route.push_back(scene(spl->list[0].list[i]));
        }
        if (const textlabel_t *label = ED_label(edge); label && label->set)
            out.labelCentres[id] = scene(label->pos);
    }
    return out;
}

} // namespace docmodel
