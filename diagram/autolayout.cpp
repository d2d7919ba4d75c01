// SPDX-License-Identifier: GPL-3.0-or-later
#include "autolayout.h"

#include "diagrampainter.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <unordered_map>

namespace docmodel {

namespace {

constexpr double kGapY = 50;
constexpr double kEmbeddedGapY = 24;
// Room beside a mid-edge label for the cardinalities at the edge's ends.
constexpr double kLabelMargin = 70;
// One very long label must not spread the whole diagram.
constexpr double kMaxGapX = 420;

// Horizontal room between columns, and between an entity and the types it
// embeds: at least the widest label drawn there, so no label is covered.
struct Gaps {
    double x = 120;
    double embeddedX = 60;
};

constexpr size_t kNone = size_t(-1);

struct Node {
    std::string id;
    QSizeF size;
    std::vector<size_t> embedded; // nodes drawn beside this one
    size_t owner = kNone; // the node this one is drawn beside
    bool attached() const { return owner != kNone; }
    QSizeF groupSize; // this node with everything attached to it
    std::vector<size_t> successors;
    int predecessors = 0;
    int layer = 0;
    double parentRowSum = 0; // for ordering a column by its parents' rows
    int parentRows = 0;
};

// The size of a node with its embedded types in a column to its right.
QSizeF measureGroup(std::vector<Node> &nodes, size_t index, int depth, const Gaps &gaps)
{
    Node &node = nodes[index];
    double columnWidth = 0;
    double columnHeight = 0;
    if (depth < 16) {
        for (size_t child : node.embedded) {
            const QSizeF size = measureGroup(nodes, child, depth + 1, gaps);
            columnWidth = std::max(columnWidth, size.width());
            columnHeight += size.height() + (columnHeight > 0 ? kEmbeddedGapY : 0);
        }
    }
    const double width = node.size.width() + (columnWidth > 0 ? gaps.embeddedX + columnWidth : 0);
    node.groupSize = QSizeF(width, std::max(node.size.height(), columnHeight));
    return node.groupSize;
}

void placeGroup(const std::vector<Node> &nodes, size_t index, QPointF topLeft,
    std::map<std::string, Position> &out, int depth, const Gaps &gaps)
{
    const Node &node = nodes[index];
    out[node.id] = Position { std::round(topLeft.x()), std::round(topLeft.y()) };
    if (depth >= 16)
        return;
    double y = topLeft.y();
    for (size_t child : node.embedded) {
        placeGroup(nodes, child, QPointF(topLeft.x() + node.size.width() + gaps.embeddedX, y), out,
            depth + 1, gaps);
        y += nodes[child].groupSize.height() + kEmbeddedGapY;
    }
}


// Embedded types go beside the first entity that embeds them (never into
// their own descendant: embedding cycles).
void attachEmbedded(const Model &model, const std::unordered_map<std::string, size_t> &indexOf, std::vector<Node> &nodes)
{
    for (const Relationship &rel : model.relationships) {
        if (!strategyEmbeds(rel.strategy) || rel.isSelf() || rel.tree)
            continue;
        const auto owner = indexOf.find(rel.oneId);
        const auto child = indexOf.find(rel.manyId);
        if (owner == indexOf.end() || child == indexOf.end())
            continue;
        const Entity *childEntity = model.findEntity(rel.manyId);
        if (!childEntity || childEntity->isCollection() || nodes[child->second].attached())
            continue;
        // Refuse to attach a node to its own descendant (embedding cycles).
        bool cycle = false;
        for (size_t walker = owner->second; walker != kNone && !cycle; walker = nodes[walker].owner)
            cycle = walker == child->second;
        if (cycle)
            continue;
        nodes[owner->second].embedded.push_back(child->second);
        nodes[child->second].owner = owner->second;
    }
}

// Longest-path layering (Kahn) of the group roots; nodes left in cycles join
// after the rest. The deepest layer.
int layerByReferences(std::vector<Node> &nodes, const std::vector<size_t> &roots)
{
    std::deque<size_t> ready;
    for (size_t i : roots)
        if (nodes[i].predecessors == 0)
            ready.push_back(i);
    std::vector<bool> done(nodes.size(), false);
    size_t placed = 0;
    int maxLayer = 0;
    auto process = [&](size_t i) {
        done[i] = true;
        ++placed;
        maxLayer = std::max(maxLayer, nodes[i].layer);
        for (size_t next : nodes[i].successors) {
            if (done[next])
                continue;
            nodes[next].layer = std::max(nodes[next].layer, nodes[i].layer + 1);
            if (--nodes[next].predecessors == 0)
                ready.push_back(next);
        }
    };
    size_t cursor = 0;
    while (placed < roots.size()) {
        while (!ready.empty()) {
            const size_t i = ready.front();
            ready.pop_front();
            if (!done[i])
                process(i);
        }
        // Break a cycle at the first root not yet placed.
        while (cursor < roots.size() && done[roots[cursor]])
            ++cursor;
        if (cursor < roots.size())
            ready.push_back(roots[cursor]);
    }
    return maxLayer;
}

// Layers run left to right in bands; a band full, the next starts below,
// so a long chain of references still gives a roughly square diagram.
std::map<std::string, Position> placeLayers(std::vector<Node> &nodes, std::vector<std::vector<size_t>> &layers,
    const Gaps &gaps, QPointF origin, double area)
{
    const double maxColumnHeight = std::max(1200.0, std::sqrt(area) * 0.8);
    const double maxBandWidth = std::max(2400.0, std::sqrt(area) * 1.4);
    std::map<std::string, Position> out;
    double x = origin.x();
    double bandTop = origin.y();
    double bandBottom = origin.y();
    for (auto &layer : layers) {
        if (x > origin.x() + maxBandWidth) {
            x = origin.x();
            bandTop = bandBottom + 2 * kGapY;
        }
        // Order by the mean row of the parents, so edges cross less;
        // nodes without parents keep the model's order, after the others.
        auto key = [&](size_t i) {
            return nodes[i].parentRows > 0 ? nodes[i].parentRowSum / nodes[i].parentRows
                                           : 1e15 + double(i);
        };
        std::stable_sort(
            layer.begin(), layer.end(), [&](size_t a, size_t b) { return key(a) < key(b); });
        double y = bandTop;
        double columnWidth = 0;
        for (size_t i : layer) {
            const QSizeF size = nodes[i].groupSize;
            if (y > bandTop && y + size.height() > bandTop + maxColumnHeight) {
                x += columnWidth + gaps.x;
                y = bandTop;
                columnWidth = 0;
            }
            placeGroup(nodes, i, QPointF(x, y), out, 0, gaps);
            for (size_t next : nodes[i].successors) {
                nodes[next].parentRowSum += y;
                ++nodes[next].parentRows;
            }
            bandBottom = std::max(bandBottom, y + size.height());
            y += size.height() + kGapY;
            columnWidth = std::max(columnWidth, size.width());
        }
        if (!layer.empty())
            x += columnWidth + gaps.x;
    }
    return out;
}

} // namespace

std::map<std::string, Position> autoLayout(const Model &model,
    const std::map<std::string, QSizeF> &sizes, const std::set<std::string> &entities,
    QPointF origin)
{
    std::vector<Node> nodes;
    std::unordered_map<std::string, size_t> indexOf;
    for (const Entity &entity : model.entities) {
        if (!entities.count(entity.id))
            continue;
        const auto size = sizes.find(entity.id);
        indexOf[entity.id] = nodes.size();
        Node node;
        node.id = entity.id;
        node.size = size != sizes.end() ? size->second : QSizeF(200, 100);
        nodes.push_back(std::move(node));
    }

    attachEmbedded(model, indexOf, nodes);

    Gaps gaps;
    for (const Relationship &rel : model.relationships) {
        const auto one = indexOf.find(rel.oneId);
        const auto many = indexOf.find(rel.manyId);
        if (one == indexOf.end() || many == indexOf.end() || rel.isSelf())
            continue;
        const double needed = std::min(kMaxGapX, edgeLabelWidth(model, rel) + kLabelMargin);
        double &gap = nodes[many->second].owner == one->second ? gaps.embeddedX : gaps.x;
        gap = std::max(gap, needed);
    }

    // Group roots are layered along references: parent before child.
    std::vector<size_t> root(nodes.size());
    for (size_t i = 0; i < nodes.size(); ++i) {
        root[i] = i;
        while (nodes[root[i]].attached())
            root[i] = nodes[root[i]].owner;
    }
    for (const Relationship &rel : model.relationships) {
        const auto one = indexOf.find(rel.oneId);
        const auto many = indexOf.find(rel.manyId);
        if (one == indexOf.end() || many == indexOf.end())
            continue;
        const size_t from = root[one->second];
        const size_t to = root[many->second];
        if (from == to)
            continue;
        nodes[from].successors.push_back(to);
        ++nodes[to].predecessors;
    }
    std::vector<size_t> roots;
    for (size_t i = 0; i < nodes.size(); ++i)
        if (!nodes[i].attached())
            roots.push_back(i);

    const int maxLayer = layerByReferences(nodes, roots);

    // Layers become columns; a tall column wraps into several.
    std::vector<std::vector<size_t>> layers(size_t(maxLayer) + 1);
    double area = 0;
    for (size_t i : roots) {
        const QSizeF size = measureGroup(nodes, i, 0, gaps);
        area += (size.width() + gaps.x) * (size.height() + kGapY);
        layers[size_t(nodes[i].layer)].push_back(i);
    }
    return placeLayers(nodes, layers, gaps, origin, area);
}

} // namespace docmodel
