// SPDX-License-Identifier: GPL-3.0-or-later
// docmodeler-cli index: list a collection's indexes, and create, drop, hide
// and unhide one through the apply path. A unique index is preceded by its
// duplicate count (CongoDB counts with a real $group) and refused on
// duplicates unless --allow-invalid-data; hiding goes by collMod on the
// mock server that keeps what it is sent; bad keys and names are refused
// before anything is sent.
#include "testserver.h"
#include "testsupport.h"

#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

QStringList indexArgs(const QString &uri, const QStringList &rest)
{
    return QStringList { QStringLiteral("index"), uri, QStringLiteral("--db"), QStringLiteral("shop"),
               QStringLiteral("--collection"), QStringLiteral("items") }
        + rest;
}

QString said(const CliRun &run)
{
    return run.out + run.err;
}

} // namespace

class IndexCli : public QObject
{
    Q_OBJECT

private slots:
    void uniqueIndexAfterItsDuplicateCount()
    {
        if (mongoshPath().isEmpty())
            DOCMODELER_PEER_MISSING("mongosh is not installed; scripts/test installs it");
        TestServer server(ServerKind::Congo);
        START_SERVER(server);
        const ShellRun seed = runMongosh(server.uri(), QStringLiteral(R"(
(function () {
  const shop = db.getSiblingDB('shop');
  shop.items.insertMany([{sku: 'a', name: 'one'}, {sku: 'a', name: 'two'}, {sku: 'b', name: 'three'}]);
})();
)"));
        QVERIFY2(seed.exitCode == 0, qPrintable(seed.err));

        // The dry run shows the plan and the count, and sends nothing.
        CliRun run = runCli(indexArgs(server.uri(),
            { QStringLiteral("create"), QStringLiteral("{sku: 1}"), QStringLiteral("--unique"), QStringLiteral("--dry-run") }));
        QVERIFY2(run.exitCode == 0, qPrintable(said(run)));
        QVERIFY2(run.out.contains(QLatin1String("sku_1")), qPrintable(run.out));
        QVERIFY2(run.out.contains(QLatin1String("createIndexes")), qPrintable(run.out));
        QVERIFY2(run.out.contains(QLatin1String("1 value repeats")), qPrintable(run.out));

        // Refused on the duplicates.
        run = runCli(indexArgs(server.uri(),
            { QStringLiteral("create"), QStringLiteral("{sku: 1}"), QStringLiteral("--unique"), QStringLiteral("--yes") }));
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QLatin1String("repeat the key")), qPrintable(run.err));
        run = runCli(indexArgs(server.uri(), { QStringLiteral("list") }));
        QVERIFY2(run.exitCode == 0, qPrintable(said(run)));
        QVERIFY2(run.out.contains(QLatin1String("_id_")), qPrintable(run.out));
        QVERIFY2(!run.out.contains(QLatin1String("sku_1")), qPrintable(run.out));

        // A key without repeats: counted, created, listed; then dropped.
        run = runCli(indexArgs(server.uri(),
            { QStringLiteral("create"), QStringLiteral("{name: 1}"), QStringLiteral("--unique"), QStringLiteral("--yes") }));
        QVERIFY2(run.exitCode == 0, qPrintable(said(run)));
        run = runCli(indexArgs(server.uri(), { QStringLiteral("list") }));
        QVERIFY2(run.out.contains(QLatin1String("name_1  {name: 1}  unique")), qPrintable(run.out));
        run = runCli(indexArgs(server.uri(), { QStringLiteral("drop"), QStringLiteral("name_1"), QStringLiteral("--yes") }));
        QVERIFY2(run.exitCode == 0, qPrintable(said(run)));
        QVERIFY2(run.out.contains(QLatin1String("drop index items index name_1: done")), qPrintable(run.out));
        QVERIFY2(run.out.contains(QLatin1String("Asked for: Drop the index name_1 of items.")), qPrintable(run.out));
        run = runCli(indexArgs(server.uri(), { QStringLiteral("list") }));
        QVERIFY2(!run.out.contains(QLatin1String("name_1")), qPrintable(run.out));

        // With the opt-in the create is sent; the server has the last word.
        run = runCli(indexArgs(server.uri(), { QStringLiteral("create"), QStringLiteral("{sku: 1}"),
            QStringLiteral("--unique"), QStringLiteral("--allow-invalid-data"), QStringLiteral("--yes"),
            QStringLiteral("--format"), QStringLiteral("json") }));
        QVERIFY2(run.out.contains(QLatin1String("\"report\"")), qPrintable(said(run)));

        // Nobody at a terminal and no --yes: nothing changes.
        run = runCli(indexArgs(server.uri(), { QStringLiteral("create"), QStringLiteral("{name: -1}") }));
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QLatin1String("--yes")), qPrintable(run.err));
        run = runCli(indexArgs(server.uri(), { QStringLiteral("list") }));
        QVERIFY2(!run.out.contains(QLatin1String("name_-1")), qPrintable(run.out));
    }

    void hideAndUnhide()
    {
        TestServer server(ServerKind::Mock, QStringLiteral("keeps"));
        START_SERVER(server);
        CliRun run = runCli(indexArgs(server.uri(), { QStringLiteral("create"), QStringLiteral("{sku: 1, at: -1}"),
            QStringLiteral("--name"), QStringLiteral("bySku"), QStringLiteral("--yes") }));
        QVERIFY2(run.exitCode == 0, qPrintable(said(run)));
        run = runCli(indexArgs(server.uri(), { QStringLiteral("hide"), QStringLiteral("bySku"), QStringLiteral("--yes") }));
        QVERIFY2(run.exitCode == 0, qPrintable(said(run)));
        QVERIFY2(run.out.contains(QLatin1String("change index items index bySku: done")), qPrintable(run.out));
        run = runCli(indexArgs(server.uri(), { QStringLiteral("list") }));
        QVERIFY2(run.out.contains(QLatin1String("bySku  {sku: 1, at: -1}  hidden")), qPrintable(run.out));
        run = runCli(indexArgs(server.uri(), { QStringLiteral("hide"), QStringLiteral("bySku"), QStringLiteral("--yes") }));
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QLatin1String("hidden already")), qPrintable(run.err));
        run = runCli(indexArgs(server.uri(), { QStringLiteral("unhide"), QStringLiteral("bySku"), QStringLiteral("--yes") }));
        QVERIFY2(run.exitCode == 0, qPrintable(said(run)));
        run = runCli(indexArgs(server.uri(), { QStringLiteral("list") }));
        QVERIFY2(run.out.contains(QLatin1String("bySku  {sku: 1, at: -1}")), qPrintable(run.out));
        QVERIFY2(!run.out.contains(QLatin1String("hidden")), qPrintable(run.out));
    }

    void badRequestsAreRefusedBeforeSending()
    {
        if (mongoshPath().isEmpty())
            DOCMODELER_PEER_MISSING("mongosh is not installed; scripts/test installs it");
        TestServer server(ServerKind::Mock, QStringLiteral("keeps"), { QStringLiteral("--record"), mRecord.filePath(QStringLiteral("sent.jsonl")) });
        START_SERVER(server);
        const ShellRun seed = runMongosh(server.uri(), QStringLiteral("db.getSiblingDB('shop').items.insertOne({sku: 'a'})"));
        QVERIFY2(seed.exitCode == 0, qPrintable(seed.err));
        struct Case {
            QStringList arguments;
            const char *says;
        };
        const QList<Case> cases {
            { { QStringLiteral("create"), QStringLiteral("{sku: 1") }, "do not parse" },
            { { QStringLiteral("create"), QStringLiteral("{sku: 2x}") }, "do not parse" },
            { { QStringLiteral("create"), QStringLiteral("{sku: 'up'}") }, "neither 1, -1" },
            { { QStringLiteral("create"), QStringLiteral("{}") }, "at least one key" },
            { { QStringLiteral("drop"), QStringLiteral("_id_") }, "_id index" },
            { { QStringLiteral("drop"), QStringLiteral("nosuch") }, "no index named nosuch" },
            { { QStringLiteral("rebuild"), QStringLiteral("x") }, "list, create KEYS" },
        };
        for (const Case &each : cases) {
            const CliRun run = runCli(indexArgs(server.uri(), each.arguments + QStringList { QStringLiteral("--yes") }));
            QVERIFY2(run.exitCode == 2, qPrintable(each.arguments.join(QLatin1Char(' ')) + QLatin1Char('\n') + said(run)));
            QVERIFY2(run.err.contains(QLatin1String(each.says)), qPrintable(run.err));
        }
        const QByteArray sent = readFile(mRecord.filePath(QStringLiteral("sent.jsonl")));
        for (const char *write : { "createIndexes", "dropIndexes", "collMod" })
            QVERIFY2(!sent.contains(write), write);
    }

private:
    QTemporaryDir mRecord;
};

QTEST_GUILESS_MAIN(IndexCli)
#include "tst_indexcli.moc"
