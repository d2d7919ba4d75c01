// SPDX-License-Identifier: GPL-3.0-or-later
// Build tool: renders the SVG icon into the hicolor PNG sizes.
//   rendericon ICON.svg OUT_DIR NAME SIZE...
// writes OUT_DIR/SIZExSIZE/apps/NAME.png for each size.

#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QTextStream>

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QTextStream err(stderr);
    const QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() < 5) {
        err << "usage: rendericon ICON.svg OUT_DIR NAME SIZE...\n";
        return 2;
    }
    QSvgRenderer renderer(arguments[1]);
    if (!renderer.isValid()) {
        err << arguments[1] << ": not a valid SVG\n";
        return 1;
    }
    for (const QString &sizeText : arguments.mid(4)) {
        const int size = sizeText.toInt();
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        renderer.render(&painter);
        painter.end();
        const QString directory = QStringLiteral("%1/%2x%2/apps").arg(arguments[2]).arg(size);
        const QString file = directory + QLatin1Char('/') + arguments[3] + QStringLiteral(".png");
        if (!QDir().mkpath(directory) || !image.save(file)) {
            err << file << ": cannot be written\n";
            return 1;
        }
    }
    return 0;
}
