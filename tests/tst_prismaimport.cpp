// SPDX-License-Identifier: GPL-3.0-or-later
// The Prisma import: a schema written by hand (Prisma's own MongoDB
// examples) becomes collections, embedded types, references by their
// strategy, enums and indexes; DocModeler's export read back gives the same
// schema again; bad schemas are refused at their line and column.
#include "exportfixtures.h"
#include "testsupport.h"

#include "shape/documentshape.h"
#include "export/prisma.h"
#include "import/prismaimport.h"
#include "io/modelreader.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

using namespace docmodel;
using namespace docmodel::test;

namespace {

Model imported(const std::string &text)
{
    const LoadResult result = parsePrismaSchema(text, QStringLiteral("schema.prisma"), "schema");
    if (!result.ok())
        qWarning("%s", qPrintable(result.error.toString()));
    return result.ok() ? *result.model : Model();
}

const Entity *entityNamed(const Model &model, const std::string &name)
{
    const auto found = std::ranges::find(model.entities, name, &Entity::name);
    return found == model.entities.end() ? nullptr : &*found;
}

const Relationship *relationshipBetween(
    const Model &model, const std::string &one, const std::string &many)
{
    const Entity *oneEntity = entityNamed(model, one);
    const Entity *manyEntity = entityNamed(model, many);
    for (const Relationship &rel : model.relationships)
        if (oneEntity && manyEntity && rel.oneId == oneEntity->id && rel.manyId == manyEntity->id)
            return &rel;
    return nullptr;
}

// The export's lines in their order, spaces evened out. Without what the
// import cannot bring back, named only in a comment: the indexes Prisma has
// no syntax for, the fields it cannot name, and the note on a list of
// documents that hold keys.
QStringList comparableLines(const std::string &schema)
{
    QStringList out;
    static const QRegularExpression spaces(QStringLiteral(" +"));
    static const QRegularExpression documentKeys(
        QStringLiteral("^(\\s*\\w+\\s+[A-Z]\\w*\\[\\])\\s*// keys of .*$"));
    static const QRegularExpression scalar(
        QStringLiteral("^\\s*\\w+\\s+(String|Int|BigInt|Float|Boolean|DateTime|Bytes|Json)\\["));
    for (QString line : QString::fromStdString(schema).split(QLatin1Char('\n'))) {
        if (line.contains(QLatin1String("have no Prisma syntax; the mongosh export creates it"))
            || line.contains(QLatin1String("Prisma cannot map a field name with a dot")))
            continue;
        if (!scalar.match(line).hasMatch())
            line.replace(documentKeys, QStringLiteral("\\1"));
        out += line.replace(spaces, QStringLiteral(" ")).trimmed();
    }
    return out;
}

// Prisma's own example of a MongoDB schema, as its documentation writes it.
const char *const kBlogSchema = R"(datasource db {
  provider = "mongodb"
  url      = env("DATABASE_URL")
}

generator client {
  provider = "prisma-client-js"
}

/// People who write
model User {
  id      String   @id @default(auto()) @map("_id") @db.ObjectId
  email   String   @unique
  name    String?
  role    Role     @default(USER)
  address Address?
  posts   Post[]
}

model Post {
  id          String     @id @default(auto()) @map("_id") @db.ObjectId
  createdAt   DateTime   @default(now())
  title       String
  published   Boolean    @default(false)
  views       Int        @default(0) @db.Int
  author      User       @relation(fields: [authorId], references: [id])
  authorId    String     @db.ObjectId
  categoryIDs String[]   @db.ObjectId
  categories  Category[] @relation(fields: [categoryIDs], references: [id])
  photos      Photo[]

  @@index([authorId, createdAt(sort: Desc)], map: "by_author")
  @@map("posts")
}

model Category {
  id      String   @id @default(auto()) @map("_id") @db.ObjectId
  name    String
  postIDs String[] @db.ObjectId
  posts   Post[]   @relation(fields: [postIDs], references: [id])
}

type Address {
  street String
  city   String
  zip    String
}

type Photo {
  height Int    @default(200)
  width  Int    @default(100)
  url    String
}

enum Role {
  USER
  ADMIN
  READ_ONLY @map("read-only")
}
)";

} // namespace

class TestPrismaImport : public QObject
{
    Q_OBJECT

private slots:
    void handWrittenSchema();
    void exportReadBackGivesTheSameSchema();
    void onlineShopKeepsItsStructure();
    void badSchemasAreRefusedWhereTheyGoWrong_data();
    void badSchemasAreRefusedWhereTheyGoWrong();
    void notUtf8IsRefusedWhereItStops();
    void cliImportsAndRefuses();
};

// Models are collections (@@map names them), composite types embedded
// types, a scalar key a parent reference, lists of keys on both sides a
// two-way reference, enums string fields with their stored values.
void TestPrismaImport::handWrittenSchema()
{
    const Model model = imported(kBlogSchema);
    QCOMPARE(model.entities.size(), size_t(5));
    const Entity *user = entityNamed(model, "User");
    const Entity *posts = entityNamed(model, "posts");
    QVERIFY(user && posts && entityNamed(model, "Category"));
    QVERIFY(user->isCollection() && posts->isCollection());
    QCOMPARE(user->description, std::string("People who write"));
    QVERIFY(!entityNamed(model, "Address")->isCollection());
    QVERIFY(!entityNamed(model, "Photo")->isCollection());

    const std::vector<Field> userFields = documentFields(model, *user);
    const auto field = [](const std::vector<Field> &fields, const std::string &name) {
        const auto found = std::ranges::find(fields, name, &Field::name);
        return found == fields.end() ? Field() : *found;
    };
    QCOMPARE(field(userFields, "_id").types, std::vector<BsonType>({ BsonType::ObjectId }));
    QVERIFY(field(userFields, "email").required);
    QVERIFY(!field(userFields, "name").required);
    QCOMPARE(field(userFields, "role").enumValues,
        std::vector<JsonValue>({ "USER", "ADMIN", "read-only" }));
    QCOMPARE(field(userFields, "role").defaultValue, std::optional<JsonValue>("USER"));

    const Relationship *author = relationshipBetween(model, "User", "posts");
    QVERIFY(author);
    QCOMPARE(author->strategy, Strategy::ParentReferencing);
    QCOMPARE(author->manyField, std::string("authorId"));
    QCOMPARE(author->oneKey, std::string("_id"));
    QCOMPARE(author->cardinality, Cardinality::OneToMany);
    const Relationship *categories = relationshipBetween(model, "posts", "Category");
    QVERIFY(categories);
    QCOMPARE(categories->strategy, Strategy::TwoWay);
    QCOMPARE(categories->cardinality, Cardinality::ManyToMany);
    QCOMPARE(categories->oneField, std::string("categoryIDs"));
    QCOMPARE(categories->manyField, std::string("postIDs"));
    QVERIFY(!relationshipBetween(model, "Category", "posts")); // one relationship for the pair
    const Relationship *photos = relationshipBetween(model, "posts", "Photo");
    QVERIFY(photos && photos->strategy == Strategy::Embed);
    QCOMPARE(photos->cardinality, Cardinality::OneToMany);
    const Relationship *address = relationshipBetween(model, "User", "Address");
    QVERIFY(address && address->strategy == Strategy::Embed);
    QCOMPARE(address->cardinality, Cardinality::OneToOne);

    // The reference fields are the relationships' to write, once.
    const std::vector<Field> postFields = documentFields(model, *posts);
    QCOMPARE(std::ranges::count(postFields, std::string("authorId"), &Field::name), 1);
    QCOMPARE(field(postFields, "authorId").types, std::vector<BsonType>({ BsonType::ObjectId }));
    QCOMPARE(field(postFields, "views").types, std::vector<BsonType>({ BsonType::Int }));
    QCOMPARE(field(postFields, "views").defaultValue, std::optional<JsonValue>(0));
    QCOMPARE(field(postFields, "createdAt").types, std::vector<BsonType>({ BsonType::Date }));
    QVERIFY(field(postFields, "photos").array);

    const auto index = std::ranges::find(model.indexes, std::string("by_author"), &Index::name);
    QVERIFY(index != model.indexes.end());
    QCOMPARE(index->collectionId, posts->id);
    QCOMPARE(index->keys,
        std::vector<IndexKey>(
            { { "authorId", IndexKeyKind::Asc }, { "createdAt", IndexKeyKind::Desc } }));
    QVERIFY(std::ranges::any_of(model.indexes, [&](const Index &i) {
        return i.unique && i.collectionId == user->id && i.keys.size() == 1
            && i.keys[0].field == "email";
    }));
}

// Every example, the model that sets every value and the hostile names:
// exported, imported and exported again, the schema is the same, line by
// line in the same order (what Prisma has no syntax for aside).
void TestPrismaImport::exportReadBackGivesTheSameSchema()
{
    for (const auto &[name, model] : generatorCases()) {
        const std::string first = exportPrisma(model);
        const LoadResult result = parsePrismaSchema(first, name, name.toStdString());
        QVERIFY2(result.ok(), qPrintable(name + QStringLiteral(": ") + result.error.toString()));
        const std::string second = exportPrisma(*result.model);
        const QStringList expected = comparableLines(first);
        const QStringList actual = comparableLines(second);
        for (qsizetype i = 0; i < std::max(expected.size(), actual.size()); ++i)
            QVERIFY2(i < expected.size() && i < actual.size() && expected[i] == actual[i],
                qPrintable(name + QStringLiteral(" line %1: ").arg(i) + expected.value(i)
                    + QStringLiteral(" ≠ ") + actual.value(i)));
    }
}

// The online shop read back: the same collections and embedded types, the
// same fields in each one's documents, its references and embeddings.
void TestPrismaImport::onlineShopKeepsItsStructure()
{
    const Model shop = loadExample(QStringLiteral("online-shop"));
    const Model back = imported(exportPrisma(shop));
    QCOMPARE(back.name, shop.name);
    QCOMPARE(back.entities.size(), shop.entities.size());
    const DocumentShapes before(shop);
    const DocumentShapes after(back);
    for (const Entity &entity : shop.entities) {
        const Entity *again = entityNamed(back, entity.name);
        QVERIFY2(again, entity.name.c_str());
        QCOMPARE(again->kind, entity.kind);
        QCOMPARE(again->description, entity.description);
        QStringList expected, actual;
        for (const Field &f : before.fields(entity))
            expected << QString::fromStdString(f.name);
        for (const Field &f : after.fields(*again))
            actual << QString::fromStdString(f.name);
        expected.sort();
        actual.sort();
        QCOMPARE(actual, expected);
    }
    const Relationship *orders = relationshipBetween(back, "customers", "orders");
    QVERIFY(orders && orders->strategy == Strategy::ParentReferencing);
    QCOMPARE(orders->manyField, std::string("customer_id"));
    const Relationship *lines = relationshipBetween(back, "orders", "lineItem");
    QVERIFY(lines && lines->strategy == Strategy::Embed
        && lines->cardinality == Cardinality::OneToMany);
    const Relationship *wishlists = relationshipBetween(back, "customers", "wishlists");
    QVERIFY(wishlists && wishlists->strategy == Strategy::ChildReferencing);
    QCOMPARE(wishlists->oneField, std::string("wishlist_ids"));
}

void TestPrismaImport::badSchemasAreRefusedWhereTheyGoWrong_data()
{
    QTest::addColumn<QString>("schema");
    QTest::addColumn<QString>("error"); // the start of LoadError::toString()
    QTest::newRow("unterminated string") << "model A {\n  id String @id @map(\"_id)\n}\n"
                                         << "schema.prisma:2:";
    QTest::newRow("unclosed block") << "model A {\n  id String @id\n"
                                    << "schema.prisma:3:";
    QTest::newRow("two fields on a line") << "model A {\n  id String @id b Int\n}\n"
                                          << "schema.prisma:2:";
    QTest::newRow("unknown type") << "model A {\n  id String @id @map(\"_id\")\n  b Strng\n}\n"
                                  << "schema.prisma:3:3: the field \"b\" has the type \"Strng\"";
    QTest::newRow("relation to a missing field")
        << "model A {\n  id String @id @map(\"_id\")\n  b B @relation(fields: [bId], "
           "references: [id])\n}\nmodel B {\n  id String @id @map(\"_id\")\n  a A[]\n}\n"
        << "schema.prisma:3:25: the relation names the field \"bId\"";
    QTest::newRow("index on a missing field")
        << "model A {\n  id String @id @map(\"_id\")\n\n  @@index([nope])\n}\n"
        << "schema.prisma:4:12: the index names \"nope\"";
    QTest::newRow("no model") << "enum Role {\n  USER\n}\n"
                              << "schema.prisma: the schema has no model";
    QTest::newRow("binary") << QString::fromLatin1("\x7f"
                                                   "ELF\x02\x01",
        6) << "schema.prisma:1:1:";
}

void TestPrismaImport::badSchemasAreRefusedWhereTheyGoWrong()
{
    QFETCH(QString, schema);
    QFETCH(QString, error);
    const LoadResult result
        = parsePrismaSchema(schema.toStdString(), QStringLiteral("schema.prisma"), "schema");
    QVERIFY(!result.ok());
    QVERIFY2(result.error.toString().startsWith(error), qPrintable(result.error.toString()));
}

// A Latin-1 byte in a comment: the schema is no UTF-8 text from there on.
void TestPrismaImport::notUtf8IsRefusedWhereItStops()
{
    const LoadResult result
        = parsePrismaSchema("model A {\n  // caf\xe9\n  id String @id @map(\"_id\")\n}\n",
            QStringLiteral("schema.prisma"), "a");
    QVERIFY(!result.ok());
    QCOMPARE(result.error.toString(),
        QStringLiteral("schema.prisma:2:9: the file is not UTF-8 text, which a Prisma schema is"));
}

// import-prisma writes a model that loads; a bad schema exits 2 with the
// place, and writes nothing.
void TestPrismaImport::cliImportsAndRefuses()
{
    QTemporaryDir dir;
    const QString schema = dir.filePath(QStringLiteral("schema.prisma"));
    const QString output = dir.filePath(QStringLiteral("blog.dmodel"));
    QVERIFY(writeFile(schema, kBlogSchema));
    const CliRun ok
        = runCli({ QStringLiteral("import-prisma"), schema, QStringLiteral("-o"), output });
    QVERIFY2(ok.exitCode == 0, qPrintable(ok.err));
    const LoadResult loaded = loadModelFile(output);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
    QCOMPARE(loaded.model->entities.size(), size_t(5));

    QVERIFY(writeFile(schema, "model A {\n  id String @id\n  b\n}\n"));
    const QString refused = dir.filePath(QStringLiteral("refused.dmodel"));
    const CliRun bad
        = runCli({ QStringLiteral("import-prisma"), schema, QStringLiteral("-o"), refused });
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains(schema + QStringLiteral(":3:")), qPrintable(bad.err));
    QVERIFY(!QFile::exists(refused));
}

QTEST_GUILESS_MAIN(TestPrismaImport)
#include "tst_prismaimport.moc"
