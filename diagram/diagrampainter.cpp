// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagrampainter.h"

#include "diagramstyle.h"
#include "edgerouting.h"
#include "schema/derivedfields.h"
#include "schema/printable.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QtMath>

#include <algorithm>
#include <numeric>

namespace docmodel {

namespace {

using namespace diagramstyle;

// Gives the labels below the "Diagram" translation context, for lupdate too.
class Diagram
{
    Q_DECLARE_TR_FUNCTIONS(Diagram)
};

QPointF unit(QPointF v)
{
    const double length = std::hypot(v.x(), v.y());
    return length > 0 ? v / length : QPointF(1, 0);
}

// Where the ray from the rectangle's centre towards target leaves it.
QPointF borderPoint(const QRectF &rect, QPointF from, QPointF target)
{
    const QPointF d = target - from;
    const double tx = d.x() != 0 ? (rect.width() / 2) / std::abs(d.x()) : 1e9;
    const double ty = d.y() != 0 ? (rect.height() / 2) / std::abs(d.y()) : 1e9;
    const double t = std::min({ tx, ty, 1.0 });
    return from + d * t;
}

QString countsLabel(const Counts &counts)
{
    const QString max = counts.max ? QString::number(*counts.max) : QStringLiteral("*");
    if (counts.max && counts.min == *counts.max)
        return max;
    return QStringLiteral("%1..%2").arg(counts.min).arg(max);
}

QString oneEndLabel(const Relationship &rel)
{
    return rel.cardinality == Cardinality::ManyToMany ? QStringLiteral("*") : QStringLiteral("1");
}

QString edgeLabel(const Model &model, const Relationship &rel)
{
    const std::string keys = referenceKeysText(model, rel);
    if (rel.tree)
        return Diagram::tr("tree: %1").arg(treeEncodingDisplayName(rel.tree->encoding))
            + (keys.empty() ? QString() : QLatin1Char('\n') + printableText(keys));
    const QString parentField = printableText(parentFieldName(model, rel));
    if (rel.isGraph())
        return Diagram::tr("graph: %1[]").arg(parentField)
            + (keys.empty() ? QString() : QLatin1Char('\n') + printableText(keys));
    QString label = strategyDisplayName(rel.strategy);
    const QString childField = printableText(childFieldName(model, rel));
    const bool many = rel.cardinality != Cardinality::OneToOne;
    QStringList fields;
    if (!parentField.isEmpty())
        fields << parentField + (many ? QStringLiteral("[]") : QString());
    if (!childField.isEmpty())
        fields << childField;
    if (!fields.isEmpty())
        label += QStringLiteral(": ") + fields.join(QStringLiteral(" / "));
    if (!keys.empty())
        label += QLatin1Char('\n') + printableText(keys);
    if (rel.subset)
        label += QStringLiteral(" (K=%1)").arg(rel.subset->k);
    if (!rel.denormalized.empty()) {
        QStringList copies;
        for (const DenormalizedField &copy : rel.denormalized)
            copies << printableText(copy.field);
        label
            += QLatin1Char('\n') + Diagram::tr("copies %1").arg(copies.join(QStringLiteral(", ")));
    }
    return label;
}

QRectF textRect(const QString &text, const QFont &font, QPointF center)
{
    const QFontMetricsF metrics(font);
    QRectF rect = metrics.boundingRect(QRectF(0, 0, 1000, 1000), Qt::AlignLeft, text);
    rect.setWidth(rect.width() + 8);
    rect.setHeight(rect.height() + 2);
    rect.moveCenter(center);
    return rect;
}

QPointF pointOf(const Position &position)
{
    return { position.x, position.y };
}

// Whether a point lies on the rectangle's border, give or take a few points.
bool onBorder(const QRectF &rect, const Position &position)
{
    const QPointF point = pointOf(position);
    return rect.adjusted(-4, -4, 4, 4).contains(point) && !rect.adjusted(4, 4, -4, -4).contains(point);
}

// How far a rectangle of this size reaches from its centre along a unit vector.
double reach(const QSizeF &size, QPointF direction)
{
    return std::abs(direction.x()) * size.width() / 2 + std::abs(direction.y()) * size.height() / 2;
}

} // namespace

QRectF endLabelPlace(const QSizeF &size, QPointF end, QPointF out, const std::vector<QRectF> &avoid)
{
    QPointF side(-out.y(), out.x());
    if (side.y() > 0.01 || (std::abs(side.y()) <= 0.01 && side.x() > 0))
        side = -side; // above the line, or left of a vertical one
    QRectF rect(QPointF(), size);
    const auto clear = [&] {
        return std::none_of(avoid.begin(), avoid.end(), [&](const QRectF &r) { return rect.intersects(r); });
    };
    // Beside the line on either side, the upper (or left) one first; where
    // a crowd covers both, a little further off the line.
    for (const double apart : { 3.0, 14.0, 26.0 })
        for (double along = reach(rect.size(), out) + 4; along < 400; along += 6)
            for (const double sign : { 1.0, -1.0 }) {
                rect.moveCenter(end + out * along + sign * side * (reach(rect.size(), side) + apart));
                if (clear())
                    return rect;
            }
    rect.moveCenter(end + out * (reach(rect.size(), out) + 4) + side * (reach(rect.size(), side) + 3));
    return rect;
}

namespace {

// A cardinality beside the line where it leaves its box (`out` points
// away from the box), moved further out until it is clear of the edge's
// boxes and of its other labels.
QRectF endLabelRect(const QString &text, const QFont &font, QPointF end, QPointF out,
    const std::vector<QRectF> &avoid)
{
    return endLabelPlace(textRect(text, font, QPointF()).size(), end, out, avoid);
}

// The edge along a layout's route; false when the route no longer joins
// the two boxes (one of them moved or grew since).
bool followRoute(EdgeShape &edge, const EdgeRoute &route, const QRectF &oneRect,
    const QRectF &manyRect, const QFont &font)
{
    const std::vector<Position> &p = route.points;
    if (p.size() < 4 || (p.size() - 1) % 3 != 0)
        return false;
    const bool forward = onBorder(oneRect, p.front()) && onBorder(manyRect, p.back());
    if (!forward && !(onBorder(manyRect, p.front()) && onBorder(oneRect, p.back())))
        return false;
    std::vector<QPointF> points;
    for (const Position &position : p)
        points.push_back(pointOf(position));
    if (!forward)
        std::reverse(points.begin(), points.end());
    edge.path.moveTo(points.front());
    for (size_t i = 1; i + 2 < points.size(); i += 3)
        edge.path.cubicTo(points[i], points[i + 1], points[i + 2]);
    const size_t last = points.size() - 1;
    edge.oneEnd = points.front();
    edge.manyEnd = points.back();
    edge.oneDirection = unit(points[0] - points[1]);
    edge.manyDirection = unit(points[last] - points[last - 1]);
    edge.labelRect = textRect(edge.label, font, pointOf(route.label));
    // Where the layout placed the cardinalities (neato, fdp), or beside the ends.
    edge.oneLabelRect = route.oneLabel
        ? textRect(edge.oneLabel, font, pointOf(*route.oneLabel))
        : endLabelRect(edge.oneLabel, font, edge.oneEnd, -edge.oneDirection, { oneRect, manyRect, edge.labelRect });
    edge.manyLabelRect = route.manyLabel ? textRect(edge.manyLabel, font, pointOf(*route.manyLabel))
                                         : endLabelRect(edge.manyLabel, font, edge.manyEnd, -edge.manyDirection,
                                             { oneRect, manyRect, edge.labelRect, edge.oneLabelRect });
    return true;
}

// A box's side of a line from p to q: above it, or left of a vertical one.
QPointF upperSide(QPointF p, QPointF q)
{
    const QPointF along = unit(q - p);
    QPointF side(-along.y(), along.x());
    if (side.y() > 0.01 || (std::abs(side.y()) <= 0.01 && side.x() > 0))
        side = -side;
    return side;
}

// Places beside a line from p to q for a label of this size: at its
// middle above, then below, then a third and two thirds along.
void addPlacesBeside(std::vector<QRectF> &places, QPointF p, QPointF q, const QSizeF &size)
{
    const QPointF side = upperSide(p, q);
    const double lift = reach(size, side) + 4;
    for (const double t : { 0.5, 0.35, 0.65, 0.2, 0.8 })
        for (const double sign : { 1.0, -1.0 }) {
            QRectF rect(QPointF(), size);
            rect.moveCenter(p + (q - p) * t + side * sign * lift);
            places.push_back(rect);
        }
}

// The edge along a detour's bends (rounded), its label beside the longest
// piece where no box covers it.
void followBends(EdgeShape &edge, const QRectF &oneRect, const QRectF &manyRect,
    const std::vector<QPointF> &bends, std::vector<QRectF> avoid, const QFont &font)
{
    edge.detoured = true;
    edge.oneEnd = borderPoint(oneRect, oneRect.center(), bends.front());
    edge.manyEnd = borderPoint(manyRect, manyRect.center(), bends.back());
    std::vector<QPointF> points { edge.oneEnd };
    points.insert(points.end(), bends.begin(), bends.end());
    points.push_back(edge.manyEnd);
    edge.path.moveTo(points.front());
    for (size_t i = 1; i + 1 < points.size(); ++i) {
        const QPointF in = points[i] - points[i - 1], out = points[i + 1] - points[i];
        const double radius = std::min({ 10.0, std::hypot(in.x(), in.y()) / 2, std::hypot(out.x(), out.y()) / 2 });
        edge.path.lineTo(points[i] - unit(in) * radius);
        edge.path.quadTo(points[i], points[i] + unit(out) * radius);
    }
    edge.path.lineTo(points.back());
    edge.oneDirection = unit(edge.oneEnd - bends.front());
    edge.manyDirection = unit(edge.manyEnd - bends.back());
    std::vector<size_t> pieces(points.size() - 1);
    std::iota(pieces.begin(), pieces.end(), 0);
    std::stable_sort(pieces.begin(), pieces.end(), [&](size_t x, size_t y) {
        return QLineF(points[x], points[x + 1]).length() > QLineF(points[y], points[y + 1]).length();
    });
    std::vector<QRectF> places;
    const QSizeF size = textRect(edge.label, font, QPointF()).size();
    for (const size_t piece : pieces)
        addPlacesBeside(places, points[piece], points[piece + 1], size);
    avoid.push_back(oneRect);
    avoid.push_back(manyRect);
    edge.labelRect = firstClearPlace(places, avoid);
    avoid.push_back(edge.labelRect);
    edge.oneLabelRect = endLabelRect(edge.oneLabel, font, edge.oneEnd, -edge.oneDirection, avoid);
    avoid.push_back(edge.oneLabelRect);
    edge.manyLabelRect = endLabelRect(edge.manyLabel, font, edge.manyEnd, -edge.manyDirection, avoid);
}

// Zoomed out, where fields would be specks: the box in its header colour
// and its name as large as the screen needs to read it (about 11 pixels),
// smaller only down to 8 pixels to fit the box, then elided.
void paintOverviewBox(QPainter &painter, const QString &title, const QRectF &rect, const QColor &fill)
{
    painter.setBrush(fill);
    painter.drawRect(rect);
    const QTransform &world = painter.worldTransform();
    const double scale = std::max(1e-3, std::hypot(world.m11(), world.m12()));
    const QRectF area = rect.adjusted(kPadding, 2, -kPadding, -2);
    QFont font = headerFont();
    const double wanted = std::max(QFontInfo(font).pixelSize() * 1.0, 11 / scale);
    font.setPixelSize(std::max(1, int(std::min(wanted, area.height() * 0.45))));
    const double width = QFontMetricsF(font).horizontalAdvance(title);
    if (width > area.width()) {
        const double fitting = font.pixelSize() * area.width() / width;
        font.setPixelSize(std::max(1, int(std::max(fitting, std::min(8 / scale, double(font.pixelSize()))))));
    }
    painter.setFont(font);
    painter.setPen(headerText());
    painter.drawText(area, Qt::AlignCenter,
        QFontMetricsF(font).elidedText(title, Qt::ElideRight, area.width()));
}

} // namespace

std::pair<QSizeF, QSizeF> edgeEndLabelSizes(const Relationship &rel)
{
    return { textRect(oneEndLabel(rel), labelFont(), QPointF()).size(),
        textRect(countsLabel(rel.counts), labelFont(), QPointF()).size() };
}

QSizeF edgeLabelSize(const Model &model, const Relationship &rel)
{
    return textRect(edgeLabel(model, rel), labelFont(), QPointF()).size();
}

double edgeLabelWidth(const Model &model, const Relationship &rel)
{
    return textRect(edgeLabel(model, rel), labelFont(), QPointF()).width();
}

namespace {

void drawDiamond(
    QPainter &painter, QPointF tip, QPointF direction, bool filled, const QColor &color)
{
    // direction points into the box; the diamond lies outside it.
    const QPointF back = -direction;
    const QPointF side(-back.y(), back.x());
    const QPolygonF diamond { tip, tip + back * 9 + side * 5, tip + back * 18,
        tip + back * 9 - side * 5 };
    painter.setBrush(filled ? color : QColor(Qt::white));
    painter.drawPolygon(diamond);
}

void drawArrow(QPainter &painter, QPointF tip, QPointF direction, const QColor &color)
{
    const QPointF back = -direction;
    const QPointF side(-back.y(), back.x());
    const QPolygonF head { tip, tip + back * 12 + side * 5, tip + back * 12 - side * 5 };
    painter.setBrush(color);
    painter.drawPolygon(head);
}

void drawLabel(QPainter &painter, const QRectF &rect, const QString &text, const QColor &color)
{
    painter.setPen(Qt::NoPen);
    painter.setBrush(labelBackground());
    painter.drawRoundedRect(rect, 3, 3);
    painter.setPen(color);
    painter.drawText(rect, Qt::AlignCenter, text);
}

} // namespace

Detail detailForScale(double scale)
{
    if (scale >= 0.5)
        return Detail::Full;
    if (scale >= 0.2)
        return Detail::Outline;
    return Detail::Minimal;
}

QRectF EdgeShape::bounds() const
{
    QRectF rect = path.boundingRect().adjusted(-20, -20, 20, 20);
    for (const QRectF &r : { labelRect, oneLabelRect, manyLabelRect })
        if (!r.isNull())
            rect = rect.united(r);
    return rect;
}

EdgeShape routeEdge(const Model &model, const Relationship &rel, const QRectF &oneRect,
    const QRectF &manyRect, double offset, const std::vector<QRectF> &others,
    const std::map<std::string, EdgeRoute> *routes)
{
    if (!routes)
        routes = &model.routes;
    EdgeShape edge;
    edge.self = rel.isSelf();
    edge.embeds = strategyEmbeds(rel.strategy) && !rel.tree;
    edge.subset = rel.strategy == Strategy::EmbedSubset;
    edge.arrowAtOne = !edge.embeds && (strategyPutsIdInChild(rel.strategy) || rel.tree);
    edge.arrowAtMany = !edge.embeds && strategyPutsIdsInParent(rel.strategy) && !rel.tree;
    edge.dashed = rel.strategy == Strategy::ExtendedReference;
    edge.label = edgeLabel(model, rel);
    edge.oneLabel = oneEndLabel(rel);
    edge.manyLabel = countsLabel(rel.counts);
    const QFont font = labelFont();
    if (const auto route = routes->find(rel.id);
        route != routes->end() && followRoute(edge, route->second, oneRect, manyRect, font))
        return edge;

    if (edge.self) {
        // A loop over the top-right corner; a second one (an offset) over
        // the top-left, mirrored.
        const double side = offset == 0 ? 1 : -1;
        const double corner = offset == 0 ? oneRect.right() : oneRect.left();
        const QPointF start(corner - side * 36, oneRect.top());
        const QPointF end(corner, oneRect.top() + 36);
        edge.path.moveTo(start);
        edge.path.cubicTo(start + QPointF(0, -70), end + QPointF(side * 70, 0), end);
        edge.oneEnd = start;
        edge.oneDirection = QPointF(0, 1);
        edge.manyEnd = end;
        edge.manyDirection = QPointF(-side, 0);
        edge.labelRect = textRect(edge.label, font, QPointF(corner + side * 40, oneRect.top() - 46));
        edge.oneLabelRect = textRect(edge.oneLabel, font, start + QPointF(-side * 18, -14)); // clear of the arrowhead
        // Beside the loop's end, outward, so a long count stays off the box.
        edge.manyLabelRect = textRect(edge.manyLabel, font, end + QPointF(0, 10));
        if (side > 0)
            edge.manyLabelRect.moveLeft(end.x() + 6);
        else
            edge.manyLabelRect.moveRight(end.x() - 6);
        return edge;
    }

    QPointF a = oneRect.center();
    QPointF b = manyRect.center();
    const QPointF along = unit(b - a);
    const QPointF normal(-along.y(), along.x());
    if (std::vector<QPointF> bends = detourAround(oneRect, manyRect, others); !bends.empty()) {
        for (QPointF &bend : bends)
            bend += normal * offset; // parallel edges stay apart
        followBends(edge, oneRect, manyRect, bends, others, font);
        return edge;
    }
    a += normal * offset;
    b += normal * offset;
    edge.oneEnd = borderPoint(oneRect, a, b);
    edge.manyEnd = borderPoint(manyRect, b, a);
    edge.oneDirection = -along;
    edge.manyDirection = along;
    edge.path.moveTo(edge.oneEnd);
    edge.path.lineTo(edge.manyEnd);

    // The strategy label sits above the line (or left of a vertical one),
    // the cardinalities below it, so none of them covers a line end.
    QPointF side = normal;
    if (side.y() > 0.01 || (std::abs(side.y()) <= 0.01 && side.x() > 0))
        side = -side;
    // Above the middle, unless a box covers it there.
    std::vector<QRectF> places;
    addPlacesBeside(places, edge.oneEnd, edge.manyEnd, textRect(edge.label, font, QPointF()).size());
    std::vector<QRectF> avoid = others;
    avoid.push_back(oneRect);
    avoid.push_back(manyRect);
    edge.labelRect = firstClearPlace(places, avoid);
    edge.oneLabelRect = textRect(edge.oneLabel, font, edge.oneEnd + along * 24 - side * 12);
    edge.manyLabelRect = textRect(edge.manyLabel, font, edge.manyEnd - along * 26 - side * 12);
    // At a shallow angle its own box, or a box near an end, may cover a
    // cardinality: then it moves out along the line.
    const auto covered = [&](const QRectF &label) {
        return std::any_of(avoid.begin(), avoid.end(), [&](const QRectF &box) { return box.intersects(label); });
    };
    avoid.push_back(edge.labelRect);
    if (covered(edge.oneLabelRect))
        edge.oneLabelRect = endLabelRect(edge.oneLabel, font, edge.oneEnd, along, avoid);
    avoid.push_back(edge.oneLabelRect);
    if (covered(edge.manyLabelRect))
        edge.manyLabelRect = endLabelRect(edge.manyLabel, font, edge.manyEnd, -along, avoid);
    return edge;
}

void paintEntityBox(
    QPainter &painter, const EntityBox &box, const QRectF &rect, bool selected, Detail detail)
{
    const QColor header = box.embedded ? embeddedHeader() : collectionHeader();
    QPen border(selected ? selection() : boxBorder(), selected ? 2.5 : 1);
    if (box.embedded)
        border.setStyle(Qt::DashLine);
    painter.setPen(border);
    if (detail != Detail::Full) {
        paintOverviewBox(painter, box.title, rect, header);
        return;
    }
    painter.setBrush(boxFill());
    painter.drawRoundedRect(rect, kCornerRadius, kCornerRadius);

    const QRectF headerRect(rect.left(), rect.top(), rect.width(), kHeaderHeight + 14);
    QPainterPath headerPath;
    headerPath.addRoundedRect(headerRect, kCornerRadius, kCornerRadius);
    painter.fillPath(headerPath, header);
    painter.setPen(headerText());
    painter.setFont(headerFont());
    const double textWidth = rect.width() - 2 * kPadding;
    painter.drawText(QRectF(rect.left() + kPadding, rect.top() + 3, textWidth, 20),
        Qt::AlignLeft | Qt::AlignVCenter,
        QFontMetricsF(headerFont()).elidedText(box.title, Qt::ElideRight, textWidth));
    painter.setFont(labelFont());
    painter.drawText(QRectF(rect.left() + kPadding, rect.top() + 22, textWidth, 16),
        Qt::AlignLeft | Qt::AlignVCenter,
        QFontMetricsF(labelFont()).elidedText(box.subtitle, Qt::ElideRight, textWidth));

    const QFont body = bodyFont();
    QFont bold = body;
    bold.setBold(true);
    QFont italic = body;
    italic.setItalic(true);
    const QFontMetricsF metrics(body);
    double y = rect.top() + kHeaderHeight + 14 + 3;
    for (const EntityRow &row : box.rows) {
        const double x = rect.left() + kPadding + row.depth * kIndent;
        const double width = rect.right() - kPadding - x;
        QColor color = Qt::black;
        switch (row.kind) {
        case RowKind::Declared:
            break;
        case RowKind::Embedded:
            color = embeddedText();
            break;
        case RowKind::Reference:
        case RowKind::Tree:
            color = referenceText();
            break;
        case RowKind::Copied:
            color = copiedText();
            break;
        case RowKind::More:
            color = typeText();
            break;
        }
        const QFont &nameFont
            = row.kind == RowKind::Declared ? (row.required ? bold : body) : italic;
        const QString name = row.required ? row.name + QStringLiteral(" *") : row.name;
        // The name keeps what it needs up to two thirds; the type gets the rest.
        const double nameWidth
            = std::min(QFontMetricsF(nameFont).horizontalAdvance(name), width * 2 / 3);
        const QString typeLabel
            = metrics.elidedText(row.type, Qt::ElideRight, width - nameWidth - 10);
        const double typeWidth = metrics.horizontalAdvance(typeLabel);
        painter.setFont(nameFont);
        painter.setPen(color);
        painter.drawText(QRectF(x, y, width - typeWidth - 8, kRowHeight),
            Qt::AlignLeft | Qt::AlignVCenter,
            QFontMetricsF(nameFont).elidedText(name, Qt::ElideRight, width - typeWidth - 8));
        painter.setFont(body);
        painter.setPen(row.kind == RowKind::Declared ? typeText() : color);
        painter.drawText(
            QRectF(x, y, width, kRowHeight), Qt::AlignRight | Qt::AlignVCenter, typeLabel);
        y += kRowHeight;
    }
}

void paintEdge(QPainter &painter, const EdgeShape &edge, bool selected, Detail detail)
{
    const QColor color = selected ? selection() : (edge.embeds ? embedEdge() : referenceEdge());
    QPen pen(color, selected ? 2.5 : 1.5);
    if (edge.dashed)
        pen.setStyle(Qt::DashLine);
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(edge.path);
    if (detail == Detail::Minimal)
        return;
    pen.setStyle(Qt::SolidLine);
    painter.setPen(pen);
    if (edge.embeds)
        drawDiamond(painter, edge.oneEnd, edge.oneDirection, !edge.subset, color);
    if (edge.arrowAtOne)
        drawArrow(painter, edge.oneEnd, edge.oneDirection, color);
    if (edge.arrowAtMany)
        drawArrow(painter, edge.manyEnd, edge.manyDirection, color);
    if (detail != Detail::Full)
        return;
    painter.setFont(labelFont());
    drawLabel(painter, edge.labelRect, edge.label, color);
    drawLabel(painter, edge.oneLabelRect, edge.oneLabel, Qt::black);
    drawLabel(painter, edge.manyLabelRect, edge.manyLabel, Qt::black);
}

QString strategyDisplayName(Strategy strategy)
{
    switch (strategy) {
    case Strategy::Embed:
        return Diagram::tr("embed");
    case Strategy::EmbedSubset:
        return Diagram::tr("embed subset");
    case Strategy::ChildReferencing:
        return Diagram::tr("child references");
    case Strategy::ParentReferencing:
        return Diagram::tr("parent reference");
    case Strategy::TwoWay:
        return Diagram::tr("two-way references");
    case Strategy::ExtendedReference:
        return Diagram::tr("extended reference");
    }
    return {};
}

QString cardinalityDisplayName(Cardinality cardinality)
{
    switch (cardinality) {
    case Cardinality::OneToOne:
        return Diagram::tr("one-to-one");
    case Cardinality::OneToFew:
        return Diagram::tr("one-to-few");
    case Cardinality::OneToMany:
        return Diagram::tr("one-to-many");
    case Cardinality::OneToSquillions:
        return Diagram::tr("one-to-squillions");
    case Cardinality::ManyToMany:
        return Diagram::tr("many-to-many");
    }
    return {};
}

QString treeEncodingDisplayName(TreeEncoding encoding)
{
    switch (encoding) {
    case TreeEncoding::ParentRefs:
        return Diagram::tr("parent references");
    case TreeEncoding::ChildRefs:
        return Diagram::tr("child references");
    case TreeEncoding::Ancestors:
        return Diagram::tr("array of ancestors");
    case TreeEncoding::MaterializedPath:
        return Diagram::tr("materialized path");
    case TreeEncoding::NestedSets:
        return Diagram::tr("nested sets");
    }
    return {};
}

} // namespace docmodel
