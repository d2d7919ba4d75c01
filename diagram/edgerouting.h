// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointF>
#include <QRectF>

#include <vector>

namespace docmodel {

// Beyond this many boxes a diagram is not drawn by hand: its edges wait
// for Lay Out All to route them, rather than each being routed as it moves.
constexpr size_t kMaxBoxesToDetour = 300;

// How a relationship drawn before any layout goes around the boxes between
// its two ends: the corners it bends at, a margin off each box, on the
// shortest such way; none when the straight line between the centres is
// clear (or no way around exists). Boxes that overlap an end's box cannot
// be avoided and are ignored.
std::vector<QPointF> detourAround(
    const QRectF &from, const QRectF &to, const std::vector<QRectF> &boxes);

// Where the boxes a detour between two boxes may meet lie: around both,
// with room to go round a box beside them.
QRectF routingArea(const QRectF &from, const QRectF &to);

// Whether the segment from p to q passes through the rectangle's inside.
bool segmentCrosses(QPointF p, QPointF q, const QRectF &rect);

// The first of the candidate places for a label that overlaps none of the
// boxes; the first candidate when every one does.
QRectF firstClearPlace(const std::vector<QRectF> &candidates, const std::vector<QRectF> &boxes);

} // namespace docmodel
