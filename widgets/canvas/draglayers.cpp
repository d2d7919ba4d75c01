// SPDX-License-Identifier: GPL-3.0-or-later
#include "draglayers.h"

namespace docmodel {

void DragLayers::reset(const Key &key, double pixelRatio)
{
    mKey = key;
    mBelow = QPixmap(key.size);
    mBelow.setDevicePixelRatio(pixelRatio);
    mAbove = QPixmap(key.size);
    mAbove.setDevicePixelRatio(pixelRatio);
    mAbove.fill(Qt::transparent);
}

} // namespace docmodel
