// SPDX-License-Identifier: GPL-3.0-or-later
// The workbench side of the live server: the Live dock (tree, details,
// documents, compare), and what may never happen: a frozen window. The
// connect dialog is in tst_connectdialog, the credentials' safety in
// tst_livecredentials.
#include "testconnection.h"
#include "testserver.h"
#include "io/modelreader.h"
#include "testsupport.h"
#include "windowsupport.h"
#include "translations/translator.h"

#include "canvas/canvaseditor.h"
#include "live/connectdialog.h"
#include "document/autosaver.h"
#include "document/modeldocument.h"
#include "live/livecompare.h"
#include "live/livedatacheck.h"
#include "live/livedetails.h"
#include "live/livedock.h"
#include "live/liveexplain.h"
#include "live/livequery.h"
#include "live/livetree.h"
#include "window/mainwindow.h"

#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeWidget>
#include <QtTest>

#include <functional>

using namespace docmodel;
using namespace docmodel::test;

namespace {

// A model of the mock server's shop.orders: one index the server has too,
// one it lacks.
Model shopModel()
{
    Model model;
    model.name = "shop";
    model.database = "shop";
    Entity orders;
    orders.id = "orders";
    orders.name = "orders";
    orders.fields = { makeField("_id", { BsonType::ObjectId }, true),
        makeField("customerId", { BsonType::ObjectId }, true),
        makeField("total", { BsonType::Double }, true) };
    model.entities = { orders };
    Index byCustomer;
    byCustomer.id = "index-1";
    byCustomer.collectionId = "orders";
    byCustomer.keys = { { "customerId", IndexKeyKind::Asc }, { "createdAt", IndexKeyKind::Desc } };
    byCustomer.unique = true;
    Index bySku = byCustomer;
    bySku.id = "index-2";
    bySku.keys = { { "items.sku", IndexKeyKind::Asc } };
    bySku.unique = false;
    model.indexes = { byCustomer, bySku };
    return model;
}

QTreeWidgetItem *findRow(QTreeWidget *tree, int column, const QString &text)
{
    for (QTreeWidgetItemIterator it(tree); *it; ++it)
        if ((*it)->text(column).contains(text))
            return *it;
    return nullptr;
}

} // namespace

class TestLiveDock : public QObject
{
    Q_OBJECT

private slots:
    // A request to a server that never answers: the GUI thread keeps
    // running its events, and Cancel ends the request at once.
    void guiNeverBlocks()
    {
        TestServer server(ServerKind::Mock, QStringLiteral("silent"));
        START_SERVER(server);
        ModelDocument document;
        LiveDock dock(&document);
        dock.resize(900, 400);
        dock.show();

        QElapsedTimer clock;
        clock.start();
        qint64 last = 0;
        qint64 worstLate = 0;
        int ticks = 0;
        QTimer ticker;
        ticker.setTimerType(Qt::PreciseTimer);
        ticker.setInterval(10);
        connect(&ticker, &QTimer::timeout, [&] {
            const qint64 now = clock.elapsed();
            worstLate = qMax(worstLate, now - last - 10);
            last = now;
            ++ticks;
        });
        last = clock.elapsed();
        ticker.start();

        LiveError error;
        QVERIFY2(dock.connectTo(settingsFor(server.uri()), QString(), &error),
            qPrintable(error.message));
        QVERIFY(dock.connection()->pendingCount() > 0);
        // The busy bar appears, and the GUI keeps ticking meanwhile: 50 ticks
        // of 10 ms, which a GUI blocked on the silent server could not give.
        QTRY_VERIFY_WITH_TIMEOUT(dock.isBusyShown() && ticks >= 50, 5000);
        QVERIFY2(dock.connection()->pendingCount() > 0, "the silent server answered?");
        // A GUI thread waiting on the silent server would be late by seconds
        // (the driver's 5 s socket timeout); 500 ms is a bound no busy
        // machine reaches (a sanitizer build beside another test made it 51).
        QVERIFY2(worstLate < 500,
            qPrintable(QStringLiteral("a 10 ms timer was %1 ms late").arg(worstLate)));
        QVERIFY(dock.isBusyShown());
        QVERIFY(dock.cancelButton()->isVisible());

        QElapsedTimer cancelled;
        cancelled.start();
        QTest::mouseClick(dock.cancelButton(), Qt::LeftButton);
        // The silent server never answers: a Cancel that waited for it would never end.
        QTRY_VERIFY_WITH_TIMEOUT(
            dock.connection()->pendingCount() == 0 && !dock.isBusyShown(), 2500);
        QVERIFY2(cancelled.elapsed() < 2500, qPrintable(QString::number(cancelled.elapsed())));
        QCOMPARE(dock.tree()->serverItem()->toolTip(1), QStringLiteral("Cancelled."));
        // The GUI went on ticking while it all happened.
        const int ticked = ticks;
        QTRY_VERIFY(ticks >= ticked + 5);
        QVERIFY2(worstLate < 500,
            qPrintable(QStringLiteral("a 10 ms timer was %1 ms late").arg(worstLate)));
    }

    // The explorer against exact replies: kinds, validator, indexes, pages,
    // explain, and the comparison with the open model.
    void fullServer()
    {
        TestServer server(ServerKind::Mock, QStringLiteral("full"));
        START_SERVER(server);
        ModelDocument document;
        document.reset(shopModel(), QString());
        LiveDock dock(&document);
        dock.resize(1100, 500);
        dock.show();
        LiveError error;
        QVERIFY2(dock.connectTo(settingsFor(server.uri()), QString(), &error),
            qPrintable(error.message));
        LiveTree *tree = dock.tree();
        QTRY_VERIFY_WITH_TIMEOUT(tree->databaseItem(QStringLiteral("shop")), 10000);
        QVERIFY(tree->databaseItem(QStringLiteral("analytics")));
        QTRY_VERIFY(tree->serverItem()->text(1).contains(QLatin1String("6.0.99-mock")));
        QVERIFY(tree->serverItem()->text(1).contains(QLatin1String("standalone")));

        tree->choose(QStringLiteral("shop"));
        QTRY_VERIFY_WITH_TIMEOUT(
            tree->collectionItem(QStringLiteral("shop"), QStringLiteral("orders")), 10000);
        const auto kind = [&](const char *name) {
            return tree->collectionItem(QStringLiteral("shop"), QString::fromLatin1(name))->text(1);
        };
        QVERIFY2(
            kind("orders").startsWith(QLatin1String("collection")), qPrintable(kind("orders")));
        QVERIFY2(kind("orders").contains(QLatin1String("validated")), qPrintable(kind("orders")));
        QVERIFY2(kind("log").contains(QLatin1String("capped")), qPrintable(kind("log")));
        QVERIFY2(
            kind("bigOrders").startsWith(QLatin1String("view")), qPrintable(kind("bigOrders")));
        QVERIFY2(
            kind("metrics").startsWith(QLatin1String("time series")), qPrintable(kind("metrics")));
        // Counts arrive from each collection's statistics.
        QTRY_VERIFY_WITH_TIMEOUT(kind("orders").contains(QLatin1String("5 document")), 10000);

        QVERIFY(dock.chooseCollection(QStringLiteral("shop"), QStringLiteral("orders")));
        LiveDetails *details = dock.details();
        QCOMPARE(details->validationLevel(), QStringLiteral("moderate"));
        QCOMPARE(details->validationAction(), QStringLiteral("warn"));
        QVERIFY(details->validatorText().contains(QLatin1String("\"$jsonSchema\"")));
        QVERIFY(details->optionsText().contains(QLatin1String("\"locale\": \"fr\"")));
        QTRY_COMPARE_WITH_TIMEOUT(details->indexTable()->topLevelItemCount(), 4, 10000);
        QTreeWidgetItem *ttl = findRow(details->indexTable(), 0, QStringLiteral("createdAt_1"));
        QVERIFY(ttl);
        QVERIFY2(ttl->text(2).contains(QLatin1String("expireAfterSeconds: 2592000")),
            qPrintable(ttl->text(2)));
        QTRY_VERIFY_WITH_TIMEOUT(
            details->statisticsText().contains(QLatin1String("Documents: 5")), 10000);
        // The index children in the tree follow the same answer.
        QCOMPARE(
            tree->collectionItem(QStringLiteral("shop"), QStringLiteral("orders"))->childCount(),
            4);

        // Documents: pages of two, kept in memory.
        LiveQuery *query = details->query();
        auto *size = query->findChild<QSpinBox *>(QStringLiteral("queryPageSize"));
        QVERIFY(size);
        // The Documents tab comes first and reads the chosen collection at once.
        QCOMPARE(details->tabs()->currentIndex(), int(LiveDetails::Documents));
        QCOMPARE(details->tabs()->tabText(0), QStringLiteral("Documents"));
        QTRY_COMPARE_WITH_TIMEOUT(query->pageLabel(), QStringLiteral("1–5 of 5"), 10000);
        size->setValue(2);
        query->run();
        QTRY_COMPARE_WITH_TIMEOUT(query->pageCount(), 1, 10000);
        // Without a filter the total is the collection's, as its metadata says.
        QTRY_COMPARE_WITH_TIMEOUT(query->pageLabel(), QStringLiteral("1–2 of about 5"), 10000);
        QVERIFY(query->documentsText().contains(QLatin1String("ObjectId(")));
        QTest::mouseClick(
            query->findChild<QPushButton *>(QStringLiteral("queryNext")), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(query->pageCount(), 2, 10000);
        QVERIFY2(query->pageLabel().startsWith(QStringLiteral("3–4 of")),
            qPrintable(query->pageLabel()));
        QTest::mouseClick(
            query->findChild<QPushButton *>(QStringLiteral("queryNext")), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(query->pageCount(), 3, 10000);
        QCOMPARE(query->pageLabel(), QStringLiteral("5–5 of 5"));
        QVERIFY(!query->findChild<QPushButton *>(QStringLiteral("queryNext"))->isEnabled());
        // Previous is read from memory: no request.
        QTest::mouseClick(
            query->findChild<QPushButton *>(QStringLiteral("queryPrevious")), Qt::LeftButton);
        QCOMPARE(dock.connection()->pendingCount(), 0);
        QCOMPARE(query->pageIndex(), 1);
        QVERIFY(query->pageLabel().startsWith(QStringLiteral("3–4 of")));
        query->setFormat(PreviewFormat::Canonical);
        QVERIFY(query->documentsText().contains(QLatin1String("\"$oid\"")));
        QVERIFY(query->documentsText().contains(QLatin1String("\"$numberDouble\"")));
        // Relaxed: plain JSON numbers, ISO dates, $oid for what JSON lacks.
        query->setFormat(PreviewFormat::Relaxed);
        const QString relaxed = query->documentsText();
        QVERIFY2(relaxed.contains(QLatin1String("\"$oid\" : \"64b000000000000000000003\"")), qPrintable(relaxed));
        QVERIFY2(relaxed.contains(QLatin1String("\"$date\" : \"2024-05-05T12:00:00Z\"")), qPrintable(relaxed));
        QVERIFY2(relaxed.contains(QLatin1String("\"total\" : 260.25")), qPrintable(relaxed));
        QVERIFY2(relaxed.contains(QLatin1String("\"qty\" : 5")), qPrintable(relaxed));
        QVERIFY(!relaxed.contains(QLatin1String("$number")) && !relaxed.contains(QLatin1String("ObjectId(")));

        // A filter typed as Extended JSON.
        query->setQueryText(QStringLiteral("{\"status\": \"paid\"}"));
        query->run();
        QTRY_COMPARE_WITH_TIMEOUT(query->pageCount(), 1, 10000);
        QTRY_VERIFY2_WITH_TIMEOUT(query->pageLabel().startsWith(QStringLiteral("1–2 of 2")),
            qPrintable(query->pageLabel()), 10000);
        QVERIFY(!query->documentsText().contains(QLatin1String("\"shipped\"")));

        // Explain of that query.
        details->tabs()->setCurrentIndex(LiveDetails::Explain);
        QSignalSpy explained(details->explain(), &LiveExplain::explained);
        details->explain()->explain();
        QVERIFY(explained.wait(10000));
        QVERIFY2(details->explain()->summary().contains(QLatin1String("customerId_1_createdAt_-1")),
            qPrintable(details->explain()->summary()));
        QCOMPARE(details->explain()->explainedQuery(), QStringLiteral("shop.orders: filter {\"status\": \"paid\"}"));

        // The same filter in the shell's syntax; a mistake says where it is.
        details->tabs()->setCurrentIndex(LiveDetails::Documents);
        query->setQueryText(QStringLiteral("{status: 'paid', total: {$gt: NumberInt(0)}}"));
        query->run();
        QTRY_VERIFY_WITH_TIMEOUT(!query->isWaiting(), 10000);
        QTRY_VERIFY2_WITH_TIMEOUT(query->pageLabel().startsWith(QStringLiteral("1–2 of 2")), qPrintable(query->pageLabel()), 10000);
        QSignalSpy failed(query, &LiveQuery::queryFailed);
        query->setQueryText(QStringLiteral("{status: paid}"));
        query->run();
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 10000);
        const QString why = QStringLiteral("The filter does not parse at column 10: \"paid\" is not a value: quote "
                                           "text, as in 'rock'.");
        QCOMPARE(failed.at(0).at(0).toString(), why);
        QVERIFY2(query->messageText().endsWith(why), qPrintable(query->messageText()));
        // The last query's documents are gone: nothing shown that this one did not find.
        QCOMPARE(query->documentsText(), QString());
        QCOMPARE(query->pageLabel(), QString());
        if (const QString shot = qEnvironmentVariable("DOCMODELER_SCREENSHOT_FILTER"); !shot.isEmpty())
            QVERIFY(dock.grab().save(shot));
        // Explain of that query: nothing asked, and the reason why.
        details->tabs()->setCurrentIndex(LiveDetails::Explain);
        QSignalSpy notExplained(details->explain(), &LiveExplain::explained);
        details->explain()->explain();
        QVERIFY(notExplained.wait(10000));
        QCOMPARE(details->explain()->summary(), QStringLiteral("Nothing was asked: the query does not parse."));
        QVERIFY(details->explain()->planText().isEmpty());

        // Compare with the model: one index in both, one only in the model,
        // the others only on the server.
        QVERIFY(details->tabs()->isTabEnabled(LiveDetails::Compare));
        LiveCompare *compare = details->compare();
        QTreeWidget *rows = compare->indexTable();
        QTreeWidgetItem *both = findRow(rows, 2, QStringLiteral("customerId_1_createdAt_-1"));
        QVERIFY(both);
        QVERIFY2(both->text(0).startsWith(QLatin1String("both")), qPrintable(both->text(0)));
        QVERIFY(findRow(rows, 1, QStringLiteral("items.sku_1")));
        QCOMPARE(findRow(rows, 1, QStringLiteral("items.sku_1"))->text(0),
            QStringLiteral("only in the model"));
        QVERIFY(findRow(rows, 2, QStringLiteral("status_1_total_-1"))
                    ->text(0)
                    .startsWith(QLatin1String("only on the server")));
        // The _id index is every collection's: nothing the model lacks.
        QTreeWidgetItem *idIndex = findRow(rows, 2, QStringLiteral("_id_"));
        QVERIFY(idIndex);
        QCOMPARE(idIndex->text(0), QStringLiteral("built in (_id)"));
        QVERIFY(compare->validatorSummary().contains(QLatin1String("The validators differ")));
        QVERIFY(compare->validatorSummary().contains(QLatin1String("moderate on the server")));
        QVERIFY(compare->modelValidatorText().contains(QLatin1String("\"$jsonSchema\"")));

        // A view: said, not an error. The Explain tab no longer names the
        // last collection's query.
        QVERIFY(dock.chooseCollection(QStringLiteral("shop"), QStringLiteral("bigOrders")));
        QCOMPARE(details->explain()->explainedQuery(), QString());
        QVERIFY(details->noticesText().contains(QLatin1String("view has no indexes")));
        QVERIFY(details->optionsText().contains(QLatin1String("$match")));
        QVERIFY(!details->tabs()->isTabEnabled(LiveDetails::Compare));
    }

    // A server that goes away: a banner with Reconnect, and Reconnect works.
    // The Compare tab checks the chosen collection's documents against the
    // model's validator: the server's count (mockupdb answers as a server
    // that evaluates $jsonSchema), the rules and the first failing
    // documents, one of which opens in the Documents tab.
    // DOCMODELER_SCREENSHOT_CHECK=FILE also saves the dock's picture.
    void compareTabChecksDocuments()
    {
        TestServer server(ServerKind::Mock, QStringLiteral("validates"));
        START_SERVER(server);
        LoadResult loaded = parseModel(R"({"formatVersion": 3, "name": "music", "database": "music", "entities": [
            {"id": "invoices", "name": "invoices", "fields": [{"name": "_id", "type": "int", "required": true},
             {"name": "InvoiceId", "type": "objectId", "required": true}, {"name": "CustomerId", "type": "int"},
             {"name": "Total", "type": "double"}]}]})",
            QStringLiteral("music.dmodel"));
        QVERIFY(loaded.ok());
        ModelDocument document;
        document.reset(*loaded.model, QString());
        LiveDock dock(&document);
        dock.resize(1100, 640);
        dock.show();
        LiveError error;
        QVERIFY2(dock.connectTo(settingsFor(server.uri()), QString(), &error), qPrintable(error.message));
        QTRY_VERIFY_WITH_TIMEOUT(dock.tree()->databaseItem(QStringLiteral("music")), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(dock.chooseCollection(QStringLiteral("music"), QStringLiteral("invoices")), 10000);
        LiveDetails *details = dock.details();
        QTRY_VERIFY_WITH_TIMEOUT(details->tabs()->isTabEnabled(LiveDetails::Compare), 10000);
        details->tabs()->setCurrentIndex(LiveDetails::Compare);
        LiveDataCheck *check = details->compare()->dataCheck();
        QSignalSpy checked(check, &LiveDataCheck::checked);
        QTest::mouseClick(check->checkButton(), Qt::LeftButton);
        QVERIFY(checked.wait(10000));
        QVERIFY2(check->summaryText().contains(QLatin1String("invoices: 3 of 5 documents fail (60.0 %) (counted by the server")),
            qPrintable(check->summaryText()));
        QTreeWidget *results = check->results();
        QCOMPARE(results->topLevelItemCount(), 3);
        QTreeWidgetItem *rules = results->topLevelItem(0);
        QCOMPARE(rules->child(0)->text(1), QStringLiteral("InvoiceId"));
        QVERIFY(rules->child(0)->text(2).startsWith(QLatin1String("must be objectId, is int")));
        QTreeWidgetItem *examples = results->topLevelItem(1);
        QCOMPARE(examples->childCount(), 3);
        QCOMPARE(examples->child(0)->text(0), QStringLiteral("_id 1"));

        const QString screenshot = qEnvironmentVariable("DOCMODELER_SCREENSHOT_CHECK");
        if (!screenshot.isEmpty()) {
            QVERIFY(saveScreenshot(&dock, screenshot));
        }

        emit results->itemActivated(examples->child(1), 0);
        QCOMPARE(details->tabs()->currentIndex(), int(LiveDetails::Documents));
        QTRY_VERIFY_WITH_TIMEOUT(details->query()->documentsText().contains(QLatin1String("InvoiceId: 2")), 10000);
        QVERIFY(!details->query()->documentsText().contains(QLatin1String("InvoiceId: 4")));
    }

    void lostServer()
    {
        TestServer server(ServerKind::Mock, QStringLiteral("full"));
        START_SERVER(server);
        ModelDocument document;
        LiveDock dock(&document);
        dock.show();
        LiveError error;
        QVERIFY(dock.connectTo(settingsFor(server.uri()), QString(), &error));
        QTRY_VERIFY_WITH_TIMEOUT(dock.tree()->databaseItem(QStringLiteral("shop")), 10000);
        QVERIFY(!dock.isBannerShown());
        server.stop();
        dock.tree()->choose(QStringLiteral("shop"));
        QTRY_VERIFY_WITH_TIMEOUT(dock.isBannerShown(), 15000);
        QVERIFY(!dock.bannerText().isEmpty());
        QVERIFY(dock.findChild<QPushButton *>(QStringLiteral("liveReconnect"))->isVisible());

        QString why;
        QVERIFY2(server.start(&why), qPrintable(why)); // the same port
        QTest::mouseClick(
            dock.findChild<QPushButton *>(QStringLiteral("liveReconnect")), Qt::LeftButton);
        QVERIFY(!dock.isBannerShown());
        QTRY_VERIFY_WITH_TIMEOUT(dock.tree()->databaseItem(QStringLiteral("shop")), 10000);
        dock.disconnectFromServer();
        QVERIFY(!dock.isConnected());
        QVERIFY(!dock.disconnectAction()->isEnabled());
    }

    // docs/screenshots/live.png: the main window with the Live dock on a
    // CongoDB loaded with ../shared/datasets. Runs when DOCMODELER_SCREENSHOT
    // names the file to write (tests/tools/screenshot-live does).
    void screenshot()
    {
        const QString target = qEnvironmentVariable("DOCMODELER_SCREENSHOT");
        if (target.isEmpty())
            QSKIP("set DOCMODELER_SCREENSHOT=FILE to take the Live dock's screenshot");
        installTranslations(QStringLiteral("en")); // the English plural forms, as the app has them
        if (mongoshPath().isEmpty())
            DOCMODELER_PEER_MISSING("mongosh is not installed; scripts/test installs it");
        TestServer server(ServerKind::Congo);
        START_SERVER(server);
        QString output;
        QVERIFY2(loadSampleData(server.uri(), &output,
                     QStringLiteral("db.getSiblingDB('sample_mflix').users.createIndex({email: 1}, {unique: true});\n"
                                    "db.getSiblingDB('sample_analytics').accounts.createIndex({account_id: 1});")),
            qPrintable(output));

        MainWindow window;
        Model model;
        model.name = "Movie site";
        model.database = "sample_mflix";
        Entity users;
        users.id = "users";
        users.name = "users";
        users.fields = { makeField("_id", { BsonType::ObjectId }, true),
            makeField("name", { BsonType::String }, true),
            makeField("email", { BsonType::String }, true),
            makeField("password", { BsonType::String }, true) };
        users.estimatedCount = 185;
        Entity theaters;
        theaters.id = "theaters";
        theaters.name = "theaters";
        theaters.fields = { makeField("_id", { BsonType::ObjectId }, true),
            makeField("theaterId", { BsonType::Int }, true),
            makeField("location", { BsonType::Object }, true) };
        model.entities = { users, theaters };
        Index email;
        email.id = "index-email";
        email.collectionId = "users";
        email.keys = { { "email", IndexKeyKind::Asc } };
        email.unique = true;
        Index name = email;
        name.id = "index-name";
        name.keys = { { "name", IndexKeyKind::Asc } };
        name.unique = false;
        model.indexes = { email, name };
        model.layout["users"] = { 0, 0 };
        model.layout["theaters"] = { 320, 0 };
        window.document()->reset(model, QString());
        window.resize(1920, 1080);
        window.show();
        window.selectEntityNamed(QStringLiteral("users"));

        auto *dock = window.findChild<LiveDock *>();
        LiveError error;
        QVERIFY2(dock->connectTo(settingsFor(server.uri()), QString(), &error),
            qPrintable(error.message));
        LiveTree *tree = dock->tree();
        QTRY_VERIFY_WITH_TIMEOUT(tree->databaseItem(QStringLiteral("sample_mflix")), 10000);
        tree->choose(QStringLiteral("sample_analytics"));
        tree->choose(QStringLiteral("sample_mflix"));
        QTRY_VERIFY_WITH_TIMEOUT(
            dock->chooseCollection(QStringLiteral("sample_mflix"), QStringLiteral("users")), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(
            tree->collectionItem(QStringLiteral("sample_analytics"), QStringLiteral("accounts")),
            10000);
        dock->details()->tabs()->setCurrentIndex(LiveDetails::Documents);
        QTRY_COMPARE_WITH_TIMEOUT(dock->details()->query()->pageCount(), 1, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(dock->connection()->pendingCount() == 0, 10000);
        if (qEnvironmentVariableIsSet("DOCMODELER_SCREENSHOT_TAB"))
            dock->details()->tabs()->setCurrentIndex(
                qEnvironmentVariableIntValue("DOCMODELER_SCREENSHOT_TAB"));
        QVERIFY(saveScreenshot(&window, target));
    }
};

QTEST_MAIN(TestLiveDock)
#include "tst_livedock.moc"
