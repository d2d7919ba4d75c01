// SPDX-License-Identifier: GPL-3.0-or-later
#include "widemodel.h"

#include <string>

namespace docmodel::bench {

namespace {

struct Stem {
    const char *name;
    BsonType type;
    SampleKind sample;
};

const Stem kStems[] = {
    { "first_name", BsonType::String, SampleKind::FirstName },
    { "email", BsonType::String, SampleKind::Email },
    { "created_at", BsonType::Date, SampleKind::Auto },
    { "balance", BsonType::Decimal, SampleKind::Auto },
    { "visits", BsonType::Int, SampleKind::Auto },
    { "score", BsonType::Double, SampleKind::Auto },
    { "active", BsonType::Bool, SampleKind::Auto },
    { "city", BsonType::String, SampleKind::City },
    { "total_spent", BsonType::Long, SampleKind::Auto },
    { "referrer_id", BsonType::ObjectId, SampleKind::Auto },
    { "status", BsonType::String, SampleKind::Auto },
    { "phone", BsonType::String, SampleKind::Phone },
};
constexpr int kStemCount = int(std::size(kStems));

Field wideField(int i)
{
    const Stem &stem = kStems[i % kStemCount];
    Field field = makeField(std::string(stem.name) + '_' + std::to_string(i), { stem.type },
        i % 7 == 0, i % 25 == 0);
    field.sample.kind = stem.sample;
    if (stem.type == BsonType::Int) {
        field.minimum = 0;
        field.maximum = 1000;
    }
    if (stem.type == BsonType::String && stem.sample == SampleKind::Auto) {
        field.enumValues = { "new", "active", "suspended", "closed" };
    }
    if (i % 10 == 3)
        field.description = "Figure number " + std::to_string(i);
    if (i % 1000 == 500)
        field.pattern = "^[A-Z][a-z]+";
    if (i % 100 == 50) {
        // An address-like object, itself with a nested object.
        field = makeField("address_" + std::to_string(i), { BsonType::Object }, i % 200 == 50);
        Field geo = makeField("geo", { BsonType::Object });
        geo.fields = { makeField("lat", { BsonType::Double }, true),
            makeField("lng", { BsonType::Double }, true) };
        field.fields = { makeField("street", { BsonType::String }, true),
            makeField("postal_code", { BsonType::String }), std::move(geo) };
        field.fields[0].sample.kind = SampleKind::Street;
    }
    return field;
}

} // namespace

Model makeWideModel(int fields)
{
    Model model;
    model.name = "Wide";
    model.database = "wide";

    Entity customers;
    customers.id = "customers";
    customers.name = "customers";
    customers.description = "One very wide collection";
    customers.estimatedCount = 100000;
    customers.fields.reserve(size_t(fields));
    customers.fields.push_back(makeField("_id", { BsonType::ObjectId }, true));
    for (int i = 1; i < fields; ++i)
        customers.fields.push_back(wideField(i));

    Entity orders;
    orders.id = "orders";
    orders.name = "orders";
    orders.estimatedCount = 1000000;
    orders.fields = { makeField("_id", { BsonType::ObjectId }, true),
        makeField("placed_at", { BsonType::Date }, true),
        makeField("total", { BsonType::Decimal }, true) };

    Relationship placed;
    placed.id = "placed";
    placed.name = "places";
    placed.oneId = customers.id;
    placed.manyId = orders.id;
    placed.cardinality = Cardinality::OneToMany;
    placed.counts = defaultCounts(placed.cardinality);
    placed.strategy = Strategy::ExtendedReference;
    placed.denormalized = { { "first_name_12", CopyDirection::IntoMany, "" } };
    model.relationships.push_back(std::move(placed));

    Index byEmail;
    byEmail.id = "by_email";
    byEmail.collectionId = customers.id;
    byEmail.keys = { { "email_1", IndexKeyKind::Asc } };
    byEmail.unique = true;
    Index byCity;
    byCity.id = "by_city";
    byCity.collectionId = customers.id;
    byCity.keys = { { "city_7", IndexKeyKind::Asc }, { "created_at_2", IndexKeyKind::Desc } };
    model.indexes = { std::move(byEmail), std::move(byCity) };

    AccessPattern lookup;
    lookup.id = "lookup";
    lookup.name = "customers of a city";
    lookup.collectionId = customers.id;
    lookup.filter = { { "city_7", FilterOp::Equality } };
    lookup.sort = { { "visits_4", SortDirection::Desc } };
    lookup.frequency = 20;
    model.accessPatterns.push_back(std::move(lookup));

    model.layout[customers.id] = Position { 0, 0 };
    model.layout[orders.id] = Position { 400, 0 };
    model.entities.push_back(std::move(customers));
    model.entities.push_back(std::move(orders));
    return model;
}

} // namespace docmodel::bench
