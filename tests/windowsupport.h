// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRgb>
#include <QSize>

#include <functional>

class QColor;
class QComboBox;
class QImage;
class QMessageBox;
class QString;
class QWidget;

namespace docmodel {
class MainWindow;
}

namespace docmodel::test {

// Shows the window at `size` and waits until it is exposed and active.
// False when it never became active (the test fails there, not later).
[[nodiscard]] bool showWindow(MainWindow &window, QSize size = QSize(1280, 800));

// The widget's picture once the events it has pending (layouts, repaints)
// are done; false when it cannot be written.
[[nodiscard]] bool saveScreenshot(QWidget *widget, const QString &path);

// Runs `answer` on the next modal dialog, whenever it opens during the
// test function that asked.
void whenModal(std::function<void(QWidget *)> answer);
// The same for the next message box: other modal dialogs are passed over.
void whenMessageBox(std::function<void(QMessageBox *)> answer);

// The widget a form label names, as a person finds it: by its label.
QWidget *fieldLabelled(QWidget *page, const QString &label);

// Chooses a combo box's item as a person does: opens the list and clicks it.
void chooseItem(QComboBox *combo, int index);

// The pixels of an image within `tolerance` (summed over red, green and
// blue) of a colour, and how many there are.
bool similar(QRgb pixel, const QColor &color, int tolerance = 40);
int pixelsLike(const QImage &image, const QColor &color);

// With DOCMODELER_SCREENSHOT_DIR set, the widget's picture saved there as `name`.
void saveScreenshotIfAsked(QWidget *widget, const QString &name);

} // namespace docmodel::test
