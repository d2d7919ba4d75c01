// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/kinds.h"

#include <QPointF>
#include <QRectF>

class QPainter;

namespace docmodel {

// The advisor's mark on a canvas item: a small disc in the colour of the
// worst severity found. Canvas only: image export does not draw it.
QRectF severityBadgeRect(const QPointF &center);
void paintSeverityBadge(QPainter &painter, const QPointF &center, Severity severity);

} // namespace docmodel
