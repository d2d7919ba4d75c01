// SPDX-License-Identifier: GPL-3.0-or-later
#include "testsupport.h"

#include "documentation/documentation.h"
#include "schema/derivedfields.h"
#include "schema/validation.h"

#include <QtTest>

#include <functional>

using namespace docmodel;

namespace {

// posts 1-N comments (parent-referencing) and posts 1-few tags (embedded).
Model baseModel()
{
    Model model;
    model.name = "base";
    model.database = "blog";
    Entity posts;
    posts.id = "posts";
    posts.name = "posts";
    posts.fields = { makeField("_id", { BsonType::ObjectId }, true),
        makeField("title", { BsonType::String }), makeField("date", { BsonType::Date }) };
    Entity comments;
    comments.id = "comments";
    comments.name = "comments";
    comments.fields = { makeField("_id", { BsonType::ObjectId }, true),
        makeField("text", { BsonType::String }), makeField("date", { BsonType::Date }) };
    Entity tag;
    tag.id = "tag";
    tag.name = "tag";
    tag.kind = EntityKind::Embedded;
    tag.fields = { makeField("label", { BsonType::String }) };
    model.entities = { posts, comments, tag };

    Relationship postComments;
    postComments.id = "post-comments";
    postComments.oneId = "posts";
    postComments.manyId = "comments";
    postComments.strategy = Strategy::ParentReferencing;
    Relationship postTags;
    postTags.id = "post-tags";
    postTags.oneId = "posts";
    postTags.manyId = "tag";
    postTags.cardinality = Cardinality::OneToFew;
    postTags.counts = defaultCounts(Cardinality::OneToFew);
    postTags.strategy = Strategy::Embed;
    model.relationships = { postComments, postTags };

    Index byPost;
    byPost.id = "ix-post";
    byPost.collectionId = "comments";
    byPost.keys = { { "post_id", IndexKeyKind::Asc } };
    model.indexes = { byPost };

    AccessPattern ap;
    ap.id = "ap";
    ap.name = "comments of a post";
    ap.collectionId = "comments";
    ap.filter = { { "post_id", FilterOp::Equality } };
    ap.sort = { { "date", SortDirection::Desc } };
    model.accessPatterns = { ap };
    model.layout["posts"] = { 0, 0 };
    return model;
}

struct Case {
    const char *name;
    std::function<void(Model &)> change;
    Severity severity;
    const char *pointer;
    const char *says;
};

Field &field(Model &m, size_t entity, size_t index)
{
    return m.entities[entity].fields[index];
}

const std::vector<Case> &cases()
{
    static const std::vector<Case> all = {
        { "empty id", [](Model &m) { m.entities[0].id.clear(); }, Severity::Error, "/entities/0/id",
            "empty" },
        // Comments of several posts hold several post ids, not one.
        { "many-to-many reference declared as one value",
            [](Model &m) {
                Relationship &rel = m.relationships[0];
                rel.cardinality = Cardinality::ManyToMany;
                rel.counts = defaultCounts(rel.cardinality);
                m.entities[1].fields.push_back(makeField(childFieldName(m, rel), { BsonType::ObjectId }));
            },
            Severity::Error, "/relationships/0/cardinality", "declared as one value; make it an array" },
        { "duplicate id across kinds", [](Model &m) { m.indexes[0].id = "posts"; }, Severity::Error,
            "/indexes/0/id", "already used by /entities/0" },
        { "duplicate entity name", [](Model &m) { m.entities[1].name = "posts"; }, Severity::Error,
            "/entities/1/name", "already used" },
        { "empty entity name", [](Model &m) { m.entities[0].name.clear(); }, Severity::Error,
            "/entities/0/name", "empty" },
        // Control characters are legal but shown escaped, so the message stays on one line.
        { "control character in a name", [](Model &m) { m.entities[0].name = "po\nsts\x1b[31m"; },
            Severity::Warning, "/entities/0/name", "\"po\\nsts\\u001b[31m\" holds a control character" },
        { "control character in a field name", [](Model &m) { m.entities[0].fields[1].name = "ti\ttle"; },
            Severity::Warning, "/entities/0/fields/1/name", "\"ti\\ttle\" holds a control character" },
        { "dollar in collection name", [](Model &m) { m.entities[0].name = "po$ts"; },
            Severity::Error, "/entities/0/name", "'$'" },
        { "system collection", [](Model &m) { m.entities[0].name = "system.users"; },
            Severity::Error, "/entities/0/name", "system." },
        { "namespace too long", [](Model &m) { m.entities[0].name = std::string(260, 'p'); },
            Severity::Error, "/entities/0/name", "255 bytes" },
        { "bad database name", [](Model &m) { m.database = "my db"; }, Severity::Error, "/database",
            "forbids" },
        { "bad server version", [](Model &m) { m.serverVersion = "latest"; }, Severity::Error,
            "/serverVersion", "not a version" },
        { "field name starting with $", [](Model &m) { field(m, 0, 1).name = "$x"; },
            Severity::Error, "/entities/0/fields/1/name", "must not start with '$'" },
        { "field name with a dot", [](Model &m) { field(m, 0, 1).name = "a.b"; }, Severity::Error,
            "/entities/0/fields/1/name", "must not contain '.'" },
        { "empty field name", [](Model &m) { field(m, 0, 1).name.clear(); }, Severity::Error,
            "/entities/0/fields/1/name", "empty" },
        { "NUL in field name", [](Model &m) { field(m, 0, 1).name = std::string("a\0b", 3); },
            Severity::Error, "/entities/0/fields/1/name", "NUL" },
        { "duplicate field", [](Model &m) { field(m, 0, 2).name = "title"; }, Severity::Error,
            "/entities/0/fields/2/name", "appears twice" },
        { "_id typed as array", [](Model &m) { field(m, 0, 0).types = { BsonType::Array }; },
            Severity::Error, "/entities/0/fields/0", "_id must not be an array" },
        { "_id as array-of", [](Model &m) { field(m, 0, 0).array = true; }, Severity::Error,
            "/entities/0/fields/0", "_id must not be an array" },
        { "_id not first", [](Model &m) { std::swap(field(m, 0, 0), field(m, 0, 1)); },
            Severity::Warning, "/entities/0/fields/1", "first field" },
        { "nested fields on a string",
            [](Model &m) { field(m, 0, 1).fields.push_back(makeField("x", { BsonType::Int })); },
            Severity::Error, "/entities/0/fields/1/fields", "must include object" },
        { "nested field with a bad name",
            [](Model &m) {
                Field address = makeField("address", { BsonType::Object });
                address.fields.push_back(makeField("$city", { BsonType::String }));
                m.entities[0].fields.push_back(address);
            },
            Severity::Error, "/entities/0/fields/3/fields/0/name", "'$'" },
        { "minimum above maximum",
            [](Model &m) {
                field(m, 0, 1).minimum = 5;
                field(m, 0, 1).maximum = 1;
            },
            Severity::Error, "/entities/0/fields/1/minimum", "above the maximum" },
        { "invalid pattern", [](Model &m) { field(m, 0, 1).pattern = "([a-z"; }, Severity::Error,
            "/entities/0/fields/1/pattern", "not a valid regular expression" },
        { "item bounds on a non-array", [](Model &m) { field(m, 0, 1).maxItems = 3; },
            Severity::Warning, "/entities/0/fields/1/minItems", "not an array" },
        { "negative count", [](Model &m) { m.entities[0].estimatedCount = -1; }, Severity::Error,
            "/entities/0/estimatedCount", "negative" },
        { "options on an embedded type",
            [](Model &m) {
                m.entities[2].options.capped = CappedOptions { 1024, std::nullopt };
            },
            Severity::Error, "/entities/2/options", "apply only to collections" },
        { "capped without size", [](Model &m) { m.entities[0].options.capped = CappedOptions {}; },
            Severity::Error, "/entities/0/options/capped", "size" },
        { "capped time series",
            [](Model &m) {
                m.entities[0].options.capped = CappedOptions { 1024, std::nullopt };
                m.entities[0].options.timeSeries
                    = TimeSeriesOptions { "date", "", Granularity::Hours, {} };
            },
            Severity::Error, "/entities/0/options", "both capped and a time series" },
        { "time field missing",
            [](Model &m) {
                m.entities[0].options.timeSeries
                    = TimeSeriesOptions { "ts", "", Granularity::Hours, {} };
            },
            Severity::Warning, "/entities/0/options/timeSeries", "\"ts\" is not a field" },
        { "empty shard key", [](Model &m) { m.entities[0].options.shardKey = ShardKey {}; },
            Severity::Error, "/entities/0/options/shardKey", "no fields" },
        { "polymorphic without discriminator",
            [](Model &m) { m.entities[0].patterns = { PatternTag::Polymorphic }; }, Severity::Error,
            "/entities/0/discriminator", "no discriminator" },
        { "dangling one side", [](Model &m) { m.relationships[0].oneId = "nope"; }, Severity::Error,
            "/relationships/0/one", "\"nope\" is not an entity" },
        { "dangling many side", [](Model &m) { m.relationships[0].manyId = "gone"; },
            Severity::Error, "/relationships/0/many", "\"gone\" is not an entity" },
        { "tree encoding between two entities",
            [](Model &m) { m.relationships[0].tree = TreeOptions {}; }, Severity::Error,
            "/relationships/0/tree", "only to a relationship of an entity with itself" },
        { "self relationship without encoding",
            [](Model &m) { m.relationships[0].manyId = "posts"; }, Severity::Error,
            "/relationships/0/tree", "a tree, which needs a tree encoding, or a graph" },
        { "self graph that embeds",
            [](Model &m) {
                m.relationships[0] = selfAsGraph(m.relationships[0]);
                m.relationships[0].manyId = "posts";
                m.relationships[0].strategy = Strategy::Embed;
            },
            Severity::Error, "/relationships/0/tree", "many-to-many and child-referencing" },
        { "materialized path without delimiter",
            [](Model &m) {
                m.relationships[0].manyId = "posts";
                m.relationships[0].tree
                    = TreeOptions { TreeEncoding::MaterializedPath, "", "", "", "", "", {} };
            },
            Severity::Error, "/relationships/0/tree", "needs a delimiter" },
        { "empty access pattern",
            [](Model &m) {
                m.accessPatterns[0].filter.clear();
                m.accessPatterns[0].sort.clear();
            },
            Severity::Warning, "/accessPatterns/0", "the query has no filter, sort or fields" },
        { "typical above max",
            [](Model &m) {
                m.relationships[0].counts = { 0, 100, 10 };
            },
            Severity::Error, "/relationships/0/counts", "above the maximum" },
        { "typical below min",
            [](Model &m) {
                m.relationships[0].counts = { 5, 1, 10 };
            },
            Severity::Error, "/relationships/0/counts", "below the minimum" },
        { "one-to-one with many children",
            [](Model &m) {
                m.relationships[1].cardinality = Cardinality::OneToOne;
                m.relationships[1].counts = { 0, 1, 5 };
            },
            Severity::Error, "/relationships/1/counts", "at most 1" },
        { "subset without options",
            [](Model &m) { m.relationships[0].strategy = Strategy::EmbedSubset; }, Severity::Error,
            "/relationships/0/subset", "needs subset options" },
        { "referencing an embedded type",
            [](Model &m) { m.relationships[1].strategy = Strategy::ChildReferencing; },
            Severity::Error, "/relationships/1/strategy", "\"tag\" is an embedded document type" },
        { "copying a field that does not exist",
            [](Model &m) {
                m.relationships[0].strategy = Strategy::ExtendedReference;
                m.relationships[0].denormalized = { { "author", CopyDirection::IntoMany, "" } };
            },
            Severity::Error, "/relationships/0/denormalized/0",
            "\"author\", which is not a field of \"posts\"" },
        { "copying into an embedded document",
            [](Model &m) {
                m.relationships[1].denormalized = { { "title", CopyDirection::IntoMany, "" } };
            },
            Severity::Warning, "/relationships/1/denormalized/0", "the copy is ignored" },
        { "embedding cycle",
            [](Model &m) {
                Relationship back = m.relationships[1];
                back.id = "tag-posts";
                back.oneId = "tag";
                back.manyId = "posts";
                m.relationships.push_back(back);
            },
            Severity::Error, "/relationships/1/strategy", "cycle" },
        { "index on a missing collection", [](Model &m) { m.indexes[0].collectionId = "x"; },
            Severity::Error, "/indexes/0/collection", "\"x\" is not an entity" },
        { "index on an embedded type", [](Model &m) { m.indexes[0].collectionId = "tag"; },
            Severity::Error, "/indexes/0/collection", "indexes belong to collections" },
        { "index without keys", [](Model &m) { m.indexes[0].keys.clear(); }, Severity::Error,
            "/indexes/0/keys", "no keys" },
        { "index key without field", [](Model &m) { m.indexes[0].keys[0].field.clear(); },
            Severity::Error, "/indexes/0/keys/0", "no field" },
        { "index on an unknown field", [](Model &m) { m.indexes[0].keys[0].field = "nope"; },
            Severity::Warning, "/indexes/0/keys/0", "\"nope\" is not a field of \"comments\"" },
        { "two hashed fields",
            [](Model &m) {
                m.indexes[0].keys
                    = { { "text", IndexKeyKind::Hashed }, { "date", IndexKeyKind::Hashed } };
            },
            Severity::Error, "/indexes/0/keys", "only one hashed" },
        { "unique hashed",
            [](Model &m) {
                m.indexes[0].keys[0].kind = IndexKeyKind::Hashed;
                m.indexes[0].unique = true;
            },
            Severity::Error, "/indexes/0/unique", "cannot be unique" },
        { "compound TTL",
            [](Model &m) {
                m.indexes[0].keys.push_back({ "date", IndexKeyKind::Asc });
                m.indexes[0].expireAfterSeconds = 60;
            },
            Severity::Error, "/indexes/0/expireAfterSeconds", "single field" },
        { "duplicate index name",
            [](Model &m) {
                Index copy = m.indexes[0];
                copy.id = "ix-copy";
                m.indexes.push_back(copy);
            },
            Severity::Error, "/indexes/1/name", "already used by /indexes/0" },
        { "same keys twice",
            [](Model &m) {
                Index copy = m.indexes[0];
                copy.id = "ix-copy";
                copy.name = "other";
                m.indexes.push_back(copy);
            },
            Severity::Warning, "/indexes/1/keys", "already indexed by /indexes/0" },
        { "declared _id index", [](Model &m) { m.indexes[0].keys[0].field = "_id"; },
            Severity::Warning, "/indexes/0/keys", "creates the _id index by itself" },
        { "access pattern on a missing collection",
            [](Model &m) { m.accessPatterns[0].collectionId = "x"; }, Severity::Error,
            "/accessPatterns/0/collection", "not an entity" },
        { "access pattern without name", [](Model &m) { m.accessPatterns[0].name.clear(); },
            Severity::Error, "/accessPatterns/0/name", "no name" },
        { "access pattern on an unknown field",
            [](Model &m) { m.accessPatterns[0].sort[0].field = "when"; }, Severity::Warning,
            "/accessPatterns/0/sort/0", "\"when\" is not a field" },
        { "suppression of a missing object",
            [](Model &m) {
                m.advisor.suppressions.push_back({ "DM101", "ghost", "" });
            },
            Severity::Warning, "/advisor/suppressions/0", "\"ghost\"" },
        { "position of a missing entity", [](Model &m) { m.layout["a/b"] = {}; }, Severity::Warning,
            "/layout/a~1b", "not an entity" },
    };
    return all;
}

} // namespace

class TestValidation : public QObject
{
    Q_OBJECT

private slots:
    void baseModelIsClean()
    {
        const auto problems = validateModel(baseModel());
        for (const Problem &p : problems)
            qWarning() << QString::fromStdString(p.pointer) << p.message;
        QVERIFY(problems.empty());
    }

    // Fields produced by relationships count as fields of the entity.
    void derivedFieldsAreKnown()
    {
        Model model = baseModel();
        model.indexes[0].keys = { { "post_id", IndexKeyKind::Asc } };
        Index tags;
        tags.id = "ix-tags";
        tags.collectionId = "posts";
        tags.keys
            = { { "tags.label", IndexKeyKind::Asc } }; // the embedded array: the type's plural
        model.indexes.push_back(tags);
        QVERIFY(validateModel(model).empty());
    }

    // A self-relationship is a tree with an encoding or a graph; turning
    // one into the other keeps the model valid both ways.
    void selfGraphOrTree()
    {
        Model model = baseModel();
        Relationship &rel = model.relationships[0];
        rel.oneId = rel.manyId = "posts";
        rel.oneField = "related";
        rel = selfAsGraph(rel);
        model.indexes[0].collectionId = "posts";
        model.accessPatterns.clear(); // comments hold no post_id any more
        QVERIFY(rel.isGraph());
        QCOMPARE(rel.cardinality, Cardinality::ManyToMany);
        QCOMPARE(rel.strategy, Strategy::ChildReferencing);
        model.indexes[0].keys = { { "related", IndexKeyKind::Asc } };
        QVERIFY(validateModel(model).empty());
        rel = selfAsTree(rel, TreeEncoding::MaterializedPath);
        QVERIFY(rel.tree && !rel.isGraph());
        QCOMPARE(rel.tree->encoding, TreeEncoding::MaterializedPath);
        model.indexes[0].keys = { { "path", IndexKeyKind::Asc } };
        QVERIFY(validateModel(model).empty());
        rel = selfAsTree(rel, TreeEncoding::ParentRefs); // only the encoding changes
        QCOMPARE(rel.tree->encoding, TreeEncoding::ParentRefs);
        QCOMPARE(rel.tree->delimiter, std::string(","));
    }

    // An access pattern that says nothing is left out of the documentation.
    void emptyAccessPatternLeftOutOfDocumentation()
    {
        Model model = baseModel();
        AccessPattern empty;
        empty.id = "ap-empty";
        empty.name = "nothing declared yet";
        empty.collectionId = "posts";
        model.accessPatterns.push_back(empty);
        const std::string markdown = exportMarkdown(model);
        QVERIFY(markdown.find("comments of a post") != std::string::npos);
        QVERIFY(markdown.find("nothing declared yet") == std::string::npos);
        model.accessPatterns.erase(model.accessPatterns.begin());
        QVERIFY(exportMarkdown(model).find("Access patterns") == std::string::npos);
        model.accessPatterns.front().projection = { "title" }; // a read of some fields says something
        QVERIFY(!accessPatternIsEmpty(model.accessPatterns.front()));
        model.accessPatterns.front().projection.clear();
        model.accessPatterns.front().kind = AccessKind::Write; // an insert
        QVERIFY(!accessPatternIsEmpty(model.accessPatterns.front()));
    }

    void problem_data()
    {
        QTest::addColumn<int>("index");
        for (size_t i = 0; i < cases().size(); ++i)
            QTest::newRow(cases()[i].name) << int(i);
    }

    void problem()
    {
        QFETCH(int, index);
        const Case &c = cases()[size_t(index)];
        Model model = baseModel();
        c.change(model);
        const auto problems = validateModel(model);
        QString all;
        for (const Problem &p : problems)
            all += QStringLiteral("\n  %1 %2: %3")
                       .arg(QString::fromLatin1(toString(p.severity).data()),
                           QString::fromStdString(p.pointer), p.message);
        const auto found = std::find_if(problems.begin(), problems.end(), [&](const Problem &p) {
            return p.pointer == c.pointer && p.severity == c.severity
                && p.message.contains(QString::fromUtf8(c.says));
        });
        QVERIFY2(found != problems.end(),
            qPrintable(QStringLiteral("expected %1 at %2 saying \"%3\"; got:%4")
                           .arg(QString::fromLatin1(toString(c.severity).data()),
                               QString::fromUtf8(c.pointer), QString::fromUtf8(c.says), all)));
        QCOMPARE(hasErrors(problems), c.severity == Severity::Error);
    }
};

QTEST_GUILESS_MAIN(TestValidation)
#include "tst_validation.moc"
