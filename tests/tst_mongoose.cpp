// SPDX-License-Identifier: GPL-3.0-or-later
// The Mongoose export, checked by Mongoose itself (pinned in tests/tools):
// every example's schemas load, and validateSync() accepts every previewed
// document; a document that breaks a constraint is refused, for each kind
// of constraint the export writes.
#include "exportfixtures.h"
#include "testserver.h"
#include "testsupport.h"

#include "export/mongoose.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <functional>

using namespace docmodel;
using namespace docmodel::test;
using nlohmann::json;

namespace {

// Runs tests/tools/check-mongoose.cjs on the cases: each a module file and
// documents. The modules sit in `dir`, beside a link to the tools' modules.
json validate(const QTemporaryDir &dir, const json &cases)
{
    QFile::link(testToolsDir(), dir.filePath(QStringLiteral("node_modules")));
    QProcess node;
    node.start(QStandardPaths::findExecutable(QStringLiteral("node")),
        { sourcePath(QStringLiteral("tests/tools/check-mongoose.cjs")) });
    node.write(QByteArray::fromStdString(json { { "cases", cases } }.dump()));
    node.closeWriteChannel();
    if (!node.waitForFinished(300000) || node.exitCode() != 0) {
        qWarning("check-mongoose.cjs: %s", node.readAllStandardError().constData());
        return {};
    }
    return json::parse(node.readAllStandardOutput().toStdString(), nullptr, false)
        .value("results", json());
}

json moduleCase(
    const QTemporaryDir &dir, const QString &name, const Model &model, const json &documents)
{
    const QString path = dir.filePath(name + QStringLiteral(".js"));
    writeFile(path, QByteArray::fromStdString(exportMongoose(model)));
    return { { "module", path.toStdString() }, { "documents", documents } };
}

} // namespace

class TestMongoose : public QObject
{
    Q_OBJECT

private slots:
    void everyExampleAcceptsItsPreview();
    void constraintsRefuse();
};

void TestMongoose::everyExampleAcceptsItsPreview()
{
    if (!haveNodePackage(QStringLiteral("mongoose")))
        DOCMODELER_PEER_MISSING("node or the test tools are not installed (scripts/test installs them)");
    QTemporaryDir dir;
    const std::vector<std::pair<QString, Model>> models = generatorCases();
    json cases = json::array();
    for (const auto &[name, model] : models)
        cases.push_back(moduleCase(dir, name, model, previewDocuments(model, 3)));
    const json results = validate(dir, cases);
    QCOMPARE(results.size(), models.size());
    for (size_t i = 0; i < models.size(); ++i) {
        QVERIFY2(!results[i].contains("loadError"),
            qPrintable(models[i].first + QStringLiteral(": ")
                + QString::fromStdString(results[i].value("loadError", ""))));
        size_t checked = 0;
        for (const auto &[collection, verdicts] : results[i].items())
            for (const json &verdict : verdicts) {
                QVERIFY2(verdict.is_null(),
                    qPrintable(models[i].first + QStringLiteral(" ")
                        + QString::fromStdString(collection) + QStringLiteral(": ")
                        + QString::fromStdString(verdict.dump())));
                ++checked;
            }
        QVERIFY(checked > 0);
    }
}

// Each kind of constraint, broken in the first document of a collection
// that has them all: Mongoose refuses it with the reason, and accepts the
// unbroken ones.
void TestMongoose::constraintsRefuse()
{
    if (!haveNodePackage(QStringLiteral("mongoose")))
        DOCMODELER_PEER_MISSING("node or the test tools are not installed (scripts/test installs them)");
    Entity orders;
    orders.id = orders.name = "orders";
    Field status = makeField("status", { BsonType::String }, true);
    status.enumValues = { "new", "paid" };
    Field quantity = makeField("quantity", { BsonType::Int }, true);
    quantity.minimum = 1;
    quantity.maximum = 99;
    Field code = makeField("code", { BsonType::String }, true);
    code.minLength = 3;
    code.maxLength = 8;
    Field sku = makeField("sku", { BsonType::String }, true);
    sku.pattern = "^[A-Z]+$";
    Field tags = makeField("tags", { BsonType::String }, false, true);
    tags.maxItems = 2;
    orders.fields = { makeField("_id", { BsonType::ObjectId }, true), status, quantity, code, sku,
        tags, makeField("placedAt", { BsonType::Date }, true) };
    Model model;
    model.name = "orders";
    model.entities = { orders };
    const struct {
        const char *name;
        std::function<void(json &)> mutate;
        const char *reason;
    } cases[] = {
        { "required", [](json &d) { d.erase("placedAt"); }, "Path `placedAt` is required." },
        { "enum", [](json &d) { d["status"] = "lost"; },
            "`lost` is not a valid enum value for path `status`." },
        { "minimum",
            [](json &d) {
                d["quantity"] = { { "$numberInt", "0" } };
            },
            "is less than minimum allowed value (1)" },
        { "maximum",
            [](json &d) {
                d["quantity"] = { { "$numberInt", "100" } };
            },
            "is more than maximum allowed value (99)" },
        { "min length", [](json &d) { d["code"] = "AB"; },
            "is shorter than the minimum allowed length (3)" },
        { "max length", [](json &d) { d["code"] = "ABCDEFGHI"; },
            "is longer than the maximum allowed length (8)" },
        { "pattern", [](json &d) { d["sku"] = "abcd"; }, "Path `sku` is invalid (abcd)." },
        { "items",
            [](json &d) {
                d["tags"] = json::array({ "a", "b", "c" });
            },
            "tags holds 3 items, not between null and 2" },
        { "type", [](json &d) { d["quantity"] = "many"; }, "Cast to Number failed" },
        { "integer",
            [](json &d) {
                d["quantity"] = { { "$numberDouble", "2.5" } };
            },
            "quantity is not an integer (2.5)" },
    };
    QTemporaryDir dir;
    json all = json::array();
    int n = 0;
    for (const auto &[name, mutate, reason] : cases)
        all.push_back(moduleCase(
            dir, QStringLiteral("case%1").arg(n++), model, previewDocuments(model, 2, mutate)));
    const json results = validate(dir, all);
    QCOMPARE(results.size(), std::size(cases));
    for (size_t i = 0; i < std::size(cases); ++i) {
        const json &verdicts = results[i]["orders"];
        QVERIFY2(verdicts[0].is_string()
                && verdicts[0].get<std::string>().find(cases[i].reason) != std::string::npos,
            qPrintable(QString::fromLatin1(cases[i].name) + QStringLiteral(": ")
                + QString::fromStdString(verdicts.dump())));
        QVERIFY2(verdicts[1].is_null(), qPrintable(QString::fromStdString(verdicts.dump())));
    }
}

QTEST_GUILESS_MAIN(TestMongoose)
#include "tst_mongoose.moc"
