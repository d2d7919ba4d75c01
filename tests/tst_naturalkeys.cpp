// SPDX-License-Identifier: GPL-3.0-or-later
// References by natural keys: a music store keyed by int ids (AlbumId,
// TrackId) beside an ObjectId _id nothing refers to, and comments that refer
// to users by email. The inferred model names the key each reference holds,
// so its validators accept the documents it was read from, its preview's
// references resolve, and its scripts make the key unique.

#include "inferfiles.h"
#include "inferredrelationships.h"
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
