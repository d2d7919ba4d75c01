// SPDX-License-Identifier: GPL-3.0-or-later
#include "minimap.h"

#include "diagram/diagrampainter.h"
#include "diagram/diagramstyle.h"
#include "diagramscene.h"
#include "diagramview.h"
#include "itempainting.h"

#include <QGraphicsScene>
#include <QMouseEvent>
#include <QPainter>

namespace docmodel {

Minimap::Minimap(DiagramView *view, QWidget *parent)
    : QWidget(parent)
    , mView(view)
{
    setMinimumSize(120, 80);
    setToolTip(tr("Overview: click or drag to move the visible part"));
    mRefreshTimer.setSingleShot(true);
    mRefreshTimer.setInterval(250);
    connect(&mRefreshTimer, &QTimer::timeout, this, &Minimap::refresh);
    connect(view->scene(), &QGraphicsScene::changed, this, &Minimap::scheduleRefresh);
    connect(view, &DiagramView::viewportMoved, this, qOverload<>(&QWidget::update));
}

void Minimap::scheduleRefresh()
{
    if (isVisible() && !mRefreshTimer.isActive())
        mRefreshTimer.start();
}

void Minimap::refresh()
{
    // Boxes and edges are painted here from what the items hold now, not
    // with QGraphicsScene::render(): that reuses each box's device cache,
    // which the view has already marked clean, so it showed the picture of
    // the edit before and cut boxes that had grown.
    QGraphicsScene *scene = mView->scene();
    const QList<QGraphicsItem *> items = scene->items(Qt::AscendingOrder);
    const QRectF bounds = diagramItemsBounds(items);
    mSceneRect = bounds.isEmpty() ? QRectF() : bounds.adjusted(-50, -50, 50, 50);
    mPicture = QPixmap(size() * devicePixelRatioF());
    mPicture.setDevicePixelRatio(devicePixelRatioF());
    mPicture.fill(diagramstyle::canvasBackground());
    if (!mSceneRect.isEmpty()) {
        QPainter painter(&mPicture);
        const QRectF target = toWidget(mSceneRect);
        const double scale = target.width() / mSceneRect.width();
        QTransform toPicture;
        toPicture.translate(target.left(), target.top());
        toPicture.scale(scale, scale);
        toPicture.translate(-mSceneRect.left(), -mSceneRect.top());
        // Rows are unreadable at this size: titles at most.
        const Detail detail = std::max(detailForScale(scale), Detail::Outline);
        painter.setRenderHint(QPainter::Antialiasing);
        paintDiagramItems(painter, items, toPicture, detail, Detail::Minimal);
    }
    update();
}

void Minimap::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // Changes made while hidden were not followed.
    refresh();
}

QRectF Minimap::toWidget(const QRectF &sceneRect) const
{
    if (mSceneRect.isEmpty())
        return {};
    const double scale = std::min(width() / mSceneRect.width(), height() / mSceneRect.height());
    const QPointF offset(
        (width() - mSceneRect.width() * scale) / 2, (height() - mSceneRect.height() * scale) / 2);
    return QRectF(
        (sceneRect.topLeft() - mSceneRect.topLeft()) * scale + offset, sceneRect.size() * scale);
}

QPointF Minimap::toScene(const QPointF &widgetPos) const
{
    // Nothing drawn yet (never shown): a click stays where the view is.
    if (mSceneRect.isEmpty())
        return mView->mapToScene(mView->viewport()->rect().center());
    const double scale = std::min(width() / mSceneRect.width(), height() / mSceneRect.height());
    const QPointF offset(
        (width() - mSceneRect.width() * scale) / 2, (height() - mSceneRect.height() * scale) / 2);
    return (widgetPos - offset) / scale + mSceneRect.topLeft();
}

void Minimap::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.drawPixmap(0, 0, mPicture);
    const QRectF visible = mView->mapToScene(mView->viewport()->rect()).boundingRect();
    painter.setPen(QPen(diagramstyle::selection(), 2));
    painter.setBrush(QColor(240, 140, 0, 20));
    painter.drawRect(toWidget(visible).intersected(rect()));
}

void Minimap::mousePressEvent(QMouseEvent *event)
{
    if (!mSceneRect.isEmpty())
        mView->centerOn(toScene(event->position()));
}

void Minimap::mouseMoveEvent(QMouseEvent *event)
{
    if ((event->buttons() & Qt::LeftButton) && !mSceneRect.isEmpty())
        mView->centerOn(toScene(event->position()));
}

void Minimap::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    refresh();
}

} // namespace docmodel
