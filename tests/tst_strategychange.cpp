// SPDX-License-Identifier: GPL-3.0-or-later
// A strategy change is one consistent refactoring (model/schema/strategychange):
// embedded lines keep what they refer to and lose the reference embedding
// makes implicit, each invoice embeds its own lines, a collection others
// need stays one (stored twice, and said so), indexes and queries move with
// an embedded collection, a subset's counter is written once; every pair of
// strategies leaves a valid model whose preview passes its own validators;
// docmodeler-cli set-strategy makes the same change.
#include "testsupport.h"

#include "advisor/advisor.h"
#include "check/datacheck.h"
#include "diff/datamigration.h"
#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "preview/bsonptr.h"
#include "preview/documentgenerator.h"
#include "schema/derivedfields.h"
#include "schema/enumnames.h"
#include "schema/strategychange.h"
#include "schema/validation.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

using namespace docmodel;
using nlohmann::json;

namespace {

// References hold it, so the preview numbers it uniquely.
Field keyField(const std::string &name)
{
    return makeField(name, { BsonType::Int }, true);
}

Entity collection(const std::string &name, std::vector<Field> fields)
{
    Entity entity;
    entity.id = name;
    entity.name = name;
    fields.insert(fields.begin(), makeField("_id", { BsonType::ObjectId }, true));
    entity.fields = std::move(fields);
    return entity;
}

Relationship parentReference(const std::string &id, const std::string &one, const std::string &many,
    const std::string &key)
{
    Relationship rel;
    rel.id = id;
    rel.oneId = one;
    rel.manyId = many;
    rel.cardinality = Cardinality::OneToFew;
    rel.counts = { 1, 4, 8 };
    rel.strategy = Strategy::ParentReferencing;
    rel.manyField = key;
    rel.oneKey = key;
    rel.manyStandsAlone = QueriedAlone::No;
    return rel;
}

// A music store's invoices as inference reads them: lines refer to their
// invoice and to the track bought by natural keys.
Model invoices()
{
    Model model;
    model.name = "invoices";
    model.database = "store";
    model.entities = {
        collection("Invoice", { keyField("InvoiceId"), makeField("Total", { BsonType::Double }, true) }),
        collection("InvoiceLine",
            { keyField("InvoiceLineId"), makeField("InvoiceId", { BsonType::Int }, true),
                makeField("TrackId", { BsonType::Int }, true),
                makeField("UnitPrice", { BsonType::Double }, true) }),
        collection("Track", { keyField("TrackId"), makeField("Name", { BsonType::String }, true) }),
    };
    model.relationships = { parentReference("invoice-lines", "Invoice", "InvoiceLine", "InvoiceId"),
        parentReference("track-lines", "Track", "InvoiceLine", "TrackId") };
    model.relationships[1].counts = { 0, 2, std::nullopt };
    model.relationships[1].cardinality = Cardinality::OneToMany;
    return model;
}

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

// Problems that are errors, and preview documents that fail their own
// collection's validator: what a consistent model has none of.
QStringList inconsistencies(const Model &model)
{
    QStringList out;
    for (const Problem &problem : validateModel(model))
        if (problem.severity == Severity::Error)
            out << QString::fromStdString(problem.pointer) + QStringLiteral(": ") + problem.message;
    PreviewOptions options;
    options.count = 12;
    const DocumentGenerator generator(model, options);
    for (const Entity &entity : model.entities) {
        if (!entity.isCollection())
            continue;
        std::string error;
        const auto schema = check::collectionSchema(model, entity, &error);
        if (!schema) {
            out << QString::fromStdString(entity.name + ": " + error);
            continue;
        }
        std::vector<BsonPtr> documents;
        for (int i = 0; i < options.count; ++i)
            documents.push_back(generator.document(entity, i));
        const check::CollectionCheck result = check::checkDocuments(*schema, entity.name, documents, 2);
        for (const check::FailingDocument &failing : result.examples)
            for (const check::RuleFailure &failure : failing.why.failures)
                out << QString::fromStdString(entity.name + " " + failure.path + ": " + failure.reason);
    }
    return out;
}

bool hasField(const std::vector<Field> &fields, const std::string &name)
{
    return findFieldPath(fields, name) != nullptr;
}


// Documents by collection, as canonical Extended JSON values.
using Collections = std::map<std::string, std::vector<json>>;

// The old model's own preview: enough invoices, lines and tracks for every
// reference between them to resolve.
Collections previewCollections(const Model &model)
{
    PreviewOptions options;
    options.count = 1;
    const DocumentGenerator generator(model, options);
    const std::map<std::string, int> counts = { { "Invoice", 12 }, { "InvoiceLine", 48 }, { "Track", 24 } };
    Collections out;
    for (const Entity &entity : model.entities)
        if (entity.isCollection())
            for (int i = 0; i < counts.at(entity.name); ++i)
                out[entity.name].push_back(json::parse(canonicalJson(generator.document(entity, i).get())));
    return out;
}

// The steps run by mingo (tests/tools/run-migration.cjs).
Collections runInMingo(const Collections &collections, const DataMigration &migration)
{
    json job = { { "collections", collections }, { "steps", json::array() } };
    for (const DataStep &step : migration.steps)
        job["steps"].push_back(step.drop ? json { { "collection", step.collection }, { "drop", true } }
                                         : json { { "collection", step.collection }, { "pipeline", step.pipeline } });
    QProcess node;
    node.start(QStandardPaths::findExecutable(QStringLiteral("node")),
        { test::sourcePath(QStringLiteral("tests/tools/run-migration.cjs")) });
    node.write(QByteArray::fromStdString(job.dump()));
    node.closeWriteChannel();
    if (!node.waitForFinished(60000) || node.exitCode() != 0) {
        qWarning("run-migration.cjs: %s", node.readAllStandardError().constData());
        return {};
    }
    return json::parse(node.readAllStandardOutput().toStdString()).get<Collections>();
}

// Documents that fail their collection's validator in `model`.
QStringList failingDocuments(const Model &model, const Collections &collections)
{
    QStringList out;
    for (const Entity &entity : model.entities) {
        if (!entity.isCollection())
            continue;
        std::string error;
        const auto schema = check::collectionSchema(model, entity, &error);
        std::vector<BsonPtr> documents;
        if (collections.contains(entity.name))
            for (const json &doc : collections.at(entity.name)) {
                bson_error_t parseError;
                const std::string text = doc.dump();
                documents.emplace_back(bson_new_from_json(
                    reinterpret_cast<const uint8_t *>(text.data()), ssize_t(text.size()), &parseError));
            }
        const check::CollectionCheck result = check::checkDocuments(*schema, entity.name, documents, 2);
        for (const check::FailingDocument &failing : result.examples)
            for (const check::RuleFailure &failure : failing.why.failures)
                out << QString::fromStdString(entity.name + " " + failure.path + ": " + failure.reason);
    }
    return out;
}

// Every line, wherever the model keeps it: in its collection, or embedded.
size_t linesIn(const Collections &collections)
{
    if (collections.contains("InvoiceLine"))
        return collections.at("InvoiceLine").size();
    size_t lines = 0;
    for (const json &invoice : collections.at("Invoice"))
        if (invoice.contains("InvoiceLine"))
            lines += invoice["InvoiceLine"].size();
    return lines;
}


// The strategy inference reads off the migrated documents for invoices and
// their lines (docmodeler-cli infer over them written as files); the empty
// string when it finds no relationship between them.
std::string inferredStrategy(const Collections &collections)
{
    QTemporaryDir dir;
    QStringList files;
    for (const auto &[name, documents] : collections) {
        QByteArray lines;
        for (const json &doc : documents)
            lines += QByteArray::fromStdString(doc.dump()) + '\n';
        files << dir.filePath(QString::fromStdString(name) + QStringLiteral(".json"));
        if (!test::writeFile(files.back(), lines))
            return "unwritable";
    }
    const QString out = dir.filePath(QStringLiteral("inferred.dmodel"));
    const test::CliRun run = test::runCli(QStringList { QStringLiteral("infer") } + files
        + QStringList { QStringLiteral("-o"), out, QStringLiteral("--relationships"), QStringLiteral("all") });
    const LoadResult inferred = loadModelFile(out);
    if (run.exitCode != 0 || !inferred.ok())
        return "not inferred: " + run.err.toStdString();
    const Entity *invoice = inferred.model->findEntityByName("Invoice");
    for (const Relationship &rel : inferred.model->relationships) {
        const Entity *child = inferred.model->findEntity(rel.manyId);
        if (invoice && rel.oneId == invoice->id && child && child->name.starts_with("InvoiceLine"))
            return std::string(toString(rel.strategy));
    }
    return {};
}


// Each node's parent as its tree encoding stores it, by the node's key.
std::map<std::string, std::string> parentsOf(const std::vector<json> &nodes, const TreeOptions &tree)
{
    std::map<std::string, std::string> out;
    for (const json &node : nodes)
        out[node["_id"].dump()] = "null";
    for (const json &node : nodes) {
        const std::string id = node["_id"].dump();
        switch (tree.encoding) {
        case TreeEncoding::ChildRefs:
            for (const json &child : node.value(tree.children(), json::array()))
                out[child.dump()] = id;
            break;
        case TreeEncoding::MaterializedPath: {
            const QStringList parts = node["path"].is_string()
                ? QString::fromStdString(node["path"].get<std::string>()).split(QString::fromStdString(tree.delimiter), Qt::SkipEmptyParts)
                : QStringList();
            if (!parts.isEmpty())
                out[id] = json(parts.last().toStdString()).dump();
            break;
        }
        default:
            out[id] = node.value(tree.parent(), json()).dump();
        }
    }
    return out;
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
    void migratedDocumentsFitTheNewModel_data();
    void migratedDocumentsFitTheNewModel();
    void treeEncodingsMigrate_data();
    void treeEncodingsMigrate();
    void relationshipsByName();
    void cliSetStrategy();
    void cliMigrate();
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
    model.entities.push_back(collection("Download", { makeField("at", { BsonType::Date }, true) }));
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
    model.entities = { collection("movies", { makeField("title", { BsonType::String }, true),
                           makeField("num_mflix_comments", { BsonType::Int }, true) }),
        collection("comments", { makeField("movie_id", { BsonType::ObjectId }, true),
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
    QTest::addColumn<Strategy>("from");
    QTest::addColumn<Strategy>("to");
    for (const auto &from : enumNames<Strategy>())
        for (const auto &to : enumNames<Strategy>())
            if (from.value != to.value)
                QTest::addRow("%s->%s", from.name.data(), to.name.data()) << from.value << to.value;
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


void TestStrategyChange::migratedDocumentsFitTheNewModel_data()
{
    everyPairStaysConsistent_data();
}

// The old model's preview, migrated by the planned steps in mingo, passes
// the new model's validators, keeps every line and every line's track, each
// line stays with its invoice, and inference reads the new strategy off it.
void TestStrategyChange::migratedDocumentsFitTheNewModel()
{
    if (QStandardPaths::findExecutable(QStringLiteral("node")).isEmpty())
        QSKIP("node is not installed (scripts/test installs it)");
    QFETCH(Strategy, from);
    QFETCH(Strategy, to);
    const Model old = changeStrategy(invoices(), "invoice-lines", from).model;
    const Model now = changeStrategy(old, "invoice-lines", to).model;
    const Collections before = previewCollections(old);
    const DataMigration migration = planDataMigration(old, now);
    QVERIFY2(migration.manual.isEmpty(), qPrintable(migration.manual.join('\n')));
    const Collections after = runInMingo(before, migration);
    QVERIFY(!after.empty());
    const QStringList failing = failingDocuments(now, after);
    QVERIFY2(failing.isEmpty(), qPrintable(failing.join('\n')));
    QCOMPARE(linesIn(after), linesIn(before));

    // Which invoice each line belongs to, and which track it bought, before and after.
    auto owners = [](const Collections &c, const Model &model) {
        std::multiset<std::string> out;
        const Relationship &rel = *model.findRelationship("invoice-lines");
        const std::string lineId = "InvoiceLineId";
        if (c.contains("InvoiceLine") && !childFieldName(model, rel).empty()) {
            for (const json &line : c.at("InvoiceLine"))
                out.insert(line[lineId].dump() + "@" + line["InvoiceId"].dump() + "#" + line["TrackId"].dump());
            return out;
        }
        for (const json &invoice : c.at("Invoice")) {
            if (invoice.contains("InvoiceLine"))
                for (const json &line : invoice["InvoiceLine"])
                    out.insert(line[lineId].dump() + "@" + invoice["InvoiceId"].dump() + "#" + line["TrackId"].dump());
            if (invoice.contains("InvoiceLine_ids") && c.contains("InvoiceLine"))
                for (const json &id : invoice["InvoiceLine_ids"])
                    for (const json &line : c.at("InvoiceLine"))
                        if (line["_id"] == id)
                            out.insert(line[lineId].dump() + "@" + invoice["InvoiceId"].dump() + "#" + line["TrackId"].dump());
        }
        return out;
    };
    if (to != Strategy::EmbedSubset && from != Strategy::EmbedSubset)
        QCOMPARE(owners(after, now), owners(before, old));
    // Inference reads the new strategy off the migrated documents: a subset
    // reads as embedding (its full collection beside it is a second
    // relationship inference does not pair), and an extended reference
    // without copies is a parent reference in the data.
    const Strategy seen = to == Strategy::EmbedSubset ? Strategy::Embed
        : to == Strategy::ExtendedReference           ? Strategy::ParentReferencing
                                                      : to;
    QCOMPARE(inferredStrategy(after), std::string(toString(seen)));
}


void TestStrategyChange::treeEncodingsMigrate_data()
{
    QTest::addColumn<TreeEncoding>("from");
    QTest::addColumn<TreeEncoding>("to");
    for (const auto &from : enumNames<TreeEncoding>())
        for (const auto &to : enumNames<TreeEncoding>())
            if (from.value != to.value)
                QTest::addRow("%s->%s", from.name.data(), to.name.data()) << from.value << to.value;
}

// A tree's preview in one encoding, re-encoded by the planned steps in
// mingo, passes the new model's validators and keeps every node's parent.
void TestStrategyChange::treeEncodingsMigrate()
{
    if (QStandardPaths::findExecutable(QStringLiteral("node")).isEmpty())
        QSKIP("node is not installed (scripts/test installs it)");
    QFETCH(TreeEncoding, from);
    QFETCH(TreeEncoding, to);
    const LoadResult loaded = loadModelFile(test::sourcePath(QStringLiteral("resources/examples/category-tree-parent-refs.dmodel")));
    QVERIFY(loaded.ok());
    Model old = *loaded.model;
    old.relationships[0].tree->encoding = from;
    Model now = old;
    now.relationships[0].tree->encoding = to;
    const TreeOptions &oldTree = *old.relationships[0].tree;
    const TreeOptions &newTree = *now.relationships[0].tree;

    PreviewOptions options;
    options.count = 15;
    const DocumentGenerator generator(old, options);
    Collections before;
    for (int i = 0; i < options.count; ++i)
        before["categories"].push_back(json::parse(canonicalJson(generator.document(old.entities[0], i).get())));
    const DataMigration migration = planDataMigration(old, now);
    QVERIFY2(migration.manual.isEmpty(), qPrintable(migration.manual.join('\n')));
    const Collections after = runInMingo(before, migration);
    QVERIFY(!after.empty());
    const QStringList failing = failingDocuments(now, after);
    QVERIFY2(failing.isEmpty(), qPrintable(failing.join('\n')));
    QCOMPARE(after.at("categories").size(), before.at("categories").size());
    const auto parents = parentsOf(after.at("categories"), newTree);
    QCOMPARE(parents, parentsOf(before.at("categories"), oldTree));
    // The new encoding's fields are what the new model's own preview of the
    // same tree holds (the same nodes, the same keys).
    const DocumentGenerator expected(now, options);
    std::map<std::string, json> migrated;
    for (const json &node : after.at("categories"))
        migrated[node["_id"].dump()] = node;
    for (int i = 0; i < options.count; ++i) {
        const json node = json::parse(canonicalJson(expected.document(now.entities[0], i).get()));
        for (const std::string &field : treeFieldNames(newTree))
            if (to != TreeEncoding::NestedSets || field == newTree.parent())
                QCOMPARE(migrated[node["_id"].dump()].value(field, json()).dump(), node.value(field, json()).dump());
    }
    // Nested sets number siblings in the order of their keys, not the
    // preview's: a node's interval holds exactly its descendants'.
    if (to == TreeEncoding::NestedSets) {
        std::set<int> numbers;
        auto interval = [&](const std::string &id) {
            const json &node = migrated[id];
            return std::pair { node["left"]["$numberInt"].get<std::string>(), node["right"]["$numberInt"].get<std::string>() };
        };
        for (const auto &[id, node] : migrated) {
            const auto [left, right] = interval(id);
            numbers.insert(std::stoi(left));
            numbers.insert(std::stoi(right));
            // Walk up: every ancestor's interval encloses this one.
            for (std::string up = parents.at(id); up != "null"; up = parents.at(up)) {
                const auto [upLeft, upRight] = interval(up);
                QVERIFY(std::stoi(upLeft) < std::stoi(left) && std::stoi(right) < std::stoi(upRight));
            }
        }
        QCOMPARE(numbers.size(), 2 * migrated.size()); // 1 .. 2n, each once
        QCOMPARE(*numbers.rbegin(), int(2 * migrated.size()));
    }
    // The old encoding's own fields are gone.
    const std::vector<std::string> kept = treeFieldNames(newTree);
    for (const std::string &field : treeFieldNames(oldTree))
        if (std::ranges::find(kept, field) == kept.end())
            for (const json &node : after.at("categories"))
                QVERIFY2(!node.contains(field), node.dump().c_str());
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
    needed.entities.push_back(collection("Download", {}));
    needed.relationships.push_back(parentReference("line-downloads", "InvoiceLine", "Download", "_id"));
    QVERIFY(saveModelFile(needed, file).isEmpty());
    run = test::runCli({ QStringLiteral("set-strategy"), file, QStringLiteral("invoice-lines"),
        QStringLiteral("embed"), QStringLiteral("--embed-only") });
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.err.contains(QStringLiteral("cannot be embedded only")));
    QCOMPARE(*loadModelFile(file).model, needed);
    QCOMPARE(now.isEmpty(), false);
}


void TestStrategyChange::cliMigrate()
{
    QTemporaryDir dir;
    const QString oldFile = dir.filePath(QStringLiteral("old.dmodel"));
    const QString newFile = dir.filePath(QStringLiteral("new.dmodel"));
    QVERIFY(saveModelFile(invoices(), oldFile).isEmpty());
    QVERIFY(saveModelFile(changeStrategy(invoices(), "invoice-lines", Strategy::Embed).model, newFile).isEmpty());

    test::CliRun run = test::runCli({ QStringLiteral("migrate"), oldFile, newFile });
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out,
        QStringLiteral("1. Embed each Invoice's InvoiceLine in Invoice.InvoiceLine\n"
                       "2. Drop the collection InvoiceLine: its documents are embedded in Invoice now (destructive)\n"));

    // The script: the steps the server runs, the destructive one only with --allow-drop.
    const QString script = dir.filePath(QStringLiteral("migrate.js"));
    run = test::runCli({ QStringLiteral("migrate"), oldFile, newFile, QStringLiteral("--script"), QStringLiteral("-o"), script });
    QCOMPARE(run.exitCode, 0);
    QString text = QString::fromUtf8(test::readFile(script));
    QVERIFY(text.contains(QStringLiteral("const database = db.getSiblingDB(\"store\");")));
    QVERIFY(text.contains(QStringLiteral("database.getCollection(\"Invoice\").aggregate([{\"$lookup\":")));
    QVERIFY(text.contains(QStringLiteral("\"$merge\":{\"into\":\"Invoice\"")));
    QVERIFY(text.contains(QStringLiteral("\n// database.getCollection(\"InvoiceLine\").drop();")));
    run = test::runCli({ QStringLiteral("migrate"), oldFile, newFile, QStringLiteral("--script"), QStringLiteral("--allow-drop"),
        QStringLiteral("--db"), QStringLiteral("shop") });
    QVERIFY(run.out.contains(QStringLiteral("const database = db.getSiblingDB(\"shop\");")));
    QVERIFY(run.out.contains(QStringLiteral("\ndatabase.getCollection(\"InvoiceLine\").drop();")));

    // Nothing changed, nothing to do; a file that is no model: exit 2.
    run = test::runCli({ QStringLiteral("migrate"), oldFile, oldFile });
    QCOMPARE(run.out, QStringLiteral("No documents need to change.\n"));
    QVERIFY(test::writeFile(dir.filePath(QStringLiteral("bad.dmodel")), "{"));
    run = test::runCli({ QStringLiteral("migrate"), oldFile, dir.filePath(QStringLiteral("bad.dmodel")) });
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.err.contains(QStringLiteral("bad.dmodel")));
}

QTEST_GUILESS_MAIN(TestStrategyChange)
#include "tst_strategychange.moc"
