// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPixmap>
#include <QTransform>

class QGraphicsItem;

namespace docmodel {

// What a drag does not move, painted once when the drag starts. Each mouse
// move repaints most of the view, since the edges of a dragged box cross
// it; with these layers a frame blits them around the moving items instead
// of painting every box and edge again. Two layers keep the stacking: the
// background and the other edges below the moving edges, the other boxes
// above them.
class DragLayers
{
public:
    struct Key
    {
        quint64 structure = 0; // the scene's structure generation
        QTransform viewTransform;
        QSize size; // of the viewport, in device pixels
        bool operator==(const Key &other) const
        {
            return structure == other.structure && viewTransform == other.viewTransform
                && size == other.size;
        }
    };

    bool isCurrent(const Key &key) const { return !mBelow.isNull() && mKey == key; }
    // Empty layers of the viewport's size; the caller paints into them.
    void reset(const Key &key, double pixelRatio);
    void clear() { *this = DragLayers(); }
    bool isEmpty() const { return mBelow.isNull(); }

    QPixmap &below() { return mBelow; }
    QPixmap &above() { return mAbove; }

private:
    Key mKey;
    QPixmap mBelow;
    QPixmap mAbove;
};

} // namespace docmodel
