// SPDX-License-Identifier: GPL-3.0-or-later
// References by natural keys: a music store keyed by int ids (AlbumId,
// TrackId) beside an ObjectId _id nothing refers to, and comments that refer
// to users by email. The inferred model names the key each reference holds,
// so its validators accept the documents it was read from, its preview's
// references resolve, and its scripts make the key unique.

#include "inferfiles.h"
#include "naturalkeydata.h"
#include "testsupport.h"
#include "advisor/advisor.h"
#include "check/datacheck.h"
#include "diff/modeldiff.h"
#include "shape/collectionoptions.h"
#include "inference/filekeylookup.h"
#include "inference/modelfrominference.h"
#include "inference/relationshipdetection.h"
#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "preview/documentgenerator.h"
#include "schema/referenceindexes.h"
#include "schema/validation.h"

#include <QTemporaryDir>
#include <QtTest>

#include <map>
#include <set>

using namespace docmodel;
using namespace docmodel::check;
using namespace docmodel::test;

namespace {

// The relationships found in a folder's files with a sample of `sample`
// documents a collection, as "one many strategy key: evidence".
std::map<std::string, std::string> relationshipsIn(const QString &dir, size_t sample)
{
    inference::InferOptions options;
    options.sampleSize = sample;
    const auto collections = test::inferInputs({ dir.toStdString() }, options);
    if (!collections)
        return {};
    const Model model = inference::modelFromInference(*collections);
    std::map<std::string, std::string> found;
    for (const auto &detected : inference::detectRelationships(model, *collections, {})) {
        const Relationship &rel = detected.relationship;
        found[rel.oneId + " " + rel.manyId + " " + std::string(toString(rel.strategy)) + " " + rel.oneKey + "/"
            + rel.manyKey]
            = detected.evidence;
    }
    return found;
}

// Every relationship found in a folder's files, weak ones too.
std::vector<inference::DetectedRelationship> detectedIn(
    const QString &dir, Model &model, size_t sample = inference::InferOptions().sampleSize)
{
    inference::InferOptions options;
    options.sampleSize = sample;
    std::vector<inference::CollectionSource> sources;
    const auto collections = test::inferInputs({ dir.toStdString() }, options, &sources);
    if (!collections)
        return {};
    model = inference::modelFromInference(*collections);
    return inference::detectRelationships(model, *collections, inference::fileKeyLookup(sources));
}

const inference::DetectedRelationship *detected(const std::vector<inference::DetectedRelationship> &found,
    const Model &model, const std::string &one, const std::string &many)
{
    const Entity *o = model.findEntityByName(one);
    const Entity *m = model.findEntityByName(many);
    for (const auto &candidate : found)
        if (o && m && candidate.relationship.oneId == o->id && candidate.relationship.manyId == m->id)
            return &candidate;
    return nullptr;
}

// The relationships found at each of the growing sample sizes, each run
// finding at least what the run before found (checked); the last run's.
std::map<std::string, std::string> foundAtGrowingSamples(const QString &dir, std::initializer_list<size_t> samples)
{
    std::map<std::string, std::string> smaller;
    for (const size_t sample : samples) {
        std::map<std::string, std::string> found = relationshipsIn(dir, sample);
        for (const auto &[relationship, evidence] : smaller)
            if (!found.contains(relationship))
                QTest::qFail((relationship + " lost at sample " + std::to_string(sample)).c_str(), __FILE__, __LINE__);
        smaller = std::move(found);
    }
    return smaller;
}

const Relationship *between(const Model &model, const std::string &one, const std::string &many)
{
    const Entity *o = model.findEntityByName(one);
    const Entity *m = model.findEntityByName(many);
    for (const Relationship &rel : model.relationships)
        if (o && m && rel.oneId == o->id && rel.manyId == m->id)
            return &rel;
    return nullptr;
}

// The value a top-level field holds in a BSON document, as relaxed JSON.
std::string valueText(const bson_t *doc, const char *field)
{
    bson_iter_t it;
    if (!bson_iter_init_find(&it, doc, field))
        return {};
    bson_t wrapper = BSON_INITIALIZER;
    bson_append_iter(&wrapper, "v", 1, &it);
    char *json = bson_as_relaxed_extended_json(&wrapper, nullptr);
    std::string text = json;
    bson_free(json);
    bson_destroy(&wrapper);
    return text;
}

// Every previewed reference is the key of a previewed referenced document
// (a tree's root, or a child allowed none, may hold null).
void previewResolves(const Model &model)
{
    PreviewOptions options;
    options.count = 40;
    const DocumentGenerator generator(model, options);
    for (const Relationship &rel : model.relationships) {
        const Entity *one = model.findEntity(rel.oneId);
        const Entity *many = model.findEntity(rel.manyId);
        const std::string field = rel.tree ? rel.tree->parent() : rel.manyField;
        std::set<std::string> keys;
        for (int i = 0; i < options.count; ++i)
            keys.insert(valueText(generator.document(*one, i).get(), rel.oneKey.c_str()));
        QCOMPARE(keys.size(), size_t(options.count)); // a key is unique
        int resolved = 0;
        for (int i = 0; i < options.count; ++i) {
            const std::string reference = valueText(generator.document(*many, i).get(), field.c_str());
            if ((rel.tree || rel.optionalReference) && (reference.empty() || reference == R"({ "v" : null })"))
                continue;
            QVERIFY2(keys.contains(reference), (many->name + " " + std::to_string(i) + ": " + reference).c_str());
            ++resolved;
        }
        QVERIFY(resolved > options.count / 2);
    }
}

} // namespace

class TestNaturalKeys : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(mDir.isValid());
        writeMusicStore(mDir.path());
        const auto collections = test::inferInputs({ mDir.path().toStdString() });
        QVERIFY(collections);
        mModel = inference::modelFromInference(*collections);
        std::vector<inference::DetectedRelationship> strong;
        for (const auto &found : inference::detectRelationships(mModel, *collections, {}))
            if (found.strong)
                strong.push_back(found);
        inference::addDetectedRelationships(mModel, strong);
    }

    // Track.AlbumId → Album.AlbumId and comments.email → users.email, each
    // naming its key; the reference field has the key's type.
    void referencesNameTheirKeys()
    {
        const Relationship *tracks = between(mModel, "Album", "Track");
        QVERIFY(tracks);
        QCOMPARE(tracks->strategy, Strategy::ParentReferencing);
        QCOMPARE(tracks->manyField, std::string("AlbumId"));
        QCOMPARE(tracks->oneKey, std::string("AlbumId"));
        // Nothing in the data says whether tracks are read without their album.
        QCOMPARE(tracks->manyStandsAlone, QueriedAlone::Undecided);
        const Relationship *comments = between(mModel, "users", "comments");
        QVERIFY(comments);
        QCOMPARE(comments->oneKey, std::string("email"));
        const Entity *track = mModel.findEntityByName("Track");
        const JsonValue validator = collectionValidator(mModel, *track);
        const JsonValue &schema = validator.contains("$jsonSchema") ? validator.at("$jsonSchema") : validator;
        QVERIFY2(schema.contains("properties"), validator.dump().c_str());
        const JsonValue &albumId = schema.at("properties").at("AlbumId");
        QVERIFY2(albumId.dump().find("objectId") == std::string::npos, albumId.dump().c_str());
        QVERIFY2(albumId.dump().find("int") != std::string::npos, albumId.dump().c_str());
        QVERIFY(!hasErrors(validateModel(mModel)));
    }

    // The exact validators export and apply send accept every document read.
    void validatorsAcceptTheirDocuments()
    {
        CheckOptions options;
        options.threads = 2;
        const CheckReport report = checkFiles(mModel, { mDir.path().toStdString() }, options);
        QVERIFY2(report.error.empty(), report.error.c_str());
        QCOMPARE(report.collections.size(), size_t(4));
        for (const CollectionCheck &check : report.collections) {
            QVERIFY2(check.error.empty(), check.error.c_str());
            QCOMPARE(check.checked, check.total);
            QVERIFY2(check.failing == 0, (check.collection + " has failing documents").c_str());
        }
    }

    // Every previewed reference is the key of a previewed referenced document.
    void previewReferencesResolve()
    {
        previewResolves(mModel);
    }

    // Comparing two models names a changed key (the references must be
    // rewritten: a data migration) and a reference that became required.
    void diffNamesAChangedKey()
    {
        Model changed = mModel;
        for (Relationship &rel : changed.relationships)
            if (rel.oneKey == "AlbumId") {
                rel.oneKey = "_id";
                rel.optionalReference = false;
            }
        const std::vector<ModelChange> changes = compareModels(mModel, changed);
        QCOMPARE(changes.size(), size_t(1));
        const QString what = changes.front().description;
        QVERIFY2(what.contains(QStringLiteral("references hold _id instead of AlbumId")), qPrintable(what));
        QVERIFY2(what.contains(QStringLiteral("now required")), qPrintable(what));
        QVERIFY(changes.front().manual);
    }

    // The scripts make the key unique; a declared unique index takes its place.
    void keyGetsAUniqueIndex()
    {
        Model model = mModel;
        const Relationship *tracks = between(model, "Album", "Track");
        const std::vector<Index> needed = referenceIndexes(model, *tracks);
        const auto unique = std::ranges::find_if(needed, [](const Index &index) { return index.unique; });
        QVERIFY(unique != needed.end());
        QCOMPARE(unique->collectionId, tracks->oneId);
        QCOMPARE(unique->keys.front().field, std::string("AlbumId"));
        Index plain = *unique;
        plain.unique = false;
        QVERIFY(!indexGives(plain, *unique)); // a plain index does not make it unique
        QVERIFY(indexGives(*unique, *unique));
    }

    // The key is saved, read back and checked: version 4; none means _id.
    void keySurvivesSaveAndLoad()
    {
        const std::string text = serializeModel(mModel);
        QVERIFY(text.find("\"formatVersion\": 8") != std::string::npos);
        QVERIFY(text.find("\"oneKey\": \"AlbumId\"") != std::string::npos);
        // Undecided is null; older files, without the key, mean "no".
        QVERIFY(text.find("\"manyStandsAlone\": null") != std::string::npos);
        JsonValue file = JsonValue::parse(text);
        for (JsonValue &rel : file.at("relationships"))
            rel.erase("manyStandsAlone");
        const std::string older = file.dump(2);
        const LoadResult old = parseModel(older, QStringLiteral("older.dmodel"));
        QVERIFY2(old.ok(), older.c_str());
        QVERIFY(std::ranges::all_of(old.model->relationships,
            [](const Relationship &rel) { return rel.manyStandsAlone == QueriedAlone::No; }));
        const LoadResult loaded = parseModel(text, QStringLiteral("music.dmodel"));
        QVERIFY(loaded.ok());
        QVERIFY(*loaded.model == mModel);
        Model broken = mModel;
        for (Relationship &rel : broken.relationships)
            rel.oneKey = "NoSuchField";
        bool reported = false;
        for (const Problem &problem : validateModel(broken))
            reported |= problem.message.contains(QStringLiteral("NoSuchField")) && problem.pointer.ends_with("/oneKey");
        QVERIFY(reported);
    }

    // One duplicate in a key column does not hide the references to it, and
    // more data never loses a relationship less data found.
    void nearUniqueKeysAndLargerSamples()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        writeAccounts(dir.path());
        const std::map<std::string, std::string> smaller = foundAtGrowingSamples(dir.path(), { 200, 1000, 100000 });
        // Every document read: the duplicate is seen, named, and tolerated.
        const auto accounts = smaller.find("customers accounts child-referencing _id/account_id");
        QVERIFY2(accounts != smaller.end(), smaller.empty() ? "nothing found" : smaller.begin()->first.c_str());
        QVERIFY2(accounts->second.find("nearly unique") != std::string::npos, accounts->second.c_str());
        QVERIFY2(accounts->second.find("100017") != std::string::npos, accounts->second.c_str());
        // A key must be unique when asked for it: then there is none.
        inference::InferOptions options;
        options.sampleSize = 100000;
        const auto collections = test::inferInputs({ dir.path().toStdString() }, options);
        QVERIFY(collections);
        const Model model = inference::modelFromInference(*collections);
        QVERIFY(inference::detectRelationships(model, *collections, {}, 1.0).empty());
    }

    // Two keys of users fit what each comment holds: one reference, by the
    // email (unique by nature; names repeat), and the name is its copy.
    void oneReferenceByTheBetterKey()
    {
        int references = 0;
        const Entity *users = mModel.findEntityByName("users");
        const Entity *comments = mModel.findEntityByName("comments");
        for (const Relationship &rel : mModel.relationships)
            references += rel.oneId == users->id && rel.manyId == comments->id;
        QCOMPARE(references, 1);
        const Relationship *rel = between(mModel, "users", "comments");
        QCOMPARE(rel->manyField, std::string("email"));
        QCOMPARE(rel->strategy, Strategy::ExtendedReference);
        QCOMPARE(rel->denormalized.size(), size_t(1));
        QCOMPARE(rel->denormalized.front().field, std::string("name"));
    }

    // A track on no album (AlbumId null) makes the reference optional: the
    // validator lets it be missing or null; every other is required.
    void referenceOptionalWhereTheDataSays()
    {
        QVERIFY(between(mModel, "Album", "Track")->optionalReference);
        QVERIFY(!between(mModel, "users", "comments")->optionalReference);
        const JsonValue schema = collectionValidator(mModel, *mModel.findEntityByName("Track"));
        const std::string required = schema.value("required", JsonValue::array()).dump();
        QVERIFY2(required.find("AlbumId") == std::string::npos, required.c_str());
        const std::string albumId = schema.at("properties").value("AlbumId", JsonValue()).dump();
        QVERIFY2(albumId.find("null") != std::string::npos, albumId.c_str());
        // No repeat among the values read: unique in the sample, not "about N".
        const std::string described = schema.at("properties").at("Milliseconds").dump();
        QVERIFY2(described.find("unique in the sample: 300 different") != std::string::npos, described.c_str());
        const JsonValue comments = collectionValidator(mModel, *mModel.findEntityByName("comments"));
        QVERIFY2(comments.at("required").dump().find("\"email\"") != std::string::npos, comments.dump().c_str());
    }

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

    // From a sample, children per parent are an estimate that says so, and
    // the most seen never becomes a limit; read whole, they are facts.
    void sampledCountsAreEstimates()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        writeAccounts(dir.path());
        for (const size_t sample : { size_t(200), size_t(100000) }) {
            Model model;
            auto found = detectedIn(dir.path(), model, sample);
            const auto *accounts = detected(found, model, "customers", "accounts");
            QVERIFY(accounts);
            const bool sampled = sample < 500;
            QCOMPARE(accounts->relationship.counts.estimated, sampled);
            QCOMPARE(accounts->evidence.find("longer arrays may exist") != std::string::npos, sampled);
            inference::addDetectedRelationships(model, found);
            const JsonValue validator = collectionValidator(model, *model.findEntityByName("customers"));
            const JsonValue &property = validator.at("properties").at("accounts");
            QCOMPARE(property.contains("maxItems"), !sampled);
        }
        QTemporaryDir music;
        writeMusicStore(music.path());
        Model model;
        const auto found = detectedIn(music.path(), model, 100);
        const auto *tracks = detected(found, model, "Album", "Track");
        QVERIFY(tracks);
        QVERIFY(tracks->relationship.counts.estimated);
        QVERIFY2(tracks->evidence.find("estimated from 100 of 300") != std::string::npos, tracks->evidence.c_str());
    }

private:
    QTemporaryDir mDir;
    Model mModel;
};

QTEST_GUILESS_MAIN(TestNaturalKeys)
#include "tst_naturalkeys.moc"
