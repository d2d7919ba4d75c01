// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPixmap>
#include <QRectF>

class QGraphicsScene;

namespace docmodel {

// The whole diagram as one picture at one zoom. Zoomed out so far that
// boxes show no text, thousands of items cost far more to paint one by one
// than one picture costs to blit, and most repaints (scrolling, a window
// passing over, a grab) change nothing in the diagram.
class ScenePicture
{
public:
    // Whether a picture at this zoom stays small: at most maxPixels.
    static bool fits(const QRectF &sceneBounds, double scale, double pixelRatio, qint64 maxPixels);

    // Whether the picture shows the scene as it is at this zoom.
    bool isCurrent(quint64 generation, double scale, double pixelRatio) const;
    // Paints the scene's boxes and edges; generation is the scene's count of
    // changes, so a later change makes the picture stale.
    void render(QGraphicsScene *scene, quint64 generation, double scale, double pixelRatio);
    void clear() { *this = ScenePicture(); }

    const QPixmap &pixmap() const { return mPixmap; }
    // The scene rectangle the picture covers, its top left at the pixmap's.
    const QRectF &sceneRect() const { return mSceneRect; }

private:
    QPixmap mPixmap;
    QRectF mSceneRect;
    quint64 mGeneration = 0;
    double mScale = 0;
    double mPixelRatio = 0;
};

} // namespace docmodel
