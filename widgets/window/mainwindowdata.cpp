// SPDX-License-Identifier: GPL-3.0-or-later
// The window's dialogs that carry the model out (diagram and text exports)
// or meet a server's data: Apply to Server, Check Data, Import Traffic, and
// opening a document the check found in the live dock.
#include "mainwindow.h"

#include "commands/transformcommand.h"
#include "diagram/diagramrenderer.h"
#include "dialogs/applydialog.h"
#include "dialogs/checkdatadialog.h"
#include "dialogs/exportdialog.h"
#include "dialogs/trafficimportdialog.h"
#include "migrate/datamigration.h"
#include "document/modeldocument.h"
#include "io/modelreader.h"
#include "panels/advisordock.h"
#include "live/livedetails.h"
#include "live/livedock.h"

#include <QApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QUndoStack>

namespace docmodel {

void MainWindow::exportDiagram()
{
    QString selected;
    const QString png = tr("PNG image (*.png)");
    const QString svg = tr("SVG drawing (*.svg)");
    const QString pdf = tr("PDF document (*.pdf)");
    const QString base = mDocument->filePath().isEmpty()
        ? QStringLiteral("diagram")
        : QFileInfo(mDocument->filePath()).completeBaseName();
    QString path
        = QFileDialog::getSaveFileName(this, tr("Export Diagram"), base + QStringLiteral(".png"),
            QStringList { png, svg, pdf }.join(QStringLiteral(";;")), &selected);
    if (path.isEmpty())
        return;
    ImageFormat format = ImageFormat::Png;
    if (path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive) || selected == svg)
        format = ImageFormat::Svg;
    else if (path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive) || selected == pdf)
        format = ImageFormat::Pdf;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const QString failure = exportDiagramImage(mDocument->model(), path, format);
    QApplication::restoreOverrideCursor();
    if (!failure.isEmpty())
        QMessageBox::warning(this, tr("Cannot export the diagram"), failure);
    else
        statusBar()->showMessage(tr("Exported the diagram to %1").arg(path), 5000);
}

void MainWindow::exportText()
{
    const QString base = mDocument->filePath().isEmpty()
        ? QStringLiteral("model")
        : QFileInfo(mDocument->filePath()).completeBaseName();
    ExportDialog dialog(mDocument->model(), base, this);
    dialog.exec();
}

void MainWindow::applyToServer()
{
    auto *live = findChild<LiveDock *>();
    if (!live->isConnected()) {
        QMessageBox box(QMessageBox::Information, tr("Apply to Server"),
            tr("Not connected to a server. Connect first (File ▸ Connect to Server…), then "
               "apply the model to one of its databases."),
            QMessageBox::Cancel, this);
        QPushButton *connectButton = box.addButton(tr("Co&nnect..."), QMessageBox::AcceptRole);
        box.setDefaultButton(connectButton);
        box.exec();
        if (box.clickedButton() != connectButton)
            return;
        live->showConnectDialog();
        if (!live->isConnected())
            return;
    }
    ApplyDialog dialog(mDocument->model(), live->connection(), this);
    connect(&dialog, &ApplyDialog::applied, live, &LiveDock::refresh);
    // The documents follow the edits made since the model was last saved.
    if (!mDocument->filePath().isEmpty())
        if (const LoadResult saved = loadModelFile(mDocument->filePath()); saved.ok())
            dialog.setDataMigration(planDataMigration(*saved.model, mDocument->model()));
    dialog.exec();
}

void MainWindow::checkData()
{
    auto *live = findChild<LiveDock *>();
    CheckDataDialog dialog(mDocument->model(), live->connection(), this);
    connect(&dialog, &CheckDataDialog::documentRequested, this, &MainWindow::openLiveDocument);
    // What it found stays in the Advisor dock after the dialog closes.
    connect(&dialog, &CheckDataDialog::checked, this,
        [this, &dialog] { mAdvisor->setDataCheck(dialog.findings()); });
    dialog.exec();
}

void MainWindow::importTraffic()
{
    TrafficImportDialog dialog(mDocument->model(), findChild<LiveDock *>()->connection(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    // One undo step; the Advisor dock follows the model.
    mDocument->undoStack()->push(
        new TransformModelCommand(mDocument, dialog.result(), tr("Import Traffic")));
}

void MainWindow::openLiveDocument(
    const QString &database, const QString &collection, const QString &filter)
{
    auto *live = findChild<LiveDock *>();
    live->show();
    live->raise();
    if (live->chooseCollection(database, collection))
        live->details()->openDocuments(filter);
}

} // namespace docmodel
