// SPDX-License-Identifier: GPL-3.0-or-later
// The Live dock's Indexes tab as a person uses it, with real clicks: New
// Index… (keys checked as typed), then the Apply dialog's plan for that one
// change, Apply, and the tab read again; Hide, Unhide and Drop the same way
// (the mock server that keeps what it is sent); a unique index on repeated
// keys shown with its duplicate count and not run (CongoDB counts them).
#include "applydialogsupport.h"
#include "livedocksupport.h"
#include "testconnection.h"
#include "testserver.h"
#include "testsupport.h"
#include "windowsupport.h"

#include "dialogs/applydialog.h"
#include "live/livedetails.h"
#include "live/livedock.h"
#include "live/liveindexes.h"
#include "live/newindexdialog.h"
#include "window/mainwindow.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTreeWidget>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

QTreeWidgetItem *rowNamed(QTreeWidget *table, const QString &name)
{
    for (int i = 0; i < table->topLevelItemCount(); ++i)
        if (table->topLevelItem(i)->text(LiveIndexes::NameColumn) == name)
            return table->topLevelItem(i);
    return nullptr;
}

// The window's Live dock on shop.items, at its Indexes tab once the _id
// index is listed; null with `why` when it could not be opened.
LiveIndexes *openIndexesTab(MainWindow &window, const QString &uri, QString *why)
{
    window.resize(1280, 800);
    window.show();
    auto *dock = window.findChild<LiveDock *>();
    *why = openCollection(*dock, settingsFor(uri), QStringLiteral("shop"), QStringLiteral("items"));
    if (!why->isEmpty())
        return nullptr;
    dock->details()->tabs()->setCurrentIndex(LiveDetails::Indexes);
    LiveIndexes *tab = dock->details()->indexes();
    if (!QTest::qWaitFor([&] { return rowNamed(tab->table(), QStringLiteral("_id_")) != nullptr; }, 10000)) {
        *why = QStringLiteral("the _id index was not listed");
        return nullptr;
    }
    return tab;
}

// What the Apply dialog showed and did for one change.
struct Applied {
    QString title;
    QList<Row> planned;
    QList<Row> results;
    QString status;
};

// Answers the next Apply dialog: waits for its plan, applies it when
// `apply`, and closes it; `screenshot` names a picture of it to save.
void answerApplyDialog(Applied *out, bool apply, const QString &screenshot = {})
{
    whenModal([=](QWidget *modal) {
        auto *dialog = qobject_cast<ApplyDialog *>(modal);
        if (!dialog) {
            modal->close();
            return;
        }
        out->title = dialog->windowTitle();
        if (QTest::qWaitFor([&] { return dialog->hasPlan() && !dialog->isBusy(); }, kWaitMs)) {
            out->planned = rowsOf(*dialog);
            if (!screenshot.isEmpty())
                saveScreenshotIfAsked(dialog, screenshot);
            if (apply) {
                QTest::mouseClick(dialog->applyButton(), Qt::LeftButton);
                if (!QTest::qWaitFor([&] { return !dialog->isBusy(); }, kWaitMs))
                    dialog->cancel(); // the results say what was left
            }
        }
        out->results = rowsOf(*dialog);
        out->status = dialog->statusText();
        dialog->reject();
    });
}

// Opens New Index…, types the keys (and Unique), and plans them; the Apply
// dialog that follows is answered as answerApplyDialog does.
void createThroughTheTab(LiveIndexes *tab, const QString &keys, bool unique, Applied *out, bool apply,
    QString *placeholder, const QString &screenshot = {})
{
    whenModal([=](QWidget *modal) {
        auto *dialog = qobject_cast<NewIndexDialog *>(modal);
        if (!dialog) {
            modal->close();
            return;
        }
        QTest::keyClicks(dialog->keysEdit(), keys);
        *placeholder = dialog->nameEdit()->placeholderText();
        if (unique)
            QTest::mouseClick(dialog->uniqueBox(), Qt::LeftButton);
        answerApplyDialog(out, apply, screenshot);
        QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    });
    QTest::mouseClick(tab->newButton(), Qt::LeftButton);
}

} // namespace

class TestLiveIndexes : public QObject
{
    Q_OBJECT

private slots:
    void createHideUnhideAndDrop()
    {
        if (mongoshPath().isEmpty())
            DOCMODELER_PEER_MISSING("mongosh is not installed; scripts/test installs it");
        TestServer server(ServerKind::Mock, QStringLiteral("keeps"));
        START_SERVER(server);
        const ShellRun seed = runMongosh(server.uri(), QStringLiteral("db.getSiblingDB('shop').items.insertOne({sku: 'a'})"));
        QVERIFY2(seed.exitCode == 0, qPrintable(seed.err));
        MainWindow window;
        QString why;
        LiveIndexes *tab = openIndexesTab(window, server.uri(), &why);
        QVERIFY2(tab, qPrintable(why));
        QTreeWidget *table = tab->table();
        table->setCurrentItem(rowNamed(table, QStringLiteral("_id_")));
        QVERIFY(tab->newButton()->isEnabled());
        QVERIFY(!tab->dropButton()->isEnabled()); // the _id index stays
        QVERIFY(!tab->hideButton()->isEnabled());

        // New Index…: the keys typed, MongoDB's name offered, the plan applied.
        Applied created;
        QString placeholder;
        createThroughTheTab(tab, QStringLiteral("{sku: 1, at: -1}"), false, &created, true, &placeholder);
        QCOMPARE(placeholder, QStringLiteral("default: sku_1_at_-1"));
        QCOMPARE(created.title, QStringLiteral("Create the index sku_1_at_-1 on items"));
        QCOMPARE(created.planned.size(), 1);
        QCOMPARE(created.planned.first().kind, QStringLiteral("create index"));
        QVERIFY(created.planned.first().checked);
        QVERIFY2(created.results.first().result.contains(QLatin1String("done")), qPrintable(created.results.first().result));
        QTRY_VERIFY_WITH_TIMEOUT(rowNamed(table, QStringLiteral("sku_1_at_-1")), 10000);
        QCOMPARE(rowNamed(table, QStringLiteral("sku_1_at_-1"))->text(LiveIndexes::KeysColumn), QStringLiteral("{sku: 1, at: -1}"));

        // Hide: collMod, after its plan; the button then offers Unhide.
        table->setCurrentItem(rowNamed(table, QStringLiteral("sku_1_at_-1")));
        saveScreenshotIfAsked(window.findChild<LiveDock *>(), QStringLiteral("live-indexes.png"));
        QCOMPARE(tab->hideButton()->text(), QStringLiteral("&Hide"));
        Applied hidden;
        answerApplyDialog(&hidden, true);
        QTest::mouseClick(tab->hideButton(), Qt::LeftButton);
        QCOMPARE(hidden.planned.size(), 1);
        QCOMPARE(hidden.planned.first().kind, QStringLiteral("change index"));
        QTRY_VERIFY_WITH_TIMEOUT(rowNamed(table, QStringLiteral("sku_1_at_-1"))
                && rowNamed(table, QStringLiteral("sku_1_at_-1"))->text(LiveIndexes::OptionsColumn).contains(QLatin1String("hidden")),
            10000);
        table->setCurrentItem(rowNamed(table, QStringLiteral("sku_1_at_-1")));
        QCOMPARE(tab->hideButton()->text(), QStringLiteral("Un&hide"));
        Applied shown;
        answerApplyDialog(&shown, true);
        QTest::mouseClick(tab->hideButton(), Qt::LeftButton);
        QVERIFY2(shown.title.startsWith(QLatin1String("Unhide")), qPrintable(shown.title));
        QTRY_VERIFY_WITH_TIMEOUT(rowNamed(table, QStringLiteral("sku_1_at_-1"))
                && !rowNamed(table, QStringLiteral("sku_1_at_-1"))->text(LiveIndexes::OptionsColumn).contains(QLatin1String("hidden")),
            10000);

        // Drop: destructive, in red, and checked: it is what was asked for.
        table->setCurrentItem(rowNamed(table, QStringLiteral("sku_1_at_-1")));
        Applied dropped;
        answerApplyDialog(&dropped, true);
        QTest::mouseClick(tab->dropButton(), Qt::LeftButton);
        QCOMPARE(dropped.planned.size(), 1);
        QCOMPARE(dropped.planned.first().kind, QStringLiteral("drop index"));
        QVERIFY(dropped.planned.first().checked);
        QTRY_VERIFY_WITH_TIMEOUT(!rowNamed(table, QStringLiteral("sku_1_at_-1")), 10000);
        QVERIFY(rowNamed(table, QStringLiteral("_id_")));

        // Keys that do not parse cannot be planned.
        whenModal([](QWidget *modal) {
            auto *dialog = qobject_cast<NewIndexDialog *>(modal);
            if (!dialog) {
                modal->close();
                return;
            }
            QTest::keyClicks(dialog->keysEdit(), QStringLiteral("{sku: 'up'}"));
            QVERIFY(!dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
            QVERIFY2(dialog->problem().contains(QLatin1String("sku")), qPrintable(dialog->problem()));
            dialog->reject();
        });
        QTest::mouseClick(tab->newButton(), Qt::LeftButton);
    }

    // A unique index on keys the documents repeat: counted first, shown
    // with the count, unchecked, and nothing runs.
    void uniqueOnRepeatedKeysIsNotRun()
    {
        if (mongoshPath().isEmpty())
            DOCMODELER_PEER_MISSING("mongosh is not installed; scripts/test installs it");
        TestServer server(ServerKind::Congo);
        START_SERVER(server);
        const ShellRun seed = runMongosh(server.uri(), QStringLiteral(R"(
(function () {
  db.getSiblingDB('shop').items.insertMany([{sku: 'a'}, {sku: 'a'}, {sku: 'b'}, {sku: 'c'}, {sku: 'c'}]);
})();
)"));
        QVERIFY2(seed.exitCode == 0, qPrintable(seed.err));
        MainWindow window;
        QString why;
        LiveIndexes *tab = openIndexesTab(window, server.uri(), &why);
        QVERIFY2(tab, qPrintable(why));
        Applied unique;
        QString placeholder;
        createThroughTheTab(tab, QStringLiteral("{sku: 1}"), true, &unique, true, &placeholder,
            QStringLiteral("apply-unique-index-duplicates.png"));
        QCOMPARE(unique.planned.size(), 1);
        QCOMPARE(unique.planned.first().kind, QStringLiteral("create index"));
        QVERIFY(!unique.planned.first().checked);
        QVERIFY2(unique.status.contains(QLatin1String("0 checked")), qPrintable(unique.status));
        QVERIFY2(unique.results.first().result.isEmpty(), qPrintable(unique.results.first().result));
        // Nothing was sent: no request is left, and the tab is as it was.
        QTRY_COMPARE_WITH_TIMEOUT(window.findChild<LiveDock *>()->connection()->pendingCount(), 0, 10000);
        QVERIFY(!rowNamed(tab->table(), QStringLiteral("sku_1")));
    }
};

QTEST_MAIN(TestLiveIndexes)
#include "tst_liveindexes.moc"
