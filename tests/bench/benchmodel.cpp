// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchmodel.h"

#include <string>

namespace docmodel::bench {

namespace {
const BsonType kTypes[] = { BsonType::String, BsonType::Int, BsonType::Date, BsonType::Double,
    BsonType::Bool, BsonType::Long, BsonType::Decimal, BsonType::ObjectId };
const Strategy kStrategies[] = { Strategy::Embed, Strategy::EmbedSubset, Strategy::ChildReferencing,
    Strategy::ParentReferencing, Strategy::TwoWay, Strategy::ExtendedReference };
} // namespace

Model makeBenchModel(const BenchModelSize &size)
{
    Model model;
    model.name = "Benchmark";
    model.database = "bench";
    model.entities.reserve(size_t(size.entities));
    for (int e = 0; e < size.entities; ++e) {
        Entity entity;
        entity.id = "e" + std::to_string(e);
        entity.name = "collection_" + std::to_string(e);
        // Every fifth entity is an embedded document type.
        entity.kind = e % 5 == 4 ? EntityKind::Embedded : EntityKind::Collection;
        entity.description = "Entity number " + std::to_string(e);
        entity.estimatedCount = entity.isCollection() ? 1000 * (e + 1) : 0;
        entity.growthPerMonth = entity.isCollection() ? 10 * e : 0;
        if (entity.isCollection())
            entity.fields.push_back(makeField("_id", { BsonType::ObjectId }, true));
        for (int f = int(entity.fields.size()); f < size.fieldsPerEntity; ++f) {
            Field field
                = makeField("field_" + std::to_string(f), { kTypes[(e + f) % 8] }, f % 3 == 0);
            if (f == 5) {
                field.types = { BsonType::Object };
                field.fields = { makeField("street", { BsonType::String }),
                    makeField("city", { BsonType::String }) };
            }
            if (f == 7)
                field.sample.kind = SampleKind::Email;
            entity.fields.push_back(std::move(field));
        }
        model.layout[entity.id] = Position { double((e % 50) * 300), double((e / 50) * 400) };
        model.entities.push_back(std::move(entity));
    }

    auto collectionId = [&](int n) {
        int e = n % size.entities;
        if (e % 5 == 4)
            e = (e + 1) % size.entities;
        return "e" + std::to_string(e);
    };
    for (int r = 0; r < size.relationships; ++r) {
        Relationship rel;
        rel.id = "r" + std::to_string(r);
        rel.name = "relation " + std::to_string(r);
        rel.strategy = kStrategies[r % 6];
        rel.oneId = collectionId(r);
        if (r % 100 == 99) {
            rel.manyId = rel.oneId;
            rel.strategy = Strategy::ParentReferencing;
            rel.tree = TreeOptions { TreeEncoding(r % 5), ",", "", "", "", "", {} };
        } else if (rel.strategy == Strategy::Embed) {
            // Embed into an embedded type; it points "down" the ids, so no cycles.
            rel.manyId = "e" + std::to_string(((r / 5) * 5 + 4) % size.entities);
        } else {
            rel.manyId = collectionId(r + 7);
        }
        rel.cardinality = Cardinality(r % 5);
        rel.counts = defaultCounts(rel.cardinality);
        if (rel.strategy == Strategy::EmbedSubset)
            rel.subset = SubsetOptions { 10, "field_2", true, "count" };
        if (rel.strategy == Strategy::ExtendedReference)
            rel.denormalized = { { "field_1", CopyDirection::IntoMany, "" } };
        rel.readWriteRatio = double(r % 20);
        model.relationships.push_back(std::move(rel));
    }

    for (int i = 0; i < size.indexes; ++i) {
        Index index;
        index.id = "i" + std::to_string(i);
        index.collectionId = collectionId(i);
        index.keys = { { "field_" + std::to_string(1 + i % 4), IndexKeyKind::Asc } };
        if (i % 3 == 0)
            index.keys.push_back({ "field_6", IndexKeyKind::Desc });
        index.name = "ix_" + std::to_string(i);
        index.unique = i % 11 == 0;
        model.indexes.push_back(std::move(index));
    }

    for (int a = 0; a < size.accessPatterns; ++a) {
        AccessPattern ap;
        ap.id = "a" + std::to_string(a);
        ap.name = "query " + std::to_string(a);
        ap.collectionId = collectionId(a * 3);
        ap.kind = a % 4 == 0 ? AccessKind::Write : AccessKind::Read;
        ap.filter = { { "field_1", FilterOp::Equality }, { "field_3", FilterOp::Range } };
        ap.sort = { { "field_2", SortDirection::Desc } };
        ap.frequency = double(a % 100);
        model.accessPatterns.push_back(std::move(ap));
    }
    return model;
}

} // namespace docmodel::bench
