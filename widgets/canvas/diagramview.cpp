// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagramview.h"

#include "diagram/diagrampainter.h"
#include "diagramscene.h"
#include "entityitem.h"
#include "itempainting.h"

#include <QGuiApplication>
#include <QKeyEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QScrollBar>
#include <QSet>
#include <QStyleOptionRubberBand>
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
    // The background covers every repaint: no fill of the viewport before it.
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
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
    // Below the overview's level every name is too small to read: the
    // diagram is shown from its top left at that level, and scrolls.
    constexpr double kNamesReadable = 0.2; // Detail::Outline from here (detailForScale)
    if (zoom() < kNamesReadable)
        return showFromTopLeft(kNamesReadable);
    centerOn(bounds.center());
    emit zoomChanged(zoom());
    emit viewportMoved();
}

void DiagramView::zoomToOpen()
{
    zoomToFit();
    constexpr double kReadable = 0.5; // Detail::Full from here (detailForScale)
    if (zoom() < kReadable)
        showFromTopLeft(kReadable);
}

void DiagramView::showFromTopLeft(double zoom)
{
    mFitsOnResize = false;
    setZoom(zoom);
    const QRectF bounds = scene()->itemsBoundingRect().adjusted(-30, -30, 30, 30);
    const QSizeF visible = mapToScene(viewport()->rect()).boundingRect().size();
    centerOn(bounds.topLeft() + QPointF(visible.width() / 2, visible.height() / 2));
    emit zoomChanged(this->zoom());
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

void DiagramView::paintEvent(QPaintEvent *event)
{
    if (!paintDuringDrag(event->region()) && !paintFromPicture(event->region()))
        QGraphicsView::paintEvent(event);
}

bool DiagramView::gestureUnderWay() const
{
    return scene()->mouseGrabberItem() || rubberBandRect().isValid()
        || QGuiApplication::mouseButtons() != Qt::NoButton;
}

bool DiagramView::paintDuringDrag(const QRegion &exposed)
{
    auto *diagram = qobject_cast<DiagramScene *>(scene());
    const QList<QGraphicsItem *> moving = diagram ? diagram->draggedItems() : QList<QGraphicsItem *>();
    if (moving.isEmpty() || diagram->hasTransientItems()) {
        if (!mDragLayers.isEmpty()) {
            // The dragged boxes were painted around their item caches: those
            // may still hold how the boxes looked before the drag.
            for (const QString &id : std::as_const(mDraggedBoxes))
                if (EntityItem *box = diagram ? diagram->entityItem(id) : nullptr)
                    box->update();
            mDraggedBoxes.clear();
            mDragLayers.clear();
        }
        return false;
    }
    QList<QGraphicsItem *> movingEdges;
    QList<QGraphicsItem *> movingBoxes;
    mDraggedBoxes.clear();
    for (QGraphicsItem *item : moving) {
        (item->type() == EntityItem::Type ? movingBoxes : movingEdges) << item;
        if (item->type() == EntityItem::Type)
            mDraggedBoxes << static_cast<EntityItem *>(item)->id();
    }
    const double ratio = viewport()->devicePixelRatioF();
    const QTransform toView = viewportTransform();
    const QRectF visible = toView.inverted().mapRect(QRectF(viewport()->rect()));
    const DragLayers::Key key { diagram->structureGeneration(), toView, viewport()->size() * ratio };
    if (!mDragLayers.isCurrent(key)) {
        mDragLayers.reset(key, ratio);
        const QSet<QGraphicsItem *> skip(moving.begin(), moving.end());
        QList<QGraphicsItem *> edges;
        QList<QGraphicsItem *> boxes;
        for (QGraphicsItem *item :
            diagram->items(visible, Qt::IntersectsItemBoundingRect, Qt::AscendingOrder))
            if (!skip.contains(item))
                (item->type() == EntityItem::Type ? boxes : edges) << item;
        QPainter below(&mDragLayers.below());
        below.setRenderHints(renderHints());
        below.setTransform(toView);
        drawBackground(&below, visible);
        paintItemsAsThemselves(below, edges, toView);
        QPainter above(&mDragLayers.above());
        above.setRenderHints(renderHints());
        paintItemsAsThemselves(above, boxes, toView);
    }
    QPainter painter(viewport());
    painter.setRenderHints(renderHints());
    painter.drawPixmap(0, 0, mDragLayers.below());
    paintItemsAsThemselves(painter, movingEdges, toView);
    painter.resetTransform();
    painter.drawPixmap(0, 0, mDragLayers.above());
    paintItemsAsThemselves(painter, movingBoxes, toView);
    painter.setTransform(toView);
    drawForeground(&painter, toView.inverted().mapRect(QRectF(exposed.boundingRect())));
    return true;
}

// Zoomed out past the point where boxes show text, the diagram is blitted
// from one picture of it. The picture is redrawn only for a repaint of most
// of the view with no mouse gesture under way; a drag or a rubber band, and
// small repaints after a change, paint the items as usual meanwhile.
bool DiagramView::paintFromPicture(const QRegion &exposed)
{
    auto *diagram = qobject_cast<DiagramScene *>(scene());
    const double scale = zoom();
    if (!diagram || detailForScale(scale) != Detail::Minimal || diagram->hasTransientItems()
        || !transform().isScaling() || transform().m22() != scale)
        return false;
    const double ratio = viewport()->devicePixelRatioF();
    const qint64 viewPixels
        = qint64(viewport()->width() * ratio) * qint64(viewport()->height() * ratio);
    const quint64 generation = diagram->contentGeneration();
    if (!mPicture.isCurrent(generation, scale, ratio)) {
        const QRect bounds = exposed.boundingRect();
        const bool mostOfView = qint64(bounds.width()) * bounds.height() * ratio * ratio * 2 >= viewPixels;
        if (!mostOfView || gestureUnderWay()
            || !ScenePicture::fits(diagram->itemsBoundingRect(), scale, ratio, 4 * viewPixels)) {
            mPicture.clear();
            return false;
        }
        mPicture.render(diagram, generation, scale, ratio);
    }

    QPainter painter(viewport());
    const QTransform toView = viewportTransform();
    const QRectF exposedScene = toView.inverted().mapRect(QRectF(exposed.boundingRect()));
    painter.setTransform(toView);
    drawBackground(&painter, exposedScene);
    painter.resetTransform();
    const QPointF topLeft = toView.map(mPicture.sceneRect().topLeft());
    painter.drawPixmap(QPointF(std::round(topLeft.x()), std::round(topLeft.y())), mPicture.pixmap());
    painter.setTransform(toView);
    drawForeground(&painter, exposedScene);
    painter.resetTransform();
    if (rubberBandRect().isValid()) {
        QStyleOptionRubberBand option;
        option.initFrom(viewport());
        option.rect = rubberBandRect();
        option.shape = QRubberBand::Rectangle;
        viewport()->style()->drawControl(QStyle::CE_RubberBand, &option, &painter, viewport());
    }
    return true;
}

void DiagramView::changeEvent(QEvent *event)
{
    // Colours come from the palette and style: the picture has the old ones.
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        mPicture.clear();
    QGraphicsView::changeEvent(event);
}

} // namespace docmodel
