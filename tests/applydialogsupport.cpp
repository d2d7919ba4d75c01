// SPDX-License-Identifier: GPL-3.0-or-later
#include "applydialogsupport.h"

#include "testconnection.h"
#include "testsupport.h"
#include "windowsupport.h"

#include "dialogs/applydialog.h"

#include <QAbstractButton>
#include <QApplication>
#include <QStandardPaths>
#include <QTreeWidget>
#include <QtTest>

#include <algorithm>

#include <nlohmann/json.hpp>

namespace docmodel::test {

void answerMessageBox(QMessageBox::StandardButton button, QString *text)
{
    whenMessageBox([button, text](QMessageBox *box) {
        *text = box->text();
        box->button(button)->click();
    });
}

QList<Row> rowsOf(const ApplyDialog &dialog)
{
    QList<Row> rows;
    QTreeWidget *steps = dialog.steps();
    for (int i = 0; i < steps->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = steps->topLevelItem(i);
        rows << Row { item->text(ApplyDialog::KindColumn), item->text(ApplyDialog::CollectionColumn),
            item->text(ApplyDialog::IndexColumn), item->text(ApplyDialog::ResultColumn),
            item->checkState(ApplyDialog::KindColumn) == Qt::Checked, bool(item->flags() & Qt::ItemIsUserCheckable),
            item->foreground(ApplyDialog::KindColumn).color() };
    }
    return rows;
}

int countKind(const QList<Row> &rows, const QString &kind)
{
    return int(std::count_if(rows.begin(), rows.end(), [&](const Row &row) { return row.kind == kind; }));
}

int rowOf(const ApplyDialog &dialog, const QString &index)
{
    const QList<Row> rows = rowsOf(dialog);
    for (int i = 0; i < rows.size(); ++i)
        if (rows[i].index == index)
            return i;
    return -1;
}

int stepOn(const ApplyDialog &dialog, const char *collection)
{
    for (int i = 0; i < int(dialog.plan().steps.size()); ++i)
        if (dialog.plan().steps[size_t(i)].collection == collection)
            return i;
    return -1;
}

QString blogPath()
{
    return sourcePath(QStringLiteral("resources/examples/blog.dmodel"));
}

namespace {

// Runs a mongosh script that prints "seeded" at its end; the error when it did not.
QString seed(const QString &uri, const QString &script)
{
    const ShellRun run = runMongosh(uri, script + QStringLiteral(" print('seeded');"));
    return run.out.contains(QLatin1String("seeded")) ? QString() : QStringLiteral("mongosh could not seed: ") + run.err;
}

} // namespace

BlogSession::BlogSession(const QString &uri, const QString &seedScript)
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

SeededStore::SeededStore(const Collections &collections)
    : server(ServerKind::Mock, QStringLiteral("keeps"),
          { QStringLiteral("--seed"), seedFile(dir, collections), QStringLiteral("--record"), record })
{
}

QString SeededStore::seedFile(const QTemporaryDir &dir, const Collections &collections)
{
    const QString path = dir.filePath(QStringLiteral("seed.json"));
    writeFile(path, QByteArray::fromStdString(nlohmann::json { { "store", collections } }.dump()));
    return path;
}

int runApplyDialogTest(QObject &test, const char *name, int argc, char **argv)
{
    QTemporaryDir home;
    qputenv("HOME", home.path().toUtf8());
    qputenv("XDG_CONFIG_HOME", (home.path() + QStringLiteral("/config")).toUtf8());
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("DocModelerTest"));
    QApplication::setApplicationName(QString::fromLatin1(name));
    return QTest::qExec(&test, argc, argv);
}

} // namespace docmodel::test
