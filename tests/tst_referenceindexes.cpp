// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 12, item 13: a relationship declares the index its strategy needs
// (the parent reference, the child-id array, a tree's fields); every script,
// apply and the diff create it, a declared index with those keys is not
// repeated, and turning it off is undoable and makes the advisor warn.
#include "exportfixtures.h"
#include "testsupport.h"

#include "advisor/advisor.h"
#include "canvas/diagramscene.h"
#include "diff/databasestate.h"
#include "document/modeldocument.h"
#include "export/mongoshscript.h"
#include "export/scriptparts.h"
#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "panels/inspector.h"
#include "panels/relationshipinspector.h"
#include "preview/treepreview.h"
#include "schema/referenceindexes.h"
#include "window/mainwindow.h"

#include <QCheckBox>
#include <QLabel>
#include <QStandardPaths>
#include <QUndoStack>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

// authors -> books, parent-referencing: each book holds author_id.
Model authorsAndBooks()
{
    Model model;
    model.name = "library";
    for (const char *name : { "authors", "books" }) {
        Entity entity;
        entity.id = name;
        entity.name = name;
        entity.fields = { makeField("_id", { BsonType::ObjectId }, true),
            makeField("name", { BsonType::String }, true) };
        model.entities.push_back(entity);
    }
    Relationship rel;
    rel.id = "author-books";
    rel.oneId = "authors";
    rel.manyId = "books";
    model.relationships = { rel };
    model.layout["authors"] = Position { 0, 0 };
    model.layout["books"] = Position { 500, 0 };
    return model;
}

size_t count(const std::string &text, const std::string &part)
{
    size_t n = 0;
    for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1))
        ++n;
    return n;
}

std::string createIndexCall(const std::string &collection, const std::string &keys)
{
    return "docmodelerCreateIndex(database, \"" + collection + "\", {\n  \"key\": {\n    " + keys;
}

std::vector<Diagnostic> unindexedReferences(const Model &model)
{
    std::vector<Diagnostic> out;
    for (const Diagnostic &d : runAdvisor(model).diagnostics)
        if (d.rule == RuleId::UnindexedReference)
            out.push_back(d);
    return out;
}

std::vector<std::string> stateIndexNames(const Model &model, const std::string &collection)
{
    std::vector<std::string> names;
    const DatabaseState state = modelState(model);
    if (const CollectionState *c = state.find(collection))
        for (const JsonValue &index : c->indexes)
            names.push_back(index.at("name").get<std::string>());
    return names;
}

bool contains(const std::vector<std::string> &names, const std::string &name)
{
    return std::find(names.begin(), names.end(), name) != names.end();
}

} // namespace

class TestReferenceIndexes : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void parentReferenceIsIndexed()
    {
        Model model = authorsAndBooks();
        const std::string script = exportMongoshScript(model);
        QVERIFY2(count(script, createIndexCall("books", "\"author_id\": 1")) == 1, script.c_str());
        QVERIFY(count(exportLegacyScript(model),
                    "docmodelerEnsureIndex(database, \"books\", {\n  \"author_id\": 1\n}")
            == 1);
        QVERIFY(contains(stateIndexNames(model, "books"), "author_id_1")); // apply and diff
        QVERIFY(unindexedReferences(model).empty());

        // Turned off: no index, and the advisor warns about the relationship.
        model.relationships[0].indexReference = false;
        QVERIFY(exportMongoshScript(model).find("docmodelerCreateIndex") == std::string::npos);
        QVERIFY(!contains(stateIndexNames(model, "books"), "author_id_1"));
        const auto warned = unindexedReferences(model);
        QCOMPARE(warned.size(), size_t(1));
        QCOMPARE(warned[0].objectId, std::string("author-books"));
        QVERIFY(warned[0].message.contains(QStringLiteral("{author_id: 1}")));
        QCOMPARE(warned[0].recommendation.kind, Recommendation::Kind::AddIndex);

        // A declared index with those keys silences it (and is the only one made).
        Index declared;
        declared.id = "ix-books-author";
        declared.collectionId = "books";
        declared.keys = { { "author_id", IndexKeyKind::Asc } };
        model.indexes.push_back(declared);
        QVERIFY(unindexedReferences(model).empty());
        model.relationships[0].indexReference = true;
        QCOMPARE(count(exportMongoshScript(model), createIndexCall("books", "\"author_id\": 1")),
            size_t(1));
    }

    // The declared index is never repeated: same keys, or a longer one starting with them.
    void declaredIndexesAreNotRepeated()
    {
        const std::pair<const char *, const char *> examples[] = {
            { "publishers-books", "publisher_id_1" }, // the same keys
            { "blog", "post_id_1" }, // {post_id: 1, date: -1} serves it
            { "hosts-logs", "host_1" }, // {host: 1, time: -1}
            { "gridfs", "files_id_1" }, // {files_id: 1, n: 1}, unique
            { "products-categories", "category_ids_1" }, // child ids in the parent
            { "tasks-people", "owner_1" }, // two-way: both sides declared
        };
        for (const auto &[example, name] : examples) {
            const Model model = loadExample(QString::fromLatin1(example));
            QVERIFY(!model.entities.empty());
            const std::string script = exportMongoshScript(model);
            // At most the declared one (same keys, same default name).
            QVERIFY2(count(script, std::string("\"name\": \"") + name + "\"") <= 1, example);
            // The same indexes as with every reference index turned off.
            Model off = model;
            for (Relationship &rel : off.relationships)
                rel.indexReference = false;
            QCOMPARE(script, exportMongoshScript(off));
        }
    }

    // Without the declared indexes the examples still index their references.
    void examplesIndexTheirReferences_data()
    {
        QTest::addColumn<QString>("example");
        QTest::addColumn<QString>("collection");
        QTest::addColumn<QStringList>("keys");
        QTest::newRow("publishers-books") << "publishers-books"
                                          << "books" << QStringList { "\"publisher_id\": 1" };
        QTest::newRow("blog") << "blog"
                              << "comments" << QStringList { "\"post_id\": 1" };
        QTest::newRow("products-categories") << "products-categories"
                                             << "products" << QStringList { "\"category_ids\": 1" };
        QTest::newRow("tasks-people two-way, child side")
            << "tasks-people"
            << "tasks" << QStringList { "\"owner\": 1" };
        QTest::newRow("tasks-people two-way, parent side")
            << "tasks-people"
            << "people" << QStringList { "\"tasks\": 1" };
        QTest::newRow("products-parts extended reference")
            << "products-parts"
            << "parts" << QStringList { "\"product_id\": 1" };
        QTest::newRow("parent-refs") << "category-tree-parent-refs"
                                     << "categories" << QStringList { "\"parent\": 1" };
        QTest::newRow("child-refs") << "category-tree-child-refs"
                                    << "categories" << QStringList { "\"children\": 1" };
        QTest::newRow("ancestors")
            << "category-tree-ancestors"
            << "categories" << QStringList { "\"ancestors\": 1", "\"parent\": 1" };
        QTest::newRow("materialized-path") << "category-tree-materialized-path"
                                           << "categories" << QStringList { "\"path\": 1" };
        QTest::newRow("nested-sets")
            << "category-tree-nested-sets"
            << "categories" << QStringList { "\"left\": 1,\n    \"right\": 1", "\"parent\": 1" };
        QTest::newRow("forum-threads")
            << "forum-threads"
            << "comments" << QStringList { "\"thread_id\": 1", "\"path\": 1" };
    }

    void examplesIndexTheirReferences()
    {
        QFETCH(QString, example);
        QFETCH(QString, collection);
        QFETCH(QStringList, keys);
        Model model = loadExample(example);
        QVERIFY(!model.entities.empty());
        model.indexes.clear();
        const std::string script = exportMongoshScript(model);
        for (const QString &key : keys)
            QVERIFY2(
                count(script, createIndexCall(collection.toStdString(), key.toStdString())) == 1,
                qPrintable(key + QStringLiteral("\n") + QString::fromStdString(script)));
        QVERIFY(unindexedReferences(model).empty());

        // Unchecked: none of them, and a warning for each.
        for (Relationship &rel : model.relationships)
            rel.indexReference = false;
        QVERIFY(exportMongoshScript(model).find("docmodelerCreateIndex") == std::string::npos);
        QVERIFY(modelState(model).find(collection.toStdString())->indexes.empty());
        QVERIFY(unindexedReferences(model).size() >= size_t(keys.size()));
    }

    // The examples load with the index on (no key in the file), and the
    // apply plan's wanted state has what the Tree tab names.
    void treeIndexesMatchTheTreeTab()
    {
        for (const char *encoding :
            { "parent-refs", "child-refs", "ancestors", "materialized-path", "nested-sets" }) {
            const Model model
                = loadExample(QStringLiteral("category-tree-%1").arg(QLatin1String(encoding)));
            QVERIFY(!model.relationships.empty());
            const Relationship &tree = model.relationships.front();
            QVERIFY(tree.indexReference);
            QStringList ours;
            for (const Index &index : referenceIndexes(model, tree))
                ours << QString::fromStdString(indexKeysText(index.keys));
            QStringList tab;
            for (const EncodingPreview &preview :
                previewTreeEncodings(model, model.entities.front()))
                if (preview.name == encoding)
                    for (const std::string &call : preview.indexes) {
                        const auto open = call.find("createIndex(") + 12;
                        tab << QString::fromStdString(call.substr(open, call.rfind(')') - open))
                                   .remove(QLatin1Char(' '));
                    }
            for (QString &keys : ours)
                keys.remove(QLatin1Char(' '));
            QCOMPARE(ours, tab);
        }
    }

    void embeddingNeedsNoIndex()
    {
        const Model model = loadExample(QStringLiteral("howto"));
        QVERIFY(referenceIndexes(model, model.relationships.front()).empty());
    }

    void fileKeepsTheSwitchOnlyWhenOff()
    {
        Model model = authorsAndBooks();
        QVERIFY(serializeModel(model).find("indexReference") == std::string::npos);
        model.relationships[0].indexReference = false;
        const std::string bytes = serializeModel(model);
        QVERIFY(bytes.find("\"indexReference\": false") != std::string::npos);
        const LoadResult loaded = parseModel(bytes, QStringLiteral("off"));
        QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
        QCOMPARE(*loaded.model, model);
        QVERIFY(!loaded.model->relationships[0].indexReference);
    }

    // The inspector shows the box, checked, with the keys; unchecking is one undoable edit.
    void inspectorTogglesTheIndexUndoably()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.document()->reset(authorsAndBooks(), {});
        w.scene()->selectOnly({ QStringLiteral("author-books") });
        auto *page = w.inspector()->relationshipPage();
        QVERIFY(page->isVisible());
        auto *box = page->findChild<QCheckBox *>(QStringLiteral("indexReference"));
        auto *keys = page->findChild<QLabel *>(QStringLiteral("indexReferenceKeys"));
        QVERIFY(box && keys);
        QVERIFY(box->isVisible());
        QVERIFY(box->isChecked());
        QCOMPARE(keys->text(), QStringLiteral("books {author_id: 1}"));

        box->click();
        QVERIFY(!w.document()->model().relationships[0].indexReference);
        QVERIFY(!runAdvisor(w.document()->model()).diagnostics.empty());
        w.document()->undoStack()->undo();
        QVERIFY(w.document()->model().relationships[0].indexReference);
        QVERIFY(box->isChecked());
        w.document()->undoStack()->redo();
        QVERIFY(!box->isChecked());
    }
};

QTEST_MAIN(TestReferenceIndexes)
#include "tst_referenceindexes.moc"
