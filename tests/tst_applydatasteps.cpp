// SPDX-License-Identifier: GPL-3.0-or-later
// The documents' steps of the Apply dialog, below the schema steps: tried
// on the database once it is read, run in recorded batches, and the choice
// of what happens to children without a parent before a drop.
#include "applydialogsupport.h"
#include "testconnection.h"
#include "testserver.h"
#include "testsupport.h"
#include "windowsupport.h"
#include "translations/translator.h"

#include "dialogs/applydatasteps.h"
#include "dialogs/applydialog.h"
#include "migrate/datamigration.h"
#include "schema/strategychange.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

class TestApplyDataSteps : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { installTranslations(QStringLiteral("en")); }

    // The documents' steps from the saved model, below the schema steps:
    // tried on the database once it is read (what each reads and writes, a
    // few documents before and after), then run in recorded batches; the
    // destructive one waits for its box. docs/screenshots/apply-data-steps.png
    // when DOCMODELER_SCREENSHOT_APPLY_DATA names a file.
    void dataStepsTriedAndRun()
    {
        const Model old = test::invoices();
        const Model now = changeStrategy(old, "invoice-lines", Strategy::Embed).model;
        SeededStore store(test::previewCollections(old));
        START_SERVER(store.server);
        const QString &record = store.record;
        LiveConnection connection;
        LiveError error;
        QVERIFY2(connection.open(settingsFor(store.server.uri()), QString(), &error), qPrintable(error.message));
        ApplyDialog dialog(now, &connection);
        dialog.setDataMigration(planDataMigration(old, now));
        ApplyDataSteps *data = dialog.dataSteps();
        QVERIFY(data);
        QSignalSpy tried(data, &ApplyDataSteps::tried);
        dialog.show();
        QTRY_VERIFY_WITH_TIMEOUT(tried.count() == 1, kWaitMs);
        QTreeWidget *steps = data->steps();
        QCOMPARE(steps->topLevelItemCount(), 2);
        QCOMPARE(steps->topLevelItem(0)->text(ApplyDataSteps::StepColumn),
            QStringLiteral("Embed each Invoice's InvoiceLine in Invoice.InvoiceLine"));
        QCOMPARE(steps->topLevelItem(0)->text(ApplyDataSteps::CountColumn), QStringLiteral("12 → 12"));
        QCOMPARE(steps->topLevelItem(1)->text(ApplyDataSteps::CountColumn), QStringLiteral("48"));
        QCOMPARE(steps->topLevelItem(1)->foreground(ApplyDataSteps::StepColumn).color(), QColor(0xb0, 0x1c, 0x22));
        QVERIFY2(data->statusText().startsWith(QStringLiteral("Dry run: nothing was written.")), qPrintable(data->statusText()));
        data->detailButton()->click();
        steps->setCurrentItem(steps->topLevelItem(0));
        const QString detail = data->detailView()->toPlainText();
        QVERIFY2(detail.contains(QStringLiteral("\"$lookup\"")), qPrintable(detail));
        QCOMPARE(detail.count(QStringLiteral("// before")), 3);
        QCOMPARE(detail.count(QStringLiteral("// after")), 3);
        const QString screenshot = qEnvironmentVariable("DOCMODELER_SCREENSHOT_APPLY_DATA");
        if (!screenshot.isEmpty()) {
            QVERIFY(saveScreenshot(&dialog, screenshot));
        }

        QSignalSpy migrated(data, &ApplyDataSteps::migrated);
        QSignalSpy applied(&dialog, &ApplyDialog::applied);
        data->runButton()->click();
        QVERIFY(!data->runButton()->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(migrated.count() == 1, kWaitMs);
        QCOMPARE(applied.count(), 1); // the Live dock reloads
        QVERIFY2(steps->topLevelItem(0)->text(ApplyDataSteps::ResultColumn).startsWith(QStringLiteral("done, 1 batch")),
            qPrintable(steps->topLevelItem(0)->text(ApplyDataSteps::ResultColumn)));
        QVERIFY(steps->topLevelItem(1)->text(ApplyDataSteps::ResultColumn).startsWith(QStringLiteral("skipped")));
        const QString commands = QString::fromUtf8(readFile(record));
        QCOMPARE(commands.count(QStringLiteral("\"$merge\"")), 1);
        // 12 invoices, batches of 1,000: one batch, over every document.
        QVERIFY2(commands.contains(QStringLiteral("\"pipeline\": [{\"$match\": {}}, {\"$lookup\"")), qPrintable(commands));
        QVERIFY(!commands.contains(QStringLiteral("{\"drop\": \"InvoiceLine\"")));
    }

    // Lines whose invoice does not exist: the dry run counts them at the
    // embed and at the drop, and the drop moves them where the person says.
    void orphanChoice()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("node")).isEmpty())
            DOCMODELER_PEER_MISSING("node is not installed (scripts/test installs it)");
        const Model old = test::invoices();
        const Model now = changeStrategy(old, "invoice-lines", Strategy::Embed).model;
        const DataMigration migration = planDataMigration(old, now);
        test::Collections before = test::previewCollections(old);
        test::addOrphanLines(before, 3);
        SeededStore store(test::embeddedBeforeTheDrop(before, migration));
        START_SERVER(store.server);
        const QString &record = store.record;
        LiveConnection connection;
        LiveError error;
        QVERIFY2(connection.open(settingsFor(store.server.uri()), QString(), &error), qPrintable(error.message));
        ApplyDialog dialog(now, &connection);
        dialog.setDataMigration(migration);
        ApplyDataSteps *data = dialog.dataSteps();
        QSignalSpy tried(data, &ApplyDataSteps::tried);
        dialog.resize(1180, 640);
        dialog.show();
        QTRY_VERIFY_WITH_TIMEOUT(tried.count() == 1, kWaitMs);
        QTreeWidget *steps = data->steps();
        const QString embed = steps->topLevelItem(0)->text(ApplyDataSteps::ResultColumn);
        QVERIFY2(embed.contains(QLatin1String("3 InvoiceLine have no Invoice: they are not embedded")), qPrintable(embed));
        QVERIFY(steps->topLevelItem(1)->text(ApplyDataSteps::ResultColumn).contains(QLatin1String("the drop refuses")));
        QVERIFY(data->orphansBox()->isVisible());
        data->orphansBox()->setCurrentIndex(data->orphansBox()->findData(int(OrphanPolicy::Kind::MoveTo)));
        QVERIFY(data->orphansTargetEdit()->isVisible());
        QCOMPARE(data->orphansTargetEdit()->text(), QStringLiteral("InvoiceLine_orphans"));
        saveScreenshotIfAsked(&dialog, QStringLiteral("apply-orphans.png"));

        QSignalSpy migrated(data, &ApplyDataSteps::migrated);
        data->removeOldDataBox()->setChecked(true);
        data->runButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(migrated.count() == 1, kWaitMs);
        const QString dropped = steps->topLevelItem(1)->text(ApplyDataSteps::ResultColumn);
        QVERIFY2(dropped.contains(QLatin1String("moved to InvoiceLine_orphans before the drop")), qPrintable(dropped));
        const QString commands = QString::fromUtf8(readFile(record));
        const qsizetype moved = commands.indexOf(QLatin1String("\"into\": \"InvoiceLine_orphans\""));
        QVERIFY2(moved >= 0, qPrintable(commands.right(2000)));
        QVERIFY(commands.indexOf(QLatin1String("\"drop\": \"InvoiceLine\"")) > moved);
    }
};

int main(int argc, char **argv)
{
    TestApplyDataSteps test;
    return runApplyDialogTest(test, "tst_applydatasteps", argc, argv);
}

#include "tst_applydatasteps.moc"
