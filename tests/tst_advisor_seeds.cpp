// SPDX-License-Identifier: GPL-3.0-or-later
#include "testsupport.h"

#include "advisor/advisor.h"
#include "advisor/indexadvice.h"
#include "advisor/strategyadvice.h"
#include "io/modelreader.h"
#include "preview/collectionpreview.h"
#include "preview/documentsizes.h"

#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

Model example(const char *name)
{
    const LoadResult loaded = loadModelFile(
        sourcePath(QStringLiteral("resources/examples/%1.dmodel").arg(QLatin1String(name))));
    if (!loaded.ok())
        qFatal("%s", qPrintable(loaded.error.toString()));
    return *loaded.model;
}

Strategy recommended(const Model &model, const char *relationshipId)
{
    return recommendStrategy(model, *model.findRelationship(relationshipId)).strategy;
}

QueryIndexAdvice adviceFor(const Model &model, const std::string &queryId)
{
    for (const QueryIndexAdvice &q : adviseIndexes(model).queries)
        if (q.queryId == queryId)
            return q;
    qFatal("no advice for %s", queryId.c_str());
}

std::vector<IndexKey> asc(std::initializer_list<std::string> fields)
{
    std::vector<IndexKey> keys;
    for (const std::string &field : fields)
        keys.push_back({ field, IndexKeyKind::Asc });
    return keys;
}

bool reports(const Model &model, RuleId rule, const std::string &objectId)
{
    const AdvisorReport report = runAdvisor(model);
    return std::any_of(report.diagnostics.begin(), report.diagnostics.end(),
        [&](const Diagnostic &d) { return d.rule == rule && d.objectId == objectId; });
}

} // namespace

// The conclusions of the classic schema-design scenarios, reached by the
// advisor from each example's cardinalities, bounds and declared queries.
class TestAdvisorSeeds : public QObject
{
    Q_OBJECT

private slots:
    void howToStepsAreEmbedded()
    {
        const Model model = example("howto");
        QCOMPARE(recommended(model, "guide-steps"), Strategy::Embed);
        QVERIFY(!reports(model, RuleId::StrategyMismatch, "guide-steps"));
    }

    void commentsListedAcrossPostsAreReferencedWithAnIndexOnThePost()
    {
        const Model model = example("blog");
        QCOMPARE(recommended(model, "post-comments"), Strategy::ParentReferencing);
        const QueryIndexAdvice q = adviceFor(model, "ap-comments-of-post");
        QCOMPARE(q.suggested.front().field, std::string("post_id"));
        QCOMPARE(q.servedBy, std::string("ix-comments-post-date"));
        QVERIFY(!q.sortInMemory);
        // Without the index, the reference index the script creates finds
        // the comments but does not give their order; without that too, the
        // advisor asks for an index.
        Model bare = model;
        std::erase_if(bare.indexes, [](const Index &i) { return i.id == "ix-comments-post-date"; });
        QVERIFY(!reports(bare, RuleId::UnindexedQuery, "ap-comments-of-post"));
        QVERIFY(reports(bare, RuleId::InMemorySort, "ap-comments-of-post"));
        QCOMPARE(adviceFor(bare, "ap-comments-of-post").servedBy, std::string("post_id_1"));
        for (Relationship &rel : bare.relationships)
            rel.indexReference = rel.id != "post-comments" && rel.indexReference;
        QVERIFY(reports(bare, RuleId::UnindexedQuery, "ap-comments-of-post"));
    }

    void hostLogMessagesReferenceTheirHost()
    {
        const Model model = example("hosts-logs");
        QCOMPARE(recommended(model, "host-logs"), Strategy::ParentReferencing);
        // The example copies host fields beside the reference: still parent-referencing.
        QVERIFY(strategyFollows(*model.findRelationship("host-logs"), Strategy::ParentReferencing));
        QVERIFY(!reports(model, RuleId::StrategyMismatch, "host-logs"));
        QVERIFY(!reports(model, RuleId::UnboundedArray, "host-logs"));
    }

    void productCategoriesAreAnIdArrayWithAMultikeyIndex()
    {
        const Model model = example("products-categories");
        QCOMPARE(recommended(model, "product-categories"), Strategy::ChildReferencing);
        const QueryIndexAdvice q = adviceFor(model, "ap-products-in-category");
        QCOMPARE(q.suggested.front().field, std::string("category_ids"));
        QCOMPARE(q.multikeyFields, std::vector<std::string> { "category_ids" });
        QCOMPARE(q.servedBy, std::string("ix-products-categories"));
    }

    void forumThreadsAreMaterializedPathsWithThreadAndPathIndexes()
    {
        const Model model = example("forum-threads");
        QCOMPARE(recommendTreeEncoding(model, *model.findRelationship("comment-replies")).encoding,
            TreeEncoding::MaterializedPath);
        const QueryIndexAdvice thread = adviceFor(model, "ap-whole-thread");
        QCOMPARE(thread.suggested, asc({ "thread_id" }));
        QCOMPARE(thread.servedBy, std::string("ix-comments-thread"));
        QVERIFY(!thread.sortInMemory);
        const QueryIndexAdvice subThread = adviceFor(model, "ap-sub-thread");
        QCOMPARE(subThread.suggested, asc({ "path" }));
        QCOMPARE(subThread.servedBy, std::string("ix-comments-path"));
        QVERIFY(!subThread.sortInMemory);
        QVERIFY(!reports(model, RuleId::UnusedIndex, "ix-comments-thread"));
        QVERIFY(!reports(model, RuleId::UnusedIndex, "ix-comments-path"));
        QVERIFY(!reports(model, RuleId::TreeEncodingMismatch, "comment-replies"));
    }

    void patronAddressesAreEmbedded()
    {
        const Model model = example("patron-addresses");
        QCOMPARE(recommended(model, "patron-home"), Strategy::Embed);
        QCOMPARE(recommended(model, "patron-addresses"), Strategy::Embed);
    }

    void unboundedBooksReferenceTheirPublisher()
    {
        Model model = example("publishers-books");
        QCOMPARE(recommended(model, "publisher-books"), Strategy::ParentReferencing);
        QVERIFY(!reports(model, RuleId::UnboundedArray, "publisher-books"));
        // An array of books in the publisher is the error the seed warns of.
        model.relationships[0].strategy = Strategy::ChildReferencing;
        const AdvisorReport report = runAdvisor(model);
        const auto it = std::find_if(report.diagnostics.begin(), report.diagnostics.end(),
            [](const Diagnostic &d) { return d.rule == RuleId::UnboundedArray; });
        QVERIFY(it != report.diagnostics.end());
        QCOMPARE(it->severity, Severity::Error);
        QCOMPARE(it->recommendation.strategy, Strategy::ParentReferencing);
    }

    void theQueueIsIndexedOnStateThenCreated()
    {
        const Model model = example("worker-queue");
        const QueryIndexAdvice q = adviceFor(model, "ap-take-oldest");
        QCOMPARE(q.suggested, asc({ "state", "created" }));
        QCOMPARE(q.servedBy, std::string("ix-queue-state-created"));
        QVERIFY(!q.sortInMemory);
        QVERIFY(q.suggestedServes);
    }

    void keyValueAttributesHaveOneCompoundIndex()
    {
        const Model model = example("product-attributes");
        const QueryIndexAdvice q = adviceFor(model, "ap-kv-attribute");
        QCOMPARE(q.suggested, asc({ "attrs.n", "attrs.v" }));
        QCOMPARE(q.servedBy, std::string("ix-kv-attrs"));
        QVERIFY(!reports(model, RuleId::AttributeIndex, "products_kv"));
    }

    // The advisor's fast estimate stays close to the preview's generated
    // documents, typical and worst case.
    void sizeEstimatesFollowThePreview()
    {
        for (const QString &file : exampleFiles()) {
            const Model model = *loadModelFile(file).model;
            SizeEstimator estimator(model);
            for (const Entity &entity : model.entities) {
                if (!entity.isCollection())
                    continue;
                const SizeReport preview = previewCollection(model, entity, {}).size;
                const SizeEstimate estimate = estimator.estimate(entity);
                const QString where = file + QLatin1Char(' ') + QString::fromStdString(entity.name);
                const double typical = double(estimate.typicalBytes) / double(preview.typicalBytes);
                QVERIFY2(typical > 0.6 && typical < 1.6,
                    qPrintable(where
                        + QStringLiteral(": %1 vs %2")
                              .arg(estimate.typicalBytes)
                              .arg(preview.typicalBytes)));
                QCOMPARE(estimate.worstBytes.has_value(), preview.worstBytes.has_value());
                if (preview.worstBytes) {
                    // The preview's worst case is document 0 (a tree's root is smaller).
                    const int64_t previewWorst
                        = std::max(*preview.worstBytes, preview.typicalBytes);
                    const double worst = double(*estimate.worstBytes) / double(previewWorst);
                    QVERIFY2(worst > 0.6 && worst < 1.6,
                        qPrintable(where
                            + QStringLiteral(": worst %1 vs %2")
                                  .arg(*estimate.worstBytes)
                                  .arg(*preview.worstBytes)));
                }
            }
        }
    }

    // Transfers by compensation: the state field and its recovery index are
    // recognised as the pattern; without the index recovery is flagged.
    void transferStatesAreACompensation()
    {
        Model model = example("account-transfer");
        const AdvisorReport report = runAdvisor(model);
        const auto found = std::find_if(report.diagnostics.begin(), report.diagnostics.end(),
            [](const Diagnostic &d) { return d.rule == RuleId::CompensationPattern; });
        QVERIFY(found != report.diagnostics.end());
        QCOMPARE(found->objectId, std::string("transfers"));
        QCOMPARE(found->severity, Severity::Info);
        QVERIFY2(found->message.contains(QLatin1String("compensation")), qPrintable(found->message));
        QVERIFY(found->reasons.join(QLatin1Char('\n')).contains(QLatin1String("state_1_lastModified_1")));
        QVERIFY(found->reasons.join(QLatin1Char('\n')).contains(QLatin1String("accounts.pendingTransactions")));
        QVERIFY(!reports(model, RuleId::RecoveryIndex, "transfers"));
        QVERIFY(!hasDiagnosticAtLeast(report, Severity::Warning));

        std::erase_if(model.indexes, [](const Index &i) { return i.id == "ix-transfers-state-modified"; });
        const AdvisorReport unindexed = runAdvisor(model);
        const auto warning = std::find_if(unindexed.diagnostics.begin(), unindexed.diagnostics.end(),
            [](const Diagnostic &d) { return d.rule == RuleId::RecoveryIndex; });
        QVERIFY(warning != unindexed.diagnostics.end());
        QCOMPARE(warning->objectId, std::string("transfers"));
        QCOMPARE(warning->recommendation.kind, Recommendation::Kind::AddIndex);
        QCOMPARE(warning->recommendation.keys, asc({ "state", "lastModified" }));
        // Still the pattern, now with a warning about finding stuck transfers.
        QVERIFY(reports(model, RuleId::CompensationPattern, "transfers"));
    }

    // The large example is a sound design: nothing worse than information.
    void onlineShopHasNoWarning()
    {
        const Model model = example("online-shop");
        const AdvisorReport report = runAdvisor(model);
        QStringList listed;
        for (const Diagnostic &d : report.diagnostics)
            if (d.severity != Severity::Info)
                listed << QString::fromStdString(ruleLabel(d.ruleInfo()) + ' ' + d.objectId);
        QVERIFY2(listed.isEmpty(), qPrintable(listed.join(QLatin1Char('\n'))));
        // The worker queue moves a state too, but is not a compensation.
        QVERIFY(!reports(example("worker-queue"), RuleId::CompensationPattern, "queue"));
    }

    // The examples show good designs: none has an error-level finding.
    void noExampleHasAnError()
    {
        for (const QString &file : exampleFiles()) {
            const LoadResult loaded = loadModelFile(file);
            QVERIFY(loaded.ok());
            const AdvisorReport report = runAdvisor(*loaded.model);
            QVERIFY2(!hasDiagnosticAtLeast(report, Severity::Error), qPrintable(file));
        }
    }
};

QTEST_GUILESS_MAIN(TestAdvisorSeeds)
#include "tst_advisor_seeds.moc"
