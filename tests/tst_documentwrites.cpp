// SPDX-License-Identifier: GPL-3.0-or-later
// Changing documents from the explorer: insert, edit (as text, and a value
// in place in the tree), clone and delete on jongodb, each checked against the model's validator as it is typed (the
// broken rules listed and marked at their fields), confirmed once with the
// command it sends, and undone; a write the server's validator refuses
// (the validates mock answers 121 with a MongoDB 7 errInfo) keeps its
// dialog open with the server's reasons at the fields.
#include "livedocksupport.h"
#include "testconnection.h"
#include "testserver.h"
#include "testsupport.h"
#include "windowsupport.h"

#include "document/modeldocument.h"
#include "io/modelreader.h"
#include "live/documenteditdialog.h"
#include "live/documenttreemodel.h"
#include "live/documentviews.h"
#include "live/documentwriter.h"
#include "live/livedetails.h"
#include "live/livedock.h"
#include "live/livequery.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTreeView>
#include <QTreeWidget>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

Model parsed(std::string_view text)
{
    LoadResult loaded = parseModel(text, QStringLiteral("test"));
    if (!loaded.ok())
        qFatal("bad test model: %s", qPrintable(loaded.error.toString()));
    return *loaded.model;
}

// items: sku a string and qty an int, both required.
Model shopModel()
{
    return parsed(R"({"formatVersion": 3, "name": "shop", "database": "shop", "entities": [
        {"id": "items", "name": "items", "fields": [{"name": "_id", "type": "objectId", "required": true},
         {"name": "sku", "type": "string", "required": true}, {"name": "qty", "type": "int", "required": true}]}]})");
}

// Answers the next question with Yes (or Cancel); `asked` gets its text and
// `command` what it says is sent.
void answerConfirmation(QMessageBox::StandardButton button, QString *asked, QString *command)
{
    whenMessageBox([=](QMessageBox *box) {
        *asked = box->text();
        *command = box->detailedText();
        box->button(button)->click();
    });
}

void send(DocumentEditDialog *dialog)
{
    QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
}

QPushButton *sendButton(DocumentEditDialog *dialog)
{
    return dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
}

void chooseRows(LiveQuery *query, std::initializer_list<int> rows)
{
    QTreeView *tree = query->views()->treeView();
    tree->selectionModel()->setCurrentIndex(tree->model()->index(*rows.begin(), 0), QItemSelectionModel::NoUpdate);
    tree->selectionModel()->clearSelection();
    for (int row : rows)
        tree->selectionModel()->select(tree->model()->index(row, 0),
            QItemSelectionModel::Select | QItemSelectionModel::Rows);
}

QStringList ruleRows(const DocumentEditDialog *dialog)
{
    QStringList rows;
    for (int i = 0; i < dialog->rules()->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = dialog->rules()->topLevelItem(i);
        rows << QStringLiteral("%1 %2: %3 (%4)").arg(item->text(0), item->text(1), item->text(2), item->text(3));
    }
    return rows;
}

} // namespace

class TestDocumentWrites : public QObject
{
    Q_OBJECT

private slots:
    void insertEditCloneDeleteAndUndo()
    {
        if (mongoshPath().isEmpty())
            DOCMODELER_PEER_MISSING("mongosh is not installed; scripts/test installs it");
        TestServer server(ServerKind::Jongodb);
        START_SERVER(server);
        const ShellRun seed = runMongosh(server.uri(), QStringLiteral(
            "const s = db.getSiblingDB('shop');"
            "s.items.insertOne({_id: ObjectId('65c000000000000000000001'), sku: 'a', qty: 1});"
            "s.items.insertOne({_id: ObjectId('65c000000000000000000002'), sku: 'b', qty: 2});"
            "s.items.insertOne({_id: ObjectId('65c000000000000000000003'), sku: 'c', qty: 3});"));
        QVERIFY2(seed.exitCode == 0, qPrintable(seed.err));
        ModelDocument document;
        document.reset(shopModel(), QString());
        LiveDock dock(&document);
        dock.resize(1100, 640);
        dock.show();
        const QString opened = openCollection(dock, settingsFor(server.uri()), QStringLiteral("shop"), QStringLiteral("items"));
        QVERIFY2(opened.isEmpty(), qPrintable(opened));
        LiveQuery *query = dock.details()->query();
        query->views()->setView(DocumentViews::View::Tree);
        query->setQueryText(QString(), QString(), QStringLiteral("{_id: 1}"));
        query->run();
        QTRY_COMPARE_WITH_TIMEOUT(query->pageLabel(), QStringLiteral("1–3 of 3"), 10000);
        DocumentWriter *writer = query->writer();
        QVERIFY(writer->insertAction()->isEnabled());
        QVERIFY(!writer->editAction()->isEnabled()); // nothing chosen
        QVERIFY(!writer->undoAction()->isEnabled());

        // Insert: checked as typed, confirmed with its command, then listed.
        writer->insertAction()->trigger();
        DocumentEditDialog *dialog = writer->openDialog();
        QVERIFY(dialog);
        dialog->setText(QStringLiteral("{sku: 'd'}"));
        QVERIFY2(ruleRows(dialog).join(QLatin1Char('\n')).contains(QLatin1String("qty required: is missing (the model)")),
            qPrintable(ruleRows(dialog).join(QLatin1Char('\n'))));
        QCOMPARE(sendButton(dialog)->text(), QStringLiteral("&Send Anyway…"));
        dialog->setText(QStringLiteral("{sku: 'd', qty: 4}"));
        QVERIFY(ruleRows(dialog).isEmpty());
        QVERIFY2(dialog->status()->text().contains(QLatin1String("passes")), qPrintable(dialog->status()->text()));
        // Cancelled at the question: nothing is sent, the dialog stays.
        QString asked;
        QString command;
        answerConfirmation(QMessageBox::Cancel, &asked, &command);
        send(dialog);
        QVERIFY(writer->openDialog());
        QVERIFY(!writer->isWriting());
        answerConfirmation(QMessageBox::Yes, &asked, &command);
        send(dialog);
        QVERIFY2(command.startsWith(QLatin1String("db.getCollection(\"items\").insertOne({")), qPrintable(command));
        QVERIFY2(command.contains(QLatin1String("_id: ObjectId(")), qPrintable(command)); // given here, for Undo
        QTRY_COMPARE_WITH_TIMEOUT(query->pageLabel(), QStringLiteral("1–4 of 4"), 10000);
        QTRY_VERIFY(!writer->openDialog());
        QVERIFY(query->documentsText().contains(QLatin1String("sku: 'd'")) || query->documentsText().contains(QLatin1String("sku: \"d\"")));
        QVERIFY(writer->undoAction()->isEnabled());
        answerConfirmation(QMessageBox::Yes, &asked, &command);
        writer->undoAction()->trigger();
        QVERIFY2(command.contains(QLatin1String("deleteMany({_id: {$in: [ObjectId(")), qPrintable(command));
        QTRY_COMPARE_WITH_TIMEOUT(query->pageLabel(), QStringLiteral("1–3 of 3"), 10000);
        QVERIFY(!writer->undoAction()->isEnabled()); // no redo

        // Edit: a broken rule marked at its field; fixed, sent, undone.
        QTRY_VERIFY(query->views()->treeModel()->rowCount() == 3);
        chooseRows(query, { 1 });
        QVERIFY(writer->editAction()->isEnabled());
        writer->editAction()->trigger();
        dialog = writer->openDialog();
        QVERIFY(dialog);
        QVERIFY2(dialog->text().contains(QLatin1String("sku: \"b\"")) || dialog->text().contains(QLatin1String("sku: 'b'")),
            qPrintable(dialog->text()));
        dialog->setText(dialog->text().replace(QLatin1String("qty: 2"), QLatin1String("qty: 'many'")));
        QVERIFY2(ruleRows(dialog).join(QLatin1Char('\n')).contains(QLatin1String("qty bsonType: must be int, is string (the model)")),
            qPrintable(ruleRows(dialog).join(QLatin1Char('\n'))));
        QCOMPARE(dialog->markedFields(), QStringList { QStringLiteral("qty") });
        dialog->setText(dialog->text().replace(QLatin1String("qty: 'many'"), QLatin1String("qty: 20")));
        QVERIFY(dialog->markedFields().isEmpty());
        answerConfirmation(QMessageBox::Yes, &asked, &command);
        send(dialog);
        QVERIFY2(command.contains(QLatin1String("replaceOne({_id: ObjectId('65c000000000000000000002')}")), qPrintable(command));
        QTRY_VERIFY_WITH_TIMEOUT(query->documentsText().contains(QLatin1String("qty: 20")), 10000);
        answerConfirmation(QMessageBox::Yes, &asked, &command);
        writer->undoAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(query->documentsText().contains(QLatin1String("qty: 2\n"))
                || query->documentsText().contains(QLatin1String("qty: 2 ")), 10000);
        QVERIFY(!query->documentsText().contains(QLatin1String("qty: 20")));

        // Changed by someone else while it was edited: not overwritten.
        chooseRows(query, { 2 });
        writer->editAction()->trigger();
        dialog = writer->openDialog();
        QVERIFY(dialog);
        const ShellRun meanwhile = runMongosh(server.uri(),
            QStringLiteral("db.getSiblingDB('shop').items.updateOne({sku: 'c'}, {$set: {qty: 99}})"));
        QVERIFY2(meanwhile.exitCode == 0, qPrintable(meanwhile.err));
        dialog->setText(dialog->text().replace(QLatin1String("qty: 3"), QLatin1String("qty: 30")));
        answerConfirmation(QMessageBox::Yes, &asked, &command);
        send(dialog);
        QTRY_VERIFY_WITH_TIMEOUT(!writer->isWriting(), 10000);
        QVERIFY(writer->openDialog());
        QVERIFY2(dialog->status()->text().contains(QLatin1String("changed or deleted since the page was read")),
            qPrintable(dialog->status()->text()));
        dialog->reject();
        QTRY_VERIFY(!writer->openDialog());
        query->refreshPage();
        QTRY_VERIFY_WITH_TIMEOUT(query->documentsText().contains(QLatin1String("qty: 99")), 10000);
        QVERIFY(!query->documentsText().contains(QLatin1String("qty: 30")));

        // Field by field in the tree: a value typed in place becomes the
        // same checked replacement.
        QTRY_VERIFY(query->views()->treeModel()->rowCount() == 3);
        QTreeView *tree = query->views()->treeView();
        const QModelIndex first = tree->model()->index(0, 0);
        tree->expand(first);
        QTRY_VERIFY(tree->model()->rowCount(first) == 3);
        QModelIndex qty;
        for (int row = 0; row < 3; ++row)
            if (tree->model()->index(row, 0, first).data().toString() == QLatin1String("qty"))
                qty = tree->model()->index(row, DocumentTreeModel::Value, first);
        QVERIFY(qty.isValid());
        QVERIFY(qty.flags() & Qt::ItemIsEditable);
        QVERIFY(!(first.siblingAtColumn(DocumentTreeModel::Value).flags() & Qt::ItemIsEditable)); // a whole document
        tree->setCurrentIndex(qty);
        tree->edit(qty);
        auto *inPlace = tree->viewport()->findChild<QLineEdit *>();
        QVERIFY(inPlace);
        QCOMPARE(inPlace->text(), QStringLiteral("1"));
        inPlace->selectAll();
        QTest::keyClicks(inPlace, QStringLiteral("'lots'"));
        QTest::keyClick(inPlace, Qt::Key_Return);
        QTRY_VERIFY(writer->openDialog());
        dialog = writer->openDialog();
        QVERIFY2(ruleRows(dialog).contains(QStringLiteral("qty bsonType: must be int, is string (the model)")),
            qPrintable(ruleRows(dialog).join(QLatin1Char('\n'))));
        dialog->setText(dialog->text().replace(QLatin1String("'lots'"), QLatin1String("30")));
        QVERIFY(ruleRows(dialog).isEmpty());
        answerConfirmation(QMessageBox::Yes, &asked, &command);
        send(dialog);
        QVERIFY2(command.contains(QLatin1String("replaceOne({_id: ObjectId('65c000000000000000000001')}")), qPrintable(command));
        QTRY_VERIFY_WITH_TIMEOUT(query->documentsText().contains(QLatin1String("qty: 30")), 10000);
        answerConfirmation(QMessageBox::Yes, &asked, &command);
        writer->undoAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!query->documentsText().contains(QLatin1String("qty: 30")), 10000);

        // Clone: the copy without its _id, inserted with a new one.
        QTRY_VERIFY(query->views()->treeModel()->rowCount() == 3);
        chooseRows(query, { 0 });
        writer->cloneAction()->trigger();
        dialog = writer->openDialog();
        QVERIFY(dialog);
        QVERIFY2(!dialog->text().contains(QLatin1String("_id")), qPrintable(dialog->text()));
        answerConfirmation(QMessageBox::Yes, &asked, &command);
        send(dialog);
        QTRY_COMPARE_WITH_TIMEOUT(query->pageLabel(), QStringLiteral("1–4 of 4"), 10000);

        // Delete two: one confirmation for both; Undo puts both back.
        QTRY_VERIFY(query->views()->treeModel()->rowCount() == 4);
        chooseRows(query, { 0, 2 });
        QVERIFY(!writer->editAction()->isEnabled());
        QVERIFY(writer->deleteAction()->isEnabled());
        int questions = 0;
        whenMessageBox([&](QMessageBox *box) {
            ++questions;
            asked = box->text();
            command = box->detailedText();
            box->button(QMessageBox::Yes)->click();
        });
        writer->deleteAction()->trigger();
        QCOMPARE(questions, 1);
        QVERIFY2(asked.contains(QLatin1String("Delete 2 document")), qPrintable(asked));
        QTRY_COMPARE_WITH_TIMEOUT(query->pageLabel(), QStringLiteral("1–2 of 2"), 10000);
        answerConfirmation(QMessageBox::Yes, &asked, &command);
        writer->undoAction()->trigger();
        QCOMPARE(command.count(QLatin1String("insertOne(")), 2);
        QTRY_VERIFY2_WITH_TIMEOUT(query->pageLabel() == QStringLiteral("1–4 of 4"),
            qPrintable(query->pageLabel() + QLatin1Char(' ') + query->messageText()), 10000);

        // A projection: what is shown is not the whole document, so it is
        // neither replaced with it nor inserted again from it.
        query->setQueryText(QString(), QStringLiteral("{sku: 1}"), QStringLiteral("{_id: 1}"));
        query->findChild<QPushButton *>(QStringLiteral("queryRun"))->click();
        QTRY_COMPARE_WITH_TIMEOUT(query->pageLabel(), QStringLiteral("1–4 of 4"), 10000);
        QTRY_VERIFY(query->views()->treeModel()->rowCount() == 4);
        chooseRows(query, { 0 });
        QVERIFY(!writer->editAction()->isEnabled());
        QVERIFY(!writer->cloneAction()->isEnabled());
        QVERIFY(writer->deleteAction()->isEnabled());
        writer->editField(query->views()->documents().first(), { QStringLiteral("sku") }, QStringLiteral("'z'"));
        QVERIFY(!writer->openDialog());
        QVERIFY2(query->messageText().contains(QLatin1String("projection")), qPrintable(query->messageText()));
        answerConfirmation(QMessageBox::Cancel, &asked, &command);
        writer->deleteAction()->trigger();
        QVERIFY2(asked.contains(QLatin1String("cannot be undone")), qPrintable(asked));
        query->setQueryText(QString(), QString(), QStringLiteral("{_id: 1}"));
        query->findChild<QPushButton *>(QStringLiteral("queryRun"))->click();
        QTRY_COMPARE_WITH_TIMEOUT(query->pageLabel(), QStringLiteral("1–4 of 4"), 10000);

        // Another page: the last write is no longer undone from here.
        chooseRows(query, { 3 });
        answerConfirmation(QMessageBox::Yes, &asked, &command);
        writer->deleteAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(query->pageLabel(), QStringLiteral("1–3 of 3"), 10000);
        QVERIFY(writer->undoAction()->isEnabled());
        query->findChild<QPushButton *>(QStringLiteral("queryRun"))->click();
        QVERIFY(!writer->undoAction()->isEnabled());
    }

    // The server's validator refuses what the person sent anyway: its
    // errInfo becomes the same per-field reasons, and nothing is lost.
    void refusalByTheServerIsShownAtTheFields()
    {
        if (mongoshPath().isEmpty())
            DOCMODELER_PEER_MISSING("mongosh is not installed; scripts/test installs it");
        TestServer server(ServerKind::Mock, QStringLiteral("validates"));
        START_SERVER(server);
        const ShellRun validator = runMongosh(server.uri(), QStringLiteral(
            "db.getSiblingDB('music').runCommand({collMod: 'invoices', validator: {$jsonSchema: "
            "{bsonType: 'object', required: ['InvoiceId'], properties: {InvoiceId: {bsonType: 'objectId'}}}}})"));
        QVERIFY2(validator.exitCode == 0, qPrintable(validator.err + validator.out));
        ModelDocument document;
        document.reset(parsed(R"({"formatVersion": 3, "name": "music", "database": "music", "entities": [
            {"id": "invoices", "name": "invoices", "fields": [{"name": "_id", "type": "int", "required": true},
             {"name": "InvoiceId", "type": "objectId", "required": true}, {"name": "CustomerId", "type": "int"},
             {"name": "Total", "type": "double"}]}]})"),
            QString());
        LiveDock dock(&document);
        dock.resize(1100, 640);
        dock.show();
        const QString opened = openCollection(dock, settingsFor(server.uri()), QStringLiteral("music"), QStringLiteral("invoices"));
        QVERIFY2(opened.isEmpty(), qPrintable(opened));
        LiveQuery *query = dock.details()->query();
        query->views()->setView(DocumentViews::View::Tree);
        query->setQueryText(QStringLiteral("{_id: 3}"));
        query->run();
        QTRY_COMPARE_WITH_TIMEOUT(query->views()->treeModel()->rowCount(), 1, 10000);
        chooseRows(query, { 0 });
        DocumentWriter *writer = query->writer();
        writer->editAction()->trigger();
        DocumentEditDialog *dialog = writer->openDialog();
        QVERIFY(dialog);
        const int at = dialog->text().indexOf(QLatin1String("ObjectId("));
        QVERIFY2(at > 0, qPrintable(dialog->text()));
        QString text = dialog->text();
        text.replace(at, text.indexOf(QLatin1Char(')'), at) + 1 - at, QStringLiteral("3"));
        dialog->setText(text);
        QVERIFY2(ruleRows(dialog).contains(QStringLiteral("InvoiceId bsonType: must be objectId, is int (the model)")),
            qPrintable(ruleRows(dialog).join(QLatin1Char('\n'))));
        QCOMPARE(dialog->markedFields(), QStringList { QStringLiteral("InvoiceId") });
        QString asked;
        QString command;
        answerConfirmation(QMessageBox::Yes, &asked, &command);
        send(dialog);
        QTRY_VERIFY_WITH_TIMEOUT(!writer->isWriting(), 10000);
        QVERIFY(writer->openDialog()); // still open, the text as typed
        QCOMPARE(dialog->text(), text);
        QVERIFY2(dialog->status()->text().contains(QLatin1String("The server refused the document")),
            qPrintable(dialog->status()->text()));
        QVERIFY2(dialog->status()->text().contains(QLatin1String("Document failed validation")),
            qPrintable(dialog->status()->text()));
        QCOMPARE(ruleRows(dialog), QStringList { QStringLiteral("InvoiceId bsonType: must be objectId, is int (the server)") });
        QCOMPARE(dialog->markedFields(), QStringList { QStringLiteral("InvoiceId") });
        QVERIFY(!writer->undoAction()->isEnabled());
        dialog->resize(760, 520);
        saveScreenshotIfAsked(dialog, QStringLiteral("document-edit-refused.png"));
        dialog->reject();
        QTRY_VERIFY(!writer->openDialog());
    }
};

QTEST_MAIN(TestDocumentWrites)
#include "tst_documentwrites.moc"
