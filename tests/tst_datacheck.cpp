// SPDX-License-Identifier: GPL-3.0-or-later
// The data check (model/check): files and dumps against a model's
// validators, with counts per rule, failing examples, drift, samples and
// threads; the self-consistency the house rules ask for (every example's
// preview passes its own validators; inferred ones are tst_inferredvalidators);
// and `docmodeler-cli check`.
#include "checkreasons.h"
#include "testsupport.h"

#include "check/checkreport.h"
#include "check/datacheck.h"
#include "export/bsonschema.h"
#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "preview/documentgenerator.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::check;

namespace {

// An orders collection: `number` an int, `status` one of two values,
// `total` at least 0; `_id` and `number` required.
Model ordersModel()
{
    const std::string_view text = R"({"formatVersion": 3, "name": "shop", "entities": [{"id": "orders", "name": "orders",
        "fields": [
            {"name": "_id", "type": "int", "required": true},
            {"name": "number", "type": "int", "required": true},
            {"name": "status", "type": "string", "enum": ["open", "paid"]},
            {"name": "total", "type": "double", "minimum": 0}]}]})";
    LoadResult loaded = parseModel(text, QStringLiteral("orders.dmodel"));
    if (!loaded.ok())
        qFatal("%s", qPrintable(loaded.error.toString()));
    return *loaded.model;
}

// 100 orders: every 10th has a string number, every 25th lacks it, every
// 20th has an unknown status; 8 hold a field the model lacks.
QByteArray ordersJson()
{
    QByteArray out;
    for (int i = 0; i < 100; ++i) {
        QByteArray line = "{\"_id\": " + QByteArray::number(i);
        if (i % 25 != 0)
            line += i % 10 == 0 ? ", \"number\": \"" + QByteArray::number(i) + "\"" : ", \"number\": " + QByteArray::number(i);
        line += i % 20 == 0 ? ", \"status\": \"lost\"" : ", \"status\": \"open\"";
        line += ", \"total\": " + QByteArray::number(i) + ".5";
        if (i % 14 == 1)
            line += ", \"note\": \"x\"";
        out += line + "}\n";
    }
    return out;
}

QString writeTemp(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    if (!test::writeFile(path, bytes))
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

} // namespace

class TestDataCheck : public QObject
{
    Q_OBJECT

private slots:
    void countsRulesExamplesAndDrift();
    void samplesWhenAsked();
    void badInputSaysWhat();
    void previewsPassTheirOwnValidators();
    void commandLine();
    void whatItDidNotSeeIsAFinding();
    void filesMapToCollections();
};

void TestDataCheck::countsRulesExamplesAndDrift()
{
    QTemporaryDir dir;
    const QString file = writeTemp(dir, QStringLiteral("orders.json"), ordersJson());
    for (const int threads : {1, 2}) {
        CheckOptions options;
        options.threads = threads;
        options.examples = 3;
        const CheckReport report = checkFiles(ordersModel(), {file.toStdString()}, options);
        QVERIFY2(report.error.empty(), report.error.c_str());
        QCOMPARE(report.collections.size(), size_t(1));
        const CollectionCheck &orders = report.collections.front();
        QCOMPARE(orders.method, CountMethod::EveryDocument);
        QCOMPARE(orders.checked, uint64_t(100));
        // Failing: 4 without number (0, 25, 50, 75), 8 with a string one
        // (10, 20, ... 90 but 50), 5 lost (0, 20, 40, 60, 80: all counted already).
        QCOMPARE(orders.failing, uint64_t(4 + 8));
        std::map<std::string, uint64_t> byRule;
        for (const RuleCount &rule : orders.rules)
            byRule[rule.path + " " + rule.keyword] = rule.documents;
        QCOMPARE(byRule["number required"], uint64_t(4));
        QCOMPARE(byRule["number bsonType"], uint64_t(8));
        QCOMPARE(byRule["status enum"], uint64_t(5));
        QCOMPARE(orders.rules.front().documents, uint64_t(8)); // most often broken first
        // Examples across the broken rules, most often broken first: the
        // first string number (10), the first lost status (0), the first
        // missing number not shown yet (25); whatever the threads.
        QCOMPARE(orders.examples.size(), size_t(3));
        QCOMPARE(orders.examples[0].id.get<int>(), 10);
        QCOMPARE(orders.examples[1].id.get<int>(), 0);
        QCOMPARE(orders.examples[2].id.get<int>(), 25);
        QVERIFY(orders.examples[0].where.find("orders.json: document 11") != std::string::npos);
        QCOMPARE(orders.examples[0].why.details.at("operatorName").get<std::string>(), std::string("$jsonSchema"));
        // Each rule names its first failing documents.
        QCOMPARE(orders.rules.front().exampleIds, std::vector<JsonValue>({10, 20, 30}));
        // Drift: note not in the model, number as string, number missing.
        std::map<std::string, uint64_t> drift;
        for (const Drift &d : orders.drift)
            drift[std::to_string(int(d.kind)) + " " + d.field + " " + d.type] = d.documents;
        QCOMPARE(drift["0 note "], uint64_t(8));
        QCOMPARE(drift["1 number string"], uint64_t(8));
        QCOMPARE(drift["2 number "], uint64_t(4));
        QCOMPARE(drift.size(), size_t(3));
    }
}

void TestDataCheck::samplesWhenAsked()
{
    QTemporaryDir dir;
    const QString file = writeTemp(dir, QStringLiteral("orders.json"), ordersJson());
    CheckOptions options;
    options.sample = 30;
    const CheckReport report = checkFiles(ordersModel(), {file.toStdString()}, options);
    const CollectionCheck &orders = report.collections.front();
    QCOMPARE(orders.method, CountMethod::Sample);
    QCOMPARE(orders.checked, uint64_t(30));
    QCOMPARE(orders.total, uint64_t(100));
    QVERIFY(orders.failing < 30);
    QVERIFY(methodText(orders).contains(QStringLiteral("30 of 100")));
    // A sample as large as the collection is every document.
    options.sample = 500;
    QCOMPARE(checkFiles(ordersModel(), {file.toStdString()}, options).collections.front().method,
        CountMethod::EveryDocument);
}

void TestDataCheck::badInputSaysWhat()
{
    QTemporaryDir dir;
    const QString broken = writeTemp(dir, QStringLiteral("orders.json"), "{\"_id\": 1}\n{\"_id\": \n");
    CheckReport report = checkFiles(ordersModel(), {broken.toStdString()}, {});
    QCOMPARE(report.collections.size(), size_t(1));
    QVERIFY2(report.collections.front().error.find("orders.json") != std::string::npos,
        report.collections.front().error.c_str());
    report = checkFiles(ordersModel(), {dir.filePath(QStringLiteral("missing.json")).toStdString()}, {});
    QVERIFY(!report.error.empty());
    const QString other = writeTemp(dir, QStringLiteral("people.json"), "{\"_id\": 1}\n");
    report = checkFiles(ordersModel(), {other.toStdString()}, {});
    QVERIFY(report.collections.empty());
    QCOMPARE(report.unchecked.size(), size_t(2)); // people not in the model, orders without a file
}

// Every example's previewed documents pass the example's own validators.
void TestDataCheck::previewsPassTheirOwnValidators()
{
    QStringList failures;
    for (const QString &file : test::exampleFiles()) {
        const LoadResult loaded = loadModelFile(file);
        QVERIFY2(loaded.ok(), qPrintable(file));
        const Model &model = *loaded.model;
        PreviewOptions preview;
        preview.count = 20;
        const DocumentGenerator generator(model, preview);
        for (const Entity &entity : model.entities) {
            if (!entity.isCollection())
                continue;
            std::string error;
            const auto schema = collectionSchema(model, entity, &error);
            if (!schema) {
                failures << QStringLiteral("%1: %2: %3").arg(file, QString::fromStdString(entity.name),
                                QString::fromStdString(error));
                continue;
            }
            std::vector<BsonPtr> documents;
            for (int i = 0; i < preview.count; ++i)
                documents.push_back(generator.document(entity, i));
            const CollectionCheck check = checkDocuments(*schema, entity.name, documents, 3);
            QCOMPARE(check.checked, uint64_t(preview.count));
            if (check.failing)
                failures << QFileInfo(file).fileName() + QStringLiteral(": ") + test::failureReasons(check).join(QStringLiteral("; "));
        }
    }
    if (!failures.isEmpty())
        QFAIL(qPrintable(failures.join('\n')));
}

void TestDataCheck::commandLine()
{
    QTemporaryDir dir;
    const QString data = writeTemp(dir, QStringLiteral("orders.json"), ordersJson());
    const QString model = dir.filePath(QStringLiteral("shop.dmodel"));
    QVERIFY(saveModelFile(ordersModel(), model).isEmpty());

    test::CliRun run = test::runCli({QStringLiteral("check"), model, data});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains(QStringLiteral("orders: 12 of 100 documents fail (12.0 %)")), qPrintable(run.out));
    QVERIFY(run.out.contains(QStringLiteral("number must be int, is string")));
    QVERIFY(run.out.contains(QStringLiteral("note is in 8.0 % of the documents (8) but not in the model.")));

    run = test::runCli({QStringLiteral("check"), model, data, QStringLiteral("--fail-on"), QStringLiteral("share:12")});
    QCOMPARE(run.exitCode, 0);
    run = test::runCli({QStringLiteral("check"), model, data, QStringLiteral("--fail-on"), QStringLiteral("share:11.9")});
    QCOMPARE(run.exitCode, 1);
    run = test::runCli({QStringLiteral("check"), model, data, QStringLiteral("--fail-on"), QStringLiteral("never")});
    QCOMPARE(run.exitCode, 0);

    run = test::runCli({QStringLiteral("check"), model, data, QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(run.exitCode, 1);
    const JsonValue json = JsonValue::parse(run.out.toStdString());
    QCOMPARE(json.at("failing").get<int>(), 12);
    const JsonValue &orders = json.at("collections")[0];
    QCOMPARE(orders.at("method").get<std::string>(), std::string("every-document"));
    QCOMPARE(orders.at("examples")[0].at("errInfo").at("details").at("operatorName").get<std::string>(),
        std::string("$jsonSchema"));

    run = test::runCli({QStringLiteral("check"), model, data, QStringLiteral("--format"), QStringLiteral("sarif")});
    QCOMPARE(run.exitCode, 1);
    const JsonValue firstResult = JsonValue::parse(run.out.toStdString()).at("runs")[0].at("results")[0];
    QCOMPARE(firstResult.at("properties").at("failingDocumentIds"), JsonValue::array({10, 20, 30, 40, 60}));
    if (test::jsonSchemaValidatorAvailable()) {
        const QString sarif = writeTemp(dir, QStringLiteral("check.sarif"), run.out.toUtf8());
        const test::CliRun valid = test::validateJsonSchemas(
            {test::sourcePath(QStringLiteral("tests/data/sarif/sarif-schema-2.1.0.json")), sarif}, true);
        QVERIFY2(valid.exitCode == 0, qPrintable(valid.out + valid.err));
    }

    // The model's own preview passes its validators.
    run = test::runCli({QStringLiteral("check"), test::sourcePath(QStringLiteral("resources/examples/online-shop.dmodel")),
        QStringLiteral("--preview"), QStringLiteral("50")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    QVERIFY2(run.out.contains(QLatin1String("orders: all 50 documents pass")), qPrintable(run.out));
    QVERIFY(run.out.contains(QLatin1String("In all: 0 of ")));
    QCOMPARE(test::runCli({QStringLiteral("check"), model, QStringLiteral("--preview"), QStringLiteral("0")}).exitCode, 2);
    QCOMPARE(test::runCli({QStringLiteral("check"), model, data, QStringLiteral("--preview"), QStringLiteral("5")}).exitCode, 2);

    // Unusable: a missing file, a bad option, a model that does not load.
    run = test::runCli({QStringLiteral("check"), model, dir.filePath(QStringLiteral("nothing.json"))});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.err.contains(QStringLiteral("nothing.json")));
    run = test::runCli({QStringLiteral("check"), model, data, QStringLiteral("--fail-on"), QStringLiteral("some")});
    QCOMPARE(run.exitCode, 2);
    run = test::runCli({QStringLiteral("check"), data, data});
    QCOMPARE(run.exitCode, 2);
}

// A model collection no file maps to, a file no model collection
// describes and an empty file are findings (exit 3), never a pass.
void TestDataCheck::whatItDidNotSeeIsAFinding()
{
    QTemporaryDir dir;
    Model model = ordersModel();
    Entity customers;
    customers.id = "customers";
    customers.name = "customers";
    model.entities.push_back(customers);
    const QString modelPath = dir.filePath(QStringLiteral("shop.dmodel"));
    QVERIFY(saveModelFile(model, modelPath).isEmpty());
    const QString orders = writeTemp(dir, QStringLiteral("orders.json"), ordersJson());

    CheckOptions options;
    CheckReport report = checkFiles(model, {orders.toStdString()}, options);
    QCOMPARE(report.collections.size(), size_t(1));
    QCOMPARE(report.unchecked.size(), size_t(1));
    QCOMPARE(uncheckedText(report.unchecked[0]), QStringLiteral("customers: not checked, no file maps to it"));

    test::CliRun run = test::runCli({QStringLiteral("check"), modelPath, orders, QStringLiteral("--fail-on"),
        QStringLiteral("never")});
    QVERIFY2(run.exitCode == 3, qPrintable(run.out + run.err));
    QVERIFY(run.out.contains(QLatin1String("customers: not checked, no file maps to it")));
    QVERIFY(test::runCli({QStringLiteral("check"), modelPath, orders, QStringLiteral("--fail-on"), QStringLiteral("never"),
                QStringLiteral("--allow-missing")})
                .exitCode
        == 0);
    // Failing documents keep their own code.
    QCOMPARE(test::runCli({QStringLiteral("check"), modelPath, orders}).exitCode, 1);
    QVERIFY(test::runCli({QStringLiteral("check"), QStringLiteral("--help")}).out.contains(QLatin1String("3 when")));

    // Data the model does not describe, and an empty file: nothing checked.
    const QString extra = writeTemp(dir, QStringLiteral("extra.json"), "{\"_id\": 1}\n");
    const QString empty = writeTemp(dir, QStringLiteral("customers.json"), "");
    run = test::runCli({QStringLiteral("check"), modelPath, extra, empty, QStringLiteral("--format"),
        QStringLiteral("sarif")});
    QCOMPARE(run.exitCode, 3);
    const JsonValue sarif = JsonValue::parse(run.out.toStdString());
    QStringList results;
    for (const JsonValue &result : sarif.at("runs")[0].at("results"))
        results << QString::fromStdString(result.at("ruleId").get<std::string>() + " "
            + result.at("message").at("text").get<std::string>());
    results.sort();
    QCOMPARE(results,
        QStringList({QStringLiteral("check/not-checked customers: not checked, it holds no documents"),
            QStringLiteral("check/not-checked orders: not checked, no file maps to it"),
            QStringLiteral("check/not-in-model extra: not checked, the model has no collection of that name "
                           "(NAME=FILE reads a file as another collection)")}));
    run = test::runCli({QStringLiteral("check"), modelPath, extra, empty});
    QVERIFY2(run.out.endsWith(QLatin1String("Nothing was checked: 3 collections had no documents to check.\n")),
        qPrintable(run.out));
}

// NAME=FILE names a file's collection; Compass's DATABASE.NAME.json and
// NAME.data.json read as NAME; the mapping used is said.
void TestDataCheck::filesMapToCollections()
{
    QTemporaryDir dir;
    const QString modelPath = dir.filePath(QStringLiteral("shop.dmodel"));
    QVERIFY(saveModelFile(ordersModel(), modelPath).isEmpty());
    for (const QString &name : {QStringLiteral("shop.orders.json"), QStringLiteral("orders.data.json")}) {
        const QString file = writeTemp(dir, name, ordersJson());
        const test::CliRun run = test::runCli({QStringLiteral("check"), modelPath, file});
        QVERIFY2(run.exitCode == 1, qPrintable(run.out + run.err));
        QVERIFY2(run.out.contains(QLatin1String("orders: 12 of 100 documents fail")), qPrintable(run.out));
        QVERIFY2(run.out.contains(name + QLatin1String(" read as collection orders")), qPrintable(run.out));
        QVERIFY(!run.out.contains(QLatin1String("not checked")));
    }
    const QString exported = writeTemp(dir, QStringLiteral("export-2026.json"), ordersJson());
    test::CliRun run = test::runCli({QStringLiteral("check"), modelPath, QStringLiteral("orders=") + exported});
    QVERIFY2(run.exitCode == 1, qPrintable(run.out + run.err));
    QVERIFY(run.out.contains(QLatin1String("orders=export-2026.json read as collection orders")));
    run = test::runCli({QStringLiteral("check"), modelPath, exported});
    QCOMPARE(run.exitCode, 3); // export-2026 is no collection of the model
    run = test::runCli({QStringLiteral("check"), modelPath, QStringLiteral("orders=") + dir.path()});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QLatin1String("NAME=FILE takes a file")), qPrintable(run.err));

    // infer reads the same names.
    const QString out = dir.filePath(QStringLiteral("inferred.dmodel"));
    run = test::runCli({QStringLiteral("infer"), dir.filePath(QStringLiteral("shop.orders.json")), QStringLiteral("-o"), out});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.err.contains(QLatin1String("shop.orders.json read as collection orders")), qPrintable(run.err));
    const LoadResult inferred = loadModelFile(out);
    QVERIFY(inferred.ok());
    QVERIFY(inferred.model->findEntityByName("orders"));
}

QTEST_GUILESS_MAIN(TestDataCheck)
#include "tst_datacheck.moc"
