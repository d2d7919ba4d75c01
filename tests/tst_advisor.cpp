// SPDX-License-Identifier: GPL-3.0-or-later
// The advisor's rules on models made for them: the catalogue, each rule where
// it fires and where it must not (the cases that once misfired on a
// project-management design among them), index and shard-key advice.
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


constexpr auto Eq = FilterOp::Equality;

const Diagnostic *finding(const Model &model, RuleId rule, const std::string &object)
{
    static AdvisorReport report;
    report = runAdvisor(model);
    for (const Diagnostic &d : report.diagnostics)
        if (d.rule == rule && d.objectId == object)
            return &d;
    return nullptr;
}

AccessPattern write(const std::string &id, const std::string &collection,
    std::vector<FilterField> filter, std::vector<std::string> updates, double frequency)
{
    AccessPattern ap = query(id, collection, std::move(filter));
    ap.kind = AccessKind::Write;
    ap.updates = std::move(updates);
    ap.frequency = frequency;
    return ap;
}

Field typed(const std::string &name, BsonType type, bool required = true)
{
    return makeField(name, { type }, required);
}

// Projects as a folder tree stored with parent references, found by name.
Model folders(TreeEncoding encoding, std::vector<AccessPattern> patterns)
{
    Model model;
    model.entities = { collection("projects", { typed("name", BsonType::String) }) };
    Relationship tree = relationship(
        "projects", "projects", Cardinality::OneToMany, Strategy::ParentReferencing, std::nullopt);
    tree.id = "folders";
    tree.tree = TreeOptions { encoding, ",", {}, {}, {}, {}, {} };
    model.relationships = { tree };
    model.accessPatterns = std::move(patterns);
    return model;
}

std::optional<TreeEncoding> treeAdvice(const Model &model)
{
    if (const Diagnostic *d = finding(model, RuleId::TreeEncodingMismatch, "folders"))
        return d->recommendation.encoding;
    return std::nullopt;
}

// Organizations and their users, who point to their organization by orgId.
Model members(Strategy strategy, bool indexReference)
{
    Model model;
    model.entities = { collection("orgs", { typed("name", BsonType::String) }),
        collection("users",
            { typed("orgId", BsonType::ObjectId), typed("email", BsonType::String) }) };
    Relationship rel = relationship("orgs", "users", Cardinality::OneToMany, strategy, 1000);
    rel.manyField = "orgId";
    rel.manyStandsAlone = QueriedAlone::Yes;
    rel.indexReference = indexReference;
    model.relationships = { rel };
    model.accessPatterns = { query("ap-members", "users", { { "orgId", Eq } }) };
    return model;
}

// 200 million tasks of 100,000 projects, rescheduled and moved between
// states; dueDate is optional.
Model tasks()
{
    Model model;
    Entity projects = collection("projects", { typed("name", BsonType::String) });
    projects.estimatedCount = 100'000;
    Field status = typed("status", BsonType::String);
    status.enumValues = { "open", "done" };
    Entity tasks = collection("tasks",
        { typed("projectId", BsonType::ObjectId), typed("title", BsonType::String),
            typed("dueDate", BsonType::Date, false), status,
            typed("createdAt", BsonType::Date), typed("updatedAt", BsonType::Date) });
    tasks.estimatedCount = 200'000'000;
    model.entities = { projects, tasks };
    Relationship rel = relationship(
        "projects", "tasks", Cardinality::OneToSquillions, Strategy::ParentReferencing, 50'000);
    rel.manyField = "projectId";
    rel.manyStandsAlone = QueriedAlone::Yes;
    model.relationships = { rel };
    model.accessPatterns = {
        query("ap-board", "tasks", { { "projectId", Eq } }, { { "dueDate", SortDirection::Asc } }),
        query("ap-due", "tasks", { { "dueDate", FilterOp::Range } }),
        write("ap-new-task", "tasks", {}, {}, 20),
        write("ap-reschedule", "tasks", { { "_id", Eq } }, { "dueDate", "status", "updatedAt" }, 5),
    };
    model.accessPatterns[0].frequency = 50;
    return model;
}

bool hasKey(const std::vector<IndexKey> &keys, const std::string &field)
{
    return std::any_of(keys.begin(), keys.end(), [&](const IndexKey &k) { return k.field == field; });
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

    // "Available seats of an event" filters on eventId and status; an index
    // on {eventId, sectionName, row} finds the event's seats but compares the
    // status in each of them: not served. The ESR index is suggested, and once
    // added the query is served.
    void aQueryIsServedOnlyWithAllItsEqualities()
    {
        Model model;
        model.name = "tickets";
        model.entities = { collection("seats",
            { makeField("eventId", { BsonType::ObjectId }, true), makeField("status", { BsonType::String }, true),
                makeField("sectionName", { BsonType::String }, true), makeField("row", { BsonType::String }, true) }) };
        model.indexes = { index("ix-event-section", "seats",
            { { "eventId", IndexKeyKind::Asc }, { "sectionName", IndexKeyKind::Asc }, { "row", IndexKeyKind::Asc } }) };
        model.accessPatterns = { query("ap-available", "seats",
            { { "eventId", FilterOp::Equality }, { "status", FilterOp::Equality } }) };
        const AdvisorReport report = runAdvisor(model);
        const auto unindexed = findings(report, RuleId::UnindexedQuery);
        QCOMPARE(unindexed.size(), size_t(1));
        const Diagnostic &d = *unindexed.front();
        QVERIFY2(d.message.contains(QLatin1String("status is compared in every document")), qPrintable(d.message));
        QCOMPARE(d.recommendation.kind, Recommendation::Kind::AddIndex);
        QCOMPARE(d.recommendation.keys,
            (std::vector<IndexKey> { { "eventId", IndexKeyKind::Asc }, { "status", IndexKeyKind::Asc } }));
        const Model after = applyRecommendation(model, d.recommendation);
        QVERIFY(findings(runAdvisor(after), RuleId::UnindexedQuery).empty());
        // Equalities in either order, before the other keys, serve it.
        Model reordered = model;
        reordered.indexes[0].keys = { { "status", IndexKeyKind::Asc }, { "eventId", IndexKeyKind::Asc },
            { "sectionName", IndexKeyKind::Asc } };
        QVERIFY(findings(runAdvisor(reordered), RuleId::UnindexedQuery).empty());
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

    // DM002 decides from the tree's own fields and the declared moves.
    void treeEncodingReadsOnlyTreeFields()
    {
        // A prefix search on a project's name is not a sub-tree read.
        QCOMPARE(treeAdvice(folders(TreeEncoding::ParentRefs,
                     { query("ap-search", "projects", { { "name", FilterOp::PrefixRegex } }) })),
            std::nullopt);
        // A prefix on the path is.
        QCOMPARE(treeAdvice(folders(TreeEncoding::ParentRefs,
                     { query("ap-subtree", "projects", { { "path", FilterOp::PrefixRegex } }) })),
            TreeEncoding::MaterializedPath);
        // Descendants by equality on the ancestors array.
        QCOMPARE(treeAdvice(folders(TreeEncoding::ParentRefs,
                     { query("ap-below", "projects", { { "ancestors", Eq } }) })),
            TreeEncoding::Ancestors);
        // ... which an ancestors array already answers.
        QCOMPARE(treeAdvice(folders(TreeEncoding::Ancestors,
                     { query("ap-below", "projects", { { "ancestors", Eq } }) })),
            std::nullopt);
    }

    void treeEncodingWeighsMoves()
    {
        const AccessPattern bounds = query(
            "ap-below", "projects", { { "left", FilterOp::Range }, { "right", FilterOp::Range } });
        const AccessPattern move
            = write("ap-move", "projects", { { "_id", Eq } }, { "parent" }, 2);
        // A static tree read by bounds: nested sets.
        QCOMPARE(treeAdvice(folders(TreeEncoding::ParentRefs, { bounds })), TreeEncoding::NestedSets);
        // Folders that move: nested sets would renumber most of the tree.
        const Model moving = folders(TreeEncoding::NestedSets, { bounds, move });
        QCOMPARE(treeAdvice(moving), TreeEncoding::Ancestors);
        QVERIFY(finding(moving, RuleId::TreeEncodingMismatch, "folders")
                    ->reasons.join(QLatin1Char(' '))
                    .contains(QLatin1String("renumber")));
        // Paths nobody queries, on a tree whose nodes move: parent references.
        QCOMPARE(treeAdvice(folders(TreeEncoding::MaterializedPath,
                     { query("ap-children", "projects", { { "parent", Eq } }), move })),
            TreeEncoding::ParentRefs);
        QCOMPARE(treeAdvice(folders(TreeEncoding::MaterializedPath,
                     { query("ap-children", "projects", { { "parent", Eq } }) })),
            std::nullopt);
    }

    // DM111/DM112 count the reference indexes the script creates.
    void referenceIndexesServeQueries()
    {
        const Model indexed = members(Strategy::ParentReferencing, true);
        QVERIFY(!finding(indexed, RuleId::UnindexedQuery, "ap-members"));
        const IndexAdvice advice = adviseIndexes(indexed);
        QCOMPARE(advice.queries.front().servedBy, std::string("orgId_1"));
        QCOMPARE(advice.queries.front().servedByName, std::string("orgId_1"));
        // Turned off, nothing serves the query.
        QVERIFY(finding(members(Strategy::ParentReferencing, false), RuleId::UnindexedQuery,
            "ap-members"));
        // A sort the reference index does not give is still a sort in memory.
        Model sorted = indexed;
        sorted.accessPatterns.front().sort = { { "email", SortDirection::Asc } };
        const Diagnostic *d = finding(sorted, RuleId::InMemorySort, "ap-members");
        QVERIFY(d);
        QVERIFY2(d->message.contains(QLatin1String("orgId_1")), qPrintable(d->message));
    }

    // DM114 never keys on an optional or updated field.
    void shardKeyIsRequiredAndStable()
    {
        const Model model = tasks();
        const Diagnostic *d = finding(model, RuleId::UnshardableCollection, "tasks");
        QVERIFY(d); // still fires: 200 million tasks and no shard key
        const std::vector<IndexKey> &key = d->recommendation.keys;
        QVERIFY2(!hasKey(key, "dueDate"), qPrintable(keysText(key)));
        QVERIFY2(!hasKey(key, "status"), qPrintable(keysText(key)));
        QVERIFY2(hasKey(key, "projectId"), qPrintable(keysText(key)));
        // What a hashed _id would cost the declared reads is said.
        const QString reasons = d->reasons.join(QLatin1Char('\n'));
        QVERIFY2(reasons.contains(QLatin1String("scatter-gather")), qPrintable(reasons));
        QVERIFY2(reasons.contains(QLatin1String("\"ap-board\"")), qPrintable(reasons));
        // A low-cardinality field never leads, even hashed.
        for (const ShardCandidate &c :
            adviseShardKey(model, model.entities[1], 0).candidates)
            if (c.key.keys.front().field == "status")
                QFAIL("status is no shard key candidate");
    }

    void shardKeyFallsBackToHashedId()
    {
        // Nothing targets a query: hashed _id, and its scatter-gather said.
        Model model = tasks();
        model.accessPatterns = { query("ap-due", "tasks", { { "dueDate", FilterOp::Range } }) };
        const Diagnostic *d = finding(model, RuleId::UnshardableCollection, "tasks");
        QVERIFY(d);
        QCOMPARE(d->recommendation.keys,
            (std::vector<IndexKey> { { "_id", IndexKeyKind::Hashed } }));
        QVERIFY(d->reasons.join(QLatin1Char('\n')).contains(QLatin1String("scatter-gather")));
    }

    // DM201 only for append-only, insert-heavy collections read by time.
    void bucketsOnlyForEvents()
    {
        QVERIFY(!finding(tasks(), RuleId::BucketPattern, "tasks")); // tasks change
        // Comments are never changed here but are read far more than written.
        Model comments = tasks();
        comments.entities[1].id = comments.entities[1].name = "comments";
        for (AccessPattern &ap : comments.accessPatterns)
            ap.collectionId = "comments";
        std::erase_if(comments.accessPatterns,
            [](const AccessPattern &ap) { return !ap.updates.empty(); });
        comments.accessPatterns[0].frequency = 500;
        comments.relationships.clear();
        QVERIFY(!finding(comments, RuleId::BucketPattern, "comments"));
        // An activity log: inserted, never changed, read by time.
        Model activity = comments;
        activity.accessPatterns[0].frequency = 1;
        const Diagnostic *d = finding(activity, RuleId::BucketPattern, "comments");
        QVERIFY(d);
        QVERIFY(d->reasons.join(QLatin1Char(' ')).contains(QLatin1String("by time")));
    }

    // DM001 weighs the child-id array's cost against the declared queries.
    void childIdsOnlyWhenNothingFindsChildrenByParent()
    {
        // Every query finds users by orgId: no 1,000-id array in each organization.
        const Model byOrg = members(Strategy::ParentReferencing, true);
        QCOMPARE(recommendStrategy(byOrg, byOrg.relationships[0]).strategy,
            Strategy::ParentReferencing);
        QVERIFY(!finding(byOrg, RuleId::StrategyMismatch, "orgs-users"));
        // Stored as an id array, the advice says why to drop it.
        const Model arrays = members(Strategy::ChildReferencing, true);
        const Diagnostic *d = finding(arrays, RuleId::StrategyMismatch, "orgs-users");
        QVERIFY(d);
        QCOMPARE(d->recommendation.strategy, Strategy::ParentReferencing);
        QVERIFY(d->reasons.join(QLatin1Char(' ')).contains(QLatin1String("ap-members")));
        // Nothing finds them by organization and few are added: the array stays advised.
        Model byEmail = byOrg;
        byEmail.accessPatterns = { query("ap-login", "users", { { "email", Eq } }) };
        QCOMPARE(recommendStrategy(byEmail, byEmail.relationships[0]).strategy,
            Strategy::ChildReferencing);
        QVERIFY(finding(byEmail, RuleId::StrategyMismatch, "orgs-users"));
        // Many added a second, up to 1,000 each: every insert would rewrite the parent.
        byEmail.accessPatterns.push_back(write("ap-signup", "users", {}, {}, 3));
        const StrategyAdvice busy = recommendStrategy(byEmail, byEmail.relationships[0]);
        QCOMPARE(busy.strategy, Strategy::ParentReferencing);
        QVERIFY(busy.reasons.join(QLatin1Char(' ')).contains(QLatin1String("1000")));
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
