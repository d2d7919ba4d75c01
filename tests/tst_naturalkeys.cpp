// SPDX-License-Identifier: GPL-3.0-or-later
// References by natural keys: a music store keyed by int ids (AlbumId,
// TrackId) beside an ObjectId _id nothing refers to, and comments that refer
// to users by email. The inferred model names the key each reference holds,
// so its validators accept the documents it was read from, its preview's
// references resolve, and its scripts make the key unique.

#include "inferfiles.h"
#include "testsupport.h"
#include "check/datacheck.h"
#include "export/bsonschema.h"
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

// Album (30), Track (300, 10 an album, AlbumId), users (40, unique email)
// and comments (200, email of a user).
void writeMusicStore(const QString &dir)
{
    std::vector<std::string> albums, tracks, users, comments;
    for (int a = 1; a <= 30; ++a)
        albums.push_back(R"({"_id": {"$oid": ")" + oid(a, 1) + R"("}, "AlbumId": )" + std::to_string(a)
            + R"(, "Title": "Album )" + std::to_string(a) + R"("})");
    for (int t = 1; t <= 300; ++t)
        tracks.push_back(R"({"_id": {"$oid": ")" + oid(t, 2) + R"("}, "TrackId": )" + std::to_string(t)
            + R"(, "AlbumId": )" + std::to_string((t - 1) / 10 + 1) + R"(, "Name": "Track )" + std::to_string(t)
            + R"(", "Milliseconds": )" + std::to_string(180000 + t) + "}");
    for (int u = 1; u <= 40; ++u)
        users.push_back(R"({"_id": {"$oid": ")" + oid(u, 3) + R"("}, "email": "user)" + std::to_string(u)
            + R"(@example.org", "joined": )" + std::to_string(2000 + u) + "}");
    for (int c = 1; c <= 200; ++c)
        comments.push_back(R"({"_id": {"$oid": ")" + oid(c, 4) + R"("}, "email": "user)"
            + std::to_string(c % 40 + 1) + R"(@example.org", "text": "comment )" + std::to_string(c) + R"("})");
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
        PreviewOptions options;
        options.count = 40;
        const DocumentGenerator generator(mModel, options);
        for (const Relationship &rel : mModel.relationships) {
            const Entity *one = mModel.findEntity(rel.oneId);
            const Entity *many = mModel.findEntity(rel.manyId);
            std::set<std::string> keys;
            for (int i = 0; i < options.count; ++i)
                keys.insert(valueText(generator.document(*one, i).get(), rel.oneKey.c_str()));
            QCOMPARE(keys.size(), size_t(options.count)); // a key is unique
            for (int i = 0; i < options.count; ++i) {
                const std::string reference = valueText(generator.document(*many, i).get(), rel.manyField.c_str());
                QVERIFY2(keys.contains(reference), (many->name + " " + std::to_string(i) + ": " + reference).c_str());
            }
        }
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
        std::map<std::string, std::string> smaller;
        for (const size_t sample : { size_t(200), size_t(1000), size_t(100000) }) {
            const std::map<std::string, std::string> found = relationshipsIn(dir.path(), sample);
            for (const auto &[relationship, evidence] : smaller)
                QVERIFY2(found.contains(relationship), (relationship + " lost at sample " + std::to_string(sample)).c_str());
            smaller = found;
        }
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

private:
    QTemporaryDir mDir;
    Model mModel;
};

QTEST_GUILESS_MAIN(TestNaturalKeys)
#include "tst_naturalkeys.moc"
