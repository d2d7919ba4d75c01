// SPDX-License-Identifier: GPL-3.0-or-later
// Model ▸ Apply to Server…: the plan as a checklist (destructive steps
// unchecked, red, confirmed), the per-step results, Cancel between steps,
// and the Live dock reloaded afterwards; against jongodb and mockupdb.
// The checks of the documents already there: tst_applychecks; the
// documents' steps below the plan: tst_applydatasteps.
#include "applydialogsupport.h"
#include "testconnection.h"
#include "testserver.h"
#include "testsupport.h"
#include "windowsupport.h"
#include "translations/translator.h"

#include "dialogs/applydialog.h"
#include "io/modelreader.h"
#include "document/modeldocument.h"
#include "live/livedock.h"
#include "live/livetree.h"
#include "window/mainwindow.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeWidget>
#include <QtTest>

#include <functional>

#include <nlohmann/json.hpp>

using namespace docmodel;
using namespace docmodel::test;


class TestApplyDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { installTranslations(QStringLiteral("en")); }

    // Not connected: the menu says so and offers File ▸ Connect.
    void notConnectedOffersConnect()
    {
        MainWindow window;
        QAction *action = window.action(QStringLiteral("applyToServer"));
        QVERIFY(action);
        QString text;
        answerMessageBox(QMessageBox::Cancel, &text);
        action->trigger();
        QVERIFY2(text.contains(QLatin1String("Not connected")), qPrintable(text));
        QVERIFY(!window.findChild<ApplyDialog *>());
    }

    // blog on a fresh jongodb: the plan creates the collections and the
    // indexes; applied, each step is done; read again, nothing is left to
    // create; the Live dock shows what was created.
    void applyBlogToJongodb()
    {
        TestServer server(ServerKind::Jongodb);
        START_SERVER(server);
        MainWindow window;
        QVERIFY(window.openFile(blogPath()));
        auto *dock = window.findChild<LiveDock *>();
        LiveError error;
        QVERIFY2(dock->connectTo(settingsFor(server.uri()), QString(), &error),
            qPrintable(error.message));
        QTRY_VERIFY_WITH_TIMEOUT(dock->tree()->databaseItem(QStringLiteral("blog")), kWaitMs);
        dock->tree()->choose(QStringLiteral("blog"));
        QTRY_VERIFY_WITH_TIMEOUT(
            dock->chooseCollection(QStringLiteral("blog"), QStringLiteral("posts")), kWaitMs);
        auto indexShown = [dock] {
            QTreeWidgetItem *posts
                = dock->tree()->collectionItem(QStringLiteral("blog"), QStringLiteral("posts"));
            for (int i = 0; posts && i < posts->childCount(); ++i)
                if (posts->child(i)->text(0) == QLatin1String("slug_1"))
                    return true;
            return false;
        };
        QVERIFY(!indexShown());

        QString status;
        QList<Row> planned;
        QList<Row> results;
        whenModal([&](QWidget *modal) {
            auto *dialog = qobject_cast<ApplyDialog *>(modal);
            if (!dialog)
                return;
            if (QTest::qWaitFor([&] { return dialog->hasPlan() && !dialog->isBusy(); }, kWaitMs)) {
                planned = rowsOf(*dialog);
                dialog->apply();
            }
            if (!QTest::qWaitFor([&] { return !dialog->isBusy(); }, kWaitMs))
                dialog->cancel();
            results = rowsOf(*dialog);
            status = dialog->statusText();
            dialog->accept();
        });
        window.action(QStringLiteral("applyToServer"))->trigger();

        QCOMPARE(countKind(planned, QStringLiteral("create collection")), 2);
        QCOMPARE(countKind(planned, QStringLiteral("create index")), 3);
        for (const Row &row : planned)
            QVERIFY2(row.checked, qPrintable(row.kind + QLatin1Char(' ') + row.index));
        QCOMPARE(results.size(), planned.size());
        // jongodb has no create command: the collection comes with its first
        // index, which the worker reports in words (done or skipped).
        for (const Row &row : results)
            QVERIFY2(row.kind == QLatin1String("create collection")
                    ? row.result.contains(QLatin1String("no create command"))
                    : row.result == QLatin1String("done"),
                qPrintable(row.kind + QStringLiteral(": ") + row.result));
        QVERIFY2(status.contains(QLatin1String(" 0 failed, 0 not run.")), qPrintable(status));
        // The Live dock read the database again: the chosen collection's
        // indexes show what was created.
        QTRY_VERIFY_WITH_TIMEOUT(indexShown(), kWaitMs);

        ApplyDialog again(window.document()->model(), dock->connection());
        QTRY_VERIFY_WITH_TIMEOUT(again.hasPlan() && !again.isBusy(), kWaitMs);
        const QList<Row> left = rowsOf(again);
        QCOMPARE(countKind(left, QStringLiteral("create index")), 0);
        QCOMPARE(countKind(left, QStringLiteral("create collection")), 0);
        QVERIFY(!again.applyButton()->isEnabled());
        // jongodb has no listCollections: the plan says what it could not compare.
        QVERIFY2(again.notesText().contains(QLatin1String("could not be compared")),
            qPrintable(again.notesText()));
    }

    // An index added by hand: its drop is listed, red and unchecked, and
    // checking it asks first.
    void destructiveStepConfirmed()
    {
        TestServer server(ServerKind::Jongodb);
        START_SERVER(server);
        BlogSession session(server.uri(), QStringLiteral("db.getSiblingDB('blog').posts.createIndex({author: 1}, {name: 'by_author'});"));
        QVERIFY2(session.problem.isEmpty(), qPrintable(session.problem));
        ApplyDialog dialog(session.model(), &session.connection);
        dialog.show();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.hasPlan() && !dialog.isBusy(), kWaitMs);

        const int drop = rowOf(dialog, QStringLiteral("by_author"));
        QVERIFY(drop >= 0);
        Row row = rowsOf(dialog).at(drop);
        QCOMPARE(row.kind, QStringLiteral("drop index"));
        QVERIFY(!row.checked);
        QVERIFY(row.checkable);
        QVERIFY(row.colour.red() > 150 && row.colour.green() < 80);
        QVERIFY(!dialog.plan().steps[size_t(drop)].selected);
        // The other steps (posts' own index) are checked.
        QVERIFY(rowsOf(dialog).at(rowOf(dialog, QStringLiteral("slug_1"))).checked);

        // Show Command: the step's exact command document.
        dialog.steps()->setCurrentItem(dialog.steps()->topLevelItem(drop));
        dialog.showCommandButton()->click();
        QVERIFY(dialog.commandView()->isVisible());
        QVERIFY2(dialog.commandView()->toPlainText().contains(QLatin1String("\"dropIndexes\"")),
            qPrintable(dialog.commandView()->toPlainText()));

        QTreeWidgetItem *item = dialog.steps()->topLevelItem(drop);
        QString asked;
        answerMessageBox(QMessageBox::No, &asked);
        item->setCheckState(ApplyDialog::KindColumn, Qt::Checked);
        QTRY_VERIFY(!asked.isEmpty());
        QVERIFY2(asked.contains(QLatin1String("by_author")), qPrintable(asked));
        QCOMPARE(item->checkState(ApplyDialog::KindColumn), Qt::Unchecked);
        QVERIFY(!dialog.plan().steps[size_t(drop)].selected);

        asked.clear();
        answerMessageBox(QMessageBox::Yes, &asked);
        item->setCheckState(ApplyDialog::KindColumn, Qt::Checked);
        QTRY_VERIFY(dialog.plan().steps[size_t(drop)].selected);
        QCOMPARE(item->checkState(ApplyDialog::KindColumn), Qt::Checked);
        // Unchecking asks nothing.
        item->setCheckState(ApplyDialog::KindColumn, Qt::Unchecked);
        QVERIFY(!dialog.plan().steps[size_t(drop)].selected);
    }

    // An index whose options differ is dropped and created again: both
    // halves start unchecked, checking either asks about the drop and
    // checks both, unchecking either unchecks both, and applied, both run.
    void replacementRunsAsOne()
    {
        // jongodb has no dropIndexes.
        TestServer server(ServerKind::Congo);
        START_SERVER(server);
        BlogSession session(server.uri(), QStringLiteral("db.getSiblingDB('blog').posts.createIndex({slug: 1}, {name: 'slug_1'});"));
        QVERIFY2(session.problem.isEmpty(), qPrintable(session.problem));
        ApplyDialog dialog(session.model(), &session.connection);
        dialog.show();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.hasPlan() && !dialog.isBusy(), kWaitMs);

        const int drop = rowOf(dialog, QStringLiteral("slug_1"));
        QVERIFY(drop >= 0);
        const int create = dialog.plan().steps[size_t(drop)].partner;
        QVERIFY(create > drop);
        QList<Row> rows = rowsOf(dialog);
        QCOMPARE(rows[drop].kind, QStringLiteral("drop index"));
        QCOMPARE(rows[create].kind, QStringLiteral("create index"));
        QCOMPARE(rows[create].index, QStringLiteral("slug_1"));
        QVERIFY(!rows[drop].checked);
        QVERIFY(!rows[create].checked);

        // Checking the create asks about the drop; No leaves both unchecked.
        QString asked;
        answerMessageBox(QMessageBox::No, &asked);
        dialog.steps()->topLevelItem(create)->setCheckState(ApplyDialog::KindColumn, Qt::Checked);
        QTRY_VERIFY(!asked.isEmpty());
        QVERIFY2(asked.contains(QLatin1String("Drop the index slug_1")), qPrintable(asked));
        rows = rowsOf(dialog);
        QVERIFY(!rows[drop].checked && !rows[create].checked);
        QVERIFY(!dialog.plan().steps[size_t(create)].selected);

        asked.clear();
        answerMessageBox(QMessageBox::Yes, &asked);
        dialog.steps()->topLevelItem(create)->setCheckState(ApplyDialog::KindColumn, Qt::Checked);
        QTRY_VERIFY(dialog.plan().steps[size_t(create)].selected);
        QVERIFY(dialog.plan().steps[size_t(drop)].selected);
        rows = rowsOf(dialog);
        QVERIFY(rows[drop].checked && rows[create].checked);

        // Unchecking the drop takes the create with it, without asking.
        dialog.steps()->topLevelItem(drop)->setCheckState(ApplyDialog::KindColumn, Qt::Unchecked);
        rows = rowsOf(dialog);
        QVERIFY(!rows[drop].checked && !rows[create].checked);
        QVERIFY(!dialog.plan().steps[size_t(drop)].selected);

        answerMessageBox(QMessageBox::Yes, &asked);
        dialog.steps()->topLevelItem(drop)->setCheckState(ApplyDialog::KindColumn, Qt::Checked);
        QTRY_VERIFY(dialog.plan().steps[size_t(create)].selected);
        dialog.apply();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isBusy(), kWaitMs);
        rows = rowsOf(dialog);
        QCOMPARE(rows[drop].result, QStringLiteral("done"));
        QCOMPARE(rows[create].result, QStringLiteral("done"));

        // Read again: the index is as the model asks.
        dialog.readServer();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.hasPlan() && !dialog.isBusy(), kWaitMs);
        QCOMPARE(rowOf(dialog, QStringLiteral("slug_1")), -1);
    }

    // CongoDB answers ok to validators and keeps none: after the apply the
    // dialog reads the server again and says so, as the CLI does.
    void unkeptValidatorsSaid()
    {
        TestServer server(ServerKind::Congo);
        START_SERVER(server);
        BlogSession session(server.uri());
        QVERIFY2(session.problem.isEmpty(), qPrintable(session.problem));
        ApplyDialog dialog(session.model(), &session.connection);
        dialog.show();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.hasPlan() && !dialog.isBusy(), kWaitMs);
        dialog.apply();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isBusy(), kWaitMs);
        const QString status = dialog.statusText();
        QVERIFY2(status.contains(QLatin1String("did not keep the validator of ")), qPrintable(status));
        QVERIFY2(status.contains(QLatin1String("posts")), qPrintable(status));
        QCOMPARE(status.count(QLatin1String("did not keep")), 1);
    }

    // The Shard box plans shardCollection steps on a mongos, from the state
    // already read; a model without shard keys has it disabled.
    void shardBoxReplans()
    {
        TestServer server(ServerKind::Mock, QStringLiteral("keeps"), { QStringLiteral("--mongos") });
        START_SERVER(server);
        BlogSession session(server.uri());
        QVERIFY2(session.problem.isEmpty(), qPrintable(session.problem));
        {
            ApplyDialog plain(session.model(), &session.connection);
            QVERIFY(!plain.shardBox()->isEnabled());
        }
        Model model = session.model();
        for (Entity &entity : model.entities)
            if (entity.name == "posts")
                entity.options.shardKey = ShardKey { { { "author", IndexKeyKind::Hashed } }, false };
        ApplyDialog dialog(model, &session.connection);
        QVERIFY(dialog.shardBox()->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(dialog.hasPlan(), kWaitMs);
        QCOMPARE(countKind(rowsOf(dialog), QStringLiteral("shard collection")), 0);
        const int steps = int(rowsOf(dialog).size());
        QTest::mouseClick(dialog.shardBox(), Qt::LeftButton, {}, QPoint(4, dialog.shardBox()->height() / 2));
        QVERIFY(dialog.shardBox()->isChecked());
        QList<Row> rows = rowsOf(dialog);
        QCOMPARE(countKind(rows, QStringLiteral("shard collection")), 1);
        QCOMPARE(countKind(rows, QStringLiteral("enable sharding")), 1);
        QCOMPARE(int(rows.size()), steps + 3); // the index on the key, enableSharding, shardCollection
        QVERIFY(rows.last().checked);
        // Unticked while the new plan's data check runs: that check is
        // dropped and the plan made again.
        dialog.shardBox()->setChecked(false);
        QCOMPARE(int(rowsOf(dialog).size()), steps);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isBusy(), kWaitMs);
        QCOMPARE(int(rowsOf(dialog).size()), steps);
    }

    // Cancel while applying: the run ends for the dialog at once, nothing
    // later is shown as done, and reading again shows what is left.
    void cancelDuringApply()
    {
        TestServer server(ServerKind::Jongodb);
        START_SERVER(server);
        BlogSession session(server.uri());
        QVERIFY2(session.problem.isEmpty(), qPrintable(session.problem));
        ApplyDialog dialog(session.model(), &session.connection);
        QSignalSpy applied(&dialog, &ApplyDialog::applied);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.hasPlan() && !dialog.isBusy(), kWaitMs);
        const int planned = int(dialog.plan().steps.size());
        QSignalSpy dropped(&session.connection, &LiveConnection::answerDropped);
        dialog.apply();
        QVERIFY(dialog.isBusy());
        QVERIFY(dialog.cancelButton()->isEnabled());
        dialog.cancelButton()->click();
        QVERIFY(!dialog.isBusy());
        QCOMPARE(applied.size(), 1);
        QVERIFY(applied.first().first().value<ApplyReport>().cancelled);
        QVERIFY2(dialog.statusText().contains(QLatin1String("Cancelled")),
            qPrintable(dialog.statusText()));
        const QList<Row> rows = rowsOf(dialog);
        QVERIFY2(rows.first().result.startsWith(QLatin1String("not known")),
            qPrintable(rows.first().result));
        for (int i = 1; i < rows.size(); ++i)
            QCOMPARE(rows[i].result, QStringLiteral("not run"));
        QVERIFY(!dialog.applyButton()->isEnabled());
        // What the worker answers after Cancel is dropped, not shown.
        QTRY_VERIFY_WITH_TIMEOUT(!dropped.isEmpty(), kWaitMs);
        QCOMPARE(rowsOf(dialog).first().result, rows.first().result);

        // The worker may have finished some steps before it saw Cancel (it
        // checks between steps), so how many are left is not fixed; what is
        // fixed is that reading again and applying again finishes the job.
        dialog.readServer();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.hasPlan() && !dialog.isBusy(), kWaitMs);
        QVERIFY(int(dialog.plan().steps.size()) <= planned);
        if (dialog.applyButton()->isEnabled()) {
            dialog.apply();
            QTRY_VERIFY_WITH_TIMEOUT(!dialog.isBusy(), kWaitMs);
            QVERIFY2(dialog.statusText().contains(QLatin1String(" 0 failed, 0 not run.")),
                qPrintable(dialog.statusText()));
        }
        dialog.readServer();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.hasPlan() && !dialog.isBusy(), kWaitMs);
        const QList<Row> left = rowsOf(dialog);
        QCOMPARE(countKind(left, QStringLiteral("create index")), 0);
        QCOMPARE(countKind(left, QStringLiteral("create collection")), 0);
        QVERIFY(!dialog.applyButton()->isEnabled());
    }

    // A server that refuses everything: the plan says what could not be
    // read; applied, the first step fails with the server's words and the
    // run stops there, unless Continue is checked.
    void unauthorizedServer()
    {
        TestServer server(ServerKind::Mock, QStringLiteral("unauthorized"));
        START_SERVER(server);
        BlogSession session(server.uri());
        QVERIFY2(session.problem.isEmpty(), qPrintable(session.problem));
        ApplyDialog dialog(session.model(), &session.connection);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.hasPlan() && !dialog.isBusy(), kWaitMs);
        QVERIFY2(dialog.notesText().contains(QLatin1String("refused listCollections")),
            qPrintable(dialog.notesText()));
        dialog.apply();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isBusy(), kWaitMs);
        QList<Row> rows = rowsOf(dialog);
        QVERIFY2(rows.first().result.startsWith(QLatin1String("failed (code 13): ")),
            qPrintable(rows.first().result));
        QVERIFY2(rows.first().result.contains(QLatin1String("not authorized")),
            qPrintable(rows.first().result));
        for (int i = 1; i < rows.size(); ++i)
            QCOMPARE(rows[i].result, QStringLiteral("not run"));
        QVERIFY2(dialog.statusText().startsWith(QLatin1String("0 done, 0 skipped, 1 failed")),
            qPrintable(dialog.statusText()));

        dialog.readServer();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.hasPlan() && !dialog.isBusy(), kWaitMs);
        dialog.continueOnErrorBox()->setChecked(true);
        dialog.apply();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isBusy(), kWaitMs);
        rows = rowsOf(dialog);
        for (const Row &row : rows)
            QVERIFY2(row.result.startsWith(QLatin1String("failed")), qPrintable(row.result));
    }

    // docs/screenshots/apply-plan.png: the plan against jongodb with an
    // index added by hand (its drop red, unchecked) and a command shown.
    void screenshot()
    {
        const QString target = qEnvironmentVariable("DOCMODELER_SCREENSHOT_APPLY");
        if (target.isEmpty())
            QSKIP("set DOCMODELER_SCREENSHOT_APPLY=FILE to take the apply dialog's screenshot");
        TestServer server(ServerKind::Jongodb);
        START_SERVER(server);
        BlogSession session(server.uri(),
            QStringLiteral("const b = db.getSiblingDB('blog');"
                           "b.posts.createIndex({slug: 1}, {unique: true, name: 'slug_1'});"
                           "b.posts.createIndex({author: 1, date: -1}, {name: 'author_date'});"));
        QVERIFY2(session.problem.isEmpty(), qPrintable(session.problem));
        ApplyDialog dialog(session.model(), &session.connection);
        dialog.show();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.hasPlan() && !dialog.isBusy(), kWaitMs);
        dialog.showCommandButton()->click();
        const int drop = rowOf(dialog, QStringLiteral("author_date"));
        QVERIFY(drop >= 0);
        dialog.steps()->setCurrentItem(dialog.steps()->topLevelItem(drop > 0 ? drop - 1 : 0));
        QVERIFY(saveScreenshot(&dialog, target));
    }
};

int main(int argc, char **argv)
{
    TestApplyDialog test;
    return runApplyDialogTest(test, "tst_applydialog", argc, argv);
}

#include "tst_applydialog.moc"
