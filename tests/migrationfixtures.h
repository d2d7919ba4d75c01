// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the strategy-change and data-migration tests share: a music store's
// invoices as inference reads them, its preview, the planned steps run in
// mingo, and the checks a migrated collection must pass.

#include "migrate/datamigration.h"
#include "schema/enumnames.h"
#include "schema/model.h"

#include <QStringList>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <map>
#include <string>
#include <vector>

namespace docmodel::test {

// Documents by collection, as canonical Extended JSON values.
using Collections = std::map<std::string, std::vector<nlohmann::json>>;

Field keyField(const std::string &name);
Entity storeCollection(const std::string &name, std::vector<Field> fields);
Relationship parentReference(const std::string &id, const std::string &one, const std::string &many, const std::string &key);
// Invoice, InvoiceLine (by InvoiceId, relationship "invoice-lines") and
// Track (by TrackId, "track-lines"), parent references throughout.
Model invoices();
// A music store's eleven collections as reverse-engineering reads them:
// parent references by the integer keys, with the counts the data has.
Model musicStore();

// Customers and their one profile each (CustomerProfile refers to its
// Customer by CustomerId, one-to-one); the same customers with the
// profile's Bio and Phone in their own documents.
Model customersWithProfiles();
Model customersFlat();
// Films and series as two collections; as one, Title, told apart by its
// discriminator "kind" whose values are `kinds`.
Model filmsAndSeries();
Model titles(std::vector<std::string> kinds = { "Film", "Series" });

// Problems that are errors, and preview documents that fail their own
// collection's validator: what a consistent model has none of.
QStringList inconsistencies(const Model &model);
// The old model's own preview: `lines` invoice lines, a quarter as many
// invoices and half as many tracks, so that every reference resolves.
Collections previewCollections(const Model &model, int lines = 48);
// The preview of each collection, as many documents of each as `counts` says.
Collections previewCollections(const Model &model, const std::map<std::string, int> &counts);
// Adds `n` invoice lines of an invoice that does not exist (orphans).
void addOrphanLines(Collections &collections, int n);
// The invoices' data after the embed of their lines (mingo) with the lines'
// collection still there: what a run finds before the drop.
Collections embeddedBeforeTheDrop(const Collections &collections, const DataMigration &migration);
// The steps run by mingo (tests/tools/run-migration.cjs); empty on failure.
// `stepsMs`: the time mingo took for the steps alone.
Collections runInMingo(const Collections &collections, const DataMigration &migration, double *stepsMs = nullptr,
    const OrphanPolicy &orphans = {});
// Why documents fail their collection's validator in `model`.
QStringList failingDocuments(const Model &model, const Collections &collections);
// Every line, wherever the model keeps it: in its collection, or embedded.
size_t linesIn(const Collections &collections);
// The strategy inference reads off the documents for invoices and their
// lines (docmodeler-cli infer over them written as files); empty when it
// finds no relationship between them.
std::string inferredStrategy(const Collections &collections);

// Test data: columns "from" and "to", a row for each ordered pair of two
// different values of E.
template<typename E> void addOrderedPairs()
{
    QTest::addColumn<E>("from");
    QTest::addColumn<E>("to");
    for (const auto &from : enumNames<E>())
        for (const auto &to : enumNames<E>())
            if (from.value != to.value)
                QTest::addRow("%s->%s", from.name.data(), to.name.data()) << from.value << to.value;
}

} // namespace docmodel::test
