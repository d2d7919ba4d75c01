// SPDX-License-Identifier: GPL-3.0-or-later
// The geometry of a diagram as QSvgGenerator wrote it, read back from the
// SVG: what a reader of the exported file sees, not what the scene holds.
#pragma once

#include <QByteArray>
#include <QPainterPath>
#include <QRectF>
#include <QStringList>

#include <vector>

namespace docmodel::test {

// In the SVG's coordinates (each group's transform applied).
struct SvgDrawing {
    std::vector<QRectF> boxes; // entity boxes
    std::vector<QRectF> labels; // the backgrounds of edge labels
    std::vector<QPainterPath> edges; // the lines, without arrowheads or diamonds
};

SvgDrawing readSvgDrawing(const QByteArray &svg);

// One line per fault: boxes that overlap, an edge through a box other than
// its ends', a label over a box or another label. Empty when none.
QStringList svgFaults(const SvgDrawing &drawing);

} // namespace docmodel::test
