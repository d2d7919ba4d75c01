// SPDX-License-Identifier: GPL-3.0-or-later
#include "partedlayout.h"

#include "diagramlayout.h"
#include "subjectareas.h"

#include <algorithm>
#include <cmath>

namespace docmodel {

namespace {

// Space between two areas' blocks: wider than between two boxes of one
// area, so that the areas read as groups.
constexpr double kBlockGap = 160;

// The model's entities and relationships among the boxes, for finding areas.
Model boxesOnly(const Model &model, const LayoutInput &input)
{
    if (input.boxes.size() == model.entities.size())
        return model;
    Model part;
    for (const Entity &entity : model.entities)
        if (input.boxes.contains(entity.id))
            part.entities.push_back(entity);
    for (const Relationship &rel : model.relationships)
        if (input.boxes.contains(rel.oneId) && input.boxes.contains(rel.manyId))
            part.relationships.push_back(rel);
    return part;
}

LayoutInput areaInput(const Model &model, const LayoutInput &input, const SubjectArea &area)
{
    LayoutInput out;
    out.engine = input.engine;
    for (const std::string &id : area.entities)
        if (const auto box = input.boxes.find(id); box != input.boxes.end())
            out.boxes.insert(*box);
    for (const Relationship &rel : model.relationships) {
        if (!out.boxes.contains(rel.oneId) || !out.boxes.contains(rel.manyId))
            continue;
        if (const auto label = input.labels.find(rel.id); label != input.labels.end())
            out.labels.insert(*label);
        if (const auto ends = input.endLabels.find(rel.id); ends != input.endLabels.end())
            out.endLabels.insert(*ends);
    }
    return out;
}

// What one area's layout covers: its boxes and its routes.
QRectF extent(const DiagramLayout &layout, const LayoutInput &input)
{
    QRectF rect;
    const auto add = [&rect](const QRectF &more) { rect = rect.isNull() ? more : rect.united(more); };
    for (const auto &[id, at] : layout.positions)
        add(QRectF(QPointF(at.x, at.y), input.boxes.at(id)));
    for (const auto &[id, route] : layout.routes)
        for (const Position &point : route.points)
            add(QRectF(point.x, point.y, 1, 1));
    return rect;
}

Position shifted(Position at, QPointF by)
{
    return { at.x + by.x(), at.y + by.y() };
}

struct Block {
    DiagramLayout layout;
    QRectF extent;
};

} // namespace

DiagramLayout partedLayout(const Model &model, const LayoutInput &input, const PartedLayoutHooks &hooks)
{
    const Model part = boxesOnly(model, input);
    const FoundAreas found = findSubjectAreas(part);
    std::vector<Block> blocks;
    for (const SubjectArea &area : found.areas) {
        if (hooks.cancelled && hooks.cancelled())
            return {};
        const LayoutInput one = areaInput(part, input, area);
        if (one.boxes.empty())
            continue;
        DiagramLayout layout = graphvizLayout(part, one);
        if (!layout.error.isEmpty())
            return layout;
        const QRectF rect = extent(layout, one);
        blocks.push_back({ std::move(layout), rect });
        if (hooks.progress)
            hooks.progress(blocks.size(), found.areas.size());
    }
    // Rows of blocks, tallest first, about as wide as a screen is to its height.
    std::ranges::stable_sort(blocks, [](const Block &a, const Block &b) { return a.extent.height() > b.extent.height(); });
    double covered = 0;
    double widest = 0;
    for (const Block &block : blocks) {
        covered += (block.extent.width() + kBlockGap) * (block.extent.height() + kBlockGap);
        widest = std::max(widest, block.extent.width());
    }
    const double rowWidth = std::max(widest, std::sqrt(covered * 1.6));
    DiagramLayout out;
    QPointF at = input.origin;
    double rowHeight = 0;
    for (const Block &block : blocks) {
        if (at.x() > input.origin.x() && at.x() - input.origin.x() + block.extent.width() > rowWidth) {
            at = QPointF(input.origin.x(), at.y() + rowHeight + kBlockGap);
            rowHeight = 0;
        }
        const QPointF by = at - block.extent.topLeft();
        for (const auto &[id, position] : block.layout.positions)
            out.positions[id] = shifted(position, by);
        for (const auto &[id, route] : block.layout.routes) {
            EdgeRoute moved = route;
            for (Position &point : moved.points)
                point = shifted(point, by);
            moved.label = shifted(moved.label, by);
            for (std::optional<Position> *end : { &moved.oneLabel, &moved.manyLabel })
                if (*end)
                    **end = shifted(**end, by);
            out.routes[id] = std::move(moved);
        }
        at.rx() += block.extent.width() + kBlockGap;
        rowHeight = std::max(rowHeight, block.extent.height());
    }
    return out;
}

DiagramLayout layOutBoxes(const Model &model, const LayoutInput &input, const PartedLayoutHooks &hooks)
{
    if (input.boxes.size() <= kMaxBoxesForGraphviz)
        return graphvizLayout(model, input);
    return partedLayout(model, input, hooks);
}

} // namespace docmodel
