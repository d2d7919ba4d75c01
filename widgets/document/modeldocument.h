#pragma once

#include "io/loaderror.h"
#include "schema/model.h"

#include <QObject>
#include <QUndoStack>

namespace docmodel {

// An open model: the Model itself, its file, and the undo stack every edit
// goes through. Views read the model and listen to the change signals.
class ModelDocument : public QObject
{
    Q_OBJECT

public:
    explicit ModelDocument(QObject *parent = nullptr);

    const Model &model() const { return mModel; }
    QString filePath() const { return mFilePath; }
    QString displayName() const;
    QUndoStack *undoStack() { return &mUndoStack; }
    bool isModified() const { return !mUndoStack.isClean(); }

    // Replaces the model with the file's content; on failure nothing changes.
    bool load(const QString &path, LoadError *error);
    // Empty on success, otherwise a message saying what went wrong.
    QString saveAs(const QString &path);

    // For undo commands only: the one way to change the model.
    Model &mutableModel() { return mModel; }
    void notifyChanged() { emit modelChanged(); }

signals:
    void modelReset();
    void modelChanged();
    void filePathChanged(const QString &path);

private:
    Model mModel;
    QString mFilePath;
    QUndoStack mUndoStack;
};

} // namespace docmodel
