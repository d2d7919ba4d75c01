// SPDX-License-Identifier: GPL-3.0-or-later
#include "testsupport.h"

#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "schema/derivedfields.h"
#include "schema/validation.h"

#include <QFileInfo>
#include <QtTest>

#include <set>

using namespace docmodel;
using namespace docmodel::test;

class TestExamples : public QObject
{
    Q_OBJECT

private slots:
    // One example per scenario of the design notes.
    void everyScenarioHasAnExample()
    {
        const QStringList expected = { QStringLiteral("blog"), QStringLiteral("howto"),
            QStringLiteral("products-categories"), QStringLiteral("category-tree-parent-refs"),
            QStringLiteral("category-tree-child-refs"), QStringLiteral("category-tree-ancestors"),
            QStringLiteral("category-tree-materialized-path"),
            QStringLiteral("category-tree-nested-sets"), QStringLiteral("forum-threads"),
            QStringLiteral("worker-queue"), QStringLiteral("product-attributes"),
            QStringLiteral("page-views"), QStringLiteral("patron-addresses"),
            QStringLiteral("publishers-books"), QStringLiteral("book-checkout"),
            QStringLiteral("library-keywords"), QStringLiteral("money"),
            QStringLiteral("local-time"), QStringLiteral("tasks-people"),
            QStringLiteral("products-parts"), QStringLiteral("hosts-logs"),
            QStringLiteral("gridfs"), QStringLiteral("online-shop"),
            QStringLiteral("account-transfer") };
        QStringList present;
        for (const QString &file : exampleFiles())
            present << QFileInfo(file).completeBaseName();
        for (const QString &name : expected)
            QVERIFY2(
                present.contains(name), qPrintable(name + QStringLiteral(".dmodel is missing")));
    }

    void example_data()
    {
        QTest::addColumn<QString>("path");
        for (const QString &file : exampleFiles())
            QTest::newRow(qPrintable(QFileInfo(file).fileName())) << file;
    }

    void example()
    {
        QFETCH(QString, path);
        const LoadResult loaded = loadModelFile(path);
        QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
        const Model &model = *loaded.model;

        // Valid, without even a warning.
        QStringList problems;
        for (const Problem &p : validateModel(model))
            problems << QString::fromStdString(p.pointer) + QStringLiteral(": ") + p.message;
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));

        // Saving gives back the very same bytes.
        QCOMPARE(QByteArray::fromStdString(serializeModel(model)), readFile(path));

        // A real example: named, with entities that all have a place on the diagram.
        QVERIFY(!model.name.empty());
        QVERIFY(!model.database.empty());
        QVERIFY(!model.entities.empty());
        for (const Entity &entity : model.entities)
            QVERIFY2(model.layout.count(entity.id),
                qPrintable(QString::fromStdString(entity.id + " has no position")));
    }

    // Spot checks that the examples say what the scenarios say.
    void scenariosAreModelledAsDescribed()
    {
        auto load = [](const char *name) {
            return loadModelFile(
                sourcePath(QStringLiteral("resources/examples/%1.dmodel").arg(QLatin1String(name))))
                .model;
        };
        auto hasIndex = [](const Model &model, const std::vector<std::string> &fields) {
            for (const Index &index : model.indexes) {
                std::vector<std::string> keys;
                for (const IndexKey &key : index.keys)
                    keys.push_back(key.field);
                if (keys == fields)
                    return true;
            }
            return false;
        };
        const auto forum = load("forum-threads");
        QVERIFY(forum);
        QVERIFY(hasIndex(*forum, { "thread_id" }));
        QVERIFY(hasIndex(*forum, { "path" }));
        const auto queue = load("worker-queue");
        QVERIFY(queue && hasIndex(*queue, { "state", "created" }));
        const auto attributes = load("product-attributes");
        QVERIFY(attributes && hasIndex(*attributes, { "attrs.n", "attrs.v" }));
        const auto gridfs = load("gridfs");
        QVERIFY(gridfs && hasIndex(*gridfs, { "files_id", "n" }));
        const auto logs = load("hosts-logs");
        QVERIFY(logs);
        bool parentReference = false;
        for (const Relationship &rel : logs->relationships)
            parentReference = parentReference
                || (rel.cardinality == Cardinality::OneToSquillions
                    && strategyPutsIdInChild(rel.strategy) && !rel.denormalized.empty());
        QVERIFY(parentReference);
        // The shop uses every strategy, a tree, every lifecycle option and shard keys.
        const auto shop = load("online-shop");
        QVERIFY(shop);
        QVERIFY(shop->entities.size() >= 15 && shop->entities.size() <= 25);
        std::set<Strategy> strategies;
        for (const Relationship &rel : shop->relationships)
            if (!rel.tree)
                strategies.insert(rel.strategy);
        QCOMPARE(strategies.size(), size_t(6));
        QVERIFY(std::any_of(shop->relationships.begin(), shop->relationships.end(),
            [](const Relationship &rel) { return rel.tree.has_value(); }));
        auto withOption = [&](auto has) {
            return std::count_if(shop->entities.begin(), shop->entities.end(), has);
        };
        QVERIFY(withOption([](const Entity &e) { return e.options.ttl.has_value(); }) >= 2);
        QVERIFY(withOption([](const Entity &e) { return e.options.capped.has_value(); }) == 1);
        QVERIFY(withOption([](const Entity &e) { return e.options.timeSeries.has_value(); }) == 1);
        QVERIFY(withOption([](const Entity &e) { return e.options.shardKey.has_value(); }) == 2);
        QVERIFY(hasIndex(*shop, { "attrs.n", "attrs.v" }));
        // Transfers carry their state, accounts the transfers in progress.
        const auto transfer = load("account-transfer");
        QVERIFY(transfer && hasIndex(*transfer, { "state", "lastModified" }));
        QVERIFY(findFieldPath(transfer->findEntityByName("accounts")->fields, "pendingTransactions"));
        for (const char *tree :
            { "category-tree-parent-refs", "category-tree-child-refs", "category-tree-ancestors",
                "category-tree-materialized-path", "category-tree-nested-sets" }) {
            const auto model = load(tree);
            QVERIFY(model);
            const auto self = std::find_if(model->relationships.begin(), model->relationships.end(),
                [](const Relationship &rel) { return rel.tree.has_value(); });
            QVERIFY2(self != model->relationships.end(), tree);
            QVERIFY(QString::fromLatin1(tree).endsWith(
                QString::fromLatin1(toString(self->tree->encoding).data())));
        }
    }
};

QTEST_GUILESS_MAIN(TestExamples)
#include "tst_examples.moc"
