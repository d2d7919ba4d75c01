// SPDX-License-Identifier: GPL-3.0-or-later
// The preview's references and copies: a child's reference is a generated
// parent's key, copies equal their source, a many-to-many child holds several
// parents, and every previewed document passes the model's own validator.
#include "exportfixtures.h"
#include "testsupport.h"

#include "check/datacheck.h"
#include "preview/collectionpreview.h"
#include "shape/documentshape.h"

#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

// The collections whose previewed documents the model's own validator
// refuses (or cannot be made for), by name; empty when all pass.
QString failingPreviews(const Model &model, const PreviewOptions &options)
{
    QStringList failing;
    for (const Entity &entity : model.entities) {
        std::string error;
        const auto schema = check::collectionSchema(model, entity, &error);
        const CollectionPreview preview = previewCollection(model, entity, options);
        if (!schema || check::checkDocuments(*schema, entity.name, preview.documents, 2).failing > 0)
            failing << QString::fromStdString(entity.name + (schema ? "" : ": " + error));
    }
    return failing.join(QStringLiteral(", "));
}

} // namespace

class TestPreviewReferences : public QObject
{
    Q_OBJECT

private slots:
    // A comment's post id is the _id of a generated post; copies equal their source.
    void referencesResolveAndCopiesMatch()
    {
        const Model model = loadExample(QStringLiteral("hosts-logs"));
        PreviewOptions options;
        const CollectionPreview hosts
            = previewCollection(model, *model.findEntityByName("hosts"), options);
        const CollectionPreview logs
            = previewCollection(model, *model.findEntityByName("logmsg"), options);
        const bson_t *host = hosts.documents[0].get();
        for (const BsonPtr &log : logs.documents) {
            QCOMPARE(valueJson(log.get(), "host"), valueJson(host, "_id"));
            QCOMPARE(valueJson(log.get(), "ipaddr"), valueJson(host, "ipaddr"));
            QCOMPARE(valueJson(log.get(), "host_name"), valueJson(host, "name"));
        }
        // Into the parent: each part's name is copied beside its id.
        const Model parts = loadExample(QStringLiteral("products-parts"));
        const CollectionPreview products
            = previewCollection(parts, *parts.findEntityByName("products"), options);
        const CollectionPreview partDocs
            = previewCollection(parts, *parts.findEntityByName("parts"), options);
        const std::string product = canonicalJson(products.documents[0].get());
        const std::string firstPartName = valueJson(partDocs.documents[0].get(), "name");
        bson_iter_t id;
        QVERIFY(bson_iter_init_find(&id, partDocs.documents[0].get(), "_id"));
        char hex[25];
        bson_oid_to_string(bson_iter_oid(&id), hex);
        QVERIFY(
            product.find(firstPartName.substr(8, firstPartName.size() - 9)) != std::string::npos);
        QVERIFY(product.find(hex) != std::string::npos);
        QCOMPARE(valueJson(partDocs.documents[0].get(), "product_id"),
            valueJson(products.documents[0].get(), "_id"));
    }

    // A copy of a field a relationship writes (the organisation a user
    // belongs to, copied into each of the user's tasks) has that field's type
    // and value: the validator types it, the preview repeats the reference,
    // and every previewed document passes the model's own validator.
    void copiesOfReferencesAreTyped()
    {
        Model model;
        model.name = "saas";
        auto collection = [](const std::string &name) {
            Entity entity;
            entity.id = entity.name = name;
            entity.fields = { makeField("_id", { BsonType::ObjectId }, true),
                makeField("name", { BsonType::String }, true) };
            return entity;
        };
        model.entities = { collection("orgs"), collection("users"), collection("tasks") };
        auto reference = [](const std::string &one, const std::string &many, const std::string &field) {
            Relationship rel;
            rel.id = one + "-" + many;
            rel.oneId = one;
            rel.manyId = many;
            rel.cardinality = Cardinality::OneToMany;
            rel.counts = defaultCounts(rel.cardinality);
            rel.counts.typical = 3;
            rel.strategy = Strategy::ParentReferencing;
            rel.manyField = field;
            return rel;
        };
        Relationship assignee = reference("users", "tasks", "assigneeId");
        assignee.strategy = Strategy::ExtendedReference;
        assignee.denormalized = { { "orgId", CopyDirection::IntoMany, {} },
            { "name", CopyDirection::IntoMany, "assigneeName" } };
        model.relationships = { reference("orgs", "users", "orgId"), assignee };
        const Entity &tasks = model.entities[2];

        const std::vector<Field> fields = documentFields(model, tasks);
        const auto orgId = std::ranges::find(fields, std::string("orgId"), &Field::name);
        QVERIFY(orgId != fields.end());
        QCOMPARE(orgId->types, std::vector<BsonType> { BsonType::ObjectId });
        QVERIFY(!orgId->required);

        PreviewOptions options;
        options.count = 9;
        const CollectionPreview users = previewCollection(model, model.entities[1], options);
        const CollectionPreview taskDocs = previewCollection(model, tasks, options);
        for (int i = 0; i < 9; ++i) {
            const bson_t *task = taskDocs.documents[size_t(i)].get();
            const bson_t *user = users.documents[size_t(i / 3)].get();
            QCOMPARE(valueJson(task, "assigneeId"), valueJson(user, "_id"));
            QCOMPARE(valueJson(task, "orgId"), valueJson(user, "orgId"));
            QVERIFY2(valueJson(task, "orgId").find("$oid") != std::string::npos, valueJson(task, "orgId").c_str());
            QCOMPARE(valueJson(task, "assigneeName"), valueJson(user, "name"));
        }
        QVERIFY2(failingPreviews(model, options).isEmpty(), qPrintable(failingPreviews(model, options)));
    }

    // Many-to-many by parent reference: each student holds the keys of
    // several courses, never one; copies beside them and a reference object
    // are arrays too; the preview writes two parents and passes the validator.
    void manyToManyReferencesAreArrays()
    {
        for (const bool object : { false, true }) {
            Model model;
            model.name = "school";
            for (const std::string name : { "courses", "students" }) {
                Entity entity;
                entity.id = entity.name = name;
                entity.fields = { makeField("_id", { BsonType::ObjectId }, true),
                    makeField("title", { BsonType::String }, true) };
                model.entities.push_back(entity);
            }
            Relationship rel;
            rel.id = "courses-students";
            rel.oneId = "courses";
            rel.manyId = "students";
            rel.cardinality = Cardinality::ManyToMany;
            rel.counts = defaultCounts(rel.cardinality);
            rel.counts.typical = 3;
            rel.strategy = Strategy::ExtendedReference;
            rel.manyField = object ? "course._id" : "courseIds";
            rel.referenceObject = object ? "course" : "";
            rel.denormalized = { { "title", CopyDirection::IntoMany, "courseTitle" } };
            model.relationships = { rel };

            const std::vector<Field> fields = documentFields(model, model.entities[1]);
            const std::string holder = object ? "course" : "courseIds";
            const auto reference = std::ranges::find(fields, holder, &Field::name);
            QVERIFY(reference != fields.end());
            QVERIFY2(reference->array, holder.c_str());
            if (!object) {
                const auto copy = std::ranges::find(fields, std::string("courseTitle"), &Field::name);
                QVERIFY(copy != fields.end() && copy->array);
            }
            PreviewOptions options;
            options.count = 6;
            const CollectionPreview courses = previewCollection(model, model.entities[0], options);
            const CollectionPreview students = previewCollection(model, model.entities[1], options);
            const std::string first = valueJson(students.documents[0].get(), object ? "course.0._id" : "courseIds.0");
            const std::string second = valueJson(students.documents[0].get(), object ? "course.1._id" : "courseIds.1");
            QCOMPARE(first, valueJson(courses.documents[0].get(), "_id"));
            QCOMPARE(second, valueJson(courses.documents[1].get(), "_id"));
            QVERIFY2(failingPreviews(model, options).isEmpty(), qPrintable(failingPreviews(model, options)));
        }
    }
};

QTEST_GUILESS_MAIN(TestPreviewReferences)
#include "tst_previewreferences.moc"
