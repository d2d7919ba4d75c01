// SPDX-License-Identifier: GPL-3.0-or-later
// The TypeScript export, checked by TypeScript's own compiler (tsc --strict,
// pinned in tests/tools with the MongoDB driver whose BSON classes the
// types use): every example's types compile together with a file that
// declares each previewed document with its collection's type, so the types
// and the preview agree; a document that breaks a type is refused.
#include "exportfixtures.h"
#include "testserver.h"
#include "testsupport.h"

#include "export/typescript.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

using namespace docmodel;
using namespace docmodel::test;
using nlohmann::json;

namespace {

std::string quoted(const std::string &text)
{
    return json(text).dump();
}

// A canonical Extended JSON value as a TypeScript expression, the BSON
// values made with the driver's classes.
std::string tsValue(const json &value)
{
    if (value.is_array()) {
        std::string out = "[";
        for (const json &item : value)
            out += (out.size() > 1 ? ", " : "") + tsValue(item);
        return out + "]";
    }
    if (!value.is_object())
        return value.dump();
    const auto wrapped = [&](const char *key) { return value.size() <= 2 && value.contains(key); };
    if (wrapped("$oid"))
        return "new ObjectId(" + value["$oid"].dump() + ")";
    if (wrapped("$date"))
        return "new Date(" + value["$date"]["$numberLong"].get<std::string>() + ")";
    if (wrapped("$numberLong"))
        return "Long.fromString(" + value["$numberLong"].dump() + ")";
    if (wrapped("$numberInt"))
        return value["$numberInt"].get<std::string>();
    if (wrapped("$numberDouble")) {
        const std::string text = value["$numberDouble"].get<std::string>();
        return text.find_first_not_of("-0123456789.eE+") == std::string::npos
            ? text
            : "Number(" + quoted(text) + ")";
    }
    if (wrapped("$numberDecimal"))
        return "Decimal128.fromString(" + value["$numberDecimal"].dump() + ")";
    if (wrapped("$binary"))
        return "Binary.createFromBase64(" + value["$binary"]["base64"].dump() + ", 0x"
            + value["$binary"]["subType"].get<std::string>() + ")";
    if (wrapped("$regularExpression"))
        return "new BSONRegExp(" + value["$regularExpression"]["pattern"].dump() + ", "
            + value["$regularExpression"]["options"].dump() + ")";
    if (wrapped("$timestamp"))
        return "new Timestamp({ t: " + value["$timestamp"]["t"].dump()
            + ", i: " + value["$timestamp"]["i"].dump() + " })";
    if (wrapped("$minKey"))
        return "new MinKey()";
    if (wrapped("$maxKey"))
        return "new MaxKey()";
    if (wrapped("$symbol"))
        return "new BSONSymbol(" + value["$symbol"].dump() + ")";
    if (wrapped("$code"))
        return "new Code(" + value["$code"].dump()
            + (value.contains("$scope") ? ", " + value["$scope"].dump() : "") + ")";
    if (wrapped("$undefined"))
        return "undefined";
    std::string out = "{";
    for (const auto &[key, item] : value.items())
        out += (out.size() > 1 ? ", " : " ") + quoted(key) + ": " + tsValue(item);
    return out + " }";
}

// The model's previewed documents, each declared with its collection's type.
std::string documentsFile(
    const Model &model, int count, const std::function<void(json &)> &mutate = {})
{
    std::string out = "import type { Collections } from \"./types\";\n"
                      "import { Binary, BSONRegExp, BSONSymbol, Code, Decimal128, Long, MaxKey, "
                      "MinKey, ObjectId, "
                      "Timestamp } from \"mongodb\";\n"
                      "void [Binary, BSONRegExp, BSONSymbol, Code, Decimal128, Long, MaxKey, "
                      "MinKey, ObjectId, Timestamp];\n";
    int n = 0;
    const json preview = previewDocuments(model, count, mutate);
    for (const auto &[collection, documents] : preview.items()) {
        out += "export const c" + std::to_string(n++) + ": Collections[" + quoted(collection)
            + "][] = [\n";
        for (const json &document : documents)
            out += "    " + tsValue(document) + ",\n";
        out += "];\n";
    }
    return out;
}

struct Compiled {
    int exitCode = -1;
    QString output;
};

// tsc --strict over every .ts file under `dir`, the test tools' modules
// linked in.
Compiled compile(const QString &dir)
{
    QFile::link(testToolsDir(), dir + QStringLiteral("/node_modules"));
    const json config = { { "compilerOptions",
                              { { "strict", true }, { "noEmit", true }, { "skipLibCheck", true },
                                  { "target", "es2020" }, { "module", "commonjs" },
                                  { "moduleResolution", "node" }, { "types", json::array() } } },
        { "include", json::array({ "**/*.ts" }) }, { "exclude", json::array({ "node_modules" }) } };
    writeFile(dir + QStringLiteral("/tsconfig.json"), QByteArray::fromStdString(config.dump(2)));
    QProcess tsc;
    tsc.setProcessChannelMode(QProcess::MergedChannels);
    tsc.start(QStandardPaths::findExecutable(QStringLiteral("node")),
        { testToolsDir() + QStringLiteral("/typescript/bin/tsc"), QStringLiteral("-p"), dir });
    if (!tsc.waitForFinished(300000))
        return {};
    return { tsc.exitCode(), QString::fromUtf8(tsc.readAll()) };
}

} // namespace

class TestTypeScript : public QObject
{
    Q_OBJECT

private slots:
    void everyExampleCompilesWithItsPreview();
    void typesRefuseWrongDocuments();
    void namesAndLiterals();
};

// Each example (and the model that sets every value, and the hostile
// names) in a folder of its own: its types, and its previewed documents
// typed by them. One compiler run for all.
void TestTypeScript::everyExampleCompilesWithItsPreview()
{
    if (!haveNodePackage(QStringLiteral("typescript")))
        DOCMODELER_PEER_MISSING("node or the test tools are not installed (scripts/test installs them)");
    QTemporaryDir dir;
    const std::vector<std::pair<QString, Model>> models = generatorCases();
    for (const auto &[name, model] : models) {
        const QString folder = dir.filePath(name);
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(writeFile(folder + QStringLiteral("/types.ts"),
            QByteArray::fromStdString(exportTypeScript(model))));
        QVERIFY(writeFile(folder + QStringLiteral("/documents.ts"),
            QByteArray::fromStdString(documentsFile(model, 3))));
    }
    const Compiled result = compile(dir.path());
    QVERIFY2(result.exitCode == 0, qPrintable(result.output));
}

// The compiler refuses a document whose field has the wrong type, lacks a
// required field, or holds a value its enum does not list.
void TestTypeScript::typesRefuseWrongDocuments()
{
    if (!haveNodePackage(QStringLiteral("typescript")))
        DOCMODELER_PEER_MISSING("node or the test tools are not installed (scripts/test installs them)");
    Entity orders;
    orders.id = orders.name = "orders";
    Field status = makeField("status", { BsonType::String }, true);
    status.enumValues = { "new", "paid" };
    orders.fields = { makeField("_id", { BsonType::ObjectId }, true),
        makeField("total", { BsonType::Decimal }, true), status,
        makeField("note", { BsonType::String }) };
    Model model;
    model.name = "orders";
    model.entities = { orders };
    const struct {
        const char *name;
        std::function<void(json &)> mutate;
        const char *error;
    } cases[] = {
        { "wrong type", [](json &d) { d["total"] = "12.50"; },
            "error TS2322: Type 'string' is not assignable to type 'Decimal128'" },
        { "missing", [](json &d) { d.erase("total"); }, "Property 'total' is missing" },
        { "enum", [](json &d) { d["status"] = "lost"; },
            "Type '\"lost\"' is not assignable to type '\"new\" | \"paid\"'" },
        { "unknown field", [](json &d) { d["notes"] = "x"; }, "does not exist in type 'Order'" },
    };
    for (const auto &[name, mutate, error] : cases) {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("types.ts")),
            QByteArray::fromStdString(exportTypeScript(model)));
        writeFile(dir.filePath(QStringLiteral("documents.ts")),
            QByteArray::fromStdString(documentsFile(model, 2, mutate)));
        const Compiled result = compile(dir.path());
        QVERIFY2(result.exitCode != 0 && result.output.contains(QLatin1String(error)),
            qPrintable(QLatin1String(name) + QStringLiteral(": ") + result.output));
    }
    // Unchanged, the same documents compile: the refusals are the mutations'.
    QTemporaryDir dir;
    writeFile(dir.filePath(QStringLiteral("types.ts")),
        QByteArray::fromStdString(exportTypeScript(model)));
    writeFile(dir.filePath(QStringLiteral("documents.ts")),
        QByteArray::fromStdString(documentsFile(model, 2)));
    const Compiled result = compile(dir.path());
    QVERIFY2(result.exitCode == 0, qPrintable(result.output));
}

// Type names are identifiers that clash with nothing the file uses; field
// names that are not identifiers are quoted; a comment cannot be closed by
// a name or a description.
void TestTypeScript::namesAndLiterals()
{
    Model model;
    model.name = "names */ here";
    const auto entity = [](const char *name, EntityKind kind) {
        Entity out;
        out.id = out.name = name;
        out.kind = kind;
        if (kind == EntityKind::Collection)
            out.fields.push_back(makeField("_id", { BsonType::ObjectId }, true));
        return out;
    };
    Entity dates = entity("dates", EntityKind::Collection);
    Field when = makeField("when", { BsonType::Date }, true);
    when.description = "ends */ the comment";
    dates.fields.push_back(when);
    dates.fields.push_back(makeField("my field", { BsonType::Long, BsonType::Null }));
    dates.fields.push_back(makeField("tags", { BsonType::String, BsonType::Int }, false, true));
    Field counts = makeField("counts", { BsonType::Int });
    counts.map = true;
    dates.fields.push_back(counts);
    model.entities = { dates, entity("Collections", EntityKind::Embedded),
        entity("2nd-collection", EntityKind::Collection),
        entity("order_items", EntityKind::Collection), entity("address", EntityKind::Embedded) };
    const QString text = QString::fromStdString(exportTypeScript(model));
    QVERIFY2(text.contains(QStringLiteral("export interface Date2 {")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("    when: Date;\n")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("    \"my field\"?: Long | null;\n")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("    tags?: (string | number)[];\n")), qPrintable(text));
    QVERIFY2(
        text.contains(QStringLiteral("    counts?: Record<string, number>;\n")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("export interface Collections2 {")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("export interface T2ndCollection {")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("export interface OrderItem {")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("export interface Address {")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("    \"2nd-collection\": T2ndCollection;\n")),
        qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("import type { Long, ObjectId } from \"mongodb\";")),
        qPrintable(text));
    QVERIFY2(
        !text.contains(QStringLiteral("ends */")) && !text.contains(QStringLiteral("names */")),
        qPrintable(text));
}

QTEST_GUILESS_MAIN(TestTypeScript)
#include "tst_typescript.moc"
