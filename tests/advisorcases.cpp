// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisorcases.h"

namespace docmodel::test {

Entity collection(const std::string &id, std::vector<Field> fields)
{
    Entity entity;
    entity.id = id;
    entity.name = id;
    entity.estimatedCount = 1000;
    entity.fields = { makeField("_id", { BsonType::ObjectId }, true) };
    for (Field &field : fields)
        entity.fields.push_back(std::move(field));
    return entity;
}

Relationship relationship(const std::string &one, const std::string &many, Cardinality cardinality,
    Strategy strategy, std::optional<int64_t> max)
{
    Relationship rel;
    rel.id = one + "-" + many;
    rel.oneId = one;
    rel.manyId = many;
    rel.cardinality = cardinality;
    rel.counts = defaultCounts(cardinality);
    rel.counts.max = max;
    if (max)
        rel.counts.typical = std::min(rel.counts.typical, *max);
    rel.strategy = strategy;
    return rel;
}

Index index(const std::string &id, const std::string &collection, std::vector<IndexKey> keys)
{
    Index index;
    index.id = id;
    index.collectionId = collection;
    index.keys = std::move(keys);
    return index;
}

AccessPattern query(const std::string &id, const std::string &collection,
    std::vector<FilterField> filter, std::vector<SortField> sort)
{
    AccessPattern ap;
    ap.id = id;
    ap.name = id;
    ap.collectionId = collection;
    ap.filter = std::move(filter);
    ap.sort = std::move(sort);
    return ap;
}

namespace {

constexpr auto Asc = IndexKeyKind::Asc;
constexpr auto Eq = FilterOp::Equality;

Field text(const std::string &name, SampleKind kind = SampleKind::Word)
{
    Field field = makeField(name, { BsonType::String }, true);
    field.sample.kind = kind;
    return field;
}

// posts (one) and comments (N), with one relationship between them.
Model parentChild(Cardinality cardinality, Strategy strategy, std::optional<int64_t> max)
{
    Model model;
    model.name = "case";
    model.database = "db";
    model.entities
        = { collection("posts", { text("title") }), collection("comments", { text("text") }) };
    model.relationships = { relationship("posts", "comments", cardinality, strategy, max) };
    return model;
}

Model treeModel(TreeEncoding encoding)
{
    Model model;
    model.entities = { collection("nodes", { text("name") }) };
    Relationship tree = relationship(
        "nodes", "nodes", Cardinality::OneToMany, Strategy::ParentReferencing, std::nullopt);
    tree.tree = TreeOptions { encoding, ",", {}, {}, {}, {}, {} };
    model.relationships = { tree };
    model.accessPatterns = { query("ap-subtree", "nodes", { { "path", FilterOp::PrefixRegex } }) };
    model.indexes = { index("ix-path", "nodes", { { "path", Asc } }) };
    return model;
}

// A parent embedding up to `max` children of ten paragraphs each.
Model bigEmbedding(int64_t max)
{
    Model model = parentChild(Cardinality::OneToMany, Strategy::Embed, max);
    Entity &child = model.entities[1];
    child.kind = EntityKind::Embedded;
    child.fields.clear();
    for (int i = 0; i < 10; ++i)
        child.fields.push_back(text("p" + std::to_string(i), SampleKind::Paragraph));
    return model;
}

Model nested(int depth)
{
    Field inner = text("leaf");
    for (int i = 0; i < depth; ++i) {
        Field outer = makeField("level" + std::to_string(i), { BsonType::Object });
        outer.fields = { inner };
        inner = outer;
    }
    Model model;
    model.entities = { collection("docs", { inner }) };
    return model;
}

Model withEntity(Entity entity)
{
    Model model;
    model.entities = { std::move(entity) };
    return model;
}

Model indexed(std::vector<Index> indexes, std::vector<AccessPattern> queries)
{
    Model model = withEntity(collection("items", { text("a"), text("b"), text("c") }));
    model.indexes = std::move(indexes);
    model.accessPatterns = std::move(queries);
    return model;
}

Model writeHeavy(int indexes)
{
    std::vector<Index> list;
    const char *fields[] = { "a", "b", "c", "d", "e" };
    AccessPattern read = query("ap-read", "items", {});
    for (int i = 0; i < indexes; ++i) {
        list.push_back(index("ix-" + std::string(fields[i]), "items", { { fields[i], Asc } }));
        read.filter.push_back({ fields[i], Eq });
    }
    AccessPattern write = query("ap-write", "items", {});
    write.kind = AccessKind::Write;
    write.frequency = 100;
    return indexed(list, { read, write });
}

Model copies(double ratio)
{
    Model model = parentChild(Cardinality::OneToMany, Strategy::ExtendedReference, std::nullopt);
    model.relationships[0].denormalized = { { "title", CopyDirection::IntoMany, {} } };
    model.relationships[0].readWriteRatio = ratio;
    model.relationships[0].manyStandsAlone = QueriedAlone::Yes;
    return model;
}

Model large(int64_t count)
{
    Entity entity = collection("events", { text("kind") });
    entity.estimatedCount = count;
    Model model = withEntity(entity);
    model.accessPatterns = { query("ap-kind", "events", { { "kind", Eq } }) };
    model.indexes = { index("ix-kind", "events", { { "kind", Asc } }) };
    return model;
}

Model sharded(IndexKeyKind kind)
{
    Model model = large(1000);
    model.entities[0].options.shardKey = ShardKey { { { "_id", kind } }, false };
    return model;
}

// Readings inserted 1,000 times a second and read by a range of times;
// `changed` adds a write that corrects a reading.
Model events(int64_t count, bool changed = false)
{
    Entity entity = collection("readings",
        { makeField("time", { BsonType::Date }, true),
            makeField("value", { BsonType::Double }, true) });
    entity.estimatedCount = count;
    Model model = withEntity(entity);
    AccessPattern insert = query("ap-insert", "readings", {});
    insert.kind = AccessKind::Write;
    insert.frequency = 1000;
    model.accessPatterns
        = { insert, query("ap-window", "readings", { { "time", FilterOp::Range } }) };
    if (changed) {
        AccessPattern fix = query("ap-fix", "readings", { { "_id", Eq } });
        fix.kind = AccessKind::Write;
        fix.updates = { "value" };
        model.accessPatterns.push_back(fix);
    }
    return model;
}

Model optionalFields(bool required)
{
    Entity entity = collection("things");
    for (int i = 0; i < 8; ++i)
        entity.fields.push_back(makeField("f" + std::to_string(i), { BsonType::String }, required));
    return withEntity(entity);
}

Model attributes(bool withIndex)
{
    Field attrs = makeField("attrs", { BsonType::Object }, true, true);
    attrs.fields = { text("n"), text("v") };
    Model model = withEntity(collection("products", { attrs }));
    if (withIndex)
        model.indexes
            = { index("ix-attrs", "products", { { "attrs.n", Asc }, { "attrs.v", Asc } }) };
    return model;
}

} // namespace

std::vector<RuleCase> ruleCases()
{
    using C = Cardinality;
    using S = Strategy;
    std::vector<RuleCase> cases;
    auto add = [&](RuleId rule, std::string object, std::function<Model()> bad,
                   std::function<Model()> good) {
        cases.push_back({ rule, std::move(object), std::move(bad), std::move(good) });
    };
    auto standalone = [](Model m) {
        m.relationships[0].manyStandsAlone = QueriedAlone::Yes;
        return m;
    };
    add(
        RuleId::StrategyMismatch, "posts-comments",
        [=] { return standalone(parentChild(C::OneToMany, S::Embed, 200)); },
        [=] { return standalone(parentChild(C::OneToMany, S::ChildReferencing, 200)); });
    add(
        RuleId::TreeEncodingMismatch, "nodes-nodes",
        [] { return treeModel(TreeEncoding::ParentRefs); },
        [] { return treeModel(TreeEncoding::MaterializedPath); });
    add(
        RuleId::UnboundedArray, "posts-comments",
        [] { return parentChild(C::OneToMany, S::ChildReferencing, std::nullopt); },
        [] { return parentChild(C::OneToMany, S::ParentReferencing, std::nullopt); });
    add(
        RuleId::DocumentTooLarge, "posts", [] { return bigEmbedding(10000); },
        [] { return bigEmbedding(20); });
    add(
        RuleId::LargeDocument, "posts", [] { return bigEmbedding(100); },
        [] { return bigEmbedding(20); });
    add(
        RuleId::DeepNesting, "docs", [] { return nested(4); }, [] { return nested(3); });
    add(
        RuleId::MotleyTypes, "docs",
        [] {
            return withEntity(
                collection("docs", { makeField("v", { BsonType::String, BsonType::Int }) }));
        },
        [] {
            return withEntity(
                collection("docs", { makeField("v", { BsonType::String, BsonType::Null }) }));
        });
    auto polymorphic = [](std::string discriminator) {
        Entity entity = collection("docs", { text("type") });
        entity.patterns = { PatternTag::Polymorphic };
        entity.discriminator = discriminator;
        return withEntity(entity);
    };
    add(
        RuleId::BucketCollection, "docs", [=] { return polymorphic(""); },
        [=] { return polymorphic("type"); });
    add(
        RuleId::CollectionPerTenant, "orders_user123",
        [] { return withEntity(collection("orders_user123", { text("item") })); },
        [] { return withEntity(collection("orders", { text("item") })); });
    add(
        RuleId::UnusedIndex, "ix-b",
        [] {
            return indexed({ index("ix-a", "items", { { "a", Asc } }),
                               index("ix-b", "items", { { "b", Asc } }) },
                { query("ap-a", "items", { { "a", Eq } }) });
        },
        [] {
            return indexed({ index("ix-a", "items", { { "a", Asc } }),
                               index("ix-b", "items", { { "b", Asc } }) },
                { query("ap-a", "items", { { "a", Eq } }),
                    query("ap-b", "items", { { "b", Eq } }) });
        });
    add(
        RuleId::RedundantIndex, "ix-a",
        [] {
            return indexed({ index("ix-a", "items", { { "a", Asc } }),
                               index("ix-ab", "items", { { "a", Asc }, { "b", Asc } }) },
                {});
        },
        [] {
            return indexed({ index("ix-a", "items", { { "a", Asc } }),
                               index("ix-ba", "items", { { "b", Asc }, { "a", Asc } }) },
                {});
        });
    add(
        RuleId::TooManyIndexes, "items", [] { return writeHeavy(5); },
        [] { return writeHeavy(4); });
    add(
        RuleId::UnindexedQuery, "ap-a",
        [] {
            return indexed({}, { query("ap-a", "items", { { "a", Eq } }) });
        },
        [] {
            return indexed({ index("ix-a", "items", { { "a", Asc } }) },
                { query("ap-a", "items", { { "a", Eq } }) });
        });
    add(
        RuleId::InMemorySort, "ap-a",
        [] {
            return indexed({ index("ix-a", "items", { { "a", Asc } }) },
                { query("ap-a", "items", { { "a", Eq } }, { { "b", SortDirection::Desc } }) });
        },
        [] {
            return indexed(
                { index("ix-ab", "items", { { "a", Asc }, { "b", IndexKeyKind::Desc } }) },
                { query("ap-a", "items", { { "a", Eq } }, { { "b", SortDirection::Desc } }) });
        });
    add(
        RuleId::DenormalizedWriteHeavy, "posts-comments", [] { return copies(0.5); },
        [] { return copies(5); });
    add(
        RuleId::UnshardableCollection, "events", [] { return large(200'000'000); },
        [] { return large(1000); });
    add(
        RuleId::MonotonicShardKey, "events", [] { return sharded(IndexKeyKind::Asc); },
        [] { return sharded(IndexKeyKind::Hashed); });
    add(
        RuleId::NormalizingEverything, "posts-comments",
        [] { return parentChild(C::OneToFew, S::ParentReferencing, 5); },
        [] { return parentChild(C::OneToFew, S::Embed, 5); });
    // Few comments a post: embedding or not hinges on the undecided answer.
    auto undecided = [](Cardinality cardinality, std::optional<int64_t> max) {
        Model m = parentChild(cardinality, S::ParentReferencing, max);
        m.relationships[0].manyStandsAlone = QueriedAlone::Undecided;
        return m;
    };
    add(
        RuleId::UndecidedQueriedAlone, "posts-comments", [=] { return undecided(C::OneToFew, 5); },
        [=] { return undecided(C::OneToMany, std::nullopt); });
    // Comments embedded whole in their post and kept as a collection too.
    add(
        RuleId::StoredTwice, "posts-comments", [] { return parentChild(C::OneToFew, S::Embed, 5); },
        [] {
            Model m = parentChild(C::OneToFew, S::Embed, 5);
            m.entities[1].kind = EntityKind::Embedded;
            return m;
        });
    add(
        RuleId::BucketPattern, "readings", [] { return events(20'000'000); },
        [] { return events(20'000'000, true); });
    // Comments written at a time: the most recent can stay embedded.
    // Without a time to order them by, there are no "most recent" (the
    // clean case of tst_advice::subsetOnlyForChildrenOrderedInTime).
    auto timedComments = [](int64_t max) {
        Model m = parentChild(C::OneToMany, S::Embed, max);
        m.entities[1].fields.push_back(makeField("posted", { BsonType::Date }, true));
        return m;
    };
    add(
        RuleId::SubsetPattern, "posts-comments", [=] { return timedComments(500); },
        [=] { return timedComments(20); });
    auto readHeavy = [=](double ratio) {
        Model m = standalone(parentChild(C::OneToMany, S::ParentReferencing, std::nullopt));
        m.relationships[0].readWriteRatio = ratio;
        return m;
    };
    add(
        RuleId::ExtendedReferencePattern, "posts-comments", [=] { return readHeavy(50); },
        [=] { return readHeavy(2); });
    add(
        RuleId::PolymorphicPattern, "things", [] { return optionalFields(false); },
        [] { return optionalFields(true); });
    add(
        RuleId::MoneyAsDouble, "orders",
        [] {
            return withEntity(collection("orders", { makeField("price", { BsonType::Double }) }));
        },
        [] {
            return withEntity(collection("orders", { makeField("price", { BsonType::Long }) }));
        });
    auto localTime = [](bool offset) {
        Entity entity = collection("meetings", { makeField("local_start", { BsonType::Date }) });
        if (offset)
            entity.fields.push_back(makeField("offset", { BsonType::Int }));
        return withEntity(entity);
    };
    add(
        RuleId::LocalTime, "meetings", [=] { return localTime(false); },
        [=] { return localTime(true); });
    add(
        RuleId::AttributeIndex, "products", [] { return attributes(false); },
        [] { return attributes(true); });
    auto referenceIndex = [](bool on) {
        Model m = parentChild(C::OneToMany, S::ParentReferencing, std::nullopt);
        m.relationships[0].indexReference = on;
        return m;
    };
    add(
        RuleId::UnindexedReference, "posts-comments", [=] { return referenceIndex(false); },
        [=] { return referenceIndex(true); });
    // comments → posts by a natural key: a slug people edit, or a number.
    auto byKey = [](const std::string &key, BsonType declared) {
        Model m = parentChild(C::OneToMany, S::ParentReferencing, std::nullopt);
        m.entities[0].fields.push_back(makeField(key, { BsonType::Int }, true));
        m.entities[1].fields.push_back(makeField("post", { declared }, true));
        m.relationships[0].manyField = "post";
        m.relationships[0].oneKey = key;
        return m;
    };
    add(
        RuleId::ChangeableReferenceKey, "posts-comments", [=] { return byKey("slug", BsonType::Int); },
        [=] { return byKey("number", BsonType::Int); });
    add(
        RuleId::ReferenceTypeMismatch, "posts-comments", [=] { return byKey("number", BsonType::String); },
        [=] { return byKey("number", BsonType::Int); });
    // transfers: a state moved by guarded writes, and a recovery query.
    auto compensation = [](bool transition, bool indexed) {
        Field state = makeField("state", { BsonType::String }, true);
        state.enumValues = { "pending", "applied", "done", "canceling", "canceled" };
        Model model = withEntity(collection(
            "transfers", { state, makeField("lastModified", { BsonType::Date }, true) }));
        AccessPattern apply
            = query("ap-mark-applied", "transfers", { { "_id", Eq }, { "state", Eq } });
        apply.kind = AccessKind::Write;
        if (transition)
            apply.updates = { "state", "lastModified" };
        model.accessPatterns = { apply,
            query("ap-find-stuck", "transfers",
                { { "state", FilterOp::In }, { "lastModified", FilterOp::Range } }) };
        if (indexed)
            model.indexes
                = { index("ix-state", "transfers", { { "state", Asc }, { "lastModified", Asc } }) };
        return model;
    };
    add(
        RuleId::CompensationPattern, "transfers", [=] { return compensation(true, true); },
        [=] { return compensation(false, true); });
    add(
        RuleId::RecoveryIndex, "transfers", [=] { return compensation(true, false); },
        [=] { return compensation(true, true); });
    // playlist_tracks: only a reference to playlists and one to tracks; a
    // track in at most `most` playlists, a playlist with up to 5,000 tracks.
    auto junction = [](std::optional<int64_t> most) {
        Model model;
        model.name = "case";
        model.database = "db";
        Entity pairs = collection("playlist_tracks");
        pairs.patterns = { PatternTag::Junction };
        model.entities = { collection("playlists", { text("name") }), collection("tracks", { text("name") }), pairs };
        model.relationships = { relationship("playlists", "playlist_tracks", C::OneToMany, S::ParentReferencing, 5000),
            relationship("tracks", "playlist_tracks", C::OneToMany, S::ParentReferencing, most) };
        return model;
    };
    // employees: a hire date kept as a string, as inference marks it.
    auto hired = [](SampleKind kind) {
        Field date = makeField("hired", { BsonType::String }, true);
        date.sample.kind = kind;
        date.sample.values = { "14.08.2002", "01.03.2004" };
        return withEntity(collection("employees", { date }));
    };
    add(
        RuleId::DateAsString, "employees", [=] { return hired(SampleKind::Date); },
        [=] { return hired(SampleKind::Auto); });
    add(
        RuleId::JunctionCollection, "playlist_tracks", [=] { return junction(8); },
        [=] { return junction(std::nullopt); });
    // A query the server was seen answering by scanning the collection;
    // clean: the same query seen served by an index.
    auto scanned = [](int64_t collectionScans) {
        AccessPattern seen = query("ap-a", "items", { { "a", Eq } });
        seen.observed = ObservedUse { 40, 3600, collectionScans, 400000, 40, 120, {}, {} };
        return indexed({}, { seen });
    };
    add(
        RuleId::CollectionScanObserved, "ap-a", [=] { return scanned(40); },
        [=] { return scanned(0); });
    // An index $indexStats saw unused; clean: used.
    auto used = [](int64_t ops) {
        Index ix = index("ix-a", "items", { { "a", Asc } });
        ix.observed = IndexObservation { ops, "2024-01-01T00:00:00Z", 0, 0 };
        return indexed({ ix }, { query("ap-a", "items", { { "a", Eq } }) });
    };
    add(
        RuleId::IndexUnusedOnServer, "ix-a", [=] { return used(0); }, [=] { return used(12); });
    return cases;
}

Model venuesSectionsSeats()
{
    Model model;
    model.entities = { collection("venues", { makeField("name", { BsonType::String }, true) }),
        collection("sections", { makeField("name", { BsonType::String }, true) }),
        collection("seats", { makeField("row", { BsonType::String }, true), makeField("number", { BsonType::Int }, true) }) };
    model.entities[1].kind = EntityKind::Embedded;
    model.entities[2].kind = EntityKind::Embedded;
    Relationship sections = relationship("venues", "sections", Cardinality::OneToFew, Strategy::Embed, 40);
    sections.id = "venues-sections";
    Relationship seats = relationship("sections", "seats", Cardinality::OneToMany, Strategy::Embed, 3000);
    seats.id = "sections-seats";
    seats.manyStandsAlone = QueriedAlone::Yes;
    seats.readWriteRatio = 0.5;
    model.relationships = { sections, seats };
    return model;
}

} // namespace docmodel::test
