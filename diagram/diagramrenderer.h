// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diagramlayout.h"
#include "diagrampainter.h"

#include <map>
#include <vector>

namespace docmodel {

// Everything needed to draw a model: boxes where the layout puts them (laid
// out automatically where it has no position) and the routed edges.
struct DiagramGeometry {
    std::vector<EntityBox> boxes;
    std::map<std::string, QRectF> rects; // by entity id
    std::vector<EdgeShape> edges;
    QRectF bounds;
};

// Sideways offsets that keep several relationships between one pair apart;
// for an entity's second relationship with itself, 1 (its loop goes to the
// other corner).
std::map<std::string, double> parallelEdgeOffsets(const Model &model);

// Every entity, or only those given (a subject area: the relationships
// among them).
DiagramGeometry buildDiagram(const Model &model, const std::set<std::string> &only = {});
void renderDiagram(
    QPainter &painter, const DiagramGeometry &geometry, Detail detail = Detail::Full);

enum class ImageFormat { Png, Svg, Pdf };

// The diagram as SVG markup starting at <svg, to embed in an HTML page;
// empty when the diagram cannot be drawn (no such diagram).
QByteArray diagramSvg(const Model &model, const DiagramChoice &choice = {});

// Writes a diagram of a model to an image file (prepareDiagram: laid out
// where the file has no positions). Returns an empty string on success,
// otherwise a message saying what went wrong.
QString exportDiagramImage(
    const Model &model, const QString &path, ImageFormat format, const DiagramChoice &choice = {});

} // namespace docmodel
