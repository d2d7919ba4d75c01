// SPDX-License-Identifier: GPL-3.0-or-later
#include "migrationfixtures.h"
#include "testsupport.h"

#include "check/datacheck.h"
#include "io/modelreader.h"
#include "preview/bsonptr.h"
#include "preview/documentgenerator.h"
#include "schema/enumnames.h"
#include "schema/validation.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace docmodel::test {

using nlohmann::json;

// References hold it, so the preview numbers it uniquely.
Field keyField(const std::string &name)
{
    return makeField(name, { BsonType::Int }, true);
}

Entity storeCollection(const std::string &name, std::vector<Field> fields)
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
Model musicStore()
{
    Model model;
    // Its arrays were named as the child type: the data files and the
    // tests' expectations say "InvoiceLine".
    model.naming = DerivedNaming::Legacy;
    model.name = "music store";
    model.database = "chinook";
    const auto text = [](const char *name) { return makeField(name, { BsonType::String }, true); };
    const auto number = [](const char *name) { return makeField(name, { BsonType::Int }, true); };
    model.entities = {
        storeCollection("Artist", { keyField("ArtistId"), text("Name") }),
        storeCollection("Album", { keyField("AlbumId"), text("Title"), number("ArtistId") }),
        storeCollection("Genre", { keyField("GenreId"), text("Name") }),
        storeCollection("MediaType", { keyField("MediaTypeId"), text("Name") }),
        storeCollection("Track",
            { keyField("TrackId"), text("Name"), number("AlbumId"), number("MediaTypeId"), number("GenreId"),
                text("Composer"), number("Milliseconds"), makeField("UnitPrice", { BsonType::Double }, true) }),
        storeCollection("Playlist", { keyField("PlaylistId"), text("Name") }),
        storeCollection("PlaylistTrack", { number("PlaylistId"), number("TrackId") }),
        storeCollection("Employee", { keyField("EmployeeId"), text("LastName"), text("FirstName"), text("Title") }),
        storeCollection("Customer",
            { keyField("CustomerId"), text("FirstName"), text("LastName"), text("Email"), number("SupportRepId") }),
        storeCollection("Invoice",
            { keyField("InvoiceId"), number("CustomerId"), makeField("InvoiceDate", { BsonType::Date }, true),
                makeField("Total", { BsonType::Double }, true) }),
        storeCollection("InvoiceLine",
            { keyField("InvoiceLineId"), number("InvoiceId"), number("TrackId"),
                makeField("UnitPrice", { BsonType::Double }, true), number("Quantity") }),
    };
    const struct {
        const char *one, *many, *key;
        int min, max;
    } references[] = {
        { "Artist", "Album", "ArtistId", 0, 21 }, { "Album", "Track", "AlbumId", 1, 57 },
        { "Genre", "Track", "GenreId", 0, 1297 }, { "MediaType", "Track", "MediaTypeId", 0, 3034 },
        { "Playlist", "PlaylistTrack", "PlaylistId", 0, 3290 }, { "Track", "PlaylistTrack", "TrackId", 0, 5 },
        { "Track", "InvoiceLine", "TrackId", 0, 2 }, { "Invoice", "InvoiceLine", "InvoiceId", 1, 14 },
        { "Customer", "Invoice", "CustomerId", 6, 7 }, { "Employee", "Customer", "SupportRepId", 0, 21 },
    };
    for (const auto &reference : references) {
        Relationship rel = parentReference(std::string(reference.many) + "-" + reference.key, reference.one,
            reference.many, reference.key);
        rel.cardinality = reference.max > 100 ? Cardinality::OneToMany : Cardinality::OneToFew;
        rel.counts = { reference.min, reference.max / 2 + 1, reference.max };
        if (std::string(reference.key) == "SupportRepId")
            rel.oneKey = "EmployeeId";
        model.relationships.push_back(rel);
    }
    return model;
}

Model invoices()
{
    Model model;
    model.naming = DerivedNaming::Legacy; // as musicStore()
    model.name = "invoices";
    model.database = "store";
    model.entities = {
        storeCollection("Invoice", { keyField("InvoiceId"), makeField("Total", { BsonType::Double }, true) }),
        storeCollection("InvoiceLine",
            { keyField("InvoiceLineId"), makeField("InvoiceId", { BsonType::Int }, true),
                makeField("TrackId", { BsonType::Int }, true),
                makeField("UnitPrice", { BsonType::Double }, true) }),
        storeCollection("Track", { keyField("TrackId"), makeField("Name", { BsonType::String }, true) }),
    };
    model.relationships = { parentReference("invoice-lines", "Invoice", "InvoiceLine", "InvoiceId"),
        parentReference("track-lines", "Track", "InvoiceLine", "TrackId") };
    model.relationships[1].counts = { 0, 2, std::nullopt };
    model.relationships[1].cardinality = Cardinality::OneToMany;
    return model;
}

namespace {

Field requiredText(const char *name)
{
    return makeField(name, { BsonType::String }, true);
}

Field requiredInt(const char *name)
{
    return makeField(name, { BsonType::Int }, true);
}

} // namespace

// Customers and their one profile each, referring to them by CustomerId.
Model customersWithProfiles()
{
    Model model;
    model.name = "customers";
    model.database = "store";
    model.entities = { storeCollection("Customer", { keyField("CustomerId"), requiredText("Name") }),
        storeCollection("CustomerProfile", { requiredInt("CustomerId"), requiredText("Bio"), requiredText("Phone") }) };
    Relationship rel = parentReference("customer-profile", "Customer", "CustomerProfile", "CustomerId");
    rel.cardinality = Cardinality::OneToOne;
    rel.counts = { 1, 1, 1 };
    model.relationships = { rel };
    return model;
}

// The same customers with their profile's fields in their own documents.
Model customersFlat()
{
    Model model = customersWithProfiles();
    model.entities = { storeCollection("Customer", { keyField("CustomerId"), requiredText("Name"), requiredText("Bio"), requiredText("Phone") }) };
    model.relationships.clear();
    return model;
}

// Films and series, each a collection.
Model filmsAndSeries()
{
    Model model;
    model.name = "titles";
    model.database = "media";
    model.entities = { storeCollection("Film", { requiredText("Title"), requiredInt("Runtime") }),
        storeCollection("Series", { requiredText("Title"), requiredInt("Seasons") }) };
    return model;
}

// Films and series in one collection, told apart by "kind".
Model titles(std::vector<std::string> kinds)
{
    Model model = filmsAndSeries();
    Field kind = requiredText("kind");
    for (const std::string &value : kinds)
        kind.enumValues.push_back(value);
    Entity all = storeCollection("Title", { kind, requiredText("Title"), makeField("Runtime", { BsonType::Int }),
                                              makeField("Seasons", { BsonType::Int }) });
    all.discriminator = "kind";
    model.entities = { all };
    return model;
}

namespace {

// Why each of `documents` fails `entity`'s validator in `model`.
QStringList failuresOf(const Model &model, const Entity &entity, const std::vector<BsonPtr> &documents)
{
    std::string error;
    const auto schema = check::collectionSchema(model, entity, &error);
    if (!schema)
        return { QString::fromStdString(entity.name + ": " + error) };
    QStringList out;
    const check::CollectionCheck result = check::checkDocuments(*schema, entity.name, documents, 2);
    for (const check::FailingDocument &failing : result.examples)
        for (const check::RuleFailure &failure : failing.why.failures)
            out << QString::fromStdString(entity.name + " " + failure.path + ": " + failure.reason);
    return out;
}

} // namespace

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
        std::vector<BsonPtr> documents;
        for (int i = 0; i < options.count; ++i)
            documents.push_back(generator.document(entity, i));
        out << failuresOf(model, entity, documents);
    }
    return out;
}

Collections previewCollections(const Model &model, int lines)
{
    return previewCollections(model, { { "Invoice", lines / 4 }, { "InvoiceLine", lines }, { "Track", lines / 2 } });
}

Collections previewCollections(const Model &model, const std::map<std::string, int> &counts)
{
    PreviewOptions options;
    options.count = 1;
    const DocumentGenerator generator(model, options);
    Collections out;
    for (const Entity &entity : model.entities)
        if (entity.isCollection())
            for (int i = 0; i < counts.at(entity.name); ++i)
                out[entity.name].push_back(json::parse(canonicalJson(generator.document(entity, i).get())));
    return out;
}

// The steps run by mingo (tests/tools/run-migration.cjs).
Collections runInMingo(
    const Collections &collections, const DataMigration &migration, double *stepsMs, const OrphanPolicy &orphans)
{
    json job = { { "collections", collections }, { "steps", json::array() }, { "timing", stepsMs != nullptr } };
    for (const DataStep &step : migration.steps) {
        json run = step.drop ? json { { "collection", step.collection }, { "drop", true } }
            : step.deletes() ? json { { "collection", step.collection }, { "deleteWhere", step.deleteWhere } }
                             : json { { "collection", step.collection }, { "pipeline", step.pipeline } };
        // The drop of an embedded collection decides on its orphans as the
        // CLI does: kept (the drop refuses), moved, or dropped.
        if (step.drop && step.carriesChildren()) {
            run["orphans"] = step.orphans;
            if (orphans.kind == OrphanPolicy::Kind::MoveTo)
                run["moveOrphans"] = orphanMovePipeline(step, orphans.collection);
            run["dropOrphans"] = orphans.kind == OrphanPolicy::Kind::Drop;
        }
        job["steps"].push_back(std::move(run));
    }
    QProcess node;
    node.start(QStandardPaths::findExecutable(QStringLiteral("node")),
        { test::sourcePath(QStringLiteral("tests/tools/run-migration.cjs")) });
    node.write(QByteArray::fromStdString(job.dump()));
    node.closeWriteChannel();
    if (!node.waitForFinished(600000) || node.exitCode() != 0) {
        qWarning("run-migration.cjs: %s", node.readAllStandardError().constData());
        return {};
    }
    if (stepsMs) {
        const json timing = json::parse(node.readAllStandardError().toStdString(), nullptr, false);
        *stepsMs = timing.is_object() ? timing.value("stepsMs", -1.0) : -1.0;
    }
    return json::parse(node.readAllStandardOutput().toStdString()).get<Collections>();
}

void addOrphanLines(Collections &collections, int n)
{
    for (int i = 0; i < n; ++i) {
        json line = collections.at("InvoiceLine").front();
        line["_id"] = { { "$oid", "ffffffffffffffffffffff0" + std::to_string(i) } };
        line["InvoiceLineId"] = { { "$numberInt", std::to_string(800000 + i) } };
        line["InvoiceId"] = { { "$numberInt", std::to_string(900000 + i) } };
        collections["InvoiceLine"].push_back(line);
    }
}

Collections embeddedBeforeTheDrop(const Collections &collections, const DataMigration &migration)
{
    DataMigration embedOnly = migration;
    std::erase_if(embedOnly.steps, [](const DataStep &step) { return step.destructive; });
    Collections embedded = runInMingo(collections, embedOnly);
    embedded["InvoiceLine"] = collections.at("InvoiceLine");
    return embedded;
}

QStringList failingDocuments(const Model &model, const Collections &collections)
{
    QStringList out;
    for (const Entity &entity : model.entities) {
        if (!entity.isCollection())
            continue;
        std::vector<BsonPtr> documents;
        if (collections.contains(entity.name))
            for (const json &doc : collections.at(entity.name)) {
                const std::string text = doc.dump();
                documents.emplace_back(
                    bson_new_from_json(reinterpret_cast<const uint8_t *>(text.data()), ssize_t(text.size()), nullptr));
            }
        out << failuresOf(model, entity, documents);
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

} // namespace docmodel::test
