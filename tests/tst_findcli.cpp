// SPDX-License-Identifier: GPL-3.0-or-later
// docmodeler-cli find and aggregate against CongoDB loaded with
// ../shared/datasets: the documents as the explorer shows them, "1–N of
// TOTAL" on stderr, filters in the shell's syntax, --follow by a field's
// name or by the model; a pipeline's first documents, its mistakes placed,
// $out refused, and the pipeline kept in a model file as an access pattern.
#include "testserver.h"
#include "testsupport.h"

#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "schema/model.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

// mongodb://host:port/ with a database: mongodb://host:port/shop.
QString withDatabase(QString uri, const QString &database)
{
    if (uri.endsWith(QLatin1Char('/')))
        uri.chop(1);
    return uri + QLatin1Char('/') + database;
}

} // namespace

class FindCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (mongoshPath().isEmpty())
            DOCMODELER_PEER_MISSING("mongosh is not installed; scripts/test installs it");
        QString why;
        if (!mServer.start(&why))
            DOCMODELER_PEER_MISSING(qPrintable(why));
        QString output;
        QVERIFY2(loadSampleData(mServer.uri(), &output, QStringLiteral(R"(
const shop = db.getSiblingDB('shop');
shop.users.insertOne({_id: ObjectId('65a000000000000000000001'), name: 'Ada'});
shop.orders.insertOne({_id: ObjectId('65b000000000000000000001'), buyer: ObjectId('65a000000000000000000001'), userId: ObjectId('65a000000000000000000001')});
shop.orders.insertOne({_id: ObjectId('65b000000000000000000002'), buyer: ObjectId('65a00000000000000000ffff'), userId: ObjectId('65a00000000000000000ffff')});
)")),
            qPrintable(output));
    }

    // A page of the explorer by default, in mongosh's syntax, with the
    // collection's total (estimated from its metadata without a filter).
    void printsAPageWithItsTotal()
    {
        const CliRun run = runCli({ QStringLiteral("find"), mServer.uri(), QStringLiteral("--db"), QStringLiteral("sample_mflix"),
            QStringLiteral("--collection"), QStringLiteral("theaters") });
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out.count(QLatin1String("theaterId:")), 20);
        QVERIFY(run.out.contains(QLatin1String("ObjectId(")));
        QVERIFY2(run.err.trimmed().endsWith(QStringLiteral("1–20 of about 1,564")), qPrintable(run.err));
    }

    void filterSortSkipLimitAndFormat()
    {
        CliRun run = runCli({ QStringLiteral("find"), withDatabase(mServer.uri(), QStringLiteral("sample_mflix")),
            QStringLiteral("--collection"), QStringLiteral("theaters"), QStringLiteral("--filter"),
            QStringLiteral("{theaterId: {$lt: 1010}}"), QStringLiteral("--sort"), QStringLiteral("{theaterId: -1}"),
            QStringLiteral("--project"), QStringLiteral("{theaterId: 1, _id: 0}"), QStringLiteral("--limit"),
            QStringLiteral("2"), QStringLiteral("--format"), QStringLiteral("relaxed") });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.contains(QLatin1String("\"theaterId\" : 1009")) || run.out.contains(QLatin1String("\"theaterId\": 1009")),
            qPrintable(run.out));
        QCOMPARE(run.out.count(QLatin1String("theaterId")), 2);
        QVERIFY(!run.out.contains(QLatin1String("_id")));
        QVERIFY2(run.err.contains(QStringLiteral("1–2 of ")), qPrintable(run.err));
        QVERIFY2(!run.err.contains(QLatin1String("about")), qPrintable(run.err)); // a filter is counted

        run = runCli({ QStringLiteral("find"), mServer.uri(), QStringLiteral("--db"), QStringLiteral("sample_mflix"),
            QStringLiteral("--collection"), QStringLiteral("theaters"), QStringLiteral("--skip"), QStringLiteral("1560"),
            QStringLiteral("--limit"), QStringLiteral("0"), QStringLiteral("--format"), QStringLiteral("canonical") });
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out.count(QLatin1String("\"$numberInt\"")) >= 4, true);
        QVERIFY2(run.err.contains(QStringLiteral("1,561–1,564 of about 1,564")), qPrintable(run.err));

        // Mistakes say what to do.
        run = runCli({ QStringLiteral("find"), mServer.uri(), QStringLiteral("--db"), QStringLiteral("sample_mflix"),
            QStringLiteral("--collection"), QStringLiteral("theaters"), QStringLiteral("--filter"), QStringLiteral("{status: paid}") });
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QLatin1String("The filter does not parse at column")), qPrintable(run.err));
        run = runCli({ QStringLiteral("find"), mServer.uri(), QStringLiteral("--collection"), QStringLiteral("theaters") });
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QLatin1String("--db")), qPrintable(run.err));
    }

    // userId names users: the referenced documents print instead; one
    // that is not there makes the exit status 1.
    void followsAReferenceByItsName()
    {
        const CliRun run = runCli({ QStringLiteral("find"), mServer.uri(), QStringLiteral("--db"), QStringLiteral("shop"),
            QStringLiteral("--collection"), QStringLiteral("orders"), QStringLiteral("--follow"), QStringLiteral("userId") });
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.out.count(QLatin1String("name: 'Ada'")), 1);
        QVERIFY2(run.err.contains(QLatin1String("1 of 2 referenced documents found in users (by _id)")), qPrintable(run.err));
        // buyer names no collection: without a model it is no reference.
        const CliRun unknown = runCli({ QStringLiteral("find"), mServer.uri(), QStringLiteral("--db"), QStringLiteral("shop"),
            QStringLiteral("--collection"), QStringLiteral("orders"), QStringLiteral("--follow"), QStringLiteral("buyer") });
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains(QLatin1String("buyer is no reference")), qPrintable(unknown.err));
    }

    // The model declares orders.buyer a reference to users.
    void followsAReferenceTheModelDeclares()
    {
        Model model;
        model.database = "shop";
        Entity users;
        users.id = "users";
        users.name = "users";
        users.fields = { makeField("_id", { BsonType::ObjectId }, true) };
        Entity orders;
        orders.id = "orders";
        orders.name = "orders";
        orders.fields = { makeField("_id", { BsonType::ObjectId }, true), makeField("buyer", { BsonType::ObjectId }, true) };
        Relationship bought;
        bought.id = "bought";
        bought.oneId = "users";
        bought.manyId = "orders";
        bought.strategy = Strategy::ParentReferencing;
        bought.manyField = "buyer";
        model.entities = { users, orders };
        model.relationships = { bought };
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("shop.dmodel"));
        QCOMPARE(saveModelFile(model, path), QString());
        const CliRun run = runCli({ QStringLiteral("find"), mServer.uri(), QStringLiteral("--model"), path,
            QStringLiteral("--collection"), QStringLiteral("orders"), QStringLiteral("--filter"),
            QStringLiteral("{_id: ObjectId('65b000000000000000000001')}"), QStringLiteral("--follow"), QStringLiteral("buyer") });
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out.count(QLatin1String("name: 'Ada'")), 1);
        QVERIFY2(run.err.contains(QLatin1String("1 of 1 referenced documents found in users (by _id)")), qPrintable(run.err));
    }

    // The stages in order, the first documents of their answer, the same
    // cities the real mongosh gives for the same pipeline.
    void aggregatePrintsAPipelinesFirstDocuments()
    {
        const QStringList stages = { QStringLiteral("--stage"), QStringLiteral("{$match: {'location.address.state': 'MN'}}"),
            QStringLiteral("--stage"), QStringLiteral("{$group: {_id: '$location.address.city', theaters: {$sum: 1}}}"),
            QStringLiteral("--stage"), QStringLiteral("{$sort: {theaters: -1, _id: 1}}") };
        CliRun run = runCli(QStringList { QStringLiteral("aggregate"), mServer.uri(), QStringLiteral("--db"),
                                QStringLiteral("sample_mflix"), QStringLiteral("--collection"), QStringLiteral("theaters"),
                                QStringLiteral("--limit"), QStringLiteral("2"), QStringLiteral("--format"), QStringLiteral("relaxed") }
            + stages);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(run.out.count(QLatin1String("\"theaters\"")), 2);
        QVERIFY2(run.out.indexOf(QLatin1String("Minneapolis")) >= 0
                && run.out.indexOf(QLatin1String("Minneapolis")) < run.out.indexOf(QLatin1String("Richfield")),
            qPrintable(run.out));
        QVERIFY2(run.err.contains(QLatin1String("The first 2 documents")), qPrintable(run.err));
        const ShellRun peer = runMongosh(mServer.uri(), QStringLiteral(R"(
db.getSiblingDB('sample_mflix').theaters.aggregate([{$match: {'location.address.state': 'MN'}},
  {$group: {_id: '$location.address.city', theaters: {$sum: 1}}}, {$sort: {theaters: -1, _id: 1}}, {$limit: 2}
]).forEach(d => print(d._id));
)"));
        QCOMPARE(peer.out.split(u'\n', Qt::SkipEmptyParts), (QStringList { QStringLiteral("Minneapolis"), QStringLiteral("Richfield") }));

        // All of a short answer, said so.
        run = runCli({ QStringLiteral("aggregate"), mServer.uri(), QStringLiteral("--db"), QStringLiteral("sample_mflix"),
            QStringLiteral("--collection"), QStringLiteral("theaters"), QStringLiteral("--stage"),
            QStringLiteral("{$match: {theaterId: {$in: [1000, 1003]}}}") });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.err.contains(QLatin1String("2 documents: all the pipeline gives")), qPrintable(run.err));
    }

    // Mistakes before anything is sent (exit 2): a stage that does not read,
    // with its place; $out, which would write; the server's refusal.
    void aggregateRefusesWhatItCannotRun()
    {
        const QStringList base = { QStringLiteral("aggregate"), mServer.uri(), QStringLiteral("--db"),
            QStringLiteral("sample_mflix"), QStringLiteral("--collection"), QStringLiteral("theaters") };
        CliRun run = runCli(base + QStringList { QStringLiteral("--stage"), QStringLiteral("{$match: {}}"),
                                QStringLiteral("--stage"), QStringLiteral("{$sort: {a: }}") });
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QLatin1String("Stage 2 does not read at line 1, column 13")), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());

        run = runCli(base + QStringList { QStringLiteral("--stage"), QStringLiteral("{$out: 'copied'}") });
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QLatin1String("Stage 1 is $out")), qPrintable(run.err));
        const ShellRun listed = runMongosh(mServer.uri(), QStringLiteral("print(db.getSiblingDB('sample_mflix').getCollectionNames().join(','))"));
        QVERIFY2(!listed.out.contains(QLatin1String("copied")), qPrintable(listed.out));

        run = runCli(base + QStringList { QStringLiteral("--stage"), QStringLiteral("{$gruop: {_id: 1}}") });
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QLatin1String("The server refused the pipeline")) && run.err.contains(QLatin1String("$gruop")),
            qPrintable(run.err));
    }

    // --add-to keeps the pipeline in the model file as an access pattern of
    // its collection: the fields of its leading $match, $sort and $project.
    void aggregateAddsThePipelineToAModel()
    {
        Model model;
        model.database = "sample_mflix";
        Entity theaters;
        theaters.id = "theaters";
        theaters.name = "theaters";
        model.entities = { theaters };
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mflix.dmodel"));
        const QString copy = dir.filePath(QStringLiteral("copy.dmodel"));
        QCOMPARE(saveModelFile(model, path), QString());
        const CliRun run = runCli({ QStringLiteral("aggregate"), mServer.uri(), QStringLiteral("--db"), QStringLiteral("sample_mflix"),
            QStringLiteral("--collection"), QStringLiteral("theaters"), QStringLiteral("--stage"),
            QStringLiteral("{$match: {'location.address.state': 'MN', theaterId: {$gte: 1000}}}"), QStringLiteral("--stage"),
            QStringLiteral("{$sort: {theaterId: 1}}"), QStringLiteral("--stage"), QStringLiteral("{$project: {theaterId: 1}}"),
            QStringLiteral("--add-to"), path, QStringLiteral("--name"), QStringLiteral("theaters of a state"), QStringLiteral("-o"), copy });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const LoadResult loaded = loadModelFile(copy);
        QVERIFY2(loaded.ok(), qPrintable(loaded.error.message));
        const std::optional<Model> &saved = loaded.model;
        QCOMPARE(saved->accessPatterns.size(), size_t(1));
        const AccessPattern &pattern = saved->accessPatterns[0];
        QCOMPARE(pattern.name, std::string("theaters of a state"));
        QCOMPARE(pattern.collectionId, std::string("theaters"));
        QCOMPARE(pattern.filter.size(), size_t(2));
        QCOMPARE(pattern.filter[1].op, FilterOp::Range);
        QCOMPARE(pattern.sort.size(), size_t(1));
        QCOMPARE(pattern.projection, std::vector<std::string> { "theaterId" });
        // The file named by --add-to is left as it was.
        QVERIFY(loadModelFile(path).model->accessPatterns.empty());

        // A collection the model lacks: said, nothing written.
        const CliRun refused = runCli({ QStringLiteral("aggregate"), mServer.uri(), QStringLiteral("--db"), QStringLiteral("sample_mflix"),
            QStringLiteral("--collection"), QStringLiteral("users"), QStringLiteral("--stage"), QStringLiteral("{$match: {}}"),
            QStringLiteral("--add-to"), path });
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains(QLatin1String("has no collection users")), qPrintable(refused.err));
        QVERIFY(loadModelFile(path).model->accessPatterns.empty());
    }

private:
    TestServer mServer { ServerKind::Congo };
};

QTEST_GUILESS_MAIN(FindCli)
#include "tst_findcli.moc"
