// SPDX-License-Identifier: GPL-3.0-or-later
#include "testserver.h"
#include "testsupport.h"

#include "io/modelreader.h"
#include "preview/shellformat.h"
#include "preview/treepreview.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <set>

using namespace docmodel;
using namespace docmodel::test;

namespace {

// A mongosh script that loads one encoding into its own database, asks every
// question, moves a subtree, asks again, and prints one JSON line.
QString scriptFor(const EncodingPreview &encoding, const EncodingPreview &afterMoveQueries, int number)
{
    // A block of its own, so each encoding's constants do not clash.
    std::string s = "{\ndb = db.getSiblingDB(\"tree_" + std::to_string(number) + "\");\n";
    s += "db.getCollection(\"categories\").insertMany([";
    for (size_t i = 0; i < encoding.documents.size(); ++i)
        s += (i ? ",\n" : "\n") + shellSyntax(encoding.documents[i].get());
    s += "]);\n";
    for (const std::string &index : encoding.indexes)
        s += index + ";\n";
    s += "const before = {};\n";
    for (const TreeQuery &query : encoding.queries)
        if (query.key != "move-subtree")
            s += "before[" + quoted(query.key) + "] = (" + query.code + ");\n";
    for (const TreeQuery &query : encoding.queries)
        if (query.key == "move-subtree")
            s += query.code + ";\n";
    s += "const after = {};\n";
    for (const TreeQuery &query : afterMoveQueries.queries)
        if (query.key != "move-subtree")
            s += "after[" + quoted(query.key) + "] = (" + query.code + ");\n";
    s += "print(EJSON.stringify({ name: " + quoted(encoding.name) + ", before: before, after: after }, { relaxed: false }));\n}\n";
    return QString::fromStdString(s);
}

std::set<std::string> asSet(const nlohmann::json &ids)
{
    std::set<std::string> out;
    for (const auto &id : ids)
        out.insert(id.dump());
    return out;
}

} // namespace

class TestTreeQueries : public QObject
{
    Q_OBJECT

private slots:
    void everyEncodingAnswersAlike()
    {
        if (mongoshPath().isEmpty())
            QFAIL("mongosh is not installed in tests/tools; scripts/test installs it");
        TestServer server;
        QString error;
        QVERIFY2(server.start(&error), qPrintable(error));

        const LoadResult loaded =
            loadModelFile(sourcePath(QStringLiteral("resources/examples/category-tree-parent-refs.dmodel")));
        QVERIFY(loaded.ok());
        const Entity &entity = *loaded.model->findEntityByName("categories");
        const auto encodings = previewTreeEncodings(*loaded.model, entity);
        const auto newParentQueries = previewTreeEncodings(*loaded.model, entity, 1, kTreeNewParent);
        QCOMPARE(encodings.size(), size_t(6));

        QString script;
        for (size_t i = 0; i < encodings.size(); ++i)
            script += scriptFor(encodings[i], newParentQueries[i], int(i));
        const ShellRun run = runMongosh(server.uri(), script);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));

        std::map<std::string, nlohmann::json> results;
        for (const QString &line : run.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            const nlohmann::json result = nlohmann::json::parse(line.toStdString(), nullptr, false);
            if (result.is_object() && result.contains("name"))
                results[result["name"].get<std::string>()] = result;
        }
        QCOMPARE(results.size(), size_t(6));

        // The known answers for the sample tree, then every encoding agrees.
        const nlohmann::json &reference = results["parent-refs"];
        auto names = [](std::initializer_list<const char *> list) {
            std::set<std::string> out;
            for (const char *name : list)
                out.insert(nlohmann::json(name).dump());
            return out;
        };
        QVERIFY(asSet(reference["before"]["children"]) == names({"Languages", "Databases"}));
        QVERIFY(asSet(reference["before"]["descendants"]) == names({"Languages", "Databases", "MongoDB", "dbm"}));
        QVERIFY(asSet(reference["before"]["ancestors"]) == names({"Books"}));
        QVERIFY(asSet(reference["before"]["display-order"])
                == names({"Books", "Programming", "Languages", "Databases", "MongoDB", "dbm"}));
        // After moving Databases under Languages.
        QVERIFY(asSet(reference["after"]["children"]) == names({"Databases"}));
        QVERIFY(asSet(reference["after"]["descendants"]) == names({"Databases", "MongoDB", "dbm"}));
        QVERIFY(asSet(reference["after"]["ancestors"]) == names({"Books", "Programming"}));

        for (const auto &[name, result] : results) {
            for (const char *phase : {"before", "after"}) {
                for (const char *key : {"children", "descendants", "ancestors", "display-order"}) {
                    QVERIFY2(asSet(result[phase][key]) == asSet(reference[phase][key]),
                             qPrintable(QStringLiteral("%1 %2 %3: %4").arg(QString::fromStdString(name),
                                                                         QLatin1String(phase), QLatin1String(key),
                                                                         QString::fromStdString(result[phase][key].dump()))));
                }
            }
            // Ancestors come root first.
            QCOMPARE(result["after"]["ancestors"].dump(), reference["after"]["ancestors"].dump());
        }
        // Nested sets and threaded paths give depth-first display order.
        for (const char *ordered : {"nested-sets", "parent-refs"}) {
            const auto &order = results[ordered]["before"]["display-order"];
            QCOMPARE(order.dump(), std::string("[\"Books\",\"Programming\",\"Languages\",\"Databases\",\"MongoDB\",\"dbm\"]"));
        }
    }
};

QTEST_GUILESS_MAIN(TestTreeQueries)
#include "tst_treequeries.moc"
