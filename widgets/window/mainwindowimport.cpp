// SPDX-License-Identifier: GPL-3.0-or-later
// File ▸ Import: a model from a JSON Schema or a Prisma schema.
#include "mainwindow.h"

#include "canvas/diagramview.h"
#include "document/modeldocument.h"
#include "import/jsonschemaimport.h"
#include "import/prismaimport.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

namespace docmodel {

void MainWindow::importSchema(SchemaFormat format)
{
    const bool prisma = format == SchemaFormat::Prisma;
    const QString path = QFileDialog::getOpenFileName(this,
        prisma ? tr("Import Prisma Schema") : tr("Import JSON Schema"), QString(),
        prisma ? tr("Prisma schemas (*.prisma);;All files (*)")
               : tr("JSON Schemas (*.json);;All files (*)"));
    if (!path.isEmpty())
        importSchemaFile(path, format);
}

bool MainWindow::importSchemaFile(const QString &path, SchemaFormat format)
{
    // A schema file is small: read at once, it does not hold the window up.
    const LoadResult imported
        = format == SchemaFormat::Prisma ? importPrismaFile(path) : importJsonSchemaFile(path);
    if (!imported.ok()) {
        QMessageBox::warning(this, tr("Cannot import the schema"),
            tr("%1 could not be imported. Nothing was changed.\n\n%2")
                .arg(QFileInfo(path).fileName(), imported.error.toString()));
        return false;
    }
    if (!confirmDiscard())
        return false;
    mDocument->reset(*imported.model, QString());
    mDocument->markUnsaved();
    // Laid out by its relationships (one undoable step), not on a grid.
    mActions.value(QStringLiteral("layOutAll"))->trigger();
    mView->zoomToFit();
    return true;
}

} // namespace docmodel
