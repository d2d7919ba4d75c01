// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 12, item 7: the preview (and `docmodeler-cli preview --sizes`) and the
// advisor (and `docmodeler-cli lint`) report the same document sizes, and the
// size at maximum counts is never below the typical size.
#include "testsupport.h"

#include "advisor/advisor.h"
#include "advisor/advisorcontext.h"
#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "preview/collectionpreview.h"
#include "preview/documentsizes.h"

#include <QLocale>
#include <QTemporaryDir>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

// authors (name) -> books, one-to-many, like the library.
Model authorsAndBooks(Strategy strategy)
{
    Model model;
    Entity authors;
    authors.id = "authors";
    authors.name = "authors";
    authors.fields = { makeField("_id", { BsonType::ObjectId }, true),
        makeField("name", { BsonType::String }, true), makeField("born", { BsonType::Date }) };
    Entity books;
    books.id = "books";
    books.name = "books";
    books.fields = { makeField("_id", { BsonType::ObjectId }, true),
        makeField("title", { BsonType::String }, true), makeField("isbn", { BsonType::String }),
        makeField("pages", { BsonType::Int }) };
    model.entities = { authors, books };
    Relationship rel;
    rel.id = "author-books";
    rel.oneId = "authors";
    rel.manyId = "books";
    rel.cardinality = Cardinality::OneToMany;
    rel.counts = { 0, 200, 5000 };
    rel.strategy = strategy;
    if (strategy == Strategy::EmbedSubset)
        rel.subset = SubsetOptions { 10, "title", true, "book_count" };
    if (strategy == Strategy::ExtendedReference)
        rel.denormalized = { { "name", CopyDirection::IntoMany, "" } };
    model.relationships = { rel };
    return model;
}

QString where(const QString &what, const Entity &entity)
{
    return what + QLatin1Char(' ') + QString::fromStdString(entity.name);
}

// Every collection: the preview's report equals what the advisor's rules read,
// and the maximum is never below the typical size.
void checkAgreement(const Model &model, const QString &what)
{
    const AdvisorContext advisor(model);
    for (const Entity &entity : model.entities) {
        if (!entity.isCollection())
            continue;
        const SizeReport preview = previewCollection(model, entity, {}).size;
        const SizeEstimate advised = advisor.sizeOf(entity);
        const QByteArray place = where(what, entity).toUtf8();
        QVERIFY2(preview.typicalBytes == advised.typicalBytes,
            (place + ": typical " + QByteArray::number(qint64(preview.typicalBytes)) + " vs "
                + QByteArray::number(qint64(advised.typicalBytes)))
                .constData());
        QVERIFY2(preview.worstBytes == advised.worstBytes,
            (place + ": at maximum counts "
                + QByteArray::number(qint64(preview.worstBytes.value_or(-1))) + " vs "
                + QByteArray::number(qint64(advised.worstBytes.value_or(-1))))
                .constData());
        QVERIFY2(preview.typicalCrossing == advised.typicalCrossing
                && preview.worstCrossing == advised.worstCrossing,
            (place + ": where the document passes 16 MiB").constData());
        if (preview.worstBytes)
            QVERIFY2(*preview.worstBytes >= preview.typicalBytes,
                (place + ": maximum " + QByteArray::number(qint64(*preview.worstBytes))
                    + " below typical " + QByteArray::number(qint64(preview.typicalBytes)))
                    .constData());
    }
}

} // namespace

class TestDocumentSizes : public QObject
{
    Q_OBJECT

private slots:
    void bothToolsAgreeOnEveryExample()
    {
        for (const QString &file : exampleFiles()) {
            const Model model = *loadModelFile(file).model;
            checkAgreement(model, QFileInfo(file).completeBaseName());
            if (QTest::currentTestFailed())
                return;
        }
    }

    void bothToolsAgreeForEveryStrategy()
    {
        for (const Strategy strategy :
            { Strategy::ChildReferencing, Strategy::EmbedSubset, Strategy::Embed,
                Strategy::ParentReferencing, Strategy::TwoWay, Strategy::ExtendedReference }) {
            checkAgreement(
                authorsAndBooks(strategy), QStringLiteral("strategy %1").arg(int(strategy)));
            if (QTest::currentTestFailed())
                return;
        }
    }

    // The tree examples, with every encoding: the root is no longer the
    // "maximum" that came out smaller than the typical node.
    void treesNeverShrinkAtMaximumCounts()
    {
        Model model = *loadModelFile(
            sourcePath(QStringLiteral("resources/examples/category-tree-parent-refs.dmodel")))
                           .model;
        for (Relationship &rel : model.relationships)
            if (rel.tree)
                for (int encoding = 0; encoding < 5; ++encoding) {
                    rel.tree->encoding = TreeEncoding(encoding);
                    checkAgreement(model, QStringLiteral("tree %1").arg(encoding));
                }
    }

    // A node at the deepest level holds an ancestor, or a path segment, per
    // level above it: the worst case counts them, and without a deepest
    // level there is no worst case to give.
    void treeFieldsCountedAtTheirDepth()
    {
        Model model;
        Entity folders;
        folders.id = folders.name = "folders";
        folders.fields = { makeField("_id", { BsonType::ObjectId }, true),
            makeField("name", { BsonType::String }, true) };
        model.entities = { folders };
        Relationship tree;
        tree.id = "folder-tree";
        tree.oneId = tree.manyId = "folders";
        tree.cardinality = Cardinality::OneToMany;
        tree.counts = { 0, 5, 200 };
        tree.strategy = Strategy::ParentReferencing;
        tree.tree = TreeOptions {};
        model.relationships = { tree };
        auto worst = [&](TreeEncoding encoding, std::optional<int64_t> depth) {
            model.relationships[0].tree->encoding = encoding;
            model.relationships[0].tree->maxDepth = depth;
            checkAgreement(model, QStringLiteral("folders"));
            return SizeEstimator(model).estimate(model.entities[0]);
        };
        // An ObjectId per level: its element header ("5", …) and 12 bytes.
        QVERIFY(!worst(TreeEncoding::Ancestors, std::nullopt).worstBytes);
        const int64_t five = *worst(TreeEncoding::Ancestors, 5).worstBytes;
        const int64_t ten = *worst(TreeEncoding::Ancestors, 10).worstBytes;
        QCOMPARE(ten - five, int64_t(5 * (1 + 1 + 1 + 12)));
        QVERIFY(five > worst(TreeEncoding::Ancestors, 5).typicalBytes);
        // A path segment per level: 24 hex digits and the delimiter.
        QVERIFY(!worst(TreeEncoding::MaterializedPath, std::nullopt).worstBytes);
        QCOMPARE(*worst(TreeEncoding::MaterializedPath, 10).worstBytes
                - *worst(TreeEncoding::MaterializedPath, 5).worstBytes,
            int64_t(5 * (24 + 1)));
        // A parent reference is the same size at any depth: its parent's id.
        const SizeEstimate parents = worst(TreeEncoding::ParentRefs, std::nullopt);
        QCOMPARE(*parents.worstBytes, parents.typicalBytes + 12);
        // Child ids: as many as a node may have, or unbounded.
        const SizeEstimate children = worst(TreeEncoding::ChildRefs, std::nullopt);
        QVERIFY(*children.worstBytes > children.typicalBytes + 200 * 12);
        model.relationships[0].counts.max.reset();
        QVERIFY(!worst(TreeEncoding::ChildRefs, std::nullopt).worstBytes);
    }

    // Past 16 MiB the preview's size report, the advisor's finding and the
    // CLI all say "over 16 MiB" and where the document passes it, in the
    // same words.
    void documentsPastTheLimitSayWhereEverywhere()
    {
        const Model model = gigabyteDocuments();
        checkAgreement(model, QStringLiteral("gigabytes"));
        const Entity &authors = *model.findEntity("authors");
        const CollectionPreview preview = previewCollection(model, authors, {});
        QVERIFY(preview.size.typicalCrossing);
        QVERIFY(!preview.size.worstBytes); // one-to-squillions has no maximum
        const QString said = reportedSize(preview.size.typicalBytes, preview.size.typicalCrossing);
        QVERIFY2(said.startsWith(QStringLiteral("over 16 MiB at "))
                && said.endsWith(QStringLiteral(" of %1 books").arg(QLocale().toString(10000))),
            qPrintable(said));

        const AdvisorReport report = runAdvisor(model);
        const auto it = std::ranges::find_if(report.diagnostics, [](const Diagnostic &d) {
            return d.rule == RuleId::DocumentTooLarge && d.objectId == "authors";
        });
        QVERIFY(it != report.diagnostics.end());
        QCOMPARE(it->message, QStringLiteral("The largest authors document is %1.").arg(said));

        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("gigabytes.dmodel"));
        QCOMPARE(saveModelFile(model, file), QString());
        const CliRun sizes = runCli({ QStringLiteral("preview"), file,
            QStringLiteral("--collection"), QStringLiteral("authors"), QStringLiteral("--sizes") });
        QCOMPARE(sizes.exitCode, 0);
        QVERIFY2(sizes.out.contains(QStringLiteral("typical_size: %1 bytes (%2)\n")
                                        .arg(preview.size.typicalBytes)
                                        .arg(said)),
            qPrintable(sizes.out));
        // The sample documents stop just past the limit, each saying where.
        for (size_t i = 0; i < preview.sizes.size(); ++i)
            QVERIFY2(
                sizes.out.contains(QStringLiteral("document_%1: %2 bytes (%3)\n")
                                       .arg(i)
                                       .arg(preview.sizes[i])
                                       .arg(reportedSize(preview.sizes[i], preview.crossings[i]))),
                qPrintable(sizes.out));
        const CliRun lint = runCli({ QStringLiteral("lint"), file });
        QVERIFY2(lint.out.contains(said), qPrintable(lint.out));
    }

    // The number DM103 quotes is the preview's "At maximum counts".
    void largeDocumentFindingQuotesThePreview()
    {
        Model model = authorsAndBooks(Strategy::ChildReferencing);
        model.relationships[0].counts = { 0, 200, 8000 };
        const Entity &authors = *model.findEntity("authors");
        const SizeReport preview = previewCollection(model, authors, {}).size;
        QVERIFY(preview.worstBytes && *preview.worstBytes > kLargeDocumentBytes);
        const AdvisorReport report = runAdvisor(model);
        const auto it = std::ranges::find_if(report.diagnostics, [](const Diagnostic &d) {
            return d.rule == RuleId::LargeDocument && d.objectId == "authors";
        });
        QVERIFY(it != report.diagnostics.end());
        QVERIFY2(it->message.contains(QString::fromStdString(readableSize(*preview.worstBytes))),
            qPrintable(it->message + QStringLiteral(" / preview ")
                + QString::fromStdString(readableSize(*preview.worstBytes))));
    }
};

QTEST_GUILESS_MAIN(TestDocumentSizes)
#include "tst_documentsizes.moc"
