// SPDX-License-Identifier: GPL-3.0-or-later
// Model ▸ Import Traffic…: sources read on a worker thread with progress and
// Cancel, a review of the proposed access patterns (each accepted or not),
// the import as one undo step, and its findings in the Advisor dock.
#include "livetestsupport.h"
#include "testsupport.h"
#include "windowsupport.h"

#include "commands/transformcommand.h"
#include "dialogs/trafficimportdialog.h"
#include "dialogs/trafficindexreview.h"
#include "document/modeldocument.h"
#include "io/modelreader.h"
#include "panels/advisordock.h"
#include "translations/translator.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QUndoStack>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

constexpr int kWaitMs = 60000;

QString trafficPath(const QString &relative)
{
    return sourcePath(QStringLiteral("../shared/traffic/") + relative);
}

// Two collections an Atlas 8.0 server logged scanning whole, and the orders
// of the $queryStats sample, with an index $indexStats never saw used.
Model shop()
{
    LoadResult loaded = parseModel(R"({"formatVersion": 4, "name": "shop",
        "entities": [
          {"id": "inspections", "name": "inspections", "fields": [{"name": "_id", "type": "objectId", "required": true},
            {"name": "business_name", "type": "string"}, {"name": "date", "type": "string"},
            {"name": "sector", "type": "string"}, {"name": "result", "type": "string"}]},
          {"id": "routes", "name": "routes", "fields": [{"name": "_id", "type": "objectId", "required": true},
            {"name": "codeshare", "type": "string"}, {"name": "dst_airport", "type": "string"},
            {"name": "stops", "type": "int"}]},
          {"id": "orders", "name": "orders", "fields": [{"name": "_id", "type": "objectId", "required": true},
            {"name": "status", "type": "string"}, {"name": "amount", "type": "double"},
            {"name": "cust_id", "type": "string"}, {"name": "type", "type": "string"}]}],
        "indexes": [{"id": "typeOnly", "collection": "orders", "keys": [{"field": "type", "kind": "asc"}]}],
        "accessPatterns": [{"id": "byType", "name": "orders of a type", "collection": "orders",
          "filter": [{"field": "type", "op": "equality"}]}]})",
        QStringLiteral("shop.dmodel"));
    if (!loaded.ok())
        qFatal("%s", qPrintable(loaded.error.toString()));
    return *loaded.model;
}

} // namespace

class TestTrafficImportDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        installTranslations(QStringLiteral("en"));
    }
    void readsReviewsAndImports();
    void acceptsRecommendedIndexesOneByOne();
    void cancelsALargeLog();
    void refusesABadSource();
    void readsTheConnectedServer();

private:
    void advisorShowsTheSameSet(MainWindow &window);
};

void TestTrafficImportDialog::readsReviewsAndImports()
{
    QTemporaryDir dir;
    const QString indexStats = dir.filePath(QStringLiteral("orders.json"));
    QVERIFY(writeFile(indexStats,
        R"([{"name": "type_1", "key": {"type": 1}, "accesses": {"ops": 0, "since": {"$date": "2024-01-01T00:00:00Z"}}}])"));
    const Model model = shop();
    TrafficImportDialog dialog(model);
    dialog.show();
    QVERIFY(!dialog.readButton()->isEnabled());
    dialog.addSources(
        { trafficPath(QStringLiteral("json-logs/atlas-8.0.12-cluster0-shard-00-03.log")),
            trafficPath(QStringLiteral("queryStats/datadog-queryStats-standalone.json")),
            QStringLiteral("orders=") + indexStats });
    QVERIFY(dialog.readButton()->isEnabled());
    QSignalSpy finished(&dialog, &TrafficImportDialog::finishedReading);
    dialog.readButton()->click();
    QVERIFY(dialog.isRunning() || finished.size() == 1);
    QVERIFY(finished.size() == 1 || finished.wait(kWaitMs));
    QVERIFY2(dialog.isReviewing(), qPrintable(dialog.statusText()));
    QVERIFY(dialog.importButton()->isVisible());
    QVERIFY2(
        dialog.reviewText().contains(QLatin1String("Declared but never seen: orders of a type.")),
        qPrintable(dialog.reviewText()));
    QVERIFY(dialog.reviewText().contains(
        QLatin1String("Namespaces the model has no collection for: ")));
    QVERIFY(dialog.reviewText().contains(QLatin1String("test.foo")));
    QTreeWidget *proposals = dialog.proposals();
    QVERIFY(proposals->topLevelItemCount() >= 3);
    int scanning = 0;
    for (int i = 0; i < proposals->topLevelItemCount(); ++i)
        scanning += proposals->topLevelItem(i)->text(5).contains(QLatin1String("collection scan"));
    QVERIFY(scanning >= 2);
    // DOCMODELER_SCREENSHOT_TRAFFIC=FILE saves the review step's picture.
    if (const QString target = qEnvironmentVariable("DOCMODELER_SCREENSHOT_TRAFFIC");
        !target.isEmpty()) {
        QVERIFY(saveScreenshot(&dialog, target));
    }
    // One proposal declined.
    proposals->topLevelItem(0)->setCheckState(0, Qt::Unchecked);
    const Model imported = dialog.result();
    QCOMPARE(imported.accessPatterns.size(),
        model.accessPatterns.size() + size_t(proposals->topLevelItemCount() - 1));
    QVERIFY(imported.findIndex("typeOnly")->observed);
    QCOMPARE(imported.findIndex("typeOnly")->observed->ops, std::optional<int64_t>(0));

    // In the window: one undo step, and the findings in the Advisor dock.
    MainWindow window;
    window.document()->reset(model, {});
    window.applyDefaultLayout(QSize(1280, 800));
    QVERIFY(window.action(QStringLiteral("importTraffic")));
    QCOMPARE(window.action(QStringLiteral("importTraffic"))->shortcut(),
        QKeySequence(QStringLiteral("Ctrl+Shift+T")));
    window.document()->undoStack()->push(
        new TransformModelCommand(window.document(), imported, QStringLiteral("Import Traffic")));
    QVERIFY(window.document()->model() == imported);
    auto *advisor = window.findChild<AdvisorDock *>();
    QVERIFY(advisor);
    advisor->refresh(); // at once, not after the idle delay
    bool unusedOnServer = false;
    bool collectionScan = false;
    QStringList texts;
    QList<QTreeWidgetItem *> pending;
    for (int i = 0; i < advisor->list()->topLevelItemCount(); ++i)
        pending << advisor->list()->topLevelItem(i);
    while (!pending.isEmpty()) {
        QTreeWidgetItem *item = pending.takeFirst();
        for (int i = 0; i < item->childCount(); ++i)
            pending << item->child(i);
        texts << item->text(0);
        unusedOnServer = unusedOnServer
            || item->text(0).contains(QLatin1String("$indexStats counted no use of index type_1"));
        collectionScan = collectionScan
            || item->text(0).contains(QLatin1String("scanning the whole collection"));
    }
    QVERIFY2(unusedOnServer, qPrintable(texts.join(QLatin1Char('\n'))));
    QVERIFY2(collectionScan, qPrintable(texts.join(QLatin1Char('\n'))));
    window.document()->undoStack()->undo();
    QVERIFY(window.document()->model() == model);
    window.document()->undoStack()->redo();
    QVERIFY(window.document()->model() == imported);
}

// The Indexes tab: the recommended set of the Atlas log, those on the
// model's collections accepted (the others cannot be), each index added as
// its own undo step after the import's.
void TestTrafficImportDialog::acceptsRecommendedIndexesOneByOne()
{
    MainWindow window;
    window.document()->reset(shop(), {});
    window.applyDefaultLayout(QSize(1280, 800));
    QUndoStack *stack = window.document()->undoStack();
    const int before = stack->count();
    int accepted = 0;
    whenModal([&](QWidget *modal) {
        auto *dialog = qobject_cast<TrafficImportDialog *>(modal);
        QVERIFY(dialog);
        dialog->addSources({ trafficPath(QStringLiteral("json-logs/atlas-8.0.12-cluster0-shard-00-03.log")) });
        QSignalSpy finished(dialog, &TrafficImportDialog::finishedReading);
        dialog->readButton()->click();
        QVERIFY(finished.size() == 1 || finished.wait(kWaitMs));
        QVERIFY2(dialog->isReviewing(), qPrintable(dialog->statusText()));
        dialog->reviewTabs()->setCurrentWidget(dialog->indexReview());
        QTreeWidget *list = dialog->indexReview()->list();
        QVERIFY(list->topLevelItemCount() > 0 && list->topLevelItemCount() <= 10);
        int enabled = 0;
        for (int i = 0; i < list->topLevelItemCount(); ++i) {
            QTreeWidgetItem *item = list->topLevelItem(i);
            const bool modelled = item->text(1).endsWith(QLatin1String(".inspections"))
                || item->text(1).endsWith(QLatin1String(".routes"));
            QCOMPARE(bool(item->flags() & Qt::ItemIsEnabled), modelled);
            QCOMPARE(item->checkState(0), modelled ? Qt::Checked : Qt::Unchecked);
            enabled += modelled;
        }
        QVERIFY(enabled >= 2);
        auto *coverage = dialog->findChild<QLabel *>(QStringLiteral("indexCoverage"));
        QVERIFY(coverage && coverage->text().contains(QLatin1String("of the documents the logged queries examined")));
        saveScreenshotIfAsked(dialog, QStringLiteral("traffic-index-review.png"));
        // All but the first accepted index declined.
        for (int i = 0, kept = 0; i < list->topLevelItemCount(); ++i)
            if (list->topLevelItem(i)->checkState(0) == Qt::Checked && kept++ > 0)
                list->topLevelItem(i)->setCheckState(0, Qt::Unchecked);
        accepted = 1;
        dialog->importButton()->click();
    });
    window.action(QStringLiteral("importTraffic"))->trigger();
    QCOMPARE(accepted, 1);
    QCOMPARE(stack->count(), before + 2);
    QCOMPARE(window.document()->model().indexes.size(), shop().indexes.size() + 1);
    QVERIFY(stack->undoText().startsWith(QLatin1String("Add Index {")));
    stack->undo();
    QCOMPARE(window.document()->model().indexes.size(), shop().indexes.size());
    QCOMPARE(stack->undoText(), QStringLiteral("Import Traffic"));
    stack->redo();
    QCOMPARE(window.document()->model().indexes.size(), shop().indexes.size() + 1);
    advisorShowsTheSameSet(window);
}

// After the import the Advisor dock lists the same set: the accepted index
// as in the model, a declined one applied from there as its own undo step.
void TestTrafficImportDialog::advisorShowsTheSameSet(MainWindow &window)
{
    auto *advisor = window.findChild<AdvisorDock *>();
    QVERIFY(advisor && advisor->indexSet());
    const IndexSet &set = advisor->indexSet()->set;
    QVERIFY(!set.recommended.empty() && set.recommended.size() <= 10);
    QTreeWidget *list = advisor->list();
    QTreeWidgetItem *group = nullptr;
    for (int i = 0; i < list->topLevelItemCount(); ++i)
        if (list->topLevelItem(i)->text(0).startsWith(QLatin1String("Traffic's index set")))
            group = list->topLevelItem(i);
    QVERIFY(group);
    QVERIFY2(group->text(0).contains(QStringLiteral("%1 index").arg(set.recommended.size())), qPrintable(group->text(0)));
    QVERIFY(group->childCount() >= int(set.recommended.size()));
    int inModel = 0;
    QTreeWidgetItem *declined = nullptr;
    for (int i = 0; i < int(set.recommended.size()); ++i) {
        QTreeWidgetItem *item = group->child(i);
        const std::string &ns = set.recommended[size_t(i)].ns;
        QVERIFY(item->text(0).contains(QStringLiteral(" on %1 — ").arg(QString::fromStdString(ns.substr(ns.find('.') + 1)))));
        if (item->text(1) == QLatin1String("in the model"))
            ++inModel;
        else if (!declined && (item->text(0).contains(QLatin1String(" on inspections"))
                     || item->text(0).contains(QLatin1String(" on routes"))))
            declined = item;
    }
    QCOMPARE(inModel, 1);
    QVERIFY(declined);
    list->setCurrentItem(declined);
    const auto details = advisor->findChildren<QLabel *>();
    QVERIFY(std::ranges::any_of(details, [](QLabel *label) { return label->text().contains(QLatin1String("It serves these logged shapes")); }));
    saveScreenshotIfAsked(&window, QStringLiteral("advisor-index-set.png"));
    QUndoStack *stack = window.document()->undoStack();
    const int before = stack->count();
    advisor->applyRecommendation();
    QCOMPARE(stack->count(), before + 1);
    QVERIFY(stack->undoText().startsWith(QLatin1String("Add Index {")));
    QTRY_VERIFY(!advisor->isRefreshing());
    advisor->refresh();
    QTRY_VERIFY(!advisor->isRefreshing());
    int marked = 0;
    for (QTreeWidgetItemIterator it(list); *it; ++it)
        marked += (*it)->text(1) == QLatin1String("in the model");
    QCOMPARE(marked, 2);
    stack->undo();
    QCOMPARE(stack->count(), before + 1);
    QCOMPARE(stack->index(), before);
}

// The keyhole simulator's log (27,429 slow operations): Cancel stops the
// reading, and nothing is reviewed.
void TestTrafficImportDialog::cancelsALargeLog()
{
    TrafficImportDialog dialog(shop());
    dialog.addSources(
        { trafficPath(QStringLiteral("json-logs/hatchet-6.0.11-keyhole-sim.log.gz")) });
    QSignalSpy finished(&dialog, &TrafficImportDialog::finishedReading);
    dialog.read();
    QVERIFY(dialog.isRunning());
    QVERIFY(dialog.statusText().contains(
        QLatin1String("Reading hatchet-6.0.11-keyhole-sim.log.gz (1 of 1)")));
    dialog.cancel();
    QVERIFY(finished.wait(kWaitMs));
    QVERIFY(!dialog.isReviewing());
    QVERIFY2(
        dialog.statusText().contains(QLatin1String("cancelled")), qPrintable(dialog.statusText()));
    QVERIFY(dialog.statusText().contains(QLatin1String("Nothing was imported")));
}

void TestTrafficImportDialog::refusesABadSource()
{
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("bad.log"));
    QVERIFY(writeFile(bad,
        QByteArray("\x7f"
                   "ELF\x02\x01\x01\0\0\0\n",
            11)));
    TrafficImportDialog dialog(shop());
    dialog.addSources(
        { trafficPath(QStringLiteral("queryStats/datadog-queryStats-standalone.json")), bad });
    QSignalSpy finished(&dialog, &TrafficImportDialog::finishedReading);
    dialog.read();
    QVERIFY(finished.size() == 1 || finished.wait(kWaitMs));
    QVERIFY(!dialog.isReviewing());
    QVERIFY2(
        dialog.statusText().contains(bad + QStringLiteral(": ")), qPrintable(dialog.statusText()));
    QVERIFY(dialog.statusText().contains(QLatin1String("this is no MongoDB log")));
}

// The connected server's $queryStats and $indexStats (mockupdb answering
// ../shared/traffic's documents): read on the connection with progress,
// the profiler that is off noted in the review; Cancel imports nothing; a
// closed connection offers no server.
void TestTrafficImportDialog::readsTheConnectedServer()
{
    QTemporaryDir dir;
    const QString indexStats = dir.filePath(QStringLiteral("orders.json"));
    QVERIFY(writeFile(indexStats,
        R"([{"name": "type_1", "key": {"type": 1}, "accesses": {"ops": 0, "since": {"$date": "2024-01-01T00:00:00Z"}}}])"));
    TestServer server(ServerKind::Mock, QStringLiteral("traffic"),
        { QStringLiteral("--query-stats"),
            trafficPath(QStringLiteral("queryStats/datadog-queryStats-standalone.json")),
            QStringLiteral("--index-stats"), QStringLiteral("test.orders=") + indexStats });
    START_SERVER(server);
    LiveConnection connection;
    LiveError error;
    QVERIFY2(connection.open(quickSettings(server.uri()), {}, &error), qPrintable(error.message));

    TrafficImportDialog dialog(shop(), &connection);
    dialog.show();
    QVERIFY(!dialog.readButton()->isEnabled()); // the model names no database
    dialog.setDatabase(QStringLiteral("test"));
    QVERIFY(dialog.readButton()->isEnabled());
    // DOCMODELER_SCREENSHOT_TRAFFIC_SERVER=PREFIX saves PREFIX-sources.png
    // and PREFIX-review.png.
    const QString screenshots = qEnvironmentVariable("DOCMODELER_SCREENSHOT_TRAFFIC_SERVER");
    if (!screenshots.isEmpty()) {
        QVERIFY(saveScreenshot(&dialog, screenshots + QStringLiteral("-sources.png")));
    }
    QSignalSpy finished(&dialog, &TrafficImportDialog::finishedReading);
    dialog.readButton()->click();
    QVERIFY(dialog.isRunning());
    QVERIFY(!dialog.readButton()->isEnabled());
    QVERIFY(finished.wait(kWaitMs));
    QVERIFY2(dialog.isReviewing(), qPrintable(dialog.statusText()));
    const QString review = dialog.reviewText();
    QVERIFY2(review.contains(QLatin1String("The profiler of test is off")), qPrintable(review));
    QVERIFY(review.contains(QLatin1String("Declared but never seen: orders of a type.")));
    QVERIFY(
        review.contains(QLatin1String("Namespaces the model has no collection for: test.foo.")));
    QVERIFY(review.contains(
        QLatin1String("1 $indexStats entry gives the use of the model's indexes.")));
    QCOMPARE(dialog.proposals()->topLevelItemCount(), 2);
    if (!screenshots.isEmpty()) {
        QVERIFY(saveScreenshot(&dialog, screenshots + QStringLiteral("-review.png")));
    }
    const Model imported = dialog.result();
    QCOMPARE(imported.accessPatterns.size(), size_t(3));
    QCOMPARE(imported.findIndex("typeOnly")->observed->ops, std::optional<int64_t>(0));

    TrafficImportDialog cancelled(shop(), &connection);
    cancelled.setDatabase(QStringLiteral("test"));
    QSignalSpy ended(&cancelled, &TrafficImportDialog::finishedReading);
    cancelled.read();
    cancelled.cancel();
    QVERIFY(ended.size() == 1 || ended.wait(kWaitMs));
    QVERIFY(!cancelled.isRunning() && !cancelled.isReviewing());
    QCOMPARE(cancelled.statusText(), QStringLiteral("Cancelled. Nothing was imported."));

    connection.close();
    TrafficImportDialog offline(shop(), &connection);
    offline.setSource(TrafficImportDialog::Server);
    offline.setDatabase(QStringLiteral("test"));
    QVERIFY(!offline.readButton()->isEnabled());
}

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    TestTrafficImportDialog test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_trafficimportdialog.moc"
