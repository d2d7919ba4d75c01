#include "diagramview.h"

#include "diagramscene.h"

#include <QKeyEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <cmath>

namespace docmodel {

namespace {
constexpr double kMinZoom = 0.02;
constexpr double kMaxZoom = 4.0;
constexpr double kStep = 1.2;
} // namespace

DiagramView::DiagramView(DiagramScene *scene, QWidget *parent)
    : QGraphicsView(scene, parent)
{
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setDragMode(RubberBandDrag);
    setRubberBandSelectionMode(Qt::IntersectsItemShape);
    setTransformationAnchor(AnchorUnderMouse);
    setViewportUpdateMode(SmartViewportUpdate);
    setOptimizationFlags(DontSavePainterState | DontAdjustForAntialiasing);
    // The grid is the same on every frame: draw it once per zoom level.
    setCacheMode(CacheBackground);
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    // A large scene rect lets the user pan beyond the items.
    setSceneRect(-50000, -50000, 100000, 100000);
}

void DiagramView::setZoom(double zoom)
{
    if (!mFitting)
        mFitsOnResize = false; // the user chose a zoom: keep it
    zoom = std::clamp(zoom, kMinZoom, kMaxZoom);
    const double factor = zoom / this->zoom();
    if (std::abs(factor - 1) < 1e-9)
        return;
    scale(factor, factor);
    emit zoomChanged(this->zoom());
    emit viewportMoved();
}

void DiagramView::zoomIn()
{
    const ViewportAnchor anchor = transformationAnchor();
    setTransformationAnchor(AnchorViewCenter);
    setZoom(zoom() * kStep);
    setTransformationAnchor(anchor);
}

void DiagramView::zoomOut()
{
    const ViewportAnchor anchor = transformationAnchor();
    setTransformationAnchor(AnchorViewCenter);
    setZoom(zoom() / kStep);
    setTransformationAnchor(anchor);
}

void DiagramView::zoomToFit()
{
    const QRectF bounds = scene()->itemsBoundingRect();
    if (bounds.isEmpty())
        return resetZoom();
    mFitting = true;
    fitInView(bounds.adjusted(-30, -30, 30, 30), Qt::KeepAspectRatio);
    if (zoom() > 1.0)
        setZoom(1.0);
    mFitting = false;
    mFitsOnResize = true;
    centerOn(bounds.center());
    emit zoomChanged(zoom());
    emit viewportMoved();
}

void DiagramView::zoomToOpen()
{
    zoomToFit();
    constexpr double kReadable = 0.5; // Detail::Full from here (detailForScale)
    if (zoom() >= kReadable)
        return;
    mFitsOnResize = false;
    setZoom(kReadable);
    const QRectF bounds = scene()->itemsBoundingRect().adjusted(-30, -30, 30, 30);
    const QSizeF visible = mapToScene(viewport()->rect()).boundingRect().size();
    centerOn(bounds.topLeft() + QPointF(visible.width() / 2, visible.height() / 2));
    emit zoomChanged(zoom());
    emit viewportMoved();
}

void DiagramView::resetZoom()
{
    mFitsOnResize = false;
    const QPointF center = mapToScene(viewport()->rect().center());
    setTransform(QTransform());
    centerOn(center);
    emit zoomChanged(zoom());
    emit viewportMoved();
}

void DiagramView::centerOnItems(const QRectF &sceneRect)
{
    centerOn(sceneRect.center());
    emit viewportMoved();
}

void DiagramView::wheelEvent(QWheelEvent *event)
{
    // The wheel zooms around the cursor; with Shift it scrolls.
    if (event->modifiers() & Qt::ShiftModifier)
        return QGraphicsView::wheelEvent(event);
    const double steps = event->angleDelta().y() / 120.0;
    if (steps != 0) {
        // Keep the point under the cursor in place, computed here rather than with
        // AnchorUnderMouse, which follows the pointer only while the view has it.
        const QPoint cursor = event->position().toPoint();
        const QPointF before = mapToScene(cursor);
        const ViewportAnchor anchor = transformationAnchor();
        setTransformationAnchor(NoAnchor);
        setZoom(zoom() * std::pow(kStep, steps));
        setTransformationAnchor(anchor);
        centerOn(mapToScene(viewport()->rect().center()) + before - mapToScene(cursor));
        emit viewportMoved();
    }
    event->accept();
}

void DiagramView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        mSpaceHeld = true;
        viewport()->setCursor(Qt::OpenHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void DiagramView::keyReleaseEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        mSpaceHeld = false;
        viewport()->unsetCursor();
        event->accept();
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}

void DiagramView::startPan(const QPoint &pos)
{
    mPanning = true;
    mFitsOnResize = false; // the user moved the view: keep it
    mPanLast = pos;
    viewport()->setCursor(Qt::ClosedHandCursor);
}

void DiagramView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && mSpaceHeld)) {
        startPan(event->pos());
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void DiagramView::mouseMoveEvent(QMouseEvent *event)
{
    if (mPanning) {
        const QPoint delta = event->pos() - mPanLast;
        mPanLast = event->pos();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        event->accept();
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
}

void DiagramView::mouseReleaseEvent(QMouseEvent *event)
{
    if (mPanning) {
        mPanning = false;
        if (mSpaceHeld)
            viewport()->setCursor(Qt::OpenHandCursor);
        else
            viewport()->unsetCursor();
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

void DiagramView::scrollContentsBy(int dx, int dy)
{
    QGraphicsView::scrollContentsBy(dx, dy);
    emit viewportMoved();
}

void DiagramView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    // A model opened before the window had its size is fitted again once it has.
    if (mFitsOnResize)
        zoomToFit();
    emit viewportMoved();
}

} // namespace docmodel
