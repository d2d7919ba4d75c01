// SPDX-License-Identifier: GPL-3.0-or-later
// The Apply dialog's checks of the documents already on the server, before
// a step runs: validators the data fails (Moderate, Warn), unique keys the
// data repeats, and MongoDB 9.0's guarantee (constraint) where it passes.
#include "applydialogsupport.h"
#include "testconnection.h"
#include "testserver.h"
#include "testsupport.h"
#include "windowsupport.h"
#include "translations/translator.h"

#include "dialogs/applydialog.h"

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

class TestApplyChecks : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { installTranslations(QStringLiteral("en")); }

    // Before a step is offered, the documents already there are checked
    // against each new validator (mockupdb answers as a server that counts
    // with $jsonSchema): the one they fail is unchecked, destructive, says
    // how many and why; Moderate makes it safe and checked; applying asks
    // first, sends the chosen level, and the server counts again after.
    // DOCMODELER_SCREENSHOT_APPLY_CHECK=FILE also saves the dialog's picture.
    // Posts already repeating a slug: the unique index's step counts them,
    // starts unchecked and says why, as the CLI's plan does.
    void uniqueIndexOverRepeatedValues()
    {
        TestServer server(ServerKind::Jongodb);
        START_SERVER(server);
        BlogSession session(server.uri(),
            QStringLiteral("db.getSiblingDB('blog').posts.insertMany([{slug: 'hello'}, {slug: 'hello'}, "
                           "{slug: 'hello'}, {slug: 'other'}]);"));
        QVERIFY2(session.problem.isEmpty(), qPrintable(session.problem));
        ApplyDialog dialog(session.model(), &session.connection);
        dialog.resize(1180, 560);
        dialog.show();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.hasPlan() && !dialog.isBusy(), kWaitMs);
        const int slug = rowOf(dialog, QStringLiteral("slug_1"));
        QVERIFY(slug >= 0);
        const PlanStep &step = dialog.plan().steps[size_t(slug)];
        QCOMPARE(step.failingDocuments, int64_t(3));
        QVERIFY(!step.selected);
        QTreeWidgetItem *row = dialog.steps()->topLevelItem(slug);
        QCOMPARE(row->checkState(ApplyDialog::KindColumn), Qt::Unchecked);
        QCOMPARE(row->childCount(), 1);
        QVERIFY2(row->child(0)->text(0).startsWith(
                     QLatin1String("posts.slug: 1 value repeats in 3 documents (\"hello\": 3 documents)")),
            qPrintable(row->child(0)->text(0)));
        QVERIFY(row->toolTip(ApplyDialog::KindColumn).contains(QLatin1String("repeat this unique index's key")));
        // The other indexes are not held back.
        QVERIFY(rowsOf(dialog)[rowOf(dialog, QStringLiteral("date_-1"))].checked);
        dialog.steps()->setCurrentItem(row);
        saveScreenshotIfAsked(&dialog, QStringLiteral("apply-unique-repeats.png"));
    }

    void validatorTheDataFails()
    {
        QTemporaryDir dir;
        const QString record = dir.filePath(QStringLiteral("commands.jsonl"));
        TestServer server(ServerKind::Mock, QStringLiteral("validates"), { QStringLiteral("--record"), record });
        START_SERVER(server);
        const LoadResult loaded = musicModel();
        QVERIFY(loaded.ok());
        LiveConnection connection;
        LiveError error;
        QVERIFY2(connection.open(settingsFor(server.uri()), QString(), &error), qPrintable(error.message));
        ApplyDialog dialog(*loaded.model, &connection);
        dialog.resize(1180, 560);
        dialog.show();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.hasPlan() && !dialog.isBusy(), kWaitMs);
        const int invoices = stepOn(dialog, "invoices");
        const int customers = stepOn(dialog, "customers");
        QVERIFY(invoices >= 0 && customers >= 0);
        const PlanStep &failing = dialog.plan().steps[size_t(invoices)];
        QCOMPARE(failing.failingDocuments, int64_t(3));
        QVERIFY(failing.destructive);
        QVERIFY(!failing.selected);
        QTreeWidgetItem *row = dialog.steps()->topLevelItem(invoices);
        QCOMPARE(row->checkState(ApplyDialog::KindColumn), Qt::Unchecked);
        QCOMPARE(row->childCount(), 1);
        QVERIFY2(row->child(0)->text(0).startsWith(QLatin1String("3 of 5 documents fail (60.0 %): InvoiceId must be objectId, is int")),
            qPrintable(row->child(0)->text(0)));
        QVERIFY(dialog.plan().steps[size_t(customers)].selected);
        QVERIFY(dialog.steps()->topLevelItem(customers)->child(0)->text(0).startsWith(QLatin1String("all 2 documents pass")));

        // Moderate: only offered for a step the data fails.
        dialog.steps()->setCurrentItem(dialog.steps()->topLevelItem(customers));
        QVERIFY(!dialog.moderateBox()->isEnabled());
        dialog.steps()->setCurrentItem(dialog.steps()->topLevelItem(invoices));
        QVERIFY(dialog.moderateBox()->isEnabled() && dialog.warnBox()->isEnabled());

        const QString screenshot = qEnvironmentVariable("DOCMODELER_SCREENSHOT_APPLY_CHECK");
        if (!screenshot.isEmpty()) {
            dialog.showCommandButton()->click();
            QVERIFY(saveScreenshot(&dialog, screenshot));
            dialog.showCommandButton()->click();
        }

        dialog.moderateBox()->click();
        QVERIFY(!dialog.plan().steps[size_t(invoices)].destructive);
        QVERIFY(dialog.plan().steps[size_t(invoices)].selected);
        QCOMPARE(dialog.plan().steps[size_t(invoices)].command.at("validationLevel").get<std::string>(), std::string("moderate"));
        QCOMPARE(dialog.steps()->topLevelItem(invoices)->checkState(ApplyDialog::KindColumn), Qt::Checked);

        // Asked first, as both collections hold documents; No applies nothing.
        QString asked;
        answerMessageBox(QMessageBox::No, &asked);
        dialog.applyButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(!asked.isEmpty(), kWaitMs);
        QVERIFY2(asked.contains(QLatin1String("invoices: 3 of 5 documents fail")), qPrintable(asked));
        QVERIFY(!readFile(record).contains("collMod"));
        answerMessageBox(QMessageBox::Yes, &asked);
        QSignalSpy applied(&dialog, &ApplyDialog::applied);
        dialog.applyButton()->click();
        QVERIFY(applied.wait(kWaitMs));
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isBusy(), kWaitMs);
        const QByteArray sent = readFile(record);
        QVERIFY(sent.contains("\"collMod\": \"invoices\""));
        QVERIFY(sent.contains("\"validationLevel\": \"moderate\""));
        QVERIFY2(dialog.statusText().contains(QLatin1String("After the apply, invoices: 3 of 5 documents fail")),
            qPrintable(dialog.statusText()));
    }

    // MongoDB 9.0's validationLevel "constraint": offered for the validator
    // every document passes, not for the one documents fail (the tooltip
    // says why), and sent as the server's two steps after the validator.
    // Not offered at all by a server before 9.0.
    void constraintOfferedWhenClean()
    {
        QTemporaryDir dir;
        const QString record = dir.filePath(QStringLiteral("commands.jsonl"));
        TestServer server(ServerKind::Mock, QStringLiteral("validates"),
            { QStringLiteral("--record"), record, QStringLiteral("--version"), QStringLiteral("9.0.1") });
        START_SERVER(server);
        const LoadResult loaded = musicModel();
        QVERIFY(loaded.ok());
        LiveConnection connection;
        LiveError error;
        QVERIFY2(connection.open(settingsFor(server.uri()), QString(), &error), qPrintable(error.message));
        ApplyDialog dialog(*loaded.model, &connection);
        dialog.resize(1180, 560);
        dialog.show();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.hasPlan() && !dialog.isBusy(), kWaitMs);
        const int invoices = stepOn(dialog, "invoices");
        const int customers = stepOn(dialog, "customers");
        QVERIFY(invoices >= 0 && customers >= 0);
        dialog.steps()->setCurrentItem(dialog.steps()->topLevelItem(invoices));
        QVERIFY(!dialog.constraintBox()->isEnabled());
        QVERIFY2(dialog.constraintBox()->toolTip().contains(QLatin1String("3 of 5 existing documents fail")),
            qPrintable(dialog.constraintBox()->toolTip()));
        dialog.steps()->setCurrentItem(dialog.steps()->topLevelItem(customers));
        QTRY_VERIFY_WITH_TIMEOUT(dialog.constraintBox()->isEnabled(), kWaitMs);
        QVERIFY(!dialog.moderateBox()->isEnabled());
        dialog.constraintBox()->click();
        QCOMPARE(dialog.plan().steps[size_t(customers)].command.at("validationLevel").get<std::string>(),
            std::string("constraint"));
        QVERIFY(dialog.plan().steps[size_t(customers)].selected);
        saveScreenshotIfAsked(&dialog, QStringLiteral("apply-constraint.png"));

        QString asked;
        answerMessageBox(QMessageBox::Yes, &asked);
        QSignalSpy applied(&dialog, &ApplyDialog::applied);
        dialog.applyButton()->click();
        QVERIFY(applied.wait(kWaitMs));
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isBusy(), kWaitMs);
        const QByteArray sent = readFile(record);
        const qsizetype validator = sent.indexOf("{\"collMod\": \"customers\", \"validator\"");
        const qsizetype prepare = sent.indexOf("{\"collMod\": \"customers\", \"prepareConstraintValidationLevel\": true,");
        const qsizetype level = sent.indexOf("{\"collMod\": \"customers\", \"validationLevel\": \"constraint\",");
        QVERIFY2(validator >= 0 && prepare > validator && level > prepare, sent.constData());

        TestServer older(ServerKind::Mock, QStringLiteral("validates"));
        START_SERVER(older);
        LiveConnection toOlder;
        QVERIFY2(toOlder.open(settingsFor(older.uri()), QString(), &error), qPrintable(error.message));
        ApplyDialog onOlder(*loaded.model, &toOlder);
        onOlder.show();
        QTRY_VERIFY_WITH_TIMEOUT(onOlder.hasPlan() && !onOlder.isBusy(), kWaitMs);
        onOlder.steps()->setCurrentItem(onOlder.steps()->topLevelItem(stepOn(onOlder, "customers")));
        QTRY_VERIFY_WITH_TIMEOUT(onOlder.constraintBox()->toolTip().contains(QLatin1String("needs 9.0")), kWaitMs);
        QVERIFY(!onOlder.constraintBox()->isEnabled());
    }
};

int main(int argc, char **argv)
{
    TestApplyChecks test;
    return runApplyDialogTest(test, "tst_applychecks", argc, argv);
}

#include "tst_applychecks.moc"
