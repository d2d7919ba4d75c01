// SPDX-License-Identifier: GPL-3.0-or-later
// Data migrations of fields, copies and collection names
// (model/diff/fieldmigration, copymigration, entityrenames): a field or a
// collection renamed in the model keeps its identity and its data, a type
// change converts, a default fills a new required field, copies follow
// between parent and children. Each runs in mingo on the old model's own
// preview, and the result passes the new model's validators.
#include "migrationfixtures.h"
#include "testsupport.h"

#include "migrate/datamigration.h"
#include "diff/modeldiff.h"
#include "shape/collectionoptions.h"
#include "export/jsonschemaexport.h"
#include "import/jsonschemaimport.h"
#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "schema/derivedfields.h"
#include "schema/strategychange.h"

#include <QStandardPaths>
#include <QtTest>

#include <nlohmann/json.hpp>

using namespace docmodel;
using namespace docmodel::test;
using nlohmann::json;

namespace {

// Each change as "subject: description".
QStringList describedChanges(const Model &from, const Model &to)
{
    QStringList out;
    for (const ModelChange &change : compareModels(from, to))
        out << QString::fromStdString(change.subject) + QStringLiteral(": ") + change.description;
    return out;
}

// Each step's title, destructive ones marked.
QStringList stepTitles(const DataMigration &migration)
{
    QStringList out;
    for (const DataStep &step : migration.steps)
        out << step.title + (step.destructive ? QStringLiteral(" [destructive]") : QString());
    return out;
}

} // namespace

class TestFieldMigration : public QObject
{
    Q_OBJECT

private slots:
    void fieldChanges();
    void renamesFollowTheFieldsIdentity();
    void defaultsFillNewRequiredFields();
    void renamedCollectionTakesItsDocuments();
    void copiesFollow();
    void copiesGroupUnderAnObject();
    void copiesIntoTheParent();
};

// A field whose type changed is converted on the server; a value that
// does not convert stays as it was (never nulled) and fails the new
// validator, where the post-check counts and lists it; a removed field goes
// in a destructive step; a new required field, and a field removed where
// another was added (perhaps a rename), are named for the person.
void TestFieldMigration::fieldChanges()
{
    if (QStandardPaths::findExecutable(QStringLiteral("node")).isEmpty())
        DOCMODELER_PEER_MISSING("node is not installed (scripts/test installs it)");
    Model old = invoices();
    Entity &oldInvoice = old.entities[0];
    QCOMPARE(oldInvoice.name, std::string("Invoice"));
    oldInvoice.fields[2].types = { BsonType::String }; // Total, as text
    oldInvoice.fields.push_back(makeField("Legacy", { BsonType::String }));
    Model now = invoices();
    now.entities[0].fields.push_back(makeField("BillingCountry", { BsonType::String }, true));
    const DataMigration migration = planDataMigration(old, now);
    QCOMPARE(migration.steps.size(), size_t(2));
    QCOMPARE(migration.steps[0].title,
        QStringLiteral("Convert Invoice.Total from string to double (a value that does not convert "
                       "stays as it is, and "
                       "the post-check counts it)"));
    QVERIFY(!migration.steps[0].destructive);
    QVERIFY(migration.steps[0].runsInBatches());
    QCOMPARE(migration.steps[1].title,
        QStringLiteral("Remove Invoice.Legacy, which the new model no longer has"));
    QVERIFY(migration.steps[1].destructive);
    QCOMPARE(migration.manual,
        QStringList(
            { QStringLiteral(
                  "Invoice.BillingCountry is new and required: documents without it fail the new "
                  "validator until it is set (give the field a default and the migration sets it)"),
                QStringLiteral("Invoice loses Legacy and gains BillingCountry: if that is a "
                               "rename, rename the field in the "
                               "model instead, and the migration carries its values") }));

    auto invoice = [](int n, const json &total) {
        return json { { "_id", { { "$oid", "65000000000000000000000" + std::to_string(n) } } },
            { "InvoiceId", { { "$numberInt", std::to_string(n) } } }, { "Total", total },
            { "Legacy", "x" } };
    };
    const Collections before
        = { { "Invoice", { invoice(1, "1.98"), invoice(2, "abc"), invoice(3, nullptr) } },
              { "InvoiceLine", {} }, { "Track", {} } };
    const Collections after = runInMingo(before, migration);
    QCOMPARE(after.at("Invoice").size(), size_t(3));
    QCOMPARE(after.at("Invoice")[0]["Total"], json({ { "$numberDouble", "1.98" } }));
    QCOMPARE(after.at("Invoice")[1]["Total"], json("abc"));
    QCOMPARE(after.at("Invoice")[2]["Total"], json(nullptr));
    for (const json &document : after.at("Invoice"))
        QVERIFY2(!document.contains("Legacy"), document.dump().c_str());
    Model withoutNewField = invoices();
    const QStringList failing = failingDocuments(withoutNewField, after);
    QCOMPARE(failing.size(), 2); // "abc" and null are no double
    QVERIFY2(failing.first().startsWith(QStringLiteral("Invoice Total")),
        qPrintable(failing.join('\n')));
}

// An extended reference's copies: added ones filled in from each line's
// invoice (by its reference, or by the invoice's list of line ids), a
// dropped one removed in a destructive step.
void TestFieldMigration::copiesFollow()
{
    if (QStandardPaths::findExecutable(QStringLiteral("node")).isEmpty())
        DOCMODELER_PEER_MISSING("node is not installed (scripts/test installs it)");
    for (const Strategy strategy : { Strategy::ParentReferencing, Strategy::ChildReferencing }) {
        const Model old = changeStrategy(invoices(), "invoice-lines", strategy).model;
        Model now = changeStrategy(old, "invoice-lines", Strategy::ExtendedReference).model;
        now.relationships[0].denormalized
            = { { "Total", CopyDirection::IntoMany, "invoiceTotal" } };
        const DataMigration migration = planDataMigration(old, now);
        QVERIFY2(migration.manual.isEmpty(), qPrintable(migration.manual.join('\n')));
        QVERIFY(std::ranges::any_of(migration.steps, [](const DataStep &step) {
            return step.title
                == QStringLiteral("Copy Invoice's fields into each InvoiceLine (invoiceTotal)");
        }));
        const Collections before = previewCollections(old);
        const Collections after = runInMingo(before, migration);
        QVERIFY(!after.empty());
        const QStringList failing = failingDocuments(now, after);
        QVERIFY2(failing.isEmpty(), qPrintable(failing.join('\n')));
        std::map<std::string, json> totals;
        for (const json &invoice : after.at("Invoice"))
            totals[invoice["InvoiceId"].dump()] = invoice["Total"];
        for (const json &line : after.at("InvoiceLine"))
            QCOMPARE(line["invoiceTotal"], totals.at(line["InvoiceId"].dump()));

        // Back: the copy goes, in a destructive step.
        const DataMigration back = planDataMigration(now, old);
        const auto removal = std::ranges::find_if(back.steps, [](const DataStep &step) {
            return step.title
                == QStringLiteral(
                    "Remove InvoiceLine.invoiceTotal, which the new model no longer has");
        });
        QVERIFY(removal != back.steps.end());
        QVERIFY(removal->destructive);
        const Collections reverted = runInMingo(after, back);
        for (const json &line : reverted.at("InvoiceLine"))
            QVERIFY2(!line.contains("invoiceTotal"), line.dump().c_str());
    }
}

// An extended reference grouped into one object (invoice: {InvoiceId,
// invoiceTotal}): the diff says so, the migration builds the object from
// the top-level reference and copy, and removes those last; and back.
void TestFieldMigration::copiesGroupUnderAnObject()
{
    if (QStandardPaths::findExecutable(QStringLiteral("node")).isEmpty())
        DOCMODELER_PEER_MISSING("node is not installed (scripts/test installs it)");
    Model old = changeStrategy(invoices(), "invoice-lines", Strategy::ExtendedReference).model;
    old.relationships[0].denormalized = { { "Total", CopyDirection::IntoMany, "invoiceTotal" } };
    Model now = old;
    now.relationships[0].referenceObject = "invoice";
    // As the inspector groups it: the declared top-level reference goes.
    std::erase_if(now.findEntity("InvoiceLine")->fields,
        [](const Field &f) { return f.name == "InvoiceId"; });
    const std::vector<ModelChange> changes = compareModels(old, now);
    QVERIFY(std::ranges::any_of(changes, [](const ModelChange &change) {
        return change.description.contains(QStringLiteral("grouped under invoice"))
            && change.manual;
    }));

    const DataMigration migration = planDataMigration(old, now);
    QVERIFY2(migration.manual.isEmpty(), qPrintable(migration.manual.join('\n')));
    const QStringList expected = {
        QStringLiteral("Move InvoiceLine.InvoiceId to InvoiceLine.invoice.InvoiceId"),
        QStringLiteral("Copy Invoice's fields into each InvoiceLine (invoice.invoiceTotal)"),
        QStringLiteral(
            "Remove InvoiceLine.InvoiceId, which the new model no longer has [destructive]"),
        QStringLiteral(
            "Remove InvoiceLine.invoiceTotal, which the new model no longer has [destructive]")
    };
    QCOMPARE(stepTitles(migration), expected);
    const Collections before = previewCollections(old);
    const Collections after = runInMingo(before, migration);
    QVERIFY(!after.empty());
    const QStringList failing = failingDocuments(now, after);
    QVERIFY2(failing.isEmpty(), qPrintable(failing.join('\n')));
    std::map<std::string, json> totals;
    for (const json &invoice : after.at("Invoice"))
        totals[invoice["InvoiceId"].dump()] = invoice["Total"];
    for (const json &line : after.at("InvoiceLine")) {
        QVERIFY2(
            !line.contains("InvoiceId") && !line.contains("invoiceTotal"), line.dump().c_str());
        QCOMPARE(line["invoice"]["invoiceTotal"], totals.at(line["invoice"]["InvoiceId"].dump()));
    }

    // Back to top-level fields.
    const Collections reverted = runInMingo(after, planDataMigration(now, old));
    QVERIFY(failingDocuments(old, reverted).isEmpty());
    for (const json &line : reverted.at("InvoiceLine")) {
        QVERIFY2(!line.contains("invoice"), line.dump().c_str());
        QCOMPARE(line["invoiceTotal"], totals.at(line["InvoiceId"].dump()));
    }
}

// A field renamed in the model keeps its identity, in the file too: the
// diff says renamed, the migration copies the values to the new name
// (converted when the type changed as well) and removes the old name in a
// destructive step. A new field given the old name is another field.
void TestFieldMigration::renamesFollowTheFieldsIdentity()
{
    if (QStandardPaths::findExecutable(QStringLiteral("node")).isEmpty())
        DOCMODELER_PEER_MISSING("node is not installed (scripts/test installs it)");
    const Model old = invoices();
    Model now = old;
    Entity &invoice = *now.findEntity("Invoice");
    invoice.fields[2].rename("InvoiceTotal"); // Total
    invoice.fields[1].rename("Number"); // InvoiceId, then back: no identity left over
    invoice.fields[1].rename("InvoiceId");
    QCOMPARE(invoice.fields[2].id, std::string("Total"));
    QVERIFY(invoice.fields[1].id.empty());
    now.findEntity("Track")->fields[2].rename("Title"); // Name
    now.findEntity("Track")->fields[2].types = { BsonType::String };

    // Through the file: the identity is kept, written only for renamed fields.
    const std::string written = serializeModel(now);
    QVERIFY(written.find("\"id\": \"Total\"") != std::string::npos);
    QVERIFY(written.find("\"id\": \"Name\"") != std::string::npos);
    const LoadResult loaded = parseModel(written, QStringLiteral("renamed.dmodel"));
    QVERIFY(loaded.ok());
    const Model &reread = *loaded.model;
    QVERIFY(reread.findEntity("Invoice")->fields[1].id.empty());
    QCOMPARE(reread.findEntity("Invoice")->fields[2].identity(), std::string("Total"));

    QCOMPARE(describedChanges(old, reread),
        QStringList({ QStringLiteral("Invoice.InvoiceTotal: renamed from Total"),
            QStringLiteral("Track.Title: renamed from Name") }));

    const DataMigration migration = planDataMigration(old, reread);
    QVERIFY2(migration.manual.isEmpty(), qPrintable(migration.manual.join('\n')));
    QCOMPARE(stepTitles(migration),
        QStringList({ QStringLiteral("Rename Invoice.Total to InvoiceTotal"),
            QStringLiteral("Rename Track.Name to Title"),
            QStringLiteral("Remove Invoice.Total, renamed to InvoiceTotal [destructive]"),
            QStringLiteral("Remove Track.Name, renamed to Title [destructive]") }));
    const Collections before = previewCollections(old);
    const Collections after = runInMingo(before, migration);
    QVERIFY(!after.empty());
    const QStringList failing = failingDocuments(reread, after);
    QVERIFY2(failing.isEmpty(), qPrintable(failing.join('\n')));
    QCOMPARE(after.at("Invoice").size(), before.at("Invoice").size());
    // Numbers as written by libbson before and by mingo after: compared as numbers.
    auto number
        = [](const json &value) { return std::stod(value.begin().value().get<std::string>()); };
    std::map<std::string, double> totals;
    for (const json &document : before.at("Invoice"))
        totals[document["_id"].dump()] = number(document["Total"]);
    for (const json &document : after.at("Invoice")) {
        QVERIFY2(!document.contains("Total"), document.dump().c_str());
        QCOMPARE(number(document["InvoiceTotal"]), totals.at(document["_id"].dump()));
    }

    // Renamed and retyped at once: converted on the way.
    Model retyped = now;
    retyped.findEntity("Invoice")->fields[2].types = { BsonType::String };
    const DataMigration converting = planDataMigration(old, retyped);
    QCOMPARE(converting.steps.front().title,
        QStringLiteral("Rename Invoice.Total to InvoiceTotal, converted from double to string (a "
                       "value that does not "
                       "convert stays as it is, and the post-check counts it)"));
    const Collections converted = runInMingo(before, converting);
    QVERIFY(!converted.empty());
    for (const json &document : converted.at("Invoice"))
        QVERIFY2(document["InvoiceTotal"].is_string(), document.dump().c_str());

    // A new field given a renamed field's old name is new, and does not
    // take the renamed field's place.
    Model reused = now;
    reused.findEntity("Invoice")->fields.push_back(makeField("Total", { BsonType::String }));
    const std::vector<const Field *> former
        = formerFields(old.findEntity("Invoice")->fields, reused.findEntity("Invoice")->fields);
    QCOMPARE(former[2], &old.findEntity("Invoice")->fields[2]);
    QCOMPARE(former[3], nullptr);
    const QStringList reusedChanges = describedChanges(old, reused);
    QVERIFY2(reusedChanges.contains(QStringLiteral("Invoice.Total: field added: string")),
        qPrintable(reusedChanges.join('\n')));
}

// A default fills the documents that lack the field: a new required field,
// and one that became required; typed as the field (0 for a double is 0.0).
// Without a default, a new required field is named for the person.
void TestFieldMigration::defaultsFillNewRequiredFields()
{
    if (QStandardPaths::findExecutable(QStringLiteral("node")).isEmpty())
        DOCMODELER_PEER_MISSING("node is not installed (scripts/test installs it)");
    Model old = invoices();
    old.findEntity("Track")->fields.push_back(makeField("Rating", { BsonType::Int }));
    Model now = old;
    Field status = makeField("Status", { BsonType::String }, true);
    status.defaultValue = "paid";
    now.findEntity("Invoice")->fields.push_back(status);
    Field &rating = now.findEntity("Track")->fields.back();
    rating.required = true;
    rating.defaultValue = 3;

    const DataMigration migration = planDataMigration(old, now);
    QVERIFY2(migration.manual.isEmpty(), qPrintable(migration.manual.join('\n')));
    QCOMPARE(stepTitles(migration),
        QStringList(
            { QStringLiteral("Give Invoice.Status its default \"paid\" where it is missing"),
                QStringLiteral("Give Track.Rating its default 3 where it is missing") }));
    Collections before = previewCollections(old);
    // Every other track holds a rating already, and keeps it.
    std::set<std::string> rated;
    for (size_t i = 0; i < before.at("Track").size(); ++i) {
        json &track = before.at("Track")[i];
        track.erase("Rating");
        if (i % 2 == 0) {
            track["Rating"] = { { "$numberInt", "5" } };
            rated.insert(track["_id"].dump());
        }
    }
    const Collections after = runInMingo(before, migration);
    QVERIFY(!after.empty());
    const QStringList failing = failingDocuments(now, after);
    QVERIFY2(failing.isEmpty(), qPrintable(failing.join('\n')));
    for (const json &document : after.at("Invoice"))
        QCOMPARE(document["Status"], json("paid"));
    QCOMPARE(after.at("Track").size(), before.at("Track").size());
    for (const json &track : after.at("Track"))
        QVERIFY2(track["Rating"]
                == json({ { "$numberInt", rated.contains(track["_id"].dump()) ? "5" : "3" } }),
            track.dump().c_str());
    QVERIFY(!rated.empty() && rated.size() < after.at("Track").size());

    // JSON Schema carries the default both ways; MongoDB's validator, which
    // refuses the keyword, does not.
    const std::string schema = exportJsonSchema(now);
    QVERIFY(schema.find("\"default\": \"paid\"") != std::string::npos);
    const LoadResult imported = parseJsonSchema(schema, QStringLiteral("now.schema.json"), "now");
    QVERIFY(imported.ok());
    QCOMPARE(imported.model->findEntityByName("Invoice")->fields.back().defaultValue,
        std::optional<JsonValue>("paid"));
    const std::string validator = collectionValidator(now, *now.findEntity("Invoice")).dump();
    QVERIFY2(validator.find("Status") != std::string::npos
            && validator.find("default") == std::string::npos,
        validator.c_str());

    // Stored as the field's type: the JSON 0 of a double field is 0.0.
    Model withDouble = old;
    Field discount = makeField("Discount", { BsonType::Double }, true);
    discount.defaultValue = 0;
    withDouble.findEntity("Invoice")->fields.push_back(discount);
    const DataMigration doubled = planDataMigration(old, withDouble);
    QCOMPARE(doubled.steps.size(), size_t(1));
    QCOMPARE(doubled.steps[0].pipeline[1]["$set"]["Discount"],
        json({ { "$literal", { { "$numberDouble", "0.0" } } } }));

    // Without a default: named, and how to carry it said.
    withDouble.findEntity("Invoice")->fields.back().defaultValue.reset();
    QCOMPARE(planDataMigration(old, withDouble).manual,
        QStringList({ QStringLiteral(
            "Invoice.Discount is new and required: documents without it fail the new "
            "validator until it is set (give the field a default and the migration sets it)") }));
}

// A collection renamed in the model (its entity keeps its id) is the same
// collection: the diff says renamed and keeps its relationships, the
// migration copies its documents to the new name before the field steps
// work there, and drops the old collection last.
void TestFieldMigration::renamedCollectionTakesItsDocuments()
{
    if (QStandardPaths::findExecutable(QStringLiteral("node")).isEmpty())
        DOCMODELER_PEER_MISSING("node is not installed (scripts/test installs it)");
    const Model old = invoices();
    Model now = old;
    Entity &tracks = *now.findEntity("Track");
    tracks.name = "Tracks";
    tracks.fields[2].rename("Title");
    QCOMPARE(describedChanges(old, now),
        QStringList({ QStringLiteral("Tracks: renamed from Track"),
            QStringLiteral("Tracks.Title: renamed from Name") }));

    const DataMigration migration = planDataMigration(old, now);
    QVERIFY2(migration.manual.isEmpty(), qPrintable(migration.manual.join('\n')));
    QCOMPARE(stepTitles(migration),
        QStringList({ QStringLiteral("Copy the documents of Track into Tracks, its new name"),
            QStringLiteral("Rename Tracks.Name to Title"),
            QStringLiteral("Drop the collection Track, renamed to Tracks [destructive]"),
            QStringLiteral("Remove Tracks.Name, renamed to Title [destructive]") }));
    QVERIFY(migration.steps[0].runsInBatches());
    const Collections before = previewCollections(old);
    const Collections after = runInMingo(before, migration);
    QVERIFY(!after.empty());
    QVERIFY(!after.count("Track"));
    QCOMPARE(after.at("Tracks").size(), before.at("Track").size());
    const QStringList failing = failingDocuments(now, after);
    QVERIFY2(failing.isEmpty(), qPrintable(failing.join('\n')));
    std::map<std::string, json> names;
    for (const json &track : before.at("Track"))
        names[track["_id"].dump()] = track["Name"];
    for (const json &track : after.at("Tracks"))
        QCOMPARE(track["Title"], names.at(track["_id"].dump()));
    // The steps that keep old data, run twice: the second run changes nothing.
    DataMigration keeping = migration;
    std::erase_if(keeping.steps, [](const DataStep &step) { return step.destructive; });
    const Collections once = runInMingo(before, keeping);
    QVERIFY(once.count("Track") && once.count("Tracks"));
    QCOMPARE(runInMingo(once, keeping), once);
}

// Copies of the children's fields in their parent's list of them: added,
// the list is rebuilt from the children (found by their reference to the
// parent, or by the keys the parent lists); removed, back to plain keys.
void TestFieldMigration::copiesIntoTheParent()
{
    if (QStandardPaths::findExecutable(QStringLiteral("node")).isEmpty())
        DOCMODELER_PEER_MISSING("node is not installed (scripts/test installs it)");
    auto number
        = [](const json &value) { return std::stod(value.begin().value().get<std::string>()); };
    // A list's items in an order of their own: $lookup finds children in theirs.
    auto sortedDumps = [](const json &items) {
        std::vector<std::string> out;
        for (const json &item : items)
            out.push_back(item.dump());
        std::ranges::sort(out);
        return out;
    };
    // Each line by its _id.
    auto linesOf = [](const Collections &collections) {
        std::map<std::string, json> lines;
        for (const json &line : collections.at("InvoiceLine"))
            lines[line["_id"].dump()] = line;
        return lines;
    };

    for (const Strategy strategy : { Strategy::ParentReferencing, Strategy::ChildReferencing }) {
        const Model old = changeStrategy(invoices(), "invoice-lines", strategy).model;
        Model now = old;
        now.relationships[0].denormalized = { { "UnitPrice", CopyDirection::IntoOne, "price" } };
        const std::string list = parentFieldName(now, now.relationships[0]);
        QVERIFY(!list.empty());
        const DataMigration migration = planDataMigration(old, now);
        QVERIFY2(migration.manual.isEmpty(), qPrintable(migration.manual.join('\n')));
        QCOMPARE(migration.steps.size(), size_t(1));
        QCOMPARE(migration.steps[0].title,
            QStringLiteral(
                "List each Invoice's InvoiceLine with copies of their fields in Invoice.%1 (price)")
                .arg(QString::fromStdString(list)));
        const Collections before = previewCollections(old);
        const Collections after = runInMingo(before, migration);
        QVERIFY(!after.empty());
        const QStringList failing = failingDocuments(now, after);
        QVERIFY2(failing.isEmpty(), qPrintable(failing.join('\n')));
        const std::map<std::string, json> lines = linesOf(after);
        size_t listed = 0;
        for (const json &invoice : after.at("Invoice")) {
            for (const json &entry : invoice.value(list, json::array())) {
                const json &line = lines.at(entry["id"].dump());
                QCOMPARE(number(entry["price"]), number(line["UnitPrice"]));
                if (strategy == Strategy::ParentReferencing)
                    QCOMPARE(line["InvoiceId"], invoice["InvoiceId"]);
                ++listed;
            }
        }
        QCOMPARE(listed, lines.size()); // every line once

        // The copies dropped: the keys stay where the strategy lists them.
        const DataMigration back = planDataMigration(now, old);
        const Collections reverted = runInMingo(after, back);
        QVERIFY(!reverted.empty());
        const QStringList failingBack = failingDocuments(old, reverted);
        QVERIFY2(failingBack.isEmpty(), qPrintable(failingBack.join('\n')));
        const std::string oldList = parentFieldName(old, old.relationships[0]);
        for (size_t i = 0; i < reverted.at("Invoice").size(); ++i) {
            const json &invoice = reverted.at("Invoice")[i];
            if (oldList.empty())
                QVERIFY2(!invoice.contains(list), invoice.dump().c_str());
            else
                QCOMPARE(
                    sortedDumps(invoice[oldList]), sortedDumps(before.at("Invoice")[i][oldList]));
        }
    }
}

QTEST_GUILESS_MAIN(TestFieldMigration)
#include "tst_fieldmigration.moc"
