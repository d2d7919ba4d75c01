// SPDX-License-Identifier: GPL-3.0-or-later
// Data migrations of collections merged or split (model/diff/
// collectionreshape): a one-to-one partner folded into its collection and
// split off again, two collections united under a discriminator and split
// by it again. Each runs in mingo on the old model's own preview; the result
// passes the new model's validators, keeps every document and value, and a
// merge followed by the split back gives the documents it started from.
#include "migrationfixtures.h"
#include "testserver.h"
#include "testsupport.h"

#include "migrate/collectionreshape.h"
#include "migrate/datamigration.h"
#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "schema/collectionrefactor.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <algorithm>

using namespace docmodel;
using namespace docmodel::test;
using nlohmann::json;

namespace {

QStringList stepTitles(const DataMigration &migration)
{
    QStringList out;
    for (const DataStep &step : migration.steps)
        out << step.title + (step.destructive ? QStringLiteral(" [destructive]") : QString());
    return out;
}

Field text(const char *name)
{
    return makeField(name, { BsonType::String }, true);
}

Field number(const char *name)
{
    return makeField(name, { BsonType::Int }, true);
}

// Documents by _id, for comparisons that ignore order.
std::map<std::string, json> byId(const std::vector<json> &documents)
{
    std::map<std::string, json> out;
    for (const json &document : documents)
        out[document["_id"].dump()] = document;
    return out;
}

json without(json document, const char *field)
{
    document.erase(field);
    return document;
}

bool haveNode()
{
    return !QStandardPaths::findExecutable(QStringLiteral("node")).isEmpty();
}

} // namespace

class TestCollectionMigration : public QObject
{
    Q_OBJECT

private slots:
    void oneToOnePartnerMergedAndSplitAgain();
    void collectionsUnitedAndSplitAgain();
    void oneKindSplitOff();
    void renamesAndDeletionsAreNoReshape();
    void deletionInTheScript();
    void deletionOnTheServerRunsOnce();
    void refactoringsCarryTheirDocuments_data();
    void refactoringsCarryTheirDocuments();
    void refactoringsRefuse();
    void cliRefactorings();
};

// CustomerProfile folded into Customer: each customer takes its profile's
// Bio and Phone, found by the reference the profile held; the profiles'
// collection goes in a destructive step. Splitting them off again (a new
// collection with a one-to-one reference to the one that lost the fields)
// gives back the very documents the merge started from.
void TestCollectionMigration::oneToOnePartnerMergedAndSplitAgain()
{
    if (!haveNode())
        DOCMODELER_PEER_MISSING("node is not installed (scripts/test installs it)");
    const Model separate = customersWithProfiles();
    const Model flat = customersFlat();
    QVERIFY2(inconsistencies(separate).isEmpty(), qPrintable(inconsistencies(separate).join('\n')));
    QVERIFY2(inconsistencies(flat).isEmpty(), qPrintable(inconsistencies(flat).join('\n')));

    const std::vector<CollectionReshape> merges = collectionReshapes(separate, flat);
    QCOMPARE(merges.size(), size_t(1));
    QCOMPARE(int(merges[0].kind), int(ReshapeKind::JoinMerge));
    QCOMPARE(merges[0].fields, (std::vector<std::string> { "Bio", "Phone" }));
    const DataMigration merge = planDataMigration(separate, flat);
    QVERIFY2(merge.manual.isEmpty(), qPrintable(merge.manual.join('\n')));
    QCOMPARE(stepTitles(merge),
        QStringList(
            { QStringLiteral(
                  "Copy Bio, Phone of each CustomerProfile into the Customer it belongs to"),
                QStringLiteral("Drop the collection CustomerProfile: its fields are in Customer "
                               "now [destructive]") }));
    QVERIFY(merge.steps[0].runsInBatches());

    const Collections before
        = previewCollections(separate, { { "Customer", 20 }, { "CustomerProfile", 20 } });
    const Collections merged = runInMingo(before, merge);
    QVERIFY(!merged.empty());
    QVERIFY(!merged.count("CustomerProfile"));
    QCOMPARE(merged.at("Customer").size(), size_t(20));
    const QStringList failing = failingDocuments(flat, merged);
    QVERIFY2(failing.isEmpty(), qPrintable(failing.join('\n')));
    std::map<std::string, json> profiles;
    for (const json &profile : before.at("CustomerProfile"))
        profiles[profile["CustomerId"].dump()] = profile;
    QCOMPARE(profiles.size(), size_t(20)); // one each: the test means something
    for (const json &customer : merged.at("Customer")) {
        const json &profile = profiles.at(customer["CustomerId"].dump());
        QCOMPARE(customer["Bio"], profile["Bio"]);
        QCOMPARE(customer["Phone"], profile["Phone"]);
    }

    const std::vector<CollectionReshape> splits = collectionReshapes(flat, separate);
    QCOMPARE(splits.size(), size_t(1));
    QCOMPARE(int(splits[0].kind), int(ReshapeKind::FieldSplit));
    const DataMigration split = planDataMigration(flat, separate);
    QVERIFY2(split.manual.isEmpty(), qPrintable(split.manual.join('\n')));
    QCOMPARE(stepTitles(split),
        QStringList({ QStringLiteral("Copy Bio, Phone of each Customer into a document of "
                                     "CustomerProfile with the same _id"),
            QStringLiteral("Remove Customer.Bio, moved to CustomerProfile [destructive]"),
            QStringLiteral("Remove Customer.Phone, moved to CustomerProfile [destructive]") }));
    const Collections again = runInMingo(merged, split);
    QVERIFY(!again.empty());
    const QStringList failingAgain = failingDocuments(separate, again);
    QVERIFY2(failingAgain.isEmpty(), qPrintable(failingAgain.join('\n')));
    QCOMPARE(byId(again.at("Customer")), byId(before.at("Customer")));
    // Each profile comes back under its customer's _id, with its values.
    std::map<std::string, json> customerIds;
    for (const json &customer : before.at("Customer"))
        customerIds[customer["CustomerId"].dump()] = customer["_id"];
    QCOMPARE(again.at("CustomerProfile").size(), size_t(20));
    for (const json &profile : again.at("CustomerProfile")) {
        const json &original = profiles.at(profile["CustomerId"].dump());
        QCOMPARE(profile["_id"], customerIds.at(profile["CustomerId"].dump()));
        QCOMPARE(without(profile, "_id"), without(original, "_id"));
    }
}

// Film and Series united in Title, told apart by its discriminator "kind"
// (whose values name the collections merged in): every document moves with
// its kind, both collections go. Split by kind again, each kind's documents
// go back to their collection, without the kind, and Title goes.
void TestCollectionMigration::collectionsUnitedAndSplitAgain()
{
    if (!haveNode())
        DOCMODELER_PEER_MISSING("node is not installed (scripts/test installs it)");
    const Model apart = filmsAndSeries();
    const Model together = titles();
    QVERIFY2(inconsistencies(together).isEmpty(), qPrintable(inconsistencies(together).join('\n')));

    const DataMigration unite = planDataMigration(apart, together);
    QCOMPARE(stepTitles(unite),
        QStringList({ QStringLiteral("Copy the documents of Film into Title, with kind \"Film\""),
            QStringLiteral("Copy the documents of Series into Title, with kind \"Series\""),
            QStringLiteral(
                "Drop the collection Film: its documents are in Title now [destructive]"),
            QStringLiteral(
                "Drop the collection Series: its documents are in Title now [destructive]") }));
    QVERIFY2(unite.manual.isEmpty(), qPrintable(unite.manual.join('\n')));
    QVERIFY(unite.steps[0].runsInBatches());

    const Collections before = previewCollections(apart, { { "Film", 30 }, { "Series", 12 } });
    const Collections united = runInMingo(before, unite);
    QVERIFY(!united.empty());
    QVERIFY(!united.count("Film") && !united.count("Series"));
    QCOMPARE(united.at("Title").size(), size_t(42));
    const QStringList failing = failingDocuments(together, united);
    QVERIFY2(failing.isEmpty(), qPrintable(failing.join('\n')));
    const std::map<std::string, json> films = byId(before.at("Film"));
    for (const json &title : united.at("Title")) {
        const bool film = films.contains(title["_id"].dump());
        QCOMPARE(title["kind"], json(film ? "Film" : "Series"));
        QCOMPARE(without(title, "kind"),
            (film ? films : byId(before.at("Series"))).at(title["_id"].dump()));
    }

    const DataMigration split = planDataMigration(together, apart);
    QVERIFY2(split.manual.isEmpty(), qPrintable(split.manual.join('\n')));
    QCOMPARE(stepTitles(split),
        QStringList(
            { QStringLiteral("Copy the documents of Title whose kind is \"Film\" into Film"),
                QStringLiteral("Copy the documents of Title whose kind is \"Series\" into Series"),
                QStringLiteral("Drop the collection Title: its documents are in Film, Series now "
                               "[destructive]") }));
    const Collections again = runInMingo(united, split);
    QVERIFY(!again.empty());
    QVERIFY(!again.count("Title"));
    QCOMPARE(byId(again.at("Film")), films);
    QCOMPARE(byId(again.at("Series")), byId(before.at("Series")));

    // Into a collection both models hold: its own documents get its name
    // as their kind, where they have none.
    Model filmsKept = titles({ "Film", "Series" });
    filmsKept.entities[0].name = "Film";
    filmsKept.entities[0].id = "Film";
    const DataMigration into = planDataMigration(apart, filmsKept);
    QCOMPARE(stepTitles(into).mid(0, 2),
        QStringList({ QStringLiteral("Set Film.kind to \"Film\" where it is missing"),
            QStringLiteral("Copy the documents of Series into Film, with kind \"Series\"") }));
    const Collections intoFilm = runInMingo(before, into);
    QCOMPARE(intoFilm.at("Film").size(), size_t(42));
    const QStringList failingInto = failingDocuments(filmsKept, intoFilm);
    QVERIFY2(failingInto.isEmpty(), qPrintable(failingInto.join('\n')));
}

// One kind leaves a collection that keeps the others: its documents are
// copied to their new collection, and deleted from the old one only in a
// destructive step (a deletion by the discriminator's value).
void TestCollectionMigration::oneKindSplitOff()
{
    if (!haveNode())
        DOCMODELER_PEER_MISSING("node is not installed (scripts/test installs it)");
    const Model three = titles({ "Film", "Series", "Short" });
    Model two = titles({ "Film", "Short" });
    two.entities.push_back(storeCollection("Series", { text("Title"), number("Seasons") }));
    const DataMigration split = planDataMigration(three, two);
    QVERIFY2(split.manual.isEmpty(), qPrintable(split.manual.join('\n')));
    QCOMPARE(stepTitles(split),
        QStringList(
            { QStringLiteral("Copy the documents of Title whose kind is \"Series\" into Series"),
                QStringLiteral("Remove from Title the documents whose kind is \"Series\", moved to "
                               "Series [destructive]") }));
    QVERIFY(split.steps[1].deletes());
    QCOMPARE(split.steps[1].deleteWhere, json({ { "kind", "Series" } }));
    QVERIFY(!split.steps[1].runsInBatches());

    const Collections before = previewCollections(three, { { "Title", 60 } });
    const auto isSeries = [](const json &title) { return title["kind"] == json("Series"); };
    const auto series = std::ranges::count_if(before.at("Title"), isSeries);
    QVERIFY(series > 0 && series < 60);
    const Collections after = runInMingo(before, split);
    QVERIFY(!after.empty());
    QCOMPARE(qsizetype(after.at("Series").size()), qsizetype(series));
    QCOMPARE(qsizetype(after.at("Title").size()), qsizetype(60 - series));
    QVERIFY(std::ranges::none_of(after.at("Title"), isSeries));
    for (const json &show : after.at("Series"))
        QVERIFY2(!show.contains("kind"), show.dump().c_str());
    // The fingerprint tells a deletion from a deletion of other documents.
    DataMigration other = split;
    other.steps[1].deleteWhere = { { "kind", "Film" } };
    QVERIFY(migrationFingerprint(split, "media") != migrationFingerprint(other, "media"));
}

// A collection renamed, one deleted and one added with nothing in common
// are neither merged nor split.
void TestCollectionMigration::renamesAndDeletionsAreNoReshape()
{
    Model before = customersWithProfiles();
    Model after = before;
    after.entities[0].name = "Client";
    QVERIFY(collectionReshapes(before, after).empty());
    // The profile gone, its fields nowhere: a deletion.
    Model gone = customersWithProfiles();
    gone.entities.pop_back();
    gone.relationships.clear();
    QVERIFY(collectionReshapes(before, gone).empty());
    // A new one-to-one partner with fields of its own.
    Model partner = customersFlat();
    Model extra = partner;
    extra.entities.push_back(
        storeCollection("Loyalty", { number("CustomerId"), number("Points") }));
    Relationship rel = parentReference("customer-loyalty", "Customer", "Loyalty", "CustomerId");
    rel.cardinality = Cardinality::OneToOne;
    rel.counts = { 1, 1, 1 };
    extra.relationships = { rel };
    QVERIFY(collectionReshapes(partner, extra).empty());
    // A discriminator value that names no old collection.
    QVERIFY(collectionReshapes(filmsAndSeries(), titles({ "Documentary" })).empty());
}

// The mongosh script deletes as the server run does, once.
void TestCollectionMigration::deletionInTheScript()
{
    Model two = titles({ "Film", "Short" });
    two.entities.push_back(storeCollection("Series", { text("Title"), number("Seasons") }));
    const DataMigration split = planDataMigration(titles({ "Film", "Series", "Short" }), two);
    MigrationScriptOptions options;
    options.withDestructive = true;
    const QString script = QString::fromStdString(dataMigrationScript(split, options));
    QVERIFY2(script.contains(QStringLiteral(
                 "if (!progress.findOne({ migration: migration, step: 1, kind: \"step\" })) "
                 "{ database.getCollection(\"Title\").deleteMany({\"kind\":\"Series\"}); "
                 "record(1, \"step\", 0, {}); }")),
        qPrintable(script));
}

// docmodeler-cli migrate sends the deletion to the server once it may
// (--allow-drop), as one delete command, reports the documents it removed,
// and a second run finds the step done and sends nothing.
void TestCollectionMigration::deletionOnTheServerRunsOnce()
{
    QTemporaryDir dir;
    const QString oldFile = dir.filePath(QStringLiteral("old.dmodel"));
    const QString newFile = dir.filePath(QStringLiteral("new.dmodel"));
    Model three = titles({ "Film", "Series", "Short" });
    Model two = titles({ "Film", "Short" });
    two.entities.push_back(storeCollection("Series", { text("Title"), number("Seasons") }));
    two.database = three.database = "store";
    QVERIFY(saveModelFile(three, oldFile).isEmpty());
    QVERIFY(saveModelFile(two, newFile).isEmpty());
    const Collections before = previewCollections(three, { { "Title", 24 } });
    const auto series = std::ranges::count_if(
        before.at("Title"), [](const json &title) { return title["kind"] == json("Series"); });
    const QString seed = dir.filePath(QStringLiteral("seed.json"));
    QVERIFY(test::writeFile(seed, QByteArray::fromStdString(json { { "store", before } }.dump())));
    const QString record = dir.filePath(QStringLiteral("commands.jsonl"));
    TestServer server(ServerKind::Mock, QStringLiteral("keeps"),
        { QStringLiteral("--record"), record, QStringLiteral("--seed"), seed });
    START_SERVER(server);
    const QStringList arguments
        = { QStringLiteral("migrate"), oldFile, newFile, server.uri(), QStringLiteral("--yes"),
              QStringLiteral("--allow-drop"), QStringLiteral("--format"), QStringLiteral("json") };
    const test::CliRun run = test::runCli(arguments);
    const json report = json::parse(run.out.toStdString(), nullptr, false);
    QVERIFY2(report.is_object(), qPrintable(run.out + run.err));
    const json &removal = report["steps"][1];
    QCOMPARE(removal["state"].get<std::string>(), std::string("done"));
    QCOMPARE(removal["command"], json({ { "deleteMany", { { "kind", "Series" } } } }));
    QCOMPARE(removal["documentsRemoved"].get<qsizetype>(), qsizetype(series));
    QCOMPARE(removal["target"]["before"].get<int>(), 24);
    QCOMPARE(removal["target"]["after"].get<qsizetype>(), 24 - qsizetype(series));
    const auto deletes = [&] {
        QStringList out;
        for (const QByteArray &line : test::readFile(record).split('\n')) {
            const json command = json::parse(line.toStdString(), nullptr, false);
            if (command.is_object() && command.contains("delete"))
                out << QString::fromStdString(
                    command["delete"].get<std::string>() + " " + command["deletes"].dump());
        }
        return out;
    };
    QCOMPARE(deletes(),
        QStringList({ QStringLiteral("Title [{\"limit\":0,\"q\":{\"kind\":\"Series\"}}]") }));
    const test::CliRun again = test::runCli(arguments);
    const json second = json::parse(again.out.toStdString(), nullptr, false);
    QVERIFY2(second.is_object(), qPrintable(again.out + again.err));
    QCOMPARE(second["steps"][1]["state"].get<std::string>(), std::string("done before"));
    QCOMPARE(deletes().size(), 1);
}

void TestCollectionMigration::refactoringsCarryTheirDocuments_data()
{
    QTest::addColumn<int>("kind");
    QTest::newRow("merge partners") << int(ReshapeKind::JoinMerge);
    QTest::newRow("merge kinds") << int(ReshapeKind::UnionMerge);
    QTest::newRow("split fields") << int(ReshapeKind::FieldSplit);
    QTest::newRow("split a kind") << int(ReshapeKind::DocumentSplit);
}

// Each refactoring leaves a consistent model whose migration from the old
// one is the reshape of its kind, and the old preview migrated in mingo fits
// the new model with every document kept.
void TestCollectionMigration::refactoringsCarryTheirDocuments()
{
    if (!haveNode())
        DOCMODELER_PEER_MISSING("node is not installed (scripts/test installs it)");
    QFETCH(int, kind);
    Model before;
    CollectionRefactoring change;
    std::map<std::string, int> counts;
    switch (ReshapeKind(kind)) {
    case ReshapeKind::JoinMerge:
        before = customersWithProfiles();
        change = mergeCollections(before, "CustomerProfile", "Customer");
        counts = { { "Customer", 16 }, { "CustomerProfile", 16 } };
        break;
    case ReshapeKind::UnionMerge:
        before = filmsAndSeries();
        change = mergeCollections(before, "Series", "Film");
        counts = { { "Film", 20 }, { "Series", 10 } };
        break;
    case ReshapeKind::FieldSplit:
        before = customersFlat();
        change = splitFields(before, "Customer", "Contact", { "Bio", "Phone" });
        counts = { { "Customer", 16 } };
        break;
    case ReshapeKind::DocumentSplit:
        before = titles({ "Film", "Series", "Short" });
        change = splitKind(before, "Title", "Short");
        counts = { { "Title", 30 } };
        break;
    }
    QVERIFY2(change.error.isEmpty(), qPrintable(change.error));
    QVERIFY(!change.changes.isEmpty());
    const Model &after = change.model;
    QVERIFY2(inconsistencies(after).isEmpty(), qPrintable(inconsistencies(after).join('\n')));
    const std::vector<CollectionReshape> reshapes = collectionReshapes(before, after);
    QCOMPARE(reshapes.size(), size_t(1));
    QCOMPARE(int(reshapes[0].kind), kind);
    const DataMigration migration = planDataMigration(before, after);
    QVERIFY2(migration.manual.isEmpty(), qPrintable(migration.manual.join('\n')));
    const Collections old = previewCollections(before, counts);
    const Collections now = runInMingo(old, migration);
    QVERIFY(!now.empty());
    const QStringList failing = failingDocuments(after, now);
    QVERIFY2(failing.isEmpty(), qPrintable(failing.join('\n')));
    size_t documentsBefore = 0, documentsAfter = 0;
    for (const auto &[name, documents] : old)
        documentsBefore += documents.size();
    for (const auto &[name, documents] : now)
        documentsAfter += documents.size();
    // A merge of partners makes one document of two; a split of fields two of one.
    if (ReshapeKind(kind) == ReshapeKind::JoinMerge)
        QCOMPARE(documentsAfter, documentsBefore / 2);
    else if (ReshapeKind(kind) == ReshapeKind::FieldSplit)
        QCOMPARE(documentsAfter, documentsBefore * 2);
    else
        QCOMPARE(documentsAfter, documentsBefore);
    // The new model saved and read back is the same refactoring.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("after.dmodel"));
    QVERIFY(saveModelFile(after, file).isEmpty());
    const LoadResult loaded = loadModelFile(file);
    QVERIFY(loaded.ok());
    QCOMPARE(collectionReshapes(before, *loaded.model).size(), size_t(1));
}

// What cannot be merged or split is refused with the reason, and the model
// comes back unchanged.
void TestCollectionMigration::refactoringsRefuse()
{
    const Model customers = customersWithProfiles();
    const struct {
        CollectionRefactoring change;
        QString reason;
    } cases[] = {
        { mergeCollections(customers, "Customer", "Customer"),
            QStringLiteral("Customer cannot be merged into itself") },
        { mergeCollections(customers, "Nobody", "Customer"),
            QStringLiteral("there is no entity Nobody") },
        { splitFields(customers, "Customer", "CustomerProfile", { "Name" }),
            QStringLiteral("there is an entity CustomerProfile already") },
        { splitFields(customers, "Customer", "Extra", { "Nothing" }),
            QStringLiteral("Customer has no field Nothing to move") },
        { splitFields(customers, "CustomerProfile", "Extra", { "CustomerId" }),
            QStringLiteral(
                "CustomerProfile.CustomerId holds a relationship's reference: it stays") },
        { splitFields(customers, "Customer", "Extra", {}),
            QStringLiteral("name the fields that move to Extra") },
        { splitKind(customers, "Customer", "Gold"),
            QStringLiteral("Customer names no discriminator field that tells its kinds apart") },
        { splitKind(titles(), "Title", "Short"),
            QStringLiteral("Short is not a kind of Title: kind does not list it") },
    };
    for (const auto &[change, reason] : cases) {
        QCOMPARE(change.error, reason);
        QVERIFY(change.changes.isEmpty());
    }
    // Partners with a field of the same name: rename one first.
    Model clash = customers;
    clash.entities[1].fields.push_back(makeField("Name", { BsonType::String }));
    QCOMPARE(mergeCollections(clash, "CustomerProfile", "Customer").error,
        QStringLiteral(
            "CustomerProfile and Customer both have a field Name: rename one of them first"));
    QCOMPARE(mergeCollections(clash, "CustomerProfile", "Customer").model, clash);
}

// merge-collections and split-collection rewrite the file as the
// refactorings do; migrate between the files then plans the reshape.
void TestCollectionMigration::cliRefactorings()
{
    QTemporaryDir dir;
    const QString apart = dir.filePath(QStringLiteral("apart.dmodel"));
    const QString together = dir.filePath(QStringLiteral("together.dmodel"));
    QVERIFY(saveModelFile(filmsAndSeries(), apart).isEmpty());
    test::CliRun run = test::runCli({ QStringLiteral("merge-collections"), apart,
        QStringLiteral("Series"), QStringLiteral("Film"), QStringLiteral("--kind-field"),
        QStringLiteral("type"), QStringLiteral("-o"), together });
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(
                 QStringLiteral("the documents of Series join Film as the kind \"Series\"")),
        qPrintable(run.out));
    const LoadResult merged = loadModelFile(together);
    QVERIFY(merged.ok());
    QCOMPARE(merged.model->findEntityByName("Film")->discriminator, std::string("type"));
    QVERIFY(!merged.model->findEntityByName("Series"));
    run = test::runCli({ QStringLiteral("migrate"), apart, together, QStringLiteral("--script") });
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(
                 QStringLiteral("// Copy the documents of Series into Film, with type \"Series\"")),
        qPrintable(run.out));

    run = test::runCli({ QStringLiteral("split-collection"), together, QStringLiteral("Film"),
        QStringLiteral("Series"), QStringLiteral("--kind") });
    QCOMPARE(run.exitCode, 0);
    QVERIFY(loadModelFile(together).model->findEntityByName("Series"));
    run = test::runCli({ QStringLiteral("split-collection"), together, QStringLiteral("Film"),
        QStringLiteral("Credits"), QStringLiteral("--fields"), QStringLiteral("Runtime,Nothing") });
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(
        run.err.contains(QStringLiteral("split-collection: Film has no field Nothing to move")),
        qPrintable(run.err));
    run = test::runCli({ QStringLiteral("split-collection"), together, QStringLiteral("Film"),
        QStringLiteral("Credits") });
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("exactly one of --fields and --kind")),
        qPrintable(run.err));
}

QTEST_GUILESS_MAIN(TestCollectionMigration)
#include "tst_collectionmigration.moc"
