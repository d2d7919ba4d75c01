// SPDX-License-Identifier: GPL-3.0-or-later
// Subject areas: named diagrams of some entities in the model file (format
// version 7; an older file is its one "All" diagram), found automatically
// from the relationship graph, laid out headless by `docmodeler-cli layout`.
#include "benchmodel.h"
#include "exportfixtures.h"
#include "testsupport.h"

#include "diagram/subjectareas.h"
#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "schema/diagrams.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QtTest>

#include <set>

using namespace docmodel;
using namespace docmodel::test;

namespace {

Model onlineShop()
{
    return loadExample(QStringLiteral("online-shop"));
}

// Two areas of the shop: the first three entities, and the last two with one in both.
Model shopWithAreas()
{
    Model model = onlineShop();
    SubjectArea first { "Catalogue", {}, {}, {} };
    SubjectArea second { "Orders", {}, {}, {} };
    for (size_t i = 0; i < model.entities.size() && i < 3; ++i)
        first.entities.push_back(model.entities[i].id);
    second.entities = { model.entities.back().id, model.entities.front().id };
    first.layout[first.entities.front()] = { 10, 20 };
    second.layout[second.entities.front()] = { -40, 5.5 };
    if (!model.routes.empty())
        second.routes.insert(*model.routes.begin());
    model.diagrams = { first, second };
    return model;
}

QString loadError(const JsonValue &json)
{
    const LoadResult result = parseModel(json.dump(), QStringLiteral("areas.dmodel"));
    return result.ok() ? QString() : result.error.toString();
}

} // namespace

class TestSubjectAreas : public QObject
{
    Q_OBJECT

private slots:
    // A file of version 6 has no diagrams: its layout is the All diagram's.
    void anOlderFileOpensAsOneAllDiagram()
    {
        const Model shop = onlineShop();
        QVERIFY(!shop.entities.empty() && !shop.layout.empty());
        JsonValue json = JsonValue::parse(serializeModel(shop));
        json["formatVersion"] = 6;
        const LoadResult loaded = parseModel(json.dump(), QStringLiteral("v6.dmodel"));
        QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
        QVERIFY(loaded.model->diagrams.empty());
        QCOMPARE(loaded.model->layout, shop.layout);
        QCOMPARE(diagramNames(*loaded.model), std::vector<std::string> { "All" });
        QCOMPARE(diagramEntities(*loaded.model, "All").size(), shop.entities.size());
    }

    void diagramsRoundTrip()
    {
        const Model model = shopWithAreas();
        const std::string written = serializeModel(model);
        QVERIFY(written.find("\"formatVersion\": 8") != std::string::npos);
        const LoadResult reread = parseModel(written, QStringLiteral("saved"));
        QVERIFY2(reread.ok(), qPrintable(reread.error.toString()));
        QCOMPARE(reread.model->diagrams, model.diagrams);
        QVERIFY(*reread.model == model);
        QCOMPARE(diagramNames(model), (std::vector<std::string> { "All", "Catalogue", "Orders" }));
        // An area draws its entities in the model's order, with its own positions.
        const std::vector<std::string> orders = diagramEntities(model, "Orders");
        QCOMPARE(orders, (std::vector<std::string> { model.entities.front().id, model.entities.back().id }));
        QCOMPARE(withDiagramLayout(model, "Orders").layout, model.diagrams[1].layout);
        QCOMPARE(withDiagramLayout(model, "All").layout, model.layout);
    }

    // Names are unique, neither empty nor "All"; entities exist. Each
    // refusal names the place in the file.
    void badDiagramsAreRefused()
    {
        const JsonValue json = JsonValue::parse(serializeModel(shopWithAreas()));
        JsonValue bad = json;
        bad["diagrams"][1]["name"] = "Catalogue";
        QString error = loadError(bad);
        QVERIFY2(error.contains(QLatin1String("/diagrams/1/name")) && error.contains(QLatin1String("two diagrams")),
            qPrintable(error));
        bad = json;
        bad["diagrams"][0]["name"] = "All";
        error = loadError(bad);
        QVERIFY2(error.contains(QLatin1String("/diagrams/0/name")), qPrintable(error));
        bad = json;
        bad["diagrams"][0]["entities"][1] = "no-such-entity";
        error = loadError(bad);
        QVERIFY2(error.contains(QLatin1String("/diagrams/0/entities/1")) && error.contains(QLatin1String("no-such-entity")),
            qPrintable(error));
        bad = json;
        bad["diagrams"][0]["layout"] = JsonValue::array();
        error = loadError(bad);
        QVERIFY2(error.contains(QLatin1String("/diagrams/0/layout")), qPrintable(error));
    }

    void neighboursAndStubs()
    {
        const Model model = onlineShop();
        const Relationship &rel = model.relationships.front();
        const std::set<std::string> one { rel.oneId };
        QVERIFY(neighbourEntities(model, one).contains(rel.manyId));
        const auto outgoing = outgoingRelationships(model, one);
        QVERIFY(std::ranges::any_of(outgoing, [&](const Relationship *r) { return r->id == rel.id; }));
        std::set<std::string> all;
        for (const Entity &entity : model.entities)
            all.insert(entity.id);
        QVERIFY(neighbourEntities(model, all).empty());
        QVERIFY(outgoingRelationships(model, all).empty());
        QCOMPARE(freeDiagramName(shopWithAreas(), "Orders"), std::string("Orders 2"));
        QCOMPARE(freeDiagramName(shopWithAreas(), "All"), std::string("All 2"));
    }

    // A model of two databases: no area holds both, even where a
    // relationship links them; a database that is one area is named after it.
    void areasNeverMixDatabases()
    {
        Model model = bench::makeBenchModel({ 120, 6, 180, 0, 0 });
        model.database = "shop";
        for (size_t i = 0; i < model.entities.size(); i += 2)
            model.entities[i].database = "blog"; // related entities land in both
        const FoundAreas found = findSubjectAreas(model);
        QCOMPARE(found.method, FoundAreas::Method::Database);
        std::set<std::string> seen;
        for (const SubjectArea &area : found.areas) {
            std::set<std::string> databases;
            for (const std::string &id : area.entities) {
                const Entity *entity = model.findEntity(id);
                databases.insert(entity->database.empty() ? model.database : entity->database);
                QVERIFY(seen.insert(id).second);
            }
            QVERIFY2(databases.size() == 1, area.name.c_str());
            QVERIFY2(QString::fromStdString(area.name).startsWith(QString::fromStdString(*databases.begin())),
                area.name.c_str());
            QVERIFY(area.entities.size() <= 60);
        }
        QCOMPARE(seen.size(), model.entities.size());

        Model small;
        small.database = "shop";
        for (const char *name : { "orders", "customers", "posts", "comments" }) {
            Entity entity;
            entity.id = name;
            entity.name = name;
            if (entity.name == "posts" || entity.name == "comments")
                entity.database = "blog";
            small.entities.push_back(entity);
        }
        std::set<std::string> names;
        for (const SubjectArea &area : findSubjectAreas(small).areas)
            names.insert(area.name);
        QCOMPARE(names, (std::set<std::string> { "blog", "shop" }));
        // The file keeps each entity's database.
        const LoadResult reread = parseModel(serializeModel(small), QStringLiteral("small.dmodel"));
        QVERIFY2(reread.ok(), qPrintable(reread.error.toString()));
        QCOMPARE(reread.model->findEntity("posts")->database, std::string("blog"));
        QCOMPARE(reread.model->findEntity("orders")->database, std::string());
    }

    // The 2,000-entity benchmark model: every entity in exactly one area,
    // none above 60, names unique and after an entity of the area; the
    // same areas every time.
    void findsAreasOfALargeModel()
    {
        const Model model = bench::makeBenchModel();
        QElapsedTimer timer;
        timer.start();
        const FoundAreas found = findSubjectAreas(model);
        const qint64 ms = timer.elapsed();
        qInfo("%zu areas in %lld ms, modularity %.2f", found.areas.size(), ms, found.modularity);
        QCOMPARE(found.method, FoundAreas::Method::Communities);
        QVERIFY(found.modularity > 0.3);
        std::map<std::string, int> seen;
        std::set<std::string> names;
        for (const SubjectArea &area : found.areas) {
            QVERIFY2(!area.entities.empty() && area.entities.size() <= 60, area.name.c_str());
            QVERIFY2(names.insert(area.name).second, area.name.c_str());
            QVERIFY(area.layout.empty());
            bool namedAfterMember = false;
            for (const std::string &id : area.entities) {
                ++seen[id];
                namedAfterMember = namedAfterMember || area.name.starts_with(model.findEntity(id)->name);
            }
            QVERIFY2(namedAfterMember, area.name.c_str());
        }
        QCOMPARE(seen.size(), model.entities.size());
        QVERIFY(std::ranges::all_of(seen, [](const auto &entry) { return entry.second == 1; }));
        QVERIFY(found.areas.size() >= 2000 / 60);
        const FoundAreas again = findSubjectAreas(model);
        QCOMPARE(again.areas, found.areas);
        // A smaller ceiling is kept too.
        for (const SubjectArea &area : findSubjectAreas(model, AreaOptions { 25 }).areas)
            QVERIFY(area.entities.size() <= 25);
    }

    // Without relationships the names separate: sales_*, hr_*, ops_*.
    void namePrefixesWhenNothingIsRelated()
    {
        Model model;
        for (const char *prefix : { "sales", "hr", "ops" })
            for (int i = 0; i < 30; ++i) {
                Entity entity;
                entity.id = std::string(prefix) + std::to_string(i);
                entity.name = std::string(prefix) + "_" + std::to_string(i);
                model.entities.push_back(entity);
            }
        const FoundAreas found = findSubjectAreas(model);
        QCOMPARE(found.method, FoundAreas::Method::NamePrefix);
        QCOMPARE(found.areas.size(), size_t(3));
        for (const SubjectArea &area : found.areas) {
            QCOMPARE(area.entities.size(), size_t(30));
            const std::string prefix = area.entities.front().substr(0, 2);
            QVERIFY(std::ranges::all_of(area.entities, [&](const std::string &id) { return id.starts_with(prefix); }));
        }
    }

    // docmodeler-cli layout --areas auto: the areas added and each laid
    // out, the times printed; export --diagram draws one of them.
    void cliLaysOutAreas()
    {
        QTemporaryDir dir;
        const QString in = dir.filePath(QStringLiteral("bench.dmodel"));
        Model model = bench::makeBenchModel({ 300, 6, 450, 0, 0 });
        model.layout.clear();
        QVERIFY(saveModelFile(model, in).isEmpty());
        const QString out = dir.filePath(QStringLiteral("laid-out.dmodel"));
        CliRun run = runCli({ QStringLiteral("layout"), in, QStringLiteral("--areas"), QStringLiteral("auto"),
            QStringLiteral("-o"), out });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.contains(QLatin1String(" found in ")), qPrintable(run.out));
        const LoadResult loaded = loadModelFile(out);
        QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
        QVERIFY(loaded.model->diagrams.size() >= 5);
        for (const SubjectArea &area : loaded.model->diagrams) {
            QVERIFY2(run.out.contains(QString::fromStdString(area.name) + QStringLiteral(": ")), area.name.c_str());
            QCOMPARE(area.layout.size(), area.entities.size());
        }
        QVERIFY(loaded.model->layout.empty()); // All was not asked for
        const QString svg = dir.filePath(QStringLiteral("area.svg"));
        run = runCli({ QStringLiteral("export"), out, QStringLiteral("--to"), QStringLiteral("svg"),
            QStringLiteral("--diagram"), QString::fromStdString(loaded.model->diagrams.front().name), QStringLiteral("-o"),
            svg });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(QFileInfo(svg).size() > 0);
        run = runCli({ QStringLiteral("export"), out, QStringLiteral("--to"), QStringLiteral("svg"),
            QStringLiteral("--diagram"), QStringLiteral("Nowhere"), QStringLiteral("-o"), svg });
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QLatin1String("no diagram \"Nowhere\"")), qPrintable(run.err));
        run = runCli({ QStringLiteral("layout"), out, QStringLiteral("--engine"), QStringLiteral("circo") });
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(QLatin1String("dot, neato or fdp")));
    }
};

QTEST_MAIN(TestSubjectAreas)
#include "tst_subjectareas.moc"
