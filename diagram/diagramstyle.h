// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QFont>

namespace docmodel {

// Sizes and colours of the diagram, in one place for the canvas and exports.
namespace diagramstyle {

inline constexpr double kHeaderHeight = 28;
inline constexpr double kRowHeight = 18;
inline constexpr double kPadding = 8;
inline constexpr double kIndent = 14;
inline constexpr double kMinWidth = 180;
inline constexpr double kMaxWidth = 420;
inline constexpr double kCornerRadius = 4;
inline constexpr double kGrid = 20;
// Rows a box shows at most; the last says how many more there are. A very
// wide entity stays drawable, and the inspector lists every field.
inline constexpr int kMaxRows = 300;

inline QColor collectionHeader()
{
    return QColor(0x2f, 0x5f, 0x8f);
}
inline QColor embeddedHeader()
{
    return QColor(0x2e, 0x7d, 0x5b);
}
inline QColor headerText()
{
    return Qt::white;
}
inline QColor boxFill()
{
    return QColor(0xfd, 0xfd, 0xfb);
}
inline QColor boxBorder()
{
    return QColor(0x55, 0x5a, 0x60);
}
inline QColor selection()
{
    return QColor(0xf0, 0x8c, 0x00);
}
inline QColor typeText()
{
    return QColor(0x6a, 0x6f, 0x75);
}
inline QColor referenceText()
{
    return QColor(0x6a, 0x3d, 0x9a);
}
inline QColor embeddedText()
{
    return QColor(0x2e, 0x7d, 0x5b);
}
inline QColor copiedText()
{
    return QColor(0xb3, 0x5c, 0x00);
}
inline QColor embedEdge()
{
    return QColor(0x2e, 0x7d, 0x5b);
}
inline QColor referenceEdge()
{
    return QColor(0x6a, 0x3d, 0x9a);
}
inline QColor labelBackground()
{
    return QColor(255, 255, 255, 230);
}
inline QColor canvasBackground()
{
    return QColor(0xf4, 0xf5, 0xf7);
}
inline QColor gridLine()
{
    return QColor(0xe4, 0xe6, 0xea);
}

QFont bodyFont();
QFont headerFont();
QFont labelFont();

} // namespace diagramstyle
} // namespace docmodel
