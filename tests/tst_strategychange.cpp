// SPDX-License-Identifier: GPL-3.0-or-later
// A strategy change is one consistent refactoring (model/schema/strategychange):
// embedded lines keep what they refer to and lose the reference embedding
// makes implicit, each invoice embeds its own lines, a collection others
// need stays one (stored twice, and said so), indexes and queries move with
// an embedded collection, a subset's counter is written once; every pair of
// strategies leaves a valid model whose preview passes its own validators;
// docmodeler-cli set-strategy makes the same change.
#include "exportfixtures.h"
#include "migrationfixtures.h"
#include "testsupport.h"

#include "advisor/advisor.h"
#include "check/datacheck.h"
#include "migrate/datamigration.h"
#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "preview/bsonptr.h"
#include "preview/documentgenerator.h"
#include "schema/derivedfields.h"
#include "schema/enumnames.h"
#include "schema/qtstring.h"
#include "schema/strategychange.h"
#include "schema/validation.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

using namespace docmodel;
using namespace docmodel::test;
using nlohmann::json;

namespace {

std::vector<json> previewOf(const Model &model, const std::string &collection, int count = 6)
{
    PreviewOptions options;
    options.count = count;
    const DocumentGenerator generator(model, options);
    std::vector<json> out;
    for (int i = 0; i < count; ++i)
        out.push_back(json::parse(relaxedJson(generator.document(*model.findEntity(collection), i).get())));
    return out;
}

bool hasField(const std::vector<Field> &fields, const std::string &name)
{
    return findFieldPath(fields, name) != nullptr;
}

} // namespace

class TestStrategyChange : public QObject
{
    Q_OBJECT

private slots:
    void embeddedLinesKeepTheirTracks();
    void linesOthersNeedAreStoredTwice_data();
    void linesOthersNeedAreStoredTwice();
    void indexesAndQueriesMoveIntoTheParent();
    void subsetCounterWrittenOnce();
    void everyPairStaysConsistent_data();
    void everyPairStaysConsistent();
    void everyChangeAndItsReverseGiveTheModelBack();
    void relationshipsByName();
    void cliSetStrategy();
};

void TestStrategyChange::embeddedLinesKeepTheirTracks()
{
    const StrategyChange change = changeStrategy(invoices(), "invoice-lines", Strategy::Embed);
    QVERIFY2(change.error.isEmpty(), qPrintable(change.error));
    QVERIFY(!change.storedTwice);
    const Model &model = change.model;
    const Entity &lines = *model.findEntity("InvoiceLine");
    QVERIFY(!lines.isCollection());
    // The reference embedding makes implicit is gone; the one to the track stays.
    QVERIFY(!hasField(lines.fields, "InvoiceId"));
    QVERIFY(hasField(lines.fields, "TrackId"));
    QCOMPARE(model.findRelationship("track-lines")->strategy, Strategy::ParentReferencing);
    QVERIFY(change.changes.join('\n').contains(QStringLiteral("InvoiceLine.InvoiceId removed")));
    const QStringList problems = inconsistencies(model);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));

    std::set<int> tracks;
    for (const json &invoice : previewOf(model, "Invoice")) {
        QVERIFY(invoice.contains("InvoiceLine"));
        QVERIFY(!invoice["InvoiceLine"].empty());
        for (const json &line : invoice["InvoiceLine"]) {
            QVERIFY2(line.contains("TrackId") && line["TrackId"].is_number_integer(), line.dump().c_str());
            QVERIFY2(!line.contains("InvoiceId"), line.dump().c_str());
            tracks.insert(line["TrackId"].get<int>());
        }
    }
    QVERIFY(tracks.size() > 1); // the lines bought different tracks
}

void TestStrategyChange::linesOthersNeedAreStoredTwice_data()
{
    QTest::addColumn<bool>("declared");
    QTest::newRow("InvoiceId declared") << true;
    QTest::newRow("InvoiceId written by the relationship alone") << false;
}

void TestStrategyChange::linesOthersNeedAreStoredTwice()
{
    QFETCH(bool, declared);
    Model model = invoices();
    if (!declared)
        std::erase_if(model.entities[1].fields, [](const Field &f) { return f.name == "InvoiceId"; });
    model.entities.push_back(storeCollection("Download", { makeField("at", { BsonType::Date }, true) }));
    model.relationships.push_back(parentReference("line-downloads", "InvoiceLine", "Download", "_id"));
    model.relationships.back().manyField = "line_id";

    // Embedding only is refused while downloads refer to lines.
    const StrategyChange refused
        = changeStrategy(model, "invoice-lines", Strategy::Embed, EmbeddedPlacement::EmbeddedOnly);
    QVERIFY(refused.error.contains(QStringLiteral("InvoiceLine → Download")));
    QCOMPARE(refused.model, model);

    const StrategyChange change = changeStrategy(model, "invoice-lines", Strategy::Embed);
    QVERIFY2(change.error.isEmpty(), qPrintable(change.error));
    QVERIFY(change.storedTwice);
    QVERIFY(change.model.findEntity("InvoiceLine")->isCollection());
    QVERIFY(change.changes.join('\n').contains(QStringLiteral("stored twice")));
    // The collection's lines declare their reference now that the relationship embeds.
    const Field *reference = findFieldPath(change.model.findEntity("InvoiceLine")->fields, "InvoiceId");
    QVERIFY(reference && reference->types == std::vector<BsonType> { BsonType::Int });
    QCOMPARE(change.changes.join('\n').contains(QStringLiteral("InvoiceLine.InvoiceId declared")), !declared);
    const QStringList problems = inconsistencies(change.model);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));

    // Each invoice embeds its own lines: their InvoiceId is the invoice's.
    for (const json &invoice : previewOf(change.model, "Invoice"))
        for (const json &line : invoice["InvoiceLine"])
            QCOMPARE(line["InvoiceId"], invoice["InvoiceId"]);
    // The collection's lines still say whose they are.
    for (const json &line : previewOf(change.model, "InvoiceLine"))
        QVERIFY(line["InvoiceId"].is_number_integer());

    // The advisor says so, naming both.
    const AdvisorReport report = runAdvisor(change.model);
    QStringList storedTwice;
    for (const Diagnostic &d : report.diagnostics)
        if (d.ruleInfo().code == "DM121")
            storedTwice << d.message;
    QCOMPARE(storedTwice.size(), 1);
    QVERIFY(storedTwice.first().contains(QStringLiteral("InvoiceLine")));
    QVERIFY(storedTwice.first().contains(QStringLiteral("Invoice:")));
    const AdvisorReport before = runAdvisor(model);
    for (const Diagnostic &d : before.diagnostics)
        QVERIFY(d.ruleInfo().code != "DM121");
}

void TestStrategyChange::indexesAndQueriesMoveIntoTheParent()
{
    Model model = invoices();
    Index index;
    index.id = "ix-track";
    index.collectionId = "InvoiceLine";
    index.keys = { { "TrackId", IndexKeyKind::Asc } };
    model.indexes.push_back(index);
    AccessPattern query;
    query.id = "q-track";
    query.name = "lines of a track";
    query.collectionId = "InvoiceLine";
    query.filter = { { "TrackId", FilterOp::Equality } };
    query.sort = { { "UnitPrice", SortDirection::Desc } };
    model.accessPatterns.push_back(query);

    const CollectionNeeds needs = collectionNeeds(model, *model.findRelationship("invoice-lines"));
    QVERIFY(needs.needed.isEmpty());
    QCOMPARE(needs.movable.size(), 2);
    // Left to itself, the collection stays (its queries want it); asked to, it moves.
    QVERIFY(changeStrategy(model, "invoice-lines", Strategy::Embed).storedTwice);
    const StrategyChange change
        = changeStrategy(model, "invoice-lines", Strategy::Embed, EmbeddedPlacement::EmbeddedOnly);
    QVERIFY2(change.error.isEmpty(), qPrintable(change.error));
    const Index &moved = change.model.indexes.front();
    QCOMPARE(moved.collectionId, std::string("Invoice"));
    QCOMPARE(moved.keys.front().field, std::string("InvoiceLine.TrackId"));
    const AccessPattern &movedQuery = change.model.accessPatterns.front();
    QCOMPARE(movedQuery.collectionId, std::string("Invoice"));
    QCOMPARE(movedQuery.filter.front().field, std::string("InvoiceLine.TrackId"));
    QCOMPARE(movedQuery.sort.front().field, std::string("InvoiceLine.UnitPrice"));
    const QStringList problems = inconsistencies(change.model);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));

    // A TTL index deletes the collection's documents: it cannot move.
    model.indexes.front().expireAfterSeconds = 3600;
    QVERIFY(!changeStrategy(model, "invoice-lines", Strategy::Embed, EmbeddedPlacement::EmbeddedOnly)
                 .error.isEmpty());
}

void TestStrategyChange::subsetCounterWrittenOnce()
{
    Model model;
    model.entities = { storeCollection("movies", { makeField("title", { BsonType::String }, true),
                           makeField("num_mflix_comments", { BsonType::Int }, true) }),
        storeCollection("comments", { makeField("movie_id", { BsonType::ObjectId }, true),
                                   makeField("text", { BsonType::String }, true),
                                   makeField("date", { BsonType::Date }, true) }) };
    Relationship rel = parentReference("movie-comments", "movies", "comments", "_id");
    rel.manyField = "movie_id";
    rel.cardinality = Cardinality::OneToMany;
    rel.counts = { 0, 6, std::nullopt };
    rel.manyStandsAlone = QueriedAlone::Yes;
    rel.subset = SubsetOptions { 3, "date", true, "num_mflix_comments" };
    model.relationships = { rel };

    const StrategyChange change = changeStrategy(model, "movie-comments", Strategy::EmbedSubset);
    QVERIFY2(change.error.isEmpty(), qPrintable(change.error));
    QVERIFY(change.model.findEntity("comments")->isCollection());
    const QStringList problems = inconsistencies(change.model);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
    PreviewOptions options;
    options.count = 4;
    const DocumentGenerator generator(change.model, options);
    for (int i = 0; i < options.count; ++i) {
        const BsonPtr movie = generator.document(*change.model.findEntity("movies"), i);
        // The counter once, as the subset's count of all comments.
        bson_iter_t it;
        QVERIFY(bson_iter_init(&it, movie.get()));
        int counters = 0;
        while (bson_iter_next(&it))
            counters += std::string(bson_iter_key(&it)) == "num_mflix_comments";
        QCOMPARE(counters, 1);
        const json doc = json::parse(relaxedJson(movie.get()));
        QCOMPARE(doc["num_mflix_comments"].get<int>(), 6);
        // The embedded comments are this movie's own.
        QCOMPARE(doc["comments"].size(), size_t(3));
        for (const json &comment : doc["comments"])
            QCOMPARE(comment["movie_id"], doc["_id"]);
    }
    // All comments stay in their collection, each with its movie.
    for (const json &comment : previewOf(change.model, "comments"))
        QVERIFY(comment["movie_id"].contains("$oid"));
}

void TestStrategyChange::everyPairStaysConsistent_data()
{
    addOrderedPairs<Strategy>();
}

void TestStrategyChange::everyPairStaysConsistent()
{
    QFETCH(Strategy, from);
    QFETCH(Strategy, to);
    Model model = invoices();
    // A copy each way, so the copies a strategy drops are exercised too.
    model.relationships[0].denormalized = { { "Total", CopyDirection::IntoMany, "invoiceTotal" },
        { "UnitPrice", CopyDirection::IntoOne, {} } };
    StrategyChange first = changeStrategy(model, "invoice-lines", from);
    QVERIFY2(first.error.isEmpty(), qPrintable(first.error));
    QStringList problems = inconsistencies(first.model);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
    const StrategyChange second = changeStrategy(first.model, "invoice-lines", to);
    QVERIFY2(second.error.isEmpty(), qPrintable(second.error));
    QCOMPARE(second.model.findRelationship("invoice-lines")->strategy, to);
    problems = inconsistencies(second.model);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
    // The line's own reference to its track survives every change.
    const Entity &lines = *second.model.findEntity("InvoiceLine");
    QCOMPARE(lines.isCollection(), to != Strategy::Embed);
    QCOMPARE(childFieldName(second.model, *second.model.findRelationship("track-lines")),
        std::string("TrackId"));
    for (const json &invoice : previewOf(second.model, "Invoice"))
        if (to == Strategy::Embed)
            for (const json &line : invoice["InvoiceLine"])
                QVERIFY(line.contains("TrackId"));
}


// Any relationship of every example, the model that sets every value and
// the hostile names, flipped from its strategy A to any B and back to A
// (with each placement an embed offers): the same model, byte for byte in
// its file (copies, names, types, indexes, queries). A child that declares
// the reference its relationship writes as well (the invoices' lines and
// their InvoiceId) loses that declaration to an embed and gets the
// relationship's field back: the same documents, the field last.
void TestStrategyChange::everyChangeAndItsReverseGiveTheModelBack()
{
    const std::vector<std::pair<QString, Model>> cases = generatorCases();
    const Strategy strategies[] = { Strategy::Embed, Strategy::EmbedSubset, Strategy::ChildReferencing,
        Strategy::ParentReferencing, Strategy::TwoWay, Strategy::ExtendedReference };
    int pairs = 0;
    QStringList differing;
    for (const auto &[name, model] : cases) {
        const std::string original = serializeModel(model);
        for (const Relationship &rel : model.relationships) {
            if (rel.isSelf())
                continue;
            for (Strategy other : strategies)
                for (EmbeddedPlacement placement : { EmbeddedPlacement::Automatic, EmbeddedPlacement::AlsoCollection }) {
                    if (other == rel.strategy || (placement != EmbeddedPlacement::Automatic && other != Strategy::Embed))
                        continue;
                    const StrategyChange there = changeStrategy(model, rel.id, other, placement);
                    if (!there.error.isEmpty())
                        continue; // refused, with its reason: nothing changed
                    ++pairs;
                    const StrategyChange back = changeStrategy(there.model, rel.id, rel.strategy);
                    if (!back.error.isEmpty() || serializeModel(back.model) != original)
                        differing << QStringLiteral("%1 %2: %3 -> %4 -> back%5")
                                         .arg(name, toQString(rel.id), toQString(std::string(toString(rel.strategy))),
                                             toQString(std::string(toString(other))),
                                             back.error.isEmpty() ? QString() : QStringLiteral(" refused: ") + back.error);
                }
        }
    }
    qInfo("%d changes and their reverses", pairs);
    QVERIFY(pairs > 150);
    QVERIFY2(differing.isEmpty(), qPrintable(differing.join(QLatin1Char('\n'))));
}

void TestStrategyChange::relationshipsByName()
{
    Model model = invoices();
    QString error;
    QCOMPARE(findRelationshipNamed(model, "Invoice->InvoiceLine", &error)->id, std::string("invoice-lines"));
    QCOMPARE(findRelationshipNamed(model, "track-lines", &error)->id, std::string("track-lines"));
    QVERIFY(!findRelationshipNamed(model, "Track->Invoice", &error));
    QVERIFY(error.contains(QStringLiteral("no relationship leads")));
    model.relationships.push_back(model.relationships[0]);
    model.relationships.back().id = "second";
    QVERIFY(!findRelationshipNamed(model, "Invoice->InvoiceLine", &error));
    QVERIFY(error.contains(QStringLiteral("2 relationships")));
    QVERIFY(!findRelationshipNamed(model, "nothing", &error));
    QVERIFY(error.contains(QStringLiteral("ONE->MANY")));
}

void TestStrategyChange::cliSetStrategy()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("invoices.dmodel"));
    QVERIFY(saveModelFile(invoices(), file).isEmpty());
    const QByteArray original = test::readFile(file);
    const QString out = dir.filePath(QStringLiteral("embedded.dmodel"));
    test::CliRun run = test::runCli({ QStringLiteral("set-strategy"), file,
        QStringLiteral("Invoice->InvoiceLine"), QStringLiteral("embed"), QStringLiteral("-o"), out });
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(run.out.contains(QStringLiteral("InvoiceLine becomes an embedded type")));
    // What leaves the lines' documents is named (they declare an _id of their own, which stays).
    QVERIFY2(run.out.contains(QStringLiteral("InvoiceLine.InvoiceId leaves the documents"))
            && !run.out.contains(QStringLiteral("InvoiceLine._id")),
        qPrintable(run.out));
    QCOMPARE(test::readFile(file), original); // -o leaves the model alone
    const LoadResult written = loadModelFile(out);
    QVERIFY(written.ok());
    QCOMPARE(*written.model, changeStrategy(invoices(), "invoice-lines", Strategy::Embed).model);

    // Without -o the model file itself changes; --keep-collection stores twice.
    run = test::runCli({ QStringLiteral("set-strategy"), file, QStringLiteral("invoice-lines"),
        QStringLiteral("embed"), QStringLiteral("--keep-collection") });
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(run.out.contains(QStringLiteral("stored twice")));
    QCOMPARE(*loadModelFile(file).model,
        changeStrategy(invoices(), "invoice-lines", Strategy::Embed, EmbeddedPlacement::AlsoCollection).model);

    // Bad input: a clear error, exit 2, the file untouched.
    const QByteArray now = test::readFile(file);
    run = test::runCli({ QStringLiteral("set-strategy"), file, QStringLiteral("Track->Invoice"), QStringLiteral("embed") });
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.err.contains(QStringLiteral("no relationship leads from \"Track\" to \"Invoice\"")));
    run = test::runCli({ QStringLiteral("set-strategy"), file, QStringLiteral("track-lines"), QStringLiteral("glue") });
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.err.contains(QStringLiteral("embed-subset")));
    // Embedding only what others need is refused: exit 1.
    Model needed = invoices();
    needed.entities.push_back(storeCollection("Download", {}));
    needed.relationships.push_back(parentReference("line-downloads", "InvoiceLine", "Download", "_id"));
    QVERIFY(saveModelFile(needed, file).isEmpty());
    run = test::runCli({ QStringLiteral("set-strategy"), file, QStringLiteral("invoice-lines"),
        QStringLiteral("embed"), QStringLiteral("--embed-only") });
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.err.contains(QStringLiteral("cannot be embedded only")));
    QCOMPARE(*loadModelFile(file).model, needed);
    QCOMPARE(now.isEmpty(), false);
}


QTEST_GUILESS_MAIN(TestStrategyChange)
#include "tst_strategychange.moc"
