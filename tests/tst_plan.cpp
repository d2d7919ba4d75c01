// SPDX-License-Identifier: GPL-3.0-or-later
// The diff engine's plans, without a server: semantic comparison, the order
// of steps, sharding, and servers without create or collMod.

#include "testsupport.h"

#include "diff/plan.h"
#include "diff/semanticcompare.h"
#include "io/modelreader.h"

#include <QtTest>

#include <algorithm>

using namespace docmodel;
using namespace docmodel::test;

namespace {

QString example(const QString &name)
{
    return sourcePath(QStringLiteral("resources/examples/%1.dmodel").arg(name));
}

// The server's side of a blog database holding only comments, with one index.
DatabaseState blogServerWith(const char *commentsIndex)
{
    DatabaseState server;
    server.database = "blog";
    CollectionState comments;
    comments.name = "comments";
    comments.indexes.push_back(JsonValue::parse(commentsIndex));
    server.collections.push_back(comments);
    return server;
}

} // namespace

class TestPlan : public QObject
{
    Q_OBJECT

private slots:
    void semanticComparison()
    {
        const JsonValue wanted = JsonValue::parse(
            R"({"$jsonSchema": {"bsonType": "object", "required": ["b", "a"], "properties": {"n": {"bsonType": "int"}, "s": {"bsonType": ["string", "null"]}}}})");
        const JsonValue actual = JsonValue::parse(
            R"({"$jsonSchema": {"properties": {"s": {"bsonType": ["null", "string"]}, "n": {"bsonType": ["int"]}}, "required": ["a", "b"], "bsonType": "object"}})");
        QVERIFY(sameValidator(wanted, actual));
        JsonValue other = actual;
        other["$jsonSchema"]["properties"]["n"]["bsonType"] = "long";
        QVERIFY(!sameValidator(wanted, other));

        const JsonValue model = JsonValue::parse(R"({"key": {"t": "text", "a": "text"}, "name": "t"})");
        const JsonValue server = JsonValue::parse(
            R"({"v": 2, "key": {"_fts": "text", "_ftsx": 1}, "name": "t", "weights": {"a": 1, "t": 1}, "default_language": "english", "language_override": "language", "textIndexVersion": 3})");
        QVERIFY(indexDifferences(model, server).empty());
        const JsonValue ttl = JsonValue::parse(R"({"key": {"at": 1.0}, "name": "at_1", "expireAfterSeconds": 60})");
        const JsonValue ttlServer = JsonValue::parse(R"({"v": 2, "key": {"at": 1}, "name": "at_1", "expireAfterSeconds": 3600})");
        QCOMPARE(indexDifferences(ttl, ttlServer), std::vector<std::string>({ "expireAfterSeconds" }));
        const JsonValue collated = JsonValue::parse(R"({"key": {"n": 1}, "name": "n_1", "collation": {"locale": "fr"}})");
        const JsonValue collatedServer = JsonValue::parse(
            R"({"key": {"n": 1}, "name": "n_1", "collation": {"locale": "fr", "strength": 3, "caseLevel": false}})");
        QVERIFY(indexDifferences(collated, collatedServer).empty());
    }

    void planOrdersAndKeepsDropsUnselected()
    {
        LoadResult loaded = loadModelFile(example(QStringLiteral("blog")));
        QVERIFY(loaded.ok());
        DatabaseState server = blogServerWith(R"({"key": {"date": -1}, "name": "date_-1", "expireAfterSeconds": 10})");
        server.collections[0].indexes.push_back(JsonValue::parse(R"({"key": {"handmade": 1}, "name": "handmade_1"})"));
        CollectionState stray;
        stray.name = "stray";
        server.collections.push_back(stray);
        const Plan plan = planChanges(modelState(*loaded.model), server);
        QStringList kinds;
        for (const PlanStep &step : plan.steps)
            kinds << stepKindName(step.kind) + QLatin1Char(' ') + QString::fromStdString(step.collection)
                    + (step.selected ? QString() : QStringLiteral(" (unselected)"));
        // A TTL the model does not have cannot be removed by collMod: the
        // index is dropped and created again, the two steps partners.
        QCOMPARE(kinds,
            QStringList({ QStringLiteral("create collection posts"), QStringLiteral("set validator comments"),
                QStringLiteral("drop index comments"), QStringLiteral("create index posts"),
                QStringLiteral("create index comments"), QStringLiteral("create index comments"),
                QStringLiteral("drop index comments (unselected)"), QStringLiteral("drop collection stray (unselected)") }));
        const PlanStep &dropTtl = plan.steps[2];
        QCOMPARE(dropTtl.command.dump(), std::string(R"({"dropIndexes":"comments","index":"date_-1"})"));
        QVERIFY(dropTtl.partner > 2);
        QCOMPARE(plan.steps[size_t(dropTtl.partner)].index, std::string("date_-1"));
        QCOMPARE(plan.steps[size_t(dropTtl.partner)].partner, 2);

        // A TTL the model changes is changed in place.
        LoadResult withTtl = loadModelFile(example(QStringLiteral("hosts-logs")));
        QVERIFY(withTtl.ok());
        DatabaseState logs = modelState(*withTtl.model);
        for (CollectionState &collection : logs.collections)
            for (JsonValue &spec : collection.indexes)
                if (spec.contains("expireAfterSeconds"))
                    spec["expireAfterSeconds"] = 10;
        const Plan ttlPlan = planChanges(modelState(*withTtl.model), logs);
        QCOMPARE(ttlPlan.steps.size(), size_t(1));
        QCOMPARE(ttlPlan.steps[0].kind, StepKind::ChangeIndex);
        QVERIFY(ttlPlan.steps[0].command.at("index").at("expireAfterSeconds").is_number());
    }

    // --shard: on a mongos, every collection with a shard key gets
    // enableSharding (once) and shardCollection on admin, after an index
    // that starts with the key; one sharded by another key is reported,
    // never resharded; not a mongos: a note and no step.
    void planSharding()
    {
        LoadResult loaded = loadModelFile(example(QStringLiteral("blog")));
        QVERIFY(loaded.ok());
        const Model model = shardedBlog(*loaded.model);
        DatabaseState server;
        server.database = "blog";
        server.mongos = true;
        server.shardKeysKnown = true;
        PlanOptions options;
        options.shard = true;
        const auto describe = [](const Plan &plan) {
            QStringList kinds;
            for (const PlanStep &step : plan.steps)
                kinds << (stepKindName(step.kind) + QLatin1Char(' ') + QString::fromStdString(step.collection) + QLatin1Char(' ')
                    + QString::fromStdString(step.index))
                             .trimmed();
            return kinds;
        };
        Plan plan = planChanges(modelState(model), server, options);
        const QStringList kinds = describe(plan);
        // comments' shard key starts its post_id_1_date_-1 index: no new index.
        QVERIFY2(kinds.contains(QStringLiteral("create index posts author_hashed")), qPrintable(kinds.join(QLatin1Char('\n'))));
        QVERIFY(!kinds.contains(QStringLiteral("create index comments post_id_1")));
        const qsizetype enable = kinds.indexOf(QStringLiteral("enable sharding"));
        QVERIFY(enable > kinds.lastIndexOf(QRegularExpression(QStringLiteral("^create index"))));
        QCOMPARE(kinds.mid(enable), QStringList({ QStringLiteral("enable sharding"), QStringLiteral("shard collection posts"),
                                         QStringLiteral("shard collection comments") }));
        const PlanStep &shardPosts = plan.steps[size_t(enable + 1)];
        QVERIFY(shardPosts.onAdmin);
        QCOMPARE(shardPosts.command.dump(), std::string(R"({"shardCollection":"blog.posts","key":{"author":"hashed"}})"));
        QVERIFY(plan.steps[size_t(enable)].onAdmin);

        // Without --shard: nothing about sharding.
        QVERIFY(!describe(planChanges(modelState(model), server)).join(QLatin1Char(' ')).contains(QLatin1String("shard")));

        // Already sharded: posts by its key (nothing to do), comments by another.
        CollectionState posts;
        posts.name = "posts";
        posts.shardKey = JsonValue::parse(R"({"author": "hashed"})");
        posts.indexes.push_back(JsonValue::parse(R"({"key": {"author": "hashed"}, "name": "author_hashed"})"));
        CollectionState comments;
        comments.name = "comments";
        comments.shardKey = JsonValue::parse(R"({"_id": 1})");
        server.collections = { posts, comments };
        plan = planChanges(modelState(model), server, options);
        QStringList after = describe(plan);
        QVERIFY2(!after.join(QLatin1Char(' ')).contains(QLatin1String("shard collection")), qPrintable(after.join(QLatin1Char('\n'))));
        QVERIFY(!after.contains(QStringLiteral("enable sharding")));
        QVERIFY(after.contains(QStringLiteral("needs resharding comments")));
        const PlanStep &reshard = plan.steps[size_t(after.indexOf(QStringLiteral("needs resharding comments")))];
        QVERIFY(reshard.command.is_null());
        QVERIFY(!reshard.selected);

        // Not a mongos.
        server.mongos = false;
        plan = planChanges(modelState(model), server, options);
        QVERIFY(!describe(plan).join(QLatin1Char(' ')).contains(QLatin1String("shard")));
        QVERIFY(plan.notes.join(QLatin1Char(' ')).contains(QLatin1String("not a mongos")));
    }

    // Told before anything runs: without create, collections come through
    // their _id index; without collMod, validator and in-place index steps
    // are listed and not run.
    void planWithoutCreateOrCollMod()
    {
        LoadResult loaded = loadModelFile(example(QStringLiteral("blog")));
        QVERIFY(loaded.ok());
        DatabaseState server = blogServerWith(R"({"key": {"date": -1}, "name": "date_-1", "hidden": true})");
        const Plan full = planChanges(modelState(*loaded.model), server);
        QVERIFY(std::all_of(full.steps.begin(), full.steps.end(), [](const PlanStep &step) { return step.selected; }));
        server.hasCreate = false;
        server.hasCollMod = false;
        const Plan plan = planChanges(modelState(*loaded.model), server);
        QCOMPARE(plan.steps.size(), full.steps.size());
        QVERIFY2(plan.notes.join(QLatin1Char('\n')).contains(QLatin1String("no create command")),
            qPrintable(plan.notes.join(QLatin1Char('\n'))));
        QVERIFY(plan.notes.join(QLatin1Char('\n')).contains(QLatin1String("no collMod command")));
        for (const PlanStep &step : plan.steps) {
            const bool collMod = step.kind == StepKind::SetValidator || step.kind == StepKind::ChangeIndex;
            QCOMPARE(step.selected, !collMod);
            if (step.kind == StepKind::CreateCollection)
                QVERIFY(step.reason.contains(QLatin1String("through its _id index")));
        }
    }
};

QTEST_GUILESS_MAIN(TestPlan)
#include "tst_plan.moc"
