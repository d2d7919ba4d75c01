// SPDX-License-Identifier: GPL-3.0-or-later
#include "testsupport.h"

#include "preview/bsonptr.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QRegularExpression>
#include <QStandardPaths>

namespace docmodel::test {

QString sourcePath(const QString &relative)
{
    return QStringLiteral(DOCMODELER_SOURCE_DIR "/") + relative;
}

QStringList exampleFiles()
{
    QStringList files;
    const QDir dir(sourcePath(QStringLiteral("resources/examples")));
    for (const QString &name :
        dir.entryList({ QStringLiteral("*.dmodel") }, QDir::Files, QDir::Name))
        files << dir.filePath(name);
    return files;
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

Model gigabyteDocuments()
{
    Model model;
    model.name = "Gigabyte documents";
    Entity authors;
    authors.id = authors.name = "authors";
    authors.fields = { makeField("_id", { BsonType::ObjectId }, true),
        makeField("name", { BsonType::String }, true) };
    Entity books;
    books.id = books.name = "books";
    books.kind = EntityKind::Embedded;
    books.fields = { makeField("title", { BsonType::String }, true) };
    Entity chapters;
    chapters.id = chapters.name = "chapters";
    chapters.kind = EntityKind::Embedded;
    chapters.fields
        = { makeField("heading", { BsonType::String }), makeField("pages", { BsonType::Int }) };
    model.entities = { authors, books, chapters };
    for (const auto &[parent, child] : { std::pair { "authors", "books" }, { "books", "chapters" } }) {
        Relationship rel;
        rel.id = std::string(parent) + "-" + child;
        rel.oneId = parent;
        rel.manyId = child;
        rel.cardinality = Cardinality::OneToSquillions;
        rel.counts = defaultCounts(rel.cardinality);
        rel.strategy = Strategy::Embed;
        model.relationships.push_back(rel);
    }
    model.layout["authors"] = { 0, 0 };
    model.layout["books"] = { 300, 0 };
    model.layout["chapters"] = { 600, 0 };
    return model;
}

Model shardedBlog(const Model &blog)
{
    Model model = blog;
    for (Entity &entity : model.entities) {
        if (entity.name == "posts")
            entity.options.shardKey = ShardKey { { { "author", IndexKeyKind::Hashed } }, false };
        if (entity.name == "comments")
            entity.options.shardKey = ShardKey { { { "post_id", IndexKeyKind::Asc } }, false };
    }
    return model;
}

Model fullModel()
{
    Model model;
    model.name = "Every value";
    model.database = "shop";
    model.serverVersion = "6.0";
    model.notes = "Notes with \"quotes\", a newline\nand unicode: \u00e9\u4e2d";

    Entity orders;
    orders.id = "orders";
    orders.name = "orders";
    orders.description = "Customer orders";
    orders.estimatedCount = 5000000;
    orders.growthPerMonth = 20000;
    Field id = makeField("_id", { BsonType::ObjectId }, true);
    id.sample.kind = SampleKind::ObjectId;
    Field total = makeField("total", { BsonType::Long }, true);
    total.minimum = 0;
    total.maximum = 1e9;
    total.sample
        = { SampleKind::Money, "1", "500", MoneyRepresentation::ScaledInteger, 1000, "USD", {}, "", "" };
    Field status = makeField("status", { BsonType::String });
    status.enumValues = { "new", "paid", 3, nullptr };
    status.minLength = 1;
    status.maxLength = 20;
    status.pattern = "^[a-z]+$";
    Field tags = makeField("tags", { BsonType::String, BsonType::Null }, false, true);
    tags.minItems = 0;
    tags.maxItems = 10;
    Field address = makeField("address", { BsonType::Object });
    address.additionalProperties = false;
    address.fields.push_back(makeField("city", { BsonType::String }, true));
    address.description = "Shipping address";
    Field created = makeField("created", { BsonType::Date });
    created.sample = { SampleKind::Date, "2020-01-01", "2024-12-31",
        MoneyRepresentation::Decimal128, 100, "", {}, "", "" };
    Field kind = makeField("kind", { BsonType::String });
    orders.fields = { id, total, status, tags, address, created, kind };
    orders.options.ttl = TtlOptions { "created", 86400 };
    orders.options.validationLevel = ValidationLevel::Moderate;
    orders.options.validationAction = ValidationAction::Warn;
    orders.options.shardKey = ShardKey { { { "customer", IndexKeyKind::Hashed } }, false };
    orders.options.collation = JsonValue { { "locale", "fr" }, { "strength", 2 } };
    orders.patterns = { PatternTag::Polymorphic, PatternTag::Computed };
    orders.discriminator = "kind";

    Entity line;
    line.id = "line";
    line.name = "line";
    line.kind = EntityKind::Embedded;
    line.fields = { makeField("sku", { BsonType::String }, true) };

    Entity events;
    events.id = "events";
    events.name = "events";
    events.fields = { makeField("ts", { BsonType::Date }) };
    events.options.timeSeries = TimeSeriesOptions { "ts", "meta", Granularity::Hours, 3600 };

    Entity log;
    log.id = "log";
    log.name = "log";
    log.options.capped = CappedOptions { 1048576, 1000 };

    Entity tree;
    tree.id = "categories";
    tree.name = "categories";
    tree.fields = { makeField("_id", { BsonType::String }) };
    model.entities = { orders, line, events, log, tree };

    Relationship lines;
    lines.id = "order-lines";
    lines.name = "lines";
    lines.oneId = "orders";
    lines.manyId = "line";
    lines.cardinality = Cardinality::OneToFew;
    lines.counts = { 1, 3, 50 };
    lines.strategy = Strategy::Embed;
    lines.oneField = "items";
    lines.atomic = true;
    Relationship subset;
    subset.id = "order-events";
    subset.oneId = "orders";
    subset.manyId = "events";
    subset.cardinality = Cardinality::OneToSquillions;
    subset.counts = { 0, 1000, std::nullopt };
    subset.strategy = Strategy::EmbedSubset;
    subset.subset = SubsetOptions { 5, "ts", false, "event_count" };
    subset.denormalized = { { "status", CopyDirection::IntoMany, "order_status" },
        { "ts", CopyDirection::IntoOne, "" } };
    subset.referenceStyle = ReferenceStyle::DbRef;
    subset.manyStandsAlone = QueriedAlone::Yes;
    subset.readWriteRatio = 12.5;
    subset.manyField = "order";
    Relationship treeRel;
    treeRel.id = "category-tree";
    treeRel.oneId = "categories";
    treeRel.manyId = "categories";
    treeRel.cardinality = Cardinality::OneToMany;
    treeRel.strategy = Strategy::ParentReferencing;
    treeRel.tree = TreeOptions { TreeEncoding::MaterializedPath, ":", "depth", "thread_id", {}, {}, {} };
    model.relationships = { lines, subset, treeRel };

    Index byStatus;
    byStatus.id = "ix-status";
    byStatus.collectionId = "orders";
    byStatus.keys = { { "status", IndexKeyKind::Asc }, { "created", IndexKeyKind::Desc } };
    byStatus.name = "status_created";
    byStatus.unique = true;
    byStatus.sparse = true;
    byStatus.partialFilter = JsonValue { { "total", { { "$gt", 100 } } } };
    byStatus.collation = JsonValue { { "locale", "en" } };
    byStatus.hidden = true;
    Index text;
    text.id = "ix-text";
    text.collectionId = "orders";
    text.keys = { { "status", IndexKeyKind::Text } };
    text.weights = JsonValue { { "status", 10 } };
    text.defaultLanguage = "german";
    Index geo;
    geo.id = "ix-geo";
    geo.collectionId = "orders";
    geo.keys = { { "address", IndexKeyKind::Geo2dSphere } };
    geo.sphereVersion = 3;
    Index wildcard;
    wildcard.id = "ix-wild";
    wildcard.collectionId = "orders";
    wildcard.keys = { { "", IndexKeyKind::Wildcard } };
    wildcard.wildcardProjection = JsonValue { { "address", 1 } };
    Index ttl;
    ttl.id = "ix-ttl";
    ttl.collectionId = "orders";
    ttl.keys = { { "created", IndexKeyKind::Asc } };
    ttl.expireAfterSeconds = 3600;
    model.indexes = { byStatus, text, geo, wildcard, ttl };

    AccessPattern ap;
    ap.id = "ap-open";
    ap.name = "open orders";
    ap.collectionId = "orders";
    ap.kind = AccessKind::Write;
    ap.filter = { { "status", FilterOp::Equality }, { "total", FilterOp::Range },
        { "tags", FilterOp::In }, { "address.city", FilterOp::PrefixRegex },
        { "items", FilterOp::ElemMatch } };
    ap.sort = { { "created", SortDirection::Desc } };
    ap.projection = { "total" };
    ap.updates = { "status" };
    ap.frequency = 0.25;
    ap.description = "Takes the next open order";
    model.accessPatterns = { ap };

    model.advisor.disabledRules = { "DM101" };
    model.advisor.suppressions = { { "DM102", "orders", "reviewed" } };
    model.layout["orders"] = { 10, 20.5 };
    model.layout["line"] = { -300, 40 };
    return model;
}

CliRun runCli(
    const QStringList &arguments, const QByteArray &input, const QString &workingDirectory)
{
    QProcess process;
    if (!workingDirectory.isEmpty())
        process.setWorkingDirectory(workingDirectory);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.remove(QStringLiteral("LANGUAGE"));
    // What the CLI keeps between runs (a dry run's counts) stays with this
    // test process, never in the home of whoever runs the tests.
    static const QTemporaryDir dataHome;
    env.insert(QStringLiteral("XDG_DATA_HOME"), dataHome.path());
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(DOCMODELER_CLI), arguments);
    if (!input.isEmpty())
        process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(30000))
        return {};
    const QString err = QString::fromUtf8(process.readAllStandardError());
    // In the sanitizer build a report from the CLI fails the test that ran
    // it, whatever the test checks of the CLI's output.
    static const QRegularExpression sanitizerReport(QStringLiteral("SUMMARY: \\w+Sanitizer"));
    if (err.contains(sanitizerReport))
        qFatal("docmodeler-cli %s reported an error:\n%s", qPrintable(arguments.join(QLatin1Char(' '))),
            qPrintable(err));
    return { process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()), err };
}

bool jsonSchemaValidatorAvailable()
{
    return !QStandardPaths::findExecutable(QStringLiteral("node")).isEmpty()
        && QFileInfo::exists(sourcePath(QStringLiteral("tests/tools/node_modules/ajv-formats")));
}

CliRun validateJsonSchemas(const QStringList &schemaDataPairs, bool published)
{
    QProcess process;
    QStringList arguments { sourcePath(QStringLiteral("tests/tools/validate-json-schema.js")) };
    if (published)
        arguments << QStringLiteral("--published");
    process.start(
        QStandardPaths::findExecutable(QStringLiteral("node")), arguments + schemaDataPairs);
    if (!process.waitForFinished(120000))
        return {};
    return { process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
        QString::fromUtf8(process.readAllStandardError()) };
}

std::string valueJson(const bson_t *document, const char *path)
{
    bson_iter_t it;
    bson_iter_t found;
    if (!bson_iter_init(&it, document) || !bson_iter_find_descendant(&it, path, &found))
        return {};
    BsonPtr one = newBson();
    bson_append_iter(one.get(), "v", 1, &found);
    return canonicalJson(one.get());
}

bool matchesGolden(const QString &relative, const std::string &text)
{
    const QString path = sourcePath(relative);
    const QByteArray bytes = QByteArray::fromStdString(text);
    if (qEnvironmentVariableIsSet("DOCMODELER_UPDATE_GOLDEN")) {
        QDir().mkpath(QFileInfo(path).absolutePath());
        writeFile(path, bytes);
    }
    if (!QFileInfo::exists(path)) {
        qWarning("%s is missing; run with DOCMODELER_UPDATE_GOLDEN=1", qPrintable(path));
        return false;
    }
    if (readFile(path) != bytes) {
        qWarning("%s differs from what was made:\n%s", qPrintable(path), text.c_str());
        return false;
    }
    return true;
}

bool peersRequired()
{
    return qEnvironmentVariable("CI") == QLatin1String("true");
}

} // namespace docmodel::test
