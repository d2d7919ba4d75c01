// SPDX-License-Identifier: GPL-3.0-or-later
// docmodeler-cli find against CongoDB loaded with ../shared/datasets: the
// documents as the explorer shows them, "1–N of TOTAL" on stderr, filters
// in the shell's syntax, and --follow by a field's name or by the model.
#include "testserver.h"
#include "testsupport.h"

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
        QCOMPARE(run.out.count(QLatin1String("name: \"Ada\"")), 1);
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
        QCOMPARE(run.out.count(QLatin1String("name: \"Ada\"")), 1);
        QVERIFY2(run.err.contains(QLatin1String("1 of 1 referenced documents found in users (by _id)")), qPrintable(run.err));
    }

private:
    TestServer mServer { ServerKind::Congo };
};

QTEST_GUILESS_MAIN(FindCli)
#include "tst_findcli.moc"
