// SPDX-License-Identifier: GPL-3.0-or-later
// References into and out of embedded documents: found by inference, valid
// in the model, indexed and followed in the collection that embeds them,
// previewed consistently, and left to the person by a migration.
#include "detectionsupport.h"
#include "inferfiles.h"
#include "testsupport.h"

#include "check/datacheck.h"
#include "check/jsonschema.h"
#include "migrate/datamigration.h"
#include "preview/collectionpreview.h"
#include "schema/referenceindexes.h"
#include "schema/referencepaths.h"
#include "schema/validation.h"

#include <bson/bson.h>

#include <QtTest>

#include <set>

using namespace docmodel;
using namespace docmodel::inference;
using namespace docmodel::test;

namespace {

// The venues of tests/data/venueseats with their seats embedded, and the
// tickets that name a seat by seat_id: inferred, relationships accepted.
Model venueSeats()
{
    const Detection detection = detectIn(sourcePath(QStringLiteral("tests/data/venueseats")));
    Model model = detection.model;
    addDetectedRelationships(model, detection.found);
    return model;
}

const Relationship *relationshipBetween(const Model &model, const std::string &one, const std::string &many)
{
    for (const Relationship &rel : model.relationships)
        if (nameOf(model, rel.oneId) == one && nameOf(model, rel.manyId) == many)
            return &rel;
    return nullptr;
}

// The error messages of a model's validation, one a line.
QString errorsOf(const Model &model)
{
    QStringList errors;
    for (const Problem &problem : validateModel(model))
        if (problem.severity == Severity::Error)
            errors << QString::fromStdString(problem.pointer) + QStringLiteral(": ") + problem.message;
    return errors.join(QLatin1Char('\n'));
}

// The string values of `field` in every element of `document`'s `array`.
std::set<std::string> stringsIn(const bson_t *document, const char *array, const char *field)
{
    std::set<std::string> out;
    bson_iter_t it, elements, value;
    if (!bson_iter_init_find(&it, document, array) || !BSON_ITER_HOLDS_ARRAY(&it) || !bson_iter_recurse(&it, &elements))
        return out;
    while (bson_iter_next(&elements))
        if (BSON_ITER_HOLDS_DOCUMENT(&elements) && bson_iter_recurse(&elements, &value)
            && bson_iter_find(&value, field) && BSON_ITER_HOLDS_UTF8(&value))
            out.insert(bson_iter_utf8(&value, nullptr));
    return out;
}

} // namespace

class EmbeddedReferencesTest : public QObject
{
    Q_OBJECT

private slots:
    void embeddedDocumentsReferToCollections();
    void collectionsReferToEmbeddedDocuments();
    void anEmbeddedDocumentIsReferredToByAKeyOfItsOwn();
    void previewedReferencesNameEmbeddedDocuments();
    void migrationLeavesEmbeddedParentsToThePerson();
};

// tests/data/orderlines: orders embed their lines, each naming its product
// by the product's natural key (sku). The lines' reference is found as the
// collections' are, from the embedded type to products, and the model with
// it is valid: its validator and index on orders.lines.sku follow.
void EmbeddedReferencesTest::embeddedDocumentsReferToCollections()
{
    const Detection detection = detectIn(sourcePath(QStringLiteral("tests/data/orderlines")));
    QVERIFY(detection.ok);
    const Entity *line = entityNamed(detection.model, "line");
    const Entity *products = entityNamed(detection.model, "products");
    QVERIFY(line && products);
    QCOMPARE(line->kind, EntityKind::Embedded);
    QCOMPARE(detection.found.size(), size_t(1));
    const DetectedRelationship &found = detection.found.front();
    const Relationship &rel = found.relationship;
    QCOMPARE(rel.oneId, products->id);
    QCOMPARE(rel.manyId, line->id);
    QCOMPARE(rel.strategy, Strategy::ParentReferencing);
    QCOMPARE(rel.manyField, std::string("sku"));
    QCOMPARE(rel.oneKey, std::string("sku"));
    QVERIFY(!rel.optionalReference);
    QVERIFY2(found.strong, found.evidence.c_str());
    QVERIFY2(QString::fromStdString(found.evidence).contains(QLatin1String("orders.lines.sku values are products.sku")),
        found.evidence.c_str());
    QVERIFY(validWithAll(detection.model, detection.found));

    // Following the reference from a product to its lines reads orders by
    // { "lines.sku": 1 }; products.sku finds one product only if unique.
    Model model = detection.model;
    addDetectedRelationships(model, detection.found);
    const std::vector<Index> indexes = referenceIndexes(model, model.relationships.back());
    QCOMPARE(indexes.size(), size_t(2));
    QCOMPARE(indexes[0].collectionId, products->id);
    QVERIFY(indexes[0].unique);
    QCOMPARE(indexes[1].collectionId, entityNamed(model, "orders")->id);
    QCOMPARE(indexes[1].keys, (std::vector<IndexKey> { { "lines.sku", IndexKeyKind::Asc } }));
    QVERIFY(!indexes[1].unique);
}

// tests/data/venueseats: venues embed their seats, and tickets name their
// seat by seat_id, a key of the seats unique across all venues. The
// reference is found from the embedded type seat to tickets, followed and
// indexed in venues by seats.seat_id.
void EmbeddedReferencesTest::collectionsReferToEmbeddedDocuments()
{
    const Detection detection = detectIn(sourcePath(QStringLiteral("tests/data/venueseats")));
    QVERIFY(detection.ok);
    const Entity *seat = entityNamed(detection.model, "seat");
    const Entity *tickets = entityNamed(detection.model, "tickets");
    QVERIFY(seat && tickets);
    QCOMPARE(seat->kind, EntityKind::Embedded);
    const DetectedRelationship *bySeat = nullptr;
    for (const DetectedRelationship &found : detection.found)
        if (found.relationship.oneId == seat->id)
            bySeat = &found;
    QVERIFY2(bySeat, qPrintable(describe(detection.model, detection.found)));
    const Relationship &rel = bySeat->relationship;
    QCOMPARE(rel.manyId, tickets->id);
    QCOMPARE(rel.strategy, Strategy::ParentReferencing);
    QCOMPARE(rel.manyField, std::string("seat_id"));
    QCOMPARE(rel.oneKey, std::string("seat_id"));
    QVERIFY2(bySeat->strong, bySeat->evidence.c_str());
    QVERIFY2(QString::fromStdString(bySeat->evidence)
                 .contains(QLatin1String("tickets.seat_id values are venues.seats.seat_id values")),
        bySeat->evidence.c_str());
    // The tickets' own reference to their venue is found beside it.
    QCOMPARE(detection.found.size(), size_t(2));
    QVERIFY(validWithAll(detection.model, detection.found));

    const Model model = venueSeats();
    const std::string venues = entityNamed(model, "venues")->id;
    const std::vector<Index> indexes = referenceIndexes(model, *relationshipBetween(model, "seat", "tickets"));
    QCOMPARE(indexes.size(), size_t(2));
    // One value names one seat among all venues' seats.
    QCOMPARE(indexes[0].collectionId, venues);
    QCOMPARE(indexes[0].keys, (std::vector<IndexKey> { { "seats.seat_id", IndexKeyKind::Asc } }));
    QVERIFY(indexes[0].unique);
    QCOMPARE(indexes[1].collectionId, tickets->id);
    QCOMPARE(indexes[1].keys, (std::vector<IndexKey> { { "seat_id", IndexKeyKind::Asc } }));
    // The explorer opens a ticket's seat in venues.
    const std::vector<ReferencePath> paths = referencePaths(model, *model.findEntity(tickets->id));
    QVERIFY(std::ranges::find(paths, ReferencePath { "seat_id", "venues", "seats.seat_id", false }) != paths.end());
    QVERIFY(std::ranges::find(paths, ReferencePath { "venue_id", "venues", "_id", false }) != paths.end());
    // That the data checks clean against it is tst_inferredvalidators' to show.
}

// By a key of its own an embedded document can be referred to; by _id, which
// it does not have, it cannot, and the error says what to do.
void EmbeddedReferencesTest::anEmbeddedDocumentIsReferredToByAKeyOfItsOwn()
{
    Model model = venueSeats();
    QCOMPARE(errorsOf(model), QString());
    const auto index = size_t(relationshipBetween(model, "seat", "tickets") - model.relationships.data());
    model.relationships[index].oneKey = "_id";
    const QString errors = errorsOf(model);
    QVERIFY2(errors.contains(QStringLiteral("/relationships/%1/oneKey").arg(index))
            && errors.contains(QLatin1String("refer to them by a key of theirs")),
        qPrintable(errors));
    // A type no collection embeds has no documents to look up at all.
    model.relationships[index].oneKey = "seat_id";
    std::erase_if(model.relationships, [](const Relationship &rel) { return rel.strategy == Strategy::Embed; });
    QVERIFY2(errorsOf(model).contains(QLatin1String("needs a collection there")), qPrintable(errorsOf(model)));
}

// A previewed ticket names a seat of a previewed venue, and the previews
// pass the validators.
void EmbeddedReferencesTest::previewedReferencesNameEmbeddedDocuments()
{
    const Model model = venueSeats();
    PreviewOptions options;
    options.count = 5;
    const CollectionPreview venues = previewCollection(model, *model.findEntityByName("venues"), options);
    const CollectionPreview tickets = previewCollection(model, *model.findEntityByName("tickets"), options);
    std::set<std::string> seats;
    for (const BsonPtr &venue : venues.documents)
        seats.merge(stringsIn(venue.get(), "seats", "seat_id"));
    QVERIFY(!seats.empty());
    for (const BsonPtr &ticket : tickets.documents) {
        bson_iter_t it;
        QVERIFY(bson_iter_init_find(&it, ticket.get(), "seat_id") && BSON_ITER_HOLDS_UTF8(&it));
        QVERIFY2(seats.contains(bson_iter_utf8(&it, nullptr)), bson_iter_utf8(&it, nullptr));
    }
    for (const CollectionPreview *preview : { &venues, &tickets }) {
        const Entity &entity = *model.findEntityByName(preview == &venues ? "venues" : "tickets");
        std::string error;
        const auto schema = check::collectionSchema(model, entity, &error);
        QVERIFY2(schema, error.c_str());
        QCOMPARE(check::checkDocuments(*schema, entity.name, preview->documents, 2).failing, size_t(0));
    }
}

// The steps read and write a parent as a collection; tickets embedded into a
// venue's seats would need array filters at that depth, so the plan says
// so and changes nothing.
void EmbeddedReferencesTest::migrationLeavesEmbeddedParentsToThePerson()
{
    const Model before = venueSeats();
    Model after = before;
    const auto index = size_t(relationshipBetween(after, "seat", "tickets") - after.relationships.data());
    after.relationships[index].strategy = Strategy::Embed;
    const DataMigration plan = planDataMigration(before, after);
    QVERIFY2(plan.manual.join(QLatin1Char('\n')).contains(QLatin1String("seat documents are embedded in venues")),
        qPrintable(plan.manual.join(QLatin1Char('\n'))));
    for (const DataStep &step : plan.steps)
        QVERIFY2(step.collection != "seat", step.collection.c_str());
}

QTEST_GUILESS_MAIN(EmbeddedReferencesTest)
#include "tst_embeddedreferences.moc"
