// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "namedactions.h"

#include "io/modelreader.h"

#include <QObject>
#include <QStringList>

#include <memory>

class QMainWindow;
class QMenu;

namespace docmodel {

class ModelDocument;

// The model's file: New, Open…, Open Recent, Import (JSON Schema, Prisma),
// Save, Save As…, recovery after a crash and the file to open at start.
// Owns their actions, the recent-files menu and the questions they ask.
class FileController : public QObject
{
    Q_OBJECT

public:
    enum class SchemaFormat { JsonSchema, Prisma };

    FileController(QMainWindow *window, ModelDocument *document, NamedActions &actions);

    // File ▸ Open Recent (its entries follow every open and save).
    QMenu *recentMenu() const { return mRecentMenu; }

    // Opens a model; on failure shows the reason and keeps the current model.
    // Reads on the GUI thread: for scripts and tests that need the model at
    // once.
    bool openFile(const QString &path);
    // Opens a model as a person asks for it (File ▸ Open, Recent, a drop, the
    // start): read and parsed on a worker, so that a model of thousands of
    // entities leaves the window live; it replaces the current one when read.
    // A later request supersedes one still being read. Emits fileOpened.
    void openFileInBackground(const QString &path);
    bool isOpening() const { return mOpening > 0; }
    // The schema's model replaces this one, unsaved; on failure shows where
    // the schema went wrong and keeps the current model.
    bool importSchemaFile(const QString &path, SchemaFormat format);
    // At start: offers orphaned recovery files, else opens files or the last model.
    void startUp(const QStringList &files);
    // Restores from recovery files if the user agrees; true when one was restored.
    bool offerRecovery();
    // Asks whether to save unsaved changes; false when the person cancels.
    bool confirmDiscard();
    // A model file dropped on the window (after confirmDiscard).
    static bool isModelFile(const QString &path);

signals:
    // A schema was imported: the window lays it out by its relationships.
    void schemaImported();
    // openFileInBackground has ended: the model replaced the current one, or
    // the reason was shown.
    void fileOpened(const QString &path, bool opened);

private:
    void newModel();
    void open();
    void importSchema(SchemaFormat format);
    bool save();
    bool saveAs();
    void addRecentFile(const QString &path);
    void updateRecentFilesMenu();
    bool finishOpening(const QString &path, LoadResult loaded, std::shared_ptr<const Model> snapshot = nullptr);

    QMainWindow *mWindow;
    ModelDocument *mDocument;
    QMenu *mRecentMenu;
    // Files being read in the background, and the newest request's number.
    int mOpening = 0;
    int mOpenRequest = 0;
};

} // namespace docmodel
