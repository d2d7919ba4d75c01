// SPDX-License-Identifier: GPL-3.0-or-later
// The live layer's reading of server replies, without a server: the odd
// but valid replies a server may send (names with dots, numbers of any
// type, names outside ASCII) and fields of the wrong type.

#include "testsupport.h"

#include "live/livereplies.h"
#include "preview/bsonptr.h"

#include <QtTest>

using namespace docmodel;
using namespace docmodel::live;

namespace {

BsonPtr fromJson(const char *json)
{
    bson_error_t error;
    BsonPtr document(bson_new_from_json(reinterpret_cast<const uint8_t *>(json), -1, &error));
    if (!document)
        qFatal("bad test JSON: %s", error.message);
    return document;
}

IndexInfo namedIndex(const char *name)
{
    IndexInfo index;
    index.name = QString::fromUtf8(name);
    return index;
}

} // namespace

class TestLiveReplies : public QObject
{
    Q_OBJECT

private slots:
    void indexSizesByNamesWithDots()
    {
        // The default name of an index on a nested field holds its dots.
        const BsonPtr stats = fromJson(
            R"({"indexSizes": {"_id_": 4096, "address.city_1": {"$numberLong": "8192"}}})");
        QList<IndexInfo> indexes { namedIndex("_id_"), namedIndex("address.city_1"),
            namedIndex("other_1") };
        readIndexSizes(stats.get(), indexes);
        QCOMPARE(indexes[0].size, std::optional<qint64>(4096));
        QCOMPARE(indexes[1].size, std::optional<qint64>(8192));
        QCOMPARE(indexes[2].size, std::nullopt);
    }

    void numbersOfEveryTypeAndNone()
    {
        const BsonPtr stats
            = fromJson(R"({"count": 3.0, "size": {"$numberLong": "300"}, "avgObjSize": 100,
            "storageSize": {"$numberDouble": "NaN"}, "totalIndexSize": 1e300, "nindexes": "two"})");
        CollectionStats out;
        readStats(stats.get(), out);
        QCOMPARE(out.count, std::optional<qint64>(3));
        QCOMPARE(out.size, std::optional<qint64>(300));
        QCOMPARE(out.averageObjectSize, std::optional<qint64>(100));
        // A number without an integer value, or not a number, is not told.
        QCOMPARE(out.storageSize, std::nullopt);
        QCOMPARE(out.totalIndexSize, std::nullopt);
        QCOMPARE(out.indexCount, std::nullopt);
    }

    void helloWithWireVersionsOutOfRange()
    {
        const BsonPtr hello
            = fromJson(R"({"minWireVersion": -5, "maxWireVersion": {"$numberLong": "99999999999"},
            "setName": "rs0", "hosts": ["a:1", 7, "b:2"]})");
        ServerInfo info;
        readHello(hello.get(), info);
        QCOMPARE(info.minWireVersion, 0);
        QCOMPARE(info.maxWireVersion, std::numeric_limits<int>::max());
        QCOMPARE(info.topology, Topology::ReplicaSet);
        QCOMPARE(info.members, QStringList({ QStringLiteral("a:1"), QStringLiteral("b:2") }));
    }

    void databasesSkipWhatIsNoDocument()
    {
        const BsonPtr reply = fromJson(
            R"({"databases": [{"name": "a", "sizeOnDisk": 10}, "junk", {"name": "b", "empty": true}],
            "totalSize": 10})");
        DatabaseList list;
        readDatabases(reply.get(), list);
        QCOMPARE(list.databases.size(), 2);
        QCOMPARE(list.databases[0].name, QStringLiteral("a"));
        QCOMPARE(list.databases[0].sizeOnDisk, std::optional<qint64>(10));
        QCOMPARE(list.databases[1].name, QStringLiteral("b"));
        QVERIFY(list.databases[1].empty);
    }

    void shardKeyOfADatabaseNamedOutsideAscii()
    {
        DatabaseState state;
        CollectionState collection;
        collection.name = "commandes";
        state.collections.push_back(collection);
        const BsonPtr entry = fromJson(
            R"({"_id": "données.commandes", "key": {"client": "hashed"}, "unique": false})");
        readShardKey(entry.get(), QStringLiteral("données"), state);
        QVERIFY(state.collections[0].shardKey == JsonValue::parse(R"({"client": "hashed"})"));

        // Another database's collection of the same name is not this one's.
        state.collections[0].shardKey = nullptr;
        const BsonPtr other = fromJson(R"({"_id": "donnees.commandes", "key": {"x": 1}})");
        readShardKey(other.get(), QStringLiteral("données"), state);
        QVERIFY(state.collections[0].shardKey.is_null());
    }

    void collectionOptionsOfTheWrongType()
    {
        const BsonPtr entry = fromJson(
            R"({"name": "c", "type": "collection", "options": {"capped": "yes", "size": [1],
            "validator": 5, "viewOn": {"x": 1}}})");
        const CollectionInfo info = collectionFrom(entry.get());
        QCOMPARE(info.name, QStringLiteral("c"));
        QCOMPARE(info.kind, CollectionKind::Collection);
        QVERIFY(info.validator.isEmpty());
        QCOMPARE(info.cappedSize, std::nullopt);
        std::vector<std::string> notes;
        const CollectionState state = stateOf(info, true, notes);
        QVERIFY(state.validator.is_null());
        QVERIFY(notes.empty());
    }

    void indexesNotShapedAsListIndexesAnswers()
    {
        // Wire-compatible test servers answer listIndexes their own way.
        const char *specs[] = { R"({"v": 2, "key": {"a": 1}, "name": "a_1"})",
            R"({"key": 5, "name": "odd_key"})", R"({"key": {"b": 1}, "name": 7})",
            R"({"name": "no_key"})", R"({"key": {"_id": 1}, "name": "_id_"})" };
        QList<IndexInfo> indexes;
        for (const char *spec : specs)
            indexes << indexFrom(fromJson(spec).get());
        CollectionState collection;
        collection.name = "c";
        std::vector<std::string> notes;
        addIndexes(collection, indexes, notes);
        QCOMPARE(collection.indexes.size(), size_t(1));
        QCOMPARE(collection.indexes[0].at("name"), JsonValue("a_1"));
        QCOMPARE(notes.size(), size_t(3));
        QVERIFY(QString::fromStdString(notes[0]).contains(QLatin1String("\"odd_key\" of c")));
    }

    void textThatIsNotUtf8()
    {
        // A validator or an index holding bytes that are no UTF-8 text has no
        // JSON form: the comparison goes on without it, and says so.
        bson_t validator = BSON_INITIALIZER;
        bson_append_utf8(&validator, "a", 1, "x\xff", 2);
        CollectionInfo info;
        info.name = QStringLiteral("c");
        info.validator
            = QByteArray(reinterpret_cast<const char *>(bson_get_data(&validator)), validator.len);
        std::vector<std::string> notes;
        const CollectionState state = stateOf(info, true, notes);
        QVERIFY(state.validator.is_null());
        QCOMPARE(notes.size(), size_t(1));

        bson_t spec = BSON_INITIALIZER;
        BSON_APPEND_DOCUMENT(&spec, "key", &validator);
        BSON_APPEND_UTF8(&spec, "name", "a_1");
        CollectionState collection;
        addIndexes(collection, { indexFrom(&spec) }, notes);
        QVERIFY(collection.indexes.empty());
        QCOMPARE(notes.size(), size_t(2));
        bson_destroy(&spec);
        bson_destroy(&validator);
    }

    void explainStopsAtItsDepthLimit()
    {
        // A plan nested deeper than any real one ends the walk without harm.
        std::string json = "{\"stage\": \"COLLSCAN\"}";
        for (int i = 0; i < 80; ++i) // libbson reads JSON up to 100 levels deep
            json = "{\"stage\": \"S" + std::to_string(i) + "\", \"inputStage\": " + json + "}";
        json = "{\"queryPlanner\": {\"winningPlan\": " + json + "}}";
        const BsonPtr explain = fromJson(json.c_str());
        ExplainResult result;
        readPlan(explain.get(), result);
        QVERIFY(result.winningStage.startsWith(QLatin1Char('S')));
    }
};

QTEST_GUILESS_MAIN(TestLiveReplies)
#include "tst_livereplies.moc"
