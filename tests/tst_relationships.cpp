// SPDX-License-Identifier: GPL-3.0-or-later
// Relationship detection on inferred collections: each strategy found with
// its direction, cardinality and fields, nothing for values that only look
// like references, and the real sample datasets.
#include "detectionsupport.h"
#include "inferfiles.h"
#include "relationshipdata.h"
#include "testsupport.h"

#include "inference/collectioninference.h"
#include "inference/filekeylookup.h"
#include "inference/modelfrominference.h"
#include "inference/relationshipdetection.h"
#include "check/jsonschema.h"
#include "diff/modeldiff.h"
#include "schema/referenceindexes.h"
#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "schema/validation.h"
#include "shape/collectionoptions.h"

#include <QTemporaryDir>

#include <bson/bson.h>

#include <QtTest>

using namespace docmodel;
using namespace docmodel::inference;
using namespace docmodel::test;

class RelationshipDetectionTest : public QObject
{
    Q_OBJECT

private slots:
    void embeddedArraysBecomeEmbeddedEntities();
    void childReferencesByObjectId();
    void parentReferencesByIntNaturalKey();
    void parentReferencesBeyondTheSample();
    void twoWayReferencesAreOneRelationship();
    void dbRefsReferToTheirCollection();
    void copiesBesideAReferenceMakeItExtended();
    void sharedArrayValuesAreManyToMany();
    void trees_data();
    void trees();
    void twoWayWhicheverCollectionComesFirst();
    void twoWayIsAsStrongAsItsWeakerHalf();
    void sharedUniqueValuesAreNoReference();
    void sampleDatasetsHaveNoSpuriousRelationships();
    void everyStrategyTogether();
    void placeholdersAreNoParents();
    void missingReferenceIsNotNull();
};

void RelationshipDetectionTest::embeddedArraysBecomeEmbeddedEntities()
{
    const Detection detection = detectInGenerated(embeddedItems());
    QVERIFY(detection.ok);
    QVERIFY2(detection.found.empty(), qPrintable(describe(detection.model, detection.found)));
    const Entity *orders = entityNamed(detection.model, "orders");
    const Entity *item = entityNamed(detection.model, "item");
    QVERIFY(orders && item);
    QCOMPARE(item->kind, EntityKind::Embedded);
    QVERIFY(!findFieldPath(orders->fields, "items")); // the relationship writes it
    QVERIFY(findFieldPath(item->fields, "sku") && findFieldPath(item->fields, "qty"));
    QCOMPARE(detection.model.relationships.size(), size_t(1));
    const Relationship &rel = detection.model.relationships.front();
    QCOMPARE(rel.oneId, orders->id);
    QCOMPARE(rel.manyId, item->id);
    QCOMPARE(rel.strategy, Strategy::Embed);
    QCOMPARE(rel.oneField, std::string("items"));
    QCOMPARE(rel.cardinality, Cardinality::OneToFew);
    QCOMPARE(rel.counts.min, 1);
    QCOMPARE(rel.counts.max, std::optional<int64_t>(6));
    QCOMPARE(rel.counts.typical, 4); // 3.5 rounded
    QVERIFY(validWithAll(detection.model, {}));
}

void RelationshipDetectionTest::childReferencesByObjectId()
{
    const Detection detection = detectInGenerated(childReferences());
    QVERIFY(detection.ok);
    QVERIFY2(detection.found.size() == 1, qPrintable(describe(detection.model, detection.found)));
    const DetectedRelationship &found = detection.found.front();
    const Relationship &rel = found.relationship;
    QCOMPARE(nameOf(detection.model, rel.oneId), std::string("products"));
    QCOMPARE(nameOf(detection.model, rel.manyId), std::string("parts"));
    QCOMPARE(rel.strategy, Strategy::ChildReferencing);
    QCOMPARE(rel.oneField, std::string("parts"));
    QCOMPARE(rel.cardinality, Cardinality::OneToFew);
    QCOMPARE(rel.counts.max, std::optional<int64_t>(8));
    QVERIFY(found.strong);
    QCOMPARE(found.confidence, 1.0);
    QVERIFY2(QString::fromStdString(found.evidence).contains(QStringLiteral("100 % of 442 sampled products.parts values are parts._id values")),
        found.evidence.c_str());
    QVERIFY(validWithAll(detection.model, detection.found));
}

void RelationshipDetectionTest::parentReferencesByIntNaturalKey()
{
    const Detection detection = detectInGenerated(naturalKeyParents());
    QVERIFY(detection.ok);
    // transactions.quantity (1–20) is all among tickets' int ids, but
    // nothing in its name says it refers to them.
    QVERIFY2(detection.found.size() == 1, qPrintable(describe(detection.model, detection.found)));
    const DetectedRelationship &found = detection.found.front();
    const Relationship &rel = found.relationship;
    QCOMPARE(nameOf(detection.model, rel.oneId), std::string("accounts"));
    QCOMPARE(nameOf(detection.model, rel.manyId), std::string("transactions"));
    QCOMPARE(rel.strategy, Strategy::ParentReferencing);
    QCOMPARE(rel.manyField, std::string("account_id"));
    QCOMPARE(rel.cardinality, Cardinality::OneToFew);
    QCOMPARE(rel.counts.typical, 10); // 2,000 transactions over 200 accounts
    QVERIFY(found.strong);
    QVERIFY2(QString::fromStdString(found.evidence).contains(QStringLiteral("transactions.account_id values are accounts.account_id values")),
        found.evidence.c_str());
    QVERIFY(validWithAll(detection.model, detection.found));
}

void RelationshipDetectionTest::parentReferencesBeyondTheSample()
{
    // 50 of 200 accounts sampled: most account_id values are not in the
    // sample, and are looked up in the file.
    const Detection unchecked = detectInGenerated(naturalKeyParents(), 50, false);
    QVERIFY(unchecked.ok);
    const Detection checked = detectInGenerated(naturalKeyParents(), 50, true);
    QVERIFY(checked.ok);
    QVERIFY2(checked.found.size() == 1, qPrintable(describe(checked.model, checked.found)));
    QVERIFY(checked.found.front().strong);
    QCOMPARE(checked.found.front().confidence, 1.0);
    QVERIFY(QString::fromStdString(checked.found.front().evidence).contains(QStringLiteral("looked up beyond the sample")));
    for (const DetectedRelationship &found : unchecked.found)
        QVERIFY(!found.strong);
}

void RelationshipDetectionTest::twoWayReferencesAreOneRelationship()
{
    const Detection detection = detectInGenerated(twoWayReferences());
    QVERIFY(detection.ok);
    QVERIFY2(detection.found.size() == 1, qPrintable(describe(detection.model, detection.found)));
    const Relationship &rel = detection.found.front().relationship;
    QCOMPARE(nameOf(detection.model, rel.oneId), std::string("people"));
    QCOMPARE(nameOf(detection.model, rel.manyId), std::string("tasks"));
    QCOMPARE(rel.strategy, Strategy::TwoWay);
    QCOMPARE(rel.oneField, std::string("tasks"));
    QCOMPARE(rel.manyField, std::string("owner"));
    QCOMPARE(rel.cardinality, Cardinality::OneToFew);
    QCOMPARE(rel.counts.typical, 10);
    QVERIFY(validWithAll(detection.model, detection.found));
}

void RelationshipDetectionTest::dbRefsReferToTheirCollection()
{
    const Detection detection = detectInGenerated(dbRefs());
    QVERIFY(detection.ok);
    QVERIFY2(detection.found.size() == 1, qPrintable(describe(detection.model, detection.found)));
    const Relationship &rel = detection.found.front().relationship;
    QCOMPARE(nameOf(detection.model, rel.oneId), std::string("users"));
    QCOMPARE(nameOf(detection.model, rel.manyId), std::string("posts"));
    QCOMPARE(rel.strategy, Strategy::ParentReferencing);
    QCOMPARE(rel.referenceStyle, ReferenceStyle::DbRef);
    QCOMPARE(rel.manyField, std::string("author"));
    QCOMPARE(rel.counts.typical, 5);
    QVERIFY(validWithAll(detection.model, detection.found));
}

void RelationshipDetectionTest::copiesBesideAReferenceMakeItExtended()
{
    const Detection detection = detectInGenerated(extendedReference());
    QVERIFY(detection.ok);
    QVERIFY2(detection.found.size() == 1, qPrintable(describe(detection.model, detection.found)));
    const Relationship &rel = detection.found.front().relationship;
    QCOMPARE(nameOf(detection.model, rel.oneId), std::string("customers"));
    QCOMPARE(nameOf(detection.model, rel.manyId), std::string("orders"));
    QCOMPARE(rel.strategy, Strategy::ExtendedReference);
    QCOMPARE(rel.manyField, std::string("customer_id"));
    // The name is copied; "active" is equal too, but the same everywhere.
    QCOMPARE(rel.denormalized.size(), size_t(1));
    QCOMPARE(rel.denormalized.front().field, std::string("name"));
    QCOMPARE(rel.denormalized.front().as, std::string("customer_name"));
    QCOMPARE(rel.denormalized.front().direction, CopyDirection::IntoMany);
    QVERIFY(validWithAll(detection.model, detection.found));
}

void RelationshipDetectionTest::sharedArrayValuesAreManyToMany()
{
    const Detection detection = detectInGenerated(manyToMany());
    QVERIFY(detection.ok);
    QVERIFY2(detection.found.size() == 1, qPrintable(describe(detection.model, detection.found)));
    const Relationship &rel = detection.found.front().relationship;
    QCOMPARE(nameOf(detection.model, rel.oneId), std::string("students"));
    QCOMPARE(nameOf(detection.model, rel.manyId), std::string("courses"));
    QCOMPARE(rel.strategy, Strategy::ChildReferencing);
    QCOMPARE(rel.cardinality, Cardinality::ManyToMany);
    QCOMPARE(rel.oneField, std::string("course_ids"));
    QCOMPARE(rel.counts.min, 2);
    QCOMPARE(rel.counts.max, std::optional<int64_t>(5));
    QVERIFY(validWithAll(detection.model, detection.found));
}

void RelationshipDetectionTest::trees_data()
{
    QTest::addColumn<TreeEncoding>("encoding");
    QTest::newRow("parent refs") << TreeEncoding::ParentRefs;
    QTest::newRow("child refs") << TreeEncoding::ChildRefs;
    QTest::newRow("ancestors") << TreeEncoding::Ancestors;
    QTest::newRow("materialized path") << TreeEncoding::MaterializedPath;
    QTest::newRow("nested sets") << TreeEncoding::NestedSets;
}

void RelationshipDetectionTest::trees()
{
    QFETCH(TreeEncoding, encoding);
    const Detection detection = detectInGenerated(tree(encoding));
    QVERIFY(detection.ok);
    QVERIFY2(detection.found.size() == 1, qPrintable(describe(detection.model, detection.found)));
    const DetectedRelationship &found = detection.found.front();
    const Relationship &rel = found.relationship;
    QVERIFY(rel.isSelf());
    QCOMPARE(nameOf(detection.model, rel.oneId), std::string("categories"));
    QVERIFY(rel.tree.has_value());
    QCOMPARE(rel.tree->encoding, encoding);
    QVERIFY2(found.strong, found.evidence.c_str());
    // Every inner node has four children.
    QCOMPARE(rel.counts.max, std::optional<int64_t>(4));
    QCOMPARE(rel.cardinality, Cardinality::OneToFew);
    if (encoding == TreeEncoding::MaterializedPath) {
        QCOMPARE(rel.tree->delimiter, std::string(","));
        QCOMPARE(rel.tree->depthField, std::string("depth"));
    }
    QVERIFY(validWithAll(detection.model, detection.found));
}

// The tasks (with the back reference) before the people (with the array):
// still one two-way relationship, and the one after it is not skipped.
void RelationshipDetectionTest::twoWayWhicheverCollectionComesFirst()
{
    GeneratedDatabase database = twoWayReferences();
    database[1].name = QStringLiteral("a_tasks"); // collections are read in the order of their names
    for (GeneratedCollection &collection : dbRefs())
        database.push_back(collection);
    const Detection detection = detectInGenerated(database);
    QVERIFY(detection.ok);
    QVERIFY2(detection.found.size() == 2, qPrintable(describe(detection.model, detection.found)));
    QStringList strategies;
    for (const DetectedRelationship &found : detection.found)
        strategies << QString::fromUtf8(toString(found.relationship.strategy).data());
    strategies.sort();
    QCOMPARE(strategies, QStringList({ QStringLiteral("parent-referencing"), QStringLiteral("two-way") }));
}

// An array whose values are all found, joined with back references of
// which only some are: the two-way relationship is weak.
void RelationshipDetectionTest::twoWayIsAsStrongAsItsWeakerHalf()
{
    GeneratedDatabase database = twoWayReferences();
    // Overwrite most tasks' owner with ids no person has.
    GeneratedCollection &tasks = database[1];
    QCOMPARE(tasks.name, QStringLiteral("tasks"));
    BsonStream rewritten;
    bson_reader_t *reader = bson_reader_new_from_data(tasks.documents.data(), tasks.documents.size());
    bool eof = false;
    int n = 0;
    while (const bson_t *document = bson_reader_read(reader, &eof)) {
        bson_t copy = BSON_INITIALIZER;
        bson_copy_to_excluding_noinit(document, &copy, "owner", nullptr);
        bson_iter_t owner;
        if (bson_iter_init_find(&owner, document, "owner")) {
            bson_oid_t id = *bson_iter_oid(&owner);
            if (n++ % 3 != 0)
                id.bytes[11] ^= 0x5a;
            bson_append_oid(&copy, "owner", -1, &id);
        }
        rewritten.insert(rewritten.end(), bson_get_data(&copy), bson_get_data(&copy) + copy.len);
        bson_destroy(&copy);
    }
    bson_reader_destroy(reader);
    tasks.documents = rewritten;
    const Detection detection = detectInGenerated(database);
    QVERIFY(detection.ok);
    QVERIFY2(detection.found.size() == 1, qPrintable(describe(detection.model, detection.found)));
    QCOMPARE(detection.found.front().relationship.strategy, Strategy::TwoWay);
    QVERIFY(detection.found.front().confidence < 0.9);
    QVERIFY(!detection.found.front().strong);
}

void RelationshipDetectionTest::sharedUniqueValuesAreNoReference()
{
    // people and users both have a unique "name", with the same names in
    // part: a kind of value they share, not a reference.
    GeneratedDatabase database = twoWayReferences();
    for (GeneratedCollection &collection : dbRefs())
        database.push_back(collection);
    const Detection detection = detectInGenerated(database);
    QVERIFY(detection.ok);
    QVERIFY2(detection.found.size() == 2, qPrintable(describe(detection.model, detection.found)));
}

void RelationshipDetectionTest::sampleDatasetsHaveNoSpuriousRelationships()
{
    // accounts.limit and theaters.theaterId are ints whose ranges overlap,
    // sessions.user_id is an e-mail address no user has.
    const Detection detection = detectIn(sourcePath(QStringLiteral("../shared/datasets")));
    QVERIFY(detection.ok);
    QCOMPARE(detection.collections.size(), size_t(4));
    QVERIFY2(detection.found.empty(), qPrintable(describe(detection.model, detection.found)));
    for (const Entity &entity : detection.model.entities)
        QVERIFY(entity.isCollection());
}

// All the generated collections in one database (DOCMODELER_WRITE_SHOP=DIR
// also keeps them there, for the README's picture): each relationship as
// when alone, nothing between collections of different examples.
void RelationshipDetectionTest::everyStrategyTogether()
{
    GeneratedDatabase database;
    for (auto make : { extendedReference, twoWayReferences, naturalKeyParents, dbRefs, manyToMany, childReferences })
        for (GeneratedCollection &collection : make())
            database.push_back(collection);
    for (GeneratedCollection &collection : tree(TreeEncoding::Ancestors))
        database.push_back(collection);
    if (const QString keep = qEnvironmentVariable("DOCMODELER_WRITE_SHOP"); !keep.isEmpty())
        QVERIFY(writeDatabase(keep, database));
    const Detection detection = detectInGenerated(database);
    QVERIFY(detection.ok);
    QVERIFY2(detection.found.size() == 7, qPrintable(describe(detection.model, detection.found)));
    for (const DetectedRelationship &found : detection.found)
        QVERIFY2(found.strong, found.evidence.c_str());
    QVERIFY(validWithAll(detection.model, detection.found));
}

// Orders naming their customer by ObjectId, or by "NULL" or "" where they
// have none: still a reference, the placeholders counted in the evidence
// and not taken for a customer with 60 orders (5 per customer at most).
void RelationshipDetectionTest::placeholdersAreNoParents()
{
    QTemporaryDir dir;
    QByteArray customers;
    QByteArray orders;
    const auto oid = [](int n) { return QStringLiteral("{\"$oid\": \"65a0000000000000000000%1\"}").arg(n, 2, 10, QLatin1Char('0')); };
    for (int n = 0; n < 40; ++n)
        customers += QStringLiteral("{\"_id\": %1, \"name\": \"c%2\"}\n").arg(oid(n)).arg(n).toUtf8();
    for (int n = 0; n < 200; ++n) {
        const QString customer = n % 10 < 3 ? QStringLiteral("\"NULL\"") : n % 10 == 3 ? QStringLiteral("\"\"") : oid(n % 40);
        orders += QStringLiteral("{\"_id\": %1, \"customer_id\": %2}\n").arg(n).arg(customer).toUtf8();
    }
    writeFile(dir.filePath(QStringLiteral("customers.json")), customers);
    writeFile(dir.filePath(QStringLiteral("orders.json")), orders);
    InferOptions options;
    auto collections = inferInputs({ dir.filePath(QStringLiteral("customers.json")).toStdString(),
                                       dir.filePath(QStringLiteral("orders.json")).toStdString() },
        options);
    QVERIFY(collections);
    const Model model = modelFromInference(*collections);
    const std::vector<DetectedRelationship> found = detectRelationships(model, *collections, KeyLookup());
    QCOMPARE(found.size(), size_t(1));
    const Relationship &rel = found.front().relationship;
    QCOMPARE(rel.manyField, std::string("customer_id"));
    QCOMPARE(rel.strategy, Strategy::ParentReferencing);
    QVERIFY(rel.counts.max);
    QCOMPARE(*rel.counts.max, int64_t(5));
    QVERIFY2(QString::fromStdString(found.front().evidence)
                 .contains(QRegularExpression(
                     QStringLiteral("80 sampled value(s|\\(s\\)) are placeholders, not references: \"NULL\" 60, \"\" 20"))),
        found.front().evidence.c_str());

    // The validator allows exactly what the data holds: ObjectIds and the
    // two placeholders, no other string.
    Model withReference = model;
    addDetectedRelationships(withReference, found);
    const JsonValue validator = collectionValidator(withReference, *entityNamed(withReference, "orders"));
    std::string error;
    const auto schema = check::JsonSchema::compile(validator, &error);
    QVERIFY2(schema, error.c_str());
    const auto accepts = [&](const char *json) {
        bson_error_t parseError;
        bson_t *document = bson_new_from_json(reinterpret_cast<const uint8_t *>(json), -1, &parseError);
        const bool matches = document && schema->matches(document);
        bson_destroy(document);
        return matches;
    };
    QVERIFY(accepts(R"({"_id": 1, "customer_id": {"$oid": "65a000000000000000000001"}})"));
    QVERIFY2(accepts(R"({"_id": 2, "customer_id": "NULL"})"), validator.dump().c_str());
    QVERIFY(accepts(R"({"_id": 3, "customer_id": ""})"));
    QVERIFY2(!accepts(R"({"_id": 4, "customer_id": "bogus"})"), validator.dump().c_str());

    // The file keeps them; a model without them says what that costs.
    QTemporaryDir files;
    const QString path = files.filePath(QStringLiteral("orders.dmodel"));
    QVERIFY(saveModelFile(withReference, path).isEmpty());
    const LoadResult loaded = loadModelFile(path);
    QVERIFY(loaded.ok());
    QCOMPARE(loaded.model->relationships.front().placeholders, (std::vector<std::string> { "NULL", "" }));
    Model without = withReference;
    without.relationships.front().placeholders.clear();
    const std::vector<ModelChange> changes = compareModels(withReference, without);
    QCOMPARE(changes.size(), size_t(1));
    QVERIFY2(changes.front().description.contains(QLatin1String("children holding one fail")),
        qPrintable(changes.front().description));
}

// Orders without a customer lack customer_id: the reference is optional
// and its validator refuses null. Where some hold null, null is allowed.
// The model file keeps the difference, and says nothing where it is none.
void RelationshipDetectionTest::missingReferenceIsNotNull()
{
    for (const bool nulls : { false, true }) {
        QTemporaryDir dir;
        QByteArray customers;
        QByteArray orders;
        const auto oid = [](int n) { return QStringLiteral("{\"$oid\": \"65a0000000000000000000%1\"}").arg(n, 2, 10, QLatin1Char('0')); };
        for (int n = 0; n < 20; ++n)
            customers += QStringLiteral("{\"_id\": %1}\n").arg(oid(n)).toUtf8();
        for (int n = 0; n < 100; ++n) {
            QString order = QStringLiteral("{\"_id\": %1").arg(n);
            if (n % 5 != 0)
                order += QStringLiteral(", \"customer_id\": %1").arg(oid(n % 20));
            else if (nulls && n % 10 == 0)
                order += QStringLiteral(", \"customer_id\": null");
            orders += (order + QStringLiteral("}\n")).toUtf8();
        }
        writeFile(dir.filePath(QStringLiteral("customers.json")), customers);
        writeFile(dir.filePath(QStringLiteral("orders.json")), orders);
        auto collections = inferInputs({ dir.filePath(QStringLiteral("customers.json")).toStdString(),
            dir.filePath(QStringLiteral("orders.json")).toStdString() });
        QVERIFY(collections);
        Model model = modelFromInference(*collections);
        const std::vector<DetectedRelationship> found = detectRelationships(model, *collections, KeyLookup());
        QCOMPARE(found.size(), size_t(1));
        QVERIFY(found.front().relationship.optionalReference);
        QCOMPARE(found.front().relationship.referenceMayBeNull, nulls);
        QCOMPARE(QString::fromStdString(found.front().evidence).contains(QLatin1String("never null")), !nulls);
        addDetectedRelationships(model, found);
        const Entity *ordersEntity = entityNamed(model, "orders");
        QVERIFY(ordersEntity);
        const JsonValue validator = collectionValidator(model, *ordersEntity);
        QVERIFY2(validator.contains("properties") && validator.at("properties").contains("customer_id"),
            validator.dump().c_str());
        const JsonValue &reference = validator.at("properties").at("customer_id");
        const std::string types = reference.value("bsonType", JsonValue()).dump();
        QVERIFY2((types.find("null") != std::string::npos) == nulls, types.c_str());
        const JsonValue required = validator.value("required", JsonValue::array());
        QVERIFY(std::ranges::find(required, JsonValue("customer_id")) == required.end());

        const QString path = dir.filePath(QStringLiteral("orders.dmodel"));
        QVERIFY(saveModelFile(model, path).isEmpty());
        QCOMPARE(readFile(path).contains("\"referenceMayBeNull\": false"), !nulls);
        const LoadResult loaded = loadModelFile(path);
        QVERIFY(loaded.ok());
        QCOMPARE(loaded.model->relationships.front().referenceMayBeNull, nulls);
    }
}

QTEST_GUILESS_MAIN(RelationshipDetectionTest)
#include "tst_relationships.moc"
