// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportcontroller.h"

#include "diagram/diagramrenderer.h"
#include "dialogs/applydialog.h"
#include "dialogs/exportdialog.h"
#include "document/modeldocument.h"
#include "io/modelreader.h"
#include "live/livedock.h"
#include "migrate/datamigration.h"

#include <QApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

namespace docmodel {

ExportController::ExportController(
    QMainWindow *window, ModelDocument *document, LiveDock *live, NamedActions &actions)
    : QObject(window)
    , mWindow(window)
    , mDocument(document)
    , mLive(live)
{
    connect(live, &LiveDock::indexChangeRequested, this, &ExportController::changeIndex);
    addNamedAction(actions, window, this, QStringLiteral("exportDiagram"), tr("Export &Diagram..."),
        tr("Save the diagram as a PNG, SVG or PDF file"), QKeySequence(tr("Ctrl+Shift+E")),
        [this] { exportDiagram(); });
    addNamedAction(actions, window, this, QStringLiteral("export"), tr("E&xport..."),
        tr("Export a mongosh script, JSON Schema, Mermaid, TypeScript, Mongoose, Prisma or Pydantic "
           "types, or documentation, previewed first"),
        QKeySequence(tr("Ctrl+Alt+E")), [this] { exportText(); });
    addNamedAction(actions, window, this, QStringLiteral("applyToServer"), tr("A&pply to Server..."),
        tr("Compare the model with a database on the connected server and apply the "
           "differences, step by step"),
        {}, [this] { applyToServer(); });
}

QString ExportController::baseName(const QString &fallback) const
{
    return mDocument->filePath().isEmpty() ? fallback : QFileInfo(mDocument->filePath()).completeBaseName();
}

void ExportController::exportText()
{
    ExportDialog dialog(mDocument->model(), baseName(QStringLiteral("model")), mWindow);
    dialog.setDiagram(mDocument->currentDiagram()); // the documentation draws the diagram shown
    dialog.exec();
}

void ExportController::exportDiagram()
{
    QString selected;
    const QString png = tr("PNG image (*.png)");
    const QString svg = tr("SVG drawing (*.svg)");
    const QString pdf = tr("PDF document (*.pdf)");
    const QString path = QFileDialog::getSaveFileName(mWindow, tr("Export Diagram"),
        baseName(QStringLiteral("diagram")) + QStringLiteral(".png"),
        QStringList { png, svg, pdf }.join(QStringLiteral(";;")), &selected);
    if (path.isEmpty())
        return;
    ImageFormat format = ImageFormat::Png;
    if (path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive) || selected == svg)
        format = ImageFormat::Svg;
    else if (path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive) || selected == pdf)
        format = ImageFormat::Pdf;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    // The diagram shown: All or a subject area.
    DiagramChoice choice;
    choice.name = mDocument->currentDiagram();
    const QString failure = exportDiagramImage(mDocument->model(), path, format, choice);
    QApplication::restoreOverrideCursor();
    if (!failure.isEmpty())
        QMessageBox::warning(mWindow, tr("Cannot export the diagram"), failure);
    else
        mWindow->statusBar()->showMessage(tr("Exported the diagram to %1").arg(path), 5000);
}

void ExportController::applyToServer()
{
    if (!mLive->isConnected()) {
        QMessageBox box(QMessageBox::Information, tr("Apply to Server"),
            tr("Not connected to a server. Connect first (File ▸ Connect to Server…), then "
               "apply the model to one of its databases."),
            QMessageBox::Cancel, mWindow);
        QPushButton *connectButton = box.addButton(tr("Co&nnect..."), QMessageBox::AcceptRole);
        box.setDefaultButton(connectButton);
        box.exec();
        if (box.clickedButton() != connectButton)
            return;
        mLive->showConnectDialog();
        if (!mLive->isConnected())
            return;
    }
    ApplyDialog dialog(mDocument->model(), mLive->connection(), mWindow);
    connect(&dialog, &ApplyDialog::applied, mLive, &LiveDock::refresh);
    // The documents follow the edits made since the model was last saved.
    if (!mDocument->filePath().isEmpty())
        if (const LoadResult saved = loadModelFile(mDocument->filePath()); saved.ok())
            dialog.setDataMigration(planDataMigration(*saved.model, mDocument->model()));
    dialog.exec();
}

void ExportController::changeIndex(const IndexChange &change, const QString &database)
{
    if (!mLive->isConnected())
        return;
    ApplyDialog dialog(change, database, mLive->connection(), mWindow);
    connect(&dialog, &ApplyDialog::applied, mLive, &LiveDock::refresh);
    dialog.exec();
}

} // namespace docmodel
