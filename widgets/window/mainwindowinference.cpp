// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's way to a model inferred from data files.
#include "mainwindow.h"

#include "canvas/diagramview.h"
#include "dialogs/inferdialog.h"
#include "document/modeldocument.h"

namespace docmodel {

void MainWindow::inferFromFiles(const QStringList &inputs)
{
    if (!confirmDiscard())
        return;
    InferDialog dialog(this);
    dialog.addInputs(inputs);
    if (!inputs.isEmpty())
        dialog.start();
    if (dialog.exec() != QDialog::Accepted || !dialog.model())
        return;
    mDocument->reset(*dialog.model(), QString());
    mDocument->markUnsaved();
    mView->zoomToFit();
}

} // namespace docmodel
