// SPDX-License-Identifier: GPL-3.0-or-later
// Graphviz's layout of every example: computed from the geometry of the
// result, no two boxes overlap, no route runs through a box other than its
// ends', and no label covers a box or another label.
#include "testsupport.h"

#include "diagram/diagrampainter.h"
#include "diagram/entitybox.h"
#include "diagram/graphvizlayout.h"
#include "io/modelreader.h"

#include <QDir>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

constexpr double kLabelHeight = 30; // two lines of the mid-edge label

LayoutInput inputFor(const Model &model)
{
    LayoutInput input;
    for (const Entity &entity : model.entities)
        input.boxes[entity.id] = buildEntityBox(model, entity).size;
    for (const Relationship &rel : model.relationships)
        input.labels[rel.id] = QSizeF(edgeLabelWidth(model, rel), kLabelHeight);
    return input;
}

QPointF bezier(const QPointF &a, const QPointF &b, const QPointF &c, const QPointF &d, double t)
{
    const double u = 1 - t;
    return u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * c + t * t * t * d;
}

// What is wrong with a layout, one line per fault; empty when nothing is.
QStringList faults(const Model &model, const LayoutInput &input, const DiagramLayout &layout)
{
    QStringList out;
    std::map<std::string, QRectF> boxes;
    for (const auto &[id, size] : input.boxes) {
        const Position &at = layout.positions.at(id);
        boxes[id] = QRectF(QPointF(at.x, at.y), size);
    }
    for (auto a = boxes.begin(); a != boxes.end(); ++a)
        for (auto b = std::next(a); b != boxes.end(); ++b)
            if (a->second.intersects(b->second))
                out << QStringLiteral("boxes %1 and %2 overlap")
                           .arg(QString::fromStdString(a->first), QString::fromStdString(b->first));
    std::vector<std::pair<std::string, QRectF>> labels;
    for (const auto &[id, centre] : layout.labelCentres) {
        const QSizeF size = input.labels.at(id);
        labels.emplace_back(
            id, QRectF(centre - QPointF(size.width() / 2, size.height() / 2), size));
    }
    for (const Relationship &rel : model.relationships) {
        const auto route = layout.routes.find(rel.id);
        if (route == layout.routes.end())
            continue;
        const std::vector<QPointF> &p = route->second;
        for (size_t i = 0; i + 3 < p.size(); i += 3)
            for (int step = 0; step <= 16; ++step) {
                const QPointF point = bezier(p[i], p[i + 1], p[i + 2], p[i + 3], step / 16.0);
                for (const auto &[id, box] : boxes)
                    if (id != rel.oneId && id != rel.manyId
                        && box.adjusted(1, 1, -1, -1).contains(point)) {
                        out << QStringLiteral("edge %1 crosses box %2")
                                   .arg(QString::fromStdString(rel.id), QString::fromStdString(id));
                        step = 16;
                        break;
                    }
            }
    }
    for (size_t i = 0; i < labels.size(); ++i) {
        for (const auto &[id, box] : boxes)
            if (labels[i].second.intersects(box))
                out << QStringLiteral("label of %1 covers box %2")
                           .arg(
                               QString::fromStdString(labels[i].first), QString::fromStdString(id));
        for (size_t j = i + 1; j < labels.size(); ++j)
            if (labels[i].second.intersects(labels[j].second))
                out << QStringLiteral("labels of %1 and %2 overlap")
                           .arg(QString::fromStdString(labels[i].first),
                               QString::fromStdString(labels[j].first));
    }
    return out;
}

} // namespace

class TestLayout : public QObject
{
    Q_OBJECT

private slots:
    void examples_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(sourcePath(QStringLiteral("resources/examples")));
        for (const QString &name :
            dir.entryList({ QStringLiteral("*.dmodel") }, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(name)) << dir.filePath(name);
    }

    void examples()
    {
        QFETCH(QString, path);
        const LoadResult loaded = loadModelFile(path);
        QVERIFY2(loaded.ok(), qPrintable(loaded.error.message));
        const Model &model = *loaded.model;
        const LayoutInput input = inputFor(model);
        const DiagramLayout layout = graphvizLayout(model, input);
        QVERIFY2(layout.error.isEmpty(), qPrintable(layout.error));
        QCOMPARE(layout.positions.size(), input.boxes.size());
        const auto drawn = std::ranges::count_if(
            model.relationships, [](const Relationship &rel) { return !rel.isSelf(); });
        QCOMPARE(qsizetype(layout.routes.size()), qsizetype(drawn));
        QCOMPARE(qsizetype(layout.labelCentres.size()), qsizetype(drawn));
        const QStringList found = faults(model, input, layout);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

    // The measure itself: a box moved onto another, or into a route's
    // way, is found.
    void faultsAreFound()
    {
        const LoadResult loaded
            = loadModelFile(sourcePath(QStringLiteral("resources/examples/online-shop.dmodel")));
        QVERIFY(loaded.ok());
        const Model &model = *loaded.model;
        const LayoutInput input = inputFor(model);
        DiagramLayout layout = graphvizLayout(model, input);
        QVERIFY(faults(model, input, layout).isEmpty());
        const Relationship &rel = model.relationships.front();
        std::string other;
        for (const Entity &entity : model.entities)
            if (entity.id != rel.oneId && entity.id != rel.manyId)
                other = entity.id;
        QVERIFY(!other.empty());
        const std::vector<QPointF> &route = layout.routes.at(rel.id);
        const QPointF middle = route[route.size() / 2];
        const QSizeF size = input.boxes.at(other);
        layout.positions[other] = { middle.x() - size.width() / 2, middle.y() - size.height() / 2 };
        const QString found = faults(model, input, layout).join(QLatin1Char('\n'));
        QVERIFY2(
            found.contains(QStringLiteral("edge %1 crosses box %2")
                               .arg(QString::fromStdString(rel.id), QString::fromStdString(other))),
            qPrintable(found));
        layout.positions[other] = layout.positions.at(rel.oneId);
        QVERIFY(faults(model, input, layout)
                    .join(QLatin1Char('\n'))
                    .contains(QLatin1String("overlap")));
    }
};

QTEST_MAIN(TestLayout)
#include "tst_layout.moc"
