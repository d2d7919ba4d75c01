// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagramrenderer.h"

#include "autolayout.h"
#include "diagramstyle.h"
#include "edgerouting.h"
#include "io/outputfile.h"
#include "schema/printable.h"

#include <QCoreApplication>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QBuffer>
#include <QSvgGenerator>

namespace docmodel {

namespace {
constexpr double kMargin = 40;
// PNG exports past this many pixels a side would need gigabytes.
constexpr double kMaxImageSide = 16000;
} // namespace

std::map<std::string, double> parallelEdgeOffsets(const Model &model)
{
    std::map<std::pair<std::string, std::string>, std::vector<std::string>> pairs;
    std::map<std::string, double> offsets;
    std::map<std::string, int> loops;
    for (const Relationship &rel : model.relationships) {
        // An entity's second loop (a tree and a graph) goes to the other corner.
        if (rel.isSelf())
            offsets[rel.id] = loops[rel.oneId]++ == 0 ? 0 : 1;
        else
            pairs[std::minmax(rel.oneId, rel.manyId)].push_back(rel.id);
    }
    for (const auto &[ends, ids] : pairs)
        for (size_t i = 0; i < ids.size(); ++i)
            offsets[ids[i]] = (double(i) - double(ids.size() - 1) / 2) * 44;
    return offsets;
}

DiagramGeometry buildDiagram(const Model &model, const std::set<std::string> &only)
{
    DiagramGeometry geometry;
    std::map<std::string, QSizeF> sizes;
    std::set<std::string> unplaced;
    for (const Entity &entity : model.entities) {
        if (!only.empty() && !only.contains(entity.id))
            continue;
        geometry.boxes.push_back(buildEntityBox(model, entity));
        sizes[entity.id] = geometry.boxes.back().size;
        if (!model.layout.count(entity.id))
            unplaced.insert(entity.id);
    }
    // Entities without a position go below those that have one.
    double bottom = 0;
    for (const auto &[id, pos] : model.layout)
        if (sizes.count(id))
            bottom = std::max(bottom, pos.y + sizes[id].height() + 80);
    const auto placed = autoLayout(model, sizes, unplaced, QPointF(0, bottom));
    for (const EntityBox &box : geometry.boxes) {
        const std::string id = box.id.toStdString();
        const auto pos = model.layout.count(id) ? model.layout.at(id) : placed.at(id);
        const QRectF rect(QPointF(pos.x, pos.y), box.size);
        geometry.rects[id] = rect;
        geometry.bounds = geometry.bounds.united(rect);
    }
    const auto offsets = parallelEdgeOffsets(model);
    for (const Relationship &rel : model.relationships) {
        const auto one = geometry.rects.find(rel.oneId);
        const auto many = geometry.rects.find(rel.manyId);
        if (one == geometry.rects.end() || many == geometry.rects.end())
            continue;
        const auto offset = offsets.find(rel.id);
        const QRectF area = routingArea(one->second, many->second);
        std::vector<QRectF> others;
        if (geometry.rects.size() <= kMaxBoxesToDetour)
            for (const auto &[id, rect] : geometry.rects)
                if (id != rel.oneId && id != rel.manyId && rect.intersects(area))
                    others.push_back(rect);
        geometry.edges.push_back(routeEdge(model, rel, one->second, many->second,
            offset == offsets.end() ? 0 : offset->second, others));
        geometry.bounds = geometry.bounds.united(geometry.edges.back().bounds());
    }
    return geometry;
}

void renderDiagram(QPainter &painter, const DiagramGeometry &geometry, Detail detail)
{
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    for (const EdgeShape &edge : geometry.edges)
        paintEdge(painter, edge, false, detail);
    for (const EntityBox &box : geometry.boxes)
        paintEntityBox(painter, box, geometry.rects.at(box.id.toStdString()), false, detail);
}

namespace {

void writeSvg(
    const Model &model, const DiagramGeometry &geometry, const QRectF &source, QIODevice *device)
{
    QSvgGenerator svg;
    svg.setOutputDevice(device);
    svg.setSize(source.size().toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), source.size()));
    svg.setTitle(printableText(model.name));
    svg.setDescription(
        QCoreApplication::translate("Diagram", "Schema diagram made with DocModeler"));
    QPainter painter(&svg);
    painter.translate(-source.topLeft());
    renderDiagram(painter, geometry);
}

QRectF imageSource(const DiagramGeometry &geometry)
{
    return geometry.bounds.isEmpty() ? QRectF(0, 0, 200, 100)
                                     : geometry.bounds.adjusted(-kMargin, -kMargin, kMargin, kMargin);
}

} // namespace

QByteArray diagramSvg(const Model &model, const DiagramChoice &choice)
{
    const PreparedDiagram prepared = prepareDiagram(model, choice);
    if (!prepared.error.isEmpty())
        return {};
    const DiagramGeometry geometry = buildDiagram(prepared.model, prepared.entities);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    writeSvg(model, geometry, imageSource(geometry), &buffer);
    const QByteArray svg = buffer.data();
    const qsizetype start = svg.indexOf("<svg");
    return start < 0 ? QByteArray() : svg.mid(start).trimmed();
}

QString exportDiagramImage(const Model &model, const QString &path, ImageFormat format, const DiagramChoice &choice)
{
    auto failed = [&](const QString &why) {
        return QCoreApplication::translate("Diagram", "%1: cannot write the image: %2")
            .arg(path, why);
    };
    const PreparedDiagram prepared = prepareDiagram(model, choice);
    if (!prepared.error.isEmpty())
        return failed(prepared.error);
    const DiagramGeometry geometry = buildDiagram(prepared.model, prepared.entities);
    const QRectF source = imageSource(geometry);
    OutputFile file(path);
    if (!file.open())
        return failed(file.errorString());

    if (format == ImageFormat::Png) {
        const double scale
            = std::min(1.0, kMaxImageSide / std::max(source.width(), source.height()));
        QImage image((source.size() * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.scale(scale, scale);
        painter.translate(-source.topLeft());
        renderDiagram(painter, geometry, detailForScale(scale));
        painter.end();
        if (!image.save(file.device(), "PNG")) // a write error says more than the encoder
            return failed(file.errorString().isEmpty()
                    ? QCoreApplication::translate("Diagram", "PNG encoding failed")
                    : file.errorString());
    } else if (format == ImageFormat::Svg) {
        writeSvg(prepared.model, geometry, source, file.device());
    } else {
        QPdfWriter pdf(file.device());
        pdf.setTitle(printableText(model.name));
        pdf.setCreator(QStringLiteral("DocModeler"));
        pdf.setResolution(72);
        // One page the size of the diagram, in points.
        pdf.setPageSize(QPageSize(source.size(), QPageSize::Point));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        QPainter painter(&pdf);
        painter.translate(-source.topLeft());
        renderDiagram(painter, geometry);
    }
    if (!file.commit())
        return failed(file.errorString());
    return {};
}

} // namespace docmodel
