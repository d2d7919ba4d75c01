// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPixmap>
#include <QTimer>
#include <QWidget>

namespace docmodel {

class DiagramView;

// An overview of the whole diagram with the visible part outlined. It draws
// a picture of the scene, refreshed shortly after changes rather than on
// every one, so a large model does not pay for two full repaints per frame.
class Minimap : public QWidget
{
    Q_OBJECT

public:
    explicit Minimap(DiagramView *view, QWidget *parent = nullptr);
    QSize sizeHint() const override { return QSize(240, 160); }

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void scheduleRefresh();
    void refresh();
    QPointF toScene(const QPointF &widgetPos) const;
    QRectF toWidget(const QRectF &sceneRect) const;

    DiagramView *mView;
    QPixmap mPicture;
    QRectF mSceneRect;
    QTimer mRefreshTimer;
};

} // namespace docmodel
