// SPDX-License-Identifier: GPL-3.0-or-later
// References by natural keys: a music store keyed by int ids (AlbumId,
// TrackId) beside an ObjectId _id nothing refers to, and comments that refer
// to users by email. The inferred model names the key each reference holds,
// so its validators accept the documents it was read from, its preview's
// references resolve, and its scripts make the key unique.

#include "inferfiles.h"
#include "testsupport.h"
#include "advisor/advisor.h"
#include "check/datacheck.h"
#include "diff/modeldiff.h"
#include "export/bsonschema.h"
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

namespace {

// An ObjectId's 24 hex digits from a number, so the files are the same every run.
std::string oid(int n, int collection)
{
    char hex[25];
    std::snprintf(hex, sizeof hex, "%08x%016x", 0x5f000000 + collection, n);
    return hex;
}

void writeLines(const QString &path, const std::vector<std::string> &lines)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    for (const std::string &line : lines)
        file.write((line + "\n").c_str());
}

// Album (30), Track (300, 10 an album, AlbumId; the last on none), users
// (40, unique email and name) and comments (200, email and name of a user).
void writeMusicStore(const QString &dir)
{
    std::vector<std::string> albums, tracks, users, comments;
    for (int a = 1; a <= 30; ++a)
        albums.push_back(R"({"_id": {"$oid": ")" + oid(a, 1) + R"("}, "AlbumId": )" + std::to_string(a)
            + R"(, "Title": "Album )" + std::to_string(a) + R"("})");
    for (int t = 1; t <= 300; ++t)
        tracks.push_back(R"({"_id": {"$oid": ")" + oid(t, 2) + R"("}, "TrackId": )" + std::to_string(t)
            + R"(, "AlbumId": )" + (t == 300 ? std::string("null") : std::to_string((t - 1) / 10 + 1))
            + R"(, "Name": "Track )" + std::to_string(t)
            + R"(", "Milliseconds": )" + std::to_string(180000 + t) + "}");
    for (int u = 1; u <= 40; ++u)
        users.push_back(R"({"_id": {"$oid": ")" + oid(u, 3) + R"("}, "email": "user)" + std::to_string(u)
            + R"(@example.org", "name": "User )" + std::to_string(u) + R"(", "joined": )" + std::to_string(2000 + u)
            + "}");
    for (int c = 1; c <= 200; ++c)
        comments.push_back(R"({"_id": {"$oid": ")" + oid(c, 4) + R"("}, "email": "user)"
            + std::to_string(c % 40 + 1) + R"(@example.org", "name": "User )" + std::to_string(c % 40 + 1)
            + R"(", "text": "comment )" + std::to_string(c) + R"("})");
    writeLines(dir + QStringLiteral("/Album.json"), albums);
    writeLines(dir + QStringLiteral("/Track.json"), tracks);
    writeLines(dir + QStringLiteral("/users.json"), users);
    writeLines(dir + QStringLiteral("/comments.json"), comments);
}

// accounts (1,746, account_id unique but for one value held twice, as in
// the sample_analytics data) and customers (500, each an array of 1 to 6
// account ids).
void writeAccounts(const QString &dir)
{
    std::vector<std::string> accounts, customers;
    for (int a = 0; a < 1746; ++a) {
        const int id = 100000 + (a == 1745 ? 17 : a); // the last repeats account 17
        accounts.push_back(R"({"_id": {"$oid": ")" + oid(a, 5) + R"("}, "account_id": )" + std::to_string(id)
            + R"(, "limit": 10000})");
    }
    for (int c = 0; c < 500; ++c) {
        std::string ids;
        for (int k = 0; k <= c % 6; ++k)
            ids += (k ? ", " : "") + std::to_string(100000 + (c * 7 + k * 13) % 1745);
        customers.push_back(R"({"_id": {"$oid": ")" + oid(c, 6) + R"("}, "username": "c)" + std::to_string(c)
            + R"(", "accounts": [)" + ids + "]}");
    }
    writeLines(dir + QStringLiteral("/accounts.json"), accounts);
    writeLines(dir + QStringLiteral("/customers.json"), customers);
}

// Employee (8, EmployeeId, ReportsTo another's EmployeeId: a tree with one
// root; HireDate a date in a string), Customer (59, SupportRepId of an employee: names that do not
// agree), Genre (25, GenreId) and Track (300, GenreId; and decoys: small
// ints named Disc and Rating that fall in every key's range, an
// ExternalId that is nobody's key).
void writeStaff(const QString &dir)
{
    std::vector<std::string> employees, customers, genres, tracks;
    const int reportsTo[] = { 0, 1, 2, 2, 2, 1, 6, 6 };
    for (int e = 1; e <= 8; ++e)
        employees.push_back(R"({"_id": {"$oid": ")" + oid(e, 7) + R"("}, "EmployeeId": )" + std::to_string(e)
            + (reportsTo[e - 1] ? R"(, "ReportsTo": )" + std::to_string(reportsTo[e - 1]) : std::string())
            + R"(, "LastName": "Name )" + std::to_string(e) + R"(", "HireDate": "200)" + std::to_string(e)
            + R"(-0)" + std::to_string(e) + R"(-14 00:00:00"})");
    for (int c = 1; c <= 59; ++c)
        customers.push_back(R"({"_id": {"$oid": ")" + oid(c, 8) + R"("}, "CustomerId": )" + std::to_string(c)
            + R"(, "SupportRepId": )" + std::to_string(3 + c % 3) + "}");
    for (int g = 1; g <= 25; ++g)
        genres.push_back(R"({"_id": {"$oid": ")" + oid(g, 9) + R"("}, "GenreId": )" + std::to_string(g)
            + R"(, "Name": "Genre )" + std::to_string(g) + R"("})");
    for (int t = 1; t <= 300; ++t)
        tracks.push_back(R"({"_id": {"$oid": ")" + oid(t, 10) + R"("}, "TrackId": )" + std::to_string(t)
            + R"(, "GenreId": )" + std::to_string(t % 25 + 1) + R"(, "Disc": )" + std::to_string(t % 3 + 1)
            + R"(, "Rating": )" + std::to_string(t % 5 + 1) + R"(, "ExternalId": )" + std::to_string(900000 + t % 40)
            + "}");
    writeLines(dir + QStringLiteral("/Employee.json"), employees);
    writeLines(dir + QStringLiteral("/Customer.json"), customers);
    writeLines(dir + QStringLiteral("/Genre.json"), genres);
    writeLines(dir + QStringLiteral("/Track.json"), tracks);
}

// Playlist (12, PlaylistId), Album (10, AlbumId), Track (120, TrackId and
// AlbumId) and PlaylistTrack, only
// the pairs: playlist p holds the tracks t with t % 12 == p % 12 and those
// with t % 5 == p % 5 (so each track is in 2 to 4 playlists, a playlist
// holds up to 32 tracks). With `repeat`, one pair is there twice; with
// `extra`, each pair also has a position.
void writePlaylists(const QString &dir, bool repeat = false, bool extra = false)
{
    std::vector<std::string> playlists, albums, tracks, pairs;
    for (int a = 1; a <= 10; ++a)
        albums.push_back(R"({"_id": {"$oid": ")" + oid(a, 14) + R"("}, "AlbumId": )" + std::to_string(a) + "}");
    for (int p = 1; p <= 12; ++p)
        playlists.push_back(R"({"_id": {"$oid": ")" + oid(p, 11) + R"("}, "PlaylistId": )" + std::to_string(p)
            + R"(, "Name": "Playlist )" + std::to_string(p) + R"("})");
    for (int t = 1; t <= 120; ++t)
        tracks.push_back(R"({"_id": {"$oid": ")" + oid(t, 12) + R"("}, "TrackId": )" + std::to_string(t)
            + R"(, "AlbumId": )" + std::to_string(t % 10 + 1) + R"(, "Name": "Track )" + std::to_string(t) + R"("})");
    for (int p = 1; p <= 12; ++p)
        for (int t = 1; t <= 120; ++t)
            if (t % 12 == p % 12 || t % 5 == p % 5)
                pairs.push_back(R"({"_id": {"$oid": ")" + oid(int(pairs.size()), 13) + R"("}, "PlaylistId": )"
                    + std::to_string(p) + R"(, "TrackId": )" + std::to_string(t)
                    + (extra ? R"(, "Position": )" + std::to_string(t) : std::string()) + "}");
    if (repeat)
        pairs.push_back(R"({"_id": {"$oid": ")" + oid(int(pairs.size()), 13) + R"("}, "PlaylistId": 1, "TrackId": 1})");
    writeLines(dir + QStringLiteral("/Playlist.json"), playlists);
    writeLines(dir + QStringLiteral("/Album.json"), albums);
    writeLines(dir + QStringLiteral("/Track.json"), tracks);
    writeLines(dir + QStringLiteral("/PlaylistTrack.json"), pairs);
}

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
        QVERIFY(text.find("\"formatVersion\": 4") != std::string::npos);
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
        // A distinct-count estimate never exceeds the values counted.
        const std::string described = schema.at("properties").at("Milliseconds").dump();
        QVERIFY2(described.find("about 300 distinct") != std::string::npos, described.c_str());
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
