// SPDX-License-Identifier: GPL-3.0-or-later
// The preview's sample documents: every example's, their fields, counts,
// values and sizes, and the tree encodings' golden files.
#include "exportfixtures.h"
#include "testsupport.h"

#include "check/datacheck.h"
#include "shape/documentshape.h"
#include "io/modelreader.h"
#include "preview/collectionpreview.h"
#include "preview/documentsizes.h"
#include "preview/shellformat.h"
#include "preview/treepreview.h"

#include <QDir>
#include <set>
#include <QFileInfo>
#include <QLocale>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

const bool kUpdateGolden = qEnvironmentVariableIsSet("DOCMODELER_UPDATE_GOLDEN");

// Checks a document against declared fields: required ones present, types as declared.
void checkFields(const bson_t *document, const std::vector<Field> &fields, const QString &where)
{
    for (const Field &field : fields) {
        bson_iter_t it;
        const bool present = bson_iter_init_find(&it, document, field.name.c_str());
        if (field.required)
            QVERIFY2(present,
                qPrintable(
                    where + QStringLiteral(": missing ") + QString::fromStdString(field.name)));
        if (!present || field.types.empty())
            continue;
        auto typeOk = [&](const bson_iter_t &value) {
            for (BsonType type : field.types)
                if (int(bson_iter_type(&value)) == bsonTypeInfo(type).number
                    || (bson_iter_type(&value) == BSON_TYPE_MINKEY && type == BsonType::MinKey))
                    return true;
            return false;
        };
        if (field.array) {
            QVERIFY2(BSON_ITER_HOLDS_ARRAY(&it),
                qPrintable(where + QStringLiteral(": not an array: ")
                    + QString::fromStdString(field.name)));
            bson_iter_t element;
            bson_iter_recurse(&it, &element);
            while (bson_iter_next(&element))
                QVERIFY2(typeOk(element),
                    qPrintable(where + QStringLiteral(": element type of ")
                        + QString::fromStdString(field.name)));
        } else {
            QVERIFY2(typeOk(it),
                qPrintable(
                    where + QStringLiteral(": type of ") + QString::fromStdString(field.name)));
            if (BSON_ITER_HOLDS_DOCUMENT(&it) && !field.fields.empty()) {
                uint32_t length = 0;
                const uint8_t *data = nullptr;
                bson_iter_document(&it, &length, &data);
                bson_t child;
                bson_init_static(&child, data, length);
                checkFields(&child, field.fields,
                    where + QLatin1Char('.') + QString::fromStdString(field.name));
            }
        }
    }
}

} // namespace

class TestPreview : public QObject
{
    Q_OBJECT

private slots:
    void everyExample_data()
    {
        QTest::addColumn<QString>("example");
        for (const QString &file : exampleFiles())
            QTest::newRow(qPrintable(QFileInfo(file).completeBaseName()))
                << QFileInfo(file).completeBaseName();
    }

    void everyExample()
    {
        QFETCH(QString, example);
        const Model model = loadExample(example);
        QVERIFY(!model.entities.empty());
        PreviewOptions options;
        options.count = 2;
        for (const Entity &entity : model.entities) {
            if (!entity.isCollection())
                continue;
            const QString where = example + QLatin1Char('/') + QString::fromStdString(entity.name);
            const CollectionPreview preview = previewCollection(model, entity, options);
            QCOMPARE(preview.documents.size(), size_t(2));
            int64_t total = 0;
            for (size_t i = 0; i < preview.documents.size(); ++i) {
                const bson_t *document = preview.documents[i].get();
                // Sizes are libbson's encoded lengths.
                QCOMPARE(preview.sizes[i], int64_t(document->len));
                total += preview.sizes[i];
                QVERIFY(bson_validate(document, BSON_VALIDATE_UTF8, nullptr));
                // _id comes first.
                bson_iter_t first;
                QVERIFY(bson_iter_init(&first, document) && bson_iter_next(&first));
                QCOMPARE(std::string(bson_iter_key(&first)), std::string("_id"));
                checkFields(document, entity.fields, where);

                // Canonical Extended JSON parses back to the very same BSON.
                const std::string canonical = canonicalJson(document);
                bson_error_t error;
                bson_t *parsed
                    = bson_new_from_json(reinterpret_cast<const uint8_t *>(canonical.data()),
                        ssize_t(canonical.size()), &error);
                QVERIFY2(parsed, error.message);
                QCOMPARE(parsed->len, document->len);
                QVERIFY(std::memcmp(bson_get_data(parsed), bson_get_data(document), document->len)
                    == 0);
                bson_destroy(parsed);
                // Relaxed Extended JSON parses back and says the same again.
                const std::string relaxed = relaxedJson(document);
                bson_t *reparsed
                    = bson_new_from_json(reinterpret_cast<const uint8_t *>(relaxed.data()),
                        ssize_t(relaxed.size()), &error);
                QVERIFY2(reparsed, error.message);
                QCOMPARE(relaxedJson(reparsed), relaxed);
                bson_destroy(reparsed);
            }
            // The report is the shared estimate (the advisor's too), close to
            // the documents generated.
            QCOMPARE(preview.size.typicalBytes, SizeEstimator(model).estimate(entity).typicalBytes);
            const double ratio = double(preview.size.typicalBytes) / double(total / 2);
            QVERIFY2(ratio > 0.6 && ratio < 1.6,
                qPrintable(where
                    + QStringLiteral(": %1 vs %2").arg(preview.size.typicalBytes).arg(total / 2)));
            QCOMPARE(
                preview.size.estimatedDataBytes, preview.size.typicalBytes * entity.estimatedCount);
            checkGolden(example, entity, preview);
        }
    }

    void embeddedChildrenAtTheirTypicalCount()
    {
        const Model model = loadExample(QStringLiteral("howto"));
        const CollectionPreview preview
            = previewCollection(model, model.entities[0], PreviewOptions {});
        bson_iter_t it;
        QVERIFY(bson_iter_init_find(&it, preview.documents[0].get(), "steps"));
        QVERIFY(BSON_ITER_HOLDS_ARRAY(&it));
        bson_iter_t step;
        bson_iter_recurse(&it, &step);
        int count = 0;
        while (bson_iter_next(&step))
            ++count;
        QCOMPARE(count, int(model.relationships[0].counts.typical));
        // Bounded: the worst case is measured at the maximum count.
        QVERIFY(preview.size.worstBytes.has_value());
        QVERIFY(*preview.size.worstBytes > preview.size.typicalBytes);
    }

    void subsetKeepsKAndTheCount()
    {
        Model model = loadExample(QStringLiteral("blog"));
        Relationship &rel = model.relationships[0];
        rel.strategy = Strategy::EmbedSubset;
        rel.subset = SubsetOptions { 5, "date", true, "comment_count" };
        const CollectionPreview preview
            = previewCollection(model, *model.findEntityByName("posts"), PreviewOptions {});
        const std::string json = relaxedJson(preview.documents[0].get());
        QVERIFY(json.find("\"comment_count\" : 40") != std::string::npos);
        bson_iter_t it;
        QVERIFY(bson_iter_init_find(&it, preview.documents[0].get(), "comments"));
        uint32_t length = 0;
        const uint8_t *data = nullptr;
        bson_iter_array(&it, &length, &data);
        bson_t array;
        bson_init_static(&array, data, length);
        QCOMPARE(bson_count_keys(&array), 5u);
    }

    // A field with allowed values takes them in turn, so as many documents
    // as there are values show each: every state of a transfer, and the
    // embedded documents of one parent differ too.
    void enumerationsAreSpreadOverTheDocuments()
    {
        const Model model = loadExample(QStringLiteral("account-transfer"));
        const Entity &transfers = *model.findEntityByName("transfers");
        const Field *state = findFieldPath(transfers.fields, "state");
        QVERIFY(state && state->enumValues.size() == 5);
        PreviewOptions options;
        options.count = int(state->enumValues.size());
        const CollectionPreview preview = previewCollection(model, transfers, options);
        QStringList states;
        for (const BsonPtr &document : preview.documents) {
            bson_iter_t it;
            QVERIFY(bson_iter_init_find(&it, document.get(), "state") && BSON_ITER_HOLDS_UTF8(&it));
            states << QString::fromUtf8(bson_iter_utf8(&it, nullptr));
        }
        QCOMPARE(states,
            QStringList({ QStringLiteral("pending"), QStringLiteral("applied"),
                QStringLiteral("done"), QStringLiteral("canceling"), QStringLiteral("canceled") }));
        // The same again: still a pure function of the model and the seed.
        QCOMPARE(formatDocuments(previewCollection(model, transfers, options).documents,
                     PreviewFormat::Relaxed),
            formatDocuments(preview.documents, PreviewFormat::Relaxed));

        // Two embedded addresses of one customer get different labels.
        const Model shop = loadExample(QStringLiteral("online-shop"));
        const std::string customer = relaxedJson(
            previewCollection(shop, *shop.findEntityByName("customers"), {}).documents[0].get());
        QVERIFY2(customer.find("\"label\" : \"home\"") != std::string::npos
                && customer.find("\"label\" : \"work\"") != std::string::npos,
            customer.c_str());
    }

    // Within a document, later dates follow its start; a TTL or time series
    // collection's dates lie within what the server keeps; an array of a few
    // allowed values repeats none.
    void previewDocumentsArePlausible()
    {
        Model model;
        Entity tasks;
        tasks.id = tasks.name = "tasks";
        Field history = makeField("history", { BsonType::Object });
        history.array = true;
        history.minItems = 2;
        history.fields = { makeField("closedAt", { BsonType::Date }, true),
            makeField("openedAt", { BsonType::Date }, true) };
        Field labels = makeField("labels", { BsonType::String });
        labels.array = true;
        labels.minItems = 2;
        labels.maxItems = 20;
        labels.enumValues = { "bug", "feature", "urgent" };
        // updatedAt before createdAt in the declaration: the order of the
        // fields does not matter.
        tasks.fields = { makeField("_id", { BsonType::ObjectId }, true),
            makeField("updatedAt", { BsonType::Date }, true),
            makeField("createdAt", { BsonType::Date }, true),
            makeField("completed_at", { BsonType::Date }), history, labels };
        Entity activity;
        activity.id = activity.name = "activity";
        activity.fields = { makeField("_id", { BsonType::ObjectId }, true),
            makeField("at", { BsonType::Date }, true), makeField("expiresFrom", { BsonType::Date }, true) };
        activity.options.timeSeries = TimeSeriesOptions { "at", {}, Granularity::Seconds, 90 * 86400 };
        Entity sessions;
        sessions.id = sessions.name = "sessions";
        sessions.fields = { makeField("_id", { BsonType::ObjectId }, true),
            makeField("lastSeen", { BsonType::Date }, true) };
        sessions.options.ttl = TtlOptions { "lastSeen", 3600 };
        model.entities = { tasks, activity, sessions };

        PreviewOptions options;
        options.count = 40;
        auto dateAt = [](const bson_t *doc, const char *path) {
            bson_iter_t it, found;
            if (!bson_iter_init(&it, doc) || !bson_iter_find_descendant(&it, path, &found)
                || !BSON_ITER_HOLDS_DATE_TIME(&found))
                return std::optional<int64_t> {};
            return std::optional<int64_t>(bson_iter_date_time(&found));
        };
        int laterOnes = 0;
        for (const BsonPtr &doc : previewCollection(model, *model.findEntity("tasks"), options).documents) {
            const auto created = dateAt(doc.get(), "createdAt");
            QVERIFY(created);
            for (const char *later : { "updatedAt", "completed_at" }) {
                if (const auto date = dateAt(doc.get(), later)) {
                    QVERIFY2(*date >= *created, later);
                    laterOnes += *date > *created ? 1 : 0;
                }
            }
            for (const char *step : { "history.0", "history.1" }) {
                const auto opened = dateAt(doc.get(), (std::string(step) + ".openedAt").c_str());
                const auto closed = dateAt(doc.get(), (std::string(step) + ".closedAt").c_str());
                QVERIFY(opened && closed);
                QVERIFY(*closed >= *opened);
            }
            bson_iter_t it, array;
            QVERIFY(bson_iter_init_find(&it, doc.get(), "labels") && bson_iter_recurse(&it, &array));
            std::set<std::string> seen;
            while (bson_iter_next(&array))
                QVERIFY2(seen.insert(bson_iter_utf8(&array, nullptr)).second, "a label twice");
            QVERIFY(seen.size() >= 2);
        }
        QVERIFY(laterOnes > 40); // not all equal to the start

        auto spanOf = [&](const char *collection, const char *field) {
            int64_t low = INT64_MAX, high = INT64_MIN;
            for (const BsonPtr &doc : previewCollection(model, *model.findEntity(collection), options).documents) {
                const auto date = dateAt(doc.get(), field);
                low = std::min(low, date.value_or(INT64_MAX));
                high = std::max(high, date.value_or(INT64_MIN));
            }
            return high - low;
        };
        QVERIFY(spanOf("activity", "at") <= int64_t(90) * 86400 * 1000);
        QVERIFY(spanOf("activity", "at") > int64_t(30) * 86400 * 1000);
        QVERIFY(spanOf("activity", "expiresFrom") > int64_t(365) * 86400 * 1000); // not the time field
        QVERIFY(spanOf("sessions", "lastSeen") <= int64_t(3600) * 1000);
    }

    void dbRefFieldsInOrder()
    {
        Model model = loadExample(QStringLiteral("blog"));
        model.relationships[0].referenceStyle = ReferenceStyle::DbRef;
        const CollectionPreview preview
            = previewCollection(model, *model.findEntityByName("comments"), PreviewOptions {});
        const std::string json = canonicalJson(preview.documents[0].get());
        const size_t ref = json.find("\"$ref\" : \"posts\"");
        const size_t id = json.find("\"$id\"");
        const size_t db = json.find("\"$db\" : \"blog\"");
        QVERIFY(ref != std::string::npos && id != std::string::npos && db != std::string::npos);
        QVERIFY(ref < id && id < db);
        QVERIFY(
            shellSyntax(preview.documents[0].get()).find("$ref: 'posts'") != std::string::npos);
    }

    void moneyInEachRepresentation()
    {
        const Model model = loadExample(QStringLiteral("money"));
        const CollectionPreview scaled
            = previewCollection(model, *model.findEntityByName("prices_scaled"), PreviewOptions {});
        bson_iter_t it;
        QVERIFY(bson_iter_init_find(&it, scaled.documents[0].get(), "price"));
        QVERIFY(BSON_ITER_HOLDS_INT64(&it));
        QCOMPARE(bson_iter_int64(&it) % 10, int64_t(0)); // cents at 1/1000: a multiple of ten
        const CollectionPreview exact
            = previewCollection(model, *model.findEntityByName("prices_exact"), PreviewOptions {});
        QVERIFY(
            shellSyntax(exact.documents[0].get()).find("Decimal128('") != std::string::npos);
        QVERIFY(
            canonicalJson(exact.documents[0].get()).find("$numberDecimal") != std::string::npos);
    }

    // An author's document would be gigabytes: the generator stops adding
    // books once it passes 16 MiB, says where, and the document stays valid
    // BSON with the books it has.
    void aDocumentStopsGrowingPastTheLimit()
    {
        const Model model = gigabyteDocuments();
        const Entity &authors = *model.findEntity("authors");
        const CollectionPreview preview = previewCollection(model, authors, PreviewOptions {});
        QCOMPARE(preview.documents.size(), size_t(3));
        QCOMPARE(preview.crossings.size(), size_t(3));
        for (size_t i = 0; i < preview.documents.size(); ++i) {
            const bson_t *document = preview.documents[i].get();
            QVERIFY(bson_validate(document, BSON_VALIDATE_NONE, nullptr));
            QVERIFY(preview.sizes[i] > kMaxDocumentBytes);
            QVERIFY(
                preview.sizes[i] < kMaxDocumentBytes + kMaxDocumentBytes / 10); // a book past it
            const std::optional<LimitCrossing> &crossing = preview.crossings[i];
            QVERIFY(crossing);
            QCOMPARE(crossing->field, std::string("books"));
            QCOMPARE(crossing->of, int64_t(10000));
            bson_iter_t it;
            bson_iter_t books;
            QVERIFY(bson_iter_init_find(&it, document, "books") && bson_iter_recurse(&it, &books));
            int64_t written = 0;
            while (bson_iter_next(&books))
                ++written;
            QCOMPARE(written, crossing->count);
            QVERIFY(written > 1 && written < 100);
        }
        // The size report says the same, from the estimate the advisor reads.
        QVERIFY(preview.size.typicalBytes > kMaxDocumentBytes);
        QVERIFY(preview.size.level == SizeLevel::Error);
        QVERIFY(preview.size.typicalCrossing);
        QCOMPARE(preview.size.typicalCrossing->field, std::string("books"));
        QVERIFY(std::abs(preview.size.typicalCrossing->count - preview.crossings[0]->count) <= 2);
        QCOMPARE(reportedSize(preview.size.typicalBytes, preview.size.typicalCrossing),
            QStringLiteral("over 16 MiB at %1 of %2 books")
                .arg(preview.size.typicalCrossing->count)
                .arg(QLocale().toString(10000))); // numbers in the locale's form
        QCOMPARE(reportedSize(1500, std::nullopt), QStringLiteral("1.5 KB"));

        // A document under the limit is whole and says nothing.
        const Model blog = loadExample(QStringLiteral("blog"));
        const CollectionPreview small
            = previewCollection(blog, blog.entities[0], PreviewOptions {});
        for (const auto &crossing : small.crossings)
            QVERIFY(!crossing);
        QVERIFY(!small.size.typicalCrossing && !small.size.worstCrossing);
    }

    void sizeLimits()
    {
        Model model = loadExample(QStringLiteral("howto"));
        model.relationships[0].counts = { 0, 8, std::nullopt };
        CollectionPreview preview = previewCollection(model, model.entities[0], PreviewOptions {});
        QVERIFY(!preview.size.worstBytes);
        QCOMPARE(preview.size.unboundedFields, std::vector<std::string> { "steps" });
        QVERIFY(preview.size.level == SizeLevel::Warning);
        model.relationships[0].counts = { 0, 8, 400 };
        preview = previewCollection(model, model.entities[0], PreviewOptions {});
        QVERIFY(*preview.size.worstBytes > kLargeDocumentBytes);
        QVERIFY(preview.size.level == SizeLevel::Warning);
        PreviewOptions large;
        large.maxEmbedded = 100000;
        model.relationships[0].counts = { 0, 8, 90000 };
        preview = previewCollection(model, model.entities[0], large);
        QVERIFY(*preview.size.worstBytes > kMaxDocumentBytes);
        QVERIFY(preview.size.level == SizeLevel::Error);
    }

    void deterministicForASeed()
    {
        const Model model = loadExample(QStringLiteral("blog"));
        PreviewOptions a;
        const std::string first = formatDocuments(
            previewCollection(model, model.entities[0], a).documents, PreviewFormat::Canonical);
        QCOMPARE(formatDocuments(previewCollection(model, model.entities[0], a).documents,
                     PreviewFormat::Canonical),
            first);
        a.seed = 2;
        QVERIFY(formatDocuments(previewCollection(model, model.entities[0], a).documents,
                    PreviewFormat::Canonical)
            != first);
    }

    void hostileStringsStayInsideTheirQuotes()
    {
        QCOMPARE(quoted("a\"b\\c\nd"), std::string("\"a\\\"b\\\\c\\nd\""));
        QCOMPARE(quoted("x\xe2\x80\xa8y"), std::string("\"x\\u2028y\""));
    }

    // Every tree of every example, in all encodings, as the tree command prints it.
    void treeEncodingsMatchTheirGoldenFiles()
    {
        const QDir dir(sourcePath(QStringLiteral("tests/data/golden/tree")));
        int trees = 0;
        for (const QString &file : exampleFiles()) {
            const QString example = QFileInfo(file).completeBaseName();
            const Model model = loadExample(example);
            for (const Entity &entity : model.entities) {
                const auto encodings = previewTreeEncodings(model, entity);
                if (encodings.empty())
                    continue;
                ++trees;
                QByteArray text;
                for (const EncodingPreview &encoding : encodings)
                    text += QByteArray::fromStdString(formatTreeEncoding(encoding)) + '\n';
                // The category-tree examples store one tree in different encodings; the
                // side-by-side view shows all of them, so they share one golden file.
                const QString stem = example.startsWith(QLatin1String("category-tree-"))
                    ? QStringLiteral("category-tree")
                    : example;
                const QString path = dir.filePath(
                    QStringLiteral("%1.%2.js").arg(stem, QString::fromStdString(entity.name)));
                if (kUpdateGolden) {
                    QDir().mkpath(dir.path());
                    QVERIFY(writeFile(path, text));
                }
                QVERIFY2(QFileInfo::exists(path),
                    qPrintable(
                        path + QStringLiteral(" is missing; run with DOCMODELER_UPDATE_GOLDEN=1")));
                QCOMPARE(text, readFile(path));
            }
        }
        QVERIFY(trees >= 6); // the five category trees and the forum threads
    }

private:
    void checkGolden(const QString &example, const Entity &entity, const CollectionPreview &preview)
    {
        const QDir dir(sourcePath(QStringLiteral("tests/data/golden/preview")));
        const struct {
            PreviewFormat format;
            const char *extension;
        } formats[]
            = { { PreviewFormat::Mongosh, "js" }, { PreviewFormat::Relaxed, "relaxed.json" },
                  { PreviewFormat::Canonical, "canonical.json" } };
        for (const auto &format : formats) {
            const QString path = dir.filePath(QStringLiteral("%1.%2.%3")
                                                  .arg(example, QString::fromStdString(entity.name),
                                                      QLatin1String(format.extension)));
            const QByteArray text
                = QByteArray::fromStdString(formatDocuments(preview.documents, format.format));
            if (kUpdateGolden) {
                QDir().mkpath(dir.path());
                QVERIFY(writeFile(path, text));
            }
            QVERIFY2(QFileInfo::exists(path),
                qPrintable(
                    path + QStringLiteral(" is missing; run with DOCMODELER_UPDATE_GOLDEN=1")));
            QCOMPARE(text, readFile(path));
        }
    }
};

QTEST_GUILESS_MAIN(TestPreview)
#include "tst_preview.moc"
