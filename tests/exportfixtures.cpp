// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportfixtures.h"

#include "testsupport.h"

#include "io/modelreader.h"
#include "preview/bsonptr.h"
#include "preview/documentgenerator.h"

#include <QFileInfo>

namespace docmodel::test {

namespace {

const std::string kInjection = "\"); db.dropDatabase(); //";

Entity hostileCollection(const std::string &id, const std::string &name)
{
    Entity entity;
    entity.id = id;
    entity.name = name;
    entity.description = "ends here */ \n db.dropDatabase(); \xe2\x80\xa8 db.dropDatabase();";
    Field nested = makeField("nested", { BsonType::Object });
    nested.fields = { makeField("a$b", { BsonType::String }) };
    entity.fields = { makeField("_id", { BsonType::ObjectId }, true),
        makeField(kInjection, { BsonType::String }, true),
        makeField("quo\"te\\back", { BsonType::String }),
        makeField("__proto__", { BsonType::String }), makeField("delete", { BsonType::Int }),
        makeField("\xc3\xbcn\xc3\xaf \xe4\xb8\xad", { BsonType::String }), nested };
    return entity;
}

Index hostileIndex(const std::string &id, const std::string &collection, const std::string &name,
    std::vector<IndexKey> keys)
{
    Index index;
    index.id = id;
    index.collectionId = collection;
    index.name = name;
    index.keys = std::move(keys);
    return index;
}

} // namespace

Model hostileModel()
{
    Model model;
    model.name = "Hostile \"names\" \\ and\nnewlines \xe2\x80\xa8 db.dropDatabase();";
    model.entities = {
        hostileCollection("c1", kInjection),
        hostileCollection("c2", "quote\"back\\slash"),
        hostileCollection("c3", "new\nline ünïcödé 中文 😀"),
        hostileCollection("c4", "function"),
        hostileCollection("c5", "constructor.with.dots"),
        hostileCollection("c6", "line\xe2\x80\xa8separator"),
    };
    int n = 0;
    for (const Entity &entity : std::vector<Entity>(model.entities)) {
        const std::string id = std::to_string(++n);
        model.indexes.push_back(hostileIndex("i" + id, entity.id, "idx " + kInjection,
            { { kInjection, IndexKeyKind::Asc }, { "__proto__", IndexKeyKind::Desc } }));
        model.indexes.push_back(hostileIndex("j" + id, entity.id, {},
            { { "nested.a$b", IndexKeyKind::Asc }, { "quo\"te\\back", IndexKeyKind::Asc } }));
    }
    return model;
}

Model integerKeysModel()
{
    Model model;
    model.name = "Integer keys";
    Entity counters;
    counters.id = counters.name = "counters";
    counters.fields
        = { makeField("_id", { BsonType::ObjectId }, true), makeField("10", { BsonType::Int }),
              makeField("2", { BsonType::Int }), makeField("0", { BsonType::Int }),
              makeField("a", { BsonType::String }), makeField("b", { BsonType::String }) };
    counters.options.shardKey
        = ShardKey { { { "10", IndexKeyKind::Hashed }, { "0", IndexKeyKind::Asc } }, false };
    model.entities.push_back(counters);
    Index digits;
    digits.id = "i1";
    digits.collectionId = "counters";
    digits.name = "by_digits";
    digits.keys
        = { { "10", IndexKeyKind::Asc }, { "2", IndexKeyKind::Desc }, { "0", IndexKeyKind::Asc } };
    Index letters;
    letters.id = "i2";
    letters.collectionId = "counters";
    letters.keys = { { "a", IndexKeyKind::Asc }, { "b", IndexKeyKind::Asc } };
    model.indexes = { digits, letters };
    return model;
}

Model loadExample(const QString &name)
{
    const LoadResult loaded
        = loadModelFile(sourcePath(QStringLiteral("resources/examples/%1.dmodel").arg(name)));
    return loaded.ok() ? *loaded.model : Model {};
}

QStringList exampleNames()
{
    QStringList names;
    for (const QString &file : exampleFiles())
        names << QFileInfo(file).completeBaseName();
    names.sort();
    return names;
}

std::vector<std::pair<QString, Model>> generatorCases()
{
    std::vector<std::pair<QString, Model>> models;
    for (const QString &name : exampleNames())
        models.emplace_back(name, loadExample(name));
    models.emplace_back(QStringLiteral("full-model"), fullModel());
    models.emplace_back(QStringLiteral("hostile-names"), hostileModel());
    return models;
}

nlohmann::json previewDocuments(
    const Model &model, int count, const std::function<void(nlohmann::json &)> &mutate)
{
    PreviewOptions options;
    options.count = count;
    const DocumentGenerator generator(model, options);
    nlohmann::json out = nlohmann::json::object();
    for (const Entity &entity : model.entities) {
        if (!entity.isCollection())
            continue;
        nlohmann::json documents = nlohmann::json::array();
        for (int i = 0; i < count; ++i) {
            nlohmann::json document
                = nlohmann::json::parse(canonicalJson(generator.document(entity, i).get()));
            if (mutate && i == 0)
                mutate(document);
            documents.push_back(std::move(document));
        }
        out[entity.name] = std::move(documents);
    }
    return out;
}

Model ticketsWithSeatIndex()
{
    Model model;
    model.name = "tickets";
    Entity tickets;
    tickets.id = tickets.name = "tickets";
    tickets.fields = { makeField("_id", { BsonType::ObjectId }, true), makeField("price", { BsonType::Decimal }, true) };
    Entity seat;
    seat.id = seat.name = "seat";
    seat.kind = EntityKind::Embedded;
    seat.fields = { makeField("row", { BsonType::String }, true), makeField("number", { BsonType::Int }, true) };
    model.entities = { tickets, seat };
    Relationship holds;
    holds.id = "tickets-seat";
    holds.oneId = "tickets";
    holds.manyId = "seat";
    holds.cardinality = Cardinality::OneToOne;
    holds.counts = defaultCounts(holds.cardinality);
    holds.counts.min = 1;
    holds.strategy = Strategy::Embed;
    model.relationships = { holds };
    Index once;
    once.id = "ix-seat";
    once.collectionId = "tickets";
    once.unique = true;
    once.keys = { { "seat.row", IndexKeyKind::Asc }, { "seat.number", IndexKeyKind::Asc } };
    model.indexes = { once };
    return model;
}

} // namespace docmodel::test
