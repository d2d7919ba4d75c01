#include "minimap.h"

#include "diagramstyle.h"
#include "diagramview.h"

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
    QGraphicsScene *scene = mView->scene();
    mSceneRect = scene->itemsBoundingRect().adjusted(-50, -50, 50, 50);
    mPicture = QPixmap(size() * devicePixelRatioF());
    mPicture.setDevicePixelRatio(devicePixelRatioF());
    mPicture.fill(diagramstyle::canvasBackground());
    if (!mSceneRect.isEmpty()) {
        QPainter painter(&mPicture);
        scene->render(&painter, toWidget(mSceneRect), mSceneRect, Qt::KeepAspectRatio);
    }
    update();
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
