// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagramstyle.h"

namespace docmodel::diagramstyle {

// DejaVu Sans is what the packages install everywhere, so exports made on a
// server look like the canvas on a desktop.
QFont bodyFont()
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(12);
    return font;
}

QFont headerFont()
{
    QFont font = bodyFont();
    font.setPixelSize(13);
    font.setBold(true);
    return font;
}

QFont labelFont()
{
    QFont font = bodyFont();
    font.setPixelSize(11);
    return font;
}

} // namespace docmodel::diagramstyle
