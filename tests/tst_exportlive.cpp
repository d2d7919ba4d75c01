// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportfixtures.h"
#include "testserver.h"
#include "testsupport.h"

#include "export/bsonschema.h"
#include "export/jsonschemaexport.h"
#include "export/mongoshscript.h"
#include "shape/collectionindexes.h"
#include "live/liveconnection.h"
#include "live/livewait.h"
#include "preview/collectionpreview.h"
#include "preview/shellformat.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <map>
#include <set>

using namespace docmodel;
using namespace docmodel::test;

namespace {

// A real mongod when DOCMODELER_TEST_URI names one, else jongodb.
const QString kRealServer = qEnvironmentVariable("DOCMODELER_TEST_URI");

struct Target {
    Model model;
    std::string database;
};

// Each model into a database of its own, so the scripts run as one mongosh call.
std::vector<Target> exampleTargets()
{
    std::vector<Target> targets;
    int n = 0;
    for (const QString &name : exampleNames())
        targets.push_back({ loadExample(name), "export_" + std::to_string(++n) });
    // Every collection and index option; real servers refuse sparse with a partial filter.
    Model full = fullModel();
    for (Index &index : full.indexes)
        index.sparse = index.sparse && index.partialFilter.is_null();
    targets.push_back({ full, "export_full" });
    return targets;
}

QString scriptsFor(const std::vector<Target> &targets, bool legacy = false)
{
    std::string script;
    for (const Target &target : targets) {
        ExportOptions options;
        options.database = target.database;
        script += (legacy ? exportLegacyScript(target.model, options)
                          : exportMongoshScript(target.model, options))
            + "\n";
    }
    return QString::fromStdString(script);
}

// Prints every collection's indexes as one line of relaxed Extended JSON.
QString indexSnapshotScript(const std::vector<Target> &targets)
{
    std::string s = "const snapshot = [];\n";
    for (const Target &target : targets)
        for (const Entity &entity : target.model.entities)
            if (entity.isCollection())
                s += "snapshot.push({ db: " + quoted(target.database) + ", collection: "
                    + quoted(entity.name) + ", indexes: db.getSiblingDB(" + quoted(target.database)
                    + ").getCollection(" + quoted(entity.name) + ").getIndexes() });\n";
    s += "print(EJSON.stringify(snapshot, { relaxed: true }));\n";
    return QString::fromStdString(s);
}

// Every collection's preview documents as Relaxed Extended JSON: {"name": [docs]}.
std::string sampleData(const Model &model)
{
    std::string data = "{";
    for (const Entity &entity : model.entities) {
        if (!entity.isCollection())
            continue;
        PreviewOptions options;
        options.count = 5;
        const CollectionPreview preview = previewCollection(model, entity, options);
        data += std::string(data.size() > 1 ? ",\n" : "\n") + quoted(entity.name) + ": [";
        for (size_t i = 0; i < preview.documents.size(); ++i)
            data += (i ? ",\n" : "\n") + relaxedJson(preview.documents[i].get());
        data += "]";
    }
    return data + "}\n";
}

// The field names of a key pattern, in the order the server holds them.
QStringList keyNames(const QByteArray &key)
{
    QStringList names;
    bson_t view;
    bson_iter_t it;
    if (bson_init_static(
            &view, reinterpret_cast<const uint8_t *>(key.constData()), size_t(key.size()))
        && bson_iter_init(&it, &view))
        while (bson_iter_next(&it))
            names << QString::fromUtf8(bson_iter_key(&it));
    return names;
}

nlohmann::ordered_json lastJsonLine(const QString &output)
{
    const QStringList lines = output.trimmed().split(QLatin1Char('\n'));
    return nlohmann::ordered_json::parse(lines.last().toStdString(), nullptr, false);
}

// Index options jongodb accepts but does not report back in listIndexes.
constexpr const char *kJongodbDrops[]
    = { "hidden", "weights", "default_language", "2dsphereIndexVersion", "wildcardProjection" };

// mongod reports a text index's key as {_fts: "text", _ftsx: 1} in place of its text fields.
JsonValue mongodTextKey(const JsonValue &key)
{
    JsonValue out = JsonValue::object();
    for (auto it = key.begin(); it != key.end(); ++it) {
        if (it.value() != "text")
            out[it.key()] = it.value();
        else if (!out.contains("_fts"))
            out["_fts"] = "text", out["_ftsx"] = 1;
    }
    return out;
}

// The server holds exactly the indexes the model declares, with their keys and options.
void checkIndexes(const std::vector<Target> &targets, const nlohmann::ordered_json &snapshot,
    const std::set<std::string> &leftOut = {})
{
    size_t at = 0;
    for (const Target &target : targets) {
        for (const Entity &entity : target.model.entities) {
            if (!entity.isCollection())
                continue;
            QVERIFY(at < snapshot.size());
            const auto &actual = snapshot[at++].at("indexes");
            const QString where = QString::fromStdString(target.database + "." + entity.name);
            std::set<std::string> names = { "_id_" };
            for (const Index &index : collectionIndexes(target.model, entity)) {
                JsonValue spec = indexSpec(index);
                if (kRealServer.isEmpty())
                    for (const char *option : kJongodbDrops)
                        spec.erase(option);
                for (const std::string &option : leftOut)
                    spec.erase(option);
                names.insert(index.effectiveName());
                const auto found = std::ranges::find_if(actual,
                    [&](const auto &candidate) { return candidate.at("name") == spec.at("name"); });
                QVERIFY2(found != actual.end(),
                    qPrintable(where + QStringLiteral(": missing index ")
                        + QString::fromStdString(index.effectiveName())));
                if (found->at("key").contains("_fts"))
                    spec["key"] = mongodTextKey(spec.at("key"));
                for (auto it = spec.begin(); it != spec.end(); ++it)
                    QVERIFY2(found->contains(it.key()) && (*found)[it.key()] == it.value(),
                        qPrintable(where + QStringLiteral(" index ")
                            + QString::fromStdString(index.effectiveName() + ": " + it.key()
                                + " is " + found->value(it.key(), JsonValue()).dump()
                                + ", expected " + it.value().dump())));
            }
            std::set<std::string> actualNames;
            for (const auto &index : actual)
                actualNames.insert(index.at("name").get<std::string>());
            QCOMPARE(actualNames, names);
        }
    }
    QCOMPARE(at, snapshot.size());
}

} // namespace

class TestExportLive : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (mongoshPath().isEmpty())
            DOCMODELER_PEER_MISSING("mongosh is not installed; scripts/test installs it");
        if (!kRealServer.isEmpty()) {
            mUri = kRealServer;
            return;
        }
        QString error;
        QVERIFY2(mServer.start(&error), qPrintable(error));
        mUri = mServer.uri();
    }

    // Every example's script through the real mongosh, twice.
    void examplesCreateTheirIndexesAndRunTwice()
    {
        const std::vector<Target> targets = exampleTargets();
        const QString scripts = scriptsFor(targets);
        const ShellRun first = runMongosh(mUri, scripts);
        QVERIFY2(first.exitCode == 0, qPrintable(first.err + first.out));
        QVERIFY(first.out.contains(QLatin1String(": created")));
        const ShellRun before = runMongosh(mUri, indexSnapshotScript(targets));
        QVERIFY2(before.exitCode == 0, qPrintable(before.err));
        const nlohmann::ordered_json snapshot = lastJsonLine(before.out);
        QVERIFY2(snapshot.is_array(), qPrintable(before.out));
        checkIndexes(targets, snapshot);
        if (QTest::currentTestFailed())
            return;

        const ShellRun second = runMongosh(mUri, scripts);
        QVERIFY2(second.exitCode == 0, qPrintable(second.err + second.out));
        QVERIFY2(!second.out.contains(QLatin1String(": created"))
                && !second.out.contains(QLatin1String("created WITHOUT")),
            qPrintable(second.out));
        QCOMPARE(second.out.count(QLatin1String("exists, left as it is")),
            first.out.count(QLatin1Char('\n')));
        const ShellRun after = runMongosh(mUri, indexSnapshotScript(targets));
        QCOMPARE(lastJsonLine(after.out), snapshot);
    }

    // The legacy flavour (ensureIndex) runs in mongosh too: the same indexes,
    // less the options servers before 3.0 lack, and nothing new the second time.
    void legacyScriptsCreateTheirIndexesAndRunTwice()
    {
        std::vector<Target> targets = exampleTargets();
        for (Target &target : targets)
            target.database += "_legacy";
        const QString scripts = scriptsFor(targets, true);
        const ShellRun first = runMongosh(mUri, scripts);
        QVERIFY2(first.exitCode == 0, qPrintable(first.err + first.out));
        const ShellRun second = runMongosh(mUri, scripts + indexSnapshotScript(targets));
        QVERIFY2(second.exitCode == 0, qPrintable(second.err + second.out));
        QVERIFY2(!second.out.contains(QLatin1String("created WITHOUT")), qPrintable(second.out));
        checkIndexes(targets, lastJsonLine(second.out),
            { "partialFilterExpression", "collation", "wildcardProjection", "hidden" });
    }

    // jongodb answers CommandNotFound to create, as a locked-down server may:
    // the script says so, creates the collection anyway and goes on.
    void aServerWithoutCreateIsReportedNotHidden()
    {
        if (!kRealServer.isEmpty())
            QSKIP("a real mongod has the create command");
        ExportOptions options;
        options.database = "export_refusal";
        const Model model = loadExample(QStringLiteral("products-parts"));
        // A collection without indexes exists all the same: its _id index made it.
        const ShellRun run = runMongosh(mUri,
            QString::fromStdString(exportMongoshScript(model, options))
                + QStringLiteral("print(db.getSiblingDB(\"export_refusal\").getCollection("
                                 "\"products\").getIndexes().length)"));
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(run.out.contains(QLatin1String(
            "\"export_refusal.products\": the server has no create command; created WITHOUT its "
            "options and validator")));
        QVERIFY(run.out.trimmed().endsWith(QLatin1String("\n1")));
    }

    // Any error other than "exists" stops the script with a non-zero exit.
    void otherErrorsAreNotSwallowed()
    {
        Model model = loadExample(QStringLiteral("blog"));
        model.indexes.front().keys.clear(); // every server refuses an index without keys
        model.indexes.front().name = "no_keys";
        ExportOptions options;
        options.database = "export_error";
        const ShellRun run
            = runMongosh(mUri, QString::fromStdString(exportMongoshScript(model, options)));
        QVERIFY2(run.exitCode != 0, qPrintable(run.out));
        QVERIFY2(run.err.contains(QLatin1String("key")), qPrintable(run.err));
        // The comments' next index comes after the refused one: never reached.
        QVERIFY(
            run.out.contains(QLatin1String("\"export_error.comments\": the server has no create")));
        QVERIFY(!run.out.contains(QLatin1String("index \"date_-1\"")));
    }

    void hostileNamesCreateExactlyTheNamedObjects()
    {
        const std::vector<Target> targets = { { hostileModel(), "export_hostile" } };
        // Something to lose: an injected dropDatabase would take it with it.
        const QString keep = QStringLiteral("db.getSiblingDB(\"export_hostile\").getCollection("
                                            "\"sentinel\").insertOne({ keep: 1 });\n");
        const QString script = scriptsFor(targets);
        for (int run = 0; run < 2; ++run) {
            const ShellRun result = runMongosh(mUri, run == 0 ? keep + script : script);
            QVERIFY2(result.exitCode == 0, qPrintable(result.err + result.out));
            // One line per collection and per index: nothing else ran.
            QCOMPARE(result.out.trimmed().count(QLatin1Char('\n')) + 1, 6 * 3);
        }
        const QString sentinel = QStringLiteral("db.getSiblingDB(\"export_hostile\").getCollection("
                                                "\"sentinel\").find().toArray().length");
        const ShellRun snapshot = runMongosh(
            mUri, indexSnapshotScript(targets) + QStringLiteral("print(%1)").arg(sentinel));
        QVERIFY2(snapshot.exitCode == 0, qPrintable(snapshot.err));
        const QStringList lines = snapshot.out.trimmed().split(QLatin1Char('\n'));
        QCOMPARE(lines.last(), QStringLiteral("1"));
        checkIndexes(targets,
            nlohmann::ordered_json::parse(lines[lines.size() - 2].toStdString(), nullptr, false));
    }

    // After the test above: the database holds the named collections and nothing else.
    void hostileNamesAreTheOnlyCollections()
    {
        if (kRealServer.isEmpty())
            QSKIP(
                "listing collections needs listCollections, which jongodb lacks (CommandNotFound); "
                "set DOCMODELER_TEST_URI to a real mongod");
        const std::vector<Target> targets = { { hostileModel(), "export_hostile" } };
        const ShellRun names = runMongosh(mUri,
            QStringLiteral("print(EJSON.stringify(db.getSiblingDB(\"export_hostile\")"
                           ".getCollectionNames().sort()))"));
        std::set<std::string> expected = { "sentinel" };
        for (const Entity &entity : targets.front().model.entities)
            expected.insert(entity.name);
        const auto actual = lastJsonLine(names.out);
        QCOMPARE(std::set<std::string>(actual.begin(), actual.end()), expected);
    }

    // Needs create and listCollections: a real mongod only.
    void validatorsAcceptValidAndRejectInvalidDocuments()
    {
        if (kRealServer.isEmpty())
            QSKIP("validators need the create and listCollections commands, which jongodb lacks "
                  "(CommandNotFound); set DOCMODELER_TEST_URI to a real mongod");
        for (const Target &target : exampleTargets()) {
            if (target.database == "export_full")
                continue; // its samples contradict its enum on purpose
            ExportOptions options;
            options.database = target.database + "_validated";
            std::string s = exportMongoshScript(target.model, options);
            s += "const checks = [];\n";
            for (const Entity &entity : target.model.entities) {
                if (!entity.isCollection() || entity.options.timeSeries)
                    continue;
                const std::string name = quoted(entity.name);
                const CollectionPreview preview = previewCollection(target.model, entity, {});
                s += "{ const info = database.getCollectionInfos({ name: " + name
                    + " })[0];\n"
                      "  const c = database.getCollection("
                    + name
                    + ");\n"
                      "  let accepted = true, rejected = false;\n"
                      "  try { c.insertOne("
                    + shellSyntax(preview.documents.front().get())
                    + "); } catch (e) { accepted = String(e.message); }\n"
                      "  try { c.insertOne({ _id: 'not valid' }); } catch (e) { rejected = e.code "
                      "=== 121; }\n"
                      "  checks.push({ name: "
                    + name
                    + ", schema: info.options.validator.$jsonSchema, accepted, rejected }); }\n";
            }
            s += "print(EJSON.stringify(checks, { relaxed: true }));\n";
            const ShellRun run = runMongosh(mUri, QString::fromStdString(s));
            QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
            for (const auto &check : lastJsonLine(run.out)) {
                const Entity *entity
                    = target.model.findEntityByName(check.at("name").get<std::string>());
                QVERIFY(entity);
                QCOMPARE(check.at("schema"), collectionValidator(target.model, *entity));
                QVERIFY2(check.at("accepted") == true, check.dump().c_str());
                const bool strict = entity->options.validationAction == ValidationAction::Error
                    && entity->options.validationLevel != ValidationLevel::Off;
                if (strict
                    && collectionValidator(target.model, *entity)
                            .at("properties")
                            .at("_id")
                            .value("bsonType", "")
                        != "string")
                    QVERIFY2(check.at("rejected") == true, check.dump().c_str());
            }
        }
    }

    // An independent validator (ajv, JSON Schema 2020-12) accepts the
    // preview's documents and rejects a broken one.
    void previewDocumentsMatchTheJsonSchema()
    {
        const QString ajv = testToolsDir() + QStringLiteral("/ajv/dist/2020.js");
        const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
        if (!QFileInfo::exists(ajv) || node.isEmpty())
            DOCMODELER_PEER_MISSING("ajv or node is not installed; scripts/test installs them");
        QTemporaryDir dir;
        auto validate = [&](const QStringList &files) {
            QProcess process;
            process.start(node,
                QStringList { sourcePath(QStringLiteral("tests/tools/validate-json-schema.js")) }
                    + files);
            process.waitForFinished(120000);
            return std::pair { process.exitCode(),
                QString::fromUtf8(
                    process.readAllStandardOutput() + process.readAllStandardError()) };
        };
        QStringList files;
        QString postsSchema; // the blog's, for the broken document below
        for (const Target &target : exampleTargets()) {
            // The full model's enum holds values of other types than the field
            // declares, on purpose; its samples contradict its own schema.
            if (target.database == "export_full")
                continue;
            const QString base = dir.filePath(QString::fromStdString(target.database));
            files << base + QStringLiteral(".schema.json") << base + QStringLiteral(".json");
            if (target.model.findEntityByName("posts") && target.model.findEntityByName("comments"))
                postsSchema = files[files.size() - 2];
            QVERIFY(writeFile(files[files.size() - 2],
                QByteArray::fromStdString(exportJsonSchema(target.model))));
            QVERIFY(writeFile(files.last(), QByteArray::fromStdString(sampleData(target.model))));
        }
        const auto [code, output] = validate(files);
        QVERIFY2(code == 0, qPrintable(output));
        QCOMPARE(output.count(QLatin1String(": valid")), files.size() / 2);

        // A document with a wrong type must fail, or the check proves nothing.
        const QString broken = dir.filePath(QStringLiteral("broken.json"));
        QVERIFY(writeFile(broken,
            "{\"posts\": [{\"_id\": {\"$oid\": \"0123456789abcdef01234567\"}, \"title\": 7}]}"));
        QVERIFY(!postsSchema.isEmpty());
        const auto [brokenCode, brokenOutput] = validate({ postsSchema, broken });
        QCOMPARE(brokenCode, 1);
        QVERIFY2(brokenOutput.contains(QLatin1String("/posts/0/title")), qPrintable(brokenOutput));
    }

    // Fields named "10", "2" and "0": their compound index reaches the server
    // in that order from both scripts, though a JavaScript object would sort
    // such keys. The order is read from the server's BSON through the live
    // layer: mongosh's own objects would sort the keys again.
    void integerLikeKeysKeepTheirOrderOnTheServer()
    {
        const Model model = integerKeysModel();
        LiveConnection connection;
        LiveError error;
        ConnectionSettings settings;
        settings.uri = mUri;
        QVERIFY2(connection.open(settings, {}, &error), qPrintable(error.message));
        for (const bool legacy : { false, true }) {
            ExportOptions options;
            options.database = legacy ? "export_digits_legacy" : "export_digits";
            const std::string script
                = legacy ? exportLegacyScript(model, options) : exportMongoshScript(model, options);
            const ShellRun run = runMongosh(mUri, QString::fromStdString(script));
            QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
            QVERIFY2(
                run.out.contains(QStringLiteral("index \"by_digits\": ")), qPrintable(run.out));
            IndexList list;
            QVERIFY2(waitForResult(connection,
                         connection.requestIndexes(
                             QString::fromStdString(options.database), QStringLiteral("counters")),
                         &LiveConnection::indexesReceived, &list, &error),
                qPrintable(error.message));
            std::map<QString, QStringList> keys;
            for (const IndexInfo &index : list.indexes)
                keys[index.name] = keyNames(index.key);
            const QString where = QString::fromStdString(options.database);
            QCOMPARE(keys[QStringLiteral("by_digits")],
                (QStringList { QStringLiteral("10"), QStringLiteral("2"), QStringLiteral("0") }));
            QCOMPARE(keys[QStringLiteral("a_1_b_1")],
                (QStringList { QStringLiteral("a"), QStringLiteral("b") }));
        }
    }

private:
    TestServer mServer;
    QString mUri;
};

QTEST_GUILESS_MAIN(TestExportLive)
#include "tst_exportlive.moc"
