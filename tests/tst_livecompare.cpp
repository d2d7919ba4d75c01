// SPDX-License-Identifier: GPL-3.0-or-later
// The Live dock's "Compare with model" table judges indexes exactly as the
// diff engine does: by normalized key pattern, then by every option.

#include "io/modelreader.h"
#include "live/livecompare.h"
#include "testsupport.h"

#include <QtTest>

#include <bson/bson.h>

using namespace docmodel;
using namespace docmodel::test;

namespace {

QByteArray bsonBytes(const char *json)
{
    bson_error_t error;
    bson_t *document = bson_new_from_json(reinterpret_cast<const uint8_t *>(json), -1, &error);
    if (!document)
        return {};
    const QByteArray bytes(reinterpret_cast<const char *>(bson_get_data(document)), qsizetype(document->len));
    bson_destroy(document);
    return bytes;
}

IndexInfo serverIndex(const char *name, const char *key, const char *spec)
{
    return { QString::fromLatin1(name), bsonBytes(key), bsonBytes(spec), {}, {}, {} };
}

const IndexComparison *rowNamed(const QList<IndexComparison> &rows, const QString &model, const QString &server)
{
    for (const IndexComparison &row : rows)
        if (row.modelName == model && row.serverName == server)
            return &row;
    return nullptr;
}

} // namespace

class TestLiveCompare : public QObject
{
    Q_OBJECT

private slots:
    void indexesCompareAsTheDiffDoes()
    {
        LoadResult loaded = loadModelFile(sourcePath(QStringLiteral("resources/examples/blog.dmodel")));
        QVERIFY(loaded.ok());
        const Model &model = *loaded.model;
        const Entity *posts = model.findEntityByName("posts");
        QVERIFY(posts);
        IndexList server;
        server.database = QStringLiteral("blog");
        server.collection = QStringLiteral("posts");
        // The model's unique slug index, as a server lists it (v, an int 1
        // as a double): the same. The _id index is the server's own.
        server.indexes << serverIndex("_id_", R"({"_id": 1})", R"({"v": 2, "key": {"_id": 1}, "name": "_id_"})")
                       << serverIndex("slug_1", R"({"slug": 1.0})",
                              R"({"v": 2, "key": {"slug": 1.0}, "name": "slug_1", "unique": true})");
        QList<IndexComparison> rows = compareIndexes(model, *posts, server);
        const IndexComparison *slug = rowNamed(rows, QStringLiteral("slug_1"), QStringLiteral("slug_1"));
        QVERIFY(slug);
        QCOMPARE(slug->presence, IndexComparison::Presence::Both);
        QVERIFY(!slug->keysDiffer);
        QVERIFY(!slug->optionsDiffer);
        const IndexComparison *id = rowNamed(rows, QString(), QStringLiteral("_id_"));
        QVERIFY(id);
        QCOMPARE(id->presence, IndexComparison::Presence::ServerOnly);

        // Not unique, and named otherwise: matched by keys, options differ.
        server.indexes[1] = serverIndex("by_slug", R"({"slug": 1})", R"({"v": 2, "key": {"slug": 1}, "name": "by_slug"})");
        rows = compareIndexes(model, *posts, server);
        slug = rowNamed(rows, QStringLiteral("slug_1"), QStringLiteral("by_slug"));
        QVERIFY(slug);
        QVERIFY(!slug->keysDiffer);
        QVERIFY(slug->optionsDiffer);

        // Same name, other keys: matched by name, keys differ.
        server.indexes[1] = serverIndex("slug_1", R"({"slug": -1})",
            R"({"v": 2, "key": {"slug": -1}, "name": "slug_1", "unique": true})");
        rows = compareIndexes(model, *posts, server);
        slug = rowNamed(rows, QStringLiteral("slug_1"), QStringLiteral("slug_1"));
        QVERIFY(slug);
        QVERIFY(slug->keysDiffer);
    }
};

QTEST_GUILESS_MAIN(TestLiveCompare)
#include "tst_livecompare.moc"
