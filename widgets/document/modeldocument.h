// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/loaderror.h"
#include "modelchange.h"
#include "schema/model.h"

#include <QObject>

#include <memory>
#include <QStringList>
#include <QUndoStack>

namespace docmodel {

// An open model: the Model, its file, and the undo stack every edit goes
// through. Views read the model and follow the change signals; only undo
// commands call the mutating functions below.
class ModelDocument : public QObject
{
    Q_OBJECT

public:
    explicit ModelDocument(QObject *parent = nullptr);

    const Model &model() const { return mModel; }
    // The model as it is now, for workers to read: copied once per change,
    // however many workers ask (the advisor, the preview, …).
    std::shared_ptr<const Model> snapshot() const;
    QString filePath() const { return mFilePath; }
    QString displayName() const;
    QUndoStack *undoStack() { return &mUndoStack; }
    bool isModified() const { return !mUndoStack.isClean() || mUnsavedContent; }
    // A model restored from an autosave, or inferred from data, is unsaved
    // though no command made it.
    void markUnsaved();

    // Replaces the model with the file's content; on failure nothing changes.
    bool load(const QString &path, LoadError *error);
    // Replaces the model (a new document, a recovered autosave). A copy of
    // the same model, made off the GUI thread, serves as the first snapshot.
    void reset(Model model, const QString &filePath, std::shared_ptr<const Model> snapshot = nullptr);
    // Empty on success, otherwise a message saying what went wrong.
    QString saveAs(const QString &path);

    // Mutations, for undo commands only. Each emits its signal.
    void setModelProperties(const std::string &name, const std::string &database,
        const std::string &serverVersion, const std::string &notes);
    void insertEntity(size_t position, const Entity &entity);
    void replaceEntity(const Entity &entity);
    void removeEntity(const std::string &id);
    void insertRelationship(size_t position, const Relationship &relationship);
    void replaceRelationship(const Relationship &relationship);
    void removeRelationship(const std::string &id);
    void insertIndex(size_t position, const Index &index);
    void replaceIndex(const Index &index);
    void removeIndex(const std::string &id);
    void insertAccessPattern(size_t position, const AccessPattern &pattern);
    void replaceAccessPattern(const AccessPattern &pattern);
    void removeAccessPattern(const std::string &id);
    void setAdvisorSettings(const AdvisorSettings &settings);
    // Sets (or, for nullopt, clears) positions in the diagram shown.
    void setPositions(const std::map<std::string, std::optional<Position>> &positions);
    // The same, with edge routes by relationship id (nullopt clears one);
    // positionsChanged names the entities moved and those whose routes changed.
    void setLayout(const std::map<std::string, std::optional<Position>> &positions,
        const std::map<std::string, std::optional<EdgeRoute>> &routes);
    // The same in a named diagram, shown or not. A position in a subject
    // area places the entity in it.
    void setLayout(const std::string &diagram, const std::map<std::string, std::optional<Position>> &positions,
        const std::map<std::string, std::optional<EdgeRoute>> &routes);
    // Replaces the subject areas (the All diagram stays).
    void setDiagrams(const std::vector<SubjectArea> &diagrams);

    // The diagram the canvas shows: "All" or a subject area's name. A
    // view's choice, kept per open document rather than in the model; a
    // new model shows All.
    const std::string &currentDiagram() const { return mCurrentDiagram; }
    void showDiagram(const std::string &name);
    // The positions and routes of the diagram shown.
    const std::map<std::string, Position> &positions() const;
    const std::map<std::string, EdgeRoute> &routes() const;

    // An id not used by any object of the model, such as "entity-3".
    std::string newId(const std::string &prefix) const;

signals:
    void modelReset();
    void modelPropertiesChanged();
    void entityAdded(const QString &id);
    void entityChanged(const QString &id);
    void entityRemoved(const QString &id);
    void relationshipAdded(const QString &id);
    void relationshipChanged(const QString &id);
    void relationshipRemoved(const QString &id);
    void indexesChanged();
    void accessPatternsChanged();
    void positionsChanged(const QStringList &ids);
    // The subject areas were added, removed, renamed or given entities.
    void diagramsChanged();
    // Another diagram is shown (the canvas draws it anew).
    void diagramShown(const QString &name);
    void advisorSettingsChanged();
    // After any of the above, saying what changed; views that simply refresh
    // everything can ignore the argument.
    void modelChanged(const docmodel::ModelChange &change);
    void filePathChanged(const QString &path);
    void modifiedChanged(bool modified);

private:
    void emitEndsChanged(const Relationship &relationship);
    void emitRelationshipChanged(const Relationship &relationship);
    void emitChanged(ModelChange::Kind kind, QStringList ids = {});

    Model mModel;
    mutable std::shared_ptr<const Model> mSnapshot; // made by snapshot(), dropped by each change
    std::string mCurrentDiagram = "All";
    QString mFilePath;
    QUndoStack mUndoStack;
    bool mUnsavedContent = false;
};

} // namespace docmodel
