// SPDX-License-Identifier: GPL-3.0-or-later
// Lay Out All's Graphviz layout, judged on what the diagram draws: the
// boxes where the layout put them and each edge as routeEdge shapes it
// from the model's routes (the canvas and the image exports draw the
// same). No two boxes overlap, no edge runs through a box other than its
// ends', no label (the strategy's, or a cardinality) covers a box or
// another label. Every example, the models inferred from the datasets and
// a reverse-engineered music store, with each of the three engines.
#include "advisorcases.h"
#include "inferfiles.h"
#include "migrationfixtures.h"
#include "svggeometry.h"
#include "testsupport.h"

#include "diagram/diagrampainter.h"
#include "diagram/entitybox.h"
#include "diagram/diagramlayout.h"
#include "diagram/diagramrenderer.h"
#include "diagram/graphvizlayout.h"
#include "diagram/partedlayout.h"
#include "diagram/subjectareas.h"
#include "schema/diagrams.h"
#include "benchmodel.h"
#include "inference/modelfrominference.h"
#include "io/modelreader.h"
#include "io/modelwriter.h"

#include <QDir>
#include <QElapsedTimer>
#include <QtTest>

#include <optional>

using namespace docmodel;
using namespace docmodel::test;

namespace {

// As Lay Out All does: positions and routes into the model.
QString layOut(Model &model, LayoutEngine engine = LayoutEngine::Dot)
{
    LayoutInput input = layoutInputFor(model);
    input.engine = engine;
    DiagramLayout layout = graphvizLayout(model, input);
    model.layout = std::move(layout.positions);
    model.routes = std::move(layout.routes);
    return layout.error;
}

QString nameOf(const std::string &id)
{
    return QString::fromStdString(id);
}

// Under the sanitizers every fifth automatic area of the large model is
// drawn: they all run the same code, and all 143 took two of the sanitizer
// phase's minutes.
#if defined(DOCMODELER_SANITIZED)
constexpr size_t kAreaStride = 5;
#else
constexpr size_t kAreaStride = 1;
#endif

// What is wrong with the drawing (of the given entities only, when some
// are given), one line per fault; empty when nothing is.
QStringList faults(const Model &model, const std::set<std::string> &only = {})
{
    QStringList out;
    std::map<std::string, QRectF> boxes;
    for (const Entity &entity : model.entities) {
        if (!only.empty() && !only.contains(entity.id))
            continue;
        const auto at = model.layout.find(entity.id);
        if (at == model.layout.end()) {
            out << QStringLiteral("%1 has no position").arg(nameOf(entity.id));
            continue;
        }
        boxes[entity.id] = QRectF(QPointF(at->second.x, at->second.y), buildEntityBox(model, entity).size);
    }
    for (auto a = boxes.begin(); a != boxes.end(); ++a)
        for (auto b = std::next(a); b != boxes.end(); ++b)
            if (a->second.intersects(b->second))
                out << QStringLiteral("boxes %1 and %2 overlap").arg(nameOf(a->first), nameOf(b->first));
    std::vector<std::pair<QString, QRectF>> labels;
    const std::map<std::string, double> offsets = parallelEdgeOffsets(model);
    for (const Relationship &rel : model.relationships) {
        if (!boxes.count(rel.oneId) || !boxes.count(rel.manyId))
            continue;
        // As the diagram draws it: an entity's second loop at its other corner.
        const auto offset = offsets.find(rel.id);
        const EdgeShape edge = routeEdge(model, rel, boxes.at(rel.oneId), boxes.at(rel.manyId),
            offset == offsets.end() ? 0 : offset->second);
        labels.emplace_back(QStringLiteral("the label of %1").arg(nameOf(rel.id)), edge.labelRect);
        labels.emplace_back(QStringLiteral("the \"1\" end of %1").arg(nameOf(rel.id)), edge.oneLabelRect);
        labels.emplace_back(QStringLiteral("the \"%1\" end of %2").arg(edge.manyLabel, nameOf(rel.id)),
            edge.manyLabelRect);
        if (rel.isSelf())
            continue; // a loop over its own box's corner
        if (edge.path.elementCount() <= 2)
            out << QStringLiteral("%1 is a straight line, not the layout's route").arg(nameOf(rel.id));
        for (int step = 1; step < 64; ++step) {
            const QPointF point = edge.path.pointAtPercent(step / 64.0);
            const auto crossed = std::find_if(boxes.begin(), boxes.end(), [&](const auto &box) {
                return box.first != rel.oneId && box.first != rel.manyId
                    && box.second.adjusted(1, 1, -1, -1).contains(point);
            });
            if (crossed != boxes.end()) {
                out << QStringLiteral("edge %1 crosses box %2").arg(nameOf(rel.id), nameOf(crossed->first));
                break;
            }
        }
    }
    for (size_t i = 0; i < labels.size(); ++i) {
        for (const auto &[id, box] : boxes)
            if (labels[i].second.intersects(box))
                out << QStringLiteral("%1 covers box %2").arg(labels[i].first, nameOf(id));
        for (size_t j = i + 1; j < labels.size(); ++j)
            if (labels[i].second.intersects(labels[j].second))
                out << QStringLiteral("%1 and %2 overlap").arg(labels[i].first, labels[j].first);
    }
    return out;
}

// The Atlas samples' collections (restaurants, inspections, routes) as
// inferred: no positions.
std::optional<Model> atlasSamplesModel()
{
    const auto collections
        = inferInputs({ sourcePath(QStringLiteral("../shared/atlas-samples/sample_restaurants")).toStdString(),
            sourcePath(QStringLiteral("../shared/atlas-samples/sample_training")).toStdString() });
    if (!collections)
        return std::nullopt;
    return inference::modelFromInference(*collections);
}

// A data row per engine, for the tests that try all three.
void engineRows()
{
    QTest::addColumn<int>("engine");
    for (const LayoutEngine engine : { LayoutEngine::Dot, LayoutEngine::Neato, LayoutEngine::Fdp })
        QTest::addRow("%d", int(engine)) << int(engine);
}

} // namespace

class TestLayout : public QObject
{
    Q_OBJECT

private slots:
    void examples_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("engine");
        for (const QString &path : exampleFiles())
            for (const LayoutEngine engine : { LayoutEngine::Dot, LayoutEngine::Neato, LayoutEngine::Fdp })
                QTest::addRow("%s %d", qPrintable(QFileInfo(path).fileName()), int(engine)) << path << int(engine);
    }

    void examples()
    {
        QFETCH(QString, path);
        QFETCH(int, engine);
        const LoadResult loaded = loadModelFile(path);
        QVERIFY2(loaded.ok(), qPrintable(loaded.error.message));
        Model model = *loaded.model;
        QVERIFY2(layOut(model, LayoutEngine(engine)).isEmpty(), qPrintable(path));
        QCOMPARE(model.layout.size(), model.entities.size());
        const QStringList found = faults(model);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

    // The examples as shipped: their stored positions and routes draw
    // clean, as an image export without --relayout draws them.
    void shippedExamplesDrawClean_data()
    {
        QTest::addColumn<QString>("path");
        for (const QString &path : exampleFiles())
            QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
    }

    void shippedExamplesDrawClean()
    {
        QFETCH(QString, path);
        const LoadResult loaded = loadModelFile(path);
        QVERIFY2(loaded.ok(), qPrintable(loaded.error.message));
        const QStringList found = faults(*loaded.model);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

    // A model with no positions (as reverse-engineered) is drawn with
    // Graphviz's layout, not the grid: the diagram an export draws.
    void unplacedModelsAreLaidOutForImages()
    {
        Model model = test::musicStore();
        model.layout.clear();
        model.routes.clear();
        const PreparedDiagram prepared = prepareDiagram(model);
        QVERIFY(prepared.error.isEmpty());
        QVERIFY(prepared.laidOut);
        QCOMPARE(prepared.model.layout.size(), model.entities.size());
        QVERIFY(faults(prepared.model).isEmpty());
        // Stored positions are kept unless a new layout is asked for.
        const PreparedDiagram kept = prepareDiagram(prepared.model);
        QVERIFY(!kept.laidOut);
        QCOMPARE(kept.model.layout, prepared.model.layout);
        QVERIFY(prepareDiagram(prepared.model, DiagramChoice { "All", true, LayoutEngine::Dot }).laidOut);
        QVERIFY(!prepareDiagram(model, DiagramChoice { "Elsewhere", false, LayoutEngine::Dot }).error.isEmpty());
    }

    // Each automatic subject area of the 2,000-entity benchmark model, laid
    // out on its own, draws clean.
    void automaticAreasOfALargeModel()
    {
        Model model = bench::makeBenchModel();
        const FoundAreas found = findSubjectAreas(model);
        QVERIFY(found.areas.size() > 10);
        model.diagrams = found.areas;
        QElapsedTimer timer;
        qint64 slowest = 0;
        for (size_t i = 0; i < found.areas.size(); i += kAreaStride) {
            const SubjectArea &area = found.areas[i];
            timer.start();
            QVERIFY2(layOutDiagram(model, area.name, LayoutEngine::Dot).isEmpty(), area.name.c_str());
            slowest = std::max(slowest, timer.elapsed());
            // The area's positions in the model's place, for the check only:
            // a copy of the whole model per area took most of this test's time.
            SubjectArea &stored = *findDiagram(model, area.name);
            std::swap(model.layout, stored.layout);
            std::swap(model.routes, stored.routes);
            const QStringList found = faults(model, std::set<std::string>(area.entities.begin(), area.entities.end()));
            std::swap(model.layout, stored.layout);
            std::swap(model.routes, stored.routes);
            QVERIFY2(found.isEmpty(), qPrintable(QString::fromStdString(area.name) + QLatin1Char('\n')
                                         + found.join(QLatin1Char('\n'))));
            // And as its image export draws it.
            const SvgDrawing svg = readSvgDrawing(diagramSvg(model, DiagramChoice { area.name, false, LayoutEngine::Dot }));
            QCOMPARE(svg.boxes.size(), area.entities.size());
            const QStringList inSvg = svgFaults(svg);
            QVERIFY2(inSvg.isEmpty(), qPrintable(QString::fromStdString(area.name) + QLatin1Char('\n')
                                         + inSvg.join(QLatin1Char('\n'))));
        }
        qInfo("%zu areas, the slowest laid out in %lld ms", found.areas.size(), slowest);
    }

    // Lay Out All of the 2,000-entity model: Graphviz in parts, one per
    // automatic area, the blocks packed apart. No box on another anywhere,
    // and each part draws clean; progress after each part; cancel stops it.
    void largeDiagramIsLaidOutInParts()
    {
        Model model = bench::makeBenchModel();
        model.layout.clear();
        LayoutInput input = layoutInputFor(model);
        std::vector<std::pair<size_t, size_t>> steps;
        PartedLayoutHooks hooks;
        hooks.progress = [&](size_t done, size_t total) { steps.emplace_back(done, total); };
        DiagramLayout layout = layOutBoxes(model, input, hooks);
        QVERIFY2(layout.error.isEmpty(), qPrintable(layout.error));
        QCOMPARE(layout.positions.size(), model.entities.size());
        const FoundAreas areas = findSubjectAreas(model);
        QCOMPARE(steps.size(), areas.areas.size());
        QCOMPARE(steps.back(), std::make_pair(areas.areas.size(), areas.areas.size()));
        model.layout = std::move(layout.positions);
        model.routes = std::move(layout.routes);
        std::vector<std::pair<std::string, QRectF>> boxes;
        for (const Entity &entity : model.entities)
            boxes.emplace_back(entity.id,
                QRectF(QPointF(model.layout.at(entity.id).x, model.layout.at(entity.id).y),
                    buildEntityBox(model, entity).size));
        std::ranges::sort(boxes, [](const auto &a, const auto &b) { return a.second.left() < b.second.left(); });
        for (size_t i = 0; i < boxes.size(); ++i)
            for (size_t j = i + 1; j < boxes.size() && boxes[j].second.left() < boxes[i].second.right(); ++j)
                QVERIFY2(!boxes[i].second.intersects(boxes[j].second),
                    qPrintable(QStringLiteral("boxes %1 and %2 overlap").arg(nameOf(boxes[i].first), nameOf(boxes[j].first))));
        for (const SubjectArea &area : areas.areas) {
            const QStringList found = faults(model, std::set<std::string>(area.entities.begin(), area.entities.end()));
            QVERIFY2(found.isEmpty(), qPrintable(QString::fromStdString(area.name) + QLatin1Char('\n')
                                         + found.join(QLatin1Char('\n'))));
        }

        size_t asked = 0;
        hooks.cancelled = [&asked] { return ++asked > 3; };
        steps.clear();
        const DiagramLayout cancelled = layOutBoxes(model, input, hooks);
        QVERIFY(cancelled.positions.empty());
        QCOMPARE(steps.size(), size_t(3));
    }

    // The Atlas samples' collections (restaurants, inspections, routes).
    void inferredAtlasSamples()
    {
        const std::optional<Model> model = atlasSamplesModel();
        QVERIFY(model);
        QVERIFY(model->entities.size() >= 3);
        const PreparedDiagram prepared = prepareDiagram(*model);
        QVERIFY(prepared.laidOut);
        const QStringList found = faults(prepared.model);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

    // The model inferred from the datasets, as a reverse-engineered
    // database first shows; all three engines.
    void inferredDatasets_data() { engineRows(); }

    void inferredDatasets()
    {
        QFETCH(int, engine);
        const auto collections
            = inferInputs({ sourcePath(QStringLiteral("../shared/datasets/sample_mflix")).toStdString(),
                sourcePath(QStringLiteral("../shared/datasets/sample_analytics")).toStdString() });
        QVERIFY(collections);
        Model model = inference::modelFromInference(*collections);
        QVERIFY(model.entities.size() >= 4);
        QVERIFY(layOut(model, LayoutEngine(engine)).isEmpty());
        const QStringList found = faults(model);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

    // A reverse-engineered music store: eleven collections, counts up to
    // 0..3290 at the ends (never clipped by a box).
    void musicStore_data() { engineRows(); }

    void musicStore()
    {
        QFETCH(int, engine);
        Model model = test::musicStore();
        QVERIFY(layOut(model, LayoutEngine(engine)).isEmpty());
        const QStringList found = faults(model);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
        if (LayoutEngine(engine) != LayoutEngine::Dot)
            return;
        // dot: every reference points one way, parents left of their children.
        for (const Relationship &rel : model.relationships)
            QVERIFY2(model.layout.at(rel.oneId).x < model.layout.at(rel.manyId).x, rel.id.c_str());
    }

    // Boxes no relationship links go in rows under the drawing, not in one
    // tall column beside it; alone, they make a grid about as wide as high.
    void unlinkedBoxesGoInRows_data() { engineRows(); }

    void unlinkedBoxesGoInRows()
    {
        QFETCH(int, engine);
        Model model = test::musicStore();
        const size_t linkedCount = model.entities.size();
        std::set<std::string> unlinked;
        for (int i = 0; i < 9; ++i) {
            Entity loose = collection("loose" + std::to_string(i),
                { makeField("name", { BsonType::String }, true),
                    makeField("count", { BsonType::Int }, false) });
            unlinked.insert(loose.id);
            model.entities.push_back(std::move(loose));
        }
        QVERIFY(layOut(model, LayoutEngine(engine)).isEmpty());
        const QStringList found = faults(model);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
        double drawingBottom = 0;
        for (size_t i = 0; i < linkedCount; ++i) {
            const Entity &entity = model.entities[i];
            drawingBottom = std::max(drawingBottom,
                model.layout.at(entity.id).y + buildEntityBox(model, entity).size.height());
        }
        for (const auto &[id, route] : model.routes)
            for (const Position &point : route.points)
                drawingBottom = std::max(drawingBottom, point.y);
        std::set<double> columns;
        for (const std::string &id : unlinked) {
            QVERIFY2(model.layout.at(id).y > drawingBottom, id.c_str());
            columns.insert(model.layout.at(id).x);
        }
        QVERIFY2(columns.size() >= 3, qPrintable(QString::number(columns.size())));

        // Nothing but unlinked boxes: a grid, about square.
        Model alone;
        for (const std::string &id : unlinked)
            alone.entities.push_back(*model.findEntity(id));
        QVERIFY(layOut(alone, LayoutEngine(engine)).isEmpty());
        QRectF bounds;
        for (const Entity &entity : alone.entities)
            bounds |= QRectF(QPointF(alone.layout.at(entity.id).x, alone.layout.at(entity.id).y),
                buildEntityBox(alone, entity).size);
        QVERIFY(faults(alone).isEmpty());
        QVERIFY2(bounds.width() < 3 * bounds.height() && bounds.height() < 3 * bounds.width(),
            qPrintable(QStringLiteral("%1 x %2").arg(bounds.width()).arg(bounds.height())));
    }

    // The routes are saved with the model and read back; a box moved or
    // grown since makes its edges straight lines again.
    void routesSurviveTheFileAndNotAMove()
    {
        LoadResult loaded = loadModelFile(sourcePath(QStringLiteral("resources/examples/online-shop.dmodel")));
        QVERIFY(loaded.ok());
        Model model = *loaded.model;
        QVERIFY(layOut(model).isEmpty());
        QVERIFY(!model.routes.empty());
        const LoadResult reread = parseModel(serializeModel(model), QStringLiteral("saved"));
        QVERIFY2(reread.ok(), qPrintable(reread.error.message));
        QCOMPARE(reread.model->routes, model.routes);

        const Relationship &rel = *std::find_if(model.relationships.begin(), model.relationships.end(),
            [](const Relationship &r) { return !r.isSelf(); });
        const auto rectOf = [&](const std::string &id) {
            const Position &at = model.layout.at(id);
            return QRectF(QPointF(at.x, at.y), buildEntityBox(model, *model.findEntity(id)).size);
        };
        QVERIFY(routeEdge(model, rel, rectOf(rel.oneId), rectOf(rel.manyId)).path.elementCount() > 2);
        const QRectF moved = rectOf(rel.manyId).translated(120, 80);
        QCOMPARE(routeEdge(model, rel, rectOf(rel.oneId), moved).path.elementCount(), 2);
    }

    // A route that is no Bézier, or a label that is no point, is refused
    // with the place in the file.
    void badRoutesAreRefused()
    {
        LoadResult loaded = loadModelFile(sourcePath(QStringLiteral("resources/examples/online-shop.dmodel")));
        QVERIFY(loaded.ok());
        Model model = *loaded.model;
        QVERIFY(layOut(model).isEmpty());
        const std::string id = model.routes.begin()->first;
        JsonValue json = JsonValue::parse(serializeModel(model));
        JsonValue bad = json;
        bad["routes"][id]["points"].erase(bad["routes"][id]["points"].begin());
        LoadResult result = parseModel(bad.dump(), QStringLiteral("bad"));
        QVERIFY(!result.ok());
        QVERIFY2(result.error.toString().contains(QStringLiteral("/routes/%1/points").arg(nameOf(id))),
            qPrintable(result.error.toString()));
        bad = json;
        bad["routes"][id]["label"] = "middle";
        result = parseModel(bad.dump(), QStringLiteral("bad"));
        QVERIFY(!result.ok());
        QVERIFY2(result.error.toString().contains(QStringLiteral("/routes/%1/label").arg(nameOf(id))),
            qPrintable(result.error.toString()));
    }

    // The measure itself: a box moved onto another, or into a route's
    // way, is found.
    void faultsAreFound()
    {
        const LoadResult loaded = loadModelFile(sourcePath(QStringLiteral("resources/examples/online-shop.dmodel")));
        QVERIFY(loaded.ok());
        Model model = *loaded.model;
        QVERIFY(layOut(model).isEmpty());
        QVERIFY(faults(model).isEmpty());
        const Relationship &rel = model.relationships.front();
        std::string other;
        for (const Entity &entity : model.entities)
            if (entity.id != rel.oneId && entity.id != rel.manyId)
                other = entity.id;
        QVERIFY(!other.empty());
        const std::vector<Position> &route = model.routes.at(rel.id).points;
        const Position middle = route[route.size() / 2];
        const QSizeF size = buildEntityBox(model, *model.findEntity(other)).size;
        model.layout[other] = { middle.x - size.width() / 2, middle.y - size.height() / 2 };
        const QString found = faults(model).join(QLatin1Char('\n'));
        QVERIFY2(found.contains(QStringLiteral("edge %1 crosses box %2").arg(nameOf(rel.id), nameOf(other))),
            qPrintable(found));
        model.layout[other] = model.layout.at(rel.oneId);
        QVERIFY(faults(model).join(QLatin1Char('\n')).contains(QLatin1String("overlap")));
    }

    // The same measure on the exported SVG, read back: what the file draws,
    // not what the scene holds. Every example as shipped, and the Atlas
    // samples as inferred (laid out by the export itself: no positions).
    void exportedSvgDrawsClean_data()
    {
        QTest::addColumn<QString>("path"); // empty: the Atlas samples
        for (const QString &path : exampleFiles())
            QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
        QTest::newRow("atlas-samples, inferred") << QString();
    }

    void exportedSvgDrawsClean()
    {
        QFETCH(QString, path);
        std::optional<Model> model;
        if (path.isEmpty()) {
            model = atlasSamplesModel();
            QVERIFY(model);
        } else {
            const LoadResult loaded = loadModelFile(path);
            QVERIFY2(loaded.ok(), qPrintable(loaded.error.message));
            model = *loaded.model;
        }
        const SvgDrawing drawing = readSvgDrawing(diagramSvg(*model));
        QCOMPARE(drawing.boxes.size(), model->entities.size());
        if (std::any_of(model->relationships.begin(), model->relationships.end(),
                [](const Relationship &rel) { return !rel.isSelf(); }))
            QVERIFY(!drawing.edges.empty());
        const QStringList found = svgFaults(drawing);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

    // The SVG measure itself: a box moved into an edge's way or onto
    // another box, a label onto a box or another label, is found.
    void svgFaultsAreFound()
    {
        const LoadResult loaded = loadModelFile(sourcePath(QStringLiteral("resources/examples/online-shop.dmodel")));
        QVERIFY(loaded.ok());
        const SvgDrawing clean = readSvgDrawing(diagramSvg(*loaded.model));
        QVERIFY(clean.boxes.size() >= 3 && !clean.edges.empty() && clean.labels.size() >= 2);
        QVERIFY(svgFaults(clean).isEmpty());
        const auto reports = [](const SvgDrawing &drawing, const QString &pattern) {
            const QString found = svgFaults(drawing).join(QLatin1Char('\n'));
            const QRegularExpression fault(pattern, QRegularExpression::MultilineOption);
            if (!found.contains(fault))
                qWarning("no fault matches %s in:\n%s", qPrintable(pattern), qPrintable(found));
            return found.contains(fault);
        };

        // A box centred on an edge's middle, and far enough from its ends
        // not to be taken for one of its boxes.
        std::optional<std::pair<size_t, size_t>> crossing;
        SvgDrawing drawing = clean;
        for (size_t e = 0; e < clean.edges.size() && !crossing; ++e) {
            const QPainterPath &edge = clean.edges[e];
            for (size_t b = 0; b < clean.boxes.size() && !crossing; ++b) {
                QRectF box = clean.boxes[b];
                box.moveCenter(edge.pointAtPercent(0.5));
                const QRectF near = box.adjusted(-3, -3, 3, 3);
                if (near.contains(edge.elementAt(0)) || near.contains(edge.currentPosition()))
                    continue;
                drawing.boxes[b] = box;
                crossing = { e, b };
            }
        }
        QVERIFY(crossing);
        QVERIFY(reports(drawing,
            QStringLiteral("^edge %1 from .* crosses box %2 ").arg(crossing->first).arg(crossing->second)));

        drawing = clean;
        drawing.boxes[1] = drawing.boxes[0];
        QVERIFY(reports(drawing, QStringLiteral("^boxes 0 .* and 1 .* overlap$")));

        drawing = clean;
        drawing.labels[0].moveCenter(drawing.boxes[0].center());
        QVERIFY(reports(drawing, QStringLiteral("^label 0 .* covers box 0 ")));

        drawing = clean;
        drawing.labels[1] = drawing.labels[0];
        QVERIFY(reports(drawing, QStringLiteral("^labels 0 .* and 1 .* overlap$")));
    }
};

QTEST_MAIN(TestLayout)
#include "tst_layout.moc"
