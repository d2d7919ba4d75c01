// SPDX-License-Identifier: GPL-3.0-or-later
// One index change planned against a server's collection as read: the keys
// as typed in mongosh's syntax, the plan's one step (create, drop, collMod
// hidden) and the refusals that keep a wrong change from being sent.
#include "diff/indexchange.h"

#include <QtTest>

using namespace docmodel;

namespace {

DatabaseState shop()
{
    DatabaseState state;
    state.database = "shop";
    CollectionState orders;
    orders.name = "orders";
    orders.indexes = { JsonValue::parse(R"({"v": 2, "key": {"customerId": 1}, "name": "customerId_1"})"),
        JsonValue::parse(R"({"v": 2, "key": {"at": -1}, "name": "byDate", "hidden": true})") };
    state.collections = { orders };
    return state;
}

IndexChange named(IndexChange::Kind kind, const std::string &name)
{
    IndexChange change;
    change.kind = kind;
    change.collection = "orders";
    change.name = name;
    return change;
}

} // namespace

class TestIndexChange : public QObject
{
    Q_OBJECT

private slots:
    void keysAsTyped()
    {
        QString error;
        const auto keys = parseIndexKeys("{sku: 1, 'a.b': -1, loc: '2dsphere', body: \"text\", h: 'hashed', p: '2d', d: -1.5}", &error);
        QVERIFY2(keys, qPrintable(error));
        const std::vector<IndexKey> expected { { "sku", IndexKeyKind::Asc }, { "a.b", IndexKeyKind::Desc },
            { "loc", IndexKeyKind::Geo2dSphere }, { "body", IndexKeyKind::Text }, { "h", IndexKeyKind::Hashed },
            { "p", IndexKeyKind::Geo2d }, { "d", IndexKeyKind::Desc } };
        QVERIFY(*keys == expected);
        const auto wildcard = parseIndexKeys("{'attrs.$**': 1}", &error);
        QVERIFY2(wildcard, qPrintable(error));
        QCOMPARE(wildcard->front().kind, IndexKeyKind::Wildcard);
        QCOMPARE(wildcard->front().field, std::string("attrs"));
        for (const char *bad : { "{sku: 0}", "{sku: 'up'}", "{sku: true}", "{}", "{sku: 1", "[1]" }) {
            error.clear();
            QVERIFY2(!parseIndexKeys(bad, &error), bad);
            QVERIFY2(!error.isEmpty(), bad);
        }
    }

    void oneStepPerChange()
    {
        QString error;
        IndexChange create;
        create.collection = "orders";
        create.index.keys = { { "sku", IndexKeyKind::Asc } };
        create.index.unique = true;
        std::optional<Plan> plan = planIndexChange(shop(), create, &error);
        QVERIFY2(plan, qPrintable(error));
        QCOMPARE(plan->steps.size(), size_t(1));
        QCOMPARE(plan->steps[0].kind, StepKind::CreateIndex);
        QVERIFY(plan->steps[0].selected);
        QCOMPARE(plan->steps[0].command.at("indexes").at(0).at("name"), JsonValue("sku_1"));
        QCOMPARE(plan->steps[0].command.at("indexes").at(0).at("unique"), JsonValue(true));

        plan = planIndexChange(shop(), named(IndexChange::Kind::Drop, "customerId_1"), &error);
        QVERIFY2(plan, qPrintable(error));
        QCOMPARE(plan->steps.size(), size_t(1));
        QCOMPARE(plan->steps[0].kind, StepKind::DropIndex);
        QVERIFY(plan->steps[0].destructive);
        QVERIFY(plan->steps[0].selected); // what was asked for
        QVERIFY2(plan->steps[0].reason.contains(QLatin1String("Drop the index customerId_1")),
            qPrintable(plan->steps[0].reason));

        plan = planIndexChange(shop(), named(IndexChange::Kind::Hide, "customerId_1"), &error);
        QVERIFY2(plan, qPrintable(error));
        QCOMPARE(plan->steps.size(), size_t(1));
        QCOMPARE(plan->steps[0].kind, StepKind::ChangeIndex);
        QCOMPARE(plan->steps[0].command.at("index").at("hidden"), JsonValue(true));

        plan = planIndexChange(shop(), named(IndexChange::Kind::Unhide, "byDate"), &error);
        QVERIFY2(plan, qPrintable(error));
        QCOMPARE(plan->steps.size(), size_t(1));
        QCOMPARE(plan->steps[0].command.at("index").at("hidden"), JsonValue(false));

        // A missing collection: createIndexes makes it, the plan says so.
        create.collection = "returns";
        plan = planIndexChange(shop(), create, &error);
        QVERIFY2(plan, qPrintable(error));
        QCOMPARE(plan->steps.front().kind, StepKind::CreateCollection);
        QCOMPARE(plan->steps.back().kind, StepKind::CreateIndex);
    }

    void refusals_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("argument");
        QTest::addColumn<QString>("says");
        QTest::newRow("same keys") << int(IndexChange::Kind::Create) << QStringLiteral("customerId") << QStringLiteral("on these keys: customerId_1");
        QTest::newRow("same name") << int(IndexChange::Kind::Create) << QStringLiteral("byDate") << QStringLiteral("named byDate");
        QTest::newRow("drop _id") << int(IndexChange::Kind::Drop) << QStringLiteral("_id_") << QStringLiteral("_id index");
        QTest::newRow("drop missing") << int(IndexChange::Kind::Drop) << QStringLiteral("nope") << QStringLiteral("no index named nope");
        QTest::newRow("hide hidden") << int(IndexChange::Kind::Hide) << QStringLiteral("byDate") << QStringLiteral("hidden already");
        QTest::newRow("unhide shown") << int(IndexChange::Kind::Unhide) << QStringLiteral("customerId_1") << QStringLiteral("not hidden");
    }

    void refusals()
    {
        QFETCH(int, kind);
        QFETCH(QString, argument);
        QFETCH(QString, says);
        IndexChange change = named(IndexChange::Kind(kind), argument.toStdString());
        if (change.kind == IndexChange::Kind::Create) {
            change.index.keys = { { argument == QLatin1String("byDate") ? "other" : argument.toStdString(), IndexKeyKind::Asc } };
            change.index.name = argument == QLatin1String("byDate") ? "byDate" : "";
        }
        QString error;
        QVERIFY(!planIndexChange(shop(), change, &error));
        QVERIFY2(error.contains(says), qPrintable(error));
        change.collection = "nowhere";
        if (change.kind != IndexChange::Kind::Create) {
            QVERIFY(!planIndexChange(shop(), change, &error));
            QVERIFY2(error.contains(QLatin1String("no collection nowhere")), qPrintable(error));
        }
    }
};

QTEST_GUILESS_MAIN(TestIndexChange)
#include "tst_indexchange.moc"
