// SPDX-License-Identifier: GPL-3.0-or-later
// The canvas paints from pictures where items one by one would be slow: the
// whole diagram zoomed out, and what a drag does not move. What it shows
// must be what the items paint themselves, before and after every change.
#include "testsupport.h"

#include "canvas/diagramscene.h"
#include "canvas/diagramview.h"
#include "canvas/entityitem.h"
#include "commands/structurecommands.h"
#include "document/modeldocument.h"
#include "io/modelreader.h"

#include <QMouseEvent>
#include <QPainter>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

// The view as QGraphicsView paints it item by item, without any picture.
QImage paintedByItems(DiagramView &view)
{
    QImage image(view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHints(view.renderHints());
    view.render(&painter, QRectF(image.rect()), view.viewport()->rect());
    return image;
}

QImage shown(DiagramView &view)
{
    return view.viewport()->grab().toImage().convertToFormat(QImage::Format_ARGB32_Premultiplied);
}

// The share of pixels that differ clearly. A picture blitted at a whole
// pixel may sit half a pixel off the items' own painting.
double differingShare(const QImage &a, const QImage &b)
{
    if (a.size() != b.size())
        return 1;
    qint64 differing = 0;
    for (int y = 0; y < a.height(); ++y) {
        const auto *lineA = reinterpret_cast<const QRgb *>(a.constScanLine(y));
        const auto *lineB = reinterpret_cast<const QRgb *>(b.constScanLine(y));
        for (int x = 0; x < a.width(); ++x) {
            const int delta = std::abs(qRed(lineA[x]) - qRed(lineB[x]))
                + std::abs(qGreen(lineA[x]) - qGreen(lineB[x]))
                + std::abs(qBlue(lineA[x]) - qBlue(lineB[x]));
            differing += delta > 60 ? 1 : 0;
        }
    }
    return double(differing) / (double(a.width()) * a.height());
}

void sendMouse(QWidget *viewport, QEvent::Type type, QPoint at, Qt::MouseButtons buttons)
{
    const Qt::MouseButton button = type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton;
    QMouseEvent event(type, at, viewport->mapToGlobal(at), button, buttons, Qt::NoModifier);
    QApplication::sendEvent(viewport, &event);
}

} // namespace

class TestCanvasPaint : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        const LoadResult loaded = loadModelFile(sourcePath(QStringLiteral("resources/examples/online-shop.dmodel")));
        QVERIFY(loaded.ok());
        mDocument = std::make_unique<ModelDocument>();
        mScene = std::make_unique<DiagramScene>(mDocument.get());
        mView = std::make_unique<DiagramView>(mScene.get());
        mView->resize(900, 600);
        mView->show();
        QVERIFY(QTest::qWaitForWindowExposed(mView.get()));
        mDocument->reset(*loaded.model, QString());
    }

    void cleanup()
    {
        mView.reset();
        mScene.reset();
        mDocument.reset();
    }

    void zoomedOutPictureShowsTheItems()
    {
        mView->zoomToFit();
        mView->setZoom(0.1); // boxes without text
        QApplication::processEvents();
        const QImage first = shown(*mView);
        QVERIFY2(differingShare(first, paintedByItems(*mView)) < 0.01, "the picture differs from the items");
        // The picture is not blank: boxes and edges are on it.
        QImage empty(first.size(), first.format());
        empty.fill(first.pixel(0, 0));
        QVERIFY(differingShare(first, empty) > 0.01);
    }

    void zoomedOutPictureFollowsChanges()
    {
        mView->setZoom(0.1);
        mView->centerOn(mScene->itemsBoundingRect().center());
        QApplication::processEvents();
        const QImage before = shown(*mView);

        // A moved box (an undo step), then a selection: each shows at once.
        EntityItem *box = mScene->entityItems().first();
        const QString id = box->id();
        const QPointF to = box->pos() + QPointF(600, 400);
        mDocument->undoStack()->push(new MoveEntitiesCommand(mDocument.get(),
            { { id.toStdString(), Position { box->pos().x(), box->pos().y() } } },
            { { id.toStdString(), Position { to.x(), to.y() } } }, QStringLiteral("Move")));
        QApplication::processEvents();
        const QImage moved = shown(*mView);
        QVERIFY(differingShare(moved, before) > 0.0005);
        QVERIFY2(differingShare(moved, paintedByItems(*mView)) < 0.01, "a stale picture after a move");

        mScene->selectOnly({ id });
        QApplication::processEvents();
        const QImage selected = shown(*mView);
        QVERIFY(differingShare(selected, moved) > 0);
        QVERIFY2(differingShare(selected, paintedByItems(*mView)) < 0.01, "a stale picture after selecting");

        mDocument->undoStack()->undo();
        QApplication::processEvents();
        QVERIFY2(differingShare(shown(*mView), paintedByItems(*mView)) < 0.01, "a stale picture after undo");

        // Back at 100 %, the boxes paint themselves again, as they are now.
        mView->resetZoom();
        mView->centerOn(box);
        QApplication::processEvents();
        QVERIFY(differingShare(shown(*mView), paintedByItems(*mView)) < 0.002);
    }

    void dragShowsWhatTheItemsPaint()
    {
        mView->resetZoom();
        EntityItem *box = mScene->entityItems().first();
        mView->centerOn(box);
        QApplication::processEvents();
        QWidget *viewport = mView->viewport();
        const QPoint grab = mView->mapFromScene(box->sceneTitleRect().center());
        sendMouse(viewport, QEvent::MouseButtonPress, grab, Qt::LeftButton);
        for (int step = 1; step <= 5; ++step) {
            sendMouse(viewport, QEvent::MouseMove, grab + QPoint(step * 12, step * 7), Qt::LeftButton);
            QApplication::processEvents();
            QVERIFY(!mScene->draggedItems().isEmpty());
            QVERIFY2(differingShare(shown(*mView), paintedByItems(*mView)) < 0.002,
                qPrintable(QStringLiteral("drag step %1 differs from the items").arg(step)));
        }
        sendMouse(viewport, QEvent::MouseButtonRelease, grab + QPoint(60, 35), Qt::NoButton);
        QApplication::processEvents();
        QVERIFY(mScene->draggedItems().isEmpty());
        QCOMPARE(mDocument->undoStack()->count(), 1);
        // The dragged box shows selected, from its own cache again.
        QVERIFY(differingShare(shown(*mView), paintedByItems(*mView)) < 0.002);
    }

private:
    std::unique_ptr<ModelDocument> mDocument;
    std::unique_ptr<DiagramScene> mScene;
    std::unique_ptr<DiagramView> mView;
};

QTEST_MAIN(TestCanvasPaint)
#include "tst_canvaspaint.moc"
