// SPDX-License-Identifier: GPL-3.0-or-later
#include "windowsupport.h"

#include "window/mainwindow.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QColor>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QMessageBox>
#include <QTest>
#include <QTimer>
#include <QWidget>

#include <cstdlib>

namespace docmodel::test {

bool showWindow(MainWindow &window, QSize size)
{
    window.resize(size);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    window.activateWindow();
    if (!QTest::qWaitForWindowActive(&window))
        return false;
    return true;
}

bool saveScreenshot(QWidget *widget, const QString &path)
{
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    return widget->grab().save(path);
}

namespace {

// Polls for the active modal widget until `answer` takes it, or until the
// test function that asked has ended: a stale answer must never meet the
// dialog of another test (nor write to its finished stack).
void pollModal(std::function<bool(QWidget *)> answer)
{
    auto *timer = new QTimer;
    timer->setInterval(20);
    const QByteArray test = QTest::currentTestFunction();
    QObject::connect(timer, &QTimer::timeout, [timer, answer, test] {
        const bool stale = test != QByteArray(QTest::currentTestFunction());
        QWidget *modal = stale ? nullptr : QApplication::activeModalWidget();
        if (stale || (modal && answer(modal))) {
            timer->stop();
            timer->deleteLater();
        }
    });
    timer->start();
}

} // namespace

void whenModal(std::function<void(QWidget *)> answer)
{
    pollModal([answer](QWidget *modal) {
        answer(modal);
        return true;
    });
}

void whenMessageBox(std::function<void(QMessageBox *)> answer)
{
    pollModal([answer](QWidget *modal) {
        auto *box = qobject_cast<QMessageBox *>(modal);
        if (box)
            answer(box);
        return box != nullptr;
    });
}

QWidget *fieldLabelled(QWidget *page, const QString &label)
{
    for (QLabel *l : page->findChildren<QLabel *>())
        if (l->text() == label && l->buddy())
            return l->buddy();
    return nullptr;
}

void chooseItem(QComboBox *combo, int index)
{
    combo->showPopup();
    QAbstractItemView *list = combo->view();
    QTRY_VERIFY(list->isVisible());
    const QRect rect = list->visualRect(combo->model()->index(index, 0));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rect.center());
    QTRY_VERIFY(!list->isVisible());
}

bool similar(QRgb pixel, const QColor &color, int tolerance)
{
    return std::abs(qRed(pixel) - color.red()) + std::abs(qGreen(pixel) - color.green())
        + std::abs(qBlue(pixel) - color.blue())
        < tolerance;
}

int pixelsLike(const QImage &image, const QColor &color)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            n += similar(image.pixel(x, y), color) ? 1 : 0;
    return n;
}

void saveScreenshotIfAsked(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("DOCMODELER_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        QVERIFY(widget->grab().save(dir + QLatin1Char('/') + name));
}

} // namespace docmodel::test
