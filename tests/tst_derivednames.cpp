// SPDX-License-Identifier: GPL-3.0-or-later
// The names a relationship writes when the person gave none: in the case
// style of the fields they sit among, arrays of embedded documents in the
// plural; files written before that keep the names they had.

#include "testsupport.h"

#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "schema/derivedfields.h"
#include "schema/derivednames.h"
#include "schema/referencepaths.h"
#include "schema/validation.h"

#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

Entity entityWith(const std::string &name, EntityKind kind, std::vector<std::string> fieldNames)
{
    Entity entity;
    entity.id = name;
    entity.name = name;
    entity.kind = kind;
    for (const std::string &field : fieldNames)
        entity.fields.push_back(makeField(field, { BsonType::String }, true));
    return entity;
}

Relationship relationship(const std::string &one, const std::string &many, Strategy strategy,
    Cardinality cardinality = Cardinality::OneToMany)
{
    Relationship rel;
    rel.id = one + "-" + many;
    rel.oneId = one;
    rel.manyId = many;
    rel.strategy = strategy;
    rel.cardinality = cardinality;
    rel.counts = defaultCounts(cardinality);
    return rel;
}

// The ticketing model: camelCase fields, singular entity names.
Model ticketing()
{
    Model model;
    model.entities = { entityWith("venue", EntityKind::Collection, { "_id", "displayName" }),
        entityWith("section", EntityKind::Embedded, { "sectionName", "rowCount" }),
        entityWith("event", EntityKind::Collection, { "_id", "startsAt" }),
        entityWith("artist", EntityKind::Collection, { "_id", "stageName" }) };
    model.relationships = { relationship("venue", "section", Strategy::Embed),
        relationship("venue", "event", Strategy::ParentReferencing),
        relationship("event", "artist", Strategy::ChildReferencing, Cardinality::ManyToMany) };
    return model;
}

} // namespace

class TestDerivedNames : public QObject
{
    Q_OBJECT

private slots:
    void pluralsAndSingulars_data()
    {
        QTest::addColumn<QString>("one");
        QTest::addColumn<QString>("many");
        QTest::newRow("section") << "section" << "sections";
        QTest::newRow("category") << "category" << "categories";
        QTest::newRow("day") << "day" << "days";
        QTest::newRow("address") << "address" << "addresses";
        QTest::newRow("box") << "box" << "boxes";
        QTest::newRow("branch") << "branch" << "branches";
        QTest::newRow("already plural") << "seat" << "seats";
        QTest::newRow("movie") << "movie" << "movies";
        QTest::newRow("camelCase movie") << "topMovie" << "topMovies";
        QTest::newRow("cookie") << "cookie" << "cookies";
        QTest::newRow("property") << "property" << "properties";
        QTest::newRow("company") << "company" << "companies";
    }
    void pluralsAndSingulars()
    {
        QFETCH(QString, one);
        QFETCH(QString, many);
        QCOMPARE(plural(one.toStdString()), many.toStdString());
        QCOMPARE(plural(many.toStdString()), many.toStdString());
        // singular() only undoes the plain plurals (its names predate plural()).
        if (!many.endsWith(QLatin1String("es")) || many.endsWith(QLatin1String("ies")))
            QCOMPARE(singular(many.toStdString()), one.toStdString());
    }

    // movies → movie_id in the model's style; a legacy file keeps the
    // name it was written with.
    void movieIsNoMovy()
    {
        QCOMPARE(referenceName("movies", false, CaseStyle::Snake), std::string("movie_id"));
        QCOMPARE(referenceName("movies", true, CaseStyle::Camel), std::string("movieIds"));
        QCOMPARE(legacySingular("movies"), std::string("movy"));
        QCOMPARE(singular("user_stories"), std::string("user_story"));
        // The explorer's links without a model: movie_id → movies, userId → users.
        const std::vector<std::string> collections { "movies", "users", "comments" };
        const auto movie = detectedReference("movie_id", true, collections);
        QVERIFY(movie);
        QCOMPARE(movie->target, std::string("movies"));
        const auto user = detectedReference("userId", false, collections);
        QVERIFY(user);
        QCOMPARE(user->target, std::string("users"));
    }

    // camelCase fields give camelCase references, embedded arrays are
    // plural, many-to-many references an array of ids.
    void camelCaseModelGetsCamelCaseNames()
    {
        const Model model = ticketing();
        QCOMPARE(parentFieldName(model, model.relationships[0]), std::string("sections"));
        QCOMPARE(childFieldName(model, model.relationships[1]), std::string("venueId"));
        QCOMPARE(parentFieldName(model, model.relationships[2]), std::string("artistIds"));
        QVERIFY(!hasErrors(validateModel(model)));
    }

    // Multi-word names that are snake_case, or no multi-word names at all,
    // keep the snake_case reference.
    void snakeCaseModelKeepsSnakeCase()
    {
        Model model = ticketing();
        for (Entity &entity : model.entities)
            for (Field &field : entity.fields)
                if (field.name == "displayName")
                    field.name = "display_name";
                else if (field.name == "startsAt")
                    field.name = "starts_at";
        QCOMPARE(childFieldName(model, model.relationships[1]), std::string("venue_id"));
        for (Entity &entity : model.entities)
            entity.fields.clear();
        QCOMPARE(childFieldName(model, model.relationships[1]), std::string("venue_id"));
        QCOMPARE(parentFieldName(model, model.relationships[2]), std::string("artist_ids"));
        QCOMPARE(parentFieldName(model, model.relationships[0]), std::string("sections"));
    }

    // A derived name follows its entity's rename, in the model's style.
    void derivedNamesFollowARename()
    {
        Model model = ticketing();
        model.entities[0].name = "concert_hall";
        QCOMPARE(childFieldName(model, model.relationships[1]), std::string("concertHallId"));
    }

    // A file from before format version 6 keeps the names it was written
    // with, and says so when saved; a new model has the styled names.
    void olderFilesKeepTheirNames()
    {
        Model model = ticketing();
        model.naming = DerivedNaming::Legacy;
        QCOMPARE(parentFieldName(model, model.relationships[0]), std::string("section"));
        QCOMPARE(childFieldName(model, model.relationships[1]), std::string("venue_id"));
        std::string saved = serializeModel(model);
        QVERIFY(saved.find("\"naming\": \"legacy\"") != std::string::npos);
        const size_t at = saved.find("\"formatVersion\": 8");
        QVERIFY(at != std::string::npos);
        saved.replace(at, 18, "\"formatVersion\": 5");
        const size_t naming = saved.find("\"naming\": \"legacy\",");
        QVERIFY(naming != std::string::npos);
        saved.erase(naming, 19);
        const LoadResult v5 = parseModel(saved, QStringLiteral("v5.dmodel"));
        QVERIFY2(v5.ok(), qPrintable(v5.error.message));
        QVERIFY(v5.model->naming == DerivedNaming::Legacy);
        QCOMPARE(childFieldName(*v5.model, v5.model->relationships[1]), std::string("venue_id"));

        const std::string styled = serializeModel(ticketing());
        QVERIFY(styled.find("\"naming\"") == std::string::npos);
        const LoadResult v6 = parseModel(styled, QStringLiteral("v6.dmodel"));
        QVERIFY(v6.ok() && v6.model->naming == DerivedNaming::Styled);
    }

    void unknownNamingIsAnError()
    {
        const LoadResult loaded = parseModel(
            R"({"formatVersion": 6, "naming": "kebab", "entities": []})", QStringLiteral("bad.dmodel"));
        QVERIFY(!loaded.ok());
        QCOMPARE(loaded.error.pointer, std::string("/naming"));
        QVERIFY(loaded.error.message.contains(QLatin1String("kebab")));
    }
};

QTEST_GUILESS_MAIN(TestDerivedNames)
#include "tst_derivednames.moc"
