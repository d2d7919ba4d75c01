// SPDX-License-Identifier: GPL-3.0-or-later
// Data migrations as planned (model/migrate/datamigration): the old model's
// preview, migrated by the planned steps in mingo, fits the new model for
// every pair of strategies and of tree encodings; docmodeler-cli migrate
// lists the steps and writes them as a script. Run on a server:
// tst_datamigration.
#include "migrationfixtures.h"
#include "testserver.h"
#include "testsupport.h"

#include "check/datacheck.h"
#include "migrate/datamigration.h"
#include "diff/modeldiff.h"
#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "preview/bsonptr.h"
#include "preview/documentgenerator.h"
#include "schema/derivedfields.h"
#include "schema/strategychange.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <mongoc/mongoc.h>
#include <nlohmann/json.hpp>

using namespace docmodel;
using namespace docmodel::test;
using nlohmann::json;

namespace {

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

class TestMigrationPipelines : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { mongoc_init(); }
    void cleanupTestCase() { mongoc_cleanup(); }
    void migratedDocumentsFitTheNewModel_data();
    void migratedDocumentsFitTheNewModel();
    void treeEncodingsMigrate_data();
    void treeEncodingsMigrate();
    void cliMigrate();
};

void TestMigrationPipelines::migratedDocumentsFitTheNewModel_data()
{
    addOrderedPairs<Strategy>();
}

// The old model's preview, migrated by the planned steps in mingo, passes
// the new model's validators, keeps every line and every line's track, each
// line stays with its invoice, and inference reads the new strategy off it.
void TestMigrationPipelines::migratedDocumentsFitTheNewModel()
{
    if (QStandardPaths::findExecutable(QStringLiteral("node")).isEmpty())
        DOCMODELER_PEER_MISSING("node is not installed (scripts/test installs it)");
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


void TestMigrationPipelines::treeEncodingsMigrate_data()
{
    addOrderedPairs<TreeEncoding>();
}

// A tree's preview in one encoding, re-encoded by the planned steps in
// mingo, passes the new model's validators and keeps every node's parent.
void TestMigrationPipelines::treeEncodingsMigrate()
{
    if (QStandardPaths::findExecutable(QStringLiteral("node")).isEmpty())
        DOCMODELER_PEER_MISSING("node is not installed (scripts/test installs it)");
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

void TestMigrationPipelines::cliMigrate()
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
    QVERIFY(text.contains(QStringLiteral("\nrunStep(0, \"Invoice\", [{\"$lookup\":")));
    QVERIFY(text.contains(QStringLiteral("\"$merge\":{\"into\":\"Invoice\"")));
    QVERIFY(text.contains(QStringLiteral("const progress = database.getCollection(\"docmodeler_migrations\");")));
    QVERIFY(text.contains(QStringLiteral("\n// if (!progress.findOne({ migration: migration, step: 1, kind: \"step\" })) { database.getCollection(\"InvoiceLine\").drop();")));
    run = test::runCli({ QStringLiteral("migrate"), oldFile, newFile, QStringLiteral("--script"), QStringLiteral("--allow-drop"),
        QStringLiteral("--db"), QStringLiteral("shop") });
    QVERIFY(run.out.contains(QStringLiteral("const database = db.getSiblingDB(\"shop\");")));
    QVERIFY(run.out.contains(QStringLiteral("\nif (!progress.findOne({ migration: migration, step: 1, kind: \"step\" })) { database.getCollection(\"InvoiceLine\").drop();")));

    // Nothing changed, nothing to do; a file that is no model: exit 2.
    run = test::runCli({ QStringLiteral("migrate"), oldFile, oldFile });
    QCOMPARE(run.out, QStringLiteral("No documents need to change.\n"));
    QVERIFY(test::writeFile(dir.filePath(QStringLiteral("bad.dmodel")), "{"));
    run = test::runCli({ QStringLiteral("migrate"), oldFile, dir.filePath(QStringLiteral("bad.dmodel")) });
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.err.contains(QStringLiteral("bad.dmodel")));

    // rename-field, as the inspector renames: migrate then moves the values.
    const QString renamed = dir.filePath(QStringLiteral("renamed.dmodel"));
    run = test::runCli({ QStringLiteral("rename-field"), oldFile, QStringLiteral("Invoice.Total"),
        QStringLiteral("InvoiceTotal"), QStringLiteral("-o"), renamed });
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, QStringLiteral("Invoice.Total renamed to InvoiceTotal.\n"));
    run = test::runCli({ QStringLiteral("migrate"), oldFile, renamed });
    QCOMPARE(run.out,
        QStringLiteral("1. Rename Invoice.Total to InvoiceTotal\n"
                       "2. Remove Invoice.Total, renamed to InvoiceTotal (destructive)\n"));
    // Refused, nothing written: a name the model cannot hold, a sibling's
    // name, a field that is not there, _id.
    const QByteArray before = test::readFile(renamed);
    for (const QStringList &refused : { QStringList { QStringLiteral("Invoice.InvoiceTotal"), QStringLiteral("$total") },
             QStringList { QStringLiteral("Invoice.InvoiceTotal"), QStringLiteral("InvoiceId") },
             QStringList { QStringLiteral("Invoice._id"), QStringLiteral("id") } }) {
        run = test::runCli({ QStringLiteral("rename-field"), renamed, refused[0], refused[1] });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QStringLiteral("nothing was written")) || run.err.contains(QStringLiteral("_id")),
            qPrintable(run.err));
    }
    run = test::runCli({ QStringLiteral("rename-field"), renamed, QStringLiteral("Invoice.Missing"), QStringLiteral("x") });
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("has no field Invoice.Missing")), qPrintable(run.err));
    QCOMPARE(test::readFile(renamed), before);
}

QTEST_GUILESS_MAIN(TestMigrationPipelines)
#include "tst_migrationpipelines.moc"
