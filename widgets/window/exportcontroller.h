// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "namedactions.h"

#include "diff/indexchange.h"

#include <QObject>

class QMainWindow;

namespace docmodel {

class LiveDock;
class ModelDocument;

// The model carried out of the window: File ▸ Export… (scripts, schemas,
// code, documentation), Export Diagram… (PNG, SVG, PDF) and Model ▸ Apply
// to Server…, and the index changes asked for in the Live dock, which go
// through the same Apply dialog. Owns their actions and dialogs.
class ExportController : public QObject
{
    Q_OBJECT

public:
    ExportController(QMainWindow *window, ModelDocument *document, LiveDock *live, NamedActions &actions);

    void exportText();
    void exportDiagram();
    void applyToServer();
    void changeIndex(const IndexChange &change, const QString &database);

private:
    QString baseName(const QString &fallback) const;

    QMainWindow *mWindow;
    ModelDocument *mDocument;
    LiveDock *mLive;
};

} // namespace docmodel
