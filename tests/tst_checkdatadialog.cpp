// SPDX-License-Identifier: GPL-3.0-or-later
// Model ▸ Check Data…: files read on a worker thread with Cancel, and the
// connected server's own count; each collection with its rules, failing
// documents (their server-shaped reasons in the details view) and drift.
#include "testserver.h"
#include "testsupport.h"
#include "windowsupport.h"

#include "dialogs/checkdatadialog.h"
#include "document/modeldocument.h"
#include "panels/advisordock.h"
#include "text/datacheckfindings.h"
#include "window/mainwindow.h"
#include "io/modelreader.h"
#include "translations/translator.h"

#include <QApplication>
#include <QLabel>
#include <QStandardPaths>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTreeWidget>

#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

constexpr int kWaitMs = 20000;

Model parsed(std::string_view text)
{
    LoadResult loaded = parseModel(text, QStringLiteral("check.dmodel"));
    if (!loaded.ok())
        qFatal("%s", qPrintable(loaded.error.toString()));
    return *loaded.model;
}

QTreeWidgetItem *collectionRow(QTreeWidget *results, const QString &name)
{
    for (int i = 0; i < results->topLevelItemCount(); ++i)
        if (results->topLevelItem(i)->text(0).startsWith(name + QLatin1Char(':')))
            return results->topLevelItem(i);
    return nullptr;
}

} // namespace

class TestCheckDataDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        installTranslations(QStringLiteral("en"));
    }
    void files();
    void server();
    void filtersInTheShellsSyntax();
};

// sample_mflix's users: their name is a string, so a model saying int
// refuses every one of them; theaters are not in the model.
void TestCheckDataDialog::files()
{
    const Model model = parsed(R"({"formatVersion": 3, "name": "mflix", "entities": [
        {"id": "users", "name": "users", "fields": [{"name": "name", "type": "int"},
         {"name": "email", "type": "string", "required": true}]}]})");
    CheckDataDialog dialog(model, nullptr);
    dialog.resize(980, 640);
    dialog.show();
    QVERIFY(!dialog.checkButton()->isEnabled());
    dialog.addInputs({sourcePath(QStringLiteral("../shared/datasets/sample_mflix"))});
    QVERIFY(dialog.checkButton()->isEnabled());
    QSignalSpy checked(&dialog, &CheckDataDialog::checked);
    dialog.checkButton()->click();
    QVERIFY(dialog.isRunning());
    QVERIFY(checked.wait(kWaitMs));
    QTreeWidgetItem *users = collectionRow(dialog.results(), QStringLiteral("users"));
    QVERIFY(users);
    QVERIFY2(users->text(0).contains(QLatin1String("documents fail (100.0 %)")), qPrintable(users->text(0)));
    QTreeWidgetItem *rules = users->child(0);
    QCOMPARE(rules->child(0)->text(1), QStringLiteral("name"));
    QVERIFY(rules->child(0)->text(2).startsWith(QLatin1String("must be int, is string")));
    QTreeWidgetItem *examples = users->child(1);
    QVERIFY(examples->childCount() > 0);
    dialog.results()->setCurrentItem(examples->child(0));
    QVERIFY(dialog.detailsView()->toPlainText().contains(QLatin1String("\"consideredType\": \"string\"")));
    bool notInModel = false;
    for (int i = 0; i < dialog.results()->topLevelItemCount(); ++i)
        notInModel = notInModel || dialog.results()->topLevelItem(i)->text(0).contains(QLatin1String("theaters: not checked"));
    QVERIFY(notInModel);
    QVERIFY2(dialog.statusText().contains(QLatin1String("documents fail their collection's validator")),
        qPrintable(dialog.statusText()));
    const QString screenshot = qEnvironmentVariable("DOCMODELER_SCREENSHOT_CHECK_DATA");
    if (!screenshot.isEmpty()) {
        QVERIFY(saveScreenshot(&dialog, screenshot));
    }
}

// The server counts; a failing document asks to be opened in the Live dock.
void TestCheckDataDialog::server()
{
    TestServer mock(ServerKind::Mock, QStringLiteral("validates"));
    START_SERVER(mock);
    const Model model = parsed(R"({"formatVersion": 3, "name": "music", "database": "music", "entities": [
        {"id": "invoices", "name": "invoices", "fields": [{"name": "_id", "type": "int", "required": true},
         {"name": "InvoiceId", "type": "objectId", "required": true}, {"name": "CustomerId", "type": "int"},
         {"name": "Total", "type": "double"}]}]})");
    LiveConnection connection;
    ConnectionSettings settings;
    settings.uri = mock.uri();
    LiveError error;
    QVERIFY2(connection.open(settings, QString(), &error), qPrintable(error.message));
    CheckDataDialog dialog(model, &connection);
    dialog.show();
    QSignalSpy checked(&dialog, &CheckDataDialog::checked);
    dialog.checkButton()->click();
    QVERIFY(checked.wait(kWaitMs));
    QTreeWidgetItem *invoices = collectionRow(dialog.results(), QStringLiteral("invoices"));
    QVERIFY(invoices);
    QVERIFY2(invoices->text(0).contains(QLatin1String("3 of 5 documents fail (60.0 %) (counted by the server")),
        qPrintable(invoices->text(0)));
    QSignalSpy requested(&dialog, &CheckDataDialog::documentRequested);
    emit dialog.results()->itemActivated(invoices->child(1)->child(0), 0);
    QCOMPARE(requested.size(), 1);
    QCOMPARE(requested.first().value(0).toString(), QStringLiteral("music"));
    QCOMPARE(requested.first().value(1).toString(), QStringLiteral("invoices"));
    QCOMPARE(requested.first().value(2).toString(), QStringLiteral("{_id: 1}"));

    // What the check found stays in the Advisor dock as findings, their
    // failing documents links to the Live dock.
    MainWindow window;
    window.document()->reset(model, {});
    window.applyDefaultLayout(QSize(1280, 800));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *advisor = window.findChild<AdvisorDock *>();
    QVERIFY(advisor);
    advisor->setDataCheck(dialog.findings());
    const QTreeWidgetItem *finding = advisor->list()->currentItem();
    QVERIFY(finding);
    QCOMPARE(finding->text(0), QStringLiteral("Data check: 3 of 5 documents fail (60.0 %)."));
    QCOMPARE(finding->text(1), QStringLiteral("data"));
    QCOMPARE(finding->parent()->text(0), QStringLiteral("Collection invoices"));
    QVERIFY(finding->parent()->parent()->text(0).startsWith(QLatin1String("Warnings")));
    QLabel *details = nullptr;
    for (QLabel *label : advisor->findChildren<QLabel *>())
        if (label->text().contains(QLatin1String("href=\"document:0\"")))
            details = label;
    QVERIFY(details);
    QVERIFY2(details->text().contains(QLatin1String("InvoiceId: must be objectId, is int (3 documents)")), qPrintable(details->text()));
    QVERIFY(details->text().contains(QLatin1String("counted by the server")));
    const QString screenshot = qEnvironmentVariable("DOCMODELER_SCREENSHOT_CHECK_FINDINGS");
    if (!screenshot.isEmpty()) {
        QVERIFY(saveScreenshot(&window, screenshot));
    }
    QSignalSpy opened(advisor, &AdvisorDock::documentRequested);
    emit details->linkActivated(QStringLiteral("document:0"));
    QCOMPARE(opened.size(), 1);
    QCOMPARE(opened.first().value(2).toString(), QStringLiteral("{_id: 1}"));
    // Another model: the check was of the one before.
    window.document()->reset(Model {}, {});
    QVERIFY(advisor->dataCheck().isEmpty());
}

// A failing document opens by a filter written as mongosh writes it, not
// as canonical Extended JSON.
void TestCheckDataDialog::filtersInTheShellsSyntax()
{
    check::FailingDocument example;
    example.id = JsonValue::parse(R"({"$oid": "64b000000000000000000003"})");
    QCOMPARE(exampleFilter(example), QStringLiteral("{_id: ObjectId('64b000000000000000000003')}"));
    example.id = JsonValue::parse(R"({"$numberLong": "9007199254740993"})");
    QCOMPARE(exampleIdText(example), QStringLiteral("Long('9007199254740993')"));
    example.id = JsonValue::parse(R"("A-1")");
    QCOMPARE(exampleFilter(example), QStringLiteral("{_id: 'A-1'}"));
    example.id = JsonValue();
    QCOMPARE(exampleFilter(example), QString());
}

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    TestCheckDataDialog test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_checkdatadialog.moc"
