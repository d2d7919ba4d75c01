// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisorcases.h"
#include "testsupport.h"

#include "advisor/advisor.h"
#include "advisor/indexadvice.h"
#include "advisor/recommendation.h"
#include "advisor/shardadvice.h"
#include "advisor/strategyadvice.h"
#include "io/modelwriter.h"

#include <QtTest>

#include <set>

using namespace docmodel;
using namespace docmodel::test;

namespace {

std::vector<const Diagnostic *> findings(const AdvisorReport &report, RuleId rule)
{
    std::vector<const Diagnostic *> out;
    for (const Diagnostic &d : report.diagnostics)
        if (d.rule == rule)
            out.push_back(&d);
    return out;
}

QString listed(const AdvisorReport &report)
{
    QStringList lines;
    for (const Diagnostic &d : report.diagnostics)
        lines << QString::fromStdString(ruleLabel(d.ruleInfo()) + " " + d.objectId)
                + QLatin1String(": ") + d.message;
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TestAdvisor : public QObject
{
    Q_OBJECT

private slots:
    void catalogueIsConsistent()
    {
        std::set<std::string_view> codes;
        std::set<std::string_view> slugs;
        for (const Rule &r : ruleCatalogue()) {
            QVERIFY(codes.insert(r.code).second);
            QVERIFY(slugs.insert(r.slug).second);
            QCOMPARE(r.code.size(), size_t(5));
            QVERIFY(r.code.starts_with("DM"));
            QCOMPARE(&rule(r.id), &r);
            QCOMPARE(findRule(r.code), &r);
            QCOMPARE(findRule(r.slug), &r);
            QVERIFY(
                !ruleTitle(r).isEmpty() && !ruleDescription(r).isEmpty() && !ruleFix(r).isEmpty());
        }
        QCOMPARE(ruleLabel(rule(RuleId::UnboundedArray)), std::string("DM101 unbounded-array"));
        QVERIFY(!findRule("DM999"));
    }

    void readmeListsEveryRule()
    {
        const QString readme = QString::fromUtf8(readFile(sourcePath(QStringLiteral("README.md"))));
        for (const Rule &r : ruleCatalogue()) {
            const QString row = QStringLiteral("| `%1` | `%2` | %3 |")
                                    .arg(QLatin1String(r.code), QLatin1String(r.slug),
                                        QLatin1String(toString(r.severity)));
            QVERIFY2(readme.contains(row), qPrintable(row));
        }
    }

    void everyRuleHasACase()
    {
        std::set<RuleId> covered;
        for (const RuleCase &c : ruleCases())
            covered.insert(c.rule);
        for (const Rule &r : ruleCatalogue())
            QVERIFY2(covered.count(r.id), r.code.data());
    }

    void eachRule_data()
    {
        QTest::addColumn<int>("index");
        const auto cases = ruleCases();
        for (size_t i = 0; i < cases.size(); ++i)
            QTest::newRow(ruleLabel(rule(cases[i].rule)).c_str()) << int(i);
    }

    // Each rule fires on its minimal model, on the right object, and not on
    // the model changed just enough.
    void eachRule()
    {
        QFETCH(int, index);
        const RuleCase c = ruleCases()[size_t(index)];
        const AdvisorReport bad = runAdvisor(c.triggering());
        const auto found = findings(bad, c.rule);
        QVERIFY2(!found.empty(), qPrintable(listed(bad)));
        QCOMPARE(found.front()->objectId, c.object);
        QCOMPARE(found.front()->severity, docmodel::rule(c.rule).severity);
        QVERIFY(!found.front()->message.isEmpty());
        QVERIFY(!found.front()->pointer.empty());
        const AdvisorReport good = runAdvisor(c.clean());
        QVERIFY2(findings(good, c.rule).empty(), qPrintable(listed(good)));
    }

    void disabledRuleIsSilent()
    {
        for (const std::string name : { "DM101", "unbounded-array" }) {
            Model model = ruleCases()[2].triggering();
            QCOMPARE(ruleCases()[2].rule, RuleId::UnboundedArray);
            model.advisor.disabledRules = { name };
            const AdvisorReport report = runAdvisor(model);
            QVERIFY(findings(report, RuleId::UnboundedArray).empty());
            QCOMPARE(report.disabledRules, 1);
        }
    }

    void suppressionNamesRuleAndObject()
    {
        Model model = ruleCases()[2].triggering();
        model.advisor.suppressions = { { "DM101", "other-object", "not this one" } };
        QCOMPARE(findings(runAdvisor(model), RuleId::UnboundedArray).size(), size_t(1));
        model.advisor.suppressions = { { "DM101", "posts-comments", "capped by the app" } };
        const AdvisorReport report = runAdvisor(model);
        QVERIFY(findings(report, RuleId::UnboundedArray).empty());
        QCOMPARE(report.suppressed.size(), size_t(1));
        QCOMPARE(report.suppressed.front().rule, RuleId::UnboundedArray);
    }

    void diagnosticsAreSortedBySeverity()
    {
        Model model = ruleCases()[2].triggering(); // an error
        model.relationships[0].readWriteRatio = 50; // and an info
        const AdvisorReport report = runAdvisor(model);
        QVERIFY(report.diagnostics.size() >= 1);
        for (size_t i = 1; i < report.diagnostics.size(); ++i)
            QVERIFY(report.diagnostics[i - 1].severity <= report.diagnostics[i].severity);
        QCOMPARE(worstSeverity(report, "posts-comments"), std::optional(Severity::Error));
        QVERIFY(!worstSeverity(report, "nothing"));
        QVERIFY(hasDiagnosticAtLeast(report, Severity::Error));
    }

    void esrOrdersEqualitySortRange()
    {
        Model model = withFields();
        const AccessPattern q = query("ap", "items",
            { { "created", FilterOp::Range }, { "state", FilterOp::Equality } },
            { { "priority", SortDirection::Desc } });
        const std::vector<IndexKey> expected = { { "state", IndexKeyKind::Asc },
            { "priority", IndexKeyKind::Desc }, { "created", IndexKeyKind::Asc } };
        QCOMPARE(esrKeys(model, q), expected);
    }

    void inBeforeSortIsARange()
    {
        const AccessPattern q = query(
            "ap", "items", { { "state", FilterOp::In } }, { { "created", SortDirection::Asc } });
        const std::vector<IndexKey> expected
            = { { "created", IndexKeyKind::Asc }, { "state", IndexKeyKind::Asc } };
        QCOMPARE(esrKeys(withFields(), q), expected);
    }

    void indexAdviceListsQueriesPerIndex()
    {
        Model model = withFields();
        model.indexes = { index("ix-state", "items", { { "state", IndexKeyKind::Asc } }),
            index("ix-state-created", "items",
                { { "state", IndexKeyKind::Asc }, { "created", IndexKeyKind::Asc } }) };
        model.accessPatterns = { query("ap-sorted", "items", { { "state", FilterOp::Equality } },
                                     { { "created", SortDirection::Desc } }),
            query("ap-by-id", "items", { { "_id", FilterOp::Equality } }) };
        const IndexAdvice advice = adviseIndexes(model);
        QCOMPARE(advice.queries.size(), size_t(2));
        // The longer index gives the sort (read backwards).
        QCOMPARE(advice.queries[0].servedBy, std::string("ix-state-created"));
        QVERIFY(!advice.queries[0].sortInMemory);
        QCOMPARE(advice.queries[1].servedBy, std::string(kIdIndex));
        QCOMPARE(advice.indexes[0].queryIds.size(), size_t(0));
        QCOMPARE(advice.indexes[1].queryIds, std::vector<std::string> { "ap-sorted" });
    }

    void monotonicShardKeysAreFlagged()
    {
        Model model = withFields();
        model.entities[0].estimatedCount = 500'000'000;
        model.accessPatterns = { query("ap", "items", { { "state", FilterOp::Equality } },
            { { "created", SortDirection::Asc } }) };
        const ShardAdvice advice = adviseShardKey(model, model.entities[0], 0);
        QVERIFY(advice.merits);
        QVERIFY(!advice.candidates.empty());
        for (size_t i = 1; i < advice.candidates.size(); ++i)
            QVERIFY(advice.candidates[i - 1].score() >= advice.candidates[i].score());
        const ShardCandidate byId = scoreShardKey(
            model, model.entities[0], ShardKey { { { "_id", IndexKeyKind::Asc } }, false });
        QVERIFY(byId.monotonic);
        QCOMPARE(byId.writeSpread, 0);
        const ShardCandidate byDate = scoreShardKey(
            model, model.entities[0], ShardKey { { { "created", IndexKeyKind::Asc } }, false });
        QVERIFY(byDate.monotonic);
        const ShardCandidate compound = scoreShardKey(model, model.entities[0],
            ShardKey {
                { { "state", IndexKeyKind::Asc }, { "created", IndexKeyKind::Asc } }, false });
        QVERIFY(!compound.monotonic);
        QVERIFY(compound.score() > byId.score());
        QVERIFY(!compound.reasons.isEmpty());
        QVERIFY(!meritsSharding(collection("small"), 1000));
    }

    void applyingARecommendationEditsOnlyItsObject()
    {
        const Model before = ruleCases()[2].triggering(); // unbounded child ids
        const Diagnostic d = findings(runAdvisor(before), RuleId::UnboundedArray).front()[0];
        QCOMPARE(d.recommendation.kind, Recommendation::Kind::SetStrategy);
        QCOMPARE(d.recommendation.strategy, Strategy::ParentReferencing);
        const Model after = applyRecommendation(before, d.recommendation);
        QCOMPARE(after.relationships[0].strategy, Strategy::ParentReferencing);
        QCOMPARE(after.entities, before.entities);
        QVERIFY(findings(runAdvisor(after), RuleId::UnboundedArray).empty());
        // Applying it again changes nothing.
        QVERIFY(applyRecommendation(after, d.recommendation) == after);
    }

    void addIndexRecommendationServesTheQuery()
    {
        const Model before = indexedQueryModel();
        const Diagnostic d = findings(runAdvisor(before), RuleId::UnindexedQuery).front()[0];
        QCOMPARE(d.recommendation.kind, Recommendation::Kind::AddIndex);
        const Model after = applyRecommendation(before, d.recommendation);
        QCOMPARE(after.indexes.size(), before.indexes.size() + 1);
        QVERIFY(findings(runAdvisor(after), RuleId::UnindexedQuery).empty());
        QVERIFY(findings(runAdvisor(after), RuleId::InMemorySort).empty());
    }

    void embeddingAChildCollectionMakesItEmbedded()
    {
        Model before = ruleCases()[17].triggering(); // one-to-few by reference
        QCOMPARE(ruleCases()[17].rule, RuleId::NormalizingEverything);
        const Diagnostic d = findings(runAdvisor(before), RuleId::NormalizingEverything).front()[0];
        QCOMPARE(d.recommendation.strategy, Strategy::Embed);
        const Model after = applyRecommendation(before, d.recommendation);
        QCOMPARE(after.findEntity("comments")->kind, EntityKind::Embedded);
    }

    void advisorIsDeterministic()
    {
        for (const RuleCase &c : ruleCases()) {
            const AdvisorReport a = runAdvisor(c.triggering());
            const AdvisorReport b = runAdvisor(c.triggering());
            QCOMPARE(listed(a), listed(b));
        }
    }

    void fullModelRunsWithoutSurprises()
    {
        // Every value the format has set: the rules must cope with all of it.
        const AdvisorReport report = runAdvisor(fullModel());
        for (const Diagnostic &d : report.diagnostics)
            QVERIFY(!d.message.isEmpty());
    }

private:
    static Model withFields()
    {
        Model model;
        model.entities = { collection("items",
            { makeField("state", { BsonType::Int }, true),
                makeField("created", { BsonType::Date }, true),
                makeField("priority", { BsonType::Int }, true) }) };
        return model;
    }

    static Model indexedQueryModel()
    {
        Model model = withFields();
        model.accessPatterns = { query("ap", "items", { { "state", FilterOp::Equality } },
            { { "created", SortDirection::Asc } }) };
        return model;
    }
};

QTEST_GUILESS_MAIN(TestAdvisor)
#include "tst_advisor.moc"
