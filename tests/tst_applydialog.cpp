// SPDX-License-Identifier: GPL-3.0-or-later
// Model ▸ Apply to Server…: the plan as a checklist (destructive steps
// unchecked, red, confirmed), the per-step results, Cancel between steps,
// and the Live dock reloaded afterwards; the documents' steps below them;
// against jongodb and mockupdb.
#include "migrationfixtures.h"
#include "testconnection.h"
#include "testserver.h"
#include "testsupport.h"
#include "windowsupport.h"
#include "translations/translator.h"

#include "dialogs/applydatasteps.h"
#include "dialogs/applydialog.h"
#include "migrate/datamigration.h"
#include "schema/strategychange.h"
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

namespace {

constexpr int kWaitMs = 20000;

// Answers the next message box with `button`; `text` receives its text.
void answerMessageBox(QMessageBox::StandardButton button, QString *text)
{
    whenMessageBox([button, text](QMessageBox *box) {
        *text = box->text();
        box->button(button)->click();
    });
}

struct Row {
    QString kind, collection, index, result;
    bool checked = false;
    bool checkable = false;
    QColor colour;
};

QList<Row> rowsOf(const ApplyDialog &dialog)
{
    QList<Row> rows;
    QTreeWidget *steps = dialog.steps();
    for (int i = 0; i < steps->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = steps->topLevelItem(i);
        rows << Row { item->text(ApplyDialog::KindColumn),
            item->text(ApplyDialog::CollectionColumn), item->text(ApplyDialog::IndexColumn),
            item->text(ApplyDialog::ResultColumn),
            item->checkState(ApplyDialog::KindColumn) == Qt::Checked,
            bool(item->flags() & Qt::ItemIsUserCheckable),
            item->foreground(ApplyDialog::KindColumn).color() };
    }
    return rows;
}

int countKind(const QList<Row> &rows, const QString &kind)
{
    return int(
        std::count_if(rows.begin(), rows.end(), [&](const Row &row) { return row.kind == kind; }));
}

int rowOf(const ApplyDialog &dialog, const QString &index)
{
    const QList<Row> rows = rowsOf(dialog);
    for (int i = 0; i < rows.size(); ++i)
        if (rows[i].index == index)
            return i;
    return -1;
}

QString blogPath()
{
    return sourcePath(QStringLiteral("resources/examples/blog.dmodel"));
}

// Runs a mongosh script that prints "seeded" at its end; the error when it did not.
QString seed(const QString &uri, const QString &script)
{
    const ShellRun run = runMongosh(uri, script + QStringLiteral(" print('seeded');"));
    return run.out.contains(QLatin1String("seeded")) ? QString() : QStringLiteral("mongosh could not seed: ") + run.err;
}

// The blog example and an open connection to a test server: what every
// dialog here starts from. `problem` says why it could not be set up.
struct BlogSession {
    ModelDocument document;
    LiveConnection connection;
    QString problem;

    // seedScript: mongosh run on the server first, to put something there.
    explicit BlogSession(const QString &uri, const QString &seedScript = {})
    {
        LoadError loadError;
        LiveError error;
        if (!seedScript.isEmpty())
            problem = seed(uri, seedScript);
        if (!problem.isEmpty())
            return;
        if (!document.load(blogPath(), &loadError))
            problem = QStringLiteral("blog.dmodel did not load: ") + loadError.message;
        else if (!connection.open(settingsFor(uri), QString(), &error))
            problem = error.message;
    }
    const Model &model() const { return document.model(); }
};

// Invoices whose documents in the mock server's "validates" scenario fail
// the validator (3 of 5), and customers whose documents all pass it.
LoadResult musicModel()
{
    return parseModel(R"({"formatVersion": 3, "name": "music", "database": "music", "entities": [
        {"id": "invoices", "name": "invoices", "fields": [{"name": "_id", "type": "int", "required": true},
         {"name": "InvoiceId", "type": "objectId", "required": true}, {"name": "CustomerId", "type": "int"},
         {"name": "Total", "type": "double"}]},
        {"id": "customers", "name": "customers", "fields": [{"name": "_id", "type": "int", "required": true},
         {"name": "Name", "type": "string", "required": true}]}]})",
        QStringLiteral("music.dmodel"));
}

// The row of the first step on `collection`, or -1.
int stepOn(const ApplyDialog &dialog, const char *collection)
{
    for (int i = 0; i < int(dialog.plan().steps.size()); ++i)
        if (dialog.plan().steps[size_t(i)].collection == collection)
            return i;
    return -1;
}

} // namespace

// mockupdb (keeps) holding `collections` as database "store", recording
// every command it receives in `record`.
struct SeededStore {
    QTemporaryDir dir;
    QString record = dir.filePath(QStringLiteral("commands.jsonl"));
    TestServer server;
    explicit SeededStore(const test::Collections &collections)
        : server(ServerKind::Mock, QStringLiteral("keeps"),
              { QStringLiteral("--seed"), seedFile(dir, collections), QStringLiteral("--record"), record })
    {
    }
    static QString seedFile(const QTemporaryDir &dir, const test::Collections &collections)
    {
        const QString path = dir.filePath(QStringLiteral("seed.json"));
        writeFile(path, QByteArray::fromStdString(nlohmann::json { { "store", collections } }.dump()));
        return path;
    }
};

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
    QTemporaryDir home;
    qputenv("HOME", home.path().toUtf8());
    qputenv("XDG_CONFIG_HOME", (home.path() + QStringLiteral("/config")).toUtf8());
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("DocModelerTest"));
    QApplication::setApplicationName(QStringLiteral("tst_applydialog"));
    TestApplyDialog test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_applydialog.moc"
