// SPDX-License-Identifier: GPL-3.0-or-later
// The Pydantic export, checked by Debian's pydantic 1.10 with pymongo's bson
// (tests/tools/check-pydantic.py under /usr/bin/python3): every example's
// module loads, and its models parse every previewed document as pymongo
// reads it; a document that breaks a constraint is refused.
#include "exportfixtures.h"
#include "testsupport.h"

#include "export/pydantic.h"
#include "preview/bsonptr.h"
#include "preview/documentgenerator.h"

#include <QFileInfo>
#include <QProcess>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <functional>

using namespace docmodel;
using namespace docmodel::test;
using nlohmann::json;

namespace {

const QString kPython = QStringLiteral("/usr/bin/python3");

bool havePydantic()
{
    if (!QFileInfo::exists(kPython))
        return false;
    QProcess python;
    python.start(kPython,
        { QStringLiteral("-c"),
            QStringLiteral("import bson, pydantic; assert pydantic.VERSION.startswith('1.')") });
    return python.waitForFinished(60000) && python.exitCode() == 0;
}

struct Case {
    std::string module;
    json documents = json::array(); // {collection, document}
};

// The previewed documents as check-pydantic.py takes them.
json documentList(const Model &model, int count, const std::function<void(json &)> &mutate = {})
{
    json out = json::array();
    const json preview = previewDocuments(model, count, mutate);
    for (const auto &[collection, documents] : preview.items())
        for (const json &document : documents)
            out.push_back({ { "collection", collection }, { "document", document.dump() } });
    return out;
}

// check-pydantic.py on the cases: each one's verdict.
json check(const std::vector<Case> &cases)
{
    json input = { { "cases", json::array() } };
    for (const Case &c : cases)
        input["cases"].push_back({ { "module", c.module }, { "documents", c.documents } });
    QProcess python;
    python.start(kPython, { sourcePath(QStringLiteral("tests/tools/check-pydantic.py")) });
    python.write(QByteArray::fromStdString(input.dump()));
    python.closeWriteChannel();
    if (!python.waitForFinished(300000) || python.exitCode() != 0) {
        qWarning("check-pydantic.py: %s", python.readAllStandardError().constData());
        return {};
    }
    return json::parse(python.readAllStandardOutput().toStdString(), nullptr, false);
}

Model ordersModel()
{
    Entity orders;
    orders.id = orders.name = "orders";
    Field status = makeField("status", { BsonType::String }, true);
    status.enumValues = { "new", "paid" };
    Field quantity = makeField("quantity", { BsonType::Int }, true);
    quantity.minimum = 1;
    quantity.maximum = 99;
    Field code = makeField("code", { BsonType::String }, true);
    code.pattern = "[A-Z]{3}";
    code.maxLength = 8;
    Field tags = makeField("tags", { BsonType::String }, true, true);
    tags.minItems = 1;
    orders.fields = { makeField("_id", { BsonType::ObjectId }, true),
        makeField("total", { BsonType::Decimal }, true), status, quantity, code, tags,
        makeField("placed", { BsonType::Date }, true), makeField("note", { BsonType::String }) };
    Model model;
    model.name = "orders";
    model.entities = { orders };
    return model;
}

} // namespace

class TestPydantic : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyExampleParsesItsPreview();
    void modelsRefuseWrongDocuments();
    void namesBecomeAttributesWithAliases();
};

void TestPydantic::initTestCase()
{
    if (!havePydantic())
        DOCMODELER_PEER_MISSING("Debian's python3-pydantic 1.10 and python3-bson are not installed (scripts/test "
                                "installs them)");
}

// Each example (and the model that sets every value, and the hostile
// names): the module loads and parses three documents per collection.
void TestPydantic::everyExampleParsesItsPreview()
{
    const std::vector<std::pair<QString, Model>> models = generatorCases();
    std::vector<Case> cases;
    for (const auto &[name, model] : models)
        cases.push_back({ exportPydantic(model), documentList(model, 3) });
    const json verdicts = check(cases);
    QCOMPARE(verdicts.size(), models.size());
    for (size_t i = 0; i < models.size(); ++i) {
        const json &verdict = verdicts[i];
        QVERIFY2(verdict.value("loaded", false),
            qPrintable(models[i].first + QStringLiteral(": ")
                + QString::fromStdString(verdict.value("error", ""))));
        QCOMPARE(verdict["results"].size(), cases[i].documents.size());
        for (size_t d = 0; d < verdict["results"].size(); ++d)
            QVERIFY2(verdict["results"][d]["valid"].get<bool>(),
                qPrintable(models[i].first + QStringLiteral(" ")
                    + QString::fromStdString(cases[i].documents[d].dump()) + QStringLiteral(": ")
                    + QString::fromStdString(verdict["results"][d]["error"].get<std::string>())));
    }
}

// A document with a wrong type, a missing required field, a value outside
// its enum, its bounds, its pattern or its length, or too few items is
// refused; the same documents unchanged are accepted, an ObjectId given as
// its hex digits too.
void TestPydantic::modelsRefuseWrongDocuments()
{
    const Model model = ordersModel();
    const struct {
        const char *name;
        std::function<void(json &)> mutate;
        bool valid;
        const char *error; // in the refusal
    } mutations[] = {
        { "unchanged", [](json &) {}, true, "" },
        { "hex ObjectId", [](json &d) { d["_id"] = d["_id"]["$oid"]; }, true, "" },
        { "wrong type", [](json &d) { d["total"] = "12.50"; }, false, "total" },
        { "string for an int", [](json &d) { d["quantity"] = "5"; }, false, "quantity" },
        { "missing", [](json &d) { d.erase("placed"); }, false, "placed" },
        { "enum", [](json &d) { d["status"] = "lost"; }, false, "status" },
        { "minimum",
            [](json &d) {
                d["quantity"] = { { "$numberInt", "0" } };
            },
            false, "greater than or equal to 1" },
        { "maximum",
            [](json &d) {
                d["quantity"] = { { "$numberInt", "100" } };
            },
            false, "less than or equal to 99" },
        { "pattern", [](json &d) { d["code"] = "x-abc"; }, false, "string does not match regex" },
        { "pattern found inside", [](json &d) { d["code"] = "x-ABC"; }, true, "" },
        { "max length", [](json &d) { d["code"] = "ABCDEFGHI"; }, false, "at most 8 characters" },
        { "min items", [](json &d) { d["tags"] = json::array(); }, false, "at least 1 items" },
        { "null for optional", [](json &d) { d["note"] = nullptr; }, true, "" },
        { "bad ObjectId", [](json &d) { d["_id"] = "not an id"; }, false,
            "an ObjectId or its 24 hex digits" },
    };
    std::vector<Case> cases;
    for (const auto &mutation : mutations)
        cases.push_back({ exportPydantic(model), documentList(model, 1, mutation.mutate) });
    const json verdicts = check(cases);
    QCOMPARE(verdicts.size(), std::size(mutations));
    for (size_t i = 0; i < verdicts.size(); ++i) {
        const json &verdict = verdicts[i];
        QVERIFY2(verdict.value("loaded", false), verdict.dump().c_str());
        const json &result = verdict["results"][0];
        const QString error = QString::fromStdString(result["error"].get<std::string>());
        QVERIFY2(result["valid"].get<bool>() == mutations[i].valid,
            qPrintable(QLatin1String(mutations[i].name) + QStringLiteral(": ") + error
                + QString::fromStdString(cases[i].documents.dump())));
        QVERIFY2(error.contains(QLatin1String(mutations[i].error)),
            qPrintable(QLatin1String(mutations[i].name) + QStringLiteral(": ") + error));
    }
}

// _id, keywords, spaces and BaseModel's own names become attributes with
// the document's name as their alias; class names clash with nothing the
// module imports; a docstring cannot be closed by a name.
void TestPydantic::namesBecomeAttributesWithAliases()
{
    Model model;
    model.name = "names \"\"\" here";
    Entity things;
    things.id = things.name = "things\"\"\"";
    things.fields = { makeField("_id", { BsonType::ObjectId }, true),
        makeField("class", { BsonType::String }, true), makeField("my field", { BsonType::Int }),
        makeField("json", { BsonType::Bool }), makeField("datetime", { BsonType::Date }),
        makeField("9lives", { BsonType::Long }), makeField("my_field", { BsonType::Double }) };
    Entity dict;
    dict.id = dict.name = "Document";
    dict.kind = EntityKind::Embedded;
    model.entities = { things, dict };
    const QString text = QString::fromStdString(exportPydantic(model));
    for (const char *line : { "    id: ObjectIdField = Field(..., alias=\"_id\")\n",
             "    class_: StrictStr = Field(..., alias=\"class\")\n",
             "    my_field: Optional[StrictInt] = Field(None, alias=\"my field\")\n",
             "    json_: Optional[StrictBool] = Field(None, alias=\"json\")\n",
             "    datetime_: Optional[datetime] = Field(None, alias=\"datetime\")\n",
             "    f9lives: Optional[StrictInt] = Field(None, alias=\"9lives\")\n",
             "    my_field_2: Optional[StrictFloat] = Field(None, alias=\"my_field\")\n",
             "class Document2(Document):\n", "    \"things\\\"\\\"\\\"\": Things,\n" })
        QVERIFY2(text.contains(QLatin1String(line)), qPrintable(QLatin1String(line) + text));
    json document = json::parse(canonicalJson(
        DocumentGenerator(model, PreviewOptions()).document(model.entities.front(), 0).get()));
    const json verdicts = check({ { text.toStdString(),
        json::array({ { { "collection", things.name }, { "document", document.dump() } } }) } });
    QVERIFY2(verdicts.size() == 1 && verdicts[0].value("loaded", false), verdicts.dump().c_str());
    QVERIFY2(verdicts[0]["results"][0]["valid"].get<bool>(), verdicts.dump().c_str());
}

QTEST_GUILESS_MAIN(TestPydantic)
#include "tst_pydantic.moc"
