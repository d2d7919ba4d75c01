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
#include "testsupport.h"

#include "diagram/diagrampainter.h"
#include "diagram/entitybox.h"
#include "diagram/graphvizlayout.h"
#include "inference/modelfrominference.h"
#include "io/modelreader.h"
#include "io/modelwriter.h"

#include <QDir>
#include <QtTest>

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

// What is wrong with the drawing, one line per fault; empty when nothing is.
QStringList faults(const Model &model)
{
    QStringList out;
    std::map<std::string, QRectF> boxes;
    for (const Entity &entity : model.entities) {
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
    for (const Relationship &rel : model.relationships) {
        if (!boxes.count(rel.oneId) || !boxes.count(rel.manyId))
            continue;
        const EdgeShape edge = routeEdge(model, rel, boxes.at(rel.oneId), boxes.at(rel.manyId));
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
};

QTEST_MAIN(TestLayout)
#include "tst_layout.moc"
