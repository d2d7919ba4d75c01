// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draglayers.h"
#include "scenepicture.h"

#include <QGraphicsView>

namespace docmodel {

class DiagramScene;

// The canvas view: wheel and keyboard zoom, panning with space-drag or the
// middle button, fit to window and 100 %.
class DiagramView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit DiagramView(DiagramScene *scene, QWidget *parent = nullptr);

    double zoom() const { return transform().m11(); }
    void setZoom(double zoom);
    void zoomIn();
    void zoomOut();
    // The whole diagram, or, where that would hide every name, its top left
    // at the overview's zoom (names readable), to scroll from there.
    void zoomToFit();
    // On opening a model: fit, but never below the zoom at which boxes show
    // their fields; a larger diagram then opens at its top left corner.
    void zoomToOpen();
    void resetZoom();
    void centerOnItems(const QRectF &sceneRect);

signals:
    void zoomChanged(double zoom);
    void viewportMoved();

protected:
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void resizeEvent(QResizeEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // The diagram at `zoom`, its top-left corner in the view's.
    void showFromTopLeft(double zoom);
    void startPan(const QPoint &pos);
    bool paintFromPicture(const QRegion &exposed);
    bool paintDuringDrag(const QRegion &exposed);
    bool gestureUnderWay() const;

    bool mSpaceHeld = false;
    bool mFitting = false; // inside zoomToFit
    bool mFitsOnResize = false; // the last zoom was a fit, not the user's choice
    bool mPanning = false;
    QPoint mPanLast;
    ScenePicture mPicture; // the whole diagram, zoomed out
    DragLayers mDragLayers; // what a drag under way does not move
    QStringList mDraggedBoxes; // ids of the boxes the drag moves
};

} // namespace docmodel
