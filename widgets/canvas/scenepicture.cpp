// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenepicture.h"

#include "diagram/diagramstyle.h"
#include "itempainting.h"

#include <QGraphicsScene>
#include <QPainter>

#include <cmath>

namespace docmodel {

bool ScenePicture::fits(const QRectF &sceneBounds, double scale, double pixelRatio, qint64 maxPixels)
{
    const double side = scale * pixelRatio;
    return std::ceil(sceneBounds.width() * side) * std::ceil(sceneBounds.height() * side)
        <= double(maxPixels);
}

bool ScenePicture::isCurrent(quint64 generation, double scale, double pixelRatio) const
{
    return !mPixmap.isNull() && mGeneration == generation && mScale == scale
        && mPixelRatio == pixelRatio;
}

void ScenePicture::render(QGraphicsScene *scene, quint64 generation, double scale, double pixelRatio)
{
    const QList<QGraphicsItem *> items = scene->items(Qt::AscendingOrder);
    // A pixel of margin: edges and outlines straddle the bounds.
    mSceneRect = diagramItemsBounds(items).adjusted(-2 / scale, -2 / scale, 2 / scale, 2 / scale);
    mGeneration = generation;
    mScale = scale;
    mPixelRatio = pixelRatio;
    const QSize size(int(std::ceil(mSceneRect.width() * scale * pixelRatio)),
        int(std::ceil(mSceneRect.height() * scale * pixelRatio)));
    mPixmap = QPixmap(size.expandedTo(QSize(1, 1)));
    mPixmap.setDevicePixelRatio(pixelRatio);
    mPixmap.fill(diagramstyle::canvasBackground());
    QPainter painter(&mPixmap);
    QTransform toPicture;
    toPicture.scale(scale, scale);
    toPicture.translate(-mSceneRect.left(), -mSceneRect.top());
    paintItemsAsThemselves(painter, items, toPicture);
}

} // namespace docmodel
