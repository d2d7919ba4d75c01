// SPDX-License-Identifier: GPL-3.0-or-later
// The workbench's Reverse-Engineer dialog: inference off the GUI
// thread with each collection's progress, Cancel, errors, and the model.
#include "inferencedata.h"
#include "relationshipdata.h"
#include "testsupport.h"

#include "dialogs/inferdialog.h"
#include "live/liveinferencesource.h"
#include "dialogs/relationshipreview.h"
#include "document/modeldocument.h"
#include "live/liveconnection.h"
#include "livetestsupport.h"
#include "window/mainwindow.h"
#include "translations/translator.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

QTreeWidget *collectionsOf(const InferDialog &dialog)
{
    return dialog.findChild<QTreeWidget *>(QStringLiteral("inferCollections"));
}

QString statusOf(const InferDialog &dialog, int row)
{
    return collectionsOf(dialog)->topLevelItem(row)->text(2);
}

// Generated collections with a two-way reference, an int natural key and a
// DBRef (relationshipdata.h) in DIR/shop.
bool writeShop(const QString &directory)
{
    GeneratedDatabase shop = twoWayReferences();
    for (auto make : { naturalKeyParents, dbRefs })
        for (GeneratedCollection &collection : make())
            shop.push_back(collection);
    return writeDatabase(directory + QStringLiteral("/shop"), shop);
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
        auto *collections = collectionsOf(dialog);
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
        dialog.findChild<QCheckBox *>(QStringLiteral("inferSkipBad"))->setChecked(true);
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

    // The relationships found are listed to accept or reject: the strong
    // ones ticked; the model has the ticked ones only.
    void reviewAcceptsAndRejectsRelationships()
    {
        InferDialog dialog;
        QVERIFY(inferShop(dialog));
        RelationshipReview *review = dialog.review();
        QStringList all;
        for (int row = 0; row < review->topLevelItemCount(); ++row)
            all << review->topLevelItem(row)->text(0) + QLatin1Char(' ') + review->topLevelItem(row)->text(4);
        QVERIFY2(review->topLevelItemCount() == 3, qPrintable(all.join(QLatin1Char('\n'))));
        QCOMPARE(review->acceptedCount(), 3);
        QStringList rows;
        for (int row = 0; row < 3; ++row)
            rows << review->topLevelItem(row)->text(0) + QLatin1Char(' ') + review->topLevelItem(row)->text(1);
        rows.sort();
        QCOMPARE(rows, QStringList({ QStringLiteral("accounts → transactions parent reference"),
                           QStringLiteral("people → tasks two-way references"),
                           QStringLiteral("users → posts parent reference (DBRef)") }));
        QCOMPARE(dialog.model()->relationships.size(), size_t(3));
        review->topLevelItem(0)->setCheckState(0, Qt::Unchecked);
        QCOMPARE(dialog.model()->relationships.size(), size_t(2));
        QVERIFY(review->topLevelItem(0)->text(4).contains(QStringLiteral("sampled")));
    }

    // A key with one duplicate in 200 is a key at the default 99 %, and the
    // evidence names the duplicate; asked for 100 %, it is none.
    void keyUniquenessIsAnOption()
    {
        QTemporaryDir dir;
        QByteArray accounts, customers;
        for (int a = 0; a < 200; ++a)
            accounts += "{\"account_id\": " + QByteArray::number(1000 + (a == 199 ? 5 : a)) + "}\n";
        for (int c = 0; c < 50; ++c)
            customers += "{\"name\": \"c" + QByteArray::number(c) + "\", \"accounts\": ["
                + QByteArray::number(1000 + c) + ", " + QByteArray::number(1100 + c) + "]}\n";
        QVERIFY(writeFile(dir.filePath(QStringLiteral("accounts.json")), accounts));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("customers.json")), customers));
        InferDialog dialog;
        dialog.addInputs({ dir.path() });
        auto *uniqueness = dialog.findChild<QSpinBox *>(QStringLiteral("inferKeyUniqueness"));
        QVERIFY(uniqueness);
        QCOMPARE(uniqueness->value(), 99);
        QSignalSpy finished(&dialog, &InferDialog::inferenceFinished);
        dialog.start();
        QVERIFY(!uniqueness->isEnabled());
        QVERIFY(finished.wait(30000));
        QCOMPARE(dialog.review()->topLevelItemCount(), 1);
        const QString evidence = dialog.review()->topLevelItem(0)->toolTip(4);
        QVERIFY2(evidence.contains(QStringLiteral("nearly unique")) && evidence.contains(QStringLiteral("1005")),
            qPrintable(evidence));
        uniqueness->setValue(100);
        dialog.start();
        QVERIFY(finished.wait(30000));
        QCOMPARE(dialog.review()->topLevelItemCount(), 0);
    }

    // Every label with a shortcut has a buddy, on every tab: without one a
    // label shows its '&' ("&Database:") instead of underlining the letter.
    // The sample's extremes are rules only when asked: restaurants' grades
    // keep their most seen (9) either way, as a limit only with the box.
    void boundsAreAnOption()
    {
        for (const bool observed : { false, true }) {
            InferDialog dialog;
            auto *box = dialog.findChild<QCheckBox *>(QStringLiteral("inferObservedBounds"));
            QVERIFY(box && !box->isChecked());
            box->setChecked(observed);
            dialog.addInputs({ sourcePath(QStringLiteral("../shared/atlas-samples/sample_restaurants")) });
            QSignalSpy finished(&dialog, &InferDialog::inferenceFinished);
            dialog.start();
            QVERIFY(finished.wait(30000));
            const std::optional<Model> inferred = dialog.model();
            QVERIFY(inferred);
            const Model &model = *inferred;
            QCOMPARE(model.relationships.size(), size_t(1));
            const Relationship &grades = model.relationships.front();
            QCOMPARE(grades.oneField, std::string("grades"));
            QCOMPARE(grades.counts.max, std::optional<int64_t>(9));
            QCOMPARE(grades.counts.estimated, !observed);
        }
    }

    void labelsShowNoAmpersand()
    {
        InferDialog dialog;
        int checked = 0;
        for (const QLabel *label : dialog.findChildren<QLabel *>()) {
            if (!QString(label->text()).remove(QStringLiteral("&&")).contains(u'&'))
                continue;
            ++checked;
            QVERIFY2(label->buddy(), qPrintable(label->text() + QStringLiteral(" has no buddy: its & would show")));
        }
        QVERIFY(checked >= 3);
    }

    // The connected server's tab lists the collections and infers there.
    void infersFromTheConnectedServer()
    {
        TestServer server(ServerKind::Congo);
        START_SERVER(server);
        const ShellRun seed = runMongosh(server.uri(),
            QStringLiteral("const s = db.getSiblingDB('shop');"
                           "const a = [], o = [];"
                           "for (let i = 0; i < 20; i++) a.push({_id: ObjectId(), name: 'c' + i});"
                           "s.customers.insertMany(a);"
                           "for (let i = 0; i < 200; i++) o.push({customer_id: a[i % 20]._id, total: i});"
                           "s.orders.insertMany(o);"));
        QVERIFY2(seed.exitCode == 0, qPrintable(seed.err));
        LiveConnection connection;
        OPEN(connection, server.uri());
        InferDialog dialog;
        dialog.setConnection(&connection);
        dialog.setSource(InferDialog::Source::Server);
        auto *database = dialog.findChild<QComboBox *>(QStringLiteral("liveSourceDatabase"));
        QTRY_VERIFY_WITH_TIMEOUT(database->findText(QStringLiteral("shop")) >= 0, 10000);
        database->setCurrentText(QStringLiteral("shop"));
        QTRY_VERIFY_WITH_TIMEOUT(dialog.serverSource()->ready(), 10000);
        QCOMPARE(dialog.serverSource()->request().collections.size(), 2);
        QVERIFY(button(dialog, QStringLiteral("&Infer"))->isEnabled());
        QSignalSpy finished(&dialog, &InferDialog::inferenceFinished);
        dialog.start();
        QVERIFY(dialog.running());
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.first().first().toBool(), true);
        QCOMPARE(dialog.model()->entities.size(), size_t(2));
        QCOMPARE(dialog.review()->topLevelItemCount(), 1);
        QCOMPARE(dialog.review()->topLevelItem(0)->text(0), QStringLiteral("customers → orders"));
        QVERIFY2(statusOf(dialog, 1).contains(QStringLiteral("of 200 documents")), qPrintable(statusOf(dialog, 1)));
    }

    // Add to Current Model: the inferred entities join the open model as one
    // undoable step, clashing names renamed.
    void addsToTheCurrentModelUndoably()
    {
        MainWindow window;
        ModelDocument *document = window.findChild<ModelDocument *>();
        QVERIFY(document);
        Model current;
        Entity orders;
        orders.id = "orders";
        orders.name = "orders";
        current.entities.push_back(orders);
        document->reset(current, QString());
        InferDialog dialog;
        QVERIFY(inferShop(dialog));
        Model inferred = *dialog.model();
        inferred.entities.front().name = "orders"; // clashes with the open model's
        window.addInferredModel(inferred);
        const Model after = document->model();
        QCOMPARE(after.entities.size(), size_t(1 + inferred.entities.size()));
        QVERIFY(after.findEntityByName("orders_inferred"));
        QCOMPARE(after.relationships.size(), inferred.relationships.size());
        document->undoStack()->undo();
        QCOMPARE(document->model(), current);
        document->undoStack()->redo();
        QCOMPARE(document->model(), after);
    }

    // At the dialog's first size the relationships found have room to be
    // reviewed: several rows, not two.
    void relationshipListHasRoomAtDefaultSize()
    {
        InferDialog dialog;
        QVERIFY(inferShop(dialog));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *review = dialog.findChild<RelationshipReview *>();
        QVERIFY(review);

        const int rowHeight = review->sizeHintForRow(0);
        QVERIFY(rowHeight > 0);
        QVERIFY2(review->viewport()->height() >= 6 * rowHeight,
            qPrintable(QStringLiteral("%1 px for rows of %2 px").arg(review->viewport()->height()).arg(rowHeight)));
    }

    void screenshot()
    {
        const QString out = qEnvironmentVariable("DOCMODELER_SCREENSHOT");
        if (out.isEmpty())
            QSKIP("set DOCMODELER_SCREENSHOT=FILE.png to take the dialog's picture");
        InferDialog dialog;
        QVERIFY(inferShop(dialog));
        QApplication::processEvents();
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.grab().save(out));
    }

private:
    // The dialog's inference of writeShop()'s collections; true once it succeeded.
    bool inferShop(InferDialog &dialog)
    {
        if (!writeShop(mDir.path()))
            return false;
        dialog.addInputs({ mDir.filePath(QStringLiteral("shop")) });
        QSignalSpy finished(&dialog, &InferDialog::inferenceFinished);
        dialog.start();
        return finished.wait(30000) && finished.first().first().toBool();
    }

    QTemporaryDir mDir;
};

QTEST_MAIN(TestInferDialog)
#include "tst_inferdialog.moc"
