// SPDX-License-Identifier: GPL-3.0-or-later
#include "severitybadge.h"

#include <QPainter>

namespace docmodel {

namespace {
constexpr double kRadius = 7;
}

QRectF severityBadgeRect(const QPointF &center)
{
    return QRectF(
        center - QPointF(kRadius + 1, kRadius + 1), QSizeF(2 * kRadius + 2, 2 * kRadius + 2));
}

void paintSeverityBadge(QPainter &painter, const QPointF &center, Severity severity)
{
    QColor fill;
    switch (severity) {
    case Severity::Error:
        fill = QColor(0xc6, 0x28, 0x28);
        break;
    case Severity::Warning:
        fill = QColor(0xe6, 0x8a, 0x00);
        break;
    case Severity::Info:
        fill = QColor(0x15, 0x65, 0xc0);
        break;
    }
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(Qt::white, 1.5));
    painter.setBrush(fill);
    painter.drawEllipse(center, kRadius, kRadius);
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(int(kRadius * 1.5));
    painter.setFont(font);
    painter.setPen(Qt::white);
    const QString mark = severity == Severity::Info ? QStringLiteral("i") : QStringLiteral("!");
    painter.drawText(QRectF(center - QPointF(kRadius, kRadius), QSizeF(2 * kRadius, 2 * kRadius)),
        Qt::AlignCenter, mark);
    painter.restore();
}

} // namespace docmodel
