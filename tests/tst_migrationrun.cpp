// SPDX-License-Identifier: GPL-3.0-or-later
// The pure part of running a data migration (model/migrate), without a
// server: the _id ranges batches run on, what the progress collection's
// records decide, the counts a step must conserve and which steps wait.
#include "testsupport.h"

#include "migrate/migrationprogress.h"
#include "migrate/migrationreport.h"
#include "migrate/pipelinestages.h"
#include "preview/bsonptr.h"

#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;
using json = nlohmann::json;

namespace {

// {v: value} from relaxed Extended JSON.
BsonPtr kept(const char *valueJson)
{
    const std::string text = std::string("{\"v\": ") + valueJson + "}";
    return BsonPtr(bson_new_from_json(
        reinterpret_cast<const uint8_t *>(text.data()), ssize_t(text.size()), nullptr));
}

std::string relaxed(const BsonPtr &document)
{
    return relaxedJson(document.get());
}

DataStep mergeStep(
    const std::string &from, const std::string &into, const std::string &whenNotMatched)
{
    DataStep step;
    step.collection = from;
    step.pipeline = json::array({ { { "$project", { { "a", 1 } } } },
        { { "$merge", { { "into", into }, { "whenNotMatched", whenNotMatched } } } } });
    step.writes = { into };
    return step;
}

} // namespace

class TestMigrationRun : public QObject
{
    Q_OBJECT

private slots:
    void rangesOfOneTypeCompareDirectly()
    {
        QCOMPARE(relaxed(idRangeFilter(kept("3"), kept("10"), false)),
            std::string(R"({ "_id" : { "$gt" : 3, "$lte" : 10 } })"));
        QCOMPARE(relaxed(idRangeFilter(BsonPtr(), kept("10"), false)),
            std::string(R"({ "_id" : { "$lte" : 10 } })"));
        // No bound at all: every document, one batch.
        QCOMPARE(relaxed(idRangeFilter(BsonPtr(), BsonPtr(), false)), std::string("{ }"));
    }

    // Numbers and strings among the _ids: $expr compares across types as
    // the server sorts them, where {_id: {$gt: 3}} would skip every string.
    void rangesOfMixedTypesUseExpr()
    {
        QCOMPARE(relaxed(idRangeFilter(kept("3"), kept("\"b\""), true)),
            std::string(R"({ "$expr" : { "$and" : [ { "$gt" : [ "$_id", { "$literal" : 3 } ] }, )"
                        R"({ "$lte" : [ "$_id", { "$literal" : "b" } ] } ] } })"));
        QCOMPARE(idTypeClass(BSON_TYPE_INT32), idTypeClass(BSON_TYPE_DOUBLE));
        QVERIFY(idTypeClass(BSON_TYPE_UTF8) != idTypeClass(BSON_TYPE_INT64));
    }

    void batchPipelineMatchesItsRangeFirst()
    {
        std::vector<BsonPtr> stages;
        stages.push_back(BsonPtr(bson_new_from_json(
            reinterpret_cast<const uint8_t *>(R"({"$set": {"x": 1}})"), -1, nullptr)));
        QCOMPARE(relaxed(batchPipeline(stages, kept("1"), BsonPtr(), false)),
            std::string(
                R"({ "pipeline" : [ { "$match" : { "_id" : { "$gt" : 1 } } }, { "$set" : { "x" : 1 } } ] })"));
    }

    void mergeTargetsAndInserts()
    {
        const DataStep into = mergeStep("comments", "movies", "discard");
        QCOMPARE(mergeTarget(into), std::string("movies"));
        QVERIFY(!mergeInserts(into));
        QVERIFY(mergeInserts(mergeStep("a", "b", "insert")));
        QCOMPARE(withoutMerge(into.pipeline).size(), size_t(1));
        DataStep plain;
        plain.collection = "movies";
        QCOMPARE(mergeTarget(plain), std::string("movies"));
    }

    // A step that fills another collection adds at most what it wrote, and
    // exactly that to an empty one; a merge that discards adds none.
    void countsAStepMustConserve()
    {
        const DataStep fills = mergeStep("a", "b", "insert");
        MigrationStepReport report;
        report.collection = QStringLiteral("a");
        report.target = QStringLiteral("b");
        report.targetBefore = 0;
        report.outputDocuments = 5;
        report.targetAfter = 5;
        QVERIFY(countProblem(fills, report).isEmpty());
        report.targetAfter = 4;
        QVERIFY(countProblem(fills, report).contains(QLatin1String("wrote 5")));
        report.targetBefore = 10;
        report.targetAfter = 16;
        QVERIFY(!countProblem(fills, report).isEmpty());

        const DataStep discards = mergeStep("a", "b", "discard");
        report.targetAfter = 10;
        QVERIFY(countProblem(discards, report).isEmpty());
        report.targetAfter = 11;
        QVERIFY(countProblem(discards, report).contains(QLatin1String("adds none")));
        // Started by the mongosh script, which does not count: nothing to judge.
        report.targetBefore = -1;
        QVERIFY(countProblem(discards, report).isEmpty());
    }

    // What the records say: the latest batch of each step, an interrupted
    // run that needs --resume, and counts that changed since the dry run.
    void progressRecordsDecideTheStart()
    {
        MigrationProgress progress(3);
        progress.addDryRun(
            QDateTime::fromMSecsSinceEpoch(1000), { { QStringLiteral("movies"), 10 } });
        progress.addDryRun(
            QDateTime::fromMSecsSinceEpoch(500), { { QStringLiteral("movies"), 99 } }); // older
        QCOMPARE(progress.dryRunCounts().at(QStringLiteral("movies")), qint64(10));
        QVERIFY(
            progress.startRefusal(QStringLiteral("m1"), false, { { QStringLiteral("movies"), 10 } })
                .isEmpty());
        QVERIFY(
            progress.startRefusal(QStringLiteral("m1"), false, { { QStringLiteral("movies"), 11 } })
                .contains(QLatin1String("movies holds 11 documents, 10 at the dry run")));

        progress.addStart(0, 0, 10);
        progress.addBatch(0, 2, kept("20"));
        progress.addBatch(0, 1, kept("10")); // an older record read later
        progress.addBatch(7, 1, kept("1")); // no such step: ignored
        QCOMPARE(progress.step(0).batches, 2);
        QCOMPARE(relaxed(progress.step(0).upTo), std::string(R"({ "v" : 20 })"));
        QVERIFY(progress.interrupted());
        QVERIFY(progress.startRefusal(QStringLiteral("m1"), false, {})
                    .contains(QLatin1String("--resume")));
        QVERIFY(progress.startRefusal(QStringLiteral("m1"), true, {}).isEmpty());

        progress.addBatch(0, 3, BsonPtr()); // the open-ended last batch
        QVERIFY(progress.step(0).lastBatchDone);
        progress.addFinished(0);
        QVERIFY(!progress.interrupted());
        QVERIFY(progress.anyRecorded());
        QCOMPARE(progressRecordId(QStringLiteral("m1"), QStringLiteral("batch"), 0, 3, 0),
            QStringLiteral("m1/0/batch3"));
        QCOMPARE(progressRecordId(QStringLiteral("m1"), QStringLiteral("dry-run"), -1, 0, 42),
            QStringLiteral("m1/dry-run/42"));
    }

    // Destructive steps wait for a request and for a clean post-check; the
    // post-check follows the last step that writes a collection.
    void destructiveStepsWait()
    {
        DataStep drop;
        drop.collection = "comments";
        drop.drop = true;
        drop.destructive = true;
        QVERIFY(skipReason(drop, false, HeldBack::Nothing).contains(QLatin1String("--allow-drop")));
        QVERIFY(skipReason(drop, true, HeldBack::PostCheck).contains(QLatin1String("post-check")));
        QVERIFY(skipReason(drop, true, HeldBack::ChildrenNotReached).contains(QLatin1String("fewer children reached")));
        QVERIFY(skipReason(drop, true, HeldBack::Nothing).isEmpty());

        DataMigration migration;
        migration.steps = { mergeStep("comments", "movies", "discard"),
            mergeStep("ratings", "movies", "discard"), drop };
        QVERIFY(collectionsCheckedAfter(migration, 0).empty()); // movies is written again
        QCOMPARE(collectionsCheckedAfter(migration, 1), std::vector<std::string> { "movies" });
        QVERIFY(collectionsCheckedAfter(migration, 2).empty());
    }

    void plannedReportsNameWhatIsSent()
    {
        DataMigration migration;
        migration.steps = { mergeStep("comments", "movies", "discard") };
        DataStep removal;
        removal.collection = "comments";
        removal.deleteWhere = { { "movie_id", { { "$exists", true } } } };
        migration.steps.push_back(removal);
        const std::vector<MigrationStepReport> reports = plannedStepReports(migration);
        QCOMPARE(reports.size(), size_t(2));
        QCOMPARE(reports[0].target, QStringLiteral("movies"));
        QVERIFY(reports[0].command.contains(QLatin1String("$merge")));
        QVERIFY(reports[1].deletes);
        QVERIFY(reports[1].command.startsWith(QLatin1String("{\"deleteMany\"")));
    }
};

QTEST_GUILESS_MAIN(TestMigrationRun)
#include "tst_migrationrun.moc"
