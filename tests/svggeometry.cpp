// SPDX-License-Identifier: GPL-3.0-or-later
#include "svggeometry.h"

#include <QRegularExpression>
#include <QTransform>
#include <QXmlStreamReader>

namespace docmodel::test {

namespace {

// What an element sets for what it holds; the rest comes from its parent
// (SVG's defaults at the root: filled black, no stroke).
struct Style {
    QString fill = QStringLiteral("black");
    double fillOpacity = 1;
    QString stroke = QStringLiteral("none");
    QTransform transform;
};

// QSvgGenerator writes every transform as matrix(a,b,c,d,e,f).
QTransform matrixOf(QStringView text)
{
    static const QRegularExpression matrix(QStringLiteral(R"(^\s*matrix\(([^)]*)\)\s*$)"));
    const QRegularExpressionMatch match = matrix.match(text.toString());
    const QStringList numbers = match.captured(1).split(QLatin1Char(','));
    if (!match.hasMatch() || numbers.size() != 6) {
        qWarning("svggeometry: transform \"%s\" is not read", qPrintable(text.toString()));
        return {};
    }
    double m[6];
    for (int i = 0; i < 6; ++i)
        m[i] = numbers[i].trimmed().toDouble();
    return QTransform(m[0], m[1], m[2], m[3], m[4], m[5]);
}

Style styleOf(const QXmlStreamAttributes &attributes, Style style)
{
    if (attributes.hasAttribute(QLatin1String("fill")))
        style.fill = attributes.value(QLatin1String("fill")).toString().toLower();
    if (attributes.hasAttribute(QLatin1String("fill-opacity")))
        style.fillOpacity = attributes.value(QLatin1String("fill-opacity")).toDouble();
    if (attributes.hasAttribute(QLatin1String("stroke")))
        style.stroke = attributes.value(QLatin1String("stroke")).toString().toLower();
    // Its own transform first, then its parent's.
    if (attributes.hasAttribute(QLatin1String("transform")))
        style.transform = matrixOf(attributes.value(QLatin1String("transform"))) * style.transform;
    return style;
}

struct ReadPath {
    QPainterPath path;
    bool curved = false; // has a C: rounded corners, which arrowheads lack
    bool read = true; // false: a command QSvgGenerator does not write
};

// A d attribute of absolute M, L, C (and Z); numbers after a command's own
// repeat it, as SVG allows (after M, as lines).
ReadPath readPath(const QString &d)
{
    static const QRegularExpression token(
        QStringLiteral(R"([A-Za-z]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)"));
    ReadPath out;
    QChar command;
    std::vector<double> n;
    for (auto tokens = token.globalMatch(d); tokens.hasNext();) {
        const QString text = tokens.next().captured();
        if (text.front().isLetter()) {
            command = text.front();
            n.clear();
            if (command == QLatin1Char('Z'))
                out.path.closeSubpath();
            else if (!QStringLiteral("MLC").contains(command))
                out.read = false;
            continue;
        }
        n.push_back(text.toDouble());
        if (command == QLatin1Char('M') && n.size() == 2) {
            out.path.moveTo(n[0], n[1]);
            command = QLatin1Char('L');
        } else if (command == QLatin1Char('L') && n.size() == 2) {
            out.path.lineTo(n[0], n[1]);
        } else if (command == QLatin1Char('C') && n.size() == 6) {
            out.path.cubicTo(n[0], n[1], n[2], n[3], n[4], n[5]);
            out.curved = true;
        } else {
            if (command.isNull() || command == QLatin1Char('Z'))
                out.read = false; // numbers that belong to no command
            continue;
        }
        n.clear();
    }
    if (!n.empty())
        out.read = false; // a command cut short
    return out;
}

// Sorts a path by how it is painted: what DiagramPainter draws with which
// brush and pen.
void place(SvgDrawing &drawing, const Style &style, const QString &d)
{
    const ReadPath read = readPath(d);
    if (!read.read) {
        qWarning("svggeometry: path \"%s\" is not read", qPrintable(d.left(80)));
        return;
    }
    const QPainterPath path = style.transform.map(read.path);
    const bool filled = style.fill != QLatin1String("none");
    const bool stroked = style.stroke != QLatin1String("none");
    if (!filled && stroked) {
        drawing.edges.push_back(path); // only lines are drawn without a brush
    } else if (style.fill == QLatin1String("#ffffff") && style.fillOpacity < 1 && !stroked) {
        // The translucent white behind a label's text.
        drawing.labels.push_back(path.boundingRect());
    } else if (filled && stroked && read.curved) {
        // A box is a rounded rectangle with a border. Arrowheads and
        // diamonds are filled and bordered too, but straight; a box's
        // header is filled without a border.
        const QRectF rect = path.boundingRect();
        if (rect.width() >= 40 && rect.height() >= 20)
            drawing.boxes.push_back(rect);
    }
}

QString describe(const QRectF &rect)
{
    return QStringLiteral("(%1, %2, %3 x %4)").arg(rect.x()).arg(rect.y()).arg(rect.width()).arg(rect.height());
}

QString describe(QPointF point)
{
    return QStringLiteral("(%1, %2)").arg(point.x()).arg(point.y());
}

} // namespace

SvgDrawing readSvgDrawing(const QByteArray &svg)
{
    SvgDrawing drawing;
    std::vector<Style> styles { Style() };
    QXmlStreamReader reader(svg);
    while (!reader.atEnd()) {
        const QXmlStreamReader::TokenType token = reader.readNext();
        if (token == QXmlStreamReader::StartElement) {
            styles.push_back(styleOf(reader.attributes(), styles.back()));
            if (reader.name() == QLatin1String("path"))
                place(drawing, styles.back(), reader.attributes().value(QLatin1String("d")).toString());
        } else if (token == QXmlStreamReader::EndElement) {
            styles.pop_back();
        }
    }
    if (reader.hasError())
        qWarning("svggeometry: %s", qPrintable(reader.errorString()));
    return drawing;
}

QStringList svgFaults(const SvgDrawing &drawing)
{
    QStringList out;
    const std::vector<QRectF> &boxes = drawing.boxes;
    for (size_t i = 0; i < boxes.size(); ++i)
        for (size_t j = i + 1; j < boxes.size(); ++j)
            if (boxes[i].intersects(boxes[j]))
                out << QStringLiteral("boxes %1 %2 and %3 %4 overlap")
                           .arg(i).arg(describe(boxes[i])).arg(j).arg(describe(boxes[j]));

    for (size_t e = 0; e < drawing.edges.size(); ++e) {
        const QPainterPath &edge = drawing.edges[e];
        if (edge.isEmpty())
            continue;
        const QPointF first = edge.elementAt(0);
        const QPointF last = edge.currentPosition();
        for (size_t b = 0; b < boxes.size(); ++b) {
            // An edge starts and ends on its boxes' borders: those it may touch.
            const QRectF near = boxes[b].adjusted(-3, -3, 3, 3);
            if (near.contains(first) || near.contains(last))
                continue;
            // Grazing a border is no crossing.
            const QRectF inside = boxes[b].adjusted(1, 1, -1, -1);
            for (int step = 0; step < 64; ++step) {
                if (inside.contains(edge.pointAtPercent(step / 63.0))) {
                    out << QStringLiteral("edge %1 from %2 to %3 crosses box %4 %5")
                               .arg(e).arg(describe(first), describe(last)).arg(b).arg(describe(boxes[b]));
                    break;
                }
            }
        }
    }

    // The file's numbers have six digits: labels that touch may overlap by
    // a hair once read back.
    std::vector<QRectF> labels;
    for (const QRectF &label : drawing.labels)
        labels.push_back(label.adjusted(0.5, 0.5, -0.5, -0.5));
    for (size_t i = 0; i < labels.size(); ++i) {
        for (size_t b = 0; b < boxes.size(); ++b)
            if (labels[i].intersects(boxes[b]))
                out << QStringLiteral("label %1 %2 covers box %3 %4")
                           .arg(i).arg(describe(drawing.labels[i])).arg(b).arg(describe(boxes[b]));
        for (size_t j = i + 1; j < labels.size(); ++j)
            if (labels[i].intersects(labels[j]))
                out << QStringLiteral("labels %1 %2 and %3 %4 overlap")
                           .arg(i).arg(describe(drawing.labels[i])).arg(j).arg(describe(drawing.labels[j]));
    }
    return out;
}

} // namespace docmodel::test
