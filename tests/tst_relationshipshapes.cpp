// SPDX-License-Identifier: GPL-3.0-or-later
// The shapes of relationships inference finds in real-looking data: small
// collections, trees and decoys that only look like keys, junction
// collections, graphs within one collection and arrays of child keys.

#include "inferfiles.h"
#include "inferredrelationships.h"
#include "naturalkeydata.h"
#include "testsupport.h"
#include "advisor/advisor.h"
#include "check/datacheck.h"
#include "diff/modeldiff.h"
#include "inference/modelfrominference.h"
#include "inference/relationshipdetection.h"
#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "schema/referenceindexes.h"
#include "schema/validation.h"
#include "shape/collectionoptions.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::check;
using namespace docmodel::test;

class TestRelationshipShapes : public QObject
{
    Q_OBJECT

private slots:
    // A reference into an 8-document collection by a field whose name does
    // not agree is a weak candidate that says what else fits; a tree by a
    // natural key (ReportsTo) keeps its data's field name and lets the root
    // lack it; small ints named otherwise are no references.
    void smallCollectionsTreesAndDecoys()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        writeStaff(dir.path());
        Model model;
        const auto found = detectedIn(dir.path(), model);
        const auto *rep = detected(found, model, "Employee", "Customer");
        QVERIFY(rep);
        QCOMPARE(rep->relationship.manyField, std::string("SupportRepId"));
        QCOMPARE(rep->relationship.oneKey, std::string("EmployeeId"));
        QVERIFY(!rep->strong);
        QVERIFY2(rep->evidence.find("do not agree") != std::string::npos, rep->evidence.c_str());
        QVERIFY2(rep->evidence.find("Genre.GenreId") != std::string::npos, rep->evidence.c_str());
        const auto *tree = detected(found, model, "Employee", "Employee");
        QVERIFY(tree);
        QVERIFY(tree->strong);
        QVERIFY(tree->relationship.tree);
        QCOMPARE(tree->relationship.tree->encoding, TreeEncoding::ParentRefs);
        QCOMPARE(tree->relationship.tree->parentField, std::string("ReportsTo"));
        QCOMPARE(tree->relationship.oneKey, std::string("EmployeeId"));
        QVERIFY(tree->relationship.optionalReference);
        const auto *genre = detected(found, model, "Genre", "Track");
        QVERIFY(genre && genre->strong);
        QCOMPARE(found.size(), size_t(3)); // Disc, Rating and ExternalId refer to nothing
        // Dates kept as strings are reported with their format.
        const Field *hired = findFieldPath(model.findEntityByName("Employee")->fields, "HireDate");
        QVERIFY(hired);
        QVERIFY2(hired->description.find("dates stored as strings (ISO 8601)") != std::string::npos,
            hired->description.c_str());
        const Field *last = findFieldPath(model.findEntityByName("Employee")->fields, "LastName");
        QVERIFY(last->description.find("dates stored") == std::string::npos);
        // They keep a few of the data's own strings for the preview; a field
        // of a few values that repeat keeps them all; unique ones keep none.
        QCOMPARE(hired->sample.kind, SampleKind::Date);
        QVERIFY(!hired->sample.values.empty());
        QCOMPARE(last->sample.kind, SampleKind::Auto);
        const Entity &trackEntity = *model.findEntityByName("Track");
        std::set<int> discs;
        for (const JsonValue &value : findFieldPath(trackEntity.fields, "Disc")->sample.values)
            discs.insert(value.get<int>());
        QCOMPARE(discs, std::set<int>({ 1, 2, 3 }));
        QVERIFY(findFieldPath(trackEntity.fields, "GenreId")->sample.values.empty());
        QVERIFY(findFieldPath(model.findEntityByName("Employee")->fields, "EmployeeId")->sample.values.empty());
        for (const auto &candidate : found)
            for (const char *decoy : { "Disc", "Rating", "ExternalId" })
                QVERIFY2(candidate.relationship.manyField != decoy, decoy);

        // Accepted, the model holds what the documents hold: the root
        // without ReportsTo passes, and the tree's field keeps its name.
        inference::addDetectedRelationships(model, found);
        QVERIFY(!hasErrors(validateModel(model)));
        CheckOptions options;
        options.threads = 2;
        const CheckReport report = checkFiles(model, { dir.path().toStdString() }, options);
        QCOMPARE(report.collections.size(), size_t(4));
        QVERIFY2(report.error.empty(), report.error.c_str());
        for (const CollectionCheck &check : report.collections)
            QVERIFY2(check.failing == 0, (check.collection + " has failing documents").c_str());
        const std::vector<Index> indexes = referenceIndexes(model, *between(model, "Employee", "Employee"));
        QVERIFY(std::ranges::any_of(indexes, [](const Index &index) {
            return !index.unique && index.keys.front().field == "ReportsTo";
        }));
        previewResolves(model);
        // The preview shows those values: the data's dates, in its format.
        const DocumentGenerator generator(model, PreviewOptions {});
        std::set<std::string> hireDates;
        for (const JsonValue &value : hired->sample.values)
            hireDates.insert(R"({ "v" : )" + value.dump() + " }");
        for (int i = 0; i < 8; ++i) {
            const std::string date = valueText(generator.document(*model.findEntityByName("Employee"), i).get(), "HireDate");
            QVERIFY2(hireDates.contains(date), date.c_str());
            const std::string disc = valueText(generator.document(trackEntity, i).get(), "Disc");
            QVERIFY2(disc == R"({ "v" : 1 })" || disc == R"({ "v" : 2 })" || disc == R"({ "v" : 3 })", disc.c_str());
        }
        // And the advisor reports the dates kept as strings, with their format.
        const AdvisorReport advice = runAdvisor(model);
        QVERIFY(std::ranges::any_of(advice.diagnostics, [](const Diagnostic &d) {
            return d.rule == RuleId::DateAsString
                && d.message == QStringLiteral("Employee.HireDate holds dates as strings (ISO 8601).");
        }));
        const LoadResult loaded = parseModel(serializeModel(model), QStringLiteral("staff.dmodel"));
        QVERIFY(loaded.ok());
        QVERIFY(*loaded.model == model);

        // More documents never lose what fewer found.
        QCOMPARE(foundAtGrowingSamples(dir.path(), { 40, 150, 100000 }).size(), size_t(3));
    }

    // A collection of nothing but pairs of references, no pair twice, is the
    // many-to-many between the two it refers to: both references say so,
    // the collection is tagged a junction, and the advisor proposes the id
    // array on the side with fewer partners. Another field or a repeated
    // pair, and it is two plain references.
    void junctionCollections()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        writePlaylists(dir.path());
        Model model;
        const auto found = detectedIn(dir.path(), model);
        QCOMPARE(found.size(), size_t(3));
        // Tracks are read on their own: the pairs refer to them.
        const auto *album = detected(found, model, "Album", "Track");
        QVERIFY(album);
        QCOMPARE(album->relationship.manyStandsAlone, QueriedAlone::Yes);
        QVERIFY2(album->evidence.find("PlaylistTrack refers to Track documents") != std::string::npos,
            album->evidence.c_str());
        for (const char *one : { "Playlist", "Track" }) {
            const auto *reference = detected(found, model, one, "PlaylistTrack");
            QVERIFY2(reference, one);
            QVERIFY(reference->strong);
            QVERIFY(reference->junction);
            QCOMPARE(reference->relationship.manyStandsAlone, QueriedAlone::Yes);
            QCOMPARE(reference->relationship.oneKey, std::string(one) + "Id");
            QVERIFY2(reference->evidence.find("the many-to-many between Playlist and Track") != std::string::npos
                    || reference->evidence.find("the many-to-many between Track and Playlist") != std::string::npos,
                reference->evidence.c_str());
        }
        inference::addDetectedRelationships(model, found);
        const Entity *junction = model.findEntityByName("PlaylistTrack");
        QVERIFY(junction->hasPattern(PatternTag::Junction));
        QVERIFY(!model.findEntityByName("Playlist")->hasPattern(PatternTag::Junction));
        QVERIFY(!hasErrors(validateModel(model)));
        const AdvisorReport advice = runAdvisor(model);
        const auto finding = std::ranges::find_if(advice.diagnostics,
            [](const Diagnostic &d) { return d.rule == RuleId::JunctionCollection; });
        QVERIFY(finding != advice.diagnostics.end());
        QCOMPARE(finding->objectId, junction->id);
        QVERIFY2(finding->reasons.join(' ').contains(QStringLiteral("a Track is paired with at most 4 Playlist documents")),
            qPrintable(finding->reasons.join(' ')));
        const LoadResult loaded = parseModel(serializeModel(model), QStringLiteral("playlists.dmodel"));
        QVERIFY(loaded.ok());
        QVERIFY(loaded.model->findEntityByName("PlaylistTrack")->hasPattern(PatternTag::Junction));
        CheckOptions options;
        options.threads = 2;
        const CheckReport report = checkFiles(model, { dir.path().toStdString() }, options);
        QVERIFY2(report.error.empty(), report.error.c_str());
        for (const CollectionCheck &check : report.collections)
            QVERIFY2(check.failing == 0, (check.collection + " has failing documents").c_str());
        previewResolves(model);
        QCOMPARE(foundAtGrowingSamples(dir.path(), { 60, 200, 100000 }).size(), size_t(3));

        for (const bool repeat : { true, false }) {
            QTemporaryDir other;
            writePlaylists(other.path(), repeat, !repeat);
            Model plain;
            auto references = detectedIn(other.path(), plain);
            QCOMPARE(references.size(), size_t(3));
            for (const auto &reference : references)
                QVERIFY(!reference.junction);
            inference::addDetectedRelationships(plain, references);
            QVERIFY(!plain.findEntityByName("PlaylistTrack")->hasPattern(PatternTag::Junction));
            const AdvisorReport none = runAdvisor(plain);
            QVERIFY(std::ranges::none_of(none.diagnostics,
                [](const Diagnostic &d) { return d.rule == RuleId::JunctionCollection; }));
        }
    }

    // Arrays of a collection's own keys: documents that list each other are
    // a graph (a self many-to-many, child-referencing), child arrays that
    // never list a document twice a tree; small ints and values that are
    // nobody's key stay out. Accepted, the validators take every document,
    // the preview's references resolve to other previewed documents, the
    // key is made unique and the arrays indexed.
    void selfGraphsAndChildArrays()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        writeCountries(dir.path());
        Model model;
        const auto found = detectedIn(dir.path(), model);
        QCOMPARE(found.size(), size_t(2));
        const auto *borders = detected(found, model, "countries", "countries");
        QVERIFY(borders);
        QVERIFY(borders->strong);
        const Relationship &graph = borders->relationship;
        QVERIFY(graph.isGraph());
        QCOMPARE(graph.cardinality, Cardinality::ManyToMany);
        QCOMPARE(graph.strategy, Strategy::ChildReferencing);
        QCOMPARE(graph.oneField, std::string("borders"));
        QCOMPARE(graph.manyKey, std::string("cca3"));
        QCOMPARE(graph.counts.min, int64_t(0));
        QCOMPARE(graph.counts.max, std::optional<int64_t>(4));
        QCOMPARE(QString::fromStdString(borders->evidence), QString::fromStdString("100 % of 26 sampled countries.borders values are countries.cca3 values; "
                                                "arrays of 0 to 4, 3 on average; values shared between arrays; "
                                                "countries documents list each other: a graph, not a tree"));
        const auto *regions = detected(found, model, "regions", "regions");
        QVERIFY(regions && regions->strong);
        QVERIFY(regions->relationship.tree);
        QCOMPARE(regions->relationship.tree->encoding, TreeEncoding::ChildRefs);
        QCOMPARE(regions->relationship.tree->childrenField, std::string("subregions"));
        QCOMPARE(regions->relationship.oneKey, std::string("code"));

        inference::addDetectedRelationships(model, found);
        QVERIFY(!hasErrors(validateModel(model)));
        const Relationship *stored = between(model, "countries", "countries");
        QVERIFY(stored && stored->isGraph());
        CheckOptions options;
        options.threads = 2;
        const CheckReport report = checkFiles(model, { dir.path().toStdString() }, options);
        QVERIFY2(report.error.empty(), report.error.c_str());
        QCOMPARE(report.collections.size(), size_t(2));
        for (const CollectionCheck &check : report.collections)
            QVERIFY2(check.failing == 0, (check.collection + " has failing documents").c_str());
        const std::vector<Index> indexes = referenceIndexes(model, *stored);
        QVERIFY(std::ranges::any_of(indexes, [](const Index &i) { return i.unique && i.keys.front().field == "cca3"; }));
        QVERIFY(std::ranges::any_of(indexes, [](const Index &i) { return !i.unique && i.keys.front().field == "borders"; }));

        // Each previewed country lists others, never itself, all previewed.
        PreviewOptions preview;
        preview.count = 12;
        const DocumentGenerator generator(model, preview);
        const Entity &countries = *model.findEntityByName("countries");
        std::set<std::string> codes;
        for (int i = 0; i < preview.count; ++i)
            codes.insert(valueText(generator.document(countries, i).get(), "cca3"));
        QCOMPARE(codes.size(), size_t(preview.count));
        for (int i = 0; i < preview.count; ++i) {
            const BsonPtr doc = generator.document(countries, i);
            const std::string own = valueText(doc.get(), "cca3");
            bson_iter_t it, element;
            QVERIFY(bson_iter_init_find(&it, doc.get(), "borders") && BSON_ITER_HOLDS_ARRAY(&it));
            QVERIFY(bson_iter_recurse(&it, &element));
            int listed = 0;
            while (bson_iter_next(&element)) {
                // As valueText writes it (moc misreads raw strings that end in a quote).
                const std::string other = "{ \"v\" : \"" + std::string(bson_iter_utf8(&element, nullptr)) + "\" }";
                QVERIFY2(codes.contains(other) && other != own, other.c_str());
                ++listed;
            }
            QCOMPARE(listed, int(stored->counts.typical));
        }
        const LoadResult loaded = parseModel(serializeModel(model), QStringLiteral("countries.dmodel"));
        QVERIFY(loaded.ok());
        QVERIFY(*loaded.model == model);
        // Comparing says when a graph became a tree.
        Model asTree = model;
        for (Relationship &rel : asTree.relationships)
            if (rel.id == stored->id)
                rel = selfAsTree(rel, TreeEncoding::ParentRefs);
        const std::vector<ModelChange> changes = compareModels(model, asTree);
        QCOMPARE(changes.size(), size_t(1));
        QVERIFY2(changes.front().description.contains(QStringLiteral("graph → tree (parent-refs)")),
            qPrintable(changes.front().description));
        // The advisor leaves a graph's strategy alone.
        const AdvisorReport advice = runAdvisor(model);
        QVERIFY(std::ranges::none_of(advice.diagnostics,
            [&](const Diagnostic &d) { return d.objectId == stored->id && d.recommendation.kind == Recommendation::Kind::SetStrategy; }));
        QCOMPARE(foundAtGrowingSamples(dir.path(), { 12, 100000 }).size(), size_t(2));
    }

};

QTEST_GUILESS_MAIN(TestRelationshipShapes)
#include "tst_relationshipshapes.moc"
