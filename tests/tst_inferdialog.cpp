// SPDX-License-Identifier: GPL-3.0-or-later
// The workbench's Infer Model from Files dialog: inference off the GUI
// thread with each collection's progress, Cancel, errors, and the model.
#include "inferencedata.h"
#include "testsupport.h"

#include "dialogs/inferdialog.h"
#include "translations/translator.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

QString statusOf(const InferDialog &dialog, int row)
{
    return dialog.findChild<QTreeWidget *>()->topLevelItem(row)->text(2);
}

QPushButton *button(const InferDialog &dialog, const QString &text)
{
    for (QPushButton *candidate : dialog.findChildren<QPushButton *>())
        if (candidate->text() == text)
            return candidate;
    return nullptr;
}

} // namespace

class TestInferDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        installTranslations(QStringLiteral("en"));
        QVERIFY(mDir.isValid());
    }

    void infersTheDatasetsWithoutBlockingTheWindow()
    {
        InferDialog dialog;
        dialog.addInputs({ sourcePath(QStringLiteral("../shared/datasets/sample_mflix")),
            sourcePath(QStringLiteral("../shared/datasets/sample_analytics/accounts.json")) });
        QPushButton *open = button(dialog, QStringLiteral("&Open Model"));
        QVERIFY(open && !open->isEnabled());
        QSignalSpy finished(&dialog, &InferDialog::inferenceFinished);
        dialog.start();
        QVERIFY(dialog.running());
        QVERIFY(!button(dialog, QStringLiteral("&Infer"))->isEnabled());
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.first().first().toBool(), true);
        QVERIFY(dialog.model());
        QCOMPARE(dialog.model()->entities.size(), size_t(4));
        QVERIFY(dialog.model()->findEntityByName("theaters"));
        auto *collections = dialog.findChild<QTreeWidget *>();
        QCOMPARE(collections->topLevelItemCount(), 4);
        QApplication::processEvents(); // the last queued status
        bool sawUsers = false;
        for (int row = 0; row < 4; ++row) {
            if (collections->topLevelItem(row)->text(0) == QLatin1String("users")) {
                sawUsers = true;
                QVERIFY2(statusOf(dialog, row).startsWith(QStringLiteral("185 documents")), qPrintable(statusOf(dialog, row)));
                QCOMPARE(collections->topLevelItem(row)->text(1), QStringLiteral("sample_mflix"));
            }
        }
        QVERIFY(sawUsers);
        QVERIFY(open->isEnabled());
    }

    void damagedFilesSayWhereAndCanBeSkipped()
    {
        const QByteArray bytes = "{\"a\": 1}\n{\"a\": nope}\n{\"a\": 2}\n";
        QVERIFY(writeFile(mDir.filePath(QStringLiteral("damaged.json")), bytes));
        InferDialog dialog;
        dialog.addInputs({ mDir.filePath(QStringLiteral("damaged.json")) });
        QSignalSpy finished(&dialog, &InferDialog::inferenceFinished);
        dialog.start();
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.last().first().toBool(), false);
        QVERIFY(!dialog.model());
        const QString status = dialog.findChild<QLabel *>(QStringLiteral("inferStatus"))->text();
        QVERIFY2(status.contains(QStringLiteral("damaged.json: document 2 at byte 9")), qPrintable(status));
        dialog.findChild<QCheckBox *>()->setChecked(true);
        dialog.start();
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.last().first().toBool(), true);
        QApplication::processEvents();
        QVERIFY2(statusOf(dialog, 0).contains(QStringLiteral("1 skipped")), qPrintable(statusOf(dialog, 0)));
        QCOMPARE(dialog.model()->entities.front().estimatedCount, int64_t(2));
    }

    // Cancel (the Cancel button, or Escape) stops a long inference; the
    // dialog stays open and says nothing changed.
    void cancelStopsALongInference()
    {
        QVERIFY(writeBsonFile(mDir.filePath(QStringLiteral("big.bson")), benchmarkDocuments(400000, 3)));
        InferDialog dialog;
        dialog.addInputs({ mDir.filePath(QStringLiteral("big.bson")) });
        QSignalSpy finished(&dialog, &InferDialog::inferenceFinished);
        dialog.start();
        QVERIFY(dialog.running());
        dialog.reject();
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.first().first().toBool(), false);
        QVERIFY(!dialog.model());
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("inferStatus"))->text().startsWith(QStringLiteral("Cancelled")));
        QCOMPARE(dialog.result(), 0); // not closed by the cancelling reject
    }

    void screenshot()
    {
        const QString out = qEnvironmentVariable("DOCMODELER_SCREENSHOT");
        if (out.isEmpty())
            QSKIP("set DOCMODELER_SCREENSHOT=FILE.png to take the dialog's picture");
        InferDialog dialog;
        dialog.addInputs({ sourcePath(QStringLiteral("../shared/datasets/sample_mflix")),
            sourcePath(QStringLiteral("../shared/datasets/sample_analytics")) });
        QSignalSpy finished(&dialog, &InferDialog::inferenceFinished);
        dialog.start();
        QVERIFY(finished.wait(30000));
        QApplication::processEvents();
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.grab().save(out));
    }

private:
    QTemporaryDir mDir;
};

QTEST_MAIN(TestInferDialog)
#include "tst_inferdialog.moc"
