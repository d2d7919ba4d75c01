// SPDX-License-Identifier: GPL-3.0-or-later
// Advice that misled on a project-management design (organizations, users,
// projects as a folder tree, tasks, comments): each rule with the case that
// misfired and a case where it must still fire.
#include "advisorcases.h"
#include "testsupport.h"

#include "advisor/advisor.h"
#include "advisor/indexadvice.h"
#include "advisor/shardadvice.h"
#include "advisor/strategyadvice.h"

#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

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

class TestAdviceMisfires : public QObject
{
    Q_OBJECT

private slots:
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
};

QTEST_GUILESS_MAIN(TestAdviceMisfires)
#include "tst_advicemisfires.moc"
